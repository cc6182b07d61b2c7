/**
 * The first search after a purge while the provider is slower than the copy wait (issue 41,
 * decision 082): the reads the purge asked for are cut short and their old copies serve, so the
 * index built then holds what the purge was sent to remove. It answers that one search, is kept
 * from everyone else (not in KV), and the next search after those reads have answered builds it
 * again from them. The file host fails every document here: reading PDFs is not what this tests.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { app } from '../../src/app';
import type { SearchJson } from '../../src/lib/searchText';
import { RICH } from '../helpers/hosts';
import { clearCache, demo, purgeHost, settleCache } from '../helpers/worker';

/** Reads and the request may wait long; a read with a copy waits only 300 ms (decision 005). */
const SLOW = { PROVIDER_TIMEOUT_MS: '60000', REQUEST_DEADLINE_MS: '60000', COPY_WAIT_MS: '300' };
/** Three index builds of the rich institute on a loaded machine: a ceiling, not a wait. */
const LONG = 120_000;

const searchKeys = async () =>
  (await (env.CACHE as KVNamespace).list({ prefix: 'search:' })).keys.map((k) => k.name);

/** `/search.json?q=` on RICH with some bindings changed; `settled`: its background work done. */
async function searchWith(q: string, vars: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`http://${RICH}/search.json?q=${encodeURIComponent(q)}`, {
      headers: { host: RICH },
    }),
    { ...(env as unknown as Record<string, unknown>), ...vars },
    ctx,
  );
  const body = (await response.json()) as SearchJson;
  return {
    body,
    origin: /search-index;desc="(\w+)"/.exec(response.headers.get('server-timing') ?? '')?.[1],
    settled: waitOnExecutionContext(ctx),
  };
}

beforeEach(async () => {
  await demo.reset();
  await clearCache();
  await demo.fileFaults([{ pattern: '.*', mode: 'status500' }]);
});

describe('the first search after a purge, the provider slower than the copy wait', () => {
  it(
    'answers from the old copies but keeps that index from everyone: the next search, once the reads have answered, no longer finds the withdrawn words',
    async () => {
      // The notices as they were: titled with a word no other entry has.
      await demo.faults({
        faults: [
          {
            pattern: '/announcemnt$',
            mode: 'values',
            values: { insAnnTitle: 'Quokkazebra notice' },
          },
        ],
      });
      const before = await searchWith('quokkazebra');
      expect(before.body.total).toBeGreaterThan(0);
      await before.settled;
      await settleCache();
      expect((await purgeHost(RICH)).status).toBe(200);
      const kept = await searchKeys();
      // The notices as they are now, answered later than a read with a copy waits.
      await demo.faults({ faults: [{ pattern: '/announcemnt$', latencyMs: 1500 }] });
      const first = await searchWith('quokkazebra', SLOW);
      expect(first.origin).toBe('built');
      // Built from the copies the purge asked to replace: the words are found this once.
      expect(first.body.total).toBeGreaterThan(0);
      await first.settled; // the notice list's read has answered, and is kept
      await settleCache();
      expect((await searchKeys()).filter((k) => !kept.includes(k))).toEqual([]);
      const next = await searchWith('quokkazebra');
      expect(next.origin).toBe('built');
      expect(next.body.total).toBe(0);
      await next.settled;
      await settleCache();
      // Built from the reads made after the purge, it is kept for other isolates.
      expect((await searchKeys()).filter((k) => !kept.includes(k))).toHaveLength(1);
      const later = await searchWith('quokkazebra');
      expect(later.origin).toBe('memory');
      expect(later.body.total).toBe(0);
      await later.settled;
    },
    LONG,
  );
});
