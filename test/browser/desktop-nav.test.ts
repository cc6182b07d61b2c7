/**
 * The desktop navigation bar as a visitor with a mouse or a keyboard meets it, on every demo
 * institute: every top-level menu in one row at the desktop widths (with room to spare for the
 * header's search form), no sideways scroll, and dropdowns that open by click, by keyboard and
 * (after a short delay) by hover, close by Escape, by leaving them with Tab or the pointer, and
 * are open one at a time. The six quality sections are one Quality menu of groups (decision 026).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  collectErrors,
  hasChromium,
  launch,
  openHydrated,
} from '../helpers/browser';

const HOSTS = ['sunrise.localhost', 'gyandeep.localhost', 'hillview.localhost'];
const RICH = 'sunrise.localhost';
const WIDTHS = [1024, 1280, 1440];
/** Room the row leaves free at 1280 px for the header's search form (another part of issue 17). */
const SPARE_AT_1280 = 240;

const QUALITY_GROUPS = ['IQAC', 'NAAC', 'AQAR', 'NIRF', 'Special Status', 'Institutional Dist.'];

/** The menu bar's row: each top-level item's top and height, the bar's height and used width. */
function measureRow(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('nav.menubar')!;
    const list = bar.querySelector(':scope > ul')!;
    const items = [...list.children].map((li) => {
      const r = li.getBoundingClientRect();
      const label = li.querySelector(':scope > details > summary') ?? li.firstElementChild;
      return { label: label?.textContent ?? '', top: r.top, height: r.height, width: r.width };
    });
    const last = list.lastElementChild!.getBoundingClientRect();
    const first = list.firstElementChild!.getBoundingClientRect();
    return {
      items,
      barHeight: list.getBoundingClientRect().height,
      used: last.right - first.left,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}

const isOpen = (details: Locator) => details.evaluate((d) => (d as HTMLDetailsElement).open);
const focusedInside = (details: Locator) =>
  details.evaluate((d) => d.contains(document.activeElement));

describe.skipIf(!hasChromium)('desktop navigation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(host: string, width = 1280, height = 900) {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await openHydrated(page, host, '/');
    return { page, errors };
  }

  it('every top-level menu shares one row at 1024, 1280 and 1440 px, with no sideways scroll', async () => {
    for (const host of HOSTS)
      for (const width of WIDTHS) {
        const { page } = await open(host, width);
        const row = await measureRow(page);
        const where = `${host} at ${width}px`;
        console.log(
          where,
          Math.round(row.used),
          row.items.map((i) => `${i.label}:${Math.round(i.width)}`).join(' '),
        );
        expect(row.items.length, where).toBeGreaterThan(0);
        const tops = new Set(row.items.map((i) => Math.round(i.top)));
        expect([...tops], `${where}: item tops`).toHaveLength(1);
        const itemHeight = Math.max(...row.items.map((i) => i.height));
        expect(row.barHeight, `${where}: bar height`).toBeLessThanOrEqual(itemHeight + 4);
        expect(row.overflow, `${where}: sideways scroll`).toBe(0);
        if (width === 1280)
          expect(width - row.used, `${where}: room left`).toBeGreaterThanOrEqual(SPARE_AT_1280);
        await page.context().close();
      }
  });

  it('every top-level dropdown, open, stays inside the window (no sideways scroll)', async () => {
    for (const host of HOSTS)
      for (const width of [1024, 1280]) {
        const { page } = await open(host, width);
        const menus = page.locator('.menubar > ul > li > details.menu');
        for (let i = 0; i < (await menus.count()); i++) {
          const menu = menus.nth(i);
          await menu.locator(':scope > summary').click();
          await expect.poll(() => isOpen(menu)).toBe(true);
          const box = await menu
            .locator(':scope > .menu-panel')
            .evaluate((el) => el.getBoundingClientRect().toJSON());
          const label = await menu.locator(':scope > summary').textContent();
          const where = `${host} at ${width}px, ${label}`;
          expect(box.left, where).toBeGreaterThanOrEqual(0);
          expect(box.right, where).toBeLessThanOrEqual(width);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
            where,
          ).toBeLessThanOrEqual(0);
          await menu.locator(':scope > summary').click();
        }
        await page.context().close();
      }
  });

  it('the Quality menu shows the quality sections as groups, each a heading link over its entries', async () => {
    const { page, errors } = await open(RICH);
    const quality = page.locator('.menubar details.menu', {
      has: page.locator(':scope > summary', { hasText: /^Quality$/ }),
    });
    await quality.locator(':scope > summary').click();
    const labels = quality.locator('.menu-group > .menu-group-label');
    await expect.poll(() => labels.first().isVisible()).toBe(true);
    expect(await labels.allTextContents()).toEqual(QUALITY_GROUPS);
    for (const group of QUALITY_GROUPS) {
      const entries = quality.getByRole('list', { name: group }).getByRole('link');
      expect(await entries.count(), group).toBeGreaterThan(0);
      expect(await entries.first().isVisible(), group).toBe(true);
    }
    // Groups sit side by side: the panel is wider than one group and no taller than the window.
    const panel = await quality
      .locator(':scope > .menu-panel')
      .evaluate((el) => el.getBoundingClientRect().toJSON());
    expect(panel.width).toBeGreaterThan(500);
    expect(panel.bottom).toBeLessThanOrEqual(900);
    expect(errors).toEqual([]);
  });

  it('keyboard: Enter and Space open a dropdown, Escape closes it with focus back on its toggle, Tab out closes it', async () => {
    const { page, errors } = await open(RICH);
    const menu = page.locator('.menubar > ul > li > details.menu').nth(1);
    const summary = menu.locator(':scope > summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isOpen(menu)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(menu)).toBe(false);
    expect(await focusedInside(menu)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    await page.keyboard.press(' ');
    await expect.poll(() => isOpen(menu)).toBe(true);
    // Tab through its links: once the focus leaves the dropdown, it is closed.
    let tabs = 0;
    while ((await focusedInside(menu)) && tabs < 200) {
      await page.keyboard.press('Tab');
      tabs++;
    }
    expect(tabs).toBeGreaterThan(1);
    await expect.poll(() => isOpen(menu)).toBe(false);
    // Shift+Tab back out of a freshly opened one closes it too.
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isOpen(menu)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => isOpen(menu)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('click: a click opens a dropdown, opening another closes it, a second click closes', async () => {
    const { page, errors } = await open(RICH);
    const menus = page.locator('.menubar > ul > li > details.menu');
    const [first, second] = [menus.nth(0), menus.nth(2)];
    await first.locator(':scope > summary').click();
    await expect.poll(() => isOpen(first)).toBe(true);
    await second.locator(':scope > summary').click();
    await expect.poll(() => isOpen(second)).toBe(true);
    await expect.poll(() => isOpen(first)).toBe(false);
    await second.locator(':scope > summary').click();
    await expect.poll(() => isOpen(second)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('hover: resting on a dropdown opens it after a short delay, leaving it closes it', async () => {
    const { page, errors } = await open(RICH);
    const menus = page.locator('.menubar > ul > li > details.menu');
    const menu = menus.nth(2);
    // When the pointer arrived and when the dropdown opened, as the page saw them.
    await menu.evaluate((d) => {
      const w = window as unknown as { __hover: { over?: number; opened?: number } };
      w.__hover = {};
      d.addEventListener('pointerover', () => {
        w.__hover.over ??= performance.now();
      });
      d.addEventListener('toggle', () => {
        if ((d as HTMLDetailsElement).open) w.__hover.opened ??= performance.now();
      });
    });
    await menu.locator(':scope > summary').hover();
    await expect.poll(() => isOpen(menu)).toBe(true);
    const delay = await page.evaluate(() => {
      const h = (window as unknown as { __hover: { over: number; opened: number } }).__hover;
      return h.opened - h.over;
    });
    expect(delay, 'hover delay (ms)').toBeGreaterThanOrEqual(150);
    // A click right after the hover opened it keeps it open (it does not toggle it shut).
    await menu.locator(':scope > summary').click();
    expect(await isOpen(menu)).toBe(true);
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect.poll(() => isOpen(menu)).toBe(false);
    // Hover another, then move away: it opens, then closes.
    const other = menus.nth(3);
    await other.locator(':scope > summary').hover();
    await expect.poll(() => isOpen(other)).toBe(true);
    await page.mouse.move(640, 880);
    await expect.poll(() => isOpen(other)).toBe(false);
    // Only one open at a time, whichever way it opened.
    await menu.locator(':scope > summary').click();
    await expect.poll(() => isOpen(menu)).toBe(true);
    await other.locator(':scope > summary').hover();
    await expect.poll(() => isOpen(other)).toBe(true);
    await expect.poll(() => isOpen(menu)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('the open grouped panels (Quality, About Us) pass axe (WCAG 2.1 A/AA)', async () => {
    // bypassCSP only so the test can inject axe; the page's own scripts run under its CSP.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    await openHydrated(page, RICH, '/');
    for (const label of ['Quality', 'About Us']) {
      const menu = page.locator('.menubar details.menu-grouped', {
        has: page.locator(':scope > summary', { hasText: label }),
      });
      await menu.locator(':scope > summary').click();
      await expect.poll(() => isOpen(menu)).toBe(true);
      const violations = await axeViolations(page, 'nav.menubar');
      expect(violations, label).toEqual([]);
      await menu.locator(':scope > summary').click();
    }
    await context.close();
  });
});
