/**
 * The first screen of a phone (375x800) on every demo institute, measured as a visitor sees it:
 * the institute's logo and name, a slim sticky bar with the Menu button that stays at the top
 * while scrolling, New Admission, and the start of the page's own content, all within the first
 * 800 px. The top bar's secondary links live in the drawer there, complete; desktop keeps them.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { demo } from '../../demo/fixtures/index.ts';
import {
  chromeBottom,
  hasChromium,
  launch,
  layoutShifts,
  openHydrated,
  recordLayoutShifts,
  siteUrl,
} from '../helpers/browser';
import { holdPageAt } from '../helpers/held-page';
import { httpGet } from '../helpers/http';

const HOSTS = ['sunrise.localhost', 'gyandeep.localhost', 'hillview.localhost'];
/** Whether each has an application open (the sparse one has none: no New Admission). */
const APPLICATION_OPEN: Record<string, boolean> = Object.fromEntries(
  [demo.sunrise, demo.gyandeep, demo.hillview].map((i) => [
    i.host,
    i.applicationIds.open.length > 0,
  ]),
);
const SCREEN = { width: 375, height: 800 };
const STICKY_MAX = 56;
const CHROME_MAX = 200;

type Box = { top: number; bottom: number; height: number; visible: boolean };

/** The box of the first visible element matching `selector`, or null. */
function box(page: Page, selector: string): Promise<Box | null> {
  return page.evaluate((sel) => {
    for (const el of document.querySelectorAll(sel)) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width > 0 && r.height > 0 && style.visibility !== 'hidden')
        return { top: r.top, bottom: r.bottom, height: r.height, visible: true };
    }
    return null;
  }, selector);
}

/** Hrefs of the visible links of the top bar (Quick navigation). */
function topBarLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Quick"] a, .topbar summary')]
      .filter((a) => a.getBoundingClientRect().height > 0)
      .map((a) => a.getAttribute('href') ?? `summary:${a.textContent?.trim()}`),
  );
}

describe.skipIf(!hasChromium)('the first screen on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function expectFirstScreen(page: Page, label: string, applicationOpen = true) {
    const within = async (selector: string, what: string) => {
      const b = await box(page, selector);
      expect(b, `${label}: ${what} is shown`).not.toBeNull();
      expect(b!.top, `${label}: ${what} starts on the first screen`).toBeGreaterThanOrEqual(0);
      expect(b!.bottom, `${label}: ${what} ends on the first screen`).toBeLessThanOrEqual(
        SCREEN.height,
      );
      return b!;
    };
    await within('.header-logo img', 'the logo');
    // The institute's name once: the home page's heading says it, the header on other pages.
    const names = await page
      .locator('.institute-name, main h1.hero-title')
      .evaluateAll((all) => all.filter((e) => e.getBoundingClientRect().height > 0).length);
    expect(names, `${label}: the institute's name shown once`).toBe(1);
    await within(
      (await box(page, '.institute-name')) ? '.institute-name' : 'main h1.hero-title',
      "the institute's name",
    );
    await within('.drawer > summary', 'the Menu button');
    // New Admission only while an application is open (decision 062).
    if (applicationOpen) await within('a.new-admission', 'New Admission');
    else expect(await box(page, 'a.new-admission'), `${label}: no New Admission`).toBeNull();
    const bar = await within('.navbar', 'the sticky bar');
    expect(bar.height, `${label}: sticky bar height`).toBeLessThanOrEqual(STICKY_MAX);
    expect(await chromeBottom(page), `${label}: header chrome bottom`).toBeLessThanOrEqual(
      CHROME_MAX,
    );
    const content = await box(page, 'main h1, main h2, main .carousel');
    expect(content, `${label}: the page's own content`).not.toBeNull();
    expect(content!.top, `${label}: the page's own content starts`).toBeLessThan(SCREEN.height);

    // A page shorter than 1500 px past the screen (the sparse home) is made long enough to scroll.
    await page.evaluate(() => {
      document.querySelector('main')!.style.minHeight = '300vh';
      window.scrollTo(0, 1500);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    const stuck = await box(page, '.navbar');
    expect(stuck, `${label}: sticky bar after scrolling`).not.toBeNull();
    expect(Math.abs(stuck!.top), `${label}: sticky bar stays at the top`).toBeLessThanOrEqual(1);
    const menu = await box(page, '.drawer > summary');
    expect(menu!.top, `${label}: Menu stays on screen`).toBeGreaterThanOrEqual(0);
    expect(menu!.bottom, `${label}: Menu stays on screen`).toBeLessThanOrEqual(STICKY_MAX);
  }

  for (const host of HOSTS) {
    it(`${host} home: logo, name, sticky Menu bar, New Admission and the first notice title on the first screen`, async () => {
      const context = await browser.newContext({ viewport: SCREEN });
      await recordLayoutShifts(context);
      // The reads warm, as for most visitors (a cold home streams its news columns in).
      await httpGet(inject('siteOrigin').port, host, '/');
      const page = await context.newPage();
      await openHydrated(page, host, '/');
      const { all: cls, moved } = await layoutShifts(page);
      expect(cls, `CLS (${moved.join(', ')})`).toBe(0);
      await expectFirstScreen(page, host, APPLICATION_OPEN[host]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      // The first notice title, or the column's "no notices yet" where the institute has none.
      const first = '[aria-labelledby="home-notice"] :is(a[href^="/one/notice/"], .empty)';
      await expect.poll(() => box(page, first)).not.toBeNull();
      const notice = await box(page, first);
      expect(notice!.top, `${host}: first notice title top`).toBeLessThan(SCREEN.height);
      await context.close();
    });
  }

  // A browser draws what it has of a page while the rest is on its way (a slow network, or its
  // parser pausing on a loaded machine). Drawn with half the header, the logo moved down when the
  // affiliation line above it arrived, the drawer's <details> read "Details" until its Menu
  // summary came, and the search icon stood at the bar's right end until New Admission came:
  // gyandeep's phone home shifted by 0.0002 to 0.003 in loaded suite runs (decision 049).
  const cuts = [
    '<p class="affiliation"',
    '<summary class="drawer-toggle"',
    '<a class="new-admission narrow-only"',
  ];
  for (const cut of cuts)
    it(`gyandeep home, its HTML held before ${cut}: nothing moves when the rest arrives (CLS 0)`, async () => {
      const port = inject('siteOrigin').port;
      await httpGet(port, 'gyandeep.localhost', '/');
      const held = await holdPageAt(port, cut);
      onTestFinished(() => held.close());
      const context = await browser.newContext({ viewport: SCREEN });
      await recordLayoutShifts(context);
      const page = await context.newPage();
      await page.goto(`http://gyandeep.localhost:${held.port}/`, { waitUntil: 'commit' });
      // The rest follows once the browser has drawn what it has, or after 2 s when it draws
      // nothing (as it should not: the frame above the content is incomplete). A ceiling: a
      // machine too loaded to draw within it lets the test pass without showing anything.
      const drawn = page
        .evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
        .catch(() => undefined);
      await Promise.race([drawn, new Promise((r) => setTimeout(r, 2000))]);
      held.release();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const { all: cls, moved } = await layoutShifts(page);
      expect(cls, `CLS (${moved.join(', ')})`).toBe(0);
      await context.close();
    });

  it('an inner page (notice list) starts its content on the first screen, with and without JavaScript', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ viewport: SCREEN, javaScriptEnabled });
      const page = await context.newPage();
      if (javaScriptEnabled) await openHydrated(page, HOSTS[0], '/notice');
      else await page.goto(siteUrl(HOSTS[0], '/notice'));
      await expectFirstScreen(page, `notice list, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`);
      await context.close();
    }
  });

  it('on a phone the top bar shows no secondary links: each is in the drawer; on desktop they stay in the top bar', async () => {
    for (const host of HOSTS) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await openHydrated(page, host, '/');
      const desktop = await topBarLinks(page);
      // Galleries, contact and login at least, and every one of them a place the drawer leads to.
      expect(desktop.length, `${host}: top bar links at 1280 px`).toBeGreaterThanOrEqual(4);

      await page.setViewportSize(SCREEN);
      const phone = await topBarLinks(page);
      expect(
        phone.filter((h) => !/admission|application/.test(h)),
        `${host}: secondary top bar links at 375 px`,
      ).toEqual([]);
      const drawer = await page.evaluate(() =>
        [...document.querySelectorAll('.drawer-panel a, .drawer-panel summary')].map(
          (a) => a.getAttribute('href') ?? `summary:${a.textContent?.trim()}`,
        ),
      );
      for (const link of desktop.filter((h) => !h.includes('tab=new-admission')))
        expect(drawer, `${host}: the drawer has ${link}`).toContain(link);
      await context.close();
    }
  });

  it('without JavaScript, Menu opens the drawer below the sticky bar, anywhere down the page, with every quick link', async () => {
    const context = await browser.newContext({ viewport: SCREEN, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(HOSTS[0], '/'));
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator('.drawer > summary').click();
    const panel = await box(page, '.drawer-panel');
    expect(panel, 'the open drawer').not.toBeNull();
    expect(panel!.top, 'the drawer opens below the bar').toBeLessThanOrEqual(STICKY_MAX + 1);
    expect(panel!.bottom, 'the drawer ends on the screen').toBeLessThanOrEqual(SCREEN.height);
    for (const name of ['Photo Gallery', 'Video Gallery', 'Contact Us', 'Login', 'New Admission']) {
      const link = page.locator('.drawer-list > li > a', { hasText: new RegExp(`^${name}$`) });
      await link.scrollIntoViewIfNeeded();
      expect(await link.isVisible(), name).toBe(true);
    }
    await context.close();
  });

  it('no horizontal scroll at 320 px, with the sticky bar in place', async () => {
    for (const host of HOSTS) {
      const context = await browser.newContext({ viewport: { width: 320, height: 800 } });
      const page = await context.newPage();
      await openHydrated(page, host, '/');
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll, host).toBeLessThanOrEqual(widths.client);
      await context.close();
    }
  });
});
