/**
 * Each demo institute's theme in Chromium (decision 032): the navigation bar, top bar and cover
 * banner take the derived brand shades, Apply and New Admission the derived accent, and axe finds no WCAG 2.1 A/AA violation (colour contrast
 * included) on the home page and an inner page at 375 and 1280 px.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themeOf } from '../../src/lib/color';
import { axeViolations, hasChromium, launch, openHydrated } from '../helpers/browser';
import { computed, THEMES } from '../helpers/themes';

describe.skipIf(!hasChromium)('each institute’s theme in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const { host, institute } of THEMES) {
    const theme = themeOf(institute.landing.home_background_object.color_theme);
    it(`${host}: brand ${theme?.brand} on the bars and banner, accent ${theme?.accent} on Apply and New Admission; axe clean at 375 and 1280 px`, async () => {
      expect(theme).toBeDefined();
      const brand = computed(theme?.brand ?? '');
      const brandDark = computed(theme?.brandDark ?? '');
      const accent = computed(theme?.accent ?? '');
      for (const width of [375, 1280]) {
        for (const path of ['/', '/notice']) {
          const where = `${path} at ${width}px`;
          // bypassCSP only so the test can inject axe; the page's own styles run under its CSP.
          const context = await browser.newContext({
            viewport: { width, height: 900 },
            bypassCSP: true,
          });
          const page = await context.newPage();
          await openHydrated(page, host, path);
          const colours = await page.evaluate(() => {
            const background = (selector: string) => {
              const element = document.querySelector(selector);
              return element ? getComputedStyle(element).backgroundColor : undefined;
            };
            return {
              navbar: background('.navbar'),
              topbar: background('.topbar'),
              cover: background('.cover'),
              // every call to act there is (none on an institute without an open application)
              accents: [...document.querySelectorAll('.hero-apply, .new-admission')].map(
                (element) => getComputedStyle(element).backgroundColor,
              ),
            };
          });
          expect(colours.navbar, where).toBe(brand);
          expect(colours.topbar, where).toBe(brandDark);
          if (path !== '/') expect(colours.cover, where).toBe(brandDark);
          for (const colour of colours.accents) expect(colour, where).toBe(accent);
          const violations = await axeViolations(page);
          expect(violations, where).toEqual([]);
          await context.close();
        }
      }
    });
  }
});
