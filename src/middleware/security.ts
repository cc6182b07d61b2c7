/**
 * Response headers every page carries, and the methods the site answers. The CSP allows scripts
 * only from our origin plus, on a page that streams, React's boundary scripts by this response's
 * nonce (a page from the page cache is always whole and has none). Frames only for the PDF
 * viewer (file host) and the video player (YouTube's no-cookie host).
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { originOf } from '../lib/url';

const VIDEO_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';
const VIDEO_THUMB_ORIGIN = 'https://i.ytimg.com';

export function contentSecurityPolicy(filesBase: string, nonce?: string): string {
  const files = originOf(filesBase);
  const scripts = nonce ? [`'nonce-${nonce}'`] : [];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${files} ${VIDEO_THUMB_ORIGIN}`.trim(),
    `frame-src ${files} ${VIDEO_FRAME_ORIGIN}`.trim(),
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** GET and HEAD only; POST only for the purge endpoint. */
export const allowedMethods = createMiddleware<AppEnv>(async (c, next) => {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD' || (method === 'POST' && c.req.path === '/__purge')) return next();
  return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
});

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const h = c.res.headers;
  if ((h.get('content-type') ?? '').includes('text/html')) h.set('Content-Security-Policy', contentSecurityPolicy(c.env.FILES_BASE, c.var.nonce));
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('X-Frame-Options', 'SAMEORIGIN');
  if (new URL(c.req.url).protocol === 'https:') h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
});
