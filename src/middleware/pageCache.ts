/**
 * Serves whole rendered pages from the page store (frame/pageStore.ts, which says what is kept,
 * for how long and under which key) and offers each freshly rendered page to it.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { isHtml, keepCopy, lookup, requestKey, serve, understoodVary } from '../frame/pageStore';
import { variesByDevice } from '../lib/variant';

export const pageCache = createMiddleware<AppEnv>(async (c, next) => {
  const seconds = c.var.config.pageCacheSeconds;
  if (seconds <= 0 || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
  const key = requestKey(c);
  const hit = await lookup(key, c.var.site.tagGenerations);
  if (hit) {
    if (variesByDevice(c.req.path)) c.header('Vary', 'User-Agent'); // as the rendered page said
    return serve(c, hit);
  }
  await next();
  const res = c.res;
  if (res.status !== 200 || !res.body || !isHtml(res) || c.res.headers.get('x-page-cache')) return;
  if (!understoodVary(res.headers.get('vary'), key)) return;
  keepCopy(c, key, res, 200, seconds);
});
