/**
 * Every page type in Chromium: no console errors or hydration warnings, readable and navigable
 * with JavaScript disabled, and no axe-core violations of WCAG 2.2 A/AA at 375 and 1280 px.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageTypes } from '../bench/pages';
import {
  axeViolations,
  collectErrors,
  hasChromium,
  launch,
  openHydrated,
  siteUrl,
} from '../helpers/browser';

const HOST = 'sunrise.localhost';

describe.skipIf(!hasChromium)('every page type in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const { name, path } of pageTypes({ all: true })) {
    it(`${name}: hydrates without console errors, and axe finds no WCAG 2.2 A/AA violations at 375 and 1280 px`, async () => {
      for (const width of [375, 1280]) {
        // bypassCSP only so the test can inject axe; the page's own scripts run under its CSP.
        const context = await browser.newContext({
          viewport: { width, height: 900 },
          bypassCSP: true,
        });
        const page = await context.newPage();
        const errors = collectErrors(page);
        await openHydrated(page, HOST, path);
        const violations = await axeViolations(page);
        expect(violations, `${name} at ${width}px`).toEqual([]);
        expect(errors, `${name} at ${width}px`).toEqual([]);
        await context.close();
      }
    });

    it(`${name}: readable and navigable with JavaScript disabled`, async () => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 375, height: 800 },
      });
      const page = await context.newPage();
      const response = await page.goto(siteUrl(HOST, path));
      expect(response?.status()).toBe(200);
      expect(await page.locator('h1').count()).toBeGreaterThan(0);
      expect((await page.locator('main').innerText()).trim().length).toBeGreaterThan(0);
      // The mobile menu opens without JavaScript (details/summary) and its links are real.
      await page.locator('[data-island="Drawer"] summary').first().click();
      const firstLink = page.locator('[data-island="Drawer"] a[href^="/"]').first();
      expect(await firstLink.isVisible()).toBe(true);
      await context.close();
    });
  }
});
