/**
 * Navigation names and error pages in Hindi and Marathi (issue 19, areas `nav` and `errors`): the
 * menu bar, the Quality menu's groups, the drawer and every section's tab bar show the catalogue's
 * labels of the page's language, none of the English ones; the 404 (framed and standalone), the
 * 503 and the unknown-host page speak the request's language and say so in `<html lang>`.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids } from '../../demo/fixtures/index.ts';
import { messages } from '../../src/i18n/catalogue';
import type { Lang } from '../../src/i18n/languages';
import { RICH } from '../helpers/hosts';
import {
  clearCache,
  demo,
  expectConsoleError,
  get,
  h1,
  pageBody,
  tabBar,
  visibleText,
} from '../helpers/worker';

const s = ids.sunrise;
const DEVANAGARI = /[\u0900-\u097F]/;
/** Acronyms stay as they are in every language (MOU, NAAC, ...). */
const ACRONYM = /^[A-Z]{2,}$/;
const LANGS = [
  ['hi', '/hi'],
  ['mr', '/mr'],
] as const satisfies readonly (readonly [Lang, string])[];

beforeEach(async () => {
  await demo.reset();
});

const htmlLang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();

/**
 * Every string of `area` in English that `lang` spells differently (acronyms stay as they are),
 * punctuation alone left out.
 */
function englishOnly(area: 'nav' | 'errors', lang: Lang): Set<string> {
  const out = new Set<string>();
  const walk = (en: unknown, other: unknown) => {
    if (typeof en === 'string') {
      if (en !== other && /\p{L}/u.test(en)) out.add(en);
    } else if (en && typeof en === 'object')
      for (const [key, value] of Object.entries(en))
        walk(value, (other as Record<string, unknown>)?.[key]);
  };
  walk(messages('en')[area], messages(lang)[area]);
  return out;
}

/** The text of each element of `html` (tags' text nodes, entities decoded), empty ones left out. */
const texts = (html: string) =>
  [...html.matchAll(/>([^<]+)</g)].map((m) => decode(m[1])).filter(Boolean);

/** The tab bar's labels in order. */
const tabLabels = (html: string) =>
  [...tabBar(html).matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => decode(m[1]));

/** The page's menu bar (whole: the frame is warm after a first visit). */
async function menubar(path: string): Promise<string> {
  await get(RICH, path);
  const html = (await get(RICH, path)).html;
  const start = html.indexOf('<nav class="menubar"');
  return html.slice(start, html.indexOf('</nav>', start));
}

/** The labels of the groups of the menu bar's grouped dropdown whose summary is `label`. */
function groupLabels(bar: string, label: string): string[] {
  const start = bar.indexOf(`<details class="menu menu-grouped"><summary>${label}</summary>`);
  if (start < 0) return [];
  const end = bar.indexOf('<details class="menu menu-grouped">', start + 1);
  const panel = bar.slice(start, end < 0 ? undefined : end);
  return [...panel.matchAll(/class="menu-group-label"[^>]*>([^<]*)</g)].map((m) => decode(m[1]));
}

describe('menus in Hindi and Marathi', () => {
  for (const [lang, prefix] of LANGS) {
    const t = messages(lang).nav;
    const english = englishOnly('nav', lang);

    it(`${lang}: the menu bar names every menu and group in Devanagari, none in English`, async () => {
      const bar = await menubar(`${prefix}/`);
      for (const label of [t.menu.home, t.menu.aboutUs, t.menu.quality, t.menu.admission])
        expect(bar).toContain(`>${label}<`);
      expect(groupLabels(bar, t.menu.quality)).toEqual([
        t.quality.iqac,
        t.quality.naac,
        t.quality.aqar,
        t.quality.nirf,
        t.quality.special,
        t.quality.institutional,
      ]);
      expect(groupLabels(bar, t.menu.aboutUs)).toEqual(
        expect.arrayContaining([t.menu.instituteProfile, t.menu.faculties]),
      );
      expect(bar).toContain(`>${t.overview(t.menu.admission)}</a>`);
      expect(bar).toContain(`>${t.tabs.faculties.teaching}</a>`);
      expect(bar).toContain(`>${t.tabs.examination.manual}</a>`);
      const left = texts(bar).filter((text) => english.has(text) || text.endsWith(': overview'));
      expect(left).toEqual([]);
      expect(t.menu.quality).toMatch(DEVANAGARI);
    });

    it(`${lang}: the drawer carries the same groups in the same language`, async () => {
      await get(RICH, `${prefix}/`);
      const html = (await get(RICH, `${prefix}/`)).html;
      const drawer = html.slice(
        html.indexOf('class="drawer"'),
        html.indexOf('<nav class="menubar"'),
      );
      expect(groupLabels(drawer, t.menu.quality)).toEqual(
        expect.arrayContaining([t.quality.special, t.quality.institutional]),
      );
      expect(drawer).toContain(`>${t.menu.home}</a>`);
      expect(drawer).not.toContain('<summary>Quality</summary>');
      expect(drawer).not.toContain(': overview<');
    });
  }
});

describe('tab bars in Hindi and Marathi', () => {
  const dept = s.departmentIds[0] as string;
  const pages = (lang: Lang): [string, string[]][] => {
    const tabs = messages(lang).nav.tabs;
    return [
      [`/onedepartment/${dept}/tab/syllabus`, Object.values(tabs.department)],
      ['/admission', Object.values(messages(lang).nav.admission)],
      ['/examination', Object.values(tabs.examination)],
      [`/research/development/${s.rndDetailId}`, Object.values(tabs.research)],
      ['/institute', Object.values(tabs.institute)],
      ['/institute/faculties', Object.values(tabs.faculties)],
      ['/society', Object.values(tabs.society)],
      [`/library/${s.libraryId}`, Object.values(tabs.library)],
    ];
  };

  for (const [lang, prefix] of LANGS) {
    it(`${lang}: each section's tab bar names its tabs in the catalogue's order and language`, async () => {
      const english = englishOnly('nav', lang);
      for (const [path, labels] of pages(lang)) {
        const page = await get(RICH, `${prefix}${path}`);
        expect(page.status, path).toBe(200);
        const shown = tabLabels(page.html);
        expect(shown, path).toEqual(labels);
        expect(
          shown.filter((label) => !DEVANAGARI.test(label) && !ACRONYM.test(label)),
          path,
        ).toEqual([]);
        expect(
          shown.filter((label) => english.has(label)),
          path,
        ).toEqual([]);
        expect(tabBar(page.html), path).toContain(`aria-label="${messages(lang).nav.tabBar}"`);
      }
    });
  }

  it('English tab bars are as they were', async () => {
    const page = await get(RICH, `/onedepartment/${dept}/tab/syllabus`);
    expect(tabLabels(page.html)).toEqual([
      'About',
      'Vision Mission',
      'PO and PSO',
      'HOD Message',
      'Faculties',
      'Syllabus',
      'Laboratory',
      'Student Achievements',
      'MOU / Collabration',
      'Activities',
      'Contact Us',
    ]);
    expect(tabBar(page.html)).toContain('aria-label="Sections"');
  });
});

describe('the 404 page', () => {
  for (const [lang, prefix] of [['en', ''], ...LANGS] as const) {
    it(`${lang}: offers a search of the site in its own words, a GET form that needs no script`, async () => {
      const t = messages(lang).errors;
      const page = await get(RICH, `${prefix}/no-such-page`);
      expect(page.status).toBe(404);
      const main = pageBody(page.html);
      const form = /<form[^>]*role="search"[^>]*>[\s\S]*?<\/form>/.exec(main)?.[0] ?? '';
      expect(form).toContain(`action="${prefix}/search"`);
      expect(form).toContain(`aria-label="${t.searchSite}"`);
      expect(form).toMatch(/<input[^>]*name="q"/);
      expect(visibleText(main)).toContain(t.notFoundSearch);
    });
  }
});

describe('error pages in Hindi and Marathi', () => {
  for (const [lang, prefix] of LANGS) {
    const t = messages(lang).errors;
    const english = englishOnly('errors', lang);
    const noEnglish = (html: string) =>
      [...english].filter((text) => visibleText(html).includes(text));

    it(`${lang}: an unknown address is the framed 404 in ${lang}, kept apart from English's`, async () => {
      await clearCache();
      expect(h1((await get(RICH, '/no-such-page')).html)).toBe('Page not found');
      for (const path of [`${prefix}/no-such-page`, `${prefix}/another/one`]) {
        const page = await get(RICH, path);
        expect(page.status, path).toBe(404);
        expect(htmlLang(page.html), path).toBe(lang);
        expect(page.html, path).toContain('<header class="header-band');
        expect(h1(page.html), path).toBe(t.notFoundTitle);
        expect(page.html, path).toContain(`<a href="${prefix}/">${t.goHome}</a>`);
        expect(noEnglish(pageBody(page.html)), path).toEqual([]);
      }
    });

    it(`${lang}: without the frame the 404 is standalone, in ${lang}`, async () => {
      await clearCache();
      await demo.faults({ faults: [{ pattern: '/dash$', mode: 'status500' }] });
      const page = await get(RICH, `${prefix}/no-such-page`);
      expect(page.status).toBe(404);
      expect(page.html).not.toContain('<header class="header-band');
      expect(htmlLang(page.html)).toBe(lang);
      expect(page.html).toContain(`<title>${t.notFoundTitle}</title>`);
      expect(h1(page.html)).toBe(t.notFoundTitle);
      expect(visibleText(page.html)).toContain(t.notFoundText);
      expect(noEnglish(page.html)).toEqual([]);
    });

    it(`${lang}: the 503 page says it in ${lang}`, async () => {
      expectConsoleError(/"event":"provider-unavailable"/);
      await clearCache();
      await demo.faults({ faults: [{ pattern: '/dash$', mode: 'status500' }] });
      const page = await get(RICH, `${prefix}/`);
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBeTruthy();
      expect(htmlLang(page.html)).toBe(lang);
      expect(h1(page.html)).toBe(t.unavailableTitle);
      expect(page.html).toContain(`<title>${t.unavailableTitle}</title>`);
      expect(visibleText(page.html)).toContain(t.unavailableText);
      expect(t.unavailableText).toMatch(DEVANAGARI);
      expect(noEnglish(page.html)).toEqual([]);
    });

    it(`${lang}: an unknown host answers in ${lang}`, async () => {
      const page = await get('unknown.example.edu', `${prefix}/notice`);
      expect(page.status).toBe(404);
      expect(htmlLang(page.html)).toBe(lang);
      expect(h1(page.html)).toBe(t.unknownHostTitle);
      expect(noEnglish(page.html)).toEqual([]);
    });
  }

  it('English error pages are as they were', async () => {
    expectConsoleError(/"event":"provider-unavailable"/);
    await clearCache();
    await demo.faults({ faults: [{ pattern: '/dash$', mode: 'status500' }] });
    const page = await get(RICH, '/');
    expect(page.status).toBe(503);
    expect(htmlLang(page.html)).toBe('en');
    expect(h1(page.html)).toBe('Temporarily unavailable');
    expect(visibleText(page.html)).toContain(
      "The service that holds this institute's information is not answering right now, so this page cannot be shown.",
    );
    expect(visibleText(page.html)).toContain('Please try again in 2 minutes.');
  });
});
