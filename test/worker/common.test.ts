/**
 * The shared components in every language (issue 19): their labels (pager, empty lists, table
 * headers, documents, search) in Hindi and Marathi with no English left, dates and numbers in the
 * page's language, and `lang` on provider text written in another script than the page's.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { gyandeep, sunrise } from '../../demo/fixtures/index.ts';
import { messages } from '../../src/i18n/catalogue';
import { HINDI, RICH, SPARSE } from '../helpers/hosts';
import { demo, get, pageBody, visibleText } from '../helpers/worker';

beforeEach(async () => {
  await demo.reset();
});

type Catalogue = { [key: string]: string | ((...args: string[]) => string) | Catalogue };

/** Every string of an area: its labels, and the fixed words of its sentences (values blanked). */
function areaStrings(area: Catalogue): string[] {
  return Object.values(area).flatMap((value) => {
    if (typeof value === 'string') return [value.trim()];
    if (typeof value === 'function')
      return value('', '', '', '')
        .split(/\s{2,}|“”/)
        .map((part) => part.trim())
        .filter((part) => part.length > 3);
    return areaStrings(value);
  });
}

/** The texts a visitor meets in `html`: each text node and each label-carrying attribute. */
function texts(html: string): string[] {
  const nodes = html
    .replace(/<script[\s\S]*?<\/script>/g, '<>')
    .split(/<[^>]*>/)
    .map((t) => t.replace(/\s+/g, ' ').trim());
  const attributes = [
    ...html.matchAll(/ (?:aria-label|alt|data-label|title|placeholder)="([^"]*)"/g),
  ];
  return [...nodes, ...attributes.map((m) => (m[1] as string).trim())].filter(Boolean);
}

/** The area's English strings left on the page: whole texts, or sentences inside one. */
function englishLeft(html: string): string[] {
  const english = areaStrings(messages('en').common as unknown as Catalogue);
  const found = texts(pageBody(html));
  return english.filter((s) =>
    found.some((t) => t === s || (s.includes(' ') && s.length > 8 && t.includes(s))),
  );
}

const n0 = sunrise.notices[0];
const PAGES: [host: string, path: string, english: string[]][] = [
  [RICH, '/notice', ['Next', 'Page', 'All years']],
  [RICH, '/notice?page=4', ['Previous', 'page']],
  [RICH, `/one/notice/${n0._id}/detail`, ['Filter documents', 'All', 'Open PDF']],
  [RICH, `/one/notice/${sunrise.notices[2]._id}/detail`, ['No documents yet.']],
  [RICH, '/institute/faculties', ['Sr. No.', 'Photo', 'Name', 'Search']],
  [RICH, '/institute/faculties?search=zzzz', ['Clear']],
  [RICH, '/institute/faculties?search=a', ['Show all', 'Departments']],
  [RICH, '/examination', ['Open PDF']],
  [RICH, '/examination/time-table', ['Open PDF', 'Open image', 'Open link']],
  [SPARSE, '/admission/contact', ['No contacts yet.']],
];

describe('the shared components in Hindi and Marathi', () => {
  for (const [host, path, english] of PAGES)
    it(`${host}${path}: English labels in English, none left in Hindi or Marathi`, async () => {
      const en = await get(host, path);
      expect(en.status).toBe(200);
      const enTexts = texts(pageBody(en.html));
      for (const label of english) expect(enTexts, label).toContain(label);

      for (const lang of ['hi', 'mr'] as const) {
        const page = await get(host, `/${lang}${path}`);
        expect(page.status, lang).toBe(200);
        expect(englishLeft(page.html), `${lang}${path}`).toEqual([]);
      }
    });

  it('the pager, its years and the documents speak Devanagari', async () => {
    for (const lang of ['hi', 'mr'] as const) {
      const t = messages(lang).common;
      const list = texts(pageBody((await get(RICH, `/${lang}/notice`)).html));
      expect(list).toContain(t.pager.next);
      expect(list).toContain(t.pager.allYears);
      const detail = (await get(RICH, `/${lang}/one/notice/${n0._id}/detail`)).html;
      expect(texts(pageBody(detail))).toContain(t.documents.open('PDF'));
      expect(detail).toContain(`aria-label="${t.documents.filter}"`);
      const staff = texts(pageBody((await get(RICH, `/${lang}/institute/faculties`)).html));
      for (const header of [t.people.serial, t.people.photo, t.people.name, t.search.submit])
        expect(staff, lang).toContain(header);
      const empty = visibleText((await get(SPARSE, `/${lang}/admission/contact`)).html);
      expect(empty).toContain(t.noContacts);
    }
  });

  it("a later page's title says its number in the page language", async () => {
    const title = (html: string) =>
      /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(title((await get(RICH, '/notice?page=2')).html)).toMatch(/, page 2\b/);
    expect(title((await get(RICH, '/hi/notice?page=2')).html)).toContain(', पृष्ठ 2');
    expect(title((await get(RICH, '/mr/notice?page=2')).html)).toContain(', पृष्ठ २');
  });

  it("the testimonials' Read More is in the page language, props and server HTML alike", async () => {
    for (const lang of ['hi', 'mr'] as const) {
      const html = (await get(RICH, `/${lang}/`)).html;
      const { readMore, readLess } = messages(lang).common;
      expect(html).toContain(`<span class="read-more-more">${readMore}</span>`);
      expect(html).toContain(`"readMore":{"more":"${readMore}","less":"${readLess}"}`);
      expect(html).not.toContain('Read More');
      expect(html).not.toContain('Read Less');
    }
  });

  it('Marathi numbers the pages and years in Devanagari digits', async () => {
    const list = texts(pageBody((await get(RICH, '/mr/notice')).html));
    expect(list).toContain('२');
    expect(list.some((t) => /^[०-९]{4}$/.test(t))).toBe(true);
  });
});

describe('dates in the page language', () => {
  it('/hi/notice writes its dates hi-IN, its datetime attributes unchanged', async () => {
    const page = await get(RICH, '/hi/notice');
    const n = sunrise.notices[0];
    const hindi = new Date(n.createdAt).toLocaleDateString('hi-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(page.html).toContain(`<time dateTime="${n.createdAt}"`);
    expect(visibleText(pageBody(page.html))).toContain(hindi);
    expect(visibleText(pageBody(page.html))).not.toMatch(
      /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/,
    );
  });

  it('/mr/notice writes them mr-IN; English stays as it was', async () => {
    const n = sunrise.notices[0];
    const marathi = new Date(n.createdAt).toLocaleDateString('mr-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(visibleText(pageBody((await get(RICH, '/mr/notice')).html))).toContain(marathi);
    expect(visibleText(pageBody((await get(RICH, '/notice')).html))).toMatch(
      /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/,
    );
  });
});

/** The `lang` of the elements whose whole text is `text`. */
const langsOf = (html: string, text: string) =>
  [...html.matchAll(/<(\w+)([^>]*)>([^<]*)<\/\1>/g)]
    .filter((m) => m[3]?.trim() === text)
    .map((m) => / lang="([^"]*)"/.exec(m[2] ?? '')?.[1]);

describe('lang on provider text in another script', () => {
  it('Devanagari provider text on gyandeep\'s English pages says lang="hi"', async () => {
    const docs = (gyandeep.landing as unknown as Record<string, { name?: string }[]>)
      .manual_examination;
    const name = docs.find((d) => d?.name && /[\u0900-\u097f]/.test(d.name))?.name;
    expect(name).toBeTruthy();
    const page = await get(HINDI, '/examination');
    expect(langsOf(pageBody(page.html), name as string)).toContain('hi');
    // In Hindi the same text needs no lang of its own.
    const hindi = await get(HINDI, '/hi/examination');
    expect(langsOf(pageBody(hindi.html), name as string)).toEqual(
      expect.arrayContaining([undefined]),
    );
    expect(langsOf(pageBody(hindi.html), name as string)).not.toContain('hi');
  });

  it('Latin provider text on /hi/ and /mr/ pages says lang="en"', async () => {
    const docs = (sunrise.landing as unknown as Record<string, { name?: string }[]>)
      .manual_examination;
    const name = docs.find((d) => d?.name && /^[A-Za-z][A-Za-z ]+$/.test(d.name))?.name;
    expect(name).toBeTruthy();
    for (const lang of ['hi', 'mr']) {
      const page = await get(RICH, `/${lang}/examination`);
      expect(langsOf(pageBody(page.html), name as string), lang).toContain('en');
    }
    const english = await get(RICH, '/examination');
    expect(langsOf(pageBody(english.html), name as string)).not.toContain('en');
  });

  it('people table names and rich text carry it too', async () => {
    const staff = await get(RICH, '/hi/institute/faculties');
    expect(pageBody(staff.html)).toMatch(/<td class="name" data-label="नाम" lang="en">/);
    const about = gyandeep.admissionSite?.admission_about ?? '';
    expect(about).toMatch(/[\u0900-\u097f]/);
    const admission = await get(HINDI, '/admission');
    expect(pageBody(admission.html)).toMatch(/<p class="prewrap" lang="hi">/);
    const hindi = await get(HINDI, '/hi/admission');
    expect(pageBody(hindi.html)).not.toMatch(/<p class="prewrap" lang="hi">/);
  });
});
