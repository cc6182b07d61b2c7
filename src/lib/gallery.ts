/**
 * Gallery pictures (spec 2.8): which items of a list can be shown, the cover of a list and what a
 * picture is called (in the current language). Used by the gallery pages and, for names, nowhere a
 * file name shows.
 */
import { messages } from '../i18n/catalogue';
import { numberFormat } from '../i18n/format';
import { plural } from '../i18n/plural';
import { hasFile } from './url';
import { youtubeId, youtubeThumb } from './video';

/** What a gallery holds: photos (file keys) or videos (watch URLs, shorts URLs, bare ids). */
export type PictureKind = 'photo' | 'video';

/** A list's cover picture: a stored file (photos) or an image URL (video thumbnails). */
export type Cover = { fileKey: string } | { src: string };

/** The photos of a list that name a file, in order. */
export const photoKeys = (items: string[]) => items.filter(hasFile);

/** The YouTube ids of a list's videos, in order; items that are no video are left out. */
export const videoIds = (items: string[]) =>
  items.flatMap((item) => {
    const id = youtubeId(item);
    return id ? [id] : [];
  });

/** A list's pictures: its showable photos or videos, as the grid shows them. */
export const pictures = (kind: PictureKind, items: string[]) =>
  kind === 'photo' ? photoKeys(items) : videoIds(items);

/**
 * The cover of a gallery list (a year, a category): its first showable picture, or null.
 *
 * @example galleryCover('video', ['https://youtu.be/dQw4w9WgXcQ']) // { src: '…/hqdefault.jpg' }
 */
export function galleryCover(kind: PictureKind, items: string[]): Cover | null {
  const [first] = pictures(kind, items);
  if (!first) return null;
  return kind === 'photo' ? { fileKey: first } : { src: youtubeThumb(first) };
}

/**
 * A picture's name from its list's name and its place: "Annual Day 2025-26 — photo 3 of 12".
 * Never the file's name, which is a storage detail (often a camera's `IMG_0423.jpg`).
 */
export function pictureName(list: string, kind: PictureKind, index: number, count: number) {
  const number = numberFormat();
  const name = messages().campus.galleries.pictureName;
  return name(list, kind, number.format(index + 1), number.format(count));
}

/**
 * How many pictures a list holds, as a caption by the language's plural rules: "12 photos",
 * "1 video", "No photos yet".
 */
export function pictureCount(kind: PictureKind, count: number) {
  const forms = messages().campus.galleries.count[kind];
  return count === 0 ? forms.none : plural(count, forms);
}
