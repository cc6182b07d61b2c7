/**
 * Provider pictures through the image route (docs/decisions/050-pictures-through-the-image-route.md):
 * which files it resizes, the fixed widths it makes, the format a browser gets, the `srcset` and
 * box of a picture. Pure: the signature is computed by the caller (src/images/signature.ts).
 */
import { fileExtension } from './files';
import { LONE_SURROGATE } from './text';

/**
 * Every width the route makes, in device pixels. A page's `srcset` names only these, and the
 * route answers 404 to any other, so one linked file costs at most this many transformations per
 * format. Neighbours differ by at most 1.5x: a browser that picks the smallest candidate at least
 * as wide as it needs never gets more than 1.5x the pixels it asked for.
 */
export const PICTURE_WIDTHS = [
  64, 96, 128, 192, 256, 384, 512, 640, 828, 1080, 1280, 1600, 1920,
] as const;

const WIDTH_SET = new Set<number>(PICTURE_WIDTHS);

/** Whether the route makes pictures `width` wide. */
export const isPictureWidth = (width: number): boolean => WIDTH_SET.has(width);

/** The widest picture the route makes. */
export const WIDEST = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1];

/**
 * Extensions of the keys the route takes: raster kinds the engine reads (and sharp locally), GIF
 * (grids show its first frame) and none at all (the provider's 32-hex uploads). The route decides
 * by the file's first bytes, not by this name (src/lib/pictureKind.ts): an SVG under such a key
 * is left on the file host, anything else refused. Other extensions (`.svg`, `.pdf`) never reach
 * it: an SVG served from the site's own origin could run script when opened directly.
 */
const ROUTED = new Set([
  '',
  'jpg',
  'jpeg',
  'jpe',
  'jfif',
  'pjpeg',
  'pjp',
  'png',
  'gif',
  'webp',
  'avif',
  'heic',
  'heif',
]);

/**
 * The canonical form of a stored file key the route takes: its segments without empty, `.` and
 * `..` ones, joined by `/`; undefined for an address (`https://...`), a key that names no file,
 * or an extension the route never takes. The signature covers exactly this string.
 * `" sunrise//a/./b.JPG "` -> `"sunrise/a/b.JPG"`, `"9f0c...e1"` -> itself, `"logo.svg"` -> undefined.
 */
export function pictureKey(key: string | undefined | null): string | undefined {
  const raw = (key ?? '').trim();
  if (!raw || LONE_SURROGATE.test(raw) || /^[a-z][a-z\d+.-]*:/i.test(raw)) return undefined;
  const path = raw
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .join('/');
  return path && ROUTED.has(fileExtension(path)) ? path : undefined;
}

/** A canonical key in a URL path: each segment encoded, the slashes kept (the key stays readable). */
export const encodeKeyPath = (key: string): string =>
  key.split('/').map(encodeURIComponent).join('/');

/**
 * The key a route path names after `/img/<width>/`, decoded and made canonical; undefined when a
 * segment is not valid percent-encoding or the key is not one the route resizes.
 */
export function keyFromPath(encoded: string): string | undefined {
  try {
    return pictureKey(encoded.split('/').map(decodeURIComponent).join('/'));
  } catch {
    return undefined;
  }
}

/**
 * The route's address of `key` at `width`, signed; `animated`: a GIF keeps its frames (the
 * viewer's), where grids and thumbnails show its first.
 */
export const pictureSrc = (key: string, width: number, signature: string, animated = false) =>
  `/img/${width}/${encodeKeyPath(key)}?s=${signature}${animated ? '&a=1' : ''}`;

/** Whether the viewer should ask for `key` moving: a GIF by its name. */
export const isMovingPicture = (key: string | undefined | null): boolean =>
  fileExtension(key) === 'gif';

/** Output formats, best first: what the route sends a browser that accepts it. */
export type PictureFormat = 'avif' | 'webp';

/**
 * The format for a request's `Accept`: AVIF (unless `avif` is false), else WebP, else undefined
 * (the original's own format, JPEG or PNG, which every browser shows). `image/*` alone promises
 * neither.
 */
export function negotiateFormat(
  accept: string | undefined | null,
  { avif = true }: { avif?: boolean } = {},
): PictureFormat | undefined {
  const types = (accept ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.split(';'))
    .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
    .map(([type]) => type.trim());
  if (avif && types.includes('image/avif')) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  return undefined;
}

/** A picture's size in pixels, as shown (EXIF orientation applied). */
export type PixelSize = { width: number; height: number };

/**
 * The candidate widths of a picture shown at most `cssWidth` CSS pixels wide: from a quarter of
 * that (a phone's column) up to the first that covers a 3x screen, and never past the first that
 * covers the original (the engine does not enlarge: wider candidates would be the same picture).
 * `88` -> 64 ... 384; `1920` -> 512 ... 1920.
 */
export function candidateWidths(cssWidth: number, natural?: PixelSize | null): number[] {
  const need = Math.min(cssWidth * 3, natural?.width ?? Number.POSITIVE_INFINITY);
  const widths: number[] = [];
  for (const width of PICTURE_WIDTHS) {
    if (width < cssWidth / 4 && width < need) continue;
    widths.push(width);
    if (width >= need) break;
  }
  return widths;
}

/** `srcset` of a picture from its candidates' addresses. */
export const srcSetOf = (candidates: readonly { src: string; width: number }[]): string =>
  candidates.map(({ src, width }) => `${src} ${width}w`).join(', ');

/**
 * The box a picture of `natural` size takes at most `maxWidth` CSS pixels wide: its real aspect
 * ratio, never wider than the original. `{4032x3024}, 960` -> `{960x720}`.
 */
export function fitBox(natural: PixelSize, maxWidth: number): PixelSize {
  const width = Math.min(maxWidth, natural.width);
  return { width, height: Math.max(1, Math.round((width * natural.height) / natural.width)) };
}

/**
 * `sizes` of a picture whose box is `cssWidth` CSS pixels wide but never wider than its column
 * (`max-width: 100%`): the whole viewport up to that width, then the width.
 */
export const upToSizes = (cssWidth: number): string =>
  `(max-width: ${cssWidth}px) 100vw, ${cssWidth}px`;

/**
 * `sizes` of a picture in a `.thumbs` grid (site.css: one across on phones, a notice's poster
 * readable, then two, three and four across the 76rem content column), and the widest it shows.
 */
export const THUMB_GRID = {
  sizes: '(min-width: 1100px) 300px, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw',
  width: 480,
  height: 360,
} as const;

/** The same for a gallery's `.thumbs--gallery`: two across on phones too. */
export const GALLERY_GRID = {
  sizes: '(min-width: 1100px) 300px, (min-width: 768px) 33vw, 50vw',
  width: 384,
  height: 288,
} as const;
