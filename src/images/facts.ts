/**
 * What a provider picture is, learnt from its first bytes: its kind (src/lib/pictureKind.ts), its
 * pixel size (so its box is reserved at its real aspect ratio before it loads) and its length in
 * bytes (so the image route never asks the engine for an original it cannot afford). A file key's
 * content never changes, so a picture's facts are learnt once and kept for good: in the isolate's
 * memory, then in KV (`picture-size:<key>`, no expiry). Facts neither holds are read from the
 * file's first bytes (a `Range` read of the file host, parsed by image-size, EXIF orientation
 * applied) within a budget; a page whose picture cannot be had in time gives it a box of a fixed
 * shape that it fits inside (never a layout shift), and asks again later.
 */
import { imageSize } from 'image-size';
import { joinBytes } from '../lib/body';
import { BoundedMap } from '../lib/boundedMap';
import { type FileKind, isRasterKind, sniffFileKind } from '../lib/pictureKind';
import type { PixelSize } from '../lib/pictures';
import { fileUrl } from '../lib/url';
import { createKvBatch } from '../provider/kvBatch';

/** The most of a picture read to learn its facts: past any EXIF block a phone writes (64 KB at most). */
const PROBE_BYTES = 128 * 1024;
/** Facts one isolate remembers; each is a few bytes. */
const REMEMBERED = 50_000;
/** How long an isolate waits before asking again for facts it could not read. */
const RETRY_MS = 60_000;
/**
 * How long KV keeps the verdict that a key holds no raster picture: an upload gone wrong stays
 * wrong, but a file host that once answered an error page with a 200 must not condemn a photo.
 */
const NOT_A_PICTURE_SECONDS = 86_400;

/** What the first bytes of a stored file said. */
export type PictureFacts = {
  kind: FileKind;
  /** Its shown size (EXIF orientation applied); null when its bytes do not say. */
  size: PixelSize | null;
  /** Its whole length, when the file host said it. */
  bytes?: number;
};

/** Why a file's facts could not be read: the file host's 404, its failure or its silence. */
type ProbeFailure = { status: 404 | 502 | 504; detail: string };

const known = new BoundedMap<string, PictureFacts>(REMEMBERED);
const failedAt = new BoundedMap<string, number>(REMEMBERED);

export const sizeKvKey = (key: string): string => `picture-size:${key}`;

/** `"4032x3024"` -> the size; anything else -> null. */
export function parseSize(text: string | null | undefined): PixelSize | null {
  const match = /^(\d{1,6})x(\d{1,6})$/.exec(text ?? '');
  if (!match) return null;
  const size = { width: Number(match[1]), height: Number(match[2]) };
  return size.width > 0 && size.height > 0 ? size : null;
}

/**
 * Facts as KV keeps them: `"4032x3024 jpeg 2718281"` (size, kind, bytes; `-` for what is not
 * known). A record of an earlier deploy holds the size alone (`"4032x3024"`): its kind is not
 * known, so the image route reads the file's first bytes again.
 */
export function formatFacts(facts: PictureFacts): string {
  const size = facts.size ? `${facts.size.width}x${facts.size.height}` : '-';
  return `${size} ${facts.kind} ${facts.bytes ?? '-'}`;
}

/** The facts in a KV record, or null; `kind` is undefined for a record of size alone. */
export function parseFacts(
  text: string | null | undefined,
): (Omit<PictureFacts, 'kind'> & { kind?: FileKind }) | null {
  const [size, kind, bytes, ...rest] = (text ?? '').split(' ');
  if (rest.length > 0 || !size) return null;
  if (kind === undefined) {
    const legacy = parseSize(size);
    return legacy ? { size: legacy } : null;
  }
  if (!isRasterKind(kind) && kind !== 'svg' && kind !== 'other') return null;
  const length = /^\d{1,12}$/.test(bytes ?? '') ? Number(bytes) : undefined;
  return { kind, size: parseSize(size), ...(length !== undefined ? { bytes: length } : {}) };
}

/** The shown size of the picture whose first bytes are `bytes`, or null when they do not say. */
export function sizeFromBytes(bytes: Uint8Array): PixelSize | null {
  try {
    const found = imageSize(bytes);
    if (!found.width || !found.height) return null;
    // EXIF orientations 5 to 8 turn the stored picture a quarter turn: browsers and the engine
    // show it that way, so its width is the stored height.
    const turned = (found.orientation ?? 1) >= 5;
    return turned
      ? { width: found.height, height: found.width }
      : { width: found.width, height: found.height };
  } catch {
    return null;
  }
}

/** A file's whole length from a ranged answer (`Content-Range: bytes 0-9/1234`) or a whole one. */
function totalLength(response: Response): number | undefined {
  const range = /\/(\d{1,15})\s*$/.exec(response.headers.get('content-range') ?? '')?.[1];
  const whole = response.status === 200 ? response.headers.get('content-length') : null;
  const text = range ?? whole;
  return text && /^\d{1,15}$/.test(text) ? Number(text) : undefined;
}

/**
 * The facts of the file at `url`, from its first bytes (at most PROBE_BYTES), or why they could
 * not be read. Redirects are not followed: the route reads only from FILES_BASE.
 */
async function probeFacts(url: string, signal: AbortSignal): Promise<PictureFacts | ProbeFailure> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Range: `bytes=0-${PROBE_BYTES - 1}` },
      redirect: 'manual',
      signal,
    });
  } catch (error) {
    return signal.aborted
      ? { status: 504, detail: 'timeout' }
      : { status: 502, detail: String(error) };
  }
  if (response.status === 404 || response.status === 410 || !response.ok || !response.body) {
    await response.body?.cancel();
    const gone = response.status === 404 || response.status === 410;
    return { status: gone ? 404 : 502, detail: `file host ${response.status}` };
  }
  const bytes = totalLength(response);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  const facts = (done: boolean): PictureFacts | null => {
    const head = joinBytes(chunks, length);
    const kind = sniffFileKind(head);
    const size = isRasterKind(kind) || kind === 'svg' ? sizeFromBytes(head) : null;
    // A size is in the first few kilobytes, or after a phone's EXIF block: read on until then.
    if (!size && isRasterKind(kind) && !done && length < PROBE_BYTES) return null;
    return { kind, size, ...(bytes !== undefined ? { bytes } : {}) };
  };
  try {
    while (length < PROBE_BYTES) {
      const { done, value } = await reader.read();
      // A picture smaller than a few kilobytes (a QR code) is read whole: its size is in there.
      if (done)
        return length > 0 ? (facts(true) as PictureFacts) : { status: 502, detail: 'empty' };
      chunks.push(value);
      length += value.length;
      if (length < 4096) continue;
      const found = facts(false);
      if (found) return found;
    }
    return facts(true) as PictureFacts;
  } catch (error) {
    return signal.aborted
      ? { status: 504, detail: 'timeout' }
      : { status: 502, detail: String(error) };
  } finally {
    await reader.cancel().catch(() => {});
  }
}

export const isProbeFailure = (found: PictureFacts | ProbeFailure): found is ProbeFailure =>
  'status' in found;

/** KV's copy of `facts` for `key`: for good, unless it says the key holds no raster picture. */
function keep(kv: KVNamespace, key: string, facts: PictureFacts): Promise<void> {
  const options = isRasterKind(facts.kind) ? {} : { expirationTtl: NOT_A_PICTURE_SECONDS };
  return kv.put(sizeKvKey(key), formatFacts(facts), options).catch(() => {});
}

export type PictureSizes = {
  /** The shown size of the picture under canonical `key`, or null when it could not be had. */
  sizeOf(key: string): Promise<PixelSize | null>;
};

/** One request's size look-ups: each key asked once, the KV look-ups in bulk reads. */
export function createPictureSizes(settings: {
  kv: KVNamespace;
  filesBase: string;
  waitUntil: (promise: Promise<unknown>) => void;
  probeMs: number;
}): PictureSizes {
  const kv = createKvBatch(settings.kv);
  const asked = new Map<string, Promise<PixelSize | null>>();

  async function lookUp(key: string): Promise<PixelSize | null> {
    const stored = parseFacts(await kv.get(sizeKvKey(key)));
    if (stored?.size) {
      if (stored.kind) known.set(key, stored as PictureFacts);
      return stored.size;
    }
    const url = fileUrl(settings.filesBase, key);
    const failed = failedAt.get(key);
    if (!url || (failed !== undefined && Date.now() - failed < RETRY_MS)) return null;
    const found = await probeFacts(url, AbortSignal.timeout(settings.probeMs));
    if (isProbeFailure(found)) {
      failedAt.set(key, Date.now());
      return null;
    }
    known.set(key, found);
    settings.waitUntil(keep(settings.kv, key, found));
    return found.size;
  }

  return {
    sizeOf(key) {
      let answer = asked.get(key);
      if (!answer) {
        const remembered = known.get(key)?.size;
        answer = remembered ? fulfilled(remembered) : lookUp(key);
        asked.set(key, answer);
      }
      return answer;
    },
  };
}

/**
 * The facts of the file under canonical `key` for the image route: from memory, KV, else its
 * first bytes (within `signal`), kept for every later request in every isolate.
 */
export async function pictureFactsOf(
  key: string,
  settings: {
    kv: KVNamespace;
    filesBase: string;
    waitUntil: (promise: Promise<unknown>) => void;
    signal: AbortSignal;
  },
): Promise<PictureFacts | ProbeFailure> {
  const remembered = known.get(key);
  if (remembered) return remembered;
  const stored = parseFacts(await settings.kv.get(sizeKvKey(key)).catch(() => null));
  if (stored?.kind) {
    known.set(key, stored as PictureFacts);
    return stored as PictureFacts;
  }
  const url = fileUrl(settings.filesBase, key);
  if (!url) return { status: 404, detail: 'no file' };
  const found = await probeFacts(url, settings.signal);
  if (isProbeFailure(found)) return found;
  known.set(key, found);
  settings.waitUntil(keep(settings.kv, key, found));
  return found;
}

/**
 * A promise React's `use()` reads without suspending: React looks at `status` and `value` before
 * it waits, so a size already in memory renders in the same pass.
 */
function fulfilled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}
