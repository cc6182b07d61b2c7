/**
 * Purge generations: `gen:all` for everything, `gen:host:<host>` for a host's lookup and pages,
 * `gen:ins:<id>` for an institute's reads. Purging is one KV write (no key listing). A cached read
 * records the generation it was read under, so a bump makes every older read due for a re-read on
 * its next use, while its copy stays the fallback if the provider cannot answer
 * (docs/decisions/005-cache-purge-keeps-last-good-copy.md). Whole pages carry the generations in
 * their keys, so a bump makes older pages unreachable.
 *
 * A resource purge (notices, events...: provider/api.ts RESOURCES) adds that resource's own
 * generation to the institute's value, `<base>;notices=<gen>;events=<gen>`, so a request still
 * reads one key: only reads tagged with the resource, and pages that used one, are invalidated
 * (docs/decisions/031-purge-by-resource.md). A whole-institute purge writes a new base and
 * drops them.
 */
import { BoundedMap } from '../lib/boundedMap';
import type { KvBatch } from './kvBatch';

export const generationKey = {
  all: 'gen:all',
  host: (host: string) => `gen:host:${host}`,
  institute: (insId: string) => `gen:ins:${insId}`,
};

/** Generations this isolate remembers at most (one per host asked, and any host can be asked). */
export const GENERATION_MEMORY_ENTRIES = 1000;
const remembered = new BoundedMap<string, { value: string; at: number }>(GENERATION_MEMORY_ENTRIES);

/**
 * The current generation; this isolate trusts what it read for `memoryMs` (a purge shows within
 * that). `kv` is a request's bulk reads (provider/kvBatch.ts) or the namespace itself.
 */
export async function readGeneration(
  kv: { get(key: string): Promise<string | null> },
  key: string,
  memoryMs = 0,
): Promise<string> {
  const known = remembered.get(key);
  if (known && Date.now() - known.at < memoryMs) return known.value;
  const value = (await kv.get(key).catch(() => null)) ?? '0';
  if (memoryMs > 0) remembered.set(key, { value, at: Date.now() });
  return value;
}

/**
 * Asks for generation `key` in the request's next bulk read, before a read of it is due, unless
 * this isolate still trusts what it read of it: the next readGeneration of it takes that answer.
 */
export function prefetchGeneration(kv: Pick<KvBatch, 'prefetch'>, key: string, memoryMs = 0) {
  const known = remembered.get(key);
  if (!(known && Date.now() - known.at < memoryMs)) kv.prefetch(key);
}

/** Bumps a generation to a new unique value (time-based, so two purges never collide). */
export async function bumpGeneration(kv: KVNamespace, key: string): Promise<string> {
  const next = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await kv.put(key, next);
  remembered.set(key, { value: next, at: Date.now() });
  return next;
}

/** An institute generation's parts: the whole institute's, and each resource's purged alone. */
export function parseGeneration(value: string): { base: string; tags: Record<string, string> } {
  const [base = '0', ...parts] = value.split(';');
  const tags: Record<string, string> = {};
  for (const part of parts) {
    const [tag, gen] = part.split('=');
    if (tag && gen) tags[tag] = gen;
  }
  return { base, tags };
}

/**
 * Bumps the generation of each of `resources` within `key`'s value, keeping its base and the
 * other resources' generations; returns the new value. Read, then written: two resource purges
 * of one institute at the same instant can lose one bump (each answers what it wrote).
 */
export async function bumpResources(
  kv: KVNamespace,
  key: string,
  resources: readonly string[],
): Promise<string> {
  const { base, tags } = parseGeneration((await kv.get(key)) ?? '0');
  const next = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  for (const resource of resources) tags[resource] = next;
  const value = [base, ...Object.entries(tags).map(([tag, gen]) => `${tag}=${gen}`)].join(';');
  await kv.put(key, value);
  remembered.set(key, { value, at: Date.now() });
  return value;
}
