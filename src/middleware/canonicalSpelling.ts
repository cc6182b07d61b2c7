/**
 * Another spelling of a page's path (`/%6Fne/notice/...`, an upper-case id) answers a 301 to the
 * one spelling the site links to (middleware/canonicalPath.ts), before the host lookup: no provider read,
 * no render, no page kept under a second key. The Location is a path on the same site, never an
 * origin: the request's query follows it as the URL parser spelled it.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { canonicalPath } from './canonicalPath';

/** How long browsers and shared caches keep the redirect: it depends on the path alone. */
const REDIRECT_SECONDS = 3600;

export const canonicalSpelling = createMiddleware<AppEnv>(async (c, next) => {
  const { pathname, search } = new URL(c.req.url);
  const canonical = canonicalPath(pathname);
  if (canonical === pathname) return next();
  c.header('Cache-Control', `public, max-age=${REDIRECT_SECONDS}`);
  return c.redirect(`${canonical}${search}`, 301);
});
