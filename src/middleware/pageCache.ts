/**
 * Serves whole rendered pages from the page store (cache/pageStore.ts, which says what is kept,
 * for how long and under which key) and offers each freshly rendered page to it. Concurrent misses
 * of one key in this isolate wait for one render and serve what it kept.
 */
import { createMiddleware } from 'hono/factory';
import {
  type CachedPage,
  isHtml,
  keepCopy,
  lookup,
  renderTurn,
  requestKey,
  revalidate,
  serve,
  understoodVary,
} from '../cache/pageStore';
import { cachedPage, hasFreeText, variesByDevice } from '../cache/variant';
import type { AppEnv } from '../env';

export const pageCache = createMiddleware<AppEnv>(async (c, next) => {
  const seconds = c.var.config.pageCacheSeconds;
  if (seconds <= 0 || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
  if (!cachedPage(c.req.path)) return next();
  const key = requestKey(c);
  const served = (page: CachedPage) => {
    if (variesByDevice(c.req.path)) c.header('Vary', 'User-Agent'); // as the rendered page said
    return serve(c, page);
  };
  const hit = await lookup(key, c.var.site.tagGenerations);
  if (hit) return served(hit);
  const turn = await renderTurn(key, c.var.config.requestDeadlineMs);
  if ('page' in turn) return served(turn.page);
  const revalidated = await revalidate(c, key).catch(() => null);
  if (revalidated) {
    turn.done(revalidated);
    return served(revalidated);
  }
  let kept: Promise<CachedPage | null> = Promise.resolve(null);
  try {
    await next();
    const res = c.res;
    if (res.status !== 200 || !res.body || !isHtml(res) || res.headers.get('x-page-cache')) return;
    if (!understoodVary(res.headers.get('vary'), key)) return;
    const url = new URL(c.req.url);
    url.pathname = c.req.path; // the query names are declared for the path without its language
    kept = keepCopy(c, key, res, 200, seconds, hasFreeText(url));
  } finally {
    kept.then(turn.done);
  }
});
