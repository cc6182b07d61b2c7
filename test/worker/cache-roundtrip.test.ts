/**
 * A page served from the cache must be the page served from the provider. Cached values are the
 * schemas' outputs and are re-validated on the way out of KV, so every schema must accept its own
 * output unchanged; this renders every page type cold, then again from KV alone (per-isolate
 * memory is off in tests), and compares the HTML as the browser ends up with it (a cold page
 * streams its menus and late sections; the warm one sends them in place).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { pageTypes } from '../bench/pages.ts';
import { clearCache, demo, get, settleCache, settledHtml } from '../helpers/worker';

const RICH = 'sunrise.localhost';

beforeEach(async () => {
  await demo.reset(); // no faults left over from another file
});

describe('pages from the cache equal pages from the provider', () => {
  for (const page of pageTypes({ all: true })) {
    it(page.name, async () => {
      await clearCache();
      const cold = await get(RICH, page.path);
      expect(cold.status).toBe(200);
      await settleCache();
      await demo.clearRequests();
      const warm = await get(RICH, page.path);
      expect(await demo.requests(), 'every read came from KV').toEqual([]);
      expect(settledHtml(warm.html)).toBe(settledHtml(cold.html));
    });
  }
});
