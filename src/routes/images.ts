/**
 * GET /img/<width>/<key>?s=<signature>: a provider picture, resized by Cloudflare's image
 * engine for the screen that asked (docs/decisions/050-pictures-through-the-image-route.md,
 * 091-pictures-by-their-bytes.md).
 *
 * - Only what a page of ours linked: `width` is one of PICTURE_WIDTHS, `key` a key the route takes
 *   and `s` its signature. Anything else is a 404 before any read of the file host, so nobody can
 *   run up transformations or use the route as a proxy. It reads only from FILES_BASE and never
 *   follows a redirect away from it.
 * - What the file is, from its first bytes (src/images/facts.ts), not its name: a raster picture
 *   is resized; an SVG is left on the file host (a redirect: never markup from our origin);
 *   anything else, and an original over the engine's budget of pixels or bytes, gets a neutral
 *   placeholder instead of being sent to browsers whole.
 * - The format by `Accept` (AVIF unless `IMAGE_RESIZING=webp`, WebP, else the original's kind). A
 *   GIF shows its first frame, except where the viewer asks for it moving (`a=1`): the original
 *   when small, else an animated WebP.
 * - A variant is kept in the edge cache under its key, width and format, never the host: the same
 *   picture asked on forty hosts is one transformation. Browsers keep it a year (`immutable`: a
 *   key's content never changes; a new upload is a new key).
 * - One transformation at a time per variant in an isolate; a small original is sent as it is;
 *   an engine that does not answer in time gets the original sent in its place.
 * - Without the engine (workers.dev, a zone without transformations, `IMAGE_RESIZING=off`, an
 *   original the engine refuses), the original streams through unchanged and is not kept at the
 *   edge, so resized pictures take its place once the engine answers again.
 * - The file host's 404 is a 404; its errors and redirects answer 502, its silence 504; none is
 *   cached. Every answer is typed by us (`nosniff`, a sandboxing CSP): never markup or script.
 */
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { isProbeFailure, type PictureFacts, pictureFactsOf } from '../images/facts';
import { signerOf } from '../images/signature';
import { edgeCache } from '../lib/edgeCache';
import { logEvent } from '../lib/log';
import { isRasterKind, type RasterKind, rasterType } from '../lib/pictureKind';
import {
  encodeKeyPath,
  isPictureWidth,
  keyFromPath,
  negotiateFormat,
  type PictureFormat,
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
/**
 * The largest original the engine is asked to read: Cloudflare's limits are 100 megapixels and
 * 70 MB; a phone photo is 12-50 megapixels and 2-10 MB, a scanned page at 600 dpi 35 megapixels.
 * Past either, the original is neither resized nor sent (decision 091).
 */
const ORIGINAL_MAX_PIXELS = 100_000_000;
const ORIGINAL_MAX_BYTES = 40 * 1024 * 1024;
/**
 * An original this small is sent as it is when it is no wider than the width asked: a QR code or
 * an icon costs a transformation that saves nothing.
 */
const SMALL_ORIGINAL_BYTES = 24 * 1024;
/**
 * The largest original sent in place of a variant the engine did not make in time: past it, a
 * 504 (a phone on a metered connection is better served by a retry than by 40 MB).
 */
const FALLBACK_MAX_BYTES = 8 * 1024 * 1024;
/** A GIF the viewer shows moving is sent as it is up to this size, else as an animated WebP. */
const ANIMATED_ORIGINAL_BYTES = 1024 * 1024;
/** The placeholder of a picture the route refuses: a neutral frame, no text. */
const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3" width="400" height="300">' +
  '<rect width="4" height="3" fill="#e8eaed"/>' +
  '<path d="M1.2 2.1l.6-.7.45.5.35-.35.6.55z" fill="#b8bcc2"/>' +
  '<circle cx="2.6" cy="1.05" r=".22" fill="#b8bcc2"/></svg>';

/** Engine error codes that mean the file host failed (troubleshooting page of Cloudflare Images). */
const HOST_FAILED = new Set(['9407', '9408', '9504', '9505', '9510']);

/** What a variant is, for its cache key and the engine's options. */
type Variant = { key: string; width: number; format?: PictureFormat; animated: boolean };

/** A resized variant held whole (a few hundred KB at most), for everyone who waited for it. */
type Made = { bytes: ArrayBuffer; type: string };
/**
 * What asking the engine for a variant came to: the variant; the file host's own answer (404,
 * or a failure: 502); or the engine declined (it cannot read the original, or ran out of time).
 */
type Outcome = { made: Made } | { status: 404 | 502; detail: string } | { declined: string };
/** Transformations in flight in this isolate, by variant: one at a time each. */
const making = new Map<string, Promise<Outcome>>();

export const images = new Hono<AppEnv>();

images.get('/img/:width{[0-9]+}/*', async (c) => {
  const { config } = c.var;
  const width = Number(c.req.param('width'));
  const path = new URL(c.req.url).pathname;
  const key = keyFromPath(path.slice(path.indexOf('/', '/img/'.length) + 1));
  const secret = config.imageSigningKey;
  if (!isPictureWidth(width) || !key || !secret || !signerOf(secret).verify(key, c.req.query('s')))
    return notFound(c);

  const variant: Variant = {
    key,
    width,
    format: config.imageResizing
      ? negotiateFormat(c.req.header('accept'), { avif: config.imageAvif })
      : undefined,
    animated: c.req.query('a') === '1',
  };
  const cacheKey = variantCacheKey(variant);
  const cache = edgeCache();
  const kept = await cache?.match(cacheKey).catch(() => undefined);
  // A kept answer's headers are immutable; the middleware after us adds its own.
  if (kept) return new Response(kept.body, kept);

  const deadline = AbortSignal.timeout(config.imageTimeoutMs);
  const facts = await pictureFactsOf(key, {
    kv: c.env.CACHE,
    filesBase: config.filesBase,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    signal: deadline,
  });
  if (isProbeFailure(facts))
    return facts.status === 404 ? notFound(c) : failed(c, facts.status, key, facts.detail);
  const source = fileUrl(config.filesBase, key) as string;
  // An SVG stays on the file host: never markup from this origin.
  if (facts.kind === 'svg')
    return new Response(null, {
      status: 302,
      headers: { Location: source, 'Cache-Control': `public, max-age=${ORIGINAL_SECONDS}` },
    });
  const refusal = refusalOf(facts);
  if (refusal) return placeholder(c, key, refusal);
  const kind = facts.kind as RasterKind;

  if (!config.imageResizing || sendAsItIs(facts, kind, variant))
    return originalOrFailure(c, source, kind, key);
  // Animated WebP keeps a GIF's frames; AVIF from the engine would keep one.
  if (kind === 'gif' && variant.animated && variant.format) variant.format = 'webp';

  const id = cacheKey.url;
  let pending = making.get(id);
  if (!pending) {
    pending = transform(source, variant, deadline).finally(() => making.delete(id));
    making.set(id, pending);
  }
  const outcome = await pending;
  if ('status' in outcome)
    return outcome.status === 404 ? notFound(c) : failed(c, 502, key, outcome.detail);
  if ('declined' in outcome) {
    // The engine cannot read this original or did not answer in time: the original itself.
    logEvent('warn', 'picture not resized', c.var.requestId, { key, width, why: outcome.declined });
    if ((facts.bytes ?? 0) > FALLBACK_MAX_BYTES)
      return failed(c, 504, key, `not resized (${outcome.declined}), original too large`);
    return originalOrFailure(c, source, kind, key);
  }
  const response = resizedPicture(outcome.made);
  if (cache) c.executionCtx.waitUntil(cache.put(cacheKey, response.clone()).catch(() => {}));
  return response;
});

/** The edge cache's key of a variant: the file key, width and format, whatever the host asked. */
function variantCacheKey({ key, width, format, animated }: Variant): Request {
  const moving = animated ? '&a=1' : '';
  return new Request(
    `https://pictures.invalid/img/${width}/${encodeKeyPath(key)}?f=${format ?? 'same'}${moving}`,
  );
}

/** Why the engine is not asked for an original, or undefined when it may be. */
function refusalOf(facts: PictureFacts): string | undefined {
  if (!isRasterKind(facts.kind)) return 'not a picture';
  if (facts.size && facts.size.width * facts.size.height > ORIGINAL_MAX_PIXELS)
    return 'too many pixels';
  if (facts.bytes !== undefined && facts.bytes > ORIGINAL_MAX_BYTES) return 'too many bytes';
  return undefined;
}

/** Whether the original serves this variant better than a transformation would. */
function sendAsItIs(facts: PictureFacts, kind: RasterKind, variant: Variant): boolean {
  if (facts.bytes === undefined) return false;
  if (kind === 'gif' && variant.animated) return facts.bytes <= ANIMATED_ORIGINAL_BYTES;
  const browsersShowIt = kind === 'jpeg' || kind === 'png';
  // No wider than asked: the engine would send the same pixels (it never enlarges), re-encoded.
  const narrow = facts.size !== null && facts.size.width <= variant.width;
  return browsersShowIt && narrow && facts.bytes <= SMALL_ORIGINAL_BYTES;
}

/** The engine's variant of the original at `source`, held whole, or why there is none. */
async function transform(
  source: string,
  { width, format, animated }: Variant,
  deadline: AbortSignal,
): Promise<Outcome> {
  try {
    const answer = await fetch(source, {
      cf: {
        image: {
          width,
          fit: 'scale-down',
          metadata: 'none',
          quality: QUALITY[format ?? 'same'],
          format,
          anim: animated,
        },
      },
      redirect: 'manual',
      signal: deadline,
    });
    const resized = answer.headers.get('cf-resized') ?? '';
    const engineError = /err=(\d+)/.exec(resized)?.[1];
    if (answer.ok && resized !== '' && !engineError) {
      const engineType = answer.headers.get('content-type') ?? '';
      const type = /^image\/(avif|webp|jpeg|png|gif)$/.test(engineType)
        ? engineType
        : `image/${format ?? 'jpeg'}`;
      return { made: { bytes: await answer.arrayBuffer(), type } };
    }
    await answer.body?.cancel();
    if (engineError === '9404' || answer.status === 404 || answer.status === 410)
      return { status: 404, detail: 'not found' };
    if (engineError && HOST_FAILED.has(engineError))
      return { status: 502, detail: `engine ${engineError}` };
    // Miniflare answers 422 when sharp cannot read the original; Cloudflare, an error code.
    if (engineError || answer.status === 422) return { declined: `engine ${engineError ?? 422}` };
    // No Cf-Resized header: no engine here, and the answer is the file host's own.
    return answer.ok
      ? { declined: 'no engine' }
      : { status: 502, detail: `file host ${answer.status}` };
  } catch (error) {
    return { declined: deadline.aborted ? 'timeout' : `${error}` };
  }
}

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

function resizedPicture({ bytes, type }: Made): Response {
  const headers = pictureHeaders(type, `public, max-age=${YEAR_SECONDS}, immutable`);
  headers.set('X-Picture', 'resized');
  return new Response(bytes, { headers });
}

/**
 * The original, streamed through as it comes, typed by what its bytes are. Its own deadline for
 * the headers only: the body of a large original may take a slow phone longer to receive.
 */
async function originalOrFailure(
  c: Context<AppEnv>,
  source: string,
  kind: RasterKind,
  key: string,
): Promise<Response> {
  const signal = AbortSignal.timeout(c.var.config.imageTimeoutMs);
  try {
    const answer = await fetch(source, { redirect: 'manual', signal });
    if (answer.status === 404 || answer.status === 410 || !answer.ok || !answer.body) {
      await answer.body?.cancel();
      if (answer.status === 404 || answer.status === 410) return notFound(c);
      return failed(c, 502, key, `file host ${answer.status}`);
    }
    const headers = pictureHeaders(rasterType(kind), `public, max-age=${ORIGINAL_SECONDS}`);
    const length = answer.headers.get('content-length');
    if (length) headers.set('Content-Length', length);
    headers.set('X-Picture', 'original');
    return new Response(answer.body, { headers });
  } catch (error) {
    return failed(c, signal.aborted ? 504 : 502, key, signal.aborted ? 'timeout' : `${error}`);
  }
}

/** A neutral frame in place of an original the route will not send or resize. */
function placeholder(c: Context<AppEnv>, key: string, reason: string): Response {
  logEvent('warn', 'picture refused', c.var.requestId, { key, reason });
  const headers = pictureHeaders('image/svg+xml', `public, max-age=${ORIGINAL_SECONDS}`);
  headers.set('X-Picture', 'refused');
  return new Response(PLACEHOLDER_SVG, { headers });
}

/** Headers of the route's answers that are no picture: typed, sandboxed, never sniffed. */
const ERROR_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': PICTURE_CSP,
} as const;

/** A picture the site never linked, or that the file host does not have. */
function notFound(c: Context<AppEnv>): Response {
  return c.text('Not Found', 404, { 'Cache-Control': 'public, max-age=60', ...ERROR_HEADERS });
}

function failed(c: Context<AppEnv>, status: 502 | 504, key: string, detail: string): Response {
  logEvent('warn', 'picture failed', c.var.requestId, { key, status, detail });
  return c.text(status === 504 ? 'Gateway Timeout' : 'Bad Gateway', status, {
    'Cache-Control': 'no-store',
    ...ERROR_HEADERS,
  });
}
