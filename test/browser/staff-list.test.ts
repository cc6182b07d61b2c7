/**
 * The staff list in Chromium (issue 31, items 7 and 8): on a phone each person is one compact row
 * (photo, name, designation · department) with no "Sr. No." and "Photo" lines, so the rich
 * institute's list is a fraction of its old 16,892 px; a department jump list leads into it. The
 * live search says how many rows match ("4 of 143"), says so when none does (with a way to clear
 * it) and leaves the columns where they were. axe finds nothing at 375 and 1280 px, in every
 * language and theme.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  collectErrors,
  hasChromium,
  launch,
  openHydrated,
  siteUrl,
} from '../helpers/browser';

const HOST = 'sunrise.localhost';
const STAFF = '/institute/faculties/teaching';
/** The phone list's height before issue 31 (143 cards of about 214 px). */
const OLD_HEIGHT = 16_892;

describe.skipIf(!hasChromium)('the staff list in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(width: number, host = HOST, path = STAFF, javaScript = true) {
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      javaScriptEnabled: javaScript,
      bypassCSP: true,
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    if (javaScript) await openHydrated(page, host, path);
    else await page.goto(siteUrl(host, path), { waitUntil: 'load' });
    return { page, errors };
  }

  const boxes = (page: Page, selector: string) =>
    page.evaluate(
      (sel) =>
        [...document.querySelectorAll(sel)]
          .filter((e) => e.getClientRects().length > 0)
          .map((e) => {
            const r = e.getBoundingClientRect();
            return { top: r.top, left: r.left, width: r.width, height: r.height };
          }),
      selector,
    );

  it('at 375 px each person is one compact row and the list is far shorter than its 16,892 px', async () => {
    const { page, errors } = await open(375);
    const rows = await boxes(page, '#staff-table tbody tr[data-search]');
    expect(rows.length).toBeGreaterThan(100);
    const tallest = Math.max(...rows.map((r) => r.height));
    expect(tallest, 'tallest staff row').toBeLessThanOrEqual(96);
    const table = (await boxes(page, '#staff-table'))[0];
    console.log(`staff list at 375 px: ${Math.round(table.height)} px, rows up to ${tallest} px`);
    expect(table.height).toBeLessThan(OLD_HEIGHT * 0.65);
    // No "Sr. No." or "Photo" line: the photo sits left of the name, which starts the row.
    const row = await page.evaluate(() => {
      const tr = document.querySelector('#staff-table tbody tr[data-search]')!;
      const box = (s: string) => tr.querySelector(s)?.getBoundingClientRect() ?? null;
      return {
        serial: tr.querySelector('td')!.getClientRects().length,
        img: box('img'),
        name: box('td.name'),
        labels: [...tr.querySelectorAll('td')].map(
          (td) => getComputedStyle(td, '::before').content,
        ),
      };
    });
    expect(row.serial, 'Sr. No. on a phone').toBe(0);
    const labels = row.labels.filter((c) => c !== 'none' && c !== 'normal' && /\p{L}/u.test(c));
    expect(labels, 'column labels').toEqual([]);
    expect(row.img!.right).toBeLessThanOrEqual(row.name!.left);
    expect(Math.abs(row.img!.top - row.name!.top)).toBeLessThan(24);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a department jump list leads to each department, without JavaScript', async () => {
    const { page } = await open(375, HOST, STAFF, false);
    const links = page.locator('nav.jump-list a');
    expect(await links.count()).toBeGreaterThan(1);
    const last = links.last();
    const target = (await last.getAttribute('href'))!;
    await last.click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(target);
    // The heading of that department's rows is on the screen, below the sticky header.
    const top = () =>
      page.evaluate(
        (id) => document.getElementById(id)!.getBoundingClientRect().top,
        target.slice(1),
      );
    console.log('jump', target, await top(), await page.evaluate(() => scrollY));
    await expect.poll(top).toBeGreaterThanOrEqual(0);
    expect(await top()).toBeLessThan(800);
    await page.context().close();
  });

  it('at 1280 px a search that matches nobody says so, keeps the column widths, and Clear restores the list', async () => {
    const { page, errors } = await open(1280);
    const headers = () => boxes(page, '#staff-table thead th');
    const before = await headers();
    const input = page.locator('input[data-search-for="staff-table"]');
    const status = page.locator('[data-search-status="staff-table"]');
    const total = await page.locator('#staff-table tbody tr[data-search]').count();
    // A part of one name: fewer rows, the same columns, a count.
    const name = (
      await page.locator('#staff-table tbody tr[data-search] td.name').nth(3).innerText()
    )
      .trim()
      .split(' ')
      .at(-1)!;
    await input.fill(name);
    const shown = await page.locator('#staff-table tbody tr[data-search]:not([hidden])').count();
    expect(shown).toBeLessThan(total);
    await expect.poll(() => status.innerText()).toBe(`${shown} of ${total} staff match “${name}”.`);
    const after = await headers();
    expect(after.length).toBe(before.length);
    after.forEach((h, i) => {
      expect(Math.abs(h.width - before[i].width), `column ${i} width`).toBeLessThanOrEqual(1);
      expect(Math.abs(h.left - before[i].left), `column ${i} left`).toBeLessThanOrEqual(1);
    });
    // Nobody: the message, said once (issue 42, item 9), not a bare header.
    await input.fill('zzzqqq');
    const none = page.locator('[data-search-none="staff-table"]');
    await expect.poll(() => none.isVisible()).toBe(true);
    expect(await status.innerText()).toBe('No staff match “zzzqqq”.');
    const said = await page.locator('main').innerText();
    expect(said.split('zzzqqq')).toHaveLength(2);
    expect(said).not.toContain('0 of');
    expect(await page.locator('#staff-table').isVisible()).toBe(false);
    await none.getByRole('link', { name: 'Clear' }).click();
    await expect.poll(() => input.inputValue()).toBe('');
    expect(await page.locator('#staff-table tbody tr[data-search]:not([hidden])').count()).toBe(
      total,
    );
    expect(await status.innerText()).toBe('');
    expect(await none.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  for (const [host, lang] of [
    [HOST, ''],
    [HOST, '/hi'],
    [HOST, '/mr'],
    ['gyandeep.localhost', '/hi'],
    ['hillview.localhost', '/mr'],
  ] as const) {
    it(`axe finds nothing on ${host}${lang}${STAFF} at 375 and 1280 px, nor with no match`, async () => {
      for (const width of [375, 1280]) {
        const { page } = await open(width, host, `${lang}${STAFF}`);
        expect(await axeViolations(page), `${width}px`).toEqual([]);
        const input = page.locator('input[data-search-for="staff-table"]');
        // An institute with no teaching staff has no search to make.
        if (await input.count()) {
          await input.fill('zzzqqq');
          expect(await axeViolations(page), `${width}px, no match`).toEqual([]);
        }
        await page.context().close();
      }
    });
  }
});
