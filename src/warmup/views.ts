/**
 * Which institutes visitors open, as this isolate saw them (decision 072): each isolate counts the
 * requests of each known host in its memory and writes nothing. In production the warm-up ranks
 * by the views Analytics Engine holds, which every isolate's page views already wrote
 * (warmup/hottest.ts); these counts add what the cron's own isolate saw since its last run, and
 * are all it ranks by where no SQL API is configured (`npm start`, the tests: one isolate there).
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { inMeteredScope } from '../provider/meter';

/** One host's requests counted here, and the institute it resolved to. */
export type HostViews = { insId: string; views: number };

/**
 * Hosts counted at most between two cron runs: only hosts the provider knows are counted (one
 * worker serves about a thousand), so this bounds memory, not the ranking.
 */
const COUNTED_HOSTS = 2000;

let counts = new Map<string, HostViews>();

/** Counts one request of `host` (institute `insId`) in this isolate. */
function countView(host: string, insId: string): void {
  const known = counts.get(host);
  if (!known && counts.size >= COUNTED_HOSTS) return;
  counts.set(host, { insId, views: (known?.views ?? 0) + 1 });
}

/** Takes what this isolate counted since the last take (and starts counting afresh). */
export function takeViews(): Record<string, HostViews> {
  const taken = Object.fromEntries(counts.entries());
  counts = new Map();
  return taken;
}

/** What this isolate counted since the last take, left in place. */
export const countedViews = (): Record<string, HostViews> => Object.fromEntries(counts.entries());

/**
 * Counts every GET or HEAD of a known host (after middleware/site.ts) answered 200, the warm-up's
 * own renders aside (a scanner's 404s and a rate limit's 429s make no institute hot).
 */
export const views = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const method = c.req.method;
  if ((method !== 'GET' && method !== 'HEAD') || c.res.status !== 200 || inMeteredScope()) return;
  countView(c.var.site.host, c.var.site.insId);
});
