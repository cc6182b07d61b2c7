/**
 * Every demo institute's theme in every language in Chromium (issue 19): axe-core finds no WCAG
 * 2.1 A/AA violation, colour contrast included, at 375 and 1280 px. Each institute's page types
 * (one address per route, found by following its home page's links) are checked in one of the
 * other languages (pages.test.ts checks the rich institute's in English), and home, notices,
 * events and contact in every language on every theme.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Lang } from '../../src/i18n/languages';
import { ACTION_TIMEOUT_MS, axeViolations, hasChromium, launch, siteUrl } from '../helpers/browser';
import { pageTypeAddresses } from '../helpers/crawl';
import { httpGet } from '../helpers/http';

/** Each institute, and the language its every page type is checked in. */
const INSTITUTES: [string, Lang][] = [
  ['sunrise.localhost', 'mr'],
  ['gyandeep.localhost', 'hi'],
  ['hillview.localhost', 'mr'],
];
const LANGS: Lang[] = ['en', 'hi', 'mr'];

/**
 * What `violationsAtBothWidths` found on each page this run (`host path`): a page the page-type
 * tests checked is not loaded and checked again by the every-language test, which takes their
 * finding instead (the same check on the same page). Run alone, that test checks every page.
 */
const checked = new Map<string, string[]>();

/** The page's axe violations at a phone's and a desktop's width (one load, resized). */
async function violationsAtBothWidths(page: Page, host: string, path: string) {
  const earlier = checked.get(`${host} ${path}`);
  if (earlier) return earlier;
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(siteUrl(host, path), { waitUntil: 'load', timeout: ACTION_TIMEOUT_MS });
  const found = (await axeViolations(page)).map((v) => `375px ${path}: ${v}`);
  await page.setViewportSize({ width: 1280, height: 900 });
  found.push(...(await axeViolations(page)).map((v) => `1280px ${path}: ${v}`));
  checked.set(`${host} ${path}`, found);
  return found;
}

describe.skipIf(!hasChromium)('every theme in every language: axe clean', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const open = async () => {
    // bypassCSP only so the test can inject axe; the page's own scripts run under its CSP.
    const context = await browser.newContext({ bypassCSP: true });
    return { context, page: await context.newPage() };
  };

  for (const [host, lang] of INSTITUTES) {
    it(`${host} in ${lang}: every page type`, { timeout: 900_000 }, async () => {
      const port = inject('siteOrigin').port;
      const paths = await pageTypeAddresses(
        async (path) => {
          const r = await httpGet(port, host, path);
          return { status: r.status, html: r.body };
        },
        lang,
        { tabs: false },
      );
      expect(paths.length).toBeGreaterThan(5);
      const { context, page } = await open();
      const found: string[] = [];
      for (const path of paths) found.push(...(await violationsAtBothWidths(page, host, path)));
      await context.close();
      expect(found).toEqual([]);
    });
  }

  it('home, notices, events and contact of every institute in every language', {
    timeout: 1_200_000,
  }, async () => {
    const { context, page } = await open();
    const found: string[] = [];
    for (const [host] of INSTITUTES)
      for (const lang of LANGS) {
        const prefix = lang === 'en' ? '' : `/${lang}`;
        for (const path of [
          `${prefix}/`,
          `${prefix}/notice`,
          `${prefix}/event`,
          `${prefix}/contact/us`,
        ])
          found.push(
            ...(await violationsAtBothWidths(page, host, path)).map((v) => `${host} ${v}`),
          );
      }
    await context.close();
    expect(found).toEqual([]);
  });
});
