/**
 * Workers KV around the provider client: stale-while-revalidate.
 *
 * - Key: `<generation>:<path>?<sorted query>`. Purging bumps a generation, so every older key is
 *   unreachable at once with no listing.
 * - Entries live for days (an expired key leaves nothing stale to serve); freshness comes from
 *   the fetch time in the entry's metadata.
 * - Fresh: served. Stale: served at once, refreshed in `waitUntil`, one refresh per key at a time
 *   in this isolate. Missing: read from the provider, written back in `waitUntil`.
 * - KV is written only when the provider was actually read (refresh or miss), never per request,
 *   and only with a value the read's `accept` lets through (a record of another owner, or none,
 *   is returned but not kept).
 * - When the provider fails or times out, a stale copy is served whatever its age.
 * - In front of KV, a small per-isolate memory (at most MEMORY_ENTRIES, each trusted for
 *   `memoryMs`) spares a hot page its KV round trips; it holds validated values only.
 * Only this module touches KV for provider data.
 */
import * as v from 'valibot';
import { fetchValidated, queryString, type Query, type ReadError, type Result } from './client';
import type { Schema } from './schemas/common';

export type ReadOutcome = 'hit' | 'stale' | 'miss' | 'fail';
/** `freshUntil`: until when the value served counts as fresh (hits and misses only). */
export type ReadLog = { path: string; outcome: ReadOutcome; ms: number; freshUntil?: number };

export type CacheSettings = {
  base: string;
  kv: KVNamespace;
  waitUntil: (promise: Promise<unknown>) => void;
  timeoutMs: number;
  freshMs: number;
  /** How long this isolate trusts a value it already read from KV or the provider (0 = always ask KV). */
  memoryMs: number;
};

export type ReadOptions<T> = {
  /**
   * Whether a value the provider answered may be cached. A refused value is still returned, but
   * never written to KV or memory (and a refresh that brings one removes the stale copy), so ids a
   * visitor makes up cannot turn into cache writes. For records checked for their owner.
   */
  accept?: (value: T) => boolean;
};

export interface Provider {
  /** Reads `path` (+ query), unwraps the envelope's `key`, validates with `schema`. Never throws. */
  read<T>(path: string, query: Query | undefined, key: string, schema: Schema<T>, options?: ReadOptions<T>): Promise<Result<T>>;
  /** A reader whose cache keys carry `generation` (site-wide and institute generations). */
  scoped(generation: string): Provider;
  /** Every read this request made, for the request log and Server-Timing. */
  readonly log: ReadLog[];
}

/** Entries outlive freshness by far: a week of stale copies to fall back on. */
export const KEEP_SECONDS = 7 * 24 * 3600;
/** After a failed refresh, wait this long before this isolate tries the provider again for that key. */
const RETRY_AFTER_MS = 15_000;

type Meta = { t: number };

const MEMORY_ENTRIES = 2000;
type Remembered = { value: unknown; fetchedAt: number; storedAt: number };
/** Per-isolate memory in front of KV; Map order doubles as least-recently-stored eviction. */
const memory = new Map<string, Remembered>();

function remember(key: string, value: unknown, fetchedAt: number) {
  memory.delete(key);
  memory.set(key, { value, fetchedAt, storedAt: Date.now() });
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value!);
}

/** Keys whose refresh is running (or failed recently) in this isolate: at most one refresh per key. */
const refreshing = new Map<string, number>();

export function createProvider(settings: CacheSettings, generation = 'g0', log: ReadLog[] = [], memo = new Map<string, Promise<Result<unknown>>>()): Provider {
  const provider: Provider = {
    log,
    scoped: (gen) => createProvider(settings, gen, log, memo),
    read<T>(path: string, query: Query | undefined, key: string, schema: Schema<T>, options: ReadOptions<T> = {}) {
      const cacheKey = `${generation}:${path}${queryString(query)}`;
      let pending = memo.get(cacheKey) as Promise<Result<T>> | undefined;
      if (!pending) {
        pending = cachedRead(settings, cacheKey, path, query, key, schema, log, options.accept);
        memo.set(cacheKey, pending);
      }
      return pending;
    },
  };
  return provider;
}

async function cachedRead<T>(s: CacheSettings, cacheKey: string, path: string, query: Query | undefined, key: string, schema: Schema<T>, log: ReadLog[], accept: (value: T) => boolean = () => true): Promise<Result<T>> {
  const started = Date.now();
  const done = (outcome: ReadOutcome, fetchedAt?: number) =>
    log.push({ path, outcome, ms: Date.now() - started, ...(fetchedAt === undefined ? {} : { freshUntil: fetchedAt + s.freshMs }) });
  const fetchNow = () => fetchValidated(s.base, path, query, key, schema, s.timeoutMs);
  const store = (value: T) => {
    remember(cacheKey, value, Date.now());
    return s.kv.put(cacheKey, JSON.stringify(value), { metadata: { t: Date.now() } satisfies Meta, expirationTtl: KEEP_SECONDS }).catch(() => undefined);
  };

  const inMemory = memory.get(cacheKey);
  let cached: { value: T; fetchedAt: number } | null =
    inMemory && Date.now() - inMemory.storedAt < s.memoryMs ? { value: inMemory.value as T, fetchedAt: inMemory.fetchedAt } : null;
  if (!cached) {
    cached = await readEntry(s.kv, cacheKey, schema);
    if (cached && s.memoryMs > 0) remember(cacheKey, cached.value, cached.fetchedAt);
  }
  if (cached && Date.now() - cached.fetchedAt < s.freshMs) {
    done('hit', cached.fetchedAt);
    return { ok: true, value: cached.value };
  }
  if (cached) {
    const last = refreshing.get(cacheKey);
    if (last === undefined || Date.now() - last > RETRY_AFTER_MS) {
      refreshing.set(cacheKey, Date.now());
      s.waitUntil(
        fetchNow().then(async (fresh) => {
          if (fresh.ok) {
            await (accept(fresh.value) ? store(fresh.value) : forget(cacheKey, s.kv));
            refreshing.delete(cacheKey);
          } else {
            refreshing.set(cacheKey, Date.now()); // back off; the stale copy keeps serving
          }
        }),
      );
    }
    done('stale');
    return { ok: true, value: cached.value };
  }
  const fresh = await fetchNow();
  if (fresh.ok) {
    if (accept(fresh.value)) s.waitUntil(store(fresh.value));
    done('miss', Date.now());
  } else {
    done('fail');
    logFailure(path, fresh.error);
  }
  return fresh;
}

/** Drops a cached value the provider no longer answers acceptably (a record gone or moved). */
function forget(cacheKey: string, kv: KVNamespace) {
  memory.delete(cacheKey);
  return kv.delete(cacheKey).catch(() => undefined);
}

async function readEntry<T>(kv: KVNamespace, cacheKey: string, schema: Schema<T>): Promise<{ value: T; fetchedAt: number } | null> {
  try {
    const entry = await kv.getWithMetadata<unknown, Meta>(cacheKey, 'json');
    if (entry.value === null) return null;
    // Re-validate: a cached value written by an older deploy must still fit today's schema.
    const parsed = v.safeParse(schema, entry.value);
    return parsed.success ? { value: parsed.output, fetchedAt: entry.metadata?.t ?? 0 } : null;
  } catch {
    return null;
  }
}

function logFailure(path: string, error: ReadError) {
  console.warn(JSON.stringify({ event: 'provider-read-failed', path, ...error }));
}
