/**
 * Languages by path (issue 19): English at the root, Hindi under /hi/, Marathi under /mr/. Every
 * page answers in each, with `<html lang>`, its own canonical, hreflang alternates for the three
 * and x-default, and links that stay in the visitor's language; an unknown prefix is a 404.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { RICH as HOST } from '../helpers/hosts';
import { clearCache, demo, get, headLinks } from '../helpers/worker';

const ORIGIN = `http://${HOST}`;

beforeEach(async () => {
  await demo.reset();
  await clearCache();
});

const htmlLang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];

/** The root-relative links of the page's body (not assets or files, nor the language switcher's). */
const siteLinks = (html: string) =>
  [...html.replace(/^[\s\S]*?<body/, '').matchAll(/<a [^>]*href="(\/[^"]*)"[^>]*>/g)]
    .filter((m) => !/\bhrefLang=/i.test(m[0]))
    .map((m) => m[1] as string)
    .filter((link) => !/^\/(assets|img|files)\//.test(link));

describe('languages by path', () => {
  for (const [lang, prefix] of [
    ['en', ''],
    ['hi', '/hi'],
    ['mr', '/mr'],
  ] as const) {
    it(`${lang}: /notice answers in its language with its alternates and links`, async () => {
      const page = await get(HOST, `${prefix}/notice`);
      expect(page.status).toBe(200);
      expect(htmlLang(page.html)).toBe(lang);
      const links = headLinks(page.html);
      expect(links.find((l) => l.rel === 'canonical')?.href).toBe(`${ORIGIN}${prefix}/notice`);
      const alternates = Object.fromEntries(
        links.filter((l) => l.rel === 'alternate' && l.hrefLang).map((l) => [l.hrefLang, l.href]),
      );
      expect(alternates).toEqual({
        en: `${ORIGIN}/notice`,
        hi: `${ORIGIN}/hi/notice`,
        mr: `${ORIGIN}/mr/notice`,
        'x-default': `${ORIGIN}/notice`,
      });
      const links_ = siteLinks(page.html);
      expect(links_.length).toBeGreaterThan(20);
      const elsewhere = links_.filter((link) =>
        prefix ? !link.startsWith(`${prefix}/`) : /^\/(hi|mr)(\/|$)/.test(link),
      );
      expect(elsewhere).toEqual([]);
    });
  }

  it('home in Hindi is /hi/ and /hi', async () => {
    for (const path of ['/hi/', '/hi']) {
      const page = await get(HOST, path);
      expect(page.status, path).toBe(200);
      expect(htmlLang(page.html), path).toBe('hi');
      expect(headLinks(page.html).find((l) => l.rel === 'canonical')?.href).toBe(`${ORIGIN}/hi/`);
    }
  });

  it('an unknown language prefix is a 404 and reads nothing beyond the frame', async () => {
    for (const path of ['/fr/notice', '/en/notice', '/hi/no-such-page']) {
      const page = await get(HOST, path);
      expect(page.status, path).toBe(404);
    }
  });
});
