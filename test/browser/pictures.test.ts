/**
 * Pictures in Chromium on photo-sized originals (decision 050): each one from the site's own
 * origin, the candidate the screen needs (never over twice its displayed width times the device
 * pixel ratio), boxes reserved so nothing moves, and the home page's largest paint a picture of
 * this origin.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import { hasChromium, launch, layoutShifts, recordLayoutShifts, siteUrl } from '../helpers/browser';

const HOST = 'sunrise.localhost';
const year = sunrise.years[0];
const category = sunrise.photoCats[year._id][0];

/** Page types whose pictures are the provider's photos. */
const PAGES = [
  '/',
  `/photo/gallery/year/${year._id}/category/${category._id}?q=${year.batchName}`,
  '/institute/faculties/teaching',
  `/one/event/${ids.sunrise.eventIds[0]}/detail`,
  '/event',
  '/society/about',
  '/admission/process',
];

const SCREENS = [
  { name: 'phone', viewport: { width: 375, height: 800 }, deviceScaleFactor: 2, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 },
];

type Shown = { src: string; natural: number; box: number; inView: boolean };

/** Every picture on the page once the lazy ones have loaded: scrolls down, then back. */
async function picturesOf(page: Page): Promise<Shown[]> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() =>
    [...document.images].every((img) => img.loading === 'lazy' || img.complete),
  );
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => img.getBoundingClientRect().width > 0 && img.currentSrc)
      .every((img) => img.complete),
  );
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => img.currentSrc && img.complete && img.naturalWidth > 0)
      .map((img) => ({
        src: img.currentSrc,
        natural: img.naturalWidth,
        box: img.getBoundingClientRect().width,
        inView: img.getBoundingClientRect().width > 0,
      })),
  );
}

describe.skipIf(!hasChromium)('pictures on photo-sized originals', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const screen of SCREENS) {
    it(`on a ${screen.name}, every picture comes from this origin at the width the screen needs`, async () => {
      const context = await browser.newContext(screen);
      const page = await context.newPage();
      const files: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image' && request.url().includes('/files/'))
          files.push(request.url());
      });
      const problems: string[] = [];
      let routed = 0;
      for (const path of PAGES) {
        await page.goto(siteUrl(HOST, path), { waitUntil: 'load' });
        for (const shown of await picturesOf(page)) {
          const url = new URL(shown.src);
          if (!url.pathname.startsWith('/img/') || !shown.inView) continue;
          if (/^\/img\/[a-z-]+\.svg$/.test(url.pathname)) continue; // our own placeholders
          routed++;
          const most = 2 * shown.box * screen.deviceScaleFactor;
          // The smallest candidate (64 px) may be wider than twice a very small box.
          if (shown.natural > Math.max(most, 64))
            problems.push(
              `${path}: ${url.pathname} is ${shown.natural} px for ${shown.box} css px`,
            );
        }
      }
      await context.close();
      expect(files, 'pictures from the file host').toEqual([]);
      expect(problems).toEqual([]);
      expect(routed).toBeGreaterThan(10);
    });
  }

  it('at 1280 px nothing moves as content pictures load, and the home page paints its photo from this origin', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await recordLayoutShifts(context);
    const page = await context.newPage();
    for (const path of [
      `/one/event/${ids.sunrise.eventIds[2]}/detail`,
      '/society/about',
      '/event',
    ]) {
      await page.goto(siteUrl(HOST, path), { waitUntil: 'load' });
      await picturesOf(page);
      const shifts = await layoutShifts(page);
      expect(shifts.content, `${path}: ${shifts.moved.join(', ')}`).toBe(0);
    }
    await page.goto(siteUrl(HOST, '/'), { waitUntil: 'load' });
    // The picture's paint follows its load by a frame or more: ask until it is reported.
    const lastLargest = () =>
      page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as unknown as { url: string }[];
              resolve(entries[entries.length - 1]?.url ?? '');
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
    await expect.poll(lastLargest).toMatch(/\/img\//);
    const largest = await lastLargest();
    expect(new URL(largest).pathname).toMatch(/^\/img\/\d+\/sunrise\/campus-0\.jpg$/);
    expect(new URL(largest).origin).toBe(new URL(siteUrl(HOST)).origin);
    await context.close();
  });
});

describe.skipIf(!hasChromium)('an event page at 1280x800', () => {
  it('shows "About the event" on the first screen, its banner beside the text', async () => {
    const browser = await launch();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(siteUrl(HOST, `/one/event/${ids.sunrise.eventIds[0]}/detail`), {
      waitUntil: 'load',
    });
    const boxes = await page.evaluate(() => {
      const about = document.querySelector('#event-about')?.getBoundingClientRect();
      const banner = document.querySelector('.event-detail img')?.getBoundingClientRect();
      return { about: about?.bottom ?? Number.POSITIVE_INFINITY, bannerLeft: banner?.left ?? 0 };
    });
    expect(boxes.about).toBeLessThanOrEqual(800);
    expect(boxes.bannerLeft).toBeGreaterThan(640);
    await context.close();
    await browser.close();
  });
});

describe.skipIf(!hasChromium)('a picture that fails looks designed', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** How each provider picture on the page looks once it has failed to load. */
  const failedPictures = (page: Page) =>
    page.evaluate(() =>
      [...document.images]
        .filter((img) => new URL(img.src, location.href).pathname.startsWith('/img/'))
        .filter((img) => img.complete && img.naturalWidth === 0)
        .map((img) => {
          const before = getComputedStyle(img, '::before');
          return {
            inHero: img.closest('.hero') !== null,
            color: getComputedStyle(img).color,
            cover: before.content !== 'none' && before.position === 'absolute',
            fill: before.backgroundColor,
          };
        }),
    );

  for (const screen of SCREENS) {
    it(`on a ${screen.name}, the hero keeps its themed band and no alt text is drawn`, async () => {
      const context = await browser.newContext(screen);
      const page = await context.newPage();
      // The image route failing: every provider picture breaks.
      await page.route(/\/img\/\d+\//, (route) => route.abort('failed'));
      for (const path of ['/', `/one/event/${ids.sunrise.eventIds[0]}/detail`]) {
        await page.goto(siteUrl(HOST, path), { waitUntil: 'load' });
        await page.evaluate(() => {
          for (const img of document.images) img.loading = 'eager';
        });
        await page.waitForFunction(() => [...document.images].every((img) => img.complete));
        const failed = await failedPictures(page);
        expect(failed.length, path).toBeGreaterThan(0);
        for (const picture of failed) {
          // Alt text stays for screen readers but is never painted over the page.
          expect(picture.color, path).toBe('rgba(0, 0, 0, 0)');
          expect(picture.cover, path).toBe(true);
        }
        if (path === '/') {
          const hero = await page.evaluate(() => {
            const element = document.querySelector('.hero') as HTMLElement;
            // The theme's --brand-dark where the hero is, as a colour.
            const probe = document.createElement('i');
            probe.style.color = 'var(--brand-dark)';
            element.appendChild(probe);
            const brandColor = getComputedStyle(probe).color;
            probe.remove();
            return { band: getComputedStyle(element).backgroundColor, brandColor };
          });
          expect(hero.band).toBe(hero.brandColor);
          for (const picture of failed.filter((p) => p.inHero))
            expect(picture.fill).toBe(hero.brandColor);
        } else {
          for (const picture of failed.filter((p) => !p.inHero))
            expect(picture.fill).not.toBe('rgba(0, 0, 0, 0)');
        }
      }
      await context.close();
    });
  }
});
