/**
 * `caches.default`, the location's Cache API, where the runtime has it (workerd); none elsewhere
 * (Node, and on `*.workers.dev` it keeps nothing). Whole pages, picture variants and the
 * provider cache's confirmations live there.
 */
export const edgeCache = (): Cache | undefined =>
  (globalThis.caches as (CacheStorage & { default?: Cache }) | undefined)?.default;
