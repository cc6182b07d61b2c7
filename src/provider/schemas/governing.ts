import type * as v from 'valibot';
import { listAnswer, record, text, withId } from './common';

/** A governing-body category (institute or society). */
const GoverningCategory = record({ ...withId, category: text });
export const GoverningCategories = listAnswer(GoverningCategory);

/** A governing-body member. */
export const GoverningMember = record({
  ...withId,
  body_photo: text,
  body_name: text,
  body_designation: text,
  body_description: text,
});
export type GoverningMember = v.InferOutput<typeof GoverningMember>;
export const GoverningMembers = listAnswer(GoverningMember);
