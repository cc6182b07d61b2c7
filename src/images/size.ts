/**
 * The pixel size of a provider picture, so its box is reserved at its real aspect ratio before
 * it loads. A file key's content never changes, so a size is learnt once and kept for good: in
 * the isolate's memory, then in KV (`picture-size:<key>`, no expiry). A size neither holds is read
 * from the picture's first bytes (a `Range` read of the file host, parsed by image-size, EXIF
 * orientation applied) within a short budget; a picture whose size cannot be had in time gets a
 * box of a fixed shape that it fits inside (never a layout shift), and is asked again later.
 */
import { imageSize } from 'image-size';
import { joinBytes } from '../lib/body';
import { BoundedMap } from '../lib/boundedMap';
import type { PixelSize } from '../lib/pictures';
import { fileUrl } from '../lib/url';
import { createKvBatch } from '../provider/kvBatch';

/** The most of a picture read to find its size: past any EXIF block a phone writes (64 KB at most). */
const PROBE_BYTES = 128 * 1024;
/** Sizes one isolate remembers; a size is a few bytes. */
const REMEMBERED = 50_000;
/** How long an isolate waits before asking again for a size it could not read. */
const RETRY_MS = 60_000;

const known = new BoundedMap<string, PixelSize>(REMEMBERED);
const failedAt = new BoundedMap<string, number>(REMEMBERED);

export const sizeKvKey = (key: string): string => `picture-size:${key}`;

/** `"4032x3024"` -> the size; anything else -> null. */
export function parseSize(text: string | null | undefined): PixelSize | null {
  const match = /^(\d{1,6})x(\d{1,6})$/.exec(text ?? '');
  if (!match) return null;
  const size = { width: Number(match[1]), height: Number(match[2]) };
  return size.width > 0 && size.height > 0 ? size : null;
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

/** The first bytes of `url` until their size is known (at most PROBE_BYTES), then its size. */
async function probe(url: string, signal: AbortSignal): Promise<PixelSize | null> {
  const response = await fetch(url, {
    headers: { Range: `bytes=0-${PROBE_BYTES - 1}` },
    signal,
  });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    return null;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  const joined = () => joinBytes(chunks, length);
  try {
    while (length < PROBE_BYTES) {
      const { done, value } = await reader.read();
      // A picture smaller than a few kilobytes (a QR code) is read whole: its size is in there.
      if (done) return length > 0 ? sizeFromBytes(joined()) : null;
      chunks.push(value);
      length += value.length;
      if (length < 4096) continue;
      const size = sizeFromBytes(joined());
      if (size) return size;
    }
    return null;
  } finally {
    await reader.cancel().catch(() => {});
  }
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
    const stored = parseSize(await kv.get(sizeKvKey(key)));
    if (stored) {
      known.set(key, stored);
      return stored;
    }
    const url = fileUrl(settings.filesBase, key);
    const failed = failedAt.get(key);
    if (!url || (failed !== undefined && Date.now() - failed < RETRY_MS)) return null;
    const size = await probe(url, AbortSignal.timeout(settings.probeMs)).catch(() => null);
    if (!size) {
      failedAt.set(key, Date.now());
      return null;
    }
    known.set(key, size);
    settings.waitUntil(
      settings.kv.put(sizeKvKey(key), `${size.width}x${size.height}`).catch(() => {}),
    );
    return size;
  }

  return {
    sizeOf(key) {
      let answer = asked.get(key);
      if (!answer) {
        const remembered = known.get(key);
        answer = remembered ? fulfilled(remembered) : lookUp(key);
        asked.set(key, answer);
      }
      return answer;
    },
  };
}

/**
 * A promise React's `use()` reads without suspending: React looks at `status` and `value` before
 * it waits, so a size already in memory renders in the same pass.
 */
function fulfilled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}
