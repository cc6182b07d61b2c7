/**
 * The home page as visitors see it at 1280x900 and 375x800 on the demo institutes: the hero (the
 * institute's name as a heading over the first picture, legible whatever the picture, an Apply
 * button exactly when an application is Open), the notices and events on the first screen, Quick
 * Links as a grid without an empty cell, and nothing moving while a cold visit streams its news
 * in. Positions from getBoundingClientRect.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerExternalHosts, hasChromium, launch } from '../helpers/browser';
import { type LocalSite, serveSite } from '../helpers/serve';

const HOSTS = ['sunrise.localhost', 'gyandeep.localhost', 'hillview.localhost'];
const SCREENS = [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
];
const PURGE_TOKEN = 'home-test-purge';

type Shifts = { all: number; content: number };

/**
 * Sums the page's layout shifts from its first byte (not those after input) into
 * `window.__shifts`: `all`, and `content`, the shifts of something inside `<main>` other than the
 * whole of it (the header's menus stream in on a schedule of their own: decision 002).
 */
function recordLayoutShift(context: BrowserContext) {
  return context.addInitScript(() => {
    const shifts = { all: 0, content: 0 };
    (window as unknown as { __shifts: Shifts }).__shifts = shifts;
    type Entry = { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Entry[]) {
        if (e.hadRecentInput) continue;
        shifts.all += e.value;
        const main = document.querySelector('main');
        if (e.sources.some((s) => s.node && s.node !== main && main?.contains(s.node)))
          shifts.content += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: Shifts }).__shifts);

describe.skipIf(!hasChromium)('the home page on a cold visit', () => {
  // A site of its own, with a purge token: a purge makes the next visit as cold as the first.
  let site: LocalSite;
  let browser: Browser;
  beforeAll(async () => {
    [site, browser] = await Promise.all([
      serveSite({ state: 'test-browser-home', vars: { PURGE_TOKEN } }),
      launch(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const purgeAll = async () => {
    const response = await fetch(`http://127.0.0.1:${site.port}/__purge`, {
      method: 'POST',
      headers: { authorization: `Bearer ${PURGE_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ all: true }),
    });
    expect(response.status, 'purge').toBe(200);
  };

  for (const host of HOSTS)
    it(`${host}: the news columns stream in without moving the page (CLS 0) at 375 and 1280 px`, async () => {
      for (const screen of SCREENS) {
        await purgeAll();
        const context = await browser.newContext({ viewport: screen });
        await answerExternalHosts(context);
        await recordLayoutShift(context);
        const page = await context.newPage();
        const response = await page.goto(`http://${host}:${site.port}/`, { waitUntil: 'load' });
        // Cold: the news columns were sent as placeholders first, then streamed in.
        expect(await response!.text(), `${host} was a cold visit`).toContain('aria-busy="true"');
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        // The news columns arrived.
        await expect.poll(() => page.locator('main [aria-busy="true"]').count()).toBe(0);
        const shifts = await layoutShifts(page);
        expect(shifts.content, `${host}: CLS of the home content at ${screen.width} px`).toBe(0);
        // On a phone the header holds no menus that stream: nothing at all moves.
        if (screen.width < 900) expect(shifts.all, `${host}: CLS at ${screen.width} px`).toBe(0);
        await context.close();
      }
    });
});
