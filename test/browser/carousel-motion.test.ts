/**
 * How the home carousels move (issue 31, decision 060): no autoplay on a phone until the visitor
 * presses Play, none ever in the notice and event lists, at most one step per AUTOPLAY_MIN_MS on
 * a desktop, none while the tab is hidden, and at rest a carousel always shows whole slides: the
 * current slide's edge on the track's edge (getBoundingClientRect, within 1 px). Time is the
 * page's fake clock (Playwright's `clock`): paused after hydration, moved on by the test, so no
 * assertion depends on how fast the machine is.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTOPLAY_MIN_MS } from '../../client/islands/Carousel';
import { demo } from '../../demo/fixtures/index.ts';
import { HOME_CAROUSEL } from '../../src/components/home/NewsColumns';
import { collectErrors, hasChromium, launch, siteUrl } from '../helpers/browser';

const HOST = demo.sunrise.host;
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };
const CAROUSELS = {
  hero: '[data-island-id="home-images"] .carousel',
  notices: '[data-island-id="home-notices"] .carousel',
  events: '[data-island-id="home-events"] .carousel',
  testimonials: '[data-island-id="home-testimonials-carousel"] .carousel',
} as const;
/** Longer than any carousel's autoplay delay, several times over. */
const A_WHILE_MS = 60_000;

/** The index of the carousel's current slide (`data-current`). */
const current = (carousel: Locator) =>
  carousel.evaluate((el) =>
    [...el.querySelectorAll('.carousel-slide')].findIndex((s) => s.hasAttribute('data-current')),
  );

/** The slide after `index`, the first after the last (every home carousel loops). */
const following = async (carousel: Locator, index: number) =>
  (index + 1) % (await carousel.locator('.carousel-slide').count());

/** How far the strip has scrolled from its first slide. */
const scrolled = (carousel: Locator) =>
  carousel.evaluate((el) => {
    const track = el.querySelector('.carousel-track')!;
    return track.scrollLeft + track.scrollTop;
  });

/**
 * How far the current slide's leading edge (left; top in a vertical carousel) lies from the
 * track's: 0 when the carousel shows whole slides.
 */
const offCurrent = (carousel: Locator) =>
  carousel.evaluate((el) => {
    const vertical = el.classList.contains('carousel--vertical');
    const track = el.querySelector('.carousel-track')!.getBoundingClientRect();
    const slide = el.querySelector('.carousel-slide[data-current]')!.getBoundingClientRect();
    return Math.abs(vertical ? slide.top - track.top : slide.left - track.left);
  });

/** Waits until the strip has come to rest on its current slide (a ceiling, not a wait). */
const restsOnSlide = (carousel: Locator, what?: string) =>
  expect.poll(() => offCurrent(carousel), { message: what }).toBeLessThanOrEqual(1);

/**
 * Lets what the page's timers set in motion finish: React commits its updates in tasks of a
 * MessageChannel, which the fake clock does not hold back; two rounds of one come after them.
 */
const flush = (page: Page) =>
  page.evaluate(async () => {
    for (let i = 0; i < 2; i++)
      await new Promise((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = done;
        channel.port2.postMessage(null);
      });
  });

/** Moves the page's clock on by `ms`, firing the timers due meanwhile, and lets them finish. */
const runFor = async (page: Page, ms: number) => {
  await page.clock.runFor(ms);
  await flush(page);
};

/** Stands for the tab being hidden (another tab in front) or shown again. */
const setTabHidden = (page: Page, hidden: boolean) =>
  page.evaluate((h) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (h ? 'hidden' : 'visible'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

describe.skipIf(!hasChromium)('the home carousels’ motion', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /**
   * The home page at `screen` with every carousel hydrated (each scrolled into view, the lower
   * ones hydrate when seen), the page back at its top and its clock paused.
   */
  async function openHome(screen: { width: number; height: number }) {
    const context = await browser.newContext({ viewport: screen });
    await context.clock.install();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(siteUrl(HOST, '/'), { waitUntil: 'load' });
    for (const selector of Object.values(CAROUSELS)) {
      await page.locator(selector).scrollIntoViewIfNeeded();
      await page.locator(`${selector}[data-ready]`).waitFor();
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await flush(page);
    return { page, errors };
  }

  it('on a phone no carousel moves by itself; Play starts the hero, which steps from slide to slide', async () => {
    const { page, errors } = await openHome(PHONE);
    const starts = await Promise.all(Object.values(CAROUSELS).map((s) => current(page.locator(s))));
    expect(starts, 'every carousel on its first slide').toEqual([0, 0, 0, 0]);
    await runFor(page, A_WHILE_MS);
    for (const [name, selector] of Object.entries(CAROUSELS)) {
      const carousel = page.locator(selector);
      expect(await current(carousel), `${name} still on its first slide`).toBe(0);
      expect(await scrolled(carousel), `${name} not scrolled`).toBe(0);
    }

    const hero = page.locator(CAROUSELS.hero);
    const play = hero.getByRole('button', { name: 'Start automatic slide show' });
    await play.click();
    expect(await hero.locator('.carousel-play').getAttribute('aria-label')).toBe(
      'Stop automatic slide show',
    );
    await runFor(page, HOME_CAROUSEL.images);
    await expect.poll(() => current(hero)).toBe(1);
    await restsOnSlide(hero);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('on a desktop the hero steps no sooner than AUTOPLAY_MIN_MS after the last step, resting on whole slides', async () => {
    const { page, errors } = await openHome(DESKTOP);
    const hero = page.locator(CAROUSELS.hero);
    expect(await hero.locator('.carousel-play').getAttribute('aria-label')).toBe(
      'Stop automatic slide show',
    );
    // Stop and start again: the autoplay's time starts from the press, on the paused clock.
    await hero.locator('.carousel-play').click();
    await hero.locator('.carousel-play').click();
    await restsOnSlide(hero);
    const from = await current(hero);
    const next = await following(hero, from);
    await runFor(page, AUTOPLAY_MIN_MS - 1);
    expect(await current(hero), 'no step before AUTOPLAY_MIN_MS').toBe(from);
    await runFor(page, HOME_CAROUSEL.images - (AUTOPLAY_MIN_MS - 1));
    await expect.poll(() => current(hero)).toBe(next);
    await restsOnSlide(hero);
    await runFor(page, AUTOPLAY_MIN_MS - 1);
    expect(await current(hero), 'no second step before AUTOPLAY_MIN_MS').toBe(next);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the notice and event lists never move by themselves and have no Play button', async () => {
    for (const screen of [DESKTOP, PHONE]) {
      const { page, errors } = await openHome(screen);
      await runFor(page, A_WHILE_MS);
      for (const name of ['notices', 'events'] as const) {
        const carousel = page.locator(CAROUSELS[name]);
        const at = `${name} at ${screen.width} px`;
        expect(await carousel.locator('.carousel-play').count(), `${at}: no Play`).toBe(0);
        expect(await current(carousel), `${at}: first entry current`).toBe(0);
        expect(await scrolled(carousel), `${at}: not scrolled`).toBe(0);
        // The buttons still step it, to a whole entry.
        await carousel.locator('.carousel-next').click();
        await expect.poll(() => current(carousel)).toBe(1);
        await restsOnSlide(carousel);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('no step while the tab is hidden; back in front, the next one comes a whole delay later', async () => {
    const { page, errors } = await openHome(DESKTOP);
    const hero = page.locator(CAROUSELS.hero);
    await restsOnSlide(hero);
    const from = await current(hero);
    const next = await following(hero, from);
    await setTabHidden(page, true);
    await runFor(page, A_WHILE_MS);
    expect(await current(hero), 'no step while hidden').toBe(from);
    await setTabHidden(page, false);
    await flush(page);
    await runFor(page, AUTOPLAY_MIN_MS - 1);
    expect(await current(hero), 'no step at once on return').toBe(from);
    await runFor(page, HOME_CAROUSEL.images);
    await expect.poll(() => current(hero)).toBe(next);
    await restsOnSlide(hero);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('after a resize each carousel still rests on a whole slide', async () => {
    const { page, errors } = await openHome(DESKTOP);
    // The desktop's autoplay ran while the page opened: stopped, each is stepped by hand.
    for (const name of ['hero', 'testimonials'] as const)
      await page
        .locator(CAROUSELS[name])
        .getByRole('button', { name: 'Stop automatic slide show' })
        .click();
    const at: Record<string, number> = {};
    for (const [name, selector] of Object.entries(CAROUSELS)) {
      const carousel = page.locator(selector);
      await carousel.locator('.carousel-next').click();
      await restsOnSlide(carousel, `${name} after Next`);
      at[name] = await current(carousel);
    }
    expect(
      Object.values(at).some((i) => i > 0),
      'some carousel past its first slide',
    ).toBe(true);
    for (const screen of [{ width: 1000, height: 900 }, PHONE, { width: 700, height: 900 }]) {
      await page.setViewportSize(screen);
      for (const [name, selector] of Object.entries(CAROUSELS)) {
        const carousel = page.locator(selector);
        expect(await current(carousel), `${name} at ${screen.width} px: same slide`).toBe(at[name]);
        await restsOnSlide(carousel, `${name} at ${screen.width} px: on a whole slide`);
      }
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
