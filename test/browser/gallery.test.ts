/**
 * The photo gallery in Chromium: the landing's covers, and the photo viewer moving through one
 * category's photos by its buttons, the arrow keys and (on a phone) a swipe, named by category and
 * place, never by file; focus stays in the dialog and comes back to the last photo's link.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, sunrise } from '../../demo/fixtures/index.ts';
import { messages } from '../../src/i18n/catalogue';
import {
  axeViolations,
  collectErrors,
  hasChromium,
  launch,
  openHydrated,
  pngPixels,
  siteUrl,
  swipe,
} from '../helpers/browser';
import { englishLabels, englishLeft, pageTexts } from '../helpers/i18n';

const HOST = 'sunrise.localhost';
const year = sunrise.years[0];
const category = sunrise.photoCats[year._id][0];
const photos = sunrise.photos[`${category._id}|CATEGORY|${year._id}`];
const CATEGORY_PAGE = `/photo/gallery/year/${year._id}/category/${category._id}?q=${year.batchName}`;
/** What the viewer calls photo `n` (from 1) of the category. */
const photoName = (n: number) =>
  `${category.category} ${year.batchName} — photo ${n} of ${photos.length}`;

describe.skipIf(!hasChromium)('photo gallery in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(width: number, height: number, options: BrowserContextOptions = {}) {
    const context = await browser.newContext({ viewport: { width, height }, ...options });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await openHydrated(page, HOST, CATEGORY_PAGE);
    return { page, errors };
  }

  const dialog = (p: Page) => p.getByRole('dialog');
  const title = (p: Page) => dialog(p).locator('.modal-title').textContent();
  const shown = (p: Page) =>
    dialog(p)
      .locator('.viewer-body img')
      .evaluate((img: HTMLImageElement) => ({ src: img.src, alt: img.alt }));
  /** The photo link's address, resolved (a picture links its widest variant on this origin). */
  const thumbHref = (p: Page, i: number) =>
    p
      .locator('main .thumbs a[data-file-viewer]')
      .nth(i)
      .evaluate((a: HTMLAnchorElement) => a.href);
  const focusInDialog = (p: Page) =>
    p.evaluate(() => !!document.activeElement?.closest('dialog[open]'));

  /** The viewer shows photo `n` (from 1): its title, label, image and alt text. */
  async function expectPhoto(p: Page, n: number) {
    await expect.poll(() => title(p)).toBe(photoName(n));
    expect(await dialog(p).getAttribute('aria-label')).toBe(photoName(n));
    expect(await shown(p)).toEqual({ src: await thumbHref(p, n - 1), alt: photoName(n) });
  }

  it('moves to the previous and next photo by its buttons and the arrow keys, wrapping at the ends, and gives focus back to the last photo', async () => {
    const { page: p, errors } = await open(1280, 900);
    expect(photos.length).toBe(12);
    await p.locator('main .thumbs a[data-file-viewer]').nth(2).click();
    await expectPhoto(p, 3);

    const next = dialog(p).getByRole('button', { name: 'Next picture' });
    const previous = dialog(p).getByRole('button', { name: 'Previous picture' });
    await next.click();
    await expectPhoto(p, 4);
    expect(await focusInDialog(p)).toBe(true);
    await previous.click();
    await expectPhoto(p, 3);

    // The buttons are in the Tab order: from the close button, Tab reaches Previous, then Next.
    await dialog(p).getByRole('button', { name: 'Close' }).focus();
    await p.keyboard.press('Tab');
    expect(await p.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Previous picture',
    );
    await p.keyboard.press('Tab');
    expect(await p.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Next picture',
    );
    await p.keyboard.press('Enter');
    await expectPhoto(p, 4);

    await p.keyboard.press('ArrowRight');
    await expectPhoto(p, 5);
    await p.keyboard.press('ArrowLeft');
    await expectPhoto(p, 4);
    // At the ends the list wraps: before the first photo comes the last.
    for (let i = 0; i < 3; i++) await p.keyboard.press('ArrowLeft');
    await expectPhoto(p, 1);
    await p.keyboard.press('ArrowLeft');
    await expectPhoto(p, 12);
    await p.keyboard.press('ArrowRight');
    await expectPhoto(p, 1);
    await next.click();
    await expectPhoto(p, 2);

    for (let i = 0; i < 12; i++) {
      await p.keyboard.press('Tab');
      expect(await focusInDialog(p), `Tab ${i + 1}`).toBe(true);
    }
    await p.keyboard.press('Escape');
    await expect.poll(() => dialog(p).count()).toBe(0);
    // Focus lands on the link of the photo shown last, not the one the viewer opened on.
    const second = await thumbHref(p, 1);
    await expect
      .poll(() => p.evaluate(() => (document.activeElement as HTMLAnchorElement | null)?.href))
      .toBe(second);
    expect(errors).toEqual([]);
  });

  it('on /mr/ the viewer’s controls speak Marathi', async () => {
    const mr = messages('mr').viewer;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const p = await context.newPage();
    const errors = collectErrors(p);
    await openHydrated(p, HOST, `/mr${CATEGORY_PAGE}`);
    await p.locator('main .thumbs a[data-file-viewer]').nth(2).click();
    await expect.poll(() => dialog(p).isVisible()).toBe(true);
    for (const name of [mr.previous, mr.next, mr.close])
      expect(await dialog(p).getByRole('button', { name }).count(), name).toBe(1);
    expect(await dialog(p).locator('.viewer-actions a').innerText()).toContain(mr.newTab);
    const html = await dialog(p).evaluate((el) => el.outerHTML);
    const english = englishLabels('mr', (m) => m.viewer);
    expect(englishLeft(pageTexts(html), english)).toEqual([]);
    await dialog(p).getByRole('button', { name: mr.next }).click();
    await dialog(p).getByRole('button', { name: mr.close }).click();
    await expect.poll(() => dialog(p).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone, a horizontal swipe moves to the next or previous photo and a vertical one does not', async () => {
    const { page: p, errors } = await open(375, 800, { hasTouch: true, isMobile: true });
    await p.locator('main .thumbs a[data-file-viewer]').first().tap();
    await expectPhoto(p, 1);
    const stage = (await dialog(p).locator('.viewer-body').boundingBox())!;
    const x = stage.x + stage.width / 2;
    const y = stage.y + stage.height / 2;

    await swipe(p, x + 100, y, 0, -200);
    await expectPhoto(p, 2);
    await swipe(p, x + 100, y, 0, -200);
    await expectPhoto(p, 3);
    await swipe(p, x - 100, y, 0, 200);
    await expectPhoto(p, 2);
    await swipe(p, x, y + 100, -200);
    await swipe(p, x - 100, y, 0, 200);
    // The vertical swipe did nothing: the one after it went back from 2 to 1.
    await expectPhoto(p, 1);
    await swipe(p, x - 100, y, 0, 200);
    await expectPhoto(p, 12);

    // The whole name, position included, is readable on the phone, and the buttons are on screen.
    const heading = dialog(p).locator('.modal-title');
    expect(await heading.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    for (const name of ['Previous picture', 'Next picture']) {
      const box = (await dialog(p).getByRole('button', { name }).boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(375);
      expect(box.y + box.height, name).toBeLessThanOrEqual(800);
      expect(box.width, name).toBeGreaterThanOrEqual(44);
    }
    await p.keyboard.press('Escape');
    await expect.poll(() => dialog(p).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('the landing shows the newest year open with covers that keep their place, and axe finds nothing there or in the open viewer', async () => {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        bypassCSP: true,
      });
      await context.addInitScript(() => {
        const w = window as unknown as { __cls: number };
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
          }[])
            if (!e.hadRecentInput) w.__cls += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const p = await context.newPage();
      const errors = collectErrors(p);
      const fragments: string[] = [];
      p.on('request', (r) => {
        if (r.url().endsWith('/categories')) fragments.push(r.url());
      });
      await openHydrated(p, HOST, '/photo/gallery');
      const years = p.locator('main details');
      expect(
        await years.evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open)),
      ).toEqual(sunrise.years.map((_, i) => i === 0));
      // Every cover picture has loaded (none broken), once scrolled near.
      const covers = p.locator('main img.gallery-cover');
      expect(await covers.count()).toBeGreaterThan(0);
      for (const cover of await covers.all()) {
        await cover.scrollIntoViewIfNeeded();
        await expect
          .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        // The picture fills its box: no padding around it (the page title band's `.cover` once
        // leaked in), and the box keeps the 4:3 shape its width and height reserve.
        const box = await cover.evaluate((img: HTMLImageElement) => {
          const style = getComputedStyle(img);
          return {
            padding: style.padding,
            ratio: img.clientWidth / img.clientHeight,
          };
        });
        expect(box.padding).toBe('0px');
        expect(box.ratio).toBeCloseTo(4 / 3, 1);
      }
      expect(await p.evaluate(() => (window as unknown as { __cls: number }).__cls), 'CLS').toBe(0);
      // The open year came with the page: its categories are not fetched again.
      expect(fragments).toEqual([]);
      expect(await axeViolations(p), `landing at ${width}`).toEqual([]);

      await openHydrated(p, HOST, CATEGORY_PAGE);
      await p.locator('main .thumbs a[data-file-viewer]').first().click();
      await expectPhoto(p, 1);
      expect(await axeViolations(p), `viewer at ${width}`).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe.skipIf(!hasChromium)('video gallery with YouTube’s pictures blocked', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const VIDEOS = `/video/gallery/year/${year._id}/category/all`;
  /** A phone whose YouTube pictures never arrive (offline, or behind a school's firewall). */
  async function blocked(javaScriptEnabled: boolean) {
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      javaScriptEnabled,
      // bypassCSP only so the test can inject axe; the page's own scripts run under its CSP.
      bypassCSP: javaScriptEnabled,
    });
    await context.route(/^https:\/\/(i\.ytimg\.com|img\.youtube\.com)\//, (route) => route.abort());
    return { context, page: await context.newPage() };
  }

  it('on a phone without JavaScript, each video is a drawn tile with a play sign and its name, and no broken picture shows', async () => {
    const { context, page } = await blocked(false);
    await page.goto(siteUrl(HOST, VIDEOS), { waitUntil: 'load' });
    expect(await page.locator('h1').textContent()).toBe(`Video Gallery ${year.batchName}`);
    const tiles = await page.locator('main .thumbs a[data-video]').evaluateAll((links) =>
      links.map((a) => {
        const img = a.querySelector('img');
        const icon = a.querySelector('svg')?.getBoundingClientRect();
        const box = a.getBoundingClientRect();
        return {
          broken: !!img && img.complete && img.naturalWidth === 0,
          alt: img?.getAttribute('alt'),
          name: a.querySelector('.video-tile-name')?.textContent?.trim() ?? '',
          icon: icon && {
            inside:
              icon.left >= box.left &&
              icon.right <= box.right &&
              icon.top >= box.top &&
              icon.bottom <= box.bottom,
            size: Math.min(icon.width, icon.height),
          },
          fill: a.firstElementChild ? getComputedStyle(a.firstElementChild).backgroundColor : '',
        };
      }),
    );
    expect(tiles.length).toBe(sunrise.videos[`${demo.sunrise.insId}|INSTITUTE|${year._id}`].length);
    tiles.forEach((tile, i) => {
      // A picture that failed shows nothing of its own (no icon, no alt text): the tile shows.
      expect(tile.broken, `tile ${i}`).toBe(true);
      expect(tile.alt, `tile ${i}`).toBe('');
      expect(tile.name, `tile ${i}`).toBe(`Video ${i + 1} of ${tiles.length}`);
      expect(tile.icon?.inside, `tile ${i}`).toBe(true);
      expect(tile.icon?.size, `tile ${i}`).toBeGreaterThanOrEqual(24);
      expect(tile.fill, `tile ${i}`).not.toBe('rgba(0, 0, 0, 0)');
    });
    // Nothing drawn in the corner where a browser puts its broken-picture sign: one colour only.
    const corner = await page.locator('main .video-tile-picture').first().boundingBox();
    const png = await page.screenshot({
      clip: { x: corner!.x + 4, y: corner!.y + 4, width: 28, height: 28 },
    });
    const colours = new Set((await pngPixels(context, png)).map((rgb) => rgb.join(',')));
    expect([...colours]).toHaveLength(1);
    await context.close();
  });

  it('axe finds nothing on the tiles with their pictures blocked', async () => {
    const { context, page } = await blocked(true);
    await openHydrated(page, HOST, VIDEOS);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
