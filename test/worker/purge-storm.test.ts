/**
 * Purges that change nothing cost little (issue 41, purge storms): a provider that purges once per
 * edited notice purges the whole host many times a minute, mostly with nothing changed. After a
 * purge every read in scope is asked of the provider again, as before; but a page whose reads all
 * came back unchanged is served as it was kept, not rendered again, and an unchanged value read
 * again moments after it was written is not written to KV again.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { app } from '../../src/app';
import { RICH, PURGE_TOKEN as TOKEN } from '../helpers/hosts';
import { postPurge } from '../helpers/purge';
import { clearCache, demo, settleCache, visibleText } from '../helpers/worker';

const bindings = { ...env, PAGE_CACHE_SECONDS: '60', WARM_READS_PER_MINUTE: '0' };

/** A request with the page cache on (the other worker tests run with it off). */
async function page(path = '/notice', extra: Record<string, unknown> = {}) {
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`http://${RICH}${path}`, { headers: { host: RICH } }),
    { ...bindings, ...extra },
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return {
    status: response.status,
    html,
    pageCache: response.headers.get('x-page-cache'),
    stale: response.headers.get('x-page-stale'),
  };
}

/**
 * Renders `path` from warm reads, so it is whole and kept (or finds the page an earlier test kept
 * unchanged), and forgets the provider's record.
 */
async function warm(path = '/notice') {
  await page(path, { PAGE_CACHE_SECONDS: '0' });
  await settleCache();
  const kept = await page(path);
  expect((await page(path)).pageCache).toBe('hit');
  await settleCache();
  await demo.clearRequests();
  return kept;
}

const purgeHost = async () => {
  const purged = await postPurge(RICH, { host: RICH }, { token: TOKEN, bindings });
  expect(purged.status).toBe(200);
};

/** Each provider read's KV key and the purge generation its copy was written under. */
async function storedGenerations(): Promise<Map<string, string | undefined>> {
  const kv = env.CACHE as KVNamespace;
  const stored = new Map<string, string | undefined>();
  for (const { name } of (await kv.list()).keys) {
    if (name.startsWith('gen:') || name.startsWith('warm:')) continue;
    const { metadata } = await kv.getWithMetadata<{ g?: string }>(name);
    stored.set(name, metadata?.g);
  }
  return stored;
}

beforeEach(async () => {
  await demo.reset();
  await clearCache();
  // A new site-wide generation, so no page remembered by an earlier test matches.
  await env.CACHE.put('gen:all', crypto.randomUUID());
});

describe('a purge storm', () => {
  it('asks the provider again after a purge, and serves the kept page when nothing changed', async () => {
    const kept = await warm();
    for (let purge = 1; purge <= 3; purge++) {
      await purgeHost();
      const after = await page();
      expect(after.pageCache, `purge ${purge}: no render for unchanged reads`).toBe('hit');
      expect(after.html).toBe(kept.html);
      const asked = (await demo.requests()).map((r) => r.path);
      expect(asked, 'the purge still reads the notices again').toContainEqual(
        expect.stringMatching(/\/announcemnt$/),
      );
      await settleCache();
      await demo.clearRequests();
      expect((await page()).pageCache).toBe('hit');
    }
  });

  it('renders again, with the new text, when a read the page used changed', async () => {
    await warm();
    await demo.faults({
      faults: [
        {
          pattern: '/announcemnt$',
          mode: 'values',
          values: { insAnnTitle: 'Timetable changed after the purge' },
        },
      ],
    });
    await purgeHost();
    const after = await page();
    expect(after.pageCache).toBe('miss');
    expect(visibleText(after.html)).toContain('Timetable changed after the purge');
  });

  it('serves the kept page marked stale, without a render, when a read fails after a purge', async () => {
    const memoryOn = { CACHE_MEMORY_SECONDS: '5' }; // the copies a stale read serves, as deployed
    await page('/notice', { ...memoryOn, PAGE_CACHE_SECONDS: '0' });
    await settleCache();
    const kept = await page('/notice', memoryOn);
    expect((await page('/notice', memoryOn)).pageCache).toBe('hit');
    await purgeHost();
    await demo.faults({ faults: [{ pattern: '/announcemnt$', mode: 'status500' }] });
    const after = await page('/notice', memoryOn);
    expect(after.status).toBe(200);
    expect(after.pageCache, 'served from its copies as a render would be').toBe('hit');
    expect(after.stale).toBe('true');
    expect(after.html).toBe(kept.html);
  });

  it('writes an unchanged value once under the new generation, so no later visit asks again', async () => {
    await warm();
    const before = await storedGenerations();
    expect(before.size).toBeGreaterThan(5);
    await purgeHost();
    await page();
    await settleCache();
    expect((await demo.requests()).length, 'the provider was asked again').toBeGreaterThan(5);
    expect(await storedGenerations(), 'the copies say they are current').not.toEqual(before);
    // Every isolate and location now finds the copies current: the provider is not asked again.
    await demo.clearRequests();
    await page();
    await settleCache();
    expect(await demo.requests()).toEqual([]);
  });
});
