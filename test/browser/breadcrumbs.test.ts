/**
 * Breadcrumbs and the site map page in Chromium (issue 19): axe finds nothing at 375 and 1280 px
 * in each language, and on a phone the trail (collapsed to Home and the step above the page) starts
 * one line in the cover banner with every step of it on the screen, so the header chrome keeps its
 * 200 px and the page's title its place on the first screen. No name is cut, and each link is a
 * 24 px target (issue 31).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import {
  axeViolations,
  chromeBottom,
  collectErrors,
  hasChromium,
  launch,
  openHydrated,
} from '../helpers/browser';

const HOST = 'sunrise.localhost';
const PHONE = { width: 375, height: 800 };
const CHROME_MAX = 200;
const s = ids.sunrise;
const longNotice = sunrise.notices.find((n) => Array.from(n.insAnnTitle).length > 80)!;
const department = s.departmentIds[0];

/** Pages with the longest trails the site makes, in each language. */
const PAGES = [
  `/one/notice/${longNotice._id}/detail`,
  `/hi/onedepartment/${department}/tab/syllabus`,
  `/mr/committee/${s.iqacId}/one/${s.committeeIds[0]}/nxt/meeting`,
  '/sitemap',
  '/hi/sitemap',
];

/**
 * The shown items' tops (one line: all equal) and right edge (every step on the screen), the
 * page's width and its title's box.
 */
function layout(page: Page) {
  return page.evaluate(() => {
    // A phone shows Home and the step above the page only (the others are display: none).
    const items = [...document.querySelectorAll('nav.breadcrumb li')].filter(
      (li) => li.getClientRects().length > 0,
    );
    const h1 = document.querySelector('main h1')!.getBoundingClientRect();
    const nav = document.querySelector('nav.breadcrumb')!.getBoundingClientRect();
    return {
      tops: [...new Set(items.map((li) => Math.round(li.getBoundingClientRect().top)))],
      right: Math.max(...items.map((li) => li.getBoundingClientRect().right)),
      navBottom: nav.bottom,
      pageWidth: document.documentElement.scrollWidth,
      h1: { top: h1.top, bottom: h1.bottom },
    };
  });
}

describe.skipIf(!hasChromium)('breadcrumbs in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // A department's tab: Home › Department › <type> › <department> › the tab.
  for (const lang of ['', '/hi', '/mr']) {
    const path = `${lang}/onedepartment/${department}/tab/syllabus`;
    it(`${path} at 375 and 1280 px: no step's words cut, every link a 24 px target apart from the others`, async () => {
      for (const width of [PHONE.width, 1280]) {
        const context = await browser.newContext({ viewport: { width, height: PHONE.height } });
        const page = await context.newPage();
        await openHydrated(page, HOST, path);
        const shown = await page.evaluate(() =>
          [
            ...document.querySelectorAll<HTMLElement>(
              'nav.breadcrumb a, nav.breadcrumb [aria-current]',
            ),
          ]
            .filter((el) => el.getClientRects().length > 0)
            .map((el) => {
              const { left, top, right, bottom, width, height } = el.getBoundingClientRect();
              return {
                text: el.textContent!,
                link: el.localName === 'a',
                clipped: el.scrollWidth > el.clientWidth,
                ellipsis: getComputedStyle(el).textOverflow === 'ellipsis',
                box: { left, top, right, bottom, width, height },
              };
            }),
        );
        // A phone shows GOV.UK's collapsed trail: Home and the department (the tab is the title).
        expect(
          shown.map((s) => s.link),
          `${path} at ${width}px: the steps shown (true: a link)`,
        ).toEqual(width === PHONE.width ? [true, true] : [true, true, true, true, false]);
        for (const s of shown) {
          expect(s.clipped, `${path} at ${width}px: "${s.text}" clipped`).toBe(false);
          expect(s.ellipsis, `${path} at ${width}px: "${s.text}" ellipsized`).toBe(false);
          if (!s.link) continue;
          expect(s.box.width, `${path} at ${width}px: "${s.text}" width`).toBeGreaterThanOrEqual(
            24,
          );
          expect(s.box.height, `${path} at ${width}px: "${s.text}" height`).toBeGreaterThanOrEqual(
            24,
          );
        }
        const links = shown.filter((s) => s.link).map((s) => s.box);
        for (const [i, a] of links.entries())
          for (const b of links.slice(i + 1))
            expect(
              a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top,
              `${path} at ${width}px: targets overlap`,
            ).toBe(true);
        await context.close();
      }
    });
  }

  for (const path of PAGES) {
    it(`${path}: axe finds nothing at 375 and 1280 px; one line on a phone, title on the first screen`, async () => {
      for (const width of [PHONE.width, 1280]) {
        // bypassCSP only so the test can inject axe; the page's own scripts run under its CSP.
        const context = await browser.newContext({
          viewport: { width, height: PHONE.height },
          bypassCSP: true,
        });
        const page = await context.newPage();
        const errors = collectErrors(page);
        await openHydrated(page, HOST, path);
        expect(await page.locator('nav.breadcrumb [aria-current="page"]').count()).toBe(1);
        expect(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
        expect(errors, `${path} at ${width}px`).toEqual([]);
        const at = await layout(page);
        expect(at.tops.length, `${path} at ${width}px: the trail's lines`).toBe(1);
        expect(at.pageWidth, `${path} at ${width}px: no sideways scroll`).toBeLessThanOrEqual(
          width,
        );
        expect(at.right, `${path} at ${width}px: every step on the screen`).toBeLessThanOrEqual(
          width,
        );
        if (width === PHONE.width) {
          expect(await chromeBottom(page), `${path}: header chrome`).toBeLessThanOrEqual(
            CHROME_MAX,
          );
          expect(at.navBottom, `${path}: the trail above the title`).toBeLessThanOrEqual(at.h1.top);
          expect(at.h1.bottom, `${path}: the title on the first screen`).toBeLessThan(PHONE.height);
        }
        await context.close();
      }
    });
  }
});
