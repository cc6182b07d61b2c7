/**
 * KV round trips per render: a request's KV lookups (purge generations, the host lookup, the
 * frame's and the page's reads) go in a few bulk reads, not one get each. Counted on a wrapper
 * around the CACHE binding, as `npm run scale` counts them (test/bench/scale.ts WRAPPER).
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids } from '../../demo/fixtures/index.ts';
import { app } from '../../src/app';
import type { Meta } from '../../src/provider/entries';
import { createKvBatch } from '../../src/provider/kvBatch';
import { RICH } from '../helpers/hosts';
import { clearCache, demo, get, settleCache, visibleText } from '../helpers/worker';

const kv = () => env.CACHE as KVNamespace;

/** What a request asked KV: one entry per call (a round trip), with the keys it named. */
type KvCall = { method: string; keys: string[] };

/** `kv` with every read call recorded in `calls`. */
function counting(target: KVNamespace, calls: KvCall[]): KVNamespace {
  return new Proxy(target, {
    get(object, prop) {
      const value = Reflect.get(object, prop, object);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (prop === 'get' || prop === 'getWithMetadata') {
          const keys = args[0];
          calls.push({ method: prop, keys: Array.isArray(keys) ? keys : [String(keys)] });
        }
        return value.apply(object, args);
      };
    },
  });
}

/** GET `path` as `host` with its KV reads recorded; waits for its background work. */
async function countedGet(host: string, path: string) {
  const calls: KvCall[] = [];
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`http://${host}${path}`, { headers: { host } }),
    { ...(env as unknown as Record<string, unknown>), CACHE: counting(kv(), calls) },
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, html, calls };
}

/** Fills KV with every read of `path` and forgets the provider's record. */
async function warm(path = '/') {
  await get(RICH, path);
  await settleCache();
  await demo.clearRequests();
}

beforeEach(async () => {
  await demo.reset();
  await clearCache();
  await kv().put('gen:all', crypto.randomUUID());
});

describe('KV round trips per render', () => {
  it('renders the home page from KV in at most 4 bulk reads, the same page as one get per read', async () => {
    await warm('/');
    // The test project runs with CACHE_MEMORY_SECONDS=0: every read below comes from KV.
    const plain = await get(RICH, '/');
    const counted = await countedGet(RICH, '/');
    expect(counted.status).toBe(200);
    expect(counted.html).toBe(plain.html);
    expect(visibleText(counted.html)).toContain('Sunrise College');
    expect(await demo.requests()).toEqual([]);
    const keys = counted.calls.flatMap((c) => c.keys);
    // The generations, the host lookup, the frame's reads and the page's: each asked once.
    expect(keys).toContain('gen:all');
    expect(keys).toContain(`gen:site:${RICH}`);
    expect(keys.some((k) => k.includes('/announcemnt'))).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    // Before bulk reads: 17 gets, one per key.
    expect(keys.length).toBeGreaterThan(10);
    expect(counted.calls.length).toBeLessThanOrEqual(4);
  });

  it("asks for the site-wide generation, the host's generation record and the host lookup in one bulk read", async () => {
    await warm('/');
    const { calls } = await countedGet(RICH, '/');
    const first = calls[0]?.keys ?? [];
    expect(first).toContain('gen:all');
    expect(first).toContain(`gen:site:${RICH}`);
    // The record has the host's and the institute's generations: their sources are not asked.
    expect(calls.flatMap((c) => c.keys).filter((k) => k.startsWith('gen:'))).toHaveLength(2);
    expect(first.some((k) => k.startsWith(`host:${RICH}:`))).toBe(true);
  });

  it('one unreadable entry in a bulk read is read again from the provider; the others still serve', async () => {
    await warm('/');
    const { keys } = await kv().list();
    const notices = keys.find((k) => k.name.includes('/announcemnt'))?.name;
    expect(notices).toBeDefined();
    const { metadata } = await kv().getWithMetadata<Meta>(notices as string);
    await kv().put(notices as string, 'not json {', { metadata });
    const page = await countedGet(RICH, '/');
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).toContain('Sunrise College');
    // Only the broken entry's read went to the provider.
    const asked = (await demo.requests()).map((r) => r.path);
    expect(asked).toEqual([`/api/v1/ins/${ids.sunrise.insId}/announcemnt`]);
    await settleCache();
    expect(JSON.parse((await kv().get(notices as string)) ?? 'null')).not.toBeNull();
  });

  it('a key KV refuses (over 512 bytes) or a missing key in a bulk read leaves the others answered', async () => {
    await kv().put('kept', '{"n":1}', { metadata: { t: 5 } });
    const batch = createKvBatch(kv());
    const [kept, long, missing] = await Promise.all([
      batch.getWithMetadata('kept'),
      batch.getWithMetadata(`host:${'x'.repeat(600)}`),
      batch.getWithMetadata('missing'),
    ]);
    expect(kept).toEqual({ value: '{"n":1}', metadata: { t: 5 } });
    expect(long).toBeNull();
    expect(missing).toBeNull();
  });
});
