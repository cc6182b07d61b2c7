/**
 * Per-isolate memories must stay bounded: an isolate lives for many requests, and visitors choose
 * hosts and ids freely.
 */

/**
 * Sets `key` in `map` as its newest entry, then drops the oldest entries beyond `max`. Map order is
 * insertion order, so this is least-recently-stored eviction.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) map.delete(map.keys().next().value as K);
}
