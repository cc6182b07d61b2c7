import type * as v from 'valibot';
import { listAnswer, record, text, withId } from './common';

/** An institute-defined top-bar tab; its dropdown items are read separately. */
export const DynamicTab = record({ ...withId, name: text });
export type DynamicTab = v.InferOutput<typeof DynamicTab>;
export const DynamicTabs = listAnswer(DynamicTab);

export const DynamicItem = record({
  ...withId,
  name: text,
  parent_key: text,
  pdf_key: text,
  link: text,
});
export type DynamicItem = v.InferOutput<typeof DynamicItem>;
export const DynamicItems = listAnswer(DynamicItem);
