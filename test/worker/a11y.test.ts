/**
 * Breadcrumbs and site maps (issue 19): every inner page names where it is (Home › section ›
 * page) in a labelled nav with BreadcrumbList JSON-LD, in its language; `/sitemap` lists every
 * page of the institute's menus; sitemap.xml lists every page in the three languages.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import { messages } from '../../src/i18n/catalogue';
import { RICH as HOST, SPARSE } from '../helpers/hosts';
import { clearCache, demo, get, settledHtml } from '../helpers/worker';

const ORIGIN = `http://${HOST}`;
const s = ids.sunrise;

beforeEach(async () => {
  await demo.reset();
  await clearCache();
});

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

type Crumb = { label: string; href?: string; current: boolean };

/** The breadcrumb nav of a page: its label and its items, in order. */
function breadcrumb(html: string): { label: string; items: Crumb[]; separators: string[] } | null {
  const nav = /<nav aria-label="([^"]*)" class="breadcrumb">([\s\S]*?)<\/nav>/.exec(html);
  if (!nav) return null;
  const list = /<ol>([\s\S]*?)<\/ol>/.exec(nav[2]);
  const items = [...(list?.[1] ?? '').matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((li) => {
    const body = li[1].replace(/<span aria-hidden="true"[^>]*>[\s\S]*?<\/span>/g, '');
    const link = /<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/.exec(body);
    const current = /aria-current="page"/.test(body);
    const text = decode(body.replace(/<[^>]+>/g, '').trim());
    return { label: text, href: link ? decode(link[1]) : undefined, current };
  });
  // Every span but the page's own name is a separator.
  const separators = [...nav[2].matchAll(/<span ([^>]*)>[^<]*<\/span>/g)]
    .map((m) => m[1])
    .filter((attrs) => !attrs.includes('aria-current'));
  return { label: decode(nav[1]), items, separators };
}

/** The page's JSON-LD documents. */
const jsonLds = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );

type ListItem = { '@type': string; position: number; name: string; item: string };
const breadcrumbLd = (html: string) =>
  jsonLds(html).find((d) => d['@type'] === 'BreadcrumbList') as
    | { '@context': string; itemListElement: ListItem[] }
    | undefined;

/** Checks the trail's shape and that its JSON-LD says the same, with absolute URLs. */
function expectTrail(html: string, expected: { label: string | RegExp; href?: string }[]) {
  const nav = breadcrumb(html);
  expect(nav).not.toBeNull();
  const items = nav!.items;
  expect(items.length).toBe(expected.length);
  expected.forEach((want, i) => {
    if (typeof want.label === 'string') expect(items[i].label, `crumb ${i}`).toBe(want.label);
    else expect(items[i].label, `crumb ${i}`).toMatch(want.label);
    if (i < expected.length - 1) {
      expect(items[i].href, `crumb ${i}`).toBe(want.href);
      expect(items[i].current).toBe(false);
    }
  });
  const last = items[items.length - 1];
  expect(last.current).toBe(true);
  expect(last.href).toBeUndefined();
  // Separators never reach a screen reader.
  expect(nav!.separators.length).toBe(items.length - 1);
  for (const attrs of nav!.separators) expect(attrs).toContain('aria-hidden="true"');
  const ld = breadcrumbLd(html);
  expect(ld?.['@context']).toBe('https://schema.org');
  expect(ld!.itemListElement.map((e) => [e['@type'], e.position, e.name])).toEqual(
    items.map((item, i) => ['ListItem', i + 1, item.label]),
  );
  ld!.itemListElement.slice(0, -1).forEach((e, i) => {
    expect(e.item).toBe(`${ORIGIN}${items[i].href}`);
  });
  return { nav: nav!, ld: ld! };
}

describe('breadcrumbs', () => {
  it('an admission page: Home › Admission › Process, the page itself current', async () => {
    const page = await get(HOST, '/admission/process');
    expect(page.status).toBe(200);
    const { nav, ld } = expectTrail(page.html, [
      { label: 'Home', href: '/' },
      { label: 'Admission', href: '/admission' },
      { label: 'Process' },
    ]);
    expect(nav.label).toBe('Breadcrumb');
    expect(ld.itemListElement.at(-1)?.item).toBe(`${ORIGIN}/admission/process`);
  });

  it('in Hindi and Marathi: translated own words, links and JSON-LD in the language', async () => {
    for (const lang of ['hi', 'mr'] as const) {
      const page = await get(HOST, `/${lang}/admission/process`);
      expect(page.status).toBe(200);
      const nav = breadcrumb(page.html)!;
      const t = messages(lang).a11y;
      expect(nav.label).toBe(t.breadcrumb);
      expect(nav.label).not.toBe(messages('en').a11y.breadcrumb);
      expect(nav.items[0]).toEqual({ label: t.home, href: `/${lang}/`, current: false });
      expect(nav.items[0].label).toMatch(/[\u0900-\u097f]/);
      expect(nav.items[1].href).toBe(`/${lang}/admission`);
      const ld = breadcrumbLd(page.html)!;
      expect(ld.itemListElement.map((e) => e.item)).toEqual([
        `${ORIGIN}/${lang}/`,
        `${ORIGIN}/${lang}/admission`,
        `${ORIGIN}/${lang}/admission/process`,
      ]);
    }
  });

  it('a department tab: Home › Department › its type › the department › the tab', async () => {
    const [type, departments] = Object.entries(sunrise.departmentsByType)[0];
    const department = departments[0] as { _id: string; dName: string };
    const page = await get(HOST, `/onedepartment/${department._id}/tab/syllabus`);
    expect(page.status).toBe(200);
    const { nav } = expectTrail(page.html, [
      { label: 'Home', href: '/' },
      { label: 'Department', href: '/department' },
      { label: type, href: `/department/type/${encodeURIComponent(type)}` },
      {
        label: department.dName,
        href: `/onedepartment/${department._id}?q=${encodeURIComponent(department.dName)}`,
      },
      { label: 'Syllabus' },
    ]);
    expect(nav.items.at(-1)?.label).toBe('Syllabus');
  });

  it('a page whose address has a name in it: found in the menus, its URL encoded', async () => {
    const type = 'कला विभाग';
    const path = `/department/type/${encodeURIComponent(type)}`;
    const page = await get('gyandeep.localhost', `/hi${path}`);
    expect(page.status).toBe(200);
    const nav = breadcrumb(page.html)!;
    expect(nav.items.map((i) => i.href)).toEqual(['/hi/', '/hi/department', undefined]);
    expect(nav.items.at(-1)?.label).toBe(type);
    const ld = breadcrumbLd(page.html)!;
    expect(ld.itemListElement.at(-1)?.item).toBe(`http://gyandeep.localhost/hi${path}`);
  });

  it('a notice: Home › Notices › its title cut to a sane length', async () => {
    const notice = sunrise.notices.find((n) => Array.from(n.insAnnTitle).length > 80)!;
    expect(notice).toBeDefined();
    const page = await get(HOST, `/one/notice/${notice._id}/detail`);
    expect(page.status).toBe(200);
    const { nav } = expectTrail(page.html, [
      { label: 'Home', href: '/' },
      { label: 'Notices', href: '/notice' },
      { label: /\.\.\.$/ },
    ]);
    const title = nav.items[2].label;
    expect(Array.from(title).length).toBeLessThanOrEqual(63);
    expect(notice.insAnnTitle.startsWith(title.slice(0, -3))).toBe(true);
  });

  it('a page outside the menus keeps its parent: an event, a gallery, a committee tab', async () => {
    const event = await get(HOST, `/one/event/${s.eventIds[0]}/detail`);
    expect(breadcrumb(event.html)?.items.map((i) => i.href)).toEqual(['/', '/event', undefined]);
    const committee = await get(
      HOST,
      `/committee/${s.iqacId}/one/${s.committeeIds[0]}/nxt/meeting`,
    );
    expect(committee.status).toBe(200);
    const trail = breadcrumb(committee.html)!.items;
    expect(trail.map((i) => i.href).slice(0, 2)).toEqual(['/', `/committee/${s.iqacId}`]);
    expect(trail.at(-1)).toEqual({ label: 'Meetings', current: true, href: undefined });
  });

  it('a section tab the menus list: Home › its menu entry › the tab', async () => {
    const page = await get(HOST, '/examination/schedule');
    expectTrail(page.html, [
      { label: 'Home', href: '/' },
      { label: 'Examinations', href: '/examination' },
      { label: 'Examination Schedule' },
    ]);
  });

  it('the home page has none, and the trail sits in the cover banner', async () => {
    const home = settledHtml((await get(HOST, '/')).html);
    expect(breadcrumb(home)).toBeNull();
    expect(breadcrumbLd(home)).toBeUndefined();
    const page = await get(HOST, '/contact/us');
    expect(page.html).toMatch(/<div class="cover"><nav aria-label="Breadcrumb"/);
  });
});

/** The internal links of the menu bar of `host`'s home page in `prefix`. */
async function menuLinks(host: string, prefix = '') {
  const home = settledHtml((await get(host, `${prefix}/`)).html);
  const menus = home.slice(home.indexOf('class="menubar"'), home.indexOf('id="main"'));
  return [...menus.matchAll(/<a [^>]*?href="(\/[^"]*)"/g)].map((m) => decode(m[1]));
}

/** The links of the page's main content. */
const mainLinks = (html: string) => {
  const main = html.slice(html.indexOf('id="main"'), html.indexOf('<footer'));
  return [...main.matchAll(/<a [^>]*?href="([^"]*)"/g)].map((m) => decode(m[1]));
};

describe('the site map page', () => {
  for (const prefix of ['', '/hi', '/mr']) {
    it(`${prefix || 'English'}: lists every link of the menus, in the page's language`, async () => {
      const page = await get(HOST, `${prefix}/sitemap`);
      expect(page.status).toBe(200);
      const html = settledHtml(page.html);
      const lang = (prefix.slice(1) || 'en') as 'en' | 'hi' | 'mr';
      expect(html).toContain(`<h1>${messages(lang).a11y.siteMap}</h1>`);
      const links = mainLinks(html);
      const menu = await menuLinks(HOST, prefix);
      expect(menu.length).toBeGreaterThan(40);
      for (const link of menu) expect(links, link).toContain(link);
      if (prefix)
        expect(links.filter((l) => l.startsWith('/') && !l.startsWith(`${prefix}/`))).toEqual([]);
      // Nested lists under headings.
      expect(html).toMatch(/<h2[^>]*>[^<]+<\/h2>\s*<ul>/);
      expect(html).toMatch(/<li><a [^>]*>[^<]*<\/a><ul>/);
      // The footer links it.
      const footer = html.slice(html.indexOf('<footer'));
      expect(footer).toContain(`href="${prefix}/sitemap"`);
    });
  }

  it('leaves out the sections an institute switched off', async () => {
    const page = await get(SPARSE, '/sitemap');
    expect(page.status).toBe(200);
    const links = mainLinks(settledHtml(page.html));
    for (const link of await menuLinks(SPARSE)) expect(links).toContain(link);
    for (const off of ['/society', '/institute', '/examination', '/research', '/iqac', '/library'])
      expect(
        links.filter((l) => l.startsWith(off)),
        off,
      ).toEqual([]);
  });

  it('has its own breadcrumb', async () => {
    const page = await get(HOST, '/sitemap');
    expectTrail(page.html, [{ label: 'Home', href: '/' }, { label: 'Site Map' }]);
  });
});

describe('sitemap.xml in every language', () => {
  it('lists each page in English, Hindi and Marathi with alternates', async () => {
    const r = await get(HOST, '/sitemap.xml');
    expect(r.status).toBe(200);
    const xml = r.html;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
    const locs = urls.map((u) => decode(/<loc>([^<]*)<\/loc>/.exec(u)![1]));
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.length).toBeLessThan(50_000);
    const english = locs.filter((l) => !/^http:\/\/[^/]+\/(hi|mr)(\/|$)/.test(l));
    expect(locs.length).toBe(english.length * 3);
    for (const path of ['/', '/notice', '/sitemap', `/one/notice/${s.noticeIds[0]}/detail`]) {
      expect(locs).toContain(`${ORIGIN}${path}`);
      expect(locs).toContain(`${ORIGIN}/hi${path}`);
      expect(locs).toContain(`${ORIGIN}/mr${path}`);
    }
    // Each URL names itself and its two other languages, and x-default (English).
    const one = urls[locs.indexOf(`${ORIGIN}/hi/notice`)];
    const alternates = [
      ...one.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
    ].map((m) => [m[1], decode(m[2])]);
    expect(Object.fromEntries(alternates)).toEqual({
      en: `${ORIGIN}/notice`,
      hi: `${ORIGIN}/hi/notice`,
      mr: `${ORIGIN}/mr/notice`,
      'x-default': `${ORIGIN}/notice`,
    });
    // Well formed: every element closed, no stray ampersand.
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<\/url>/g)?.length);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});
