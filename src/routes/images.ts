/**
 * GET /img/<width>/<key>?s=<signature>: a provider picture, resized by Cloudflare's image
 * engine for the screen that asked (docs/decisions/050-pictures-through-the-image-route.md).
 *
 * - Only what a page of ours linked: `width` is one of PICTURE_WIDTHS, `key` a raster file key and
 *   `s` its signature. Anything else is a 404 before any read of the file host, so nobody can run
 *   up transformations or use the route as a proxy. It reads only from FILES_BASE.
 * - The format by `Accept` (AVIF unless `IMAGE_RESIZING=webp`, WebP, else the original's kind);
 *   a resized picture is kept in the edge cache (Cache API) under its width, format and key, and
 *   browsers keep it for a year (`immutable`: a key's content never changes; a new upload is a
 *   new key).
 * - Without the engine (workers.dev, a zone without transformations, `IMAGE_RESIZING=off`, an
 *   original the engine refuses), the original streams through unchanged and is not kept at the
 *   edge, so resized pictures take its place once the engine answers again.
 * - The file host's 404 is a 404; its errors answer 502, its silence 504; none is cached.
 * - Every answer is a picture typed by us (`nosniff`, a sandboxing CSP): never markup or script.
 */
import { type Context, Hono } from 'hono';
import { edgeCache } from '../cache/pageStore';
import type { AppEnv } from '../env';
import { signerOf } from '../images/signature';
import { logEvent } from '../lib/log';
import {
  encodeKeyPath,
  isPictureWidth,
  keyFromPath,
  negotiateFormat,
  type PictureFormat,
  pictureType,
} from '../lib/pictures';
import { fileUrl } from '../lib/url';

/**
 * Quality of resized pictures by format: AVIF's scale runs lower than JPEG's for the same look
 * (AVIF 60 is about JPEG 80 to the eye, at about half WebP 75's bytes on photos).
 */
const QUALITY = { avif: 60, webp: 75, same: 80 } as const;
const YEAR_SECONDS = 31_536_000;
/** How long browsers keep an original sent in place of a resized picture (not `immutable`). */
const ORIGINAL_SECONDS = 86_400;
/** Pictures never run anything, whatever their bytes. */
const PICTURE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Engine error codes that mean the file host failed (troubleshooting page of Cloudflare Images). */
const HOST_FAILED = new Set(['9407', '9408', '9504', '9505', '9510']);

export const images = new Hono<AppEnv>();

images.get('/img/:width{[0-9]+}/*', async (c) => {
  const { config } = c.var;
  const width = Number(c.req.param('width'));
  const path = new URL(c.req.url).pathname;
  const key = keyFromPath(path.slice(path.indexOf('/', '/img/'.length) + 1));
  const secret = config.imageSigningKey;
  if (!isPictureWidth(width) || !key || !secret || !signerOf(secret).verify(key, c.req.query('s')))
    return notFound(c);

  const format = config.imageResizing
    ? negotiateFormat(c.req.header('accept'), { avif: config.imageAvif })
    : undefined;
  const cacheKey = new Request(
    `${new URL(c.req.url).origin}/img/${width}/${encodeKeyPath(key)}?f=${format ?? 'same'}`,
  );
  const cache = edgeCache();
  const kept = await cache?.match(cacheKey).catch(() => undefined);
  // A kept answer's headers are immutable; the middleware after us adds its own.
  if (kept) return new Response(kept.body, kept);

  const source = fileUrl(config.filesBase, key) as string;
  // A deadline for the answer's headers only: the body of a large original may take a slow
  // phone longer than that to receive, and is streamed through, never held.
  const deadline = new AbortController();
  const timer = setTimeout(
    () => deadline.abort(new DOMException('no answer in time', 'TimeoutError')),
    config.imageTimeoutMs,
  );
  const signal = deadline.signal;
  try {
    let answer = config.imageResizing
      ? await fetch(source, {
          cf: {
            image: {
              width,
              fit: 'scale-down',
              metadata: 'none',
              quality: QUALITY[format ?? 'same'],
              format,
            },
          },
          signal,
        })
      : await fetch(source, { signal });
    const resized = answer.headers.get('cf-resized') ?? '';
    const engineError = /err=(\d+)/.exec(resized)?.[1];
    if (engineError) {
      await answer.body?.cancel();
      if (engineError === '9404') return notFound(c);
      if (HOST_FAILED.has(engineError)) return failed(c, 502, key, `engine ${engineError}`);
      // The engine refused this original (too large, a kind it cannot read): send it as it is.
      logEvent('warn', 'picture not resized', c.var.requestId, { key, width, engineError });
      answer = await fetch(source, { signal });
    }
    if (answer.status === 404 || answer.status === 410) {
      await answer.body?.cancel();
      return notFound(c);
    }
    if (!answer.ok || !answer.body) {
      await answer.body?.cancel();
      return failed(c, 502, key, `file host ${answer.status}`);
    }
    // No Cf-Resized header: resizing was not attempted (no engine here), or it failed locally.
    const wasResized = !engineError && resized !== '';
    return wasResized ? resizedPicture(c, answer, cacheKey, format, key) : original(answer, key);
  } catch (error) {
    const timedOut = signal.aborted;
    return failed(c, timedOut ? 504 : 502, key, timedOut ? 'timeout' : String(error));
  } finally {
    clearTimeout(timer);
  }
});

/** The headers every picture answer carries. */
function pictureHeaders(type: string, cacheControl: string): Headers {
  return new Headers({
    'Content-Type': type,
    'Cache-Control': cacheControl,
    Vary: 'Accept',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': PICTURE_CSP,
  });
}

function resizedPicture(
  c: Context<AppEnv>,
  answer: Response,
  cacheKey: Request,
  format: PictureFormat | undefined,
  key: string,
): Response {
  const engineType = answer.headers.get('content-type') ?? '';
  const type = /^image\/(avif|webp|jpeg|png)$/.test(engineType)
    ? engineType
    : format
      ? `image/${format}`
      : pictureType(key);
  const headers = pictureHeaders(type, `public, max-age=${YEAR_SECONDS}, immutable`);
  const length = answer.headers.get('content-length');
  if (length) headers.set('Content-Length', length);
  headers.set('X-Picture', 'resized');
  const response = new Response(answer.body, { headers });
  const cache = edgeCache();
  if (cache) c.executionCtx.waitUntil(cache.put(cacheKey, response.clone()).catch(() => {}));
  return response;
}

/** The original, streamed through as it comes, typed by its key's kind. */
function original(answer: Response, key: string): Response {
  const headers = pictureHeaders(pictureType(key), `public, max-age=${ORIGINAL_SECONDS}`);
  const length = answer.headers.get('content-length');
  if (length) headers.set('Content-Length', length);
  headers.set('X-Picture', 'original');
  return new Response(answer.body, { headers });
}

/** A picture the site never linked, or that the file host does not have. */
function notFound(c: Context<AppEnv>): Response {
  return c.text('Not Found', 404, {
    'Cache-Control': 'public, max-age=60',
    'X-Content-Type-Options': 'nosniff',
  });
}

function failed(c: Context<AppEnv>, status: 502 | 504, key: string, detail: string): Response {
  logEvent('warn', 'picture failed', c.var.requestId, { key, status, detail });
  return c.text(status === 504 ? 'Gateway Timeout' : 'Bad Gateway', status, {
    'Cache-Control': 'no-store',
  });
}
