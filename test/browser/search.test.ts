/**
 * Site search in Chromium: results as the visitor types in the header's form, used by keyboard
 * alone (ArrowDown into the list, ArrowUp/ArrowDown, Enter follows, Escape clears), asking only
 * this worker; axe finds nothing on the open list or the results page; without JavaScript the
 * plain form (header on desktop, the sticky bar's Search on a phone) leads to the results page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/i18n/catalogue';
import {
  axeViolations,
  collectErrors,
  hasChromium,
  launch,
  openHydrated,
  siteUrl,
} from '../helpers/browser';
import { httpGet } from '../helpers/http';
import { englishLabels, englishLeft, pageTexts } from '../helpers/i18n';

const HOST = 'sunrise.localhost';
const demoControl = (path: string, init?: RequestInit) =>
  fetch(`${inject('siteOrigin').demo}/__control${path}`, init);

/** What has focus: the header's field, the nth link of its list, or something else. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (el?.id === 'header-search-q') return 'field';
    const links = [...document.querySelectorAll('#header-search-results a')];
    const at = links.indexOf(el as Element);
    return at >= 0 ? `link ${at}` : (el?.tagName ?? 'none');
  });

describe.skipIf(!hasChromium)('site search in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
    // The institute's index built and its reads cached, as for every visitor but the first.
    await httpGet(inject('siteOrigin').port, HOST, '/search?q=warm');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows results as the visitor types, navigable by keyboard alone, asking only this worker', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      bypassCSP: true, // only so that axe can be injected below
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await openHydrated(page, HOST, '/');
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'fetch') asked.push(r.url());
    });
    await demoControl('/requests', { method: 'DELETE' });

    // Keyboard only: Tab until the header's field has focus, then type.
    for (let i = 0; i < 80 && (await focused(page)) !== 'field'; i++)
      await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('field');
    await page.keyboard.type('hackath', { delay: 30 });
    const list = page.locator('#header-search-results a');
    await expect.poll(() => list.count()).toBeGreaterThan(0);
    expect(await page.locator('#header-search-results').isVisible()).toBe(true);
    expect(await list.first().innerText()).toMatch(/Hackathon/);
    expect(await page.locator('#header-search-results mark').first().innerText()).toMatch(
      /^Hackathon$/i,
    );
    await expect
      .poll(() => page.locator('.site-search [role="status"]').first().innerText())
      .toMatch(/\d+ results? for “hackath”/);
    // Debounced, from this worker only, and not a provider read among them.
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.length).toBeLessThan('hackath'.length);
    for (const url of asked)
      expect(url).toMatch(/^http:\/\/sunrise\.localhost:\d+\/search\.json\?q=/);
    // The host's mapping may come due for its background refresh while a slow machine types
    // (CACHE_FRESH_SECONDS after the tier's first visit): that read is the frame's, not search's.
    const provider = (await (await demoControl('/requests')).json()) as {
      requests: { path: string }[];
    };
    expect(provider.requests.filter((r) => !r.path.endsWith('/domain/by/host'))).toEqual([]);

    expect(await axeViolations(page), 'the open list').toEqual([]);

    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('link 0');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('link 1');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('field');

    // Focus leaving the form hides the list; coming back shows it again.
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => page.locator('#header-search-results').isVisible()).toBe(false);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('field');
    await expect.poll(() => page.locator('#header-search-results').isVisible()).toBe(true);

    // Escape clears the field and closes the list.
    await page.keyboard.press('Escape');
    expect(await page.locator('#header-search-q').inputValue()).toBe('');
    await expect.poll(() => page.locator('#header-search-results').isVisible()).toBe(false);

    // Enter on a result follows it (an event: no page or gallery is named so).
    await page.keyboard.type('blood donation', { delay: 30 });
    await expect.poll(() => list.count()).toBeGreaterThan(0);
    await page.keyboard.press('ArrowDown');
    const target = await list.first().getAttribute('href');
    expect(target).toMatch(/^\/one\/event\//);
    await Promise.all([
      page.waitForURL((url) => url.pathname === target),
      page.keyboard.press('Enter'),
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on /hi/ the header form speaks Hindi after hydration, and its results link in /hi/', async () => {
    const hi = messages('hi').search;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await openHydrated(page, HOST, '/hi/');
    const field = page.locator('#header-search-q');
    await field.focus();
    await page.keyboard.type('hackath', { delay: 30 });
    const list = page.locator('#header-search-results a');
    await expect.poll(() => list.count()).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('.site-search [role="status"]').first().innerText())
      .toMatch(/^“hackath” के लिए \d+ परिणाम।$/);
    expect(await field.getAttribute('placeholder')).toBe(hi.island.field);
    expect(await page.locator('label[for="header-search-q"]').innerText()).toBe(hi.island.field);
    expect(
      await page.getByRole('search', { name: hi.siteLabel }).getByRole('button').innerText(),
    ).toBe(hi.island.submit);
    for (const link of await list.all()) {
      const href = (await link.getAttribute('href')) ?? '';
      if (href.startsWith('/')) expect(href).toMatch(/^\/hi\//);
      expect(Object.values(hi.kinds)).toContain(await link.locator('.search-kind').innerText());
    }
    const form = await page
      .locator('#header-search-q')
      .evaluate((el) => el.closest('form')!.outerHTML);
    const english = englishLabels('hi', (m) => m.search);
    expect(englishLeft(pageTexts(form), english)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the results page marks matched words and passes axe, at 375 and 1280 px', async () => {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        bypassCSP: true,
      });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await openHydrated(page, HOST, '/search?q=admission');
      expect(await page.locator('ol.search-results > li').count()).toBeGreaterThan(0);
      expect(await page.locator('ol.search-results mark').first().innerText()).toMatch(
        /admission/i,
      );
      expect(await axeViolations(page), `${width}px`).toEqual([]);
      // With its filter by kind chosen, and with no results (a suggestion and other places).
      await openHydrated(page, HOST, '/search?q=examination&kind=notice');
      expect(await page.locator('nav.search-kinds [aria-current="page"]').count()).toBe(1);
      expect(await axeViolations(page), `${width}px, filtered`).toEqual([]);
      await openHydrated(page, HOST, '/search?q=hakaton');
      expect(await page.locator('.search-suggestion a').innerText()).toBe('hackathon');
      expect(await axeViolations(page), `${width}px, no results`).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('a notice found by its circular’s words shows that line, and Hindi typed in Latin letters finds Devanagari, at 375 px (issue 30)', async () => {
    // The documents read after the index build of `beforeAll`, the newest notices' first.
    const { port } = inject('siteOrigin');
    await expect
      .poll(
        async () => {
          const r = await httpGet(port, HOST, '/search.json?q=invigilator');
          return (JSON.parse(r.body) as { hits: { title: { text: string }[] }[] }).hits.map((h) =>
            h.title.map((x) => x.text).join(''),
          );
        },
        { timeout: 60_000, interval: 250 },
      )
      .toContainEqual(expect.stringMatching(/^Notice 63: /));
    const context = await browser.newContext({
      viewport: { width: 375, height: 800 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await openHydrated(page, HOST, '/search?q=invigilator');
    const notice = page.locator('ol.search-results > li', { hasText: 'Notice 63:' });
    const line = notice.locator('.search-excerpt');
    expect(await line.innerText()).toMatch(
      /^Found inside the document: The invigilator collects the answer books/,
    );
    expect(await line.locator('mark').innerText()).toBe('invigilator');
    // The line is read whole on a phone: no part of it runs off the screen.
    const box = await line.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    expect(await axeViolations(page), 'found inside').toEqual([]);

    // "pravesh", as a phone types प्रवेश, finds the Marathi institute's New Admission page first.
    await openHydrated(page, 'gyandeep.localhost', '/mr/search?q=pravesh');
    const first = page.locator('ol.search-results > li').first();
    expect(await first.locator('h2').innerText()).toBe('नवीन प्रवेश');
    expect(await first.locator('mark').first().innerText()).toBe('प्रवेश');
    expect(await axeViolations(page), 'Latin-typed Hindi').toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without JavaScript the header form on desktop, and Search in the phone’s sticky bar, lead to results', async () => {
    const desktop = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      javaScriptEnabled: false,
    });
    let page = await desktop.newPage();
    await page.goto(siteUrl(HOST, '/notice'));
    await page.locator('#header-search-q').fill('scholarship');
    await Promise.all([page.waitForURL(/\/search\?q=scholarship$/), page.keyboard.press('Enter')]);
    const first = page.locator('ol.search-results h2 a').first();
    expect(await first.innerText()).toMatch(/Scholarship/);
    await desktop.close();

    const phone = await browser.newContext({
      viewport: { width: 375, height: 800 },
      javaScriptEnabled: false,
    });
    page = await phone.newPage();
    await page.goto(siteUrl(HOST, '/'));
    expect(await page.locator('#header-search-q').isVisible()).toBe(false);
    const barSearch = page.locator('.navbar a.navbar-search');
    expect(await barSearch.isVisible()).toBe(true);
    await Promise.all([page.waitForURL(/\/search$/), barSearch.click()]);
    await page.locator('#page-search-q').fill('hackathon');
    await Promise.all([page.waitForURL(/\/search\?q=hackathon$/), page.keyboard.press('Enter')]);
    expect(await page.locator('ol.search-results h2 a').first().innerText()).toMatch(/Hackathon/);
    // The drawer's form works the same.
    await page.goto(siteUrl(HOST, '/'));
    await page.locator('.drawer > summary').click();
    await page.locator('.drawer-search input[name="q"]').fill('campus');
    await Promise.all([page.waitForURL(/\/search\?q=campus$/), page.keyboard.press('Enter')]);
    expect(await page.locator('ol.search-results li').count()).toBeGreaterThan(0);
    await phone.close();
  });
  it('on a phone, one tap on the sticky bar’s Search puts the focus in a search field (issue 30)', async () => {
    const phone = { viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true };
    /** The focused element: its id, and whether it is a search field. */
    const active = (page: Page) =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        return { id: el?.id ?? '', search: el?.tagName === 'INPUT' && el.type === 'search' };
      });

    // With JavaScript: the drawer opens at its search field, focused in the same tap.
    const context = await browser.newContext({ ...phone, bypassCSP: true });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await openHydrated(page, HOST, '/notice');
    await page.locator('.navbar a.navbar-search').tap();
    expect(await active(page)).toEqual({ id: 'drawer-q', search: true });
    expect(new URL(page.url()).pathname).toBe('/notice');
    expect(await page.locator('#drawer-q').isVisible()).toBe(true);
    await page.keyboard.type('hackathon');
    await Promise.all([page.waitForURL(/\/search\?q=hackathon$/), page.keyboard.press('Enter')]);
    expect(await page.locator('ol.search-results h2 a').first().innerText()).toMatch(/Hackathon/);
    // Escape closes the drawer; focus goes back to the link that opened it.
    await openHydrated(page, HOST, '/notice');
    await page.locator('.navbar a.navbar-search').tap();
    expect(await active(page)).toEqual({ id: 'drawer-q', search: true });
    expect(await axeViolations(page), 'the drawer open at its search').toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#drawer-q').isVisible()).toBe(false);
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('navbar-search')),
    ).toBe(true);
    expect(errors).toEqual([]);
    await context.close();

    // Without JavaScript: the link leads to the search page, its field focused.
    const plain = await browser.newContext({ ...phone, javaScriptEnabled: false });
    const still = await plain.newPage();
    await still.goto(siteUrl(HOST, '/notice'));
    await Promise.all([
      still.waitForURL(/\/search$/),
      still.locator('.navbar a.navbar-search').tap(),
    ]);
    expect(await active(still)).toEqual({ id: 'page-search-q', search: true });
    // A results page does not take the focus away from its results.
    await still.goto(siteUrl(HOST, '/search?q=hackathon'));
    expect((await active(still)).search).toBe(false);
    await plain.close();
  });
});
