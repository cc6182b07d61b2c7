import type * as v from 'valibot';
import { flag, list, listAnswer, record, text, withId } from './common';

const Third = record({ ...withId, name: text, pdf_key: text });
const Second = record({
  ...withId,
  name: text,
  pdf_key: text,
  is_nested: flag,
  third_level: list(Third),
});

/** A first-level student corner entry with its second and third levels. */
export const StudentCornerItem = record({
  ...withId,
  name: text,
  pdf_key: text,
  second_level: list(Second),
});
export type StudentCornerItem = v.InferOutput<typeof StudentCornerItem>;
export const StudentCorner = listAnswer(StudentCornerItem);
