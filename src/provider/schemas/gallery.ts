import * as v from 'valibot';
import { listAnswer, record, text, texts, withId } from './common';

/** An academic year (`all_batch`). */
export const AcademicYear = record({ ...withId, batchName: text });
export type AcademicYear = v.InferOutput<typeof AcademicYear>;
export const AcademicYears = listAnswer(AcademicYear);

/** A photo or video gallery category. */
export const GalleryCategory = record({ ...withId, category: text });
export type GalleryCategory = v.InferOutput<typeof GalleryCategory>;
export const GalleryCategories = listAnswer(GalleryCategory);

/** Gallery items are file keys (photos) or video URLs/ids; objects carrying them are read too. */
export const GalleryItems = v.pipe(
  v.unknown(),
  v.transform((x) =>
    Array.isArray(x)
      ? x.flatMap((el) =>
          el && typeof el === 'object'
            ? [
                (el as Record<string, unknown>).image ??
                  (el as Record<string, unknown>).video ??
                  (el as Record<string, unknown>).link,
              ]
            : [el],
        )
      : [],
  ),
  texts,
);
