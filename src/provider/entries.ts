/**
 * The cache's entries: a provider read's value in KV with its fetch time and purge generation in
 * the metadata, and the per-isolate memory in front of KV (provider/cache.ts decides when each is
 * read and written).
 */
import * as v from 'valibot';
import manifest from '../../assets/build/manifest.json';
import { BoundedMap } from '../lib/boundedMap';
import type { KvBatch } from './kvBatch';
import type { Schema } from './schemas/common';

/**
 * Entries outlive freshness by far: a month of stale copies to fall back on. A copy that never
 * changes is rewritten a day before its expiry, so the longer it is kept, the rarer that write.
 */
export const KEEP_SECONDS = 30 * 24 * 3600;

/**
 * Rewrite a stored copy whose value has not changed once it is this close to its expiry, so a
 * value that never changes is still kept (and otherwise never written again).
 */
const REWRITE_BEFORE_EXPIRY_SECONDS = 24 * 3600;

/**
 * KV metadata: when the value was fetched and written (`t`), the purge generation it was read
 * under (`g`), its content hash (`h`), its JSON length (`n`, what it weighs in the isolate's
 * memory) and the schemas it is the output of (`s`, SCHEMAS). A refresh that finds the same value
 * writes nothing, so `t` is the write time, not the last check: freshness confirmed since lives
 * in `checked`, and for the whole location in the Cache API (provider/confirmed.ts).
 */
export type Meta = { t: number; g?: string; h?: string; n?: number; s?: string };

/** The provider schemas of this deploy (build.ts hashes their source and valibot's version). */
export const SCHEMAS = manifest.schemas;
export type Entry = {
  value: unknown;
  fetchedAt: number;
  generation: string | undefined;
  hash?: string;
  /** The value's JSON length, when known. */
  bytes?: number;
};

export const MEMORY_ENTRIES = 2000;
/**
 * The memory holds values of at most this many JSON characters in all. Parsed, a value takes about
 * 1.5 times its JSON length of heap (a 300-row staff list in V8), up to 3 times for shapes of many
 * small objects: 12 to 24 MB of an isolate's 128 MB.
 */
export const MEMORY_BYTES = 8 * 1024 * 1024;
/** A bigger value is not held in memory (KV still has it). */
const MAX_MEMORY_VALUE = 1024 * 1024;

type Held = Entry & { storedAt: number; bytes: number };
const held = new Map<string, Held>();
let heldBytes = 0;

/**
 * Per-isolate memory in front of KV, by KV key: an entry as KV has it, generation included, and
 * when it was stored. Bounded by count and by JSON length; the least recently used goes first.
 * An isolate lives for hours and values are held while fresh (minutes), so both bounds matter.
 */
export const memory = {
  get(cacheKey: string): Held | undefined {
    const entry = held.get(cacheKey);
    if (entry) {
      held.delete(cacheKey); // Map order is insertion order: re-insert to move it last
      held.set(cacheKey, entry);
    }
    return entry;
  },
  delete(cacheKey: string) {
    const entry = held.get(cacheKey);
    if (!entry) return;
    held.delete(cacheKey);
    heldBytes -= entry.bytes;
  },
};

/**
 * The content hash of the copy this isolate holds of `cacheKey` (when `generation` is given, only
 * if it is the one read under it); undefined otherwise. Leaves the entry's place in the eviction
 * order as it is.
 */
export function heldHash(cacheKey: string, generation?: string): string | undefined {
  const entry = held.get(cacheKey);
  return generation === undefined || entry?.generation === generation ? entry?.hash : undefined;
}

/** A value the provider sends for "nothing there". */
export const isNotFound = (value: unknown) => value === null || value === undefined;

/**
 * Stored copies this isolate found unchanged at the provider, by generation and KV key: the
 * copy's hash and write time, and when the provider last confirmed it. That makes the copy fresh
 * again without a KV write; a different copy in KV (another write) is not covered by it.
 */
const checked = new BoundedMap<string, { hash: string; writtenAt: number; at: number }>(
  MEMORY_ENTRIES,
);

/**
 * Records that the provider answered `hash` for `attemptKey` at `at` (just now, or when a
 * neighbour isolate did: provider/confirmed.ts), the copy written at `writtenAt`.
 */
export function confirm(attemptKey: string, hash: string, writtenAt: number, at = Date.now()) {
  checked.set(attemptKey, { hash, writtenAt, at });
}

/** When `entry`'s value was last known current: its fetch, or a later check that found it unchanged. */
export function freshSince(entry: Entry, attemptKey: string): number {
  const check = checked.get(attemptKey);
  return check && check.hash === entry.hash && check.writtenAt === entry.fetchedAt
    ? Math.max(check.at, entry.fetchedAt)
    : entry.fetchedAt;
}

/**
 * Whether a value with `hash` read under `generation` must be written over `stored`: when it
 * changed, was read under another generation (a purge: the copy then tells every other isolate and
 * location it is current, so none of them asks the provider for it again, issue 40), or the stored
 * copy is about to expire.
 */
export function needsWrite(stored: Entry | null, hash: string, generation: string): boolean {
  if (!stored || stored.hash !== hash || stored.generation !== generation) return true;
  return Date.now() - stored.fetchedAt > (KEEP_SECONDS - REWRITE_BEFORE_EXPIRY_SECONDS) * 1000;
}

/** Holds `entry` in this isolate's memory (its JSON length measured when not known). */
export function remember(cacheKey: string, entry: Entry) {
  memory.delete(cacheKey);
  const bytes = entry.bytes ?? JSON.stringify(entry.value).length;
  if (bytes > MAX_MEMORY_VALUE) return;
  held.set(cacheKey, { ...entry, bytes, storedAt: Date.now() });
  heldBytes += bytes;
  for (const oldest of held.keys()) {
    if (held.size <= MEMORY_ENTRIES && heldBytes <= MEMORY_BYTES) break;
    memory.delete(oldest);
  }
}

/**
 * The KV entry of `cacheKey` (asked in the request's next bulk read), re-validated; null when
 * absent, unreadable or no longer valid.
 */
export async function readEntry(
  kv: KvBatch,
  cacheKey: string,
  schema: Schema<unknown>,
): Promise<Entry | null> {
  try {
    const entry = await kv.getWithMetadata(cacheKey);
    if (entry === null) return null;
    const metadata = entry.metadata as Meta | null;
    let value: unknown = JSON.parse(entry.value);
    // A value written under other schemas (an older deploy, or by hand) must still fit today's;
    // one written under these is their output already (decision 047).
    if (metadata?.s !== SCHEMAS) {
      const parsed = v.safeParse(schema, value);
      if (!parsed.success) return null;
      value = parsed.output;
    }
    if (isNotFound(value)) return null;
    return {
      value,
      fetchedAt: metadata?.t ?? 0,
      generation: metadata?.g,
      hash: metadata?.h,
      bytes: metadata?.n,
    };
  } catch {
    return null;
  }
}
