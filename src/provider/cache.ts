/**
 * Workers KV around the provider client: stale-while-revalidate, purges that never forget, a
 * brief memory of "not found", and one deadline per request.
 *
 * - Key: `<scope>:<path>?<sorted query>`, where the scope names whose read it is (`host:<host>`
 *   for a host lookup, `ins:<id>` for an institute's reads): one tenant's reads never share a key
 *   with another's. No generation in the key: the entry's metadata records the purge generation
 *   it was read under and its fetch time (docs/decisions/005-cache-purge-keeps-last-good-copy.md).
 * - Entries live for days (an expired key leaves nothing stale to serve); freshness comes from
 *   the fetch time.
 * - Fresh: served. Stale: served at once, refreshed in `waitUntil`, one refresh per key at a time
 *   in this isolate, and in the location (a claim in its Cache API: provider/confirmed.ts). Read under an older generation (purged since): read again now; when that
 *   fails or runs out of time, the old copy is served. Missing: read from the provider.
 * - Request coalescing: within an isolate, concurrent misses and refreshes of one key (and
 *   generation) share the one provider read in flight; a failed read fails all of them alike.
 * - KV is written only when the provider was actually read and its answer changed (content hash
 *   in the metadata), was read under another generation, or the stored copy nears its expiry;
 *   an unchanged answer only refreshes the copy's freshness, in this isolate's memory and in the
 *   location's Cache API for its other isolates (provider/confirmed.ts). Never per request,
 *   and never for "not found" (a null value) or a value the read's `accept` refuses (a record of
 *   another owner): that is kept NOT_FOUND_MS in this isolate's memory only.
 * - When the provider fails or times out, a cached copy is served whatever its age or generation.
 * - One deadline per request (`deadlineMs` from the provider's creation): a read waits at most
 *   the time left; a read it cuts short goes on in `waitUntil` and fills the cache for the next
 *   visit; past it, no read is sent.
 * - In front of KV, a per-isolate memory (at most MEMORY_ENTRIES and MEMORY_BYTES) spares a page
 *   its KV round trips: a value is reused without asking KV while it is fresh under the request's
 *   generation, any copy for `memoryMs`; it holds validated values only (decision 044).
 * - The KV lookups of one request go in bulk reads (provider/kvBatch.ts): those that start
 *   before the isolate next waits for I/O share one round trip.
 * - A cache-only reader (`cacheOnly`) never asks the provider: copies, or failures.
 * Only this module touches KV for provider data.
 */
import { BoundedMap } from '../lib/boundedMap';
import { contentHash } from '../lib/hash';
import { logEvent } from '../lib/log';
import { fetchValidated, type Query, queryString, type ReadError, type Result } from './client';
import { claimRefresh, freshSinceInLocation, shareConfirmation } from './confirmed';
import { readInTime } from './deadline';
import {
  confirm,
  type Entry,
  freshSince,
  isNotFound,
  KEEP_SECONDS,
  type Meta,
  memory,
  needsWrite,
  readEntry,
  remember,
  SCHEMAS,
} from './entries';
import { createKvBatch, type KvBatch } from './kvBatch';
import { mayRequestProvider, overBudget } from './meter';
import type {
  CacheSettings,
  Provider,
  ProviderRequests,
  ReadLog,
  ReadOptions,
  ReadOutcome,
  TagGenerations,
} from './reader';
import type { Schema } from './schemas/common';

export type {
  CacheSettings,
  Provider,
  ProviderRequests,
  ReadLog,
  ReadOptions,
  ReadOutcome,
  TagGenerations,
} from './reader';

/** After a failed refresh, wait this long before this isolate tries the provider again for that key. */
const RETRY_AFTER_MS = 15_000;
/** How long this isolate remembers that the provider found nothing for a read. */
const NOT_FOUND_MS = 60_000;

/** Reads the provider found nothing for, by generation and KV key: until when that is believed. */
const NOT_FOUND_ENTRIES = 2000;
const notFound = new BoundedMap<string, number>(NOT_FOUND_ENTRIES);

/**
 * Keys whose last provider read in this isolate failed or did not answer within a request's wait
 * (cut by the copy wait or the deadline, whatever it brought later), by KV key: when. For
 * RETRY_AFTER_MS after that, a key with a copy serves it at once and sends no read. Keyed without
 * the generation: a purge during a provider hang must not restart the wait on every key.
 */
const UNANSWERED_ENTRIES = 2000;
const unanswered = new BoundedMap<string, number>(UNANSWERED_ENTRIES);
/**
 * Reads whose last answer was over the byte cap, by generation and KV key: when. The same read
 * would bring the same megabytes again, so for RETRY_AFTER_MS even a read with no copy is refused
 * without asking; a purge (the institute fixed its content) asks again at once.
 */
const oversized = new BoundedMap<string, number>(UNANSWERED_ENTRIES);

/** Provider reads in flight in this isolate at most; beyond that a read is simply not shared. */
const IN_FLIGHT_ENTRIES = 2000;
/** How often a request waiting for another request's read looks whether it has ended. */
const POLL_MS = 10;

/** A provider read in flight: its result once it has one. */
type Flight = { result?: Result<unknown> };
/**
 * Provider reads in flight in this isolate, by generation and KV key: a miss or refresh that
 * finds one waits for it instead of sending its own (request coalescing). An entry goes once
 * the read's value is stored, so a request that read KV just before that write still finds it.
 */
const inFlight = new BoundedMap<string, Flight>(IN_FLIGHT_ENTRIES);

const pause = () => new Promise((resolve) => setTimeout(resolve, POLL_MS));

/**
 * Waits for another request's read, at most `timeoutMs` (that read's own limit). It polls a plain
 * value rather than awaiting the other request's promise: workerd cancels a request that waits
 * on another request's I/O as hung.
 */
async function waitFor<T>(flight: Flight, timeoutMs: number): Promise<Result<T>> {
  const until = Date.now() + timeoutMs;
  while (!flight.result && Date.now() < until) await pause();
  return (flight.result ?? {
    ok: false,
    error: { kind: 'timeout', detail: `no answer within ${timeoutMs} ms` },
  }) as Result<T>;
}

/**
 * The provider read in flight for `attemptKey`, or a new one started by `read` and shared until
 * `store` (what it resolves to) has settled. Never rejects: a failure is a failed Result.
 */
function sharedRead<T>(
  attemptKey: string,
  read: () => Promise<Result<T>>,
  store: (result: Result<T>) => Promise<unknown>,
  waitUntil: (promise: Promise<unknown>) => void,
  timeoutMs: number,
): Promise<Result<T>> {
  const running = inFlight.get(attemptKey);
  if (running)
    return running.result
      ? Promise.resolve(running.result as Result<T>)
      : waitFor(running, timeoutMs);
  const flight: Flight = {};
  inFlight.set(attemptKey, flight);
  const reading = read()
    .catch((error): Result<T> => ({ ok: false, error: { kind: 'network', detail: String(error) } }))
    .then((result) => {
      flight.result = result;
      return result;
    });
  const stored = reading
    .then(store)
    .catch(() => undefined)
    .finally(() => {
      if (inFlight.get(attemptKey) === flight) inFlight.delete(attemptKey);
    });
  // The read's own request keeps running until the value is stored, whoever else waits for it.
  waitUntil(stored);
  return reading;
}

/**
 * What the reads of one request share: the log, one promise per key, the deadline, the
 * provider requests it sent (`pending`: those not ended yet), and its KV lookups in bulk.
 */
type RequestState = {
  log: ReadLog[];
  memo: Map<string, Promise<Result<unknown>>>;
  deadline: number;
  /** Until when a read with a copy to fall back on waits for the provider (CacheSettings.copyWaitMs). */
  copyBy: number;
  requests: ProviderRequests;
  pending: Set<Promise<unknown>>;
  kv: KvBatch;
};

/** Counts a provider request in the request's state, and forgets it as pending once it ends. */
function track<T>(state: RequestState, request: Promise<Result<T>>): Promise<Result<T>> {
  state.requests.sent++;
  const ended = request.then(
    (result) => void (result.ok || state.requests.failed++),
    () => void state.requests.failed++,
  );
  state.pending.add(ended);
  ended.finally(() => state.pending.delete(ended));
  return request;
}

async function settle(state: RequestState): Promise<ProviderRequests> {
  // A request that ends may start another (a refresh after a stale read): wait until none is left.
  while (state.pending.size > 0) await Promise.allSettled([...state.pending]);
  return { ...state.requests };
}

/** A request's reader; `scoped` gives the tenant readers that share its log, memo and deadline. */
export function createProvider(
  settings: CacheSettings,
  scope = 'shared',
  generation = '0',
  request?: RequestState,
  tagGenerations: TagGenerations = {},
): Provider {
  const state = request ?? {
    log: [],
    memo: new Map(),
    deadline: Date.now() + settings.deadlineMs,
    copyBy: Date.now() + (settings.copyWaitMs ?? settings.deadlineMs),
    requests: { sent: 0, failed: 0 },
    pending: new Set(),
    kv: createKvBatch(settings.kv),
  };
  return {
    log: state.log,
    kv: state.kv,
    namespace: settings.kv,
    settle: () => settle(state),
    scoped: (nextScope, nextGeneration, nextTags) =>
      createProvider(settings, nextScope, nextGeneration, state, nextTags),
    prefetch(nextScope, reads) {
      const reader = createProvider(settings, nextScope, generation, state);
      reads({
        ...reader,
        read(path, query) {
          const cacheKey = cacheKeyOf(nextScope, path, query);
          if (!state.memo.has(cacheKey) && !trustedInMemory(settings, cacheKey))
            state.kv.prefetch(cacheKey);
          return Promise.resolve(NOT_READ);
        },
      });
    },
    read<T>(
      path: string,
      query: Query | undefined,
      key: string,
      schema: Schema<T>,
      options: ReadOptions<T> = {},
    ) {
      const cacheKey = cacheKeyOf(scope, path, query);
      let pending = state.memo.get(cacheKey) as Promise<Result<T>> | undefined;
      if (!pending) {
        const accept = options.accept ?? (() => true);
        pending = cachedRead(settings, state, {
          scope,
          options: options as ReadOptions<unknown>,
          cacheKey,
          generation: readGeneration(generation, tagGenerations, options.tags),
          tags: options.tags,
          path,
          query,
          key,
          schema,
          accept,
        });
        state.memo.set(cacheKey, pending);
      }
      return pending;
    },
  };
}

/** A read's KV key: no generation in it (that is in the entry's metadata). */
const cacheKeyOf = (scope: string, path: string, query: Query | undefined) =>
  `${scope}:${path}${queryString(query)}`;

/** What a read made only to prefetch its KV entry answers (nobody uses it). */
const NOT_READ: Result<never> = {
  ok: false,
  error: { kind: 'network', detail: 'prefetched, not read' },
};

/**
 * Whether this isolate's memory likely holds `cacheKey` for a read to take it from there
 * (cachedRead's `inMemory` check, without the generation, unknown when prefetching): such a key
 * is not prefetched from KV. A wrong guess costs the key one bulk read later, never a wrong value.
 */
function trustedInMemory(s: CacheSettings, cacheKey: string): boolean {
  const inMemory = s.memoryMs > 0 ? memory.get(cacheKey) : undefined;
  if (!inMemory) return false;
  const now = Date.now();
  return now - inMemory.storedAt < s.memoryMs || now - inMemory.fetchedAt < s.freshMs;
}

/**
 * The generation a read is current under: its scope's, plus that of each resource it returns
 * which was purged on its own (`~notices=<gen>`), so a resource purge reaches only its reads.
 */
export function readGeneration(
  generation: string,
  tagGenerations: TagGenerations,
  tags: readonly string[] = [],
): string {
  const purged = [...tags].sort().filter((tag) => tagGenerations[tag]);
  return generation + purged.map((tag) => `~${tag}=${tagGenerations[tag]}`).join('');
}

type Read<T> = {
  scope: string;
  options: ReadOptions<unknown>;
  cacheKey: string;
  generation: string;
  tags: readonly string[] | undefined;
  path: string;
  query: Query | undefined;
  key: string;
  schema: Schema<T>;
  accept: (value: T) => boolean;
};

/** Whether the provider failed `cacheKey`'s last read in this isolate, or kept it waiting, lately. */
function backingOff(cacheKey: string): boolean {
  const last = unanswered.get(cacheKey);
  return last !== undefined && Date.now() - last <= RETRY_AFTER_MS;
}

/** Whether this isolate believes the provider has nothing for `attemptKey` right now. */
function knownMissing(attemptKey: string): number | undefined {
  const until = notFound.get(attemptKey);
  return until !== undefined && until > Date.now() ? until : undefined;
}

/** Whether `value` may be cached: found, and accepted by the read (ReadOptions.accept). */
const keepable = <T>(r: Read<T>, value: T) => !isNotFound(value) && r.accept(value);

/**
 * The copy a read starts from: this isolate's memory, reused without asking KV while it is fresh
 * under the read's generation and whatever it is for `memoryMs` (its generation is checked by the
 * caller), else KV's. Another isolate's newer write to KV shows here once this copy is stale
 * (decision 044). A number: until when this isolate believes the provider has nothing for it.
 */
async function findCopy<T>(
  s: CacheSettings,
  request: RequestState,
  r: Read<T>,
  attemptKey: string,
): Promise<Entry | null | number> {
  const { cacheKey, generation } = r;
  const inMemory = s.memoryMs > 0 ? memory.get(cacheKey) : undefined;
  const now = Date.now();
  if (
    inMemory &&
    (now - inMemory.storedAt < s.memoryMs ||
      (inMemory.generation === generation && now - freshSince(inMemory, attemptKey) < s.freshMs))
  )
    return inMemory;
  const missingUntil = knownMissing(attemptKey);
  if (missingUntil !== undefined) return missingUntil;
  const lookupStarted = Date.now();
  const cached = await readEntry(request.kv, cacheKey, r.schema);
  // A read of this isolate that ended while KV was asked is newer than what KV answered.
  const learnt = memory.get(cacheKey);
  if (learnt && learnt.storedAt >= lookupStarted && learnt.generation === generation) return learnt;
  const missingNow = knownMissing(attemptKey);
  if (missingNow !== undefined) return missingNow;
  if (cached && s.memoryMs > 0) remember(cacheKey, cached);
  return cached;
}

/**
 * The provider read itself: an answer ends the key's back-off, a failure starts it. A read the
 * warm-up's budget refuses (provider/meter.ts) is not sent and changes nothing.
 */
function fetchAnswer<T>(
  s: CacheSettings,
  request: RequestState,
  r: Read<T>,
  attemptKey: string,
): Promise<Result<T>> {
  if (!mayRequestProvider()) return Promise.resolve(overBudget());
  const { cacheKey } = r;
  const sent = fetchValidated(s.base, r.path, r.query, r.key, r.schema, s.timeoutMs, s.maxBytes);
  return track(request, sent).then((fresh) => {
    if (fresh.ok) unanswered.delete(cacheKey);
    else unanswered.set(cacheKey, Date.now());
    if (!fresh.ok && fresh.error.kind === 'too-large') oversized.set(attemptKey, Date.now());
    else oversized.delete(attemptKey);
    return fresh;
  });
}

/**
 * Keeps what the provider answered for `r` (its copy was `stored`): once per provider read, by
 * the request that sent it.
 */
async function saveAnswer<T>(
  s: CacheSettings,
  r: Read<T>,
  attemptKey: string,
  stored: Entry | null,
  value: T,
): Promise<unknown> {
  const { cacheKey, generation } = r;
  if (!keepable(r, value)) {
    // No KV write for "not found": this isolate remembers it briefly. A copy the provider no
    // longer has is deleted (once; its key then stays absent).
    memory.delete(cacheKey);
    notFound.set(attemptKey, Date.now() + NOT_FOUND_MS);
    return stored ? s.kv.delete(cacheKey).catch(() => undefined) : undefined;
  }
  const body = JSON.stringify(value);
  const hash = await contentHash(body);
  const bytes = body.length;
  if (stored && !s.writeEveryRead && !needsWrite(stored, hash, generation)) {
    // The same value: its freshness is kept in memory (`confirm`), never by a KV write...
    confirm(attemptKey, hash, stored.fetchedAt);
    remember(cacheKey, { value, fetchedAt: stored.fetchedAt, generation, hash, bytes });
    // ... and shared with the location's other isolates, so none of them asks again.
    const confirmation = { generation, hash, writtenAt: stored.fetchedAt, at: Date.now() };
    return shareConfirmation(cacheKey, confirmation, s.freshMs);
  }
  const fetchedAt = Date.now();
  confirm(attemptKey, hash, fetchedAt);
  remember(cacheKey, { value, fetchedAt, generation, hash, bytes });
  const metadata: Meta = { t: fetchedAt, g: generation, h: hash, n: bytes, s: SCHEMAS };
  return s.kv.put(cacheKey, body, { metadata, expirationTtl: KEEP_SECONDS }).catch(() => undefined);
}

async function cachedRead<T>(
  s: CacheSettings,
  request: RequestState,
  r: Read<T>,
): Promise<Result<T>> {
  const { cacheKey, generation, path } = r;
  const started = Date.now();
  const { scope, query, key, schema, options } = r;
  const replay = { scope, path, query, key, schema: schema as Schema<unknown>, options };
  const done = (outcome: ReadOutcome, extra: Omit<ReadLog, 'path' | 'outcome' | 'ms'> = {}) =>
    request.log.push({
      path,
      outcome,
      ms: Date.now() - started,
      ...extra,
      tags: r.tags,
      cacheKey,
      generation,
      replay,
    });
  // Refresh, in-flight and not-found bookkeeping is per generation: a purge starts it afresh.
  const attemptKey = `${generation}|${cacheKey}`;
  const missing = (until: number): Result<T> => {
    done('hit', { freshUntil: until });
    return { ok: true, value: null as T };
  };

  const found = await findCopy(s, request, r, attemptKey);
  if (typeof found === 'number') return missing(found);
  const cached = found;
  if (s.cacheOnly) return cacheOnlyAnswer<T>(cached, done);

  const read = () =>
    sharedRead(
      attemptKey,
      () => fetchAnswer(s, request, r, attemptKey),
      (fresh) => (fresh.ok ? saveAnswer(s, r, attemptKey, cached, fresh.value) : Promise.resolve()),
      s.waitUntil,
      s.timeoutMs,
    );
  const refreshInBackground = () => {
    if (backingOff(cacheKey) || inFlight.has(attemptKey)) return;
    // Claimed for the location, so that a neighbour finding the copy stale sends no read of its own.
    s.waitUntil(claimRefresh(cacheKey, generation, s.timeoutMs));
    s.waitUntil(
      read().then((fresh) => {
        // A failed refresh says why the copy keeps serving.
        if (!fresh.ok) logFailure(s.requestId, path, fresh.error);
      }),
    );
  };

  const copy = { ok: true, value: cached?.value as T } as const;
  if (cached && cached.generation === generation) {
    const known = await freshSinceInLocation(cached, cacheKey, attemptKey, s.freshMs, s.timeoutMs);
    if (Date.now() - known.since < s.freshMs) {
      done('hit', { freshUntil: known.since + s.freshMs });
      return copy;
    }
    // A neighbour isolate's refresh of this copy is on its way: it serves without one more.
    if (!known.claimed) refreshInBackground();
    done('stale');
    return copy;
  }
  if (cached && backingOff(cacheKey)) {
    // Read before the last purge, and the provider failed or kept this key waiting lately (under
    // any generation): the copy serves at once.
    done('stale', { beforePurge: true });
    return copy;
  }
  const tooLargeAt = oversized.get(attemptKey);
  if (!cached && tooLargeAt !== undefined && Date.now() - tooLargeAt <= RETRY_AFTER_MS) {
    const error = { kind: 'too-large' as const, detail: 'over the byte cap moments ago' };
    logFailure(s.requestId, path, error);
    done('fail', { error: error.kind });
    return { ok: false, error };
  }
  // A copy read before the last purge waits for the provider only until the request's copy wait
  // ends (`copyBy`): a purge during a provider hang never holds a page up for the read timeout.
  const waitUntil = cached ? Math.min(request.deadline, request.copyBy) : request.deadline;
  if (cached && waitUntil <= Date.now()) {
    refreshInBackground();
    const cut =
      waitUntil < request.deadline ? { waited: true as const } : { deadline: true as const };
    done('stale', { ...cut, beforePurge: true });
    return copy;
  }
  // Nothing cached, or a copy read before the last purge: a purge means "read again now", and
  // that copy is the fallback when the provider fails or the wait runs out. A read of the same
  // key already in flight in this isolate is waited for, not sent again.
  const { result, late } = await readInTime(s, waitUntil, read);
  if (result.ok) {
    done('miss', {
      freshUntil: Date.now() + (keepable(r, result.value) ? s.freshMs : NOT_FOUND_MS),
    });
    return result;
  }
  // Cut short, the read goes on in the background; until it answers, the key backs off.
  if (late) unanswered.set(cacheKey, Date.now());
  const byCopyWait = late && waitUntil < request.deadline;
  const error = byCopyWait
    ? { kind: 'timeout' as const, detail: `no answer within the copy wait (${s.copyWaitMs} ms)` }
    : result.error;
  logFailure(s.requestId, path, error);
  const failed = {
    ...(byCopyWait ? { waited: true as const } : late ? { deadline: true as const } : {}),
    error: error.kind,
  };
  if (cached) {
    done('stale', { ...failed, beforePurge: true });
    return copy;
  }
  done('fail', failed);
  return { ok: false, error };
}

/** A cache-only read's answer: the copy, stale or not, without a refresh; no copy is a failure. */
function cacheOnlyAnswer<T>(
  cached: Entry | null,
  done: (outcome: ReadOutcome, extra?: Omit<ReadLog, 'path' | 'outcome' | 'ms'>) => void,
): Result<T> {
  if (cached) {
    done('stale');
    return { ok: true, value: cached.value as T };
  }
  done('fail', { error: 'network' });
  return {
    ok: false,
    error: { kind: 'network', detail: 'not cached, and the provider is not asked' },
  };
}

function logFailure(requestId: string | undefined, path: string, error: ReadError) {
  logEvent('warn', 'provider-read-failed', requestId, { path, ...error });
}
