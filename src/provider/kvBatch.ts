/**
 * One request's KV lookups in bulk reads: every key asked before the isolate next waits for I/O
 * goes in one `getWithMetadata(keys, 'text')` (at most BULK_KEYS keys each), and each caller gets
 * its own key's answer. Every KV call is a round trip and costs the isolate CPU of its own, so a
 * page's reads cost a few of them, not one each (docs/decisions/046-bulk-kv-reads.md).
 * Nothing one key can do fails the batch: values come as text (one that is not JSON spoils only
 * its own read), and a key KV would refuse is not asked.
 */

/** What KV allows in one bulk read. */
export const BULK_KEYS = 100;
/** KV's longest key, in UTF-8 bytes: a longer one fails the whole bulk read it is in. */
export const KEY_BYTES = 512;

/** Whether KV can hold `key` (a UTF-16 unit is at most 3 UTF-8 bytes: most keys need no count). */
const storable = (key: string) =>
  key.length * 3 <= KEY_BYTES || new TextEncoder().encode(key).length <= KEY_BYTES;

/** A key's value as KV holds it, with its metadata. */
type KvText = { value: string; metadata: unknown };

/** The KV reads of one request, batched. Never rejects: absent or failed is null. */
export interface KvBatch {
  /** `key`'s value and metadata; null when the key is absent or KV failed. */
  getWithMetadata(key: string): Promise<KvText | null>;
  /** `key`'s value; null when the key is absent or KV failed (a purge generation). */
  get(key: string): Promise<string | null>;
  /**
   * Asks for `key` in the next bulk read although no read needs it yet: the next `get` of it takes
   * that answer instead of a round trip of its own (once; a later one asks KV again).
   */
  prefetch(key: string): void;
}

type Waiting = { promise: Promise<KvText | null>; resolve: (found: KvText | null) => void };

/** A batch over `kv` for one request. */
export function createKvBatch(kv: KVNamespace): KvBatch {
  /** Keys asked since the last bulk read was sent. */
  let queued = new Map<string, Waiting>();
  const prefetched = new Map<string, Promise<KvText | null>>();

  async function send(keys: string[], waiting: Map<string, Waiting>) {
    let found: Map<string, KVNamespaceGetWithMetadataResult<string, unknown> | null> | null = null;
    try {
      found = await kv.getWithMetadata(keys, 'text');
    } catch {
      // The whole bulk read failed: each of its keys reads as absent (a cache miss).
    }
    for (const key of keys) {
      const entry = found?.get(key);
      const value = entry?.value;
      waiting
        .get(key)
        ?.resolve(typeof value === 'string' ? { value, metadata: entry?.metadata } : null);
    }
  }

  function flush() {
    const waiting = queued;
    queued = new Map();
    const keys = [...waiting.keys()];
    for (let i = 0; i < keys.length; i += BULK_KEYS)
      void send(keys.slice(i, i + BULK_KEYS), waiting);
  }

  function ask(key: string): Promise<KvText | null> {
    // Nothing is kept under such a key (its write fails as well): it is absent.
    if (!storable(key)) return Promise.resolve(null);
    const known = queued.get(key);
    if (known) return known.promise;
    let resolve!: (found: KvText | null) => void;
    const promise = new Promise<KvText | null>((done) => {
      resolve = done;
    });
    // A timer, not a microtask: reads that start from other reads' answers (several promise
    // steps apart) still join the same bulk read.
    if (queued.size === 0) setTimeout(flush, 0);
    queued.set(key, { promise, resolve });
    return promise;
  }

  const getWithMetadata = (key: string) => {
    const early = prefetched.get(key);
    if (!early) return ask(key);
    prefetched.delete(key);
    return early;
  };
  return {
    getWithMetadata,
    get: (key) => getWithMetadata(key).then((found) => found?.value ?? null),
    prefetch(key) {
      if (!prefetched.has(key)) prefetched.set(key, ask(key));
    },
  };
}
