/**
 * Global setup of the browser tier: the site served locally as `npm start` serves it, and the one
 * Chromium the tier's files connect to (helpers/browser.ts `launch`), started beside it.
 */
import type { TestProject } from 'vitest/node';
import { hasChromium, launchShared } from './chromium.ts';
import { BROWSER_TIER_VARS, serveSite } from './serve.ts';

declare module 'vitest' {
  interface ProvidedContext {
    siteOrigin: { port: number; demo: string };
    /** Where the shared Chromium listens (absent without Chromium: the tier then skips). */
    chromiumEndpoint: string | undefined;
  }
}

export default async function setup(project: TestProject) {
  const [site, chromium] = await Promise.all([
    // A run of its own (scripts/test-tiers.ts) has a KV folder of its own.
    serveSite({
      state: `test-browser-state-${process.env.TEST_RUN ?? 'browser'}`,
      vars: BROWSER_TIER_VARS,
    }),
    hasChromium ? launchShared() : undefined,
  ]);
  project.provide('siteOrigin', { port: site.port, demo: site.demo });
  project.provide('chromiumEndpoint', chromium?.wsEndpoint());
  return async () => {
    await chromium?.close();
    await site.close();
  };
}
