/**
 * Purge generations: `gen:all` for everything, `gen:host:<host>` for a host's lookup and pages,
 * `gen:ins:<id>` for an institute's reads. Purging is one KV write (no key listing). A cached read
 * records the generation it was read under, so a bump makes every older read due for a re-read on
 * its next use, while its copy stays the fallback if the provider cannot answer
 * (docs/decisions/005-cache-purge-keeps-last-good-copy.md). Whole pages carry the generations in
 * their keys, so a bump makes older pages unreachable.
 *
 * A resource purge (notices, events...: provider/api.ts RESOURCES) writes that resource's own key,
 * `gen:ins:<id>:<resource>`: only reads tagged with the resource, and pages that used one, are
 * invalidated (docs/decisions/031-purge-by-resource.md). One key per resource, so two purges at
 * the same instant never overwrite each other's bump (KV has no compare-and-set). A request reads
 * them only for an institute that ever had a resource purged (`gen:ins:<id>:resources`, read with
 * the institute's key). A whole-institute purge writes a new base, which every read's generation
 * contains.
 */
import { BoundedMap } from '../lib/boundedMap';
import { RESOURCES } from './api';
import type { KvBatch } from './kvBatch';

export const generationKey = {
  all: 'gen:all',
  host: (host: string) => `gen:host:${host}`,
  institute: (insId: string) => `gen:ins:${insId}`,
  resource: (insId: string, resource: string) => `gen:ins:${insId}:${resource}`,
  /** Set once an institute has had a resource purged: only then are its resources' keys read. */
  resourcesPurged: (insId: string) => `gen:ins:${insId}:resources`,
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
function prefetchGeneration(kv: Pick<KvBatch, 'prefetch'>, key: string, memoryMs = 0) {
  const known = remembered.get(key);
  if (!(known && Date.now() - known.at < memoryMs)) kv.prefetch(key);
}

/** A new unique generation value (time-based, so two purges never collide). */
const newGeneration = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Bumps a generation to a new unique value (time-based, so two purges never collide). */
export async function bumpGeneration(kv: KVNamespace, key: string): Promise<string> {
  const next = newGeneration();
  await kv.put(key, next);
  remembered.set(key, { value: next, at: Date.now() });
  return next;
}

/**
 * An institute generation's value: its base, and the resource generations older deploys kept in
 * it (`<base>;notices=<gen>`), still honoured until the next whole-institute purge replaces it.
 */
function parseGeneration(value: string): { base: string; tags: Record<string, string> } {
  const [base = '0', ...parts] = value.split(';');
  const tags: Record<string, string> = {};
  for (const part of parts) {
    const [tag, gen] = part.split('=');
    if (tag && gen) tags[tag] = gen;
  }
  return { base, tags };
}

/** An institute's purge generations: the whole institute's, and each resource's purged alone. */
type InstituteGeneration = { base: string; tags: Record<string, string> };

const resourceKeys = (insId: string) =>
  RESOURCES.map((resource) => generationKey.resource(insId, resource));

/**
 * Reads institute `insId`'s generations: its key and whether it ever had a resource purged (one
 * bulk read), and only then each resource's key (one more): most institutes never have one, and
 * their requests read two keys, not fifteen.
 */
export async function readInstituteGeneration(
  kv: { get(key: string): Promise<string | null> },
  insId: string,
  memoryMs = 0,
): Promise<InstituteGeneration> {
  const [value, purgedAlone] = await Promise.all([
    readGeneration(kv, generationKey.institute(insId), memoryMs),
    readGeneration(kv, generationKey.resourcesPurged(insId), memoryMs),
  ]);
  const { base, tags } = parseGeneration(value);
  if (purgedAlone === '0') return { base, tags };
  const resources = await Promise.all(
    resourceKeys(insId).map((key) => readGeneration(kv, key, memoryMs)),
  );
  RESOURCES.forEach((resource, i) => {
    const gen = resources[i];
    if (gen && gen !== '0') tags[resource] = gen;
  });
  return { base, tags };
}

/**
 * Asks for institute `insId`'s generations in the request's next bulk read (prefetchGeneration):
 * its resources' keys too when this isolate last saw it had a resource purged.
 */
export function prefetchInstituteGeneration(
  kv: Pick<KvBatch, 'prefetch'>,
  insId: string,
  memoryMs = 0,
) {
  const flag = generationKey.resourcesPurged(insId);
  prefetchGeneration(kv, generationKey.institute(insId), memoryMs);
  prefetchGeneration(kv, flag, memoryMs);
  const known = remembered.get(flag);
  if (known && known.value !== '0')
    for (const key of resourceKeys(insId)) prefetchGeneration(kv, key, memoryMs);
}

/**
 * Bumps the generation of each of `resources` of institute `insId`, one key each (the base and
 * the other resources untouched); returns the new generation, the one every key got.
 */
export async function bumpResources(
  kv: KVNamespace,
  insId: string,
  resources: readonly string[],
): Promise<string> {
  const next = newGeneration();
  // The flag is the same value for every purge: two at once cannot lose it.
  const writes: [string, string][] = [
    [generationKey.resourcesPurged(insId), '1'],
    ...resources.map((resource): [string, string] => [
      generationKey.resource(insId, resource),
      next,
    ]),
  ];
  await Promise.all(
    writes.map(async ([key, value]) => {
      await kv.put(key, value);
      remembered.set(key, { value, at: Date.now() });
    }),
  );
  return next;
}
