/**
 * Photo-sized pictures for the institute that publishes raster keys (Sunrise, context.ts
 * `rasterName`): what a real institute uploads from a phone. A `.jpg` key answers a 12-13.5
 * megapixel JPEG of 2-5 MB (soft colour gradients and shapes under sensor-like noise, so it weighs
 * what a phone photo weighs at quality 90); a logo (`.png` naming `logo`) a 2000x2000 PNG of
 * 1.5-3 MB, a QR code a crisp 1000x1000 black-and-white PNG of a few KB.
 *
 * A 12-megapixel JPEG takes most of a second to make, and Sunrise names hundreds of pictures, so
 * keys share a few base pictures (`baseOf`: a family by what the key names, a variant by a hash of
 * it): the same bytes answer every key of one base. Bytes depend on the base alone (a seeded PRNG,
 * never Math.random), so every process makes the same file. They are made on first request (never
 * at import: the worker tier's global setup starts this provider and must start fast), kept in
 * memory, shared by concurrent requests, and stored under node_modules/.cache/demo-photos/ so a
 * restart reads them back instead of making them again.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** Bump when a base picture's recipe changes, so stale files on disk are never served. */
const RECIPE = 2;
/** The name of a picture on disk: its recipe and the libvips that encoded it. */
const VERSION = `${RECIPE}-vips${sharp.versions.vips}`;
const CACHE_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'node_modules',
  '.cache',
  'demo-photos',
);

type Kind = 'photo' | 'portrait' | 'poster' | 'document' | 'logo' | 'qr' | 'animation';
/** One base picture: what it looks like, its stored size, and the EXIF orientation it carries. */
type Base = {
  id: string;
  kind: Kind;
  width: number;
  height: number;
  hue: number;
  /** 6: stored landscape, shown portrait (rotate 90° clockwise), as phones store photos. */
  orientation?: 6;
  /** A QR code's pattern (from its key); the others have none. */
  pattern?: number;
};
export type Raster = {
  bytes: Uint8Array<ArrayBuffer>;
  type: 'image/jpeg' | 'image/png' | 'image/gif';
  etag: string;
};

/** A 32-bit FNV-1a hash of a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A fast seeded PRNG (xorshift32): the same seed gives the same numbers in every process. */
function prng(seed: number) {
  let s = seed >>> 0 || 0x9e3779b9;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return s >>> 0;
  };
}

const PORTRAIT = [3024, 4032] as const;
const LANDSCAPE = [4032, 3024] as const;
const WIDE = [4500, 3000] as const;
const POSTER = [3000, 4500] as const;
/** Pictures of paper: attendance sheets, certificates, tables, event reports photographed. */
const DOCUMENT =
  /attendance|certificate|marksheet|fee-structure|timetable|organisation|accreditation|^(report|other)-\d/;

/**
 * The base picture a `.jpg`, `.png` or `.gif` key is served from, or a 32-hex key with no
 * extension (a profile photo as the provider stores it: always a person's photo, a JPEG); null
 * for any other key. Families by what the key names: people's photos portrait (every
 * odd-numbered staff photo stored landscape with EXIF orientation 6), posters portrait, documents
 * photographed portrait, banners wide, everything else (gallery, activity and report photos)
 * landscape; a GIF a short animation; variants by a hash of the key.
 */
function baseOf(key: string): Base | null {
  if (/^[0-9a-f]{32}$/.test(key)) {
    const v = hash(key) % 4;
    // Every other upload straight from a phone: stored landscape, shown portrait.
    if (v % 2 === 1)
      return {
        id: `upload-${v}`,
        kind: 'portrait',
        width: 4032,
        height: 3024,
        hue: v * 90,
        orientation: 6,
      };
    return { id: `upload-${v}`, kind: 'portrait', width: 3024, height: 4032, hue: v * 90 };
  }
  if (/\.gif$/.test(key)) {
    const v = hash(key) % 2;
    // A large one (about 2 MB) and a small one (about half a megabyte).
    const [width, height] = v === 0 ? [960, 720] : [480, 360];
    return { id: `animation-${v}-${width}`, kind: 'animation', width, height, hue: v * 150 };
  }
  const ext = /\.(jpg|png)$/.exec(key)?.[1];
  if (!ext) return null;
  const name = key.slice(key.lastIndexOf('/') + 1);
  const h = hash(key);
  const pick = (id: string, kind: Kind, [width, height]: readonly [number, number], n: number) => {
    const v = h % n;
    return { id: `${id}-${v}`, kind, width, height, hue: (hash(id) + v * 137) % 360 };
  };
  // Logos and QR codes are few (two logos, a QR code a language): a picture of its own each.
  if (ext === 'png' && /qr/.test(name))
    return {
      id: `qr-${h.toString(16)}`,
      kind: 'qr',
      width: 1000,
      height: 1000,
      hue: 0,
      pattern: h,
    };
  if (ext === 'png')
    return { id: `logo-${h.toString(16)}`, kind: 'logo', width: 2000, height: 2000, hue: h % 360 };
  const staff = /^staff-(\d+)\./.exec(name);
  if (staff && Number(staff[1]) % 2 === 1)
    return { ...pick('rotated', 'portrait', LANDSCAPE, 2), orientation: 6 };
  if (/staff|student|admin|alumni|founder|hod|gov-|society-/.test(name))
    return pick('portrait', 'portrait', PORTRAIT, 4);
  if (/poster/.test(name)) return pick('poster', 'poster', POSTER, 2);
  if (DOCUMENT.test(name)) return pick('document', 'document', PORTRAIT, 2);
  if (/campus-|event-|dept-|course-|topic-|committee-|library|lab-|achievement/.test(name))
    return pick('banner', 'photo', WIDE, 3);
  return pick('photo', 'photo', LANDSCAPE, 6);
}

/** sRGB of a hue (degrees), saturation and lightness (0..1). */
function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

type Blob = { x: number; y: number; rx: number; ry: number; rgb: [number, number, number] };

/**
 * Raw RGB pixels of a photo-like picture: a vertical gradient between two colours, soft
 * elliptical shapes over it (a head and shoulders for a portrait), a title band for a poster,
 * lines of text for a document, and luma noise with a little chroma noise, which is what
 * makes a phone photo's JPEG heavy.
 */
async function photoPixels(base: Base, width: number, height: number): Promise<Buffer> {
  const random = prng(hash(base.id) ^ RECIPE);
  const unit = () => random() / 0x100000000;
  const px = Buffer.allocUnsafe(width * height * 3);
  const texture = await sceneTexture(random, width, height, base.kind === 'document' ? 0.25 : 1);
  const document = base.kind === 'document';
  const top = document ? hsl(base.hue, 0.08, 0.9) : hsl(base.hue, 0.55, 0.72);
  const bottom = document ? hsl(base.hue, 0.1, 0.72) : hsl((base.hue + 50) % 360, 0.5, 0.28);
  const blobs: Blob[] = [];
  if (base.kind === 'portrait') {
    const dark = hsl((base.hue + 200) % 360, 0.35, 0.3);
    blobs.push({ x: 0.5, y: 1.02, rx: 0.48, ry: 0.42, rgb: dark });
    blobs.push({ x: 0.5, y: 0.42, rx: 0.2, ry: 0.17, rgb: hsl(25, 0.45, 0.55) });
  } else if (base.kind === 'photo' || base.kind === 'poster') {
    for (let i = 0; i < 7; i++)
      blobs.push({
        x: unit(),
        y: 0.3 + unit() * 0.7,
        rx: 0.06 + unit() * 0.25,
        ry: 0.05 + unit() * 0.2,
        rgb: hsl((base.hue + unit() * 160) % 360, 0.4 + unit() * 0.4, 0.2 + unit() * 0.6),
      });
  }
  const row = new Float32Array(width * 3);
  const noise = document ? 6 : 8;
  for (let y = 0; y < height; y++) {
    // A few hundred ms of work in all: let the provider answer other requests in between.
    if (y % 256 === 255) await new Promise((resolve) => setImmediate(resolve));
    const t = y / height;
    const v = t * t * (3 - 2 * t);
    // The row's smooth colour, then each shape blended in with a soft edge.
    for (let x = 0; x < width; x++) {
      const side = (x / width - 0.5) * 0.25;
      const m = Math.min(1, Math.max(0, v + side * (1 - v)));
      row[x * 3] = top[0] + (bottom[0] - top[0]) * m;
      row[x * 3 + 1] = top[1] + (bottom[1] - top[1]) * m;
      row[x * 3 + 2] = top[2] + (bottom[2] - top[2]) * m;
    }
    for (const b of blobs) {
      const dy = (t - b.y) / b.ry;
      if (dy <= -1.3 || dy >= 1.3) continue;
      const span = Math.sqrt(1.69 - dy * dy) * b.rx * (height / width);
      const from = Math.max(0, Math.floor((b.x - span) * width));
      const to = Math.min(width, Math.ceil((b.x + span) * width));
      for (let x = from; x < to; x++) {
        const dx = ((x / width - b.x) / b.rx) * (width / height);
        const d = Math.sqrt(dx * dx + dy * dy);
        const a = d <= 1 ? 0.9 : d >= 1.3 ? 0 : 0.9 * (1 - (d - 1) / 0.3);
        if (a === 0) continue;
        row[x * 3] += (b.rgb[0] - row[x * 3]) * a;
        row[x * 3 + 1] += (b.rgb[1] - row[x * 3 + 1]) * a;
        row[x * 3 + 2] += (b.rgb[2] - row[x * 3 + 2]) * a;
      }
    }
    if (document) inkRow(row, width, height, y, base);
    if (base.kind === 'poster') posterRow(row, width, height, y, base);
    // Scene detail, then noise: luma mostly, a little chroma, as a phone sensor's.
    let o = y * width * 3;
    for (let x = 0; x < width; x++) {
      const r = random();
      const luma = texture[y * width + x] + ((r & 0xff) + ((r >>> 8) & 0xff) - 255) * (noise / 255);
      const cr = (((r >>> 16) & 0xff) - 128) * (noise / 1024);
      const cb = ((r >>> 24) - 128) * (noise / 1024);
      px[o++] = clamp(row[x * 3] + luma + cr);
      px[o++] = clamp(row[x * 3 + 1] + luma);
      px[o++] = clamp(row[x * 3 + 2] + luma + cb);
    }
  }
  return px;
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v | 0);

/**
 * Detail at every scale, as a real scene has (foliage, brick, crowds, cloth): random fields of
 * features from 3 to 200 pixels across, each drawn small and enlarged smoothly, summed with
 * amplitudes falling with size. Without it a photo would be a smooth gradient under sensor noise,
 * which a resized picture averages away to a few kilobytes; with it a resized picture weighs what
 * a resized phone photo weighs. `strength` scales it (a scanned document has little).
 */
async function sceneTexture(
  random: () => number,
  width: number,
  height: number,
  strength: number,
): Promise<Float32Array> {
  const field = new Float32Array(width * height);
  for (const [scale, amplitude] of [
    [3, 20],
    [10, 18],
    [40, 16],
    [200, 14],
  ]) {
    const w = Math.ceil(width / scale);
    const h = Math.ceil(height / scale);
    const small = Buffer.allocUnsafe(w * h);
    for (let i = 0; i < small.length; i++) small[i] = random() & 0xff;
    const large = await sharp(small, { raw: { width: w, height: h, channels: 1 } })
      .resize(width, height, { kernel: 'cubic', fit: 'fill' })
      .raw()
      .toBuffer();
    const k = (amplitude * strength) / 128;
    for (let i = 0; i < field.length; i++) field[i] += (large[i] - 128) * k;
  }
  return field;
}

/** A document's ink on row `y`: a heading, then lines of word-like marks and a ruled table. */
function inkRow(row: Float32Array, width: number, height: number, y: number, base: Base) {
  const margin = Math.round(width * 0.08);
  const line = Math.round(height / 60);
  const at = y - Math.round(height * 0.08);
  if (at < 0 || y > height * 0.92) return;
  const n = Math.floor(at / line);
  const inLine = at % line;
  const ink = n === 0 ? 20 : 45;
  const thick = n === 0 ? line * 0.7 : line * 0.45;
  if (n % 9 === 8) return;
  if (n > 30 && inLine < 3) {
    // A table's rule.
    for (let x = margin; x < width - margin; x++) darken(row, x, ink);
    return;
  }
  if (inLine >= thick) {
    if (n > 30)
      for (let x = margin; x < width - margin; x += Math.round(width / 6)) darken(row, x, ink);
    return;
  }
  const words = prng(hash(`${base.id}:${n}`));
  let x = margin + (n === 0 ? Math.round(width * 0.2) : 0);
  const end = n === 0 ? width - margin - Math.round(width * 0.2) : width - margin;
  while (x < end) {
    const w = 40 + (words() % 220);
    for (let i = x; i < Math.min(end, x + w); i++) darken(row, i, ink);
    x += w + 30 + (words() % 30);
  }
}

function darken(row: Float32Array, x: number, ink: number) {
  row[x * 3] = ink;
  row[x * 3 + 1] = ink;
  row[x * 3 + 2] = ink + 10;
}

/** A poster's title band across the top fifth. */
function posterRow(row: Float32Array, width: number, height: number, y: number, base: Base) {
  if (y < height * 0.06 || y > height * 0.2) return;
  const band = hsl((base.hue + 180) % 360, 0.7, 0.45);
  for (let x = Math.round(width * 0.06); x < width * 0.94; x++) {
    row[x * 3] = band[0];
    row[x * 3 + 1] = band[1];
    row[x * 3 + 2] = band[2];
  }
}

/**
 * Raw RGBA pixels of a logo: a ring and a star-like emblem in the key's hue on a transparent
 * ground, the emblem grained with noise so PNG cannot shrink it to a few KB, as a scanned or
 * exported logo would not shrink either.
 */
function logoPixels(base: Base): Buffer {
  const { width: size } = base;
  const random = prng(hash(base.id) ^ RECIPE);
  const px = Buffer.alloc(size * size * 4);
  const ring = hsl(base.hue, 0.65, 0.35);
  const fill = hsl((base.hue + 30) % 360, 0.55, 0.6);
  const c = size / 2;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const dx = x - c;
      const dy = y - c;
      const r = Math.sqrt(dx * dx + dy * dy) / c;
      if (r > 0.96) continue;
      const angle = Math.atan2(dy, dx);
      const star = 0.55 + 0.18 * Math.cos(angle * 8);
      const rgb = r > 0.84 ? ring : r < star ? ring : fill;
      const shade = 1 - r * 0.25;
      const n = random();
      const o = (y * size + x) * 4;
      px[o] = clamp(rgb[0] * shade + (n & 1));
      px[o + 1] = clamp(rgb[1] * shade + ((n >>> 8) & 1));
      px[o + 2] = clamp(rgb[2] * shade + ((n >>> 16) & 1));
      px[o + 3] = 255;
    }
  return px;
}

/** One-channel pixels of a QR-like code: 21x21 modules with three finder squares, crisp edges. */
function qrPixels(base: Base): Buffer {
  const modules = 25;
  const cell = Math.floor(base.width / modules);
  const px = Buffer.alloc(base.width * base.height, 255);
  const h = base.pattern ?? 0;
  const finder = (x: number, y: number) => {
    const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
    return ring !== 1;
  };
  for (let my = 0; my < 21; my++)
    for (let mx = 0; mx < 21; mx++) {
      const dark =
        mx < 7 && my < 7
          ? finder(mx, my)
          : mx > 13 && my < 7
            ? finder(mx - 14, my)
            : mx < 7 && my > 13
              ? finder(mx, my - 14)
              : ((Math.imul(mx * 7 + my * 13, 2654435761) ^ h) >>> 0) % 3 === 0;
      if (!dark) continue;
      for (let y = (my + 2) * cell; y < (my + 3) * cell; y++)
        px.fill(0, y * base.width + (mx + 2) * cell, y * base.width + (mx + 3) * cell);
    }
  return px;
}

/** The file kind a base picture is stored as. */
function extensionOf(base: Base): 'png' | 'gif' | 'jpg' {
  if (base.kind === 'logo' || base.kind === 'qr') return 'png';
  return base.kind === 'animation' ? 'gif' : 'jpg';
}

/**
 * A GIF of three frames, as a gallery photo saved as an animation: a gradient that shifts
 * colour frame by frame under a little noise (about 1 MB; GIF's palette makes noise costly).
 */
async function animationBytes(base: Base): Promise<Buffer> {
  const { width, height } = base;
  const random = prng(hash(base.id) ^ RECIPE);
  const frames = await Promise.all(
    [0, 1, 2].map((frame) => {
      const px = Buffer.allocUnsafe(width * height * 3);
      const [r0, g0, b0] = hsl((base.hue + frame * 40) % 360, 0.6, 0.55);
      for (let y = 0, o = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          const grain = (random() & 0x1f) - 16;
          const light = ((x + y) / (width + height)) * 90 - 45;
          px[o++] = clamp(r0 + light + grain);
          px[o++] = clamp(g0 + light * 0.6 + grain);
          px[o++] = clamp(b0 - light + grain);
        }
      return sharp(px, { raw: { width, height, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
    }),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: 600, loop: 0, effort: 1 })
    .toBuffer();
}

/** The encoded bytes of a base picture. */
async function make(base: Base): Promise<Raster> {
  let bytes: Buffer;
  if (base.kind === 'qr') {
    bytes = await sharp(qrPixels(base), {
      raw: { width: base.width, height: base.height, channels: 1 },
    })
      .png({ compressionLevel: 9, palette: true, colours: 2 })
      .toBuffer();
  } else if (base.kind === 'logo') {
    bytes = await sharp(logoPixels(base), {
      raw: { width: base.width, height: base.height, channels: 4 },
    })
      .png({ compressionLevel: 6 })
      .toBuffer();
  } else if (base.kind === 'animation') {
    bytes = await animationBytes(base);
  } else {
    // A rotated base is drawn upright (portrait), then stored turned a quarter anticlockwise
    // with orientation 6, which tells viewers to turn it back.
    const [w, h] = base.orientation ? [base.height, base.width] : [base.width, base.height];
    let image = sharp(await photoPixels(base, w, h), { raw: { width: w, height: h, channels: 3 } });
    if (base.orientation) image = image.rotate(270).withMetadata({ orientation: base.orientation });
    bytes = await image.jpeg({ quality: 90 }).toBuffer();
  }
  // A copy of its own: a small Buffer can be a slice of a shared pool.
  return raster(base, new Uint8Array(bytes));
}

function raster(base: Base, bytes: Uint8Array<ArrayBuffer>): Raster {
  return {
    bytes,
    type:
      extensionOf(base) === 'png'
        ? 'image/png'
        : extensionOf(base) === 'gif'
          ? 'image/gif'
          : 'image/jpeg',
    etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`,
  };
}

/** A key's picture made afresh, past every cache (null for a key that is no picture of ours). */
export function render(key: string): Promise<Raster> | null {
  const base = baseOf(key);
  return base && make(base);
}

/**
 * Pictures in memory by base id, least recently used first, at most MEMORY_BYTES in all: every
 * base of the demo fits (about 80 MB), so the bound only guards against a key family gone wild.
 */
const memory = new Map<string, Raster>();
const MEMORY_BYTES = 128 * 1024 * 1024;
let memoryBytes = 0;
/** Pictures being read or made, so concurrent requests for one share its work. */
const making = new Map<string, Promise<Raster>>();

/**
 * Makes (or reads back) the base picture of every key in `keys`, one after another, so the first
 * visitors of a fresh demo do not wait for them: a base takes about 2 s of CPU to make. Started
 * in the background when the provider starts; a request for a picture not made yet still makes
 * it at once (sharing the work).
 */
export async function warmPhotos(keys: Iterable<string>): Promise<void> {
  for (const key of keys) await photo(key)?.catch(() => undefined);
}

/** The picture a picture key answers (null for other keys): from memory, disk, or made. */
export function photo(key: string): Promise<Raster> | null {
  const base = baseOf(key);
  if (!base) return null;
  const cached = memory.get(base.id);
  if (cached) {
    memory.delete(base.id);
    memory.set(base.id, cached);
    return Promise.resolve(cached);
  }
  let pending = making.get(base.id);
  if (!pending) {
    pending = load(base).finally(() => making.delete(base.id));
    making.set(base.id, pending);
  }
  return pending;
}

async function load(base: Base): Promise<Raster> {
  const file = join(CACHE_DIR, `${VERSION}-${base.id}.${extensionOf(base)}`);
  const result = await readFile(file).then(
    (bytes) => raster(base, bytes),
    async () => {
      const made = await make(base);
      // A cache only: a read-only or missing node_modules leaves the picture in memory alone.
      const tmp = `${file}.${process.pid}.tmp`;
      await mkdir(CACHE_DIR, { recursive: true })
        .then(() => writeFile(tmp, made.bytes))
        .then(() => rename(tmp, file))
        .catch(() => {});
      return made;
    },
  );
  memory.set(base.id, result);
  memoryBytes += result.bytes.length;
  for (const [id, old] of memory) {
    if (memoryBytes <= MEMORY_BYTES || id === base.id) break;
    memory.delete(id);
    memoryBytes -= old.bytes.length;
  }
  return result;
}
