/**
 * Each institute's search index, kept so that a query never reads the provider: in this isolate's
 * memory, and in KV as MiniSearch's JSON, both keyed by the institute's purge generations, its
 * resources' included (any purge, of the institute or of one resource, makes the next search build
 * a new one). An index is built from the institute's reads through
 * the cached provider client (documents.ts) and, like a cached read, is served while it is
 * fresh (CACHE_FRESH_SECONDS) and after that served while a new one is built in the background.
 * An index missing entries because a read failed is not stored in KV, and is rebuilt after
 * INCOMPLETE_RETRY_MS. One build per key at a time in an isolate.
 */
import type { Frame } from '../frame/load';
import { BoundedMap } from '../lib/boundedMap';
import type { Provider } from '../provider/cache';
import type { Id } from '../provider/params';
import { gatherDocuments } from './documents';
import { buildIndex, loadIndex, type SearchIndex, serialiseIndex } from './engine';

/** Bumped when what an index holds changes, so a deploy never serves an index of the old shape. */
const INDEX_VERSION = 3;
/** Indexes this isolate holds (one per institute and generation; a rich one is a few hundred KB). */
export const INDEX_MEMORY_ENTRIES = 16;
/** How long KV keeps an index nobody rebuilds (an older generation's is never read again). */
const KEEP_SECONDS = 7 * 24 * 3600;
/** An index with entries missing (a read failed) is built again after this long. */
const INCOMPLETE_RETRY_MS = 30_000;

/** An index and what is known about it. */
export type HeldIndex = { index: SearchIndex; builtAt: number; complete: boolean; bytes: number };

const memory = new BoundedMap<string, HeldIndex>(INDEX_MEMORY_ENTRIES);
const building = new BoundedMap<string, Promise<HeldIndex>>(INDEX_MEMORY_ENTRIES);

/** The KV key of an institute's index under a purge generation. */
export const searchIndexKey = (insId: Id, generation: string) =>
  `search:v${INDEX_VERSION}:${insId}:${generation}`;

/** What finding an institute's index needs: its reads, where it is kept, and how long it is fresh. */
export type IndexSource = {
  kv: KVNamespace;
  provider: Provider;
  insId: Id;
  generation: string;
  /** The institute's frame (menus, committees, quality tree...), read through `provider`. */
  frame: () => Promise<Frame>;
  freshMs: number;
  waitUntil: (promise: Promise<unknown>) => void;
};

/** How the index was found (request logs and the bench show it). */
export type IndexOrigin = 'memory' | 'kv' | 'built';

/** The institute's index: from memory, else KV, else built now from its reads. */
export async function institutionIndex(
  s: IndexSource,
): Promise<{ held: HeldIndex; origin: IndexOrigin }> {
  const key = searchIndexKey(s.insId, s.generation);
  const inMemory = memory.get(key);
  if (inMemory) {
    if (!inMemory.complete && Date.now() - inMemory.builtAt > INCOMPLETE_RETRY_MS)
      return { held: await build(s, key), origin: 'built' };
    refreshIfStale(s, key, inMemory);
    return { held: inMemory, origin: 'memory' };
  }
  const stored = await s.kv
    .getWithMetadata<{ t: number }>(key, 'text')
    .catch(() => ({ value: null, metadata: null }));
  if (stored.value) {
    try {
      const held = {
        index: loadIndex(stored.value),
        builtAt: stored.metadata?.t ?? 0,
        complete: true,
        bytes: stored.value.length,
      };
      memory.set(key, held);
      refreshIfStale(s, key, held);
      return { held, origin: 'kv' };
    } catch {
      // A stored index this code cannot load: built again below.
    }
  }
  return { held: await build(s, key), origin: 'built' };
}

function refreshIfStale(s: IndexSource, key: string, held: HeldIndex) {
  if (Date.now() - held.builtAt < s.freshMs || building.has(key)) return;
  s.waitUntil(build(s, key).catch(() => undefined));
}

/** Builds the index from the institute's reads (one build per key at a time) and keeps it. */
function build(s: IndexSource, key: string): Promise<HeldIndex> {
  const running = building.get(key);
  if (running) return running;
  const started = (async () => {
    const { docs, complete } = await gatherDocuments(s.provider, await s.frame());
    const index = buildIndex(docs);
    const json = serialiseIndex(index);
    const held = { index, builtAt: Date.now(), complete, bytes: json.length };
    memory.set(key, held);
    if (complete)
      s.waitUntil(
        s.kv
          .put(key, json, { metadata: { t: held.builtAt }, expirationTtl: KEEP_SECONDS })
          .catch(() => undefined),
      );
    return held;
  })().finally(() => building.delete(key));
  building.set(key, started);
  return started;
}
