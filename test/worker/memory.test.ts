/**
 * The isolate's memory in front of KV (CACHE_MEMORY_SECONDS on, as deployed; the other worker
 * tests run with it off): a value read once is reused without asking KV for as long as it is
 * fresh, a purge still shows at once, and a value past its freshness is asked of KV again.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids } from '../../demo/fixtures/index.ts';
import { app } from '../../src/app';
import { RICH, PURGE_TOKEN as TOKEN } from '../helpers/hosts';
import { postPurge } from '../helpers/purge';
import { clearCache, countingKv, demo, settleCache, visibleText } from '../helpers/worker';

const MEMORY_SECONDS = 1;

/** Every key the worker asked KV for (gets, with or without metadata), in order. */
const { kv: counting, asked } = countingKv(env.CACHE as KVNamespace);

/** Bindings with the memory on; one object per setting (the worker parses it once). */
const withMemory = (vars: Record<string, string>) => ({
  ...(env as unknown as Record<string, unknown>),
  CACHE: counting,
  CACHE_MEMORY_SECONDS: String(MEMORY_SECONDS),
  ...vars,
});
const memoryOn = withMemory({});
const shortFreshness = withMemory({ CACHE_FRESH_SECONDS: '1' });
const memoryOff = withMemory({ CACHE_MEMORY_SECONDS: '0' });

/** The page, its background work (cache writes) done. */
async function render(path: string, bindings: Record<string, unknown> = memoryOn) {
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`http://${RICH}${path}`, { headers: { host: RICH } }),
    bindings,
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, html };
}

async function purge(body: unknown, bindings: Record<string, unknown> = memoryOn) {
  return (await postPurge(RICH, body, { token: TOKEN, bindings })).status;
}

/** Waits (polling the clock, no fixed sleep) until `seconds` have passed since `since`. */
async function past(since: number, seconds: number) {
  while (Date.now() - since <= seconds * 1000) await new Promise((r) => setTimeout(r, 50));
}

/** The provider reads the worker asked KV for (generations aside). */
const readsAsked = () => asked.filter((key) => !key.startsWith('gen:'));

async function forget() {
  asked.length = 0;
  await demo.clearRequests();
}

beforeEach(async () => {
  await demo.reset();
  await clearCache();
  // Generations this isolate remembered from an earlier test (cleared from KV just now) lapse,
  // and a purge through the worker makes no value remembered by an earlier test current.
  await past(Date.now(), MEMORY_SECONDS);
  expect(await purge({ all: true })).toBe(200);
});

describe("the isolate's memory", () => {
  it('a page rendered again after CACHE_MEMORY_SECONDS asks KV for none of its fresh reads', async () => {
    expect((await render('/')).status).toBe(200);
    await settleCache();
    const rendered = Date.now();
    await past(rendered, MEMORY_SECONDS);
    await forget();
    const again = await render('/');
    expect(again.status).toBe(200);
    expect(visibleText(again.html)).toContain('Sunrise College');
    expect(readsAsked()).toEqual([]);
    expect(await demo.requests()).toEqual([]);
  });

  it('a purge shows at once for values held in memory: the next render reads the provider', async () => {
    expect((await render('/')).status).toBe(200);
    await settleCache();
    await past(Date.now(), MEMORY_SECONDS);
    expect(await purge({ host: RICH })).toBe(200);
    await forget();
    expect((await render('/')).status).toBe(200);
    const paths = (await demo.requests()).map((r) => r.path);
    expect(paths.filter((p) => p.endsWith('/announcemnt'))).toHaveLength(1);
    expect(paths.length).toBeGreaterThan(3);
  });

  it('a resource purge re-reads only its reads; the others stay in memory without asking KV', async () => {
    expect((await render('/notice')).status).toBe(200);
    await settleCache();
    await past(Date.now(), MEMORY_SECONDS);
    expect(await purge({ institute: ids.sunrise.insId, resources: ['notices'] })).toBe(200);
    await forget();
    expect((await render('/notice')).status).toBe(200);
    const paths = (await demo.requests()).map((r) => r.path);
    // The notices' reads: the list and the shown notices' own records (their documents' kinds).
    const notices = /\/announcemnt|\/one\/announcement\//;
    expect(paths.filter((p) => p.endsWith('/announcemnt'))).toHaveLength(1);
    expect(paths.filter((p) => p.includes('/one/announcement/'))).toHaveLength(20);
    expect(paths.filter((p) => !notices.test(p))).toEqual([]);
    expect(readsAsked().filter((key) => !notices.test(key))).toEqual([]);
  });

  it('a value past its freshness is asked of KV again and refreshed from the provider', async () => {
    expect((await render('/', shortFreshness)).status).toBe(200);
    await settleCache();
    await past(Date.now(), 1);
    await forget();
    expect((await render('/', shortFreshness)).status).toBe(200);
    await settleCache();
    expect(readsAsked().length).toBeGreaterThan(3);
    expect((await demo.requests()).length).toBeGreaterThan(3);
  });

  it('a record another institute owns (refused by accept) is never held: one provider read, nothing in KV', async () => {
    const foreign = ids.gyandeep.noticeIds[0];
    const path = `/one/notice/${foreign}/detail`;
    expect((await render(path)).status).toBe(404);
    await settleCache();
    await past(Date.now(), MEMORY_SECONDS);
    expect((await render(path)).status).toBe(404);
    await settleCache();
    const asks = (await demo.requests()).filter((r) => r.path.includes(foreign));
    expect(asks).toHaveLength(1);
    const keys = (await (env.CACHE as KVNamespace).list()).keys.map((k) => k.name);
    expect(keys.filter((k) => k.includes(foreign))).toEqual([]);
  });

  it('with CACHE_MEMORY_SECONDS=0 every read asks KV', async () => {
    expect((await render('/', memoryOff)).status).toBe(200);
    await settleCache();
    await forget();
    expect((await render('/', memoryOff)).status).toBe(200);
    expect(readsAsked().length).toBeGreaterThan(3);
    expect(await demo.requests()).toEqual([]);
  });
});
