/** File kinds (spec 9). Pure: no I/O; used by the worker and by the viewer island. */
// With its extension: the scale script imports this module under plain Node.
import { withoutTrailing } from './text.ts';

/** Extensions the viewer shows as an image (spec 9); every other file opens in a PDF frame. */
export const IMAGE_EXTENSIONS: readonly string[] = [
  'jpg',
  'jpeg',
  'jpe',
  'pjpeg',
  'pjp',
  'apng',
  'jif',
  'jfif',
  'jfi',
  'png',
  'gif',
  'webp',
  'tiff',
  'tif',
  'psd',
  'heif',
  'heic',
  'svg',
  'svgz',
  'ai',
  'eps',
  'avif',
];

const IMAGE_SET = new Set(IMAGE_EXTENSIONS);

/**
 * `path` up to its first `?` or `#`. Not `replace(/[?#].*$/, '')`: `.` stops at a line break, so
 * on a value with many `?` and a line break that pattern starts over at every `?` (quadratic).
 */
function withoutQuery(path: string): string {
  const at = path.search(/[?#]/);
  return at === -1 ? path : path.slice(0, at);
}

/**
 * Lower-case extension of a file key, file name or URL (query and fragment ignored), or `''`.
 * `"a/b/Photo.JPG?x=1"` -> `"jpg"`, `"https://h/x.pdf#page=2"` -> `"pdf"`, `"README"` -> `""`.
 */
export function fileExtension(name: string | undefined | null): string {
  const path = withoutQuery((name ?? '').trim());
  const last = path.slice(path.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  return dot === -1 ? '' : last.slice(dot + 1).toLowerCase();
}

/** True when the viewer shows `name` as an image (by extension, case-insensitive). */
export function isImageFile(name: string | undefined | null): boolean {
  return IMAGE_SET.has(fileExtension(name));
}

/** The readable last path segment of a file URL or key: `".../My%20Notice.pdf"` -> `"My Notice.pdf"`. */
export function fileName(urlOrKey: string | undefined | null): string {
  const path = withoutTrailing(withoutQuery((urlOrKey ?? '').trim()), '/');
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * A readable name for a file the provider sent without one: the decoded last segment of the key
 * or URL, without its extension, with `-`, `_` and `+` as spaces; `''` when nothing is left.
 * `"sunrise/attendance-0-0.svg"` -> `"attendance 0 0"`, `"a/Fee%20Structure.pdf"` -> `"Fee Structure"`.
 */
export function nameFromKey(urlOrKey: string | undefined | null): string {
  const base = fileName(urlOrKey).replace(/\.(?=[a-z0-9]*[a-z])[a-z0-9]{1,5}$/i, '');
  return base.replace(/[-_+\s]+/g, ' ').trim();
}

/** What a file is called: the provider's name, else a name read from its key, else `fallback`. */
export function fileTitle(
  name: string | undefined | null,
  key: string | undefined | null,
  fallback: string,
): string {
  return name || nameFromKey(key) || fallback;
}

/** Document extensions a visitor is shown as a file kind ("PDF"); any other says nothing. */
const DOCUMENT_KINDS = new Set([
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'odp',
  'rtf',
  'txt',
  'csv',
  'zip',
]);

/** What a document is, as a list line names it: a picture, or a file kind such as `"PDF"`. */
type FileKind = { image: true } | { image: false; label: string };

/**
 * The kind of a stored document, from its key's extension, else from its MIME type (`image/*`,
 * `application/pdf`); null when neither says. `"a/Circular%201.pdf"` -> `{ image: false, label:
 * "PDF" }`, `"a/poster.svg"` -> `{ image: true }`.
 */
export function fileKind(key: string, mimeType = ''): FileKind | null {
  const extension = fileExtension(key);
  if (IMAGE_SET.has(extension)) return { image: true };
  if (DOCUMENT_KINDS.has(extension)) return { image: false, label: extension.toUpperCase() };
  const type = mimeType.trim().toLowerCase();
  if (type.startsWith('image/')) return { image: true };
  if (type === 'application/pdf') return { image: false, label: 'PDF' };
  return null;
}

/**
 * The kind of document a file key or URL names, as a button says it: `"a/Notice.pdf"` -> `"PDF"`,
 * `"x.DOCX"` -> `"DOCX"`; `''` for a picture, a web page or an extension it does not know.
 */
export function documentKind(name: string | undefined | null): string {
  const kind = fileKind(name ?? '');
  return kind && !kind.image ? kind.label : '';
}
