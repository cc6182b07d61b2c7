/**
 * Purge generations: `gen:all` for everything, `gen:host:<host>` for a host's lookup and pages,
 * `gen:ins:<id>` for an institute's reads. Purging is one KV write (no key listing). A cached read
 * records the generation it was read under, so a bump makes every older read due for a re-read on
 * its next use, while its copy stays the fallback if the provider cannot answer
 * (docs/decisions/005-cache-purge-keeps-last-good-copy.md). Whole pages carry the generations in
 * their keys, so a bump makes older pages unreachable.
 */
import { BoundedMap } from '../lib/boundedMap';

export const generationKey = {
  all: 'gen:all',
  host: (host: string) => `gen:host:${host}`,
  institute: (insId: string) => `gen:ins:${insId}`,
};

/** Generations this isolate remembers at most (one per host asked, and any host can be asked). */
export const GENERATION_MEMORY_ENTRIES = 1000;
const remembered = new BoundedMap<string, { value: string; at: number }>(GENERATION_MEMORY_ENTRIES);

/** The current generation; this isolate trusts what it read for `memoryMs` (a purge shows within that). */
export async function readGeneration(kv: KVNamespace, key: string, memoryMs = 0): Promise<string> {
  const known = remembered.get(key);
  if (known && Date.now() - known.at < memoryMs) return known.value;
  const value = (await kv.get(key).catch(() => null)) ?? '0';
  if (memoryMs > 0) remembered.set(key, { value, at: Date.now() });
  return value;
}

/** Bumps a generation to a new unique value (time-based, so two purges never collide). */
export async function bumpGeneration(kv: KVNamespace, key: string): Promise<string> {
  const next = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await kv.put(key, next);
  remembered.set(key, { value: next, at: Date.now() });
  return next;
}
