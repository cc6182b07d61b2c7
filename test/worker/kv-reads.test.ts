/**
 * What a view costs in KV reads before the page cache is asked: the host's generation record,
 * the site-wide generation and the host lookup's copy, whatever was purged before (issue 40
 * item 2). The per-isolate memory is off here, as in the other worker tests: every view asks KV
 * for everything it needs, the worst case; with it on, an isolate asks once per its window.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { app } from '../../src/app';
import { RICH, PURGE_TOKEN as TOKEN } from '../helpers/hosts';
import { postPurge } from '../helpers/purge';
import { clearCache, countingKv, demo, settleCache } from '../helpers/worker';

/** Every key the worker asked KV for (gets, with or without metadata), in order. */
const { kv: counting, asked } = countingKv(env.CACHE as KVNamespace);

/** The tests' bindings with whole pages kept, KV counted. */
const bindings = {
  ...(env as unknown as Record<string, unknown>),
  CACHE: counting,
  PAGE_CACHE_SECONDS: '60',
};

/** A view of `path` on RICH: its page-cache header and the KV keys it asked for. */
async function view(path: string) {
  asked.length = 0;
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`http://${RICH}${path}`, { headers: { host: RICH } }),
    bindings,
    ctx,
  );
  await response.text();
  await waitOnExecutionContext(ctx);
  return { cache: response.headers.get('x-page-cache'), keys: [...asked] };
}

async function purge(body: unknown) {
  expect((await postPurge(RICH, body, { token: TOKEN, bindings })).status).toBe(200);
  await settleCache();
}

beforeEach(async () => {
  await demo.reset();
  await clearCache();
  await (env.CACHE as KVNamespace).put('gen:all', crypto.randomUUID());
});

describe('KV reads of a view', () => {
  it('a page served whole reads at most three keys, and a resource purge adds none, ever after', async () => {
    await view('/');
    await settleCache();
    const before = await view('/');
    expect(before.cache).toBe('hit');

    await purge({ host: RICH, resources: ['notices'] });
    await view('/'); // rendered again: its notices were purged
    await settleCache();
    const after = await view('/');
    expect(after.cache).toBe('hit');
    const counts = { before: before.keys.length, after: after.keys.length };
    expect(counts.before, before.keys.join(' ')).toBeLessThanOrEqual(3);
    expect(counts, after.keys.join(' ')).toEqual({ before: counts.before, after: counts.before });
  });
});
