/**
 * Provider protection in one isolate: concurrent cache misses for the same read wait for the one
 * provider read in flight, so a burst of visitors to a just-purged page costs one read per path.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids } from '../../demo/fixtures/index.ts';
import { RICH } from '../helpers/hosts';
import { postPurge } from '../helpers/purge';
import {
  ageCache,
  clearCache,
  demo,
  get,
  type RecordedRequest,
  settleCache,
  settledHtml,
  visibleText,
} from '../helpers/worker';

const VISITORS = 64;

async function purge(body: unknown) {
  expect((await postPurge(RICH, body, { token: 'test-purge-token' })).status).toBe(200);
}

/** How many times the provider was asked for each path + query. */
function readsPerPath(requests: RecordedRequest[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of requests) counts.set(r.path + r.search, (counts.get(r.path + r.search) ?? 0) + 1);
  return counts;
}

const burst = (path = '/') => Promise.all(Array.from({ length: VISITORS }, () => get(RICH, path)));

/** Renders the page twice (the second from warm reads) and forgets the provider's record. */
async function warm(path = '/') {
  await get(RICH, path);
  await settleCache();
  const page = await get(RICH, path);
  await settleCache();
  await demo.clearRequests();
  return page;
}

beforeEach(async () => {
  await demo.reset();
  await clearCache();
  // A fresh generation per test: this isolate's refresh bookkeeping never carries over.
  await env.CACHE.put('gen:all', crypto.randomUUID());
});

describe('request coalescing', () => {
  it(`${VISITORS} concurrent visitors to a just-purged home page make one provider read per path`, {
    timeout: 120_000,
  }, async () => {
    await warm();
    await purge({ institute: ids.sunrise.insId });
    await demo.clearRequests();
    // Slow answers, so the visitors' misses surely overlap.
    await demo.faults({ latencyMs: 300, faults: [] });
    const pages = await burst();
    for (const page of pages) expect(page.status).toBe(200);
    await settleCache();
    const counts = readsPerPath(await demo.requests());
    expect(counts.size).toBeGreaterThan(3);
    for (const [path, n] of counts) expect(n, path).toBe(1);
  });

  it('concurrent visitors to a cold site share every read, the host lookup included', {
    timeout: 120_000,
  }, async () => {
    await demo.faults({ latencyMs: 300, faults: [] });
    const pages = await burst();
    for (const page of pages) expect(page.status).toBe(200);
    await settleCache();
    const counts = readsPerPath(await demo.requests());
    expect([...counts.keys()].some((p) => p.includes('sub/domain/by/host'))).toBe(true);
    for (const [path, n] of counts) expect(n, path).toBe(1);
  });

  it('a failed read in flight fails every waiter alike: after a purge, all keep the last good copy', {
    timeout: 120_000,
  }, async () => {
    const before = settledHtml((await warm()).html);
    await purge({ institute: ids.sunrise.insId });
    await demo.faults({ latencyMs: 300, faults: [{ pattern: '.*', mode: 'status500' }] });
    await demo.clearRequests();
    const pages = await burst();
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(visibleText(page.html)).not.toContain('could not be loaded');
      expect(settledHtml(page.html)).toBe(before);
    }
    const counts = readsPerPath(await demo.requests());
    expect(counts.size).toBeGreaterThan(0);
    for (const [path, n] of counts) expect(n, path).toBe(1);
  });

  it('background refreshes of stale copies are never duplicated', {
    timeout: 120_000,
  }, async () => {
    await warm();
    await ageCache();
    await demo.faults({ latencyMs: 300, faults: [] });
    const pages = await burst();
    for (const page of pages) expect(page.status).toBe(200);
    await settleCache();
    const counts = readsPerPath(await demo.requests());
    expect(counts.size).toBeGreaterThan(3);
    for (const [path, n] of counts) expect(n, path).toBe(1);
  });
});
