/**
 * The islands in a real Chromium (Debian's, via playwright-core) against the worker served by
 * wrangler dev with the demo provider: drawer, viewers, carousels, lazy accordions, search, tabs.
 */
import type { Browser, BrowserContextOptions, Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sunrise } from '../../demo/fixtures/index.ts';
import { HOME_CAROUSEL } from '../../src/components/home/NewsColumns';
import { paths } from '../bench/pages';
import {
  ACTION_TIMEOUT_MS,
  collectErrors,
  expectTabLanding,
  hasChromium,
  launch,
  openHydrated,
  settled,
  siteUrl,
  swipe,
  tabBarHeight,
  tabInRow,
} from '../helpers/browser';

const HOST = 'sunrise.localhost';

describe.skipIf(!hasChromium)('islands in Chromium', () => {
  let browser: Browser;
  /** The whole browser, for the tests of its PDF viewer: started when one first needs it. */
  let withPdfViewer: Promise<Browser> | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await (await withPdfViewer)?.close();
  });

  async function page(
    width = 1280,
    height = 900,
    options: BrowserContextOptions = {},
    { pdfViewer = false } = {},
  ): Promise<{ page: Page; errors: string[] }> {
    if (pdfViewer) withPdfViewer ??= launch({ pdfViewer });
    const from = pdfViewer ? await withPdfViewer! : browser;
    const context = await from.newContext({ viewport: { width, height }, ...options });
    const p = await context.newPage();
    return { page: p, errors: collectErrors(p) };
  }

  it('mobile drawer opens, traps focus, and closes by button, backdrop and Escape with focus back on the menu button', async () => {
    const { page: p, errors } = await page(375, 800);
    await openHydrated(p, HOST, '/');
    const toggle = p.locator('[data-island="Drawer"] summary').first();
    for (const close of ['button', 'backdrop', 'escape'] as const) {
      await toggle.click();
      const panel = p.getByRole('dialog', { name: /menu/i });
      await expect.poll(() => panel.isVisible()).toBe(true);
      // Focus stays inside while open.
      for (let i = 0; i < 30; i++) await p.keyboard.press('Tab');
      expect(await p.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(
        true,
      );
      if (close === 'button') await panel.getByRole('button', { name: /close/i }).click();
      if (close === 'backdrop') await p.mouse.click(370, 400);
      if (close === 'escape') await p.keyboard.press('Escape');
      await expect.poll(() => panel.isVisible()).toBe(false);
      expect(await p.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    }
    expect(errors).toEqual([]);
  });

  it('file viewer opens from a quick link and closes by Escape, outside click and the close button, returning focus', async () => {
    const { page: p, errors } = await page();
    await openHydrated(p, HOST, '/');
    const opener = p.locator('.quick-links a[data-file-viewer]').first();
    for (const close of ['escape', 'outside', 'button'] as const) {
      await opener.focus();
      await p.keyboard.press('Enter');
      const dialog = p.getByRole('dialog');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.locator('img, iframe').count()).toBe(1);
      if (close === 'escape') await p.keyboard.press('Escape');
      if (close === 'outside') await p.mouse.click(5, 5);
      if (close === 'button') await dialog.getByRole('button', { name: /close/i }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect(await p.evaluate(() => document.activeElement?.hasAttribute('data-file-viewer'))).toBe(
        true,
      );
    }
    expect(errors).toEqual([]);
  });

  /**
   * Clicks the middle of a viewer's frame, as a visitor does to scroll a PDF or start a video, and
   * waits until the browser has moved focus into the frame (the page's window blurs).
   */
  async function clickInto(p: Page, frame: Locator) {
    await p.evaluate(() => {
      (window as { frameTookFocus?: boolean }).frameTookFocus = false;
      window.addEventListener(
        'blur',
        () => ((window as { frameTookFocus?: boolean }).frameTookFocus = true),
        { once: true },
      );
    });
    const box = (await frame.boundingBox())!;
    await p.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect
      .poll(() => p.evaluate(() => (window as { frameTookFocus?: boolean }).frameTookFocus))
      .toBe(true);
  }

  /** The page holds the keyboard focus again, outside any frame (where Escape reaches the dialog). */
  const pageHasFocus = (p: Page) =>
    p.evaluate(() => document.hasFocus() && !(document.activeElement instanceof HTMLIFrameElement));

  it('file viewer: Escape still closes it after a click into the PDF, focus returns to the opener, and the page behind is inert', async () => {
    const { page: p, errors } = await page(1280, 900, {}, { pdfViewer: true });
    await openHydrated(p, HOST, '/');
    const opener = p.locator('.quick-links a[data-file-viewer][href$=".pdf"]').first();
    await opener.click();
    const dialog = p.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // Chromium's own PDF viewer (an extension page inside the frame) shows the file.
    await expect
      .poll(() => p.frames().some((f) => f.url().startsWith('chrome-extension://')))
      .toBe(true);
    // The page behind takes no focus while the viewer is open.
    const behind = await p.evaluate(() => {
      const link = document.querySelector<HTMLElement>('main a[href]:not([data-file-viewer])')!;
      link.focus();
      return document.activeElement === link;
    });
    expect(behind).toBe(false);
    await clickInto(p, dialog.locator('iframe'));
    // The PDF viewer would keep every key pressed in it: focus must not stay there.
    await expect.poll(() => pageHasFocus(p)).toBe(true);
    await p.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await p.evaluate(() => document.activeElement?.hasAttribute('data-file-viewer'))).toBe(
      true,
    );
    expect(await opener.evaluate((a) => a === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('video viewer: Escape still closes it after a click into the player, with focus back on the opener', async () => {
    const { page: p, errors } = await page();
    await openHydrated(p, HOST, paths().videoGallery);
    const opener = p.locator('main a[data-video]').first();
    await opener.click();
    const dialog = p.getByRole('dialog');
    await expect.poll(() => dialog.locator('iframe').count()).toBe(1);
    await clickInto(p, dialog.locator('iframe'));
    await expect.poll(() => pageHasFocus(p)).toBe(true);
    await p.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await opener.evaluate((a) => a === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('file viewer shows an image for image files and a PDF frame otherwise (notice documents)', async () => {
    const { page: p } = await page();
    await openHydrated(p, HOST, paths().noticeDetail);
    const links = p.locator('main a[data-file-viewer]');
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    let sawImage = false;
    let sawPdf = false;
    for (let i = 0; i < count; i++) {
      await links.nth(i).click();
      const dialog = p.getByRole('dialog');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      if (await dialog.locator('img').count()) sawImage = true;
      if (await dialog.locator('iframe').count()) sawPdf = true;
      await p.keyboard.press('Escape');
    }
    expect(sawPdf).toBe(true);
    expect(sawImage || count === 1).toBe(true);
  });

  it('on a phone a PDF button opens the file itself in a new tab, not the in-page frame; on a desktop the viewer', async () => {
    const pdf = 'main a.button[data-file-viewer][href$=".pdf"]';
    // A file opened in a tab of its own shows in Chromium's PDF viewer (the shell downloads it).
    const phone = await page(375, 800, { hasTouch: true, isMobile: true }, { pdfViewer: true });
    await openHydrated(phone.page, HOST, '/examination');
    const opened = phone.page.context().waitForEvent('page');
    await phone.page.locator(pdf).first().click();
    expect((await opened).url()).toMatch(/\.pdf$/);
    expect(await phone.page.locator('[data-viewer] [role="dialog"], dialog[open]').count()).toBe(0);
    expect(phone.errors).toEqual([]);
    await phone.page.context().close();

    const desktop = await page();
    await openHydrated(desktop.page, HOST, '/examination');
    await desktop.page.locator(pdf).first().click();
    const dialog = desktop.page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator('iframe').count()).toBe(1);
    await desktop.page.context().close();
  });

  it('gallery image opens in the viewer; gallery videos open the player from watch and shorts URLs', async () => {
    const { page: p, errors } = await page();
    await openHydrated(p, HOST, paths().photoGallery);
    const thumb = p.locator('main a[data-file-viewer]').first();
    const alt = await thumb.locator('img').getAttribute('alt');
    await thumb.click();
    await expect.poll(() => p.getByRole('dialog').locator('img').count()).toBe(1);
    // A thumbnail has no text: the viewer is titled by its alt text, not by the file's key.
    expect(alt).toBeTruthy();
    expect(await p.getByRole('dialog').getAttribute('aria-label')).toBe(alt);
    await p.keyboard.press('Escape');

    await openHydrated(p, HOST, paths().videoGallery);
    const videos = p.locator('main a[data-video]');
    // The provider stores watch URLs, shorts URLs and bare ids; each must play the right video.
    const stored = sunrise.videos[`${sunrise.insId}|INSTITUTE|${sunrise.years[0]._id}`];
    const watch = stored.findIndex((v) => v.includes('watch?v='));
    const shorts = stored.findIndex((v) => v.includes('/shorts/'));
    expect(watch).toBeGreaterThanOrEqual(0);
    expect(shorts).toBeGreaterThanOrEqual(0);
    expect(await videos.count()).toBe(stored.length);
    for (const index of [watch, shorts]) {
      await videos.nth(index).click();
      const frame = p.getByRole('dialog').locator('iframe');
      await expect.poll(() => frame.count()).toBe(1);
      const expectedId = stored[index].match(/(?:v=|shorts\/)([\w-]{11})/)![1];
      expect(await frame.getAttribute('src')).toContain(
        `youtube-nocookie.com/embed/${expectedId}?autoplay=1`,
      );
      await p.keyboard.press('Escape');
      await expect.poll(() => p.getByRole('dialog').count()).toBe(0);
    }
    expect(errors).toEqual([]);
  });

  it('carousel previous/next move the slides and autoplay pauses on interaction', async () => {
    const { page: p } = await page();
    await p.context().clock.install();
    await openHydrated(p, HOST, '/');
    const carousel = p.locator('[data-island-id="home-images"]');
    await p.locator('[data-island-id="home-images"] section[data-ready]').waitFor();
    const position = () =>
      carousel.evaluate(
        (el) => (el.querySelector('.carousel-track') as HTMLElement | null)?.scrollLeft ?? -1,
      );
    const pause = carousel.getByRole('button', { name: /stop automatic slide show/i });
    await pause.click();
    const before = await position();
    await carousel.getByRole('button', { name: /next/i }).click();
    await expect.poll(position).not.toBe(before);
    const afterNext = await position();
    await carousel.getByRole('button', { name: /previous/i }).click();
    await expect.poll(position).not.toBe(afterNext);
    // Paused: no automatic step within three autoplay periods of the page's clock.
    const held = await settled(position);
    await p.clock.runFor(3 * HOME_CAROUSEL.images);
    expect(await settled(position)).toBe(held);
  });

  it('header dropdowns: one open at a time, Escape closes and returns focus, a click outside closes', async () => {
    const { page: p, errors } = await page();
    await openHydrated(p, HOST, '/');
    const menus = p.locator('.menubar > ul > li > details.menu');
    expect(await menus.count()).toBeGreaterThan(2);
    const first = menus.nth(0);
    const second = menus.nth(1);
    await first.locator(':scope > summary').click();
    expect(await first.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await second.locator(':scope > summary').click();
    expect(await second.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await first.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await second.locator('.menu-panel a').first().focus();
    await p.keyboard.press('Escape');
    expect(await second.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await p.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    await first.locator(':scope > summary').click();
    await p.locator('main').click({ position: { x: 5, y: 5 } });
    expect(await first.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('application details load only when their View Details opens', async () => {
    const { page: p, errors } = await page();
    await openHydrated(p, HOST, '/admission/application');
    const entry = p.locator('details[data-fragment]').first();
    const fragment = new URL((await entry.getAttribute('data-fragment')) ?? '', siteUrl(HOST, '/'))
      .href;
    // What the island asks the site for. Whether the worker then reads the provider depends on
    // its caches, which an earlier test may have filled: admission.test.ts checks that read.
    const asked: string[] = [];
    p.on('request', (r) => {
      if (r.url() === fragment) asked.push(r.url());
    });
    // The applications are in view (decision 092); their details are not asked for yet.
    expect(await entry.locator('summary').isVisible()).toBe(true);
    expect(asked).toEqual([]);
    await entry.locator('summary').click();
    await expect.poll(() => entry.getAttribute('data-loaded')).toBe('true');
    expect(asked).toEqual([fragment]);
    expect(errors).toEqual([]);
  });

  it('staff search filters the table as the visitor types; empty input restores it', async () => {
    const { page: p } = await page();
    await openHydrated(p, HOST, '/institute/faculties/teaching');
    const rows = p.locator('#staff-table tbody tr');
    const total = await rows.count();
    expect(total).toBeGreaterThan(10);
    const name = (await rows.nth(3).locator('td').nth(2).innerText()).trim();
    const part = name.split(' ').slice(-1)[0].toUpperCase();
    await p.locator('input[data-search-for="staff-table"]').fill(part);
    const visible = await rows.evaluateAll(
      (els) => els.filter((e) => !(e as HTMLElement).hidden).length,
    );
    expect(visible).toBeGreaterThan(0);
    expect(visible).toBeLessThan(total);
    await p.locator('input[data-search-for="staff-table"]').fill('');
    expect(
      await rows.evaluateAll((els) => els.filter((e) => !(e as HTMLElement).hidden).length),
    ).toBe(total);
  });

  /**
   * Types into a table's live search a word from one of its rows (the rarest of that row's words)
   * and checks what the visitor sees: only matching rows on screen, then every row again.
   */
  async function checkLiveSearch(p: Page, tableId: string, where: string) {
    const rows = p.locator(`#${tableId} tbody tr[data-search]`);
    const total = await rows.count();
    expect(total, where).toBeGreaterThan(3);
    const word = await rows.evaluateAll((els) => {
      const texts = els.map((e) => (e as HTMLElement).dataset.search ?? '');
      const words = texts[3].split(/\s+/).filter((w) => w.length > 2);
      const count = (w: string) => texts.filter((t) => t.includes(w)).length;
      return words.sort((a, b) => count(a) - count(b))[0];
    });
    const seen = () =>
      rows.evaluateAll((els) =>
        els
          .filter((e) => e.checkVisibility() && e.getBoundingClientRect().height > 0)
          .map((e) => (e as HTMLElement).dataset.search ?? ''),
      );
    const input = p.locator(`input[data-search-for="${tableId}"]`);
    await input.fill(word.toUpperCase());
    const shown = await seen();
    expect(shown.length, `${where}: rows on screen for "${word}"`).toBeGreaterThan(0);
    expect(shown.length, `${where}: rows on screen for "${word}"`).toBeLessThan(total);
    expect(
      shown.every((text) => text.includes(word)),
      where,
    ).toBe(true);
    await input.fill('');
    expect((await seen()).length, `${where}: rows on screen with an empty search`).toBe(total);
  }

  for (const [width, height] of [
    [375, 800],
    [1280, 900],
  ] as const) {
    it(`live search leaves only the matching rows on screen at ${width}px (staff, department faculty and activities)`, async () => {
      const { page: p, errors } = await page(width, height);
      await openHydrated(p, HOST, paths().staff);
      await checkLiveSearch(p, 'staff-table', `staff at ${width}px`);
      await openHydrated(p, HOST, paths().departmentFaculty);
      await checkLiveSearch(p, 'faculty-table', `department faculty at ${width}px`);
      await openHydrated(p, HOST, paths().departmentActivities);
      await checkLiveSearch(p, 'activity-table', `department activities at ${width}px`);
      expect(errors).toEqual([]);
      await p.context().close();
    });
  }

  it('on a phone, a swipe that starts over the Notice or Event box scrolls the page', async () => {
    const { page: p, errors } = await page(375, 800, { hasTouch: true, isMobile: true });
    await openHydrated(p, HOST, '/');
    for (const id of ['home-notices', 'home-events']) {
      const box = p.locator(`#${id}-track`);
      await box.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const before = await settled(() => p.evaluate(() => scrollY));
      const rect = (await box.boundingBox())!;
      expect(rect.height, id).toBeGreaterThan(200);
      // The finger goes down in the box and moves up 160px, staying over the box.
      await swipe(p, rect.x + rect.width / 2, rect.y + rect.height / 2 + 80, -160);
      const after = await settled(() => p.evaluate(() => scrollY));
      expect(after - before, `${id}: page scrolled by a swipe over the box`).toBeGreaterThan(100);
    }
    // The list never moves by itself (decision 060), and the buttons move it on a phone.
    const notices = p.locator('[data-island-id="home-notices"]');
    const top = () => p.locator('#home-notices-track').evaluate((el) => el.scrollTop);
    expect(await notices.getByRole('button', { name: /automatic slide show/i }).count()).toBe(0);
    const held = await settled(top);
    await notices.getByRole('button', { name: /next/i }).tap();
    await expect.poll(top).not.toBe(held);
    expect(errors).toEqual([]);
  });

  it('tab bars are pills on desktop and one scrolling pill row on phones, never widening the page', async () => {
    for (const width of [1280, 375, 320]) {
      const { page: p } = await page(width, 900);
      await p.goto(siteUrl(HOST, paths().departmentAbout));
      const list = p.locator('.tabbar ul');
      expect(await list.evaluate((el) => getComputedStyle(el).flexDirection)).toBe('row');
      expect(await list.evaluate((el) => getComputedStyle(el).flexWrap)).toBe(
        width === 1280 ? 'wrap' : 'nowrap',
      );
      expect(await p.locator('.tabbar a[aria-current="page"]').count()).toBe(1);
      const pageWidth = await p.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, `no sideways page scroll at ${width}px`).toBeLessThanOrEqual(width);
      await p.context().close();
    }
  });
  it('on a phone the tab bar is one row at most 56px high, and a tab link lands on its content', async () => {
    const { page: p, errors } = await page(375, 800);
    await openHydrated(p, HOST, paths().departmentAbout);
    expect(await tabBarHeight(p)).toBeLessThanOrEqual(56);
    await p.locator('.tabbar a', { hasText: 'Syllabus' }).click();
    await p.waitForURL(/\/tab\/syllabus/);
    await expectTabLanding(p, 'Syllabus');
    // The row scrolls by keyboard: the next tab gets focus and is scrolled into the row.
    await p.locator('.tabbar a', { hasText: 'Laboratory' }).focus();
    await expect.poll(() => tabInRow(p, 'Laboratory')).toBe(true);
    expect(errors).toEqual([]);
  });
  it('a home page served from the page cache arrives whole under a CSP that allows no inline script, and hydrates', async () => {
    const { page: p, errors } = await page();
    // Rendered from warm reads, then kept (stored after the last byte): loaded until a load is
    // served from the cache. Not asked once the cache holds it: a copy kept earlier may expire
    // between that question and the load.
    let cached = null as Response | null;
    await expect
      .poll(async () => {
        cached = await p.goto(siteUrl(HOST, '/'), { waitUntil: 'load' });
        return cached?.headers()['x-page-cache'];
      })
      .toBe('hit');
    const csp = cached?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self';/);
    await p.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
      timeout: ACTION_TIMEOUT_MS,
    });
    // Nothing was waiting to be swapped in: no column is busy, the notices are in place.
    expect(await p.locator('.home-column[aria-busy="true"]').count()).toBe(0);
    await expect.poll(() => p.locator('#home-notice').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
