/**
 * The frame's language switcher and text size control (issues 19 and 31) as a visitor uses them:
 * A-, A, A+, A++ (87.5 % to 150 %) scale the whole page by rem without JavaScript (no jump, no
 * request), the size in force marked, and, with JavaScript, the choice holds on the next page
 * (remembered without a cookie); on a phone both sit in the drawer, whose language links lead to
 * the same page in the other language, and the other languages are also on the first screen.
 * Nothing overlaps or scrolls sideways at the largest size. axe-clean.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
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

/** The text size steps, by accessible name (English), and the root's size each gives. */
const STEPS = [
  ['Small text', 0.875],
  ['Normal text size', 1],
  ['Large text', 1.25],
  ['Largest text', 1.5],
] as const;

const LANGUAGES = [
  { lang: 'en', name: 'English', prefix: '' },
  { lang: 'hi', name: 'हिंदी', prefix: '/hi' },
  { lang: 'mr', name: 'मराठी', prefix: '/mr' },
];

/** Which text size links of `where` are drawn as the size in force (the bar under them). */
const marked = (page: Page, where: string) =>
  page
    .locator(`${where} .text-size a`)
    .evaluateAll((as) => as.map((a) => getComputedStyle(a).boxShadow !== 'none'));

/**
 * Pairs of visible sibling boxes that overlap in the chrome above the content (top bar, header
 * band, sticky bar, and the rows within them) and in the home's hero, by tag.class.
 */
const overlaps = (page: Page) =>
  page.evaluate(() => {
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
    const found: string[] = [];
    const groups = document.querySelectorAll(
      '.topbar, .topbar-links ul, .topbar-tools, .text-size, .languages ul, .header-band, .header-text, .header-contact, .header-languages ul, .navbar',
    );
    for (const group of groups) {
      const boxes = [...group.children]
        .flatMap((el) => (getComputedStyle(el).display === 'contents' ? [...el.children] : [el]))
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 && r.height > 0);
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1))
          if (
            a.r.left < b.r.right - 0.5 &&
            b.r.left < a.r.right - 0.5 &&
            a.r.top < b.r.bottom - 0.5 &&
            b.r.top < a.r.bottom - 0.5
          )
            found.push(`${name(a.el)} × ${name(b.el)}`);
    }
    // The home's hero: Apply below the title, beside the carousel's buttons.
    const box = (sel: string) => document.querySelector(sel)?.getBoundingClientRect();
    const apply = box('.hero-apply');
    for (const other of ['.hero-title', '.hero .carousel-controls']) {
      const r = box(other);
      if (
        apply &&
        r &&
        apply.left < r.right - 0.5 &&
        r.left < apply.right - 0.5 &&
        apply.top < r.bottom - 0.5 &&
        r.top < apply.bottom - 0.5
      )
        found.push(`a.hero-apply × ${other}`);
    }
    return found;
  });

describe.skipIf(!hasChromium)('text size and language switcher', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('without JavaScript, A+, A++, A- and A in the top bar scale the whole page, in place, and mark the size in force', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(HOST, '/notice'));
    const normal = await sizes(page);
    expect(normal.root).toBe(16);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    for (const [name, ratio] of [STEPS[2], STEPS[3], STEPS[0], STEPS[1]]) {
      await page.locator('.topbar').getByRole('link', { name }).click();
      await expect.poll(async () => (await sizes(page)).root, { message: name }).toBe(16 * ratio);
      expect(await marked(page, '.topbar'), `${name}: the one marked`).toEqual(
        STEPS.map(([n]) => n === name),
      );
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
    await page.locator('.drawer-tools').getByRole('link', { name: 'Large text' }).click();
    await expect.poll(async () => (await sizes(page)).root).toBe(20);
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
    const page = await context.newPage();
    const errors = collectErrors(page);
    await openHydrated(page, HOST, '/notice');
    await page.locator('[data-island="Drawer"] summary').first().click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await drawer.getByRole('link', { name: 'Large text' }).click();
    await expect.poll(async () => (await sizes(page)).root).toBe(20);
    expect(await page.evaluate(() => document.documentElement.dataset.textSize)).toBe('large');
    expect(await axeViolations(page), 'axe, drawer open, text large').toEqual([]);

    // The next page, reached by a link (no fragment): the remembered size.
    await drawer.locator('a[hreflang="mr"]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/mr/notice');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.locator('html').getAttribute('lang')).toBe('mr');
    await expect.poll(async () => (await sizes(page)).root).toBe(20);
    expect(await context.cookies()).toEqual([]);
    expect(
      await page.locator('.topbar a[data-text-size="large"]').getAttribute('aria-current'),
      'the remembered size marked',
    ).toBe('true');

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

  // Issue 31, item 10: on a phone the other languages are on the first screen, not only in the
  // drawer: plain links, each named in its own script, to this page in that language.
  it('on a phone the other languages are links on the first screen, in every language, without JavaScript', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/', '/notice'])
      for (const prefix of ['', '/hi', '/mr']) {
        const at = `${prefix}${path}`;
        await page.goto(siteUrl(HOST, at));
        const links = await page.locator('.header-languages a').evaluateAll((as) =>
          as.map((a) => {
            const r = a.getBoundingClientRect();
            return {
              text: a.textContent,
              lang: a.getAttribute('lang'),
              hreflang: a.getAttribute('hreflang'),
              href: a.getAttribute('href'),
              box: {
                top: r.top,
                bottom: r.bottom,
                left: r.left,
                right: r.right,
                width: r.width,
                height: r.height,
              },
            };
          }),
        );
        const expected = LANGUAGES.filter((l) => l.prefix !== prefix);
        expect(
          links.map(({ text, lang, hreflang, href }) => ({ text, lang, hreflang, href })),
          at,
        ).toEqual(
          expected.map((l) => ({
            text: l.name,
            lang: l.lang,
            hreflang: l.lang,
            href: `${l.prefix}${path}`,
          })),
        );
        for (const { text, box } of links) {
          expect(box.top, `${at}: ${text} on the first screen`).toBeGreaterThanOrEqual(0);
          expect(box.bottom, `${at}: ${text} on the first screen`).toBeLessThanOrEqual(
            PHONE.height,
          );
          expect(box.height, `${at}: ${text} target height`).toBeGreaterThanOrEqual(24);
          expect(box.width, `${at}: ${text} target width`).toBeGreaterThanOrEqual(24);
        }
        const [first, second] = links.map((l) => l.box);
        expect(second!.left - first!.right, `${at}: space between the two`).toBeGreaterThanOrEqual(
          8,
        );
      }
    await page.locator('.header-languages a[hreflang="hi"]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/hi/notice');
    await page.setViewportSize(DESKTOP);
    expect(await page.locator('.header-languages').isVisible(), 'wide: in the top bar only').toBe(
      false,
    );
    expect(await page.locator('.topbar .languages').isVisible()).toBe(true);
    await context.close();
  });

  // Issue 31, item 14: steps up to +50 %, the active one marked.
  for (const viewport of [PHONE, DESKTOP])
    it(`at ${viewport.width} px each text size step sizes the root, and only it is marked current`, async () => {
      const context = await browser.newContext({ viewport, bypassCSP: true });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await openHydrated(page, HOST, '/notice');
      const where = viewport === PHONE ? '.drawer-tools' : '.topbar';
      if (viewport === PHONE) {
        await page.locator('[data-island="Drawer"] summary').first().click();
        await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).isVisible()).toBe(true);
      }
      const current = () =>
        page
          .locator(`${where} .text-size a`)
          .evaluateAll((as) => as.map((a) => a.getAttribute('aria-current')));
      expect(await current(), 'at first: normal').toEqual([null, 'true', null, null]);
      for (const [i, [name, ratio]] of STEPS.entries()) {
        await page.locator(where).getByRole('link', { name }).click();
        await expect.poll(async () => (await sizes(page)).root, { message: name }).toBe(16 * ratio);
        expect(await current(), name).toEqual(STEPS.map((_, j) => (j === i ? 'true' : null)));
        expect(await marked(page, where), name).toEqual(STEPS.map((_, j) => j === i));
      }
      expect(errors).toEqual([]);
      await context.close();
    });

  it('at the largest text size nothing overlaps or scrolls sideways, at 375 and 1280 px, in every language', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await browser.newContext({ viewport, bypassCSP: true });
      const page = await context.newPage();
      for (const at of ['/', '/hi/', '/mr/notice']) {
        await openHydrated(page, HOST, `${at}#text-largest`);
        await expect.poll(async () => (await sizes(page)).root).toBe(24);
        const label = `${viewport.width} px ${at}`;
        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          inner: window.innerWidth,
        }));
        expect(widths.scroll, `${label}: no horizontal scroll`).toBeLessThanOrEqual(widths.inner);
        expect(await overlaps(page), `${label}: overlapping boxes`).toEqual([]);
        if (viewport === PHONE) {
          const bottom = await page
            .locator('.header-languages')
            .evaluate((n) => n.getBoundingClientRect().bottom);
          expect(bottom, `${label}: languages on the first screen`).toBeLessThanOrEqual(
            PHONE.height,
          );
        }
        expect(await axeViolations(page), `${label}: axe`).toEqual([]);
      }
      await context.close();
    }
  });

  it('the top bar with its switcher and text size is axe-clean in Hindi at 1280 px', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
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
