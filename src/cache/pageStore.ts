/**
 * Whole rendered pages, reused while every provider read behind them is still fresh.
 *
 * - Key: host, purge generations (all, host, institute), the client build (a page carries its
 *   build's inline stylesheet, which the CSP allows by hash, and its script names), path, the
 *   query as the page reads it and, for the pages that depend on it, the visitor's device
 *   class (cache/variant.ts): a
 *   tracking parameter, a repeated name or a raw User-Agent never makes a new entry or a new
 *   render. The host is in the key itself: Cloudflare's caches do not separate one institute's
 *   domain from another's. A purge bumps a generation, so it invalidates pages as it does reads.
 * - Two layers: this isolate's memory (bounded), then the Cache API (`caches.default`, per data
 *   centre; it silently does nothing on `*.workers.dev`, where memory still works).
 * - Only whole, final HTML is kept: a page whose Suspense boundaries were still pending when it
 *   streamed (a cold read) is never stored, so a visitor without JavaScript never gets a copy
 *   whose content only a script reveals. Such a page is also the only one with inline scripts
 *   (React's, allowed by a per-response CSP nonce that must never be reused), so a stored page
 *   has none and is served under a CSP that allows no inline script at all. A page with a failed section is never kept; one built
 *   from stale copies (the provider is failing) is kept for STALE_PAGE_SECONDS and says so in
 *   `X-Page-Stale`, so an outage does not also cost every page a render.
 * - A kept page records the resources its reads returned (provider/api.ts READ_TAGS) with their
 *   purge generations; a purge of one of them alone makes it a miss, other pages stay warm.
 * - A fresh page lives until its oldest read stops being fresh, at most PAGE_CACHE_SECONDS
 *   (config.ts), and a page that depends on the date (`rightForMs`) no longer than its day.
 * - The institute's 404 page does not depend on the address, so it is rendered once per host
 *   and generation and served for every unknown address: a flood of junk URLs costs a lookup
 *   each, not a page render.
 * - One render per key at a time in this isolate: concurrent misses of a key wait for the render
 *   in flight and serve what it kept (`renderTurn`); nothing is assumed across isolates.
 * - A page given a free-text query value (paths.ts `freeText`: a title a link carries, a search)
 *   is kept only while this isolate keeps fewer than FREE_TEXT_PER_PAGE such pages of the same
 *   page and FREE_TEXT_PAGES in all: any text makes a key, and they must not evict real pages.
 *   (docs/decisions/053-one-key-per-page.md)
 */
import type { Context } from 'hono';
import manifest from '../../assets/build/manifest.json';
import type { AppEnv } from '../env';
import { currentLang } from '../i18n/current';
import { splitLanguage } from '../i18n/languages';
import { BoundedMap } from '../lib/boundedMap';
import { edgeCache } from '../lib/edgeCache';
import { contentHash } from '../lib/hash';
import { themeCssIn } from '../lib/themeStyle';
import { heldHash } from '../provider/entries';
import type { ReadLog, ReadReplay } from '../provider/reader';
import { canonicalQuery, deviceClass, variesByDevice } from './variant';

/** How long a page rendered from stale copies is reused while the provider is failing. */
const STALE_PAGE_SECONDS = 10;
const MEMORY_PAGES = 300;
/**
 * What the pages in memory may weigh in all. A page weighs two bytes a character, as V8 holds a
 * string with any character beyond Latin-1 (Devanagari): counted by characters, a Hindi site's
 * pages could hold twice what the bound meant. Well under an isolate's 128 MB, which also holds
 * the provider values (provider/entries.ts) and the code.
 */
const MEMORY_BYTES = 16 * 1024 * 1024;
/** Bigger pages are not kept in memory (the Cache API still takes them). */
const MAX_MEMORY_PAGE = 1024 * 1024;
const weight = (page: CachedPage) => page.html.length * 2;

export type Status = 200 | 404;
/**
 * `tags`: the resources the page's reads returned, each with its purge generation when the page
 * was rendered ('' when never purged alone); a resource purge since makes the page a miss.
 */
export type CachedPage = {
  html: string;
  expires: number;
  status: Status;
  stale: boolean;
  tags: Record<string, string>;
  /** In this isolate's memory only: the reads the page was rendered from (`revalidate`). */
  reads?: PageRead[];
};

/** A read a kept page was rendered from: how to make it again, and the copy it got (its hash). */
type PageRead = { cacheKey: string; hash: string; replay: ReadReplay };

const memory = new Map<string, CachedPage>();
let memoryBytes = 0;

/** Free-text pages this isolate keeps at once: of one page (path and variant), and in all. */
const FREE_TEXT_PER_PAGE = 4;
const FREE_TEXT_PAGES = 64;
/** The free-text pages this isolate has kept, by key, with when each expires. */
const freeTextKept = new Map<string, number>();
/** A key without its query: the page whose free-text values it carries. */
const pageOf = (key: string) => key.split('?')[0];

/** Whether a free-text page may be kept under `key` until `expires`; if so, it counts from now. */
function roomForFreeText(key: string, expires: number): boolean {
  const now = Date.now();
  for (const [kept, until] of freeTextKept) if (until <= now) freeTextKept.delete(kept);
  const samePage = [...freeTextKept.keys()].filter((kept) => pageOf(kept) === pageOf(key));
  const room =
    freeTextKept.has(key) ||
    (samePage.length < FREE_TEXT_PER_PAGE && freeTextKept.size < FREE_TEXT_PAGES);
  if (room) freeTextKept.set(key, expires);
  return room;
}

/** A render of a key in flight in this isolate, and once it is over, what it kept. */
type Render = { over: boolean; page: CachedPage | null };
/** Renders in flight at most; beyond that the oldest is forgotten (its waiters still see it end). */
const RENDERS_IN_FLIGHT = 1000;
const renders = new BoundedMap<string, Render>(RENDERS_IN_FLIGHT);
/**
 * Renders a request waits for at most: a cold render streams and is not kept, the one after it
 * (from warm reads) is; if that one is not kept either, every waiting request renders its own.
 */
const SHARED_RENDERS = 2;
/** How often a request waiting for another request's render looks whether it is over. */
const POLL_MS = 10;
const pause = () => new Promise((resolve) => setTimeout(resolve, POLL_MS));

/** The page another request's render kept, or this request's turn to render: call `done` after. */
type RenderTurn = { page: CachedPage } | { done: (page: CachedPage | null) => void };

/**
 * Waits, at most `timeoutMs`, for the render of `key` in flight in this isolate and returns what
 * it kept; when none is in flight (or what it kept was nothing) this request renders, and others
 * wait for it. Polls a plain value: workerd cancels a request that awaits another request's I/O.
 */
export async function renderTurn(key: string, timeoutMs: number): Promise<RenderTurn> {
  const until = Date.now() + timeoutMs;
  for (let shared = 0; shared < SHARED_RENDERS; shared++) {
    const running = renders.get(key);
    if (!running) break;
    while (!running.over && Date.now() < until) await pause();
    if (running.page && running.page.expires > Date.now()) return { page: running.page };
    if (!running.over) break;
  }
  const render: Render = { over: false, page: null };
  renders.set(key, render);
  return {
    done: (page) => {
      render.page = page;
      render.over = true;
      if (renders.get(key) === render) renders.delete(key);
    },
  };
}

function forget(key: string) {
  const page = memory.get(key);
  if (!page) return;
  memory.delete(key);
  memoryBytes -= weight(page);
}

function remember(key: string, page: CachedPage) {
  forget(key);
  if (weight(page) > MAX_MEMORY_PAGE) return;
  // The same page under older purge generations: no visit asks for it again.
  const base = withoutGeneration(key);
  const before = lastKept.get(base);
  if (before !== undefined && before !== key) forget(before);
  memory.set(key, page);
  lastKept.set(base, key);
  memoryBytes += weight(page);
  for (const oldest of memory.keys()) {
    if (memory.size <= MEMORY_PAGES && memoryBytes <= MEMORY_BYTES) break;
    forget(oldest);
  }
}

/**
 * The key each page was last kept under in this isolate, by its key without the host's and the
 * institute's purge generations (`withoutGeneration`): where the first visit after a purge of the
 * host or institute finds the page it may revalidate, and which copy a newer one replaces.
 */
const lastKept = new BoundedMap<string, string>(MEMORY_PAGES);

/**
 * `key` (pageKey) without the host's and institute's purge generations, the site-wide one kept
 * (`<all>.h<host>.i<institute>`): a purge of everything, an operator's rare last resort, renders
 * every page again.
 */
const withoutGeneration = (key: string) => key.replace(/(\/__page\/[^/.]*)[^/]*\//, '$1/');

/** The Cache API key: a URL on the institute's own host, so the host is always part of it. */
export function pageKey(host: string, generation: string, url: URL, device?: string): string {
  const variant = device ? `/~${device}` : '';
  return `https://${host}/__page/${encodeURIComponent(generation)}/${manifest.build}${variant}${url.pathname}${canonicalQuery(routed(url))}`;
}

/** `url` as the routes see it: without its language prefix (their query names are declared so). */
function routed(url: URL): URL {
  const neutral = new URL(url);
  neutral.pathname = splitLanguage(url.pathname).path;
  return neutral;
}

/** The key of a request's page: its device class joins the key only where the page uses it. */
export const requestKey = (c: Context<AppEnv>) => {
  const url = new URL(c.req.url);
  const device = variesByDevice(routed(url).pathname)
    ? deviceClass(c.req.header('user-agent') ?? '')
    : undefined;
  return pageKey(c.var.site.host, c.var.site.generation, url, device);
};

/** The one key of the institute's 404 page in the request's language. */
const notFoundKey = (c: Context<AppEnv>) =>
  `https://${c.var.site.host}/__page/${encodeURIComponent(c.var.site.generation)}/${manifest.build}/~404/${currentLang()}`;

const EXPIRES_HEADER = 'x-page-expires';
const STALE_HEADER = 'x-page-stale';
const STATUS_HEADER = 'x-page-status';
const TAGS_HEADER = 'x-page-tags';

/** Whether no resource `page` used was purged on its own since it was rendered. */
const tagsCurrent = (page: CachedPage, current: Readonly<Record<string, string>>) =>
  Object.entries(page.tags).every(([tag, generation]) => (current[tag] ?? '') === generation);

const encodeTags = (tags: Record<string, string>) =>
  Object.entries(tags)
    .map(([tag, generation]) => `${tag}=${generation}`)
    .join(';');

function decodeTags(header: string | null): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const [tag, generation = ''] = part.split('=');
    if (tag) tags[tag] = generation;
  }
  return tags;
}

/**
 * Whether `html` is a streamed form: React marks a boundary whose content was not ready with
 * `<!--$?-->` and completes it with an inline script carrying the response's nonce.
 */
const streamed = (html: string, nonce: string | undefined) =>
  html.includes('<!--$?-->') || (!!nonce && html.includes(` nonce="${nonce}"`));

/** The page kept under `key`, unless it expired or a resource it used was purged since. */
export async function lookup(
  key: string,
  current: Readonly<Record<string, string>>,
): Promise<CachedPage | null> {
  const inMemory = memory.get(key);
  if (inMemory) {
    if (inMemory.expires > Date.now() && tagsCurrent(inMemory, current)) return inMemory;
    forget(key);
  }
  const cached = await edgeCache()
    ?.match(key)
    .catch(() => undefined);
  if (!cached) return null;
  const h = cached.headers;
  const page: CachedPage = {
    html: await cached.text(),
    expires: Number(h.get(EXPIRES_HEADER)),
    status: h.get(STATUS_HEADER) === '404' ? 404 : 200,
    stale: h.get(STALE_HEADER) === 'true',
    tags: decodeTags(h.get(TAGS_HEADER)),
  };
  if (!(page.expires > Date.now()) || !tagsCurrent(page, current)) return null;
  remember(key, page);
  return page;
}

/** Keeps `page` in memory now and in the Cache API by the promise's end. */
async function store(key: string, page: CachedPage) {
  remember(key, page);
  const seconds = Math.floor((page.expires - Date.now()) / 1000);
  if (seconds < 1) return;
  const headers = {
    'content-type': 'text/html; charset=UTF-8',
    'cache-control': `max-age=${seconds}`,
    [EXPIRES_HEADER]: String(page.expires),
    [STALE_HEADER]: String(page.stale),
    [STATUS_HEADER]: String(page.status),
    [TAGS_HEADER]: encodeTags(page.tags),
  };
  await edgeCache()
    ?.put(key, new Response(page.html, { headers }))
    .catch(() => undefined);
}

/** Until when a freshly rendered page may be reused (0: not at all), and whether it is stale. */
function reusable(c: Context<AppEnv>, maxSeconds: number): { expires: number; stale: boolean } {
  const never = { expires: 0, stale: false };
  if (c.var.renderFailed) return never;
  const reads = c.var.provider.log;
  if (reads.some((r) => r.outcome === 'fail')) return never; // a section shows a notice
  const now = Date.now();
  const freshUntil = reads.flatMap((r) => (r.freshUntil === undefined ? [] : [r.freshUntil]));
  if (freshUntil.length < reads.length) {
    return { expires: now + Math.min(maxSeconds, STALE_PAGE_SECONDS) * 1000, stale: true };
  }
  return {
    expires: Math.min(now + maxSeconds * 1000, now + (c.var.rightForMs ?? Infinity), ...freshUntil),
    stale: false,
  };
}

/** The resources the page's reads returned, each with its purge generation at this request. */
function pageTags(c: Context<AppEnv>): Record<string, string> {
  const current = c.var.site?.tagGenerations ?? {};
  const tags: Record<string, string> = {};
  for (const read of c.var.provider.log)
    for (const tag of read.tags ?? []) tags[tag] = current[tag] ?? '';
  return tags;
}

/**
 * The reads behind the page this request rendered, each with the hash of the copy it got (a stale
 * read's: the copy it served); none when one cannot be made again or its copy is not the one this
 * isolate holds (a read that failed, found nothing or is too big for memory): such a page is never
 * revalidated.
 */
function pageReads(log: readonly ReadLog[]): PageRead[] | undefined {
  const reads = new Map<string, PageRead>();
  for (const read of log) {
    const { cacheKey, generation, replay, outcome } = read;
    if (outcome !== 'hit' && outcome !== 'miss' && outcome !== 'stale') return undefined;
    const hash =
      cacheKey &&
      generation !== undefined &&
      heldHash(cacheKey, outcome === 'stale' ? undefined : generation);
    if (!cacheKey || !hash || !replay) return undefined;
    reads.set(cacheKey, { cacheKey, hash, replay });
  }
  return [...reads.values()];
}

/**
 * After a purge, the page kept under the purge generations before, when every read it was rendered
 * from, read again now under this request's generations, brings the same content: then the render
 * would make the same page, so it is kept and served under this request's key instead (marked
 * stale, for STALE_PAGE_SECONDS, when a read could only serve its copy, as a render would be). A purge
 * asks the provider again for everything in its scope; it need not render again what did not
 * change (a provider that purges once per edited notice would otherwise cost every page a render
 * per purge). Reads of the institute are made again through the request's provider; the host
 * lookup, of another scope, this request already made. Null when there is no such page, a read
 * fails, or any content changed (a stale copy other than the page's too): the page is rendered.
 */
export async function revalidate(c: Context<AppEnv>, key: string): Promise<CachedPage | null> {
  const keptUnder = lastKept.get(withoutGeneration(key)) ?? '';
  const before = memory.get(keptUnder);
  if (keptUnder === key || !before?.reads || !(before.expires > Date.now())) return null;
  const provider = c.var.provider;
  const scope = `ins:${c.var.site.insId}`;
  const replays = await Promise.all(
    before.reads.map(({ replay }) =>
      replay.scope === scope
        ? provider.read(replay.path, replay.query, replay.key, replay.schema, replay.options)
        : null,
    ),
  );
  const now = new Map<string, ReadLog>();
  for (const read of provider.log) if (read.cacheKey) now.set(read.cacheKey, read);
  let stale = false;
  for (const [i, { cacheKey, hash }] of before.reads.entries()) {
    const read = now.get(cacheKey);
    if (!read || read.generation === undefined) return null;
    if (read.outcome === 'stale') {
      // The provider did not answer in time: the copy served is the one the page was built
      // from, as a render from it would be, and the page says it is stale like that render.
      if (heldHash(cacheKey) !== hash) return null;
      stale = true;
      continue;
    }
    if (read.outcome !== 'hit' && read.outcome !== 'miss') return null;
    const replayed = replays[i];
    // A copy read just now may not be in memory yet: its hash is taken from the answer itself.
    const current =
      heldHash(cacheKey, read.generation) ??
      (replayed?.ok ? await contentHash(JSON.stringify(replayed.value)) : undefined);
    if (current !== hash) return null;
  }
  const tagGenerations = c.var.site.tagGenerations;
  const tags = Object.fromEntries(
    Object.keys(before.tags).map((tag) => [tag, tagGenerations[tag] ?? '']),
  );
  const expires = stale
    ? Math.min(before.expires, Date.now() + STALE_PAGE_SECONDS * 1000)
    : before.expires;
  const page: CachedPage = { ...before, tags, stale, expires };
  c.executionCtx.waitUntil(store(key, page)); // in memory at once, in place of the old copy
  return page;
}

/** Serves a stored page with the headers that say where it came from. */
export function serve(c: Context<AppEnv>, page: CachedPage): Response {
  // The stored page's theme stylesheet, whose hash its CSP header lists (kept pages have no headers).
  c.set('themeCss', themeCssIn(page.html));
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=UTF-8',
    'X-Page-Cache': 'hit',
  };
  if (page.stale) headers['X-Page-Stale'] = 'true';
  return c.body(page.html, page.status, headers);
}

/**
 * Lets the visitor have `res` while a copy is read for the cache, and stores that copy once the
 * render is over, if it may be kept (`freeText`: only while there is room for one more). Resolves
 * to what was stored, as soon as it is in memory (null: nothing); never rejects.
 */
export function keepCopy(
  c: Context<AppEnv>,
  key: string,
  res: Response,
  status: Status,
  seconds: number,
  freeText = false,
): Promise<CachedPage | null> {
  const body = res.body;
  if (!body) return Promise.resolve(null); // callers pass only responses with a body
  let copy: ReadableStream<Uint8Array>;
  if (c.req.method === 'HEAD') {
    copy = body; // Hono drops the body of a HEAD response itself; the cache still gets it
  } else {
    const [toVisitor, toCache] = body.tee();
    copy = toCache;
    c.res = new Response(toVisitor, res);
  }
  c.res.headers.set('X-Page-Cache', 'miss');
  const nonce = c.var.nonce;
  const stored = new Response(copy)
    .text()
    .then((html): CachedPage | null => {
      const { expires, stale } = reusable(c, seconds);
      if (expires <= Date.now() || streamed(html, nonce)) return null;
      if (freeText && !roomForFreeText(key, expires)) return null;
      const reads = pageReads(c.var.provider.log);
      const page = { html, expires, status, stale, tags: pageTags(c), reads };
      c.executionCtx.waitUntil(store(key, page));
      return page;
    })
    .catch(() => null);
  c.executionCtx.waitUntil(stored);
  return stored;
}

export const isHtml = (res: Response) =>
  (res.headers.get('content-type') ?? '').startsWith('text/html');

/**
 * A response may only be kept when the key covers everything it says it varies by: the device
 * class (which the key carries exactly where the page reads it) and the transfer encoding.
 */
export function understoodVary(vary: string | null, key: string): boolean {
  const names = (vary ?? '')
    .split(',')
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean);
  return names.every(
    (name) => name === 'accept-encoding' || (name === 'user-agent' && key.includes('/~')),
  );
}

/**
 * The institute's 404 page through the page cache: served from there when it is kept, otherwise
 * rendered by `render` (one render at a time per key; concurrent requests wait for it).
 */
export async function cachedNotFound(
  c: Context<AppEnv>,
  render: () => Response | Promise<Response>,
): Promise<Response> {
  const seconds = c.var.config.pageCacheSeconds;
  if (seconds <= 0 || !c.var.site) return render();
  const key = notFoundKey(c);
  const hit = await lookup(key, c.var.site.tagGenerations);
  if (hit) return serve(c, hit);
  const turn = await renderTurn(key, c.var.config.requestDeadlineMs);
  if ('page' in turn) return serve(c, turn.page);
  let kept: Promise<CachedPage | null> = Promise.resolve(null);
  try {
    const res = await render();
    if (res.status !== 404 || !res.body || !isHtml(res)) return res;
    c.res = res;
    kept = keepCopy(c, key, res, 404, seconds);
    return c.res;
  } finally {
    kept.then(turn.done);
  }
}
