/**
 * The security and caching headers every response carries (middleware/securityHeaders.ts sets
 * them). The CSP allows scripts only from our origin plus, on a page that streams, React's
 * boundary scripts by this response's nonce (a page from the page cache is always whole and has none).
 * Stylesheets only from our origin and the inline `<style>` elements a page carries (the built
 * stylesheet, the institute's theme), each by its hash, in `style-src-elem` and in `style-src` for
 * browsers without the former; no `style` attribute in markup (`style-src-attr 'none'`; scripts
 * may still set styles through the CSSOM). Frames only for the
 * PDF viewer (file host) and the video player (YouTube's no-cookie host). Cache-Control says what
 * browsers and shared caches may keep (docs/decisions/008-hosts-cache-control.md). Static assets
 * never reach the worker: assets/_headers gives them the same security headers.
 */
import { originOf } from './url';

const VIDEO_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';
const VIDEO_THUMB_ORIGIN = 'https://i.ytimg.com';

/**
 * The Content-Security-Policy of an HTML response.
 *
 * @param styleHashes CSP hash sources (`sha256-...`) of the inline `<style>` elements allowed
 * @example contentSecurityPolicy('https://files.example.com/', nonce, [manifest.inlineCssHash])
 */
export function contentSecurityPolicy(
  filesBase: string,
  nonce?: string,
  styleHashes: string[] = [],
): string {
  const files = originOf(filesBase);
  const scripts = nonce ? [`'nonce-${nonce}'`] : [];
  const styles = ["'self'", ...styleHashes.map((hash) => `'${hash}'`)].join(' ');
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(' '),
    `style-src ${styles}`,
    `style-src-elem ${styles}`,
    "style-src-attr 'none'",
    `img-src 'self' data: ${files} ${VIDEO_THUMB_ORIGIN}`.trim(),
    `frame-src ${files} ${VIDEO_FRAME_ORIGIN}`.trim(),
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** How long a browser or shared cache may keep a 404: the address may have a page after a purge. */
const NOT_FOUND_SECONDS = 60;

/**
 * Cache-Control for a response that does not set its own (robots.txt and sitemap.xml do):
 * - a page or redirect: `no-cache`, stored but revalidated on every use, since content changes
 *   the moment an operator purges and the worker's own page cache keeps a repeat cheap; also
 *   `private` when it varies by user agent, which shared caches handle badly;
 * - a 404: a minute;
 * - anything else (401, 405, 5xx, the purge endpoint's answers): `no-store`.
 */
export function cacheControlFor(method: string, status: number, vary: string | null): string {
  if (method !== 'GET' && method !== 'HEAD') return 'no-store';
  if (status >= 200 && status < 400)
    return /user-agent/i.test(vary ?? '') ? 'private, no-cache' : 'no-cache';
  if (status === 404) return `public, max-age=${NOT_FOUND_SECONDS}`;
  return 'no-store';
}
