/**
 * `lang` on provider text the routes and the frame write themselves (issue 19, decision 038):
 * menu entries named by the provider, the page's h1, list titles and breadcrumb steps carry
 * `lang="en"` on Hindi and Marathi pages when they are Latin, and the content language on
 * English pages when they are Devanagari; text in the page's own script carries none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { HINDI, RICH } from '../helpers/hosts';
import { demo, get, pageBody } from '../helpers/worker';

const DEVANAGARI = /[\u0900-\u097f]/;

beforeAll(async () => {
  await demo.reset();
});

/** Each element whose whole text is one piece: its tag, attributes and text. */
const elements = (html: string) =>
  [...html.matchAll(/<(\w+)([^>]*)>([^<]+)<\/\1>/g)].map((m) => ({
    tag: m[1] as string,
    attributes: m[2] as string,
    text: (m[3] as string).trim(),
  }));

const langOf = (attributes: string) => / lang="([^"]*)"/.exec(attributes)?.[1];

/** The desktop menu bar's markup (the drawer renders the same tree). */
const menuBar = (html: string) => {
  const start = html.lastIndexOf('<nav class="menubar"');
  expect(start, 'menu bar').toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</nav>', start));
};

/** The department links of the menus: `[text, lang]`. */
const departmentLinks = (html: string) =>
  elements(menuBar(html))
    .filter((e) => e.tag === 'a' && /href="[^"]*\/onedepartment\//.test(e.attributes))
    .map((e) => [e.text, langOf(e.attributes)] as const);

const coverOf = (html: string) => {
  const start = html.indexOf('<div class="cover">');
  return html.slice(start, html.indexOf('</h1>', start) + 5);
};

describe('lang on provider text in the frame and the routes', () => {
  it('menu entries named by the provider', async () => {
    for (const lang of ['hi', 'mr']) {
      const links = departmentLinks((await get(RICH, `/${lang}/`)).html);
      const latin = links.filter(([text]) => !DEVANAGARI.test(text));
      expect(latin.length, lang).toBeGreaterThan(0);
      for (const [text, l] of latin) expect(l, `${lang} ${text}`).toBe('en');
      for (const [text, l] of links.filter(([text]) => DEVANAGARI.test(text)))
        expect(l, `${lang} ${text}`).toBeUndefined();
    }
    const english = departmentLinks((await get(HINDI, '/')).html);
    const devanagari = english.filter(([text]) => DEVANAGARI.test(text));
    expect(devanagari.length).toBeGreaterThan(0);
    for (const [text, l] of devanagari) expect(l, text).toBe('hi');
    for (const [text, l] of english.filter(([text]) => !DEVANAGARI.test(text)))
      expect(l, text).toBeUndefined();
    // The site's own menu names are in the page's language and carry none.
    expect(menuBar((await get(RICH, '/hi/')).html)).toMatch(/<summary>[^<]+<\/summary>/);
  });

  it("the h1 and the breadcrumb's own step", async () => {
    const home = (await get(RICH, '/hi/')).html;
    const link = /href="(\/hi\/onedepartment\/[^"]*)"[^>]*>([A-Za-z][^<]*)</.exec(menuBar(home));
    expect(link).toBeTruthy();
    const page = (await get(RICH, String(link?.[1]).replaceAll('&amp;', '&'))).html;
    expect(coverOf(page)).toMatch(/<h1 lang="en">/);
    expect(coverOf(page)).toMatch(/<span aria-current="page" lang="en">/);

    const hindi = (await get(HINDI, '/')).html;
    const deva = /href="(\/onedepartment\/[^"]*)"[^>]*>([^<]*[\u0900-\u097f][^<]*)</.exec(
      menuBar(hindi),
    );
    expect(deva).toBeTruthy();
    const own = (await get(HINDI, String(deva?.[1]).replaceAll('&amp;', '&'))).html;
    expect(coverOf(own)).toMatch(/<h1 lang="hi">/);
    expect(coverOf(own)).toMatch(/<span aria-current="page" lang="hi">/);
    // A site label in the page's language needs none.
    expect(coverOf((await get(RICH, '/hi/notice')).html)).toMatch(/<h1>/);
    expect(coverOf((await get(RICH, '/notice')).html)).toMatch(/<h1>/);
  });

  it('breadcrumb steps named by the provider', async () => {
    const home = (await get(RICH, '/hi/')).html;
    const link = /href="(\/hi\/committee\/[^"]*\/one\/[^"]*)"[^>]*>([A-Za-z][^<]*)</.exec(
      menuBar(home),
    );
    expect(link).toBeTruthy();
    const tab = `${String(link?.[1]).replaceAll('&amp;', '&')}/nxt/composition`;
    const trail = coverOf((await get(RICH, tab)).html);
    expect(trail).toMatch(new RegExp(`<a href="[^"]*" lang="en">${link?.[2]}</a>`));
  });

  it('list titles', async () => {
    for (const lang of ['hi', 'mr']) {
      const list = elements(pageBody((await get(RICH, `/${lang}/notice`)).html)).filter(
        (e) => e.tag === 'a' && /href="[^"]*\/one\/notice\//.test(e.attributes),
      );
      const latin = list.filter((e) => !DEVANAGARI.test(e.text));
      expect(latin.length, lang).toBeGreaterThan(0);
      for (const e of latin) expect(langOf(e.attributes), e.text).toBe('en');
      for (const e of list.filter((e) => DEVANAGARI.test(e.text)))
        expect(langOf(e.attributes), e.text).toBeUndefined();
    }
    const english = elements(pageBody((await get(HINDI, '/notice')).html)).filter(
      (e) => e.tag === 'a' && /href="[^"]*\/one\/notice\//.test(e.attributes),
    );
    const devanagari = english.filter((e) => DEVANAGARI.test(e.text));
    expect(devanagari.length).toBeGreaterThan(0);
    for (const e of devanagari) expect(langOf(e.attributes), e.text).toBe('hi');

    const events = (await get(RICH, '/hi/event')).html;
    // An event row's title: its link carries the language (issue 31's document list).
    const cards = [
      ...events.matchAll(
        /<a class="listing-title" href="[^"]*\/one\/event\/[^"]*"([^>]*)>([^<]+)</g,
      ),
    ];
    const latin = cards.filter((m) => !DEVANAGARI.test(m[2] as string));
    expect(latin.length).toBeGreaterThan(0);
    for (const m of latin) expect(langOf(m[1] as string), m[2]).toBe('en');
  });

  it('the home page, the site map, department lists and gallery cards', async () => {
    const home = (await get(RICH, '/hi/')).html;
    expect(home).toMatch(/<h1 class="hero-title" lang="en">/);
    expect(home).toMatch(/<span class="carousel-link-title" lang="en">/);
    expect(home).toMatch(/<span class="testimonial-name" lang="en">/);
    const english = (await get(HINDI, '/')).html;
    expect(english).toMatch(/<span class="carousel-link-title" lang="hi">/);
    expect((await get(RICH, '/')).html).not.toMatch(/class="hero-title" lang=/);

    const map = (await get(RICH, '/hi/sitemap')).html;
    expect(map).toMatch(/<a href="\/hi\/onedepartment\/[^"]*" lang="en">English<\/a>/);
    const type = pageBody((await get(RICH, '/hi/department/type/PG')).html);
    expect(type).toMatch(/<li lang="en"><a href="\/hi\/onedepartment\/[^"]*">English<\/a>/);
    const videos = (await get(RICH, '/hi/video/gallery')).html;
    expect(videos).toMatch(/<span class="gallery-card-name" lang="en">Events<\/span>/);
  });
});
