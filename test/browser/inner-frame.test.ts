/**
 * Issue 31's smaller layout rules in Chromium, by positions and sizes: an inner page's cover band
 * is a slim title strip with crisp text (no blurred shadow), and the site map fills a wide
 * screen in columns instead of one narrow one.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch, siteUrl } from '../helpers/browser';

const HOST = 'sunrise.localhost';

describe.skipIf(!hasChromium)('inner pages’ frame', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(width: number, path: string) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto(siteUrl(HOST, path), { waitUntil: 'load' });
    return page;
  }

  // The cover was 132 px at 375 and 172 px at 1280 for a one-line title.
  const COVER_MAX = { 375: 96, 1280: 128 } as const;
  for (const width of [375, 1280] as const)
    it(`at ${width} px an inner page's cover is at most ${COVER_MAX[width]} px for a one-line title, its text unshadowed`, async () => {
      const page = await open(width, '/notice');
      const cover = await page.locator('.cover').evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        shadows: [el, ...el.querySelectorAll('*')].map((e) => getComputedStyle(e).textShadow),
        h1Lines: (() => {
          const h1 = el.querySelector('h1')!;
          return Math.round(
            h1.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(h1).lineHeight),
          );
        })(),
      }));
      expect(cover.h1Lines).toBe(1);
      expect(cover.height).toBeLessThanOrEqual(COVER_MAX[width]);
      expect(new Set(cover.shadows)).toEqual(new Set(['none']));
      await page.context().close();
    });

  it('at 1280 px the site map is in two columns or more', async () => {
    const page = await open(1280, '/sitemap');
    const lefts = await page
      .locator('.site-map > section')
      .evaluateAll((sections) => sections.map((s) => Math.round(s.getBoundingClientRect().left)));
    expect(lefts.length).toBeGreaterThan(2);
    expect(new Set(lefts).size).toBeGreaterThanOrEqual(2);
    await page.context().close();
  });

  it('at 375 px the site map is one column', async () => {
    const page = await open(375, '/sitemap');
    const lefts = await page
      .locator('.site-map > section')
      .evaluateAll((sections) => sections.map((s) => Math.round(s.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
    await page.context().close();
  });
});
