/**
 * Debian's Chromium as the browser tier starts it: its path and flags. No vitest here, so the
 * tier's global setup (site.setup.ts) can start the one Chromium its files share.
 */
import { existsSync } from 'node:fs';
import { type BrowserServer, chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

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
