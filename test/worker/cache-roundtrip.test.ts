/**
 * A page served from the cache must be the page served from the provider. Cached values are the
 * schemas' outputs, taken as they are when this deploy's schemas wrote them and validated again
 * when other schemas did (decision 047), so every schema must accept its own output unchanged;
 * this renders every page type cold, then again from KV alone (per-isolate memory is off in
 * tests), then from KV once more as if an older deploy had written every value, and compares the
 * HTML as the browser ends up with it (a cold page streams its menus and late sections; the warm
 * one sends them in place).
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageTypes } from '../bench/pages.ts';
import { RICH } from '../helpers/hosts';
import { clearCache, demo, get, settleCache, settledHtml } from '../helpers/worker';

beforeEach(async () => {
  await demo.reset(); // no faults left over from another file
});

/** Every cached read's metadata as an older deploy wrote it: no `s`, so each is validated again. */
async function writtenByAnotherDeploy() {
  const kv = env.CACHE as KVNamespace;
  for (const { name } of (await kv.list()).keys) {
    const { value, metadata } = await kv.getWithMetadata<Record<string, unknown>>(name);
    if (value === null || !metadata?.s) continue;
    const { s: _, ...older } = metadata;
    await kv.put(name, value, { metadata: older });
  }
}

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
      await writtenByAnotherDeploy();
      const revalidated = await get(RICH, page.path);
      expect(await demo.requests(), 'every read came from KV').toEqual([]);
      expect(settledHtml(revalidated.html)).toBe(settledHtml(cold.html));
    });
  }
});
