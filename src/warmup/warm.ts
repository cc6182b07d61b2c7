/**
 * The warm-up: renders hosts' home and notice list through the worker's own routes, in-process
 * (`app.fetch`), so the very reads a visitor's render makes fill the very KV keys it looks up
 * (decision 072). KV is global, so a read warmed here spares every location its provider round
 * trip; the rendered page lands in this location's page cache only.
 *
 * Bounded: at most `WARM_READS_PER_MINUTE` provider requests in any minute in this isolate, the
 * cron's and purges' warm-ups together, counted as they are sent (provider/meter.ts), background
 * refreshes included. A page starts only while the minute's budget has room for the most any page
 * of this isolate's warm-ups has cost (COLD_PAGE_READS before the first), and a page that would
 * cost more than is left is cut short: its reads past the budget are refused, not sent. What was
 * skipped is said in the run's log line.
 *
 * A read whose copy is of the current purge generation is not read again: the warm-up fills what
 * is cold (missing, or purged since), never refreshes what is merely stale, which visitors are
 * served at once anyway.
 */
import { configOf } from '../config';
import type { Bindings } from '../env';
import { logEvent } from '../lib/log';
import { KEEP_SECONDS } from '../provider/entries';
import { metered, type ReadMeter } from '../provider/meter';
import { providerFor, resolveHost } from '../site/lookup';
import type { Warmed } from './hottest';

/** The pages warmed for each host: the two most people open. */
const WARM_PATHS = ['/', '/notice'] as const;

/**
 * The provider requests a page is assumed to cost before this isolate has seen one. Cold, the
 * richest demo institute's home with its frame (host lookup, institute, profile, menus) costs 17,
 * its notice list then 21 more (a document read per notice); the sparse one's both together, 7.
 */
const COLD_PAGE_READS = 20;

/**
 * The worker's own page rendering (`app.fetch`), handed in by the worker's entry and the app: the
 * warm-up renders pages as a visitor's request does, and the app's routes start it.
 */
export type RenderPage = (
  request: Request,
  env: Bindings,
  ctx: ExecutionContext,
) => Response | Promise<Response>;

/** What one warm-up did: its log line's fields. */
export type WarmReport = {
  reason: string;
  /** The provider requests a minute allows (WARM_READS_PER_MINUTE). */
  budget: number;
  hosts: string[];
  /** Hosts whose pages were all rendered. */
  warmed: string[];
  /** Hosts warmed whole before under the purge generations they have now: not rendered. */
  alreadyWarm: string[];
  pages: number;
  /** Provider requests the warm-up's renders sent (0: everything was warm). */
  reads: number;
  /** Provider requests the budget refused in pages it cut short (each failed; its copy served). */
  readsSkipped: number;
  /** Pages not started for want of budget. */
  pagesSkipped: number;
};

/** The provider requests this isolate's warm-ups sent in the last minute: when, and how many. */
const spending: { at: number; reads: number }[] = [];
/** The most provider requests one warmed page has cost in this isolate. */
let costliestPage = COLD_PAGE_READS;

/** The provider requests warm-ups sent in the minute up to `now` (a sliding window, not a clock minute). */
function spentInLastMinute(now: number): number {
  while (spending.length > 0 && now - (spending[0]?.at ?? now) >= 60_000) spending.shift();
  return spending.reduce((sum, { reads }) => sum + reads, 0);
}

const warmEnvs = new WeakMap<object, Bindings>();

/**
 * `env` for the warm-up's renders: a copy current under its purge generation counts as fresh
 * however old, so the budget goes to cold reads only; and every answer it reads is written to KV,
 * changed or not: KV's copies under the current generations are what it warms for every isolate,
 * where a visitor's re-read of an unchanged value written moments ago is not (decision 085). Its
 * own parsed settings, kept per env.
 */
function warmEnvOf(env: Bindings): Bindings {
  let warm = warmEnvs.get(env);
  if (!warm) {
    warm = { ...env, CACHE_FRESH_SECONDS: String(KEEP_SECONDS), CACHE_WRITES: 'every-read' };
    warmEnvs.set(env, warm);
  }
  return warm;
}

/** An execution context whose `waitUntil` work can be awaited, added-while-waiting included. */
function awaitableContext() {
  const pending = new Set<Promise<unknown>>();
  const ctx = {
    waitUntil(promise: Promise<unknown>) {
      const tracked = promise.catch(() => undefined).finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    passThroughOnException() {},
    props: {},
  } as unknown as ExecutionContext;
  const settled = async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };
  return { ctx, settled };
}

/**
 * Renders `path` of `host` to its end, its background work too, sending at most `limit` provider
 * requests; what it sent and was refused.
 */
async function warmPage(
  render: RenderPage,
  env: Bindings,
  host: string,
  path: string,
  limit: number,
): Promise<ReadMeter> {
  const meter: ReadMeter = { limit, sent: 0, refused: 0 };
  const { ctx, settled } = awaitableContext();
  await metered(meter, async () => {
    const response = await render(
      new Request(`https://${host}${path}`, { headers: { host } }),
      env,
      ctx,
    );
    await response.arrayBuffer();
    await settled();
  }).catch(() => undefined);
  return meter;
}

/**
 * The purge generations `host`'s pages are current under (all, host, institute, and resources
 * purged alone), read as a visitor's request reads them (one KV round trip); null for a host the
 * provider does not know.
 */
async function generationOf(env: Bindings, host: string, limit: number) {
  const meter: ReadMeter = { limit, sent: 0, refused: 0 };
  const { ctx, settled } = awaitableContext();
  const generation = await metered(meter, async () => {
    const config = configOf(env);
    const resolved = await resolveHost(providerFor(config, env.CACHE, ctx), host);
    await settled();
    return resolved && `${resolved.pageGeneration} ${JSON.stringify(resolved.tagGenerations)}`;
  }).catch(() => null);
  return { generation, meter };
}

/** A host warmed whole this long ago is rendered again, current or not: its reads' KV entries age. */
const REWARM_MS = 24 * 3600_000;

/** A host to warm, and when and under which generations it was last warmed whole, if known. */
type WarmTarget = { host: string; warmed?: Warmed };

/**
 * Warms `targets`' pages (WARM_PATHS), in the order given (hottest first), within the minute's
 * budget, and logs one `warm-up` line with what it did; `requestId` is the purge's, if one started
 * it. A target warmed whole under the purge generations it has now (within REWARM_MS) is not
 * rendered again: checking costs one KV round trip, a render about twenty key reads. Returns the
 * report and the hosts warmed whole, with their generations. Never rejects.
 */
export async function warmHosts(
  render: RenderPage,
  env: Bindings,
  targets: readonly WarmTarget[],
  reason: string,
  requestId?: string,
): Promise<{ report: WarmReport; warmed: Record<string, Warmed> }> {
  const budget = configOf(env).warmReadsPerMinute;
  const report: WarmReport = {
    reason,
    budget,
    hosts: targets.map((t) => t.host),
    warmed: [],
    alreadyWarm: [],
    pages: 0,
    reads: 0,
    readsSkipped: 0,
    pagesSkipped: 0,
  };
  const warmed: Record<string, Warmed> = {};
  const renderEnv = warmEnvOf(env);
  const spend = ({ sent, refused }: ReadMeter) => {
    spending.push({ at: Date.now(), reads: sent });
    report.reads += sent;
    report.readsSkipped += refused;
  };
  for (const { host, warmed: before } of targets) {
    const left = () => budget - spentInLastMinute(Date.now());
    if (costliestPage > left()) {
      report.pagesSkipped += WARM_PATHS.length;
      continue;
    }
    const now = Date.now();
    const { generation, meter } = await generationOf(renderEnv, host, left());
    spend(meter);
    if (!generation) continue; // unknown now, or the provider cannot say: nothing to warm
    if (before?.generation === generation && now - before.at < REWARM_MS) {
      report.alreadyWarm.push(host);
      continue;
    }
    let whole = true;
    for (const path of WARM_PATHS) {
      if (costliestPage > left()) {
        whole = false;
        report.pagesSkipped++;
        continue;
      }
      const page = await warmPage(render, renderEnv, host, path, left());
      spend(page);
      costliestPage = Math.max(costliestPage, page.sent + page.refused);
      if (page.refused > 0) whole = false;
      report.pages++;
    }
    if (whole) {
      report.warmed.push(host);
      warmed[host] = { generation, at: now };
    }
  }
  logEvent('log', 'warm-up', requestId, report);
  return { report, warmed };
}
