/** Sets the headers of lib/responseHeaders.ts on every response, after it is made. */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import manifest from '../../assets/build/manifest.json';
import type { AppEnv } from '../env';
import { cacheControlFor, contentSecurityPolicy } from '../lib/responseHeaders';
import { cspHash } from '../lib/themeStyle';

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const h = c.res.headers;
  if ((h.get('content-type') ?? '').includes('text/html')) {
    const styles = [manifest.inlineCssHash, ...(await themeHashes(c))];
    h.set(
      'Content-Security-Policy',
      contentSecurityPolicy(c.var.config.filesBase, c.var.nonce, styles),
    );
  }
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('X-Frame-Options', 'SAMEORIGIN');
  if (new URL(c.req.url).protocol === 'https:')
    h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  if (!h.has('Cache-Control'))
    h.set('Cache-Control', cacheControlFor(c.req.method, c.res.status, h.get('Vary')));
});

/** The hash of the page's theme stylesheet (set by the renderer, or by the page cache on a hit). */
async function themeHashes(c: Context<AppEnv>): Promise<string[]> {
  const css = c.var.themeCss;
  return css ? [await cspHash(css)] : [];
}
