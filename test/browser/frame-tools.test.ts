/**
 * The frame's language switcher and text size control (issue 19) as a visitor uses them: A-, A,
 * A+ scale the whole page by rem without JavaScript (no jump, no request) and, with JavaScript,
 * the choice holds on the next page (remembered without a cookie); on a phone both sit in the
 * drawer, whose language links lead to the same page in the other language. axe-clean.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  answerExternalHosts,
  axeViolations,
  collectErrors,
  hasChromium,
  launch,
  openHydrated,
  siteUrl,
} from '../helpers/browser';
import { httpGet } from '../helpers/http';

const HOST = 'sunrise.localhost';
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

/** The computed font sizes (px) of the root and of the page's title. */
const sizes = (page: Page) =>
  page.evaluate(() => ({
    root: Number.parseFloat(getComputedStyle(document.documentElement).fontSize),
    h1: Number.parseFloat(getComputedStyle(document.querySelector('h1')!).fontSize),
  }));

describe.skipIf(!hasChromium)('text size and language switcher', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('without JavaScript, A+, A- and A in the top bar scale the whole page, in place', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(HOST, '/notice'));
    const normal = await sizes(page);
    expect(normal.root).toBe(16);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    for (const [name, ratio] of [
      ['Increase text size', 1.125],
      ['Decrease text size', 0.875],
      ['Normal text size', 1],
    ] as const) {
      await page.locator('.topbar').getByRole('link', { name }).click();
      await expect.poll(async () => (await sizes(page)).root, { message: name }).toBe(16 * ratio);
      expect((await sizes(page)).h1, `${name}: the title scales by rem`).toBeCloseTo(
        normal.h1 * ratio,
      );
      expect(await page.evaluate(() => window.scrollY), `${name}: no jump`).toBe(0);
    }
    // (Chromium may ask for the favicon again on a same-page navigation: the logo's small variant
    // on this origin, decision 050.)
    const site = new URL(siteUrl(HOST)).origin;
    const icon = await page.locator('link[rel="icon"]').evaluate((l: HTMLLinkElement) => l.href);
    expect(
      requests.filter((url) => url.startsWith(site) && url !== icon),
      'a fragment link asks the site nothing',
    ).toEqual([]);
    await context.close();
  });

  it('without JavaScript on a phone, the drawer has A+ (no jump to the top) and the language links', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(HOST, '/notice'));
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.locator('.drawer > summary').click();
    await page.locator('.drawer-tools').getByRole('link', { name: 'Increase text size' }).click();
    await expect.poll(async () => (await sizes(page)).root).toBe(18);
    expect(await page.evaluate(() => window.scrollY), 'still down the page').toBeGreaterThan(1000);

    const hindi = page.locator('.drawer-tools a[hreflang="hi"]');
    expect(await hindi.textContent()).toBe('हिंदी');
    expect(await hindi.getAttribute('lang')).toBe('hi');
    await hindi.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/hi/notice');
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    await context.close();
  });

  it('with JavaScript on a phone, A+ in the drawer holds on the next page without a cookie, and the drawer switches language', async () => {
    const context = await browser.newContext({ viewport: PHONE, bypassCSP: true });
    await answerExternalHosts(context);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await openHydrated(page, HOST, '/notice');
    await page.locator('[data-island="Drawer"] summary').first().click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await drawer.getByRole('link', { name: 'Increase text size' }).click();
    await expect.poll(async () => (await sizes(page)).root).toBe(18);
    expect(await page.evaluate(() => document.documentElement.dataset.textSize)).toBe('large');
    expect(await axeViolations(page), 'axe, drawer open, text large').toEqual([]);

    // The next page, reached by a link (no fragment): the remembered size.
    await drawer.locator('a[hreflang="mr"]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/mr/notice');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.locator('html').getAttribute('lang')).toBe('mr');
    await expect.poll(async () => (await sizes(page)).root).toBe(18);
    expect(await context.cookies()).toEqual([]);

    await page.locator('[data-island="Drawer"] summary').first().click();
    const mrDrawer = page.getByRole('dialog', { name: 'मेनू' });
    await expect.poll(() => mrDrawer.isVisible()).toBe(true);
    await mrDrawer.getByRole('link', { name: 'सामान्य मजकूर आकार' }).click();
    await expect.poll(async () => (await sizes(page)).root).toBe(16);
    await openHydrated(page, HOST, '/event');
    expect((await sizes(page)).root, 'normal remembered too').toBe(16);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the top bar with its switcher and text size is axe-clean in Hindi at 1280 px', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    await answerExternalHosts(context);
    const page = await context.newPage();
    // The list read warm, as for most visitors (a page whose read failed has no canonical query).
    await httpGet(inject('siteOrigin').port, HOST, '/hi/notice?page=2');
    await openHydrated(page, HOST, '/hi/notice?page=2');
    const current = page.locator('.topbar .languages [aria-current="true"]');
    expect(await current.textContent()).toBe('हिंदी');
    expect(await page.locator('.topbar .languages a[hreflang="en"]').getAttribute('href')).toBe(
      '/notice?page=2',
    );
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
