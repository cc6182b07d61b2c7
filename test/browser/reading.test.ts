/**
 * Reading comfort in Chromium at 1280x900 and 375x800: every page type sets its title, its tab
 * row and its content on one left edge (the same on every page), running text stays within about
 * 75 characters a line, and accordions animate their height unless reduced motion is asked for
 * (without JavaScript too).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageTypes } from '../bench/pages';
import { hasChromium, launch, settled, siteUrl } from '../helpers/browser';

const HOST = 'sunrise.localhost';
const SCREENS = [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
];
/** "About 75 characters": the measure in `ch` of the paragraph's font, and counted on a line. */
const MAX_CH = 80;

type Edges = {
  h1: number | null;
  tabs: number | null;
  content: number | null;
  footer: number | null;
};

/**
 * The left edges of the page's visible h1, its tab row (where its first tab starts, the row
 * scrolled back to its start), its first content block below them and the footer's first column.
 */
function leftEdges(page: Page): Promise<Edges> {
  return page.evaluate(() => {
    const shown = (el: Element | null) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 ? r : null;
    };
    const h1 = shown(document.querySelector('main h1'));
    const tab = document.querySelector('main > .tabbar li');
    const row = tab?.closest('ul');
    const tabLeft = tab && row ? tab.getBoundingClientRect().left + row.scrollLeft : null;
    const body = document.querySelector('main .page-body, main .home-columns');
    const first = [...(body?.children ?? [])].find((el) => shown(el));
    const footer = shown(document.querySelector('.footer-grid > *'));
    return {
      h1: h1 ? Math.round(h1.left) : null,
      tabs: tabLeft === null ? null : Math.round(tabLeft),
      content: first ? Math.round(first.getBoundingClientRect().left) : null,
      footer: footer ? Math.round(footer.left) : null,
    };
  });
}

/** The widest paragraph of `<main>`: its width in `ch` of its font and its longest line's length. */
function widestParagraph(page: Page): Promise<{ ch: number; chars: number; text: string }> {
  return page.evaluate(() => {
    let widest = { ch: 0, chars: 0, text: '' };
    for (const p of document.querySelectorAll<HTMLElement>('main p')) {
      const box = p.getBoundingClientRect();
      if (box.width < 2 || !p.textContent?.trim()) continue;
      const probe = document.createElement('span');
      probe.style.font = getComputedStyle(p).font;
      probe.style.position = 'absolute';
      probe.textContent = '0';
      p.appendChild(probe);
      const ch = box.width / probe.getBoundingClientRect().width;
      probe.remove();
      if (ch <= widest.ch) continue;
      // Characters per rendered line: each character's line is the top of its box.
      const lines = new Map<number, number>();
      const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          const top = Math.round(rect.top);
          lines.set(top, (lines.get(top) ?? 0) + 1);
        }
      }
      const chars = Math.max(0, ...lines.values());
      widest = { ch, chars, text: (p.textContent ?? '').trim().slice(0, 40) };
    }
    return widest;
  });
}

/** The height of the first `<details>` matching `selector`'s content box (`::details-content`). */
function contentHeight(page: Page, selector: string) {
  return page.evaluate(
    (sel) =>
      Number.parseFloat(getComputedStyle(document.querySelector(sel)!, '::details-content').height),
    selector,
  );
}

/**
 * Toggles the first `<details>` matching `selector` and reads its content's height at once, in the
 * same task: a height transition starts from where it was (0 when opening, the full height when
 * closing), while without one the height is already the end's.
 */
function toggle(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const details = document.querySelector<HTMLDetailsElement>(sel)!;
    details.scrollIntoView();
    details.open = !details.open;
    const height = getComputedStyle(details, '::details-content').height;
    return { open: details.open, height: Number.parseFloat(height) };
  }, selector);
}

describe.skipIf(!hasChromium)('reading comfort', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const screen of SCREENS) {
    it(`at ${screen.width} px every page type has one left edge (title, tabs, content, footer) and lines of at most about 75 characters`, async () => {
      const context = await browser.newContext({ viewport: screen });
      const page = await context.newPage();
      let column: number | null = null;
      for (const { name, path } of pageTypes({ all: true })) {
        await page.goto(siteUrl(HOST, path), { waitUntil: 'load' });
        const edges = await leftEdges(page);
        expect(edges.content, `${name}: its content`).not.toBeNull();
        column ??= edges.content!;
        for (const [what, left] of Object.entries(edges)) {
          if (left === null) continue;
          expect(
            Math.abs(left - column),
            `${name} at ${screen.width} px: ${what} starts at ${left}, the column at ${column}`,
          ).toBeLessThanOrEqual(1);
        }
        const widest = await widestParagraph(page);
        expect(widest.ch, `${name}: "${widest.text}" width in ch`).toBeLessThanOrEqual(MAX_CH);
        expect(widest.chars, `${name}: "${widest.text}" characters a line`).toBeLessThanOrEqual(
          MAX_CH,
        );
      }
      await context.close();
    });
  }

  it('a tab bar inside the content (the quality indicators) has pills like the page tab bar', async () => {
    const context = await browser.newContext({ viewport: SCREENS[0] });
    const page = await context.newPage();
    const naac = pageTypes({ all: true }).find((p) => p.name === 'deep NAAC page')!;
    await page.goto(siteUrl(HOST, naac.path), { waitUntil: 'load' });
    const inset = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((tab) => {
          const text = document.createRange();
          text.selectNodeContents(tab);
          return Math.round(text.getBoundingClientRect().left - tab.getBoundingClientRect().left);
        });
    const outer = await inset('main > .tabbar .tab');
    expect(outer).toBeGreaterThan(8);
    expect(await inset('.qif .tabbar .tab')).toBe(outer);
    await context.close();
  });

  const ACCORDIONS = [
    { name: 'admission checklist', path: '/admission/document', selector: '.accordion > details' },
    {
      name: 'quality tree',
      path: pageTypes({ all: true }).find((p) => p.name === 'deep NAAC page')!.path,
      selector: 'details.quality-node',
    },
  ];

  it('accordions animate their height when they open and close', async () => {
    const context = await browser.newContext({ viewport: SCREENS[1] });
    const page = await context.newPage();
    for (const { name, path, selector } of ACCORDIONS) {
      await page.goto(siteUrl(HOST, path), { waitUntil: 'load' });
      const opening = await toggle(page, selector);
      expect(opening.open, `${name}: opened`).toBe(true);
      expect(opening.height, `${name}: opening starts closed`).toBeLessThanOrEqual(1);
      await expect.poll(() => contentHeight(page, selector)).toBeGreaterThan(20);
      const full = await settled(() => contentHeight(page, selector));
      const closing = await toggle(page, selector);
      expect(closing.open, `${name}: closed`).toBe(false);
      expect(closing.height, `${name}: closing starts open`).toBeCloseTo(full, 0);
      await expect.poll(() => contentHeight(page, selector)).toBe(0);
    }
    await context.close();
  });

  it('accordions open and close at once when reduced motion is asked for', async () => {
    const context = await browser.newContext({ viewport: SCREENS[1], reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const { name, path, selector } of ACCORDIONS) {
      await page.goto(siteUrl(HOST, path), { waitUntil: 'load' });
      expect((await toggle(page, selector)).height, `${name}: open at once`).toBeGreaterThan(20);
      expect((await toggle(page, selector)).height, `${name}: closed at once`).toBe(0);
    }
    await context.close();
  });

  it('without JavaScript an accordion opens to its full content', async () => {
    const context = await browser.newContext({ viewport: SCREENS[1], javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(HOST, ACCORDIONS[1].path));
    const details = page.locator(ACCORDIONS[1].selector).first();
    await details.locator(':scope > summary').click();
    const list = details.locator(':scope > .quality-list');
    await expect
      .poll(() => list.evaluate((el) => el.getBoundingClientRect().height))
      .toBeGreaterThan(20);
    await expect
      .poll(() =>
        details.evaluate((d) => {
          const inner = d.querySelector(':scope > .quality-list')!.getBoundingClientRect();
          return d.getBoundingClientRect().bottom >= inner.bottom;
        }),
      )
      .toBe(true);
    await context.close();
  });
});
