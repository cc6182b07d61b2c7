/**
 * Which institutes visitors open, from the worker's own traffic (decision 072): each isolate
 * counts the requests of each known host in its memory and writes what it counted to KV at most
 * once every `VIEW_FLUSH_SECONDS`, under a key of its own (`warm:views:<time>:<random>`), so no
 * key is written twice and no request waits for or pays a KV write of its own. The cron merges
 * those keys into the ranking (warmup/hottest.ts). An isolate that ends before its flush loses its
 * counts: the ranking is a sample, good enough to tell the hot institutes from the cold.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { inMeteredScope } from '../provider/meter';

/** One host's requests counted here, and the institute it resolved to. */
export type HostViews = { insId: string; views: number };

/** The prefix of the keys isolates write their counts under. */
export const VIEWS_PREFIX = 'warm:views:';

/**
 * How long a flushed count is kept: the cron merges it within minutes (its 5 and the listing's
 * settling minute), and every run lists all of them, so few are kept: about an isolate's 12.
 */
const VIEWS_KEEP_SECONDS = 3600;

/**
 * Hosts counted at most between two flushes: only hosts the provider knows are counted (one worker
 * serves about a thousand), so this bounds memory, not the ranking.
 */
const COUNTED_HOSTS = 2000;

let counts = new Map<string, HostViews>();
/** When this isolate last wrote its counts (or first counted one): the flush interval starts there. */
let lastFlush: number | undefined;

/** The key one flush writes: its time first, so the cron can tell which it has merged. */
export const viewsKey = (at: number) =>
  `${VIEWS_PREFIX}${at.toString().padStart(15, '0')}:${crypto.randomUUID().slice(0, 8)}`;

/** The time a flush key was written, from its name (NaN for a key of another shape). */
export const viewsKeyTime = (key: string) => Number(key.slice(VIEWS_PREFIX.length).split(':')[0]);

/** Counts one request of `host` (institute `insId`) in this isolate. */
function countView(host: string, insId: string): void {
  const known = counts.get(host);
  if (!known && counts.size >= COUNTED_HOSTS) return;
  counts.set(host, { insId, views: (known?.views ?? 0) + 1 });
}

/** Takes what this isolate counted since its last flush (and starts counting afresh). */
export function takeViews(): Record<string, HostViews> {
  const taken = Object.fromEntries(counts.entries());
  counts = new Map();
  return taken;
}

/** What this isolate counted since its last flush, left in place. */
export const countedViews = (): Record<string, HostViews> => Object.fromEntries(counts.entries());

/**
 * Counts every GET or HEAD of a known host (after middleware/site.ts) answered 200, the warm-up's
 * own renders aside (a scanner's 404s and a rate limit's 429s make no institute hot), and writes
 * this isolate's counts to KV in the background once its flush interval has passed.
 */
export const views = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const method = c.req.method;
  if ((method !== 'GET' && method !== 'HEAD') || c.res.status !== 200 || inMeteredScope()) return;
  countView(c.var.site.host, c.var.site.insId);
  const flushMs = c.var.config.viewFlushMs;
  const now = Date.now();
  lastFlush ??= now;
  if (flushMs <= 0 || now - lastFlush < flushMs) return;
  lastFlush = now;
  const write = c.env.CACHE.put(viewsKey(now), JSON.stringify(takeViews()), {
    expirationTtl: VIEWS_KEEP_SECONDS,
  }).catch(() => undefined);
  try {
    c.executionCtx.waitUntil(write);
  } catch {
    // app.fetch without an execution context (some tests): the write runs unawaited
  }
});
