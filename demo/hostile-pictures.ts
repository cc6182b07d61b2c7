/**
 * Originals a careless or hostile upload puts on the file host, for the image route's tests
 * (issue 41: "the image route"): each made here, small in memory, never shipped as a fixture.
 */
import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { FileFault } from './app.ts';
import type { Raster } from './photos.ts';

/** 150 MB: past any byte budget, never to be read whole. */
const GIANT_BYTES = 150 * 1024 * 1024;

function raster(bytes: Uint8Array<ArrayBuffer>, type: Raster['type']): Raster {
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;
  return { bytes, type, etag };
}

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG whose header says 30000x30000 pixels (900 megapixels) in about 110 KB. */
function giantPixels(): Raster {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter set, no interlace
  // The first rows of a flat picture: an inflater would go on for 2.7 GB.
  const rows = deflateSync(Buffer.alloc(30_001 * 3 * 1200), { level: 9 });
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', new Uint8Array()),
  ]);
  return raster(new Uint8Array(png), 'image/png');
}

/** A JPEG's first bytes, then nothing a decoder can read. */
function corrupt(key: string): Raster {
  const junk = Buffer.from(createHash('sha512').update(key).digest().toString('hex').repeat(20));
  return raster(
    new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), junk])),
    'image/jpeg',
  );
}

/** A real photo followed by padding to 150 MB (decoders stop at its end marker). */
async function giantBytes(): Promise<Raster> {
  const photo = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: '#7a8fa6' },
  })
    .jpeg()
    .toBuffer();
  // Zeroed memory the system hands out page by page as it is read: nothing is, unless read whole.
  const bytes = new Uint8Array(GIANT_BYTES);
  bytes.set(photo);
  return raster(bytes, 'image/jpeg');
}

let giant: Promise<Raster> | undefined;

/** The hostile original a file fault of `mode` answers for `key`, or null for other modes. */
export function hostilePicture(mode: FileFault['mode'], key: string): Promise<Raster> | null {
  if (mode === 'giant-pixels') return Promise.resolve(giantPixels());
  if (mode === 'corrupt') return Promise.resolve(corrupt(key));
  if (mode === 'giant-bytes') {
    giant ??= giantBytes();
    return giant;
  }
  return null;
}
