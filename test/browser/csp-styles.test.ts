/**
 * Styles under the real CSP in Chromium (no `bypassCSP`): the institute's theme and the
 * carousels' layout apply with `'unsafe-inline'` gone from `style-src`, and the browser reports
 * no CSP violation (test/worker/csp-styles.test.ts checks the markup and the header).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themeOf } from '../../src/lib/color';
import { collectErrors, hasChromium, launch, openHydrated } from '../helpers/browser';
import { computed, THEMES } from '../helpers/themes';

describe.skipIf(!hasChromium)('styles under the CSP in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const { host, institute } of THEMES) {
    it(`${host}: the theme's colours apply and nothing violates the CSP`, async () => {
      const theme = themeOf(institute.landing.home_background_object.color_theme);
      expect(theme).toBeDefined();
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      // Every violation the page reports, including ones Chromium does not log to the console.
      await context.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
        );
      });
      for (const path of ['/', '/notice']) {
        const page = await context.newPage();
        const errors = collectErrors(page);
        await openHydrated(page, host, path);
        const seen = await page.evaluate(() => ({
          violations: (window as unknown as { cspViolations: string[] }).cspViolations,
          navbar: getComputedStyle(document.querySelector('.navbar') as Element).backgroundColor,
          topbar: getComputedStyle(document.querySelector('.topbar') as Element).backgroundColor,
        }));
        expect(seen.violations, path).toEqual([]);
        expect(errors, path).toEqual([]);
        expect(seen.navbar, path).toBe(computed(theme?.brand ?? ''));
        expect(seen.topbar, path).toBe(computed(theme?.brandDark ?? ''));
        await page.close();
      }
      await context.close();
    });
  }

  it('the carousels take their slide counts from the stylesheet', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await openHydrated(page, 'sunrise.localhost', '/');
    const counts = await page.evaluate(() =>
      [...document.querySelectorAll('.carousel')].map((carousel) => {
        const style = getComputedStyle(carousel);
        return {
          perView: carousel.getAttribute('data-per-view-desktop'),
          perViewProperty: style.getPropertyValue('--per-view-desktop').trim() || '1',
          visible: carousel.getAttribute('data-visible'),
          visibleProperty: style.getPropertyValue('--visible').trim() || '1',
        };
      }),
    );
    expect(counts.map((c) => c.perView)).toContain('3');
    expect(counts.map((c) => c.visible)).toContain('5');
    for (const c of counts) {
      expect(c.perViewProperty).toBe(c.perView);
      expect(c.visibleProperty).toBe(c.visible);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
