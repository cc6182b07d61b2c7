/**
 * The KV cache and provider faults, end to end: what the provider is asked, what KV holds, and
 * what a visitor gets when the provider is slow, down or sends garbage.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids } from '../../demo/fixtures/index.ts';
import { app } from '../../src/app';
import { hostLookupPattern } from '../../src/lib/host';
import { api } from '../../src/provider/api';
import { createProvider } from '../../src/provider/cache';
import { queryString } from '../../src/provider/client';
import type { Meta } from '../../src/provider/entries';
import type { Id } from '../../src/provider/params';
import { RICH } from '../helpers/hosts';
import {
  ageCache,
  clearCache,
  demo,
  demoUrl,
  expectConsoleError,
  get,
  requestsMentioning,
  settleCache,
  settledHtml,
  visibleText,
} from '../helpers/worker';

const randomId = () =>
  [...crypto.getRandomValues(new Uint8Array(12))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
const kvKeys = async () => (await (env.CACHE as KVNamespace).list()).keys.map((k) => k.name);

/** GET `path` as `host` with some bindings changed; `settled` resolves once the response's background work is done. */
async function getWith(host: string, path: string, vars: Record<string, string>) {
  const ctx = createExecutionContext();
  const started = Date.now();
  const response = await app.fetch(
    new Request(`http://${host}${path}`, { headers: { host } }),
    { ...(env as unknown as Record<string, unknown>), ...vars },
    ctx,
  );
  const html = await response.text();
  return {
    status: response.status,
    html,
    headers: response.headers,
    ms: Date.now() - started,
    settled: waitOnExecutionContext(ctx),
  };
}

beforeEach(async () => {
  await demo.reset();
  await clearCache();
  // A fresh generation per test: this isolate's refresh bookkeeping never carries over.
  await (env.CACHE as KVNamespace).put('gen:all', crypto.randomUUID());
});

describe('cache', () => {
  it('reads the provider once: the second request for a page makes no provider call', async () => {
    const first = await get(RICH, '/');
    expect(first.status).toBe(200);
    expect((await demo.requests()).length).toBeGreaterThan(3);
    await settleCache();
    await demo.clearRequests();
    const second = await get(RICH, '/');
    expect(second.status).toBe(200);
    expect(visibleText(second.html)).toContain('Sunrise College');
    expect(await demo.requests()).toEqual([]);
  });

  it('keys entries by tenant, path and sorted query, with the fetch time and generation in metadata and a long expiry', async () => {
    await get(RICH, '/');
    await settleCache();
    const all = await (env.CACHE as KVNamespace).get('gen:all');
    const { keys } = await (env.CACHE as KVNamespace).list();
    const insId = ids.sunrise.insId;
    const notices = keys.find((k) => k.name.includes('/announcemnt'));
    expect(notices?.name).toBe(`ins:${insId}:/v1/ins/${insId}/announcemnt?limit=20&page=1`);
    const meta = notices?.metadata as { t: number; g: string };
    expect(meta.t).toBeGreaterThan(Date.now() - 60_000);
    expect(meta.g).toBe(`${all}.i0`);
    // Kept for 30 days: a copy that never changes is rewritten once a month, not every week.
    expect(notices?.expiration).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
    const lookup = keys.find((k) => k.name.includes('sub/domain/by/host'));
    expect(lookup?.name).toBe(
      `host:${RICH}:/v1/admin/sub/domain/by/host${queryString({ filter_by: hostLookupPattern(RICH) })}`,
    );
    expect((lookup?.metadata as { g: string } | undefined)?.g).toBe(`${all}.h0`);
    // Every read belongs to one tenant: the host's lookup or the institute's reads.
    for (const key of keys.filter((k) => !k.name.startsWith('gen:')))
      expect(key.name).toMatch(new RegExp(`^(host:${RICH}|ins:${insId}):/`));
  });

  it('serves a stale copy at once when the provider is down', async () => {
    await get(RICH, '/');
    await settleCache();
    await ageCache();
    await demo.faults({ faults: [{ pattern: '.*', mode: 'status500' }] });
    const down = await get(RICH, '/');
    expect(down.status).toBe(200);
    expect(visibleText(down.html)).toContain('Sunrise College');
    expect(visibleText(down.html)).not.toContain('could not be loaded');
    // Still down: the stale copy keeps serving, and the failed refresh is not retried per request.
    await demo.clearRequests();
    expect((await get(RICH, '/')).status).toBe(200);
    expect(await demo.requests()).toEqual([]);
  });

  it('serves a stale copy at once and refreshes it in the background', async () => {
    await get(RICH, '/');
    await settleCache();
    await ageCache();
    await demo.clearRequests();
    const stale = await get(RICH, '/');
    expect(stale.status).toBe(200);
    await settleCache();
    await new Promise((r) => setTimeout(r, 200));
    const { keys } = await (env.CACHE as KVNamespace).list();
    const refreshed = keys.filter(
      (k) => !k.name.startsWith('gen:') && (k.metadata as { t: number } | undefined)?.t !== 0,
    );
    expect(refreshed.length).toBeGreaterThan(0);
    expect((await demo.requests()).length).toBeGreaterThan(0);
  });

  it('writes KV only when the provider was read, never per request', async () => {
    await get(RICH, '/');
    await settleCache();
    const { keys: before } = await (env.CACHE as KVNamespace).list();
    const times = new Map(
      before
        .filter((k) => !k.name.startsWith('gen:'))
        .map((k) => [k.name, (k.metadata as { t: number }).t]),
    );
    await get(RICH, '/');
    await get(RICH, '/');
    await settleCache();
    const { keys: after } = await (env.CACHE as KVNamespace).list();
    expect(after.filter((k) => !k.name.startsWith('gen:'))).toHaveLength(times.size);
    for (const key of after.filter((k) => !k.name.startsWith('gen:')))
      expect((key.metadata as { t: number }).t, key.name).toBe(times.get(key.name));
  });

  it('a refresh that finds the same answer writes nothing to KV; a changed answer is written', async () => {
    await get(RICH, '/');
    await settleCache();
    const kv = env.CACHE as KVNamespace;
    // Every copy stale but far from its expiry (read ten minutes ago); the notices' copy holds
    // an older answer than the provider's (another hash).
    const aged = Date.now() - 600_000;
    const { keys } = await kv.list();
    const reads = keys.filter((k) => !k.name.startsWith('gen:'));
    const notices = reads.find((k) => k.name.includes('/announcemnt'))?.name;
    for (const key of reads) {
      const { value, metadata } = await kv.getWithMetadata<Record<string, unknown>>(key.name);
      const h = key.name === notices ? 'an-older-answer' : metadata?.h;
      await kv.put(key.name, value as string, { metadata: { ...metadata, t: aged, h } });
    }
    await demo.clearRequests();
    const stale = await getWith(RICH, '/', {});
    expect(stale.status).toBe(200);
    await stale.settled; // the background refreshes
    expect((await demo.requests()).length).toBeGreaterThan(3);
    const after = new Map((await kv.list()).keys.map((k) => [k.name, k.metadata as Meta]));
    for (const key of reads.filter((k) => k.name !== notices))
      expect(after.get(key.name)?.t, key.name).toBe(aged);
    expect(after.get(notices ?? '')?.t).toBeGreaterThan(aged);
    expect(after.get(notices ?? '')?.h).not.toBe('an-older-answer');
    // The unchanged copies count as fresh again in this isolate: the next visit reads nothing.
    await demo.clearRequests();
    await get(RICH, '/');
    expect(await demo.requests()).toEqual([]);
  });

  it('with CACHE_WRITES=every-read (the policy npm run scale compares against) every refresh is written', async () => {
    await get(RICH, '/');
    await settleCache();
    const kv = env.CACHE as KVNamespace;
    const aged = Date.now() - 600_000;
    const reads = (await kv.list()).keys.filter((k) => !k.name.startsWith('gen:'));
    for (const key of reads) {
      const { value, metadata } = await kv.getWithMetadata<Record<string, unknown>>(key.name);
      await kv.put(key.name, value as string, { metadata: { ...metadata, t: aged } });
    }
    await demo.clearRequests();
    const stale = await getWith(RICH, '/', { CACHE_WRITES: 'every-read' });
    await stale.settled;
    const refreshed = new Set((await demo.requests()).map((r) => r.path));
    expect(refreshed.size).toBeGreaterThan(3);
    const after = (await kv.list()).keys.filter(
      (k) => (k.metadata as Meta | undefined)?.t !== aged,
    );
    expect(after.filter((k) => !k.name.startsWith('gen:')).length).toBeGreaterThan(3);
  });
});

describe('provider faults', () => {
  it('a read that never answers does not hang the page: its section shows a notice, the rest renders', async () => {
    await demo.faults({ faults: [{ pattern: '/announcemnt', mode: 'hang' }] });
    // It answers at all (within the test's timeout): the read gave up at PROVIDER_TIMEOUT_MS.
    const page = await get(RICH, '/');
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).toContain('Notices could not be loaded right now');
    expect(page.html).toContain('/one/event/');
  });

  it('a hung host lookup with nothing cached gives a branded 503, not a hang or a stack trace', async () => {
    expectConsoleError(/"event":"provider-unavailable"/);
    await demo.faults({ faults: [{ pattern: 'sub/domain/by/host', mode: 'hang' }] });
    const page = await get(RICH, '/');
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBeTruthy();
    expect(page.html).toContain('Temporarily unavailable');
    expect(page.html).not.toMatch(/at \w+ \(|Error:/);
  });

  it('a failed institute read with nothing cached gives 503; a failed secondary read only its notice', async () => {
    expectConsoleError(/"event":"provider-unavailable"/);
    await demo.faults({ faults: [{ pattern: '/dash$', mode: 'status500' }] });
    expect((await get(RICH, '/')).status).toBe(503);
    await demo.reset();
    await clearCache();
    await demo.faults({ faults: [{ pattern: '/all/events', mode: 'status500' }] });
    const page = await get(RICH, '/');
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).toContain('Events could not be loaded right now');
  });

  for (const mode of ['garbage', 'html200', 'wrongTypes'] as const) {
    it(`a provider sending ${mode} never crashes a page`, async () => {
      await demo.faults({
        faults: [
          { pattern: '/(one/web/profile|announcemnt|all/events|student/corner|dynamic)', mode },
        ],
      });
      const page = await get(RICH, '/');
      expect(page.status).toBe(200);
      expect(visibleText(page.html)).toContain('Sunrise College');
      expect(page.html).not.toMatch(/undefined|\[object Object\]/);
    });
  }
});

describe('a list answer whose every item is malformed', () => {
  /** The notice list answered with items none of which is a record. */
  const malformedNotices = (announcement: unknown[]) =>
    demo.faults({
      faults: [{ pattern: '/announcemnt$', mode: 'values', values: { announcement } }],
    });
  /** The notice lists KV holds, by key: their values as stored. */
  const storedNoticeLists = async () => {
    const kv = env.CACHE as KVNamespace;
    const keys = (await kv.list()).keys
      .map((k) => k.name)
      .filter((k) => k.includes('/announcemnt?'));
    return Promise.all(keys.map(async (key) => JSON.parse((await kv.get(key)) ?? 'null')));
  };
  const noticeLinks = (html: string) =>
    html.match(/href="\/one\/notice\/[0-9a-f]{24}\/detail"/g) ?? [];

  it('is a failed read: the last good copy keeps serving, and KV keeps it', async () => {
    const warm = await get(RICH, '/notice');
    expect(noticeLinks(warm.html).length).toBeGreaterThan(0);
    await settleCache();
    await ageCache();
    await malformedNotices([42, 'x', null, [], true]);
    await demo.clearRequests();
    const stale = await get(RICH, '/notice');
    expect(noticeLinks(stale.html)).toEqual(noticeLinks(warm.html));
    await settleCache();
    // The refresh was sent and answered: its answer replaced nothing.
    expect((await requestsMentioning('/announcemnt')).length).toBeGreaterThan(0);
    const lists = await storedNoticeLists();
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) expect(list.length).toBeGreaterThan(0);
    const next = await get(RICH, '/notice');
    expect(noticeLinks(next.html)).toEqual(noticeLinks(warm.html));
  });

  it('with no copy, it is the section’s failure, not an empty list', async () => {
    await malformedNotices([42, 'x', null]);
    const page = await get(RICH, '/');
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).toContain('Notices could not be loaded right now');
    await settleCache();
    expect(await storedNoticeLists()).toEqual([]);
  });

  it('an honestly empty list stays a valid empty list, kept', async () => {
    await malformedNotices([]);
    const page = await get(RICH, '/');
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).not.toContain('could not be loaded');
    expect(noticeLinks(page.html)).toEqual([]);
    await settleCache();
    const lists = await storedNoticeLists();
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) expect(list).toEqual([]);
  });
});

describe('not found', () => {
  it('an unknown host costs one provider read, then none for a while, and nothing in KV', async () => {
    const host = `unknown-${randomId()}.example.edu`;
    for (let i = 0; i < 3; i++) expect((await get(host, '/')).status).toBe(404);
    await settleCache();
    // The lookup sends the host as an escaped pattern (`unknown-…\.example\.edu`).
    const lookups = (await demo.requests()).filter((r) => r.path.endsWith('/sub/domain/by/host'));
    expect(
      lookups.filter(
        (r) => new URLSearchParams(r.search).get('filter_by') === hostLookupPattern(host),
      ),
    ).toHaveLength(1);
    expect((await kvKeys()).filter((k) => k.includes(host.split('.')[0]))).toEqual([]);
  });

  for (const [kind, path] of [
    ['notice', (id: string) => `/one/notice/${id}/detail`],
    ['event', (id: string) => `/one/event/${id}/detail`],
  ] as const) {
    it(`an unknown ${kind} id costs at most one provider read, and nothing in KV`, async () => {
      const missing = randomId();
      await get(RICH, '/');
      await settleCache();
      for (let i = 0; i < 3; i++) expect((await get(RICH, path(missing))).status).toBe(404);
      await settleCache();
      expect((await requestsMentioning(missing)).length).toBeLessThanOrEqual(1);
      expect((await kvKeys()).filter((k) => k.includes(missing))).toEqual([]);
    });
  }

  it('a copy the provider no longer has is deleted once, then "not found" is remembered', async () => {
    const kv = env.CACHE as KVNamespace;
    const missing = randomId() as Id;
    const insId = ids.sunrise.insId;
    const key = `ins:${insId}:/v1/ins/one/announcement/${missing}`;
    await kv.put(key, JSON.stringify({ _id: missing, insAnnTitle: 'Withdrawn notice' }), {
      metadata: { t: 0, g: 'before' },
    });
    const background: Promise<unknown>[] = [];
    const reader = () =>
      createProvider({
        base: `${demoUrl()}/api`,
        kv,
        waitUntil: (p) => background.push(p),
        timeoutMs: 2000,
        deadlineMs: 8000,
        freshMs: 300_000,
        memoryMs: 0,
      }).scoped(`ins:${insId}`, 'after');
    expect(await api.notice(reader(), missing, insId as Id)).toEqual({ ok: true, value: null });
    await Promise.all(background);
    expect(await kv.get(key)).toBeNull();
    expect(await api.notice(reader(), missing, insId as Id)).toEqual({ ok: true, value: null });
    expect(await requestsMentioning(missing)).toHaveLength(1);
  });
});

describe('request deadline', () => {
  // Reads' own timeout far above the provider's latency: only the request's deadline can cut them.
  const slow = { PROVIDER_TIMEOUT_MS: '20000', REQUEST_DEADLINE_MS: '2000' };

  it('a slow section gives up at the request deadline, and its read still fills the cache for the next visit', async () => {
    await demo.faults({ faults: [{ pattern: '/announcemnt', latencyMs: 5000 }] });
    const page = await getWith(RICH, '/', slow);
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).toContain('Sunrise College');
    expect(visibleText(page.html)).toContain('Notices could not be loaded right now');
    expect(page.ms).toBeLessThan(5000);
    await page.settled;
    await demo.faults({ faults: [] });
    await demo.clearRequests();
    const next = await get(RICH, '/');
    expect(visibleText(next.html)).not.toContain('Notices could not be loaded right now');
    expect(await requestsMentioning('/announcemnt')).toEqual([]);
  });

  it('chained reads stop at the deadline: reads it left no time for are never sent', async () => {
    expectConsoleError(/"event":"provider-unavailable"/);
    await demo.faults({ latencyMs: 1200, faults: [] });
    const page = await getWith(
      RICH,
      `/committee/${ids.sunrise.iqacId}/one/${ids.sunrise.committeeIds[0]}/nxt/composition`,
      slow,
    );
    expect(page.status).toBe(503);
    expect(page.html).toContain('Temporarily unavailable');
    expect(page.headers.get('server-timing')).toMatch(/[1-9]\d* past deadline/);
    await page.settled;
    expect(await requestsMentioning('/all/composition/query')).toEqual([]);
  });

  it('after a purge, a slow provider leaves the page on its last good copies at the deadline', async () => {
    expect((await get(RICH, '/notice')).status).toBe(200);
    await settleCache();
    await (env.CACHE as KVNamespace).put('gen:all', crypto.randomUUID());
    await demo.faults({ latencyMs: 5000, faults: [] });
    const page = await getWith(RICH, '/notice', slow);
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).toContain('Sunrise College');
    expect(visibleText(page.html)).not.toContain('could not be loaded');
    expect(page.headers.get('server-timing')).toMatch(/[1-9]\d* past deadline/);
    expect(page.ms).toBeLessThan(5000);
    await page.settled;
  });
});

describe('a purge while the provider hangs', () => {
  // Reads and the request may wait a long time; only the copy wait is short.
  const hanging = {
    PROVIDER_TIMEOUT_MS: '60000',
    REQUEST_DEADLINE_MS: '60000',
    COPY_WAIT_MS: '300',
  };
  const purgeAll = () => (env.CACHE as KVNamespace).put('gen:all', crypto.randomUUID());

  it('serves the last good copy once the copy wait ends, while the read goes on', async () => {
    const warm = await get(RICH, '/notice');
    expect(warm.status).toBe(200);
    await settleCache();
    await purgeAll();
    await demo.faults({ faults: [{ pattern: '/announcemnt', mode: 'hang' }] });
    await demo.clearRequests();
    const page = await getWith(RICH, '/notice', hanging);
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).not.toContain('could not be loaded');
    expect(settledHtml(page.html)).toBe(settledHtml(warm.html));
    expect(page.headers.get('server-timing')).toMatch(/[1-9]\d* stale/);
    // Answered while the provider still holds the notice read open (its timeout is a minute).
    expect(await requestsMentioning('/announcemnt')).toHaveLength(1);
    expect(await demo.openRequests()).toBeGreaterThan(0);
    await demo.reset(); // the hang ends: the read fails, and the next visit must not wait again
    await page.settled;
  });

  it('holds the back-off per key across purges: the next visits and purges send no new read', async () => {
    expect((await get(RICH, '/notice')).status).toBe(200);
    await settleCache();
    await purgeAll();
    await demo.faults({ faults: [{ pattern: '/announcemnt', mode: 'hang' }] });
    await demo.clearRequests();
    const first = await getWith(RICH, '/notice', hanging);
    expect(first.status).toBe(200);
    for (let visit = 0; visit < 3; visit++) {
      await purgeAll();
      const again = await getWith(RICH, '/notice', hanging);
      expect(again.status).toBe(200);
      expect(visibleText(again.html)).not.toContain('could not be loaded');
    }
    // One read of the notice list in all: the first, still hanging.
    expect(await requestsMentioning('/announcemnt')).toHaveLength(1);
    await demo.reset();
    await first.settled;
  });

  it('a read the request deadline cut short starts the back-off too', async () => {
    expect((await get(RICH, '/notice')).status).toBe(200);
    await settleCache();
    await purgeAll();
    await demo.faults({ faults: [{ pattern: '/announcemnt', mode: 'hang' }] });
    await demo.clearRequests();
    const cut = { ...hanging, COPY_WAIT_MS: '60000', REQUEST_DEADLINE_MS: '300' };
    const first = await getWith(RICH, '/notice', cut);
    expect(first.status).toBe(200);
    expect(first.headers.get('server-timing')).toMatch(/[1-9]\d* past deadline/);
    // The cut read ends in a failure of its own; the provider still hangs for later reads.
    await demo.reset();
    await first.settled;
    await demo.faults({ faults: [{ pattern: '/announcemnt', mode: 'hang' }] });
    const second = await getWith(RICH, '/notice', cut);
    expect(second.status).toBe(200);
    expect(visibleText(second.html)).not.toContain('could not be loaded');
    // The reset emptied the record: the second visit sent no read of its own.
    expect(await requestsMentioning('/announcemnt')).toEqual([]);
    await demo.reset();
    await second.settled;
  });
});
