/**
 * Browser-test helpers: Debian's Chromium through playwright-core (no browser download), in its
 * headless shell when installed (chromium.ts). Without /usr/bin/chromium the browser tests skip,
 * except with CI=true, where they must run.
 */
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS, CHROMIUM_BROWSER, hasChromium } from './chromium.ts';

export { hasChromium };

if (!hasChromium) {
  if (process.env.CI === 'true')
    throw new Error(
      `CI=true but no Chromium at ${CHROMIUM_BROWSER}: browser tests must run in CI (apt-get install chromium)`,
    );
  console.warn(
    `browser tests skipped: no Chromium at ${CHROMIUM_BROWSER} (apt-get install chromium)`,
  );
}

/**
 * Ceiling for one browser action or navigation. Generous on purpose: with another test suite on
 * the same 2-core machine, a navigation has taken over 30 s (Playwright's default). A ceiling, not
 * a wait: a passing step ends as soon as its condition holds.
 */
export const ACTION_TIMEOUT_MS = 90_000;

/**
 * The browser tier's Chromium: in a test file, a connection to the one Chromium the tier's global
 * setup started (site.setup.ts), so files share its start-up; closing the connection closes the
 * file's contexts, never that Chromium. Elsewhere (scripts/shots.ts) a Chromium of its own, as
 * for a test of the PDF viewer (`pdfViewer`) when the tier runs in the headless shell, which has
 * none: the whole browser then.
 */
export async function launch({ pdfViewer = false } = {}): Promise<Browser> {
  const executablePath = pdfViewer ? CHROMIUM_BROWSER : CHROMIUM;
  const shared =
    process.env.VITEST && executablePath === CHROMIUM ? inject('chromiumEndpoint') : undefined;
  const browser = shared
    ? await chromium.connect(shared, { timeout: ACTION_TIMEOUT_MS })
    : await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS);
    return context;
  };
  return browser;
}

/** URL of a page on a demo institute's host (`sunrise.localhost` resolves to loopback in Chromium). */
export function siteUrl(host: string, path = '/'): string {
  return `http://${host}:${inject('siteOrigin').port}${path}`;
}

/** Opens `path` and waits until the client bundle has hydrated every island present at load. */
export async function openHydrated(page: Page, host: string, path = '/') {
  await page.goto(siteUrl(host, path), { waitUntil: 'load' });
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === 'true',
    undefined,
    { timeout: ACTION_TIMEOUT_MS },
  );
}

/**
 * Collects console errors and page errors (hydration mismatches surface here), each with where it
 * came from. Failed loads from other hosts, and messages of Chromium's own pages (its built-in
 * PDF viewer inside our file viewer's frame runs as chrome-extension://), are the browser's, not
 * the site's, and are left out.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    const from = msg.location().url;
    if (/^(chrome|chrome-extension|devtools):/.test(from)) return;
    // No internet here: another host's picture or player (YouTube) fails to load, as it would not
    // for a visitor (CHROMIUM_ARGS in chromium.ts).
    if (/^https?:\/\/(?!(127\.0\.0\.1|localhost|[a-z0-9-]+\.localhost)[:/])/.test(from)) return;
    if (msg.type() === 'error' || (msg.type() === 'warning' && /hydrat/i.test(msg.text())))
      errors.push(`${msg.text()} (${from || 'unknown source'})`);
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/**
 * A one-finger swipe from (x, y) by `dy` pixels (negative: the finger moves up, the page scrolls
 * down) and `dx` (negative: to the left), as real touch events through the browser's input
 * pipeline, so touch-action, scroll chaining and overscroll-behavior apply. The page needs a
 * context with `hasTouch`.
 */
export async function swipe(page: Page, x: number, y: number, dy: number, dx = 0) {
  const cdp = await page.context().newCDPSession(page);
  const point = (i: number) => [
    { x: Math.round(x + (dx * i) / 10), y: Math.round(y + (dy * i) / 10) },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(0) });
  for (let i = 1; i <= 10; i++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(i) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Polls `read` until two reads 150 ms apart agree (scroll animations finished). */
export async function settled<T>(read: () => Promise<T>): Promise<T> {
  let last = await read();
  for (let i = 0; i < 40; i++) {
    await new Promise((r) => setTimeout(r, 150));
    const next = await read();
    if (next === last) return next;
    last = next;
  }
  return last;
}

/** The height of the page's tab bar (the first `.tabbar`) as laid out. */
export const tabBarHeight = (page: Page) =>
  page
    .locator('.tabbar')
    .first()
    .evaluate((el) => el.getBoundingClientRect().height);

/** Whether the tab labelled `label` lies wholly inside its scrolling row and the viewport's width. */
export const tabInRow = (page: Page, label: string) =>
  page
    .locator('.tabbar a', { hasText: label })
    .first()
    .evaluate((tab) => {
      const row = tab.closest('ul')!.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      return (
        box.left >= row.left - 1 &&
        box.right <= row.right + 1 &&
        box.left >= 0 &&
        box.right <= innerWidth
      );
    });

/**
 * What a visitor sees after following a tab link on a screen `height` px high: the address names
 * the content as its target, the content's heading is on the first screen (top within
 * 0..height, once any scrolling has settled), and the active tab is in view in its row.
 */
export async function expectTabLanding(page: Page, label: string, height = 800) {
  expect(new URL(page.url()).hash).toBe('#tab-content');
  expect(await page.evaluate(() => document.querySelector(':target')?.id)).toBe('tab-content');
  const top = await settled(() =>
    page
      .locator('#tab-content')
      .getByRole('heading')
      .first()
      .evaluate((el) => Math.round(el.getBoundingClientRect().top)),
  );
  expect(top, 'content heading top').toBeGreaterThanOrEqual(0);
  expect(top, 'content heading top').toBeLessThan(height - 40);
  const active = page.locator('.tabbar a[aria-current="page"]').first();
  expect(await active.textContent()).toBe(label);
  expect(await tabInRow(page, label), `${label} tab in view in its row`).toBe(true);
}

const axeSource: string = createRequire(import.meta.url)('axe-core').source;

/**
 * axe-core's WCAG 2.2 A/AA violations (2.1's, with 2.2's `target-size`) on the page as it is now, within `selector` (the whole
 * document by default), each as "rule: up to three targets". The page's context needs
 * `bypassCSP: true`, so that axe can be injected.
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (within) => {
    const { axe } = window as unknown as {
      axe: {
        run(
          ctx: unknown,
          opts: unknown,
        ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
      };
    };
    const result = await axe.run(within ? document.querySelector(within) : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
  }, selector);
}

/** The bottom of the header chrome: the lowest edge of what stands above `<main>` (in px). */
export function chromeBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    const main = document.querySelector('main') as HTMLElement;
    let bottom = 0;
    for (const el of document.body.children) {
      if (el === main) break;
      const r = el.getBoundingClientRect();
      if (r.height > 0 && getComputedStyle(el).position !== 'absolute')
        bottom = Math.max(bottom, r.bottom);
    }
    return bottom;
  });
}

export type LayoutShifts = { all: number; content: number; moved: string[] };

/**
 * Sums the page's layout shifts from its first byte (not those after input) into
 * `window.__shifts`: `all`; `content`, the shifts of something inside `<main>` other than the
 * whole of it; and `moved`, what shifted (tag#id.class), for failure messages.
 */
export function recordLayoutShifts(context: BrowserContext) {
  return context.addInitScript(() => {
    const shifts = { all: 0, content: 0, moved: [] as string[] };
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    type Entry = { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Entry[]) {
        if (e.hadRecentInput) continue;
        shifts.all += e.value;
        for (const { node } of e.sources)
          if (node instanceof Element)
            shifts.moved.push(`${node.tagName.toLowerCase()}#${node.id}.${node.className}`);
        const main = document.querySelector('main');
        if (e.sources.some((s) => s.node && s.node !== main && main?.contains(s.node)))
          shifts.content += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts `recordLayoutShifts` summed so far. */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: LayoutShifts }).__shifts);

/** The red, green and blue of each pixel of a PNG screenshot, decoded by Chromium in a blank page
 * of its own (whatever the site's CSP allows), row by row. */
export async function pngPixels(
  context: BrowserContext,
  png: Buffer,
): Promise<[number, number, number][]> {
  const blank = await context.newPage();
  const data = await blank.evaluate(async (base64) => {
    const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const g = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    g.drawImage(bitmap, 0, 0);
    return Array.from(g.getImageData(0, 0, bitmap.width, bitmap.height).data);
  }, png.toString('base64'));
  await blank.close();
  const pixels: [number, number, number][] = [];
  for (let i = 0; i < data.length; i += 4) pixels.push([data[i], data[i + 1], data[i + 2]]);
  return pixels;
}
