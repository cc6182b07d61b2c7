/**
 * The notice and event lists as document lists (issue 31), measured in Chromium in every
 * language: on a phone (375 px) a notice's date stays on one line and every row is a few lines
 * tall, an event is a compact row (its calendar leaf left of its name, several rows a screen, no
 * banner); on a desktop (1280 px) the notice list keeps a reading measure.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launch, siteUrl } from '../helpers/browser';

const HOST = 'sunrise.localhost';
const PREFIXES = ['', '/hi', '/mr'];
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };
/** The tallest a notice row may be on a phone: a title of 4 lines and its meta line. */
const NOTICE_ROW_MAX = 150;
/** The tallest an event row may be on a phone (it used to be a 450 px card). */
const EVENT_ROW_MAX = 160;
/** The most a typical event row may be on a phone (the median): about 8 rows a screen. */
const EVENT_ROW_TYPICAL = 100;
/** "About 75 characters": the widest the notice list may be, in `ch` of its own font. */
const MEASURE_CH = 75;

type Row = { height: number; dateHeight: number; dateLine: number; dateLines: number };

/** Each notice row's height, its date's height, line height and number of line boxes. */
function noticeRows(page: Page): Promise<Row[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main li:has(> a[href^="/"][href*="/one/notice/"])')].map(
      (li) => {
        const time = li.querySelector('time');
        const line = time ? Number.parseFloat(getComputedStyle(time).lineHeight) : 0;
        return {
          height: li.getBoundingClientRect().height,
          dateHeight: time?.getBoundingClientRect().height ?? 0,
          dateLine: line,
          dateLines: time?.getClientRects().length ?? 0,
        };
      },
    ),
  );
}

describe.skipIf(!hasChromium)('notice and event lists', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(viewport: { width: number; height: number }) {
    const context = await browser.newContext({ viewport });
    return { context, page: await context.newPage() };
  }

  it('on a phone, a notice row is its title and one meta line: the date never wraps', async () => {
    const { context, page } = await open(PHONE);
    for (const prefix of PREFIXES) {
      await page.goto(siteUrl(HOST, `${prefix}/notice`), { waitUntil: 'load' });
      const rows = await noticeRows(page);
      expect(rows, prefix).toHaveLength(20);
      for (const [i, row] of rows.entries()) {
        const label = `${prefix || '/en'} notice row ${i}`;
        expect(row.dateLines, `${label}: date line boxes`).toBe(1);
        expect(row.dateHeight, `${label}: date height`).toBeLessThanOrEqual(row.dateLine + 1);
        expect(row.height, `${label}: row height`).toBeLessThanOrEqual(NOTICE_ROW_MAX);
      }
    }
    await context.close();
  });

  it('on a desktop, the notice list is at most about 75 characters wide', async () => {
    const { context, page } = await open(DESKTOP);
    for (const prefix of PREFIXES) {
      await page.goto(siteUrl(HOST, `${prefix}/notice`), { waitUntil: 'load' });
      const { width, ch } = await page.evaluate(() => {
        const list = document.querySelector<HTMLUListElement>(
          'main ul:has(a[href*="/one/notice/"])',
        )!;
        // 1ch: the width of "0" in the list's own font.
        const canvas = document.createElement('canvas').getContext('2d')!;
        canvas.font = getComputedStyle(list).font;
        return { width: list.getBoundingClientRect().width, ch: canvas.measureText('0').width };
      });
      expect(width / ch, `${prefix || '/en'}: list width ${width} px in ch`).toBeLessThanOrEqual(
        MEASURE_CH,
      );
    }
    await context.close();
  });

  it('on a phone, an event is a compact row: its date leaf left of its name, several a screen', async () => {
    const { context, page } = await open(PHONE);
    const banners: string[] = [];
    page.on('request', (request) => {
      if (/\/event-\d+\./.test(request.url())) banners.push(request.url());
    });
    for (const prefix of PREFIXES) {
      await page.goto(siteUrl(HOST, `${prefix}/event`), { waitUntil: 'load' });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const rows = await page.evaluate(() =>
        [...document.querySelectorAll('main li:has(a[href*="/one/event/"])')].map((li) => {
          const leaf = li.querySelector('time')?.getBoundingClientRect();
          const name = li.querySelector('a')!.getBoundingClientRect();
          const pictures = [...li.querySelectorAll('img')].filter(
            (img) => img.getBoundingClientRect().height > 0,
          );
          return {
            height: li.getBoundingClientRect().height,
            leafRight: leaf?.right ?? 0,
            leafTop: leaf?.top ?? 0,
            nameLeft: name.left,
            nameTop: name.top,
            pictures: pictures.length,
          };
        }),
      );
      expect(rows, prefix).toHaveLength(20);
      for (const [i, row] of rows.entries()) {
        const label = `${prefix || '/en'} event row ${i}`;
        expect(row.height, `${label}: row height`).toBeLessThanOrEqual(EVENT_ROW_MAX);
        expect(row.leafRight, `${label}: date leaf left of the name`).toBeLessThan(row.nameLeft);
        expect(Math.abs(row.leafTop - row.nameTop), `${label}: leaf beside the name`).toBeLessThan(
          24,
        );
        expect(row.pictures, `${label}: no banner on a phone`).toBe(0);
      }
      const heights = rows.map((row) => row.height).sort((a, b) => a - b);
      expect(heights[10], `${prefix || '/en'}: median event row height`).toBeLessThanOrEqual(
        EVENT_ROW_TYPICAL,
      );
    }
    expect(banners, 'banners fetched on a phone').toEqual([]);
    await context.close();
  });
});
