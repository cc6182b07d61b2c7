/**
 * The warm-up (decision 072): the Cron Trigger reads the hottest institutes' home and notice list
 * into KV, hottest by the visits the worker counted (here, and flushed to KV by other isolates),
 * within its budget of provider reads a minute; a purge warms what it made cold.
 */
import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demo as ids } from '../../demo/fixtures/index.ts';
import { app } from '../../src/app';
import worker from '../../src/index';
import { metered } from '../../src/provider/meter';
import { RANKING_KEY } from '../../src/warmup/hottest';
import { takeViews } from '../../src/warmup/views';
import { HINDI as OTHER, RICH, SPARSE } from '../helpers/hosts';
import { postPurge } from '../helpers/purge';
import {
  captureLogLines,
  clearCache,
  demo,
  demoUrl,
  get,
  type LogLine,
  settleCache,
} from '../helpers/worker';

const kv = env.CACHE as KVNamespace;

/** The worker's env with the warm-up's budget set (the suite's is 0: vitest.config.ts). */
const withBudget = (
  readsPerMinute: number,
  more: Record<string, string> = {},
): Record<string, unknown> => ({
  ...env,
  WARM_READS_PER_MINUTE: String(readsPerMinute),
  ...more,
});

/** The warm-up's ranking read from Analytics Engine: the demo provider stands in for its SQL API. */
const analytics = () => ({
  TRAFFIC_SQL_TOKEN: 'test-analytics-token',
  CLOUDFLARE_ACCOUNT_ID: 'a'.repeat(32),
  TRAFFIC_DATASET: 'institute_sites_traffic_dev',
  TRAFFIC_SQL_API: `${demoUrl()}/__analytics`,
});

/** Runs the Cron Trigger as Cloudflare would, with `bindings`; its `warm-up` log line. */
async function cron(bindings: Record<string, unknown>): Promise<LogLine> {
  const logs = captureLogLines();
  try {
    await worker.scheduled(
      createScheduledController({ cron: '*/5 * * * *', scheduledTime: Date.now() }),
      bindings as unknown as typeof env,
    );
  } finally {
    logs.stop();
  }
  const line = logs.lines.find((l) => l.event === 'warm-up');
  expect(line).toBeDefined();
  return line!;
}

/** The KV keys of `insId`'s home and list notice reads that are there. */
async function noticeReads(insId: string): Promise<string[]> {
  const { keys } = await kv.list({ prefix: `ins:${insId}:` });
  return keys.map((k) => k.name).filter((name) => name.includes('/announcemnt'));
}

/** Visits `host`'s home `times` times (each counted as a view in this isolate). */
async function visit(host: string, times: number) {
  for (let i = 0; i < times; i++) await get(host, '/');
}

beforeEach(async () => {
  await demo.reset();
  await clearCache();
  takeViews(); // earlier tests' visits
});

afterEach(async () => {
  await settleCache();
});

describe('warm-up', () => {
  // First in the file: the budget is a sliding minute, which earlier tests' warm-ups would share.
  it('keeps to its budget of provider reads a minute, and says what it left', async () => {
    await visit(RICH, 3);
    await visit(OTHER, 2);
    await visit(SPARSE, 1);
    await clearCache();
    await demo.clearRequests();
    const line = await cron(withBudget(24));
    const sent = (await demo.requests()).length;
    expect(line).toMatchObject({ reason: 'cron', budget: 24, reads: sent });
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(24);
    expect(line.hosts).toEqual([RICH, OTHER, SPARSE]);
    expect(line.pagesSkipped).toBeGreaterThan(0);
    expect(line.warmed).not.toContain(SPARSE);
  });

  it('a page that would cost more than the budget left is cut short: its reads past it are not sent', async () => {
    await clearCache();
    await demo.clearRequests();
    const meter = { limit: 2, sent: 0, refused: 0 };
    await metered(meter, async () => {
      const ctx = createExecutionContext();
      const response = await app.fetch(
        new Request(`http://${RICH}/`, { headers: { host: RICH } }),
        env,
        ctx,
      );
      await response.text();
      await waitOnExecutionContext(ctx);
    });
    expect(meter.sent).toBe(2);
    expect(meter.refused).toBeGreaterThan(0);
    expect(await demo.requests()).toHaveLength(2);
  });

  it('reads the hottest institutes home and notice list into KV: their next visit reads nothing', async () => {
    await visit(RICH, 3);
    await visit(OTHER, 1);
    await clearCache();
    await demo.clearRequests();
    expect(await noticeReads(ids.sunrise.insId)).toEqual([]);

    const line = await cron(withBudget(1_000_000));
    expect(line).toMatchObject({ reason: 'cron', hosts: [RICH, OTHER], warmed: [RICH, OTHER] });
    expect(line.reads).toBeGreaterThan(0);
    for (const insId of [ids.sunrise.insId, ids.gyandeep.insId]) {
      const reads = await noticeReads(insId);
      expect(reads.some((k) => k.includes('limit=20'))).toBe(true); // the home's column
      expect(reads.some((k) => k.includes('limit=1000'))).toBe(true); // the notice list
    }
    // Not visited: not warmed.
    expect(await noticeReads(ids.hillview.insId)).toEqual([]);

    await demo.clearRequests();
    for (const host of [RICH, OTHER]) {
      expect((await get(host, '/')).status).toBe(200);
      expect((await get(host, '/notice')).status).toBe(200);
    }
    expect(await demo.requests()).toEqual([]);
  });

  it('ranks by the views Analytics Engine holds, through its SQL API, and keeps the ranking in KV', async () => {
    await visit(RICH, 1); // in Analytics Engine too, in production: not counted twice
    // Views every isolate's page views wrote, as the SQL API answers them (the demo's stand-in).
    await fetch(`${demoUrl()}/__control/analytics`, {
      method: 'PUT',
      body: JSON.stringify({
        rows: [
          { host: SPARSE, institute: ids.hillview.insId, views: 50 },
          { host: OTHER, institute: ids.gyandeep.insId, views: '7' },
        ],
      }),
    });
    const line = await cron(withBudget(1_000_000, analytics()));
    expect(line.hosts).toEqual([SPARSE, OTHER]);
    const { queries } = (await (await fetch(`${demoUrl()}/__control/analytics`)).json()) as {
      queries: string[];
    };
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/FROM institute_sites_traffic_dev WHERE double1 = 1 AND index1/);
    const ranking = await kv.get<{ hosts: Record<string, { score: number }> }>(RANKING_KEY, 'json');
    expect(Object.keys(ranking?.hosts ?? {}).sort()).toEqual([OTHER, SPARSE].sort());
    // The next run asks only for the minutes since; both hosts are warm under the generations they
    // still have: checked, not rendered again.
    await fetch(`${demoUrl()}/__control/analytics`, { method: 'PUT', body: '{"rows":[]}' });
    await demo.clearRequests();
    const again = await cron(withBudget(1_000_000, analytics()));
    expect(again).toMatchObject({ hosts: [SPARSE, OTHER], alreadyWarm: [SPARSE, OTHER], pages: 0 });
    expect(await demo.requests()).toEqual([]);
    const after = await kv.get<typeof ranking>(RANKING_KEY, 'json');
    expect(after?.hosts[SPARSE]?.score).toBeLessThanOrEqual(ranking?.hosts[SPARSE]?.score ?? 0);
  });

  it('counts views in memory only: no isolate writes them to KV, whatever VIEW_FLUSH_SECONDS said', async () => {
    const fetchAs = async (host: string) => {
      const ctx = createExecutionContext();
      // VIEW_FLUSH_SECONDS was the interval of each isolate's writes of its counts: gone.
      const bindings = withBudget(0, { VIEW_FLUSH_SECONDS: '1' });
      const response = await app.fetch(
        new Request(`http://${host}/`, { headers: { host } }),
        bindings,
        ctx,
      );
      await response.text();
      await waitOnExecutionContext(ctx);
    };
    await fetchAs(RICH);
    await settleCache();
    const before = (await kv.list()).keys.map((k) => k.name);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    for (let i = 0; i < 3; i++) await fetchAs(RICH);
    await fetchAs(OTHER);
    await settleCache();
    const written = (await kv.list()).keys.map((k) => k.name).filter((k) => !before.includes(k));
    expect(written.filter((k) => k.startsWith('warm:'))).toEqual([]);
    expect(takeViews()).toMatchObject({ [RICH]: { views: 4 }, [OTHER]: { views: 1 } });
  });

  it('a purge of one institute warms its pages at once: the next visit reads nothing', async () => {
    await visit(RICH, 2);
    await settleCache();
    await demo.clearRequests();
    const response = await postPurge(
      RICH,
      { institute: ids.sunrise.insId },
      { token: 'test-purge-token', bindings: withBudget(1_000_000) },
    );
    expect(response.status).toBe(200);
    // The purge read the provider again for the institute's pages, before any visitor came.
    expect((await demo.requests()).some((r) => r.path.endsWith('/dash'))).toBe(true);
    await settleCache();
    await demo.clearRequests();
    await get(RICH, '/');
    await get(RICH, '/notice');
    expect(await demo.requests()).toEqual([]);
  });

  it('a purge of everything warms the hottest hosts', async () => {
    await visit(RICH, 2);
    await visit(OTHER, 1);
    await settleCache();
    await demo.clearRequests();
    const logs = captureLogLines();
    try {
      const response = await postPurge(
        RICH,
        { all: true },
        { token: 'test-purge-token', bindings: withBudget(1_000_000) },
      );
      expect(response.status).toBe(200);
    } finally {
      logs.stop();
    }
    expect(logs.lines.find((l) => l.event === 'warm-up')).toMatchObject({
      reason: 'purge-all',
      hosts: [RICH, OTHER],
      warmed: [RICH, OTHER],
    });
    await settleCache();
    await demo.clearRequests();
    for (const host of [RICH, OTHER]) {
      await get(host, '/');
      await get(host, '/notice');
    }
    expect(await demo.requests()).toEqual([]);
  });

  it('a purge warms nothing when the budget is 0', async () => {
    await visit(RICH, 1);
    await settleCache();
    await demo.clearRequests();
    const response = await postPurge(
      RICH,
      { institute: ids.sunrise.insId },
      { token: 'test-purge-token', bindings: withBudget(0) },
    );
    expect(response.status).toBe(200);
    expect((await demo.requests()).some((r) => r.path.includes('announcemnt'))).toBe(false);
  });
});
