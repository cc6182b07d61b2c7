/**
 * The cache's entries: a provider read's value in KV with its fetch time and purge generation in
 * the metadata, and the per-isolate memory in front of KV (provider/cache.ts decides when each is
 * read and written).
 */
import * as v from 'valibot';
import { BoundedMap } from '../lib/boundedMap';
import type { Schema } from './schemas/common';

/** Entries outlive freshness by far: a week of stale copies to fall back on. */
export const KEEP_SECONDS = 7 * 24 * 3600;

/** KV metadata: fetch time (`t`) and the purge generation it was read under (`g`). */
export type Meta = { t: number; g?: string };
export type Entry = { value: unknown; fetchedAt: number; generation: string | undefined };

export const MEMORY_ENTRIES = 2000;
/** Per-isolate memory in front of KV, by KV key: an entry as KV has it, generation included. */
export const memory = new BoundedMap<string, Entry & { storedAt: number }>(MEMORY_ENTRIES);

/** A value the provider sends for "nothing there". */
export const isNotFound = (value: unknown) => value === null || value === undefined;

export function remember(cacheKey: string, entry: Entry) {
  memory.set(cacheKey, { ...entry, storedAt: Date.now() });
}

/** The KV entry of `cacheKey`, re-validated; null when absent, unreadable or no longer valid. */
export async function readEntry(
  kv: KVNamespace,
  cacheKey: string,
  schema: Schema<unknown>,
): Promise<Entry | null> {
  try {
    const entry = await kv.getWithMetadata<unknown, Meta>(cacheKey, 'json');
    if (entry.value === null) return null;
    // Re-validate: a cached value written by an older deploy must still fit today's schema.
    const parsed = v.safeParse(schema, entry.value);
    if (!parsed.success || isNotFound(parsed.output)) return null;
    return {
      value: parsed.output,
      fetchedAt: entry.metadata?.t ?? 0,
      generation: entry.metadata?.g,
    };
  } catch {
    return null;
  }
}
