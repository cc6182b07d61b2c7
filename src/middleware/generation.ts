/**
 * Purge generations. Cache keys carry a generation, so purging is one KV write that makes every
 * older key unreachable at once (no key listing): `gen:all` for everything, `gen:host:<host>` for
 * a host's lookup, `gen:ins:<id>` for an institute's reads.
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
