/** The provider reader's interface and the record of its reads (provider/cache.ts implements it). */
import type { Query, ReadError, Result } from './client';
import type { KvBatch } from './kvBatch';
import type { Schema } from './schemas/common';

/** Purge generations of resources (tags) purged on their own, by resource name. */
export type TagGenerations = Readonly<Record<string, string>>;

export type ReadOutcome = 'hit' | 'stale' | 'miss' | 'fail';
/**
 * `freshUntil`: until when the value served counts as fresh (hits and misses only). `deadline`:
 * the request's deadline cut this read short or left it no time at all. `error`: why the
 * provider's answer was not used (failed reads, and stale copies served after a failed read).
 */
export type ReadLog = {
  path: string;
  outcome: ReadOutcome;
  ms: number;
  freshUntil?: number;
  deadline?: true;
  /** The copy wait (CacheSettings.copyWaitMs) ended before the provider answered: the copy served. */
  waited?: true;
  /**
   * The copy served was read before the last purge of its scope (the provider did not answer
   * its re-read in time): what is built from it is not current (search/store.ts).
   */
  beforePurge?: true;
  error?: ReadError['kind'];
  /** The resources the read returns (provider/api.ts READ_TAGS), for the page cache. */
  tags?: readonly string[];
  /** The read's KV key and the generation it was read under: which copy it was (entries.ts). */
  cacheKey?: string;
  generation?: string;
  /** What makes the same read again in another request (the page cache's revalidation). */
  replay?: ReadReplay;
};

/** A read as a provider of its scope makes it again: `Provider.read`'s arguments. */
export type ReadReplay = {
  scope: string;
  path: string;
  query: Query | undefined;
  key: string;
  schema: Schema<unknown>;
  options: ReadOptions<unknown>;
};

/** What one request asked the provider, counted once every request it started has ended. */
export type ProviderRequests = { sent: number; failed: number };

export type CacheSettings = {
  base: string;
  kv: KVNamespace;
  waitUntil: (promise: Promise<unknown>) => void;
  /** Longest one read waits. */
  timeoutMs: number;
  /** The most bytes one answer may have (client.ts MAX_BYTES when unset); more is a failed read. */
  maxBytes?: number;
  /** Longest all the reads of one request wait, counted from the provider's creation. */
  deadlineMs: number;
  /**
   * Longest the reads of one request wait when each has a copy to serve instead (read before the
   * last purge), counted like `deadlineMs`; unset: the deadline's.
   */
  copyWaitMs?: number;
  /** Put on this reader's log lines. */
  requestId?: string;
  freshMs: number;
  /** How long this isolate trusts a value it already read from KV or the provider (0 = always ask KV). */
  memoryMs: number;
  /** Write every answer to KV, changed or not (the policy before decision 031; comparison only). */
  writeEveryRead?: boolean;
  /**
   * Never ask the provider: a read serves the copy memory or KV holds, whatever its age or
   * generation, and fails without one (a rate-limited request's page: decision 071).
   */
  cacheOnly?: boolean;
};

export type ReadOptions<T> = {
  /**
   * Whether a value the provider answered may be cached. A refused value is still returned, but is
   * treated like "not found" for caching: never written to KV (a refresh that brings one removes
   * the old copy), remembered briefly in this isolate only, so ids a visitor makes up cannot turn
   * into cache writes. For records checked for their owner.
   */
  accept?: (value: T) => boolean;
  /** The resources the read returns: a purge of one of them makes it due for a re-read. */
  tags?: readonly string[];
};

export interface Provider {
  /** Reads `path` (+ query), unwraps the envelope's `key`, validates with `schema`. Never throws. */
  read<T>(
    path: string,
    query: Query | undefined,
    key: string,
    schema: Schema<T>,
    options?: ReadOptions<T>,
  ): Promise<Result<T>>;
  /**
   * A reader for one tenant's reads: `scope` (`host:<host>` or `ins:<id>`) is part of every cache
   * key; `generation` is that scope's current purge generation (site-wide and its own);
   * `tagGenerations` the scope's purge generation of each resource purged on its own.
   */
  scoped(scope: string, generation: string, tagGenerations?: TagGenerations): Provider;
  /**
   * Asks KV now, in the request's next bulk read, for the entries of the reads `reads` makes in
   * `scope` (which it only names: it reads nothing), before that scope's generation is known:
   * an entry's key has no generation in it. Entries this isolate's memory serves are not asked.
   */
  prefetch(scope: string, reads: (p: Provider) => unknown): void;
  /** The request's KV reads in bulk, for its purge generations: they share its round trips. */
  readonly kv: KvBatch;
  /** The KV namespace itself, for the one write a host's first generation record needs. */
  readonly namespace: KVNamespace;
  /** Every read this request made, for the request log and Server-Timing. */
  readonly log: ReadLog[];
  /**
   * Waits until every provider request this request started has ended (reads cut by the
   * deadline and background refreshes included), then counts them.
   */
  settle(): Promise<ProviderRequests>;
}
