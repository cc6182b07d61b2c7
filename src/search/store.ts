/**
 * Each institute's search index, kept so that a query never reads the provider: in this isolate's
 * memory, and in KV as MiniSearch's JSON, both keyed by the institute's purge generations, its
 * resources' included (any purge, of the institute or of one resource, makes the next search build
 * a new one). An index is built from the institute's reads through
 * the cached provider client (documents.ts) and, like a cached read, is served while it is
 * fresh (CACHE_FRESH_SECONDS) and after that served while a new one is built in the background.
 * An index missing entries because a read failed is not stored in KV, and is rebuilt after
 * INCOMPLETE_RETRY_MS. So is one built from copies read before the purge of its generation
 * (the provider did not answer their re-reads in time): it answers its own search and is kept
 * from every other, and once the reads its request sent have ended, the next search builds it
 * again from their answers (decision 082). One build per key at a time in an isolate.
 */

import { readAndKeepDocuments } from '../documents/ask';
import type { DocumentReader } from '../documents/record';
import type { Frame } from '../frame/load';
import { BoundedMap } from '../lib/boundedMap';
import type { Provider } from '../provider/cache';
import type { Id } from '../provider/params';
import { gatherDocuments } from './documents';
import {
  DOCUMENTS_PER_BUILD,
  documentKeysOf,
  storedDocumentTexts,
  withDocumentText,
} from './documentText';
import { buildIndex, loadIndex, type SearchIndex, serialiseIndex } from './engine';

/** Bumped when what an index holds changes, so a deploy never serves an index of the old shape. */
const INDEX_VERSION = 4;
/** Indexes this isolate holds (one per institute and generation; a rich one is a few hundred KB). */
const INDEX_MEMORY_ENTRIES = 16;
/** How long KV keeps an index nobody rebuilds (an older generation's is never read again). */
const KEEP_SECONDS = 7 * 24 * 3600;
/** An index with entries missing (a read failed) is built again after this long. */
const INCOMPLETE_RETRY_MS = 30_000;
/** An index built before some of its documents were read is built again after this long. */
const UNREAD_RETRY_MS = 30_000;

/** An index and what is known about it. */
type HeldIndex = {
  index: SearchIndex;
  builtAt: number;
  complete: boolean;
  bytes: number;
  /** PDF documents whose text it holds, and those not read yet (decision 059). */
  documents: { indexed: number; unread: number };
  /**
   * Built from copies read before the purge (never complete then): `reading` while the re-reads
   * its request sent are in flight, `answered` once they have ended (the next search builds it
   * again from what they brought), `unsent` when its request sent none (other requests' reads
   * were in flight: INCOMPLETE_RETRY_MS, as for a failed read).
   */
  beforePurge?: 'reading' | 'answered' | 'unsent';
};

const memory = new BoundedMap<string, HeldIndex>(INDEX_MEMORY_ENTRIES);
/** Documents the file host failed to send lately, by file key (when it failed). */
const unreadable = new BoundedMap<string, number>(1000);
/** How long a document the file host failed to send waits before it is asked for again. */
const UNREADABLE_RETRY_MS = 10 * 60_000;
const building = new BoundedMap<string, Promise<HeldIndex>>(INDEX_MEMORY_ENTRIES);

/** The KV key of an institute's index under a purge generation. */
const searchIndexKey = (insId: Id, generation: string) =>
  `search:v${INDEX_VERSION}:${insId}:${generation}`;

/** What finding an institute's index needs: its reads, where it is kept, and how long it is fresh. */
type IndexSource = {
  kv: KVNamespace;
  provider: Provider;
  insId: Id;
  generation: string;
  /** The institute's frame (menus, committees, quality tree...), read through `provider`. */
  frame: () => Promise<Frame>;
  /** The file host the institute's documents are read from (FILES_BASE). */
  filesBase: string;
  /** The document reader worker (decision 084); without it documents are found by name only. */
  reader: DocumentReader | undefined;
  freshMs: number;
  waitUntil: (promise: Promise<unknown>) => void;
};

/** How the index was found (request logs and the bench show it). */
type IndexOrigin = 'memory' | 'kv' | 'built';

/** The institute's index: from memory, else KV, else built now from its reads. */
export async function institutionIndex(
  s: IndexSource,
): Promise<{ held: HeldIndex; origin: IndexOrigin }> {
  const key = searchIndexKey(s.insId, s.generation);
  const inMemory = memory.get(key);
  if (inMemory) {
    const retry =
      inMemory.beforePurge === 'answered' ||
      (!inMemory.complete && Date.now() - inMemory.builtAt > INCOMPLETE_RETRY_MS);
    if (retry) return { held: await build(s, key), origin: 'built' };
    refreshIfStale(s, key, inMemory);
    return { held: inMemory, origin: 'memory' };
  }
  const stored = await s.kv
    .getWithMetadata<{ t: number; indexed?: number; unread?: number }>(key, 'text')
    .catch(() => ({ value: null, metadata: null }));
  if (stored.value) {
    try {
      const held: HeldIndex = {
        index: loadIndex(stored.value),
        builtAt: stored.metadata?.t ?? 0,
        complete: true,
        bytes: stored.value.length,
        documents: {
          indexed: stored.metadata?.indexed ?? 0,
          unread: stored.metadata?.unread ?? 0,
        },
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

/**
 * Builds the index again in the background when it is past fresh, or when documents it lacks may
 * have been read since (another build read them, here or in another isolate).
 */
function refreshIfStale(s: IndexSource, key: string, held: HeldIndex) {
  const age = Date.now() - held.builtAt;
  const stale = age >= s.freshMs || (held.documents.unread > 0 && age >= UNREAD_RETRY_MS);
  if (!stale || building.has(key)) return;
  s.waitUntil(build(s, key).catch(() => undefined));
}

/**
 * Builds the index from the institute's reads and the text of its documents read so far (one
 * build per key at a time) and keeps it. Documents not read yet are read after it, in the
 * background (`readDocuments`), and the index is built again with their text.
 */
function build(s: IndexSource, key: string, readDocuments = true): Promise<HeldIndex> {
  const running = building.get(key);
  if (running) return running;
  const started = (async () => {
    const { docs, complete } = await gatherDocuments(s.provider, await s.frame());
    // The newest notices' documents first (gathered first): what visitors look for soonest.
    const files = [...new Set(docs.flatMap(documentKeysOf))];
    const texts = await storedDocumentTexts(s.kv, files);
    const unread = files.filter((file) => !texts.has(file));
    const index = buildIndex(withDocumentText(docs, texts));
    const json = serialiseIndex(index);
    const indexed = [...texts.values()].filter((text) => text.status === 'text').length;
    const documents = { indexed, unread: unread.length };
    // The request's reads so far are the frame's and this build's (a read used twice is logged
    // once, by its first use): one copy from before the purge and the index is not current.
    const outdated = s.provider.log.some((read) => read.beforePurge);
    const held: HeldIndex = {
      index,
      builtAt: Date.now(),
      complete: complete && !outdated,
      bytes: json.length,
      documents,
    };
    if (outdated) awaitReReads(s, held);
    memory.set(key, held);
    if (held.complete)
      s.waitUntil(
        s.kv
          .put(key, json, {
            metadata: { t: held.builtAt, ...documents },
            expirationTtl: KEEP_SECONDS,
          })
          .catch(() => undefined),
      );
    if (readDocuments && unread.length > 0) s.waitUntil(readThenRebuild(s, key, unread));
    return held;
  })().finally(() => building.delete(key));
  building.set(key, started);
  return started;
}

/**
 * Marks `held` (built from copies read before the purge) `answered` once every provider read its
 * request sent has ended, when their answers are kept; `unsent` when the request sent none.
 */
function awaitReReads(s: IndexSource, held: HeldIndex) {
  held.beforePurge = 'reading';
  s.waitUntil(
    s.provider.settle().then(({ sent }) => {
      held.beforePurge = sent > 0 ? 'answered' : 'unsent';
    }),
  );
}

/**
 * Reads the first DOCUMENTS_PER_BUILD of `unread` (after the visitor's answer, in `waitUntil`),
 * then builds the index again with their text; the rest wait for a later build (UNREAD_RETRY_MS).
 * Documents this isolate failed to read lately are left for another time (`unreadable`).
 */
async function readThenRebuild(s: IndexSource, key: string, unread: string[]): Promise<void> {
  const now = Date.now();
  const next = unread
    .filter((file) => now - (unreadable.get(file) ?? -Infinity) >= UNREADABLE_RETRY_MS)
    .slice(0, DOCUMENTS_PER_BUILD);
  if (next.length === 0 || !s.reader) return;
  const { kept, failed } = await readAndKeepDocuments(s.kv, s.reader, s.filesBase, next);
  for (const file of failed) unreadable.set(file, Date.now());
  if (kept > 0) await build(s, key, false).catch(() => undefined);
}
