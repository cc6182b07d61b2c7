/**
 * Page loads under DevTools' Slow 4G preset, through the Chrome DevTools protocol as DevTools
 * applies it (Network.emulateNetworkConditions: 562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s
 * up; Emulation.setCPUThrottlingRate 4, Lighthouse's mobile CPU), cold (no HTTP cache), on a
 * 412x823 phone screen. Reports the browser's own first paint and first contentful paint and,
 * for a selector, when the first element matching it was rendered: the first frame after it was
 * inserted, and never before the first contentful paint.
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Lighthouse's `mobileSlow4G` as DevTools applies it (its adjusted latency and throughput). */
export const SLOW_4G = {
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
  cpuSlowdown: 4,
};

export type PaintTimes = { firstPaint: number; fcp: number; element: number | null };

export async function openBrowser(): Promise<Browser | null> {
  if (!existsSync(CHROMIUM)) return null;
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic'],
  });
}

/** One cold load of `url` under Slow 4G; `element` is timed when given (null if never painted). */
export async function loadSlow4G(
  browser: Browser,
  url: string,
  element?: string,
): Promise<PaintTimes> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.latency,
      downloadThroughput: SLOW_4G.downloadThroughput,
      uploadThroughput: SLOW_4G.uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdown });
    await page.addInitScript((selector) => {
      const w = window as unknown as { __element: number | null };
      w.__element = null;
      if (!selector) return;
      // The first frame after the element is in the document: a rendering opportunity runs
      // requestAnimationFrame callbacks, then paints. (A timeout after it would also wait for
      // every task queued meanwhile, such as running the client bundle.)
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        requestAnimationFrame(() => (w.__element = performance.now()));
      });
      observer.observe(document, { childList: true, subtree: true });
    }, element ?? '');
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(
      (timed) =>
        performance.getEntriesByName('first-contentful-paint').length > 0 &&
        (!timed || (window as unknown as { __element: number | null }).__element !== null),
      !!element,
      { timeout: 60_000, polling: 100 },
    );
    const t = await page.evaluate(() => {
      const at = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
      return {
        firstPaint: at('first-paint'),
        fcp: at('first-contentful-paint'),
        element: (window as unknown as { __element: number | null }).__element,
      };
    });
    // Nothing is visible before the first contentful paint, whatever the frames before it did.
    return { ...t, element: t.element === null ? null : Math.max(t.element, t.fcp) };
  } finally {
    await context.close();
  }
}
