/**
 * Whole rendered pages, reused while every provider read behind them is still fresh.
 *
 * - Key: host, purge generations (all, host, institute), path and sorted query. The host is in
 *   the key itself: Cloudflare's caches do not separate one institute's domain from another's.
 *   A purge bumps a generation, so it invalidates pages as it does provider reads.
 * - Two layers: this isolate's memory (bounded), then the Cache API (`caches.default`, per data
 *   centre; it silently does nothing on `*.workers.dev`, where memory still works).
 * - Stored only when the page answered 200, finished rendering without error, and every read
 *   behind it was fresh (no stale copy, no failure): a page showing a "could not load" notice or
 *   old data is never kept. It lives until its oldest read stops being fresh, at most
 *   PAGE_CACHE_SECONDS.
 * - CSP: a streamed page's inline Suspense scripts carry a per-response nonce, which cannot be
 *   reused. The stored copy drops the nonce and keeps the SHA-256 of each of those scripts; a
 *   cached page is served with a CSP that allows exactly those hashes.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

/** Longest a page is reused (seconds) unless PAGE_CACHE_SECONDS says otherwise. */
export const PAGE_CACHE_SECONDS = 60;
const MEMORY_PAGES = 300;
const MEMORY_BYTES = 24 * 1024 * 1024;
/** Bigger pages are not kept in memory (the Cache API still takes them). */
const MAX_MEMORY_PAGE = 1024 * 1024;

export type CachedPage = { html: string; scriptHashes: string[]; expires: number };

const memory = new Map<string, CachedPage>();
let memoryBytes = 0;

function forget(key: string) {
  const page = memory.get(key);
  if (!page) return;
  memory.delete(key);
  memoryBytes -= page.html.length;
}

function remember(key: string, page: CachedPage) {
  forget(key);
  if (page.html.length > MAX_MEMORY_PAGE) return;
  memory.set(key, page);
  memoryBytes += page.html.length;
  while (memory.size > MEMORY_PAGES || memoryBytes > MEMORY_BYTES) forget(memory.keys().next().value!);
}

/** PAGE_CACHE_SECONDS, default 60; "0" turns the page cache off. */
export const pageCacheSeconds = (env: { PAGE_CACHE_SECONDS?: string }) =>
  env.PAGE_CACHE_SECONDS === undefined || env.PAGE_CACHE_SECONDS === '' ? PAGE_CACHE_SECONDS : Number(env.PAGE_CACHE_SECONDS) || 0;

/** The Cache API key: a URL on the institute's own host, so the host is always part of it. */
export function pageKey(host: string, generation: string, url: URL): string {
  const query = [...url.searchParams].sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1));
  const search = query.length ? `?${new URLSearchParams(query)}` : '';
  return `https://${host}/__page/${encodeURIComponent(generation)}${url.pathname}${search}`;
}

const HASHES_HEADER = 'x-page-script-hashes';
const EXPIRES_HEADER = 'x-page-expires';

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest));
}

/** The stored form of a streamed page: nonce attributes removed, the nonce-bearing scripts' hashes kept. */
export async function withoutNonce(html: string, nonce: string): Promise<{ html: string; scriptHashes: string[] }> {
  const attribute = ` nonce="${nonce}"`;
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => m[1].includes(attribute)).map((m) => m[2]);
  const scriptHashes = [...new Set(await Promise.all(scripts.map(sha256)))];
  return { html: html.split(attribute).join(''), scriptHashes };
}

async function lookup(key: string): Promise<CachedPage | null> {
  const inMemory = memory.get(key);
  if (inMemory) {
    if (inMemory.expires > Date.now()) return inMemory;
    forget(key);
  }
  const cached = await edgeCache()?.match(key).catch(() => undefined);
  if (!cached) return null;
  const page = { html: await cached.text(), scriptHashes: (cached.headers.get(HASHES_HEADER) ?? '').split(' ').filter(Boolean), expires: Number(cached.headers.get(EXPIRES_HEADER)) };
  if (!(page.expires > Date.now())) return null;
  remember(key, page);
  return page;
}

async function store(key: string, page: CachedPage) {
  remember(key, page);
  const seconds = Math.floor((page.expires - Date.now()) / 1000);
  if (seconds < 1) return;
  const headers = { 'content-type': 'text/html; charset=UTF-8', 'cache-control': `max-age=${seconds}`, [HASHES_HEADER]: page.scriptHashes.join(' '), [EXPIRES_HEADER]: String(page.expires) };
  await edgeCache()?.put(key, new Response(page.html, { headers })).catch(() => undefined);
}

/** `caches.default` where the runtime has it (workerd); none elsewhere. */
const edgeCache = (): Cache | undefined => (globalThis.caches as (CacheStorage & { default?: Cache }) | undefined)?.default;

/** Until when a freshly rendered page may be reused, or 0 when it must not be stored. */
function reusableUntil(c: Context<AppEnv>, maxSeconds: number): number {
  if (c.var.renderFailed) return 0;
  const reads = c.var.provider.log;
  if (reads.some((r) => r.freshUntil === undefined)) return 0; // a stale copy or a failure
  return Math.min(Date.now() + maxSeconds * 1000, ...reads.map((r) => r.freshUntil!));
}

export const pageCache = createMiddleware<AppEnv>(async (c, next) => {
  const seconds = pageCacheSeconds(c.env);
  const method = c.req.method;
  if (seconds <= 0 || (method !== 'GET' && method !== 'HEAD')) return next();
  const key = pageKey(c.var.site.host, c.var.site.generation, new URL(c.req.url));
  const hit = await lookup(key);
  if (hit) {
    c.set('scriptHashes', hit.scriptHashes);
    return c.body(hit.html, 200, { 'Content-Type': 'text/html; charset=UTF-8', 'X-Page-Cache': 'hit' });
  }
  await next();
  const res = c.res;
  if (method !== 'GET' || res.status !== 200 || !res.body || !(res.headers.get('content-type') ?? '').startsWith('text/html')) return;
  const [toVisitor, toCache] = res.body.tee();
  c.res = new Response(toVisitor, res);
  c.res.headers.set('X-Page-Cache', 'miss');
  const nonce = c.var.nonce;
  c.executionCtx.waitUntil(
    new Response(toCache).text().then(async (html) => {
      const expires = reusableUntil(c, seconds);
      if (expires <= Date.now()) return;
      await store(key, { ...(nonce ? await withoutNonce(html, nonce) : { html, scriptHashes: [] }), expires });
    }),
  );
});
