/**
 * One location, several isolates: what one isolate learnt from the provider holds for its
 * neighbours. The worker tier runs one workerd; a second copy of the app's modules (their own
 * per-isolate memories, the same KV and Cache API) stands for a second isolate of the location.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../src/app';
import { RICH, PURGE_TOKEN as TOKEN } from '../helpers/hosts';
import { postPurge } from '../helpers/purge';
import { clearCache, demo, settleCache } from '../helpers/worker';

type App = typeof app;

/** A second isolate of this location: the app's modules loaded afresh, their memories empty. */
async function anotherIsolate(): Promise<App> {
  vi.resetModules();
  return (await import('../../src/app')).app;
}

/** GET `path` as `host` through `worker` with some bindings changed, its background work done. */
async function visit(worker: App, host: string, path: string, vars: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`http://${host}${path}`, { headers: { host } }),
    { ...(env as unknown as Record<string, unknown>), ...vars },
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, html, headers: response.headers };
}

/** Every provider read's copy in KV as written `ageMs` ago (its value unchanged). */
async function ageCopies(ageMs: number) {
  const kv = env.CACHE as KVNamespace;
  for (const { name } of (await kv.list()).keys) {
    if (name.startsWith('gen:')) continue;
    const { value, metadata } = await kv.getWithMetadata<Record<string, unknown>>(name);
    if (value !== null)
      await kv.put(name, value, { metadata: { ...metadata, t: Date.now() - ageMs } });
  }
}

beforeEach(async () => {
  await demo.reset();
  await clearCache();
  // A fresh generation per test: no isolate's bookkeeping of an earlier test carries over.
  await (env.CACHE as KVNamespace).put('gen:all', crypto.randomUUID());
});

describe('freshness one isolate confirmed holds for the whole location', () => {
  it('a neighbour isolate renders from the copies another confirmed: no provider read, a page not stale', async () => {
    const first = app;
    expect((await visit(first, RICH, '/')).status).toBe(200);
    await settleCache();
    // The copies were written ten minutes ago: stale by their write time.
    await ageCopies(600_000);
    await demo.clearRequests();
    // The first isolate serves them and refreshes each in the background: unchanged answers.
    expect((await visit(first, RICH, '/')).status).toBe(200);
    await settleCache();
    const refreshed = (await demo.requests()).length;
    expect(refreshed).toBeGreaterThan(3);

    // Another isolate of the same location: the copies are confirmed fresh, nothing is asked.
    const second = await anotherIsolate();
    await demo.clearRequests();
    const page = await visit(second, RICH, '/', { PAGE_CACHE_SECONDS: '60' });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-page-cache')).toBe('miss');
    expect(await demo.requests(), 'provider reads of the second isolate').toEqual([]);
    // Its page is kept as fresh, not for the ten seconds of a page from stale copies.
    const again = await visit(second, RICH, '/', { PAGE_CACHE_SECONDS: '60' });
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(again.headers.get('x-page-stale')).toBeNull();
  });
});

describe('a purge reaches every isolate within the documented bound', () => {
  it("a neighbour isolate that remembers the host's generations sees a purge once its memory window ends", async () => {
    const memory = { CACHE_MEMORY_SECONDS: '1', PAGE_CACHE_SECONDS: '60' };
    const neighbour = await anotherIsolate();
    expect((await visit(neighbour, RICH, '/notice', memory)).status).toBe(200);
    await settleCache();
    expect((await visit(neighbour, RICH, '/notice', memory)).headers.get('x-page-cache')).toBe(
      'hit',
    );
    const purged = await postPurge(RICH, { host: RICH, resources: ['notices'] }, { token: TOKEN });
    expect(purged.status).toBe(200);
    const { seenEverywhereWithinSeconds } = (await purged.json()) as {
      seenEverywhereWithinSeconds: number;
    };
    // KV's edge caching is no delay here: what is left of the bound is the isolate's memory.
    expect(seenEverywhereWithinSeconds).toBeGreaterThanOrEqual(1);
    const at = Date.now();
    while (Date.now() - at <= 1000) await new Promise((r) => setTimeout(r, 50));
    await demo.clearRequests();
    const after = await visit(neighbour, RICH, '/notice', memory);
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect((await demo.requests()).some((r) => r.path.includes('/announcemnt'))).toBe(true);
  });
});

describe('one refresh per copy per location', () => {
  it('a neighbour isolate sends no refresh of a copy another isolate is refreshing right now', async () => {
    expect((await visit(app, RICH, '/')).status).toBe(200);
    await settleCache();
    await ageCopies(600_000);
    // The provider holds every read open: the first isolate's refreshes stay in flight.
    await demo.faults({ faults: [{ pattern: '.*', mode: 'hang' }] });
    await demo.clearRequests();
    const ctx = createExecutionContext();
    const first = await app.fetch(
      new Request(`http://${RICH}/`, { headers: { host: RICH } }),
      env as unknown as Record<string, unknown>,
      ctx,
    );
    expect(first.status).toBe(200);
    await first.text();
    // One refresh per copy: wait until every one of them is at the provider.
    const copies = (await (env.CACHE as KVNamespace).list()).keys.filter(
      (k) => !k.name.startsWith('gen:'),
    ).length;
    expect(copies).toBeGreaterThan(3);
    while ((await demo.openRequests()) < copies) await new Promise((r) => setTimeout(r, 20));
    const refreshes = (await demo.requests()).length;

    const second = await anotherIsolate();
    const page = await visit(second, RICH, '/');
    expect(page.status).toBe(200);
    expect((await demo.requests()).length, 'reads sent by both isolates').toBe(refreshes);
    await demo.reset();
    await waitOnExecutionContext(ctx);
  });
});
