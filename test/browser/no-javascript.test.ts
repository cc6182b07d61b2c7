/**
 * The README's promise ("Every page works without JavaScript"), as a visitor without JavaScript
 * meets it: what each page shows is visible and every control works as plain HTML (links,
 * `<details>`, forms). Pages are visited
 * once first, so the reads are warm: a warm page must arrive whole, never in a streamed form
 * whose content only React's inline script reveals (nor may the page cache keep such a form).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { paths } from '../bench/pages';
import { expectTabLanding, hasChromium, launch, siteUrl, tabBarHeight } from '../helpers/browser';
import { httpGet } from '../helpers/http';

const HOST = 'sunrise.localhost';

describe.skipIf(!hasChromium)('with JavaScript off', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string, width = 1280, height = 900): Promise<Page> {
    await httpGet(inject('siteOrigin').port, HOST, path); // the reads warm, as for most visitors
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width, height },
    });
    const page = await context.newPage();
    const response = await page.goto(siteUrl(HOST, path));
    expect(response?.status()).toBe(200);
    return page;
  }

  const visible = (page: Page, selector: string) => page.locator(selector).first().isVisible();

  it('home: the latest notices, events and quick links are on the page, visible', async () => {
    for (let visit = 0; visit < 2; visit++) {
      // The second visit may come from the page cache: it must be just as whole.
      const page = await open('/');
      expect(
        await visible(page, '[aria-labelledby="home-notice"] a[href^="/one/notice/"]'),
        `visit ${visit + 1}`,
      ).toBe(true);
      expect(
        await visible(page, '[aria-labelledby="home-event"] a[href^="/one/event/"]'),
        `visit ${visit + 1}`,
      ).toBe(true);
      expect(await visible(page, '[aria-labelledby="home-quick"] li a')).toBe(true);
      expect(await page.locator('[aria-busy="true"]').count()).toBe(0);
      await page.context().close();
    }
  });

  it('menus open by click and lead to real pages', async () => {
    const page = await open('/');
    const menu = page
      .locator('nav.menubar > ul > li > details.menu:has(> ul > li > a[href^="/"])')
      .first();
    await menu.locator(':scope > summary').click();
    const link = menu.locator(':scope > ul > li > a[href^="/"]').first();
    expect(await link.isVisible()).toBe(true);
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((url) => url.pathname + url.search === href);
    expect(await page.locator('h1').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('tabs are links to their own pages', async () => {
    const page = await open('/institute/profile');
    const tab = page.locator('.tabbar a[href="/institute/vision-mission#tab-content"]').first();
    await tab.click();
    await page.waitForURL((url) => url.pathname === '/institute/vision-mission');
    expect(await page.locator('.tabbar [aria-current="page"]').first().getAttribute('href')).toBe(
      '/institute/vision-mission#tab-content',
    );
    await page.context().close();
  });

  it('accordions open and their details load as a page of their own', async () => {
    // New Admission shows its programmes open (decision 092); each card's View Details is an
    // accordion whose details load as a page of their own.
    const page = await open(paths().admission);
    const card = page
      .locator('main details', { has: page.locator('summary', { hasText: 'View Details' }) })
      .first();
    await card.locator('summary').first().click();
    const details = card.locator('a', { hasText: 'Show details' }).first();
    // The accordion grows to its height (decision 030): wait for the link, not for a moment.
    await details.waitFor({ state: 'visible' });
    await details.click();
    await page.waitForURL((url) => url.searchParams.has('open'));
    expect(await page.locator('main details[open]').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('galleries: the newest year is open, another opens to its categories, a category to its pictures', async () => {
    const page = await open('/photo/gallery');
    expect(await visible(page, 'main details[open] a[href*="/category/"]')).toBe(true);
    const year = page.locator('main details').nth(1);
    await year.locator('summary').click();
    const show = year.locator('a', { hasText: 'Show details' }).first();
    await show.click();
    await page.waitForURL((url) => url.searchParams.has('year'));
    const category = page.locator('main a[href*="/category/"]').first();
    expect(await category.isVisible()).toBe(true);
    await category.click();
    await page.waitForURL((url) => url.pathname.includes('/category/'));
    expect(await visible(page, 'main img')).toBe(true);
    // Every picture is a link to the picture itself: its widest variant (decision 050).
    const links = await page
      .locator('main .thumbs a')
      .evaluateAll((all) =>
        all.map((a) => [(a as HTMLAnchorElement).href, a.querySelector('img')?.src ?? '']),
      );
    expect(links.length).toBeGreaterThan(0);
    // A GIF's link asks for it moving (`a=1`, decision 091); its grid picture is still.
    const variant = (url: string) =>
      url.replace(/\/img\/\d+\//, '/img/<width>/').replace(/&a=1$/, '');
    for (const [href, src] of links) {
      expect(href).toMatch(/\/img\/1920\//);
      expect(variant(href)).toBe(variant(src));
    }
    await page.context().close();
  });

  it('the staff search works as a plain form', async () => {
    const page = await open('/institute/faculties/teaching', 375);
    // Person rows (a department's heading row has no data-search).
    const rows = page.locator('main table tbody tr[data-search]');
    const all = await rows.count();
    const search = page.getByRole('searchbox').first();
    const name = (await rows.first().locator('td.name').innerText()).trim();
    await search.fill(name);
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === name);
    const found = await page.locator('main table tbody tr[data-search]').count();
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(all);
    await page.context().close();
  });

  it('on a phone the tab bar is one short row, and a tab link lands on its content', async () => {
    const page = await open(paths().departmentAbout, 375, 800);
    expect(await tabBarHeight(page)).toBeLessThanOrEqual(56);
    await page.locator('.tabbar a', { hasText: 'Syllabus' }).click();
    await page.waitForURL(/\/tab\/syllabus/);
    await expectTabLanding(page, 'Syllabus');
    await page.context().close();
  });
});
