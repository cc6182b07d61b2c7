/**
 * Debian's Chromium as the browser tier starts it: its path and flags. No vitest here, so the
 * tier's global setup (site.setup.ts) can start the one Chromium its files share.
 */
import { existsSync } from 'node:fs';
import { type BrowserServer, chromium } from 'playwright-core';

/** The whole browser (package `chromium`), with its PDF viewer. */
export const CHROMIUM_BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/**
 * What the browser tests run in: Debian's headless shell (package `chromium-headless-shell`) when
 * it is installed, the same Chromium build without the whole browser around it, which cut the
 * suite's time by a third (decision 080); else the whole browser. The shell has no PDF viewer:
 * the tests of the viewer start CHROMIUM_BROWSER (`launch({ pdfViewer: true })`).
 */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_BROWSER);
export const hasChromium = existsSync(CHROMIUM) && existsSync(CHROMIUM_BROWSER);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // No internet here: a host other than loopback (YouTube's thumbnails and player) fails at once,
  // without a DNS query. Not routed through Playwright, which would pause every request of the
  // context for a round trip and turn Chromium's HTTP cache off (decision 079).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
];

/** One Chromium that the tier's files connect to (each with contexts of its own), not one each. */
export function launchShared(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}
