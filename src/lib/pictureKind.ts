/**
 * What a stored file is, from its first bytes, not its name: the provider keeps profile photos
 * and web uploads under 32-hex keys with no extension, and a gallery photo saved as a GIF is named
 * `.gif` (provider-api.md, Files). The image route resizes what these magic numbers say is a
 * raster picture, leaves an SVG on the file host, and refuses anything else.
 */

/** Raster kinds the image engine reads (and sharp locally). */
export type RasterKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'heif';
/** What a file's first bytes say it is; `other` is no picture the site shows. */
export type FileKind = RasterKind | 'svg' | 'other';

const RASTER = new Set<string>(['jpeg', 'png', 'gif', 'webp', 'avif', 'heif']);

/** Whether `kind` is a raster picture the route resizes. */
export const isRasterKind = (kind: string | undefined): kind is RasterKind =>
  kind !== undefined && RASTER.has(kind);

/** The content type of a raster kind. */
export const rasterType = (kind: RasterKind): string =>
  kind === 'heif' ? 'image/heif' : `image/${kind}`;

const ascii = (bytes: Uint8Array, from: number, to: number): string =>
  String.fromCharCode(...bytes.subarray(from, to));

/** ISO-BMFF brands (`ftyp`) of AVIF and of HEIF/HEIC pictures. */
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The kind of an ISO-BMFF file (AVIF, HEIF) from its `ftyp` box, or `other`. */
function isoKind(bytes: Uint8Array): FileKind {
  const size = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  const end = Math.min(bytes.length, size >= 16 && size <= 4096 ? size : 16);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  // The major brand may be the generic `mif1`: an AVIF names `avif` among its compatible ones.
  if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif';
  return brands.some((b) => HEIF_BRANDS.has(b)) ? 'heif' : 'other';
}

/**
 * The kind of the file whose first bytes are `bytes` (a few hundred are enough).
 * `FF D8 FF ...` -> `jpeg`; `<?xml ...><svg` -> `svg`; a PDF -> `other`.
 */
export function sniffFileKind(bytes: Uint8Array): FileKind {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') return isoKind(bytes);
  // SVG is text: an optional byte-order mark, white space, an XML declaration, comments or a
  // doctype, then `<svg`.
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/gi, '')
    .trimStart();
  return /^<svg[\s>]/i.test(head) ? 'svg' : 'other';
}
