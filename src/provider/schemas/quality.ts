import * as v from 'valibot';
import { field, flag, section, text } from './common';

/**
 * A card of a quality tree. The provider nests cards through a different key at each depth;
 * we read them all into one `children` list, so a tree of any depth renders with one component.
 */
export type QualityCard = {
  _id: string;
  name: string;
  pdf_key: string;
  is_nested: boolean;
  children: QualityCard[];
};

/**
 * The provider's nesting keys, then our own `children`: a tree read back from the KV cache is
 * re-validated with this schema and already holds `children` (without it, a cache hit would
 * drop every level below the outer tabs).
 */
const CHILD_KEYS = [
  'inner_card',
  'nested_inner_card',
  'nested_nested_card',
  'nested_nested_nested_card',
  'nested4_card',
  'children',
] as const;

const cardFields = v.object({ _id: text, name: text, pdf_key: text, is_nested: flag });

function readCard(x: unknown, depth: number): QualityCard | null {
  if (typeof x !== 'object' || x === null || Array.isArray(x) || depth > 32) return null;
  const fields = v.parse(cardFields, x);
  const raw = x as Record<string, unknown>;
  // Each level normally uses the next key; any child key present is read so no level is dropped.
  const children = CHILD_KEYS.flatMap((key) =>
    Array.isArray(raw[key]) ? (raw[key] as unknown[]) : [],
  )
    .map((child) => readCard(child, depth + 1))
    .filter((c): c is QualityCard => c !== null);
  return { ...fields, children };
}

const cards = field<QualityCard[]>(
  v.pipe(
    v.unknown(),
    v.transform((x) =>
      Array.isArray(x)
        ? x.map((c) => readCard(c, 0)).filter((c): c is QualityCard => c !== null)
        : [],
    ),
  ),
  [],
);

/** The outer-tab lists of one quality tree document (`q_detail`). */
const QUALITY_LISTS = [
  'outer_tab_nested',
  'naac_outer_tab_nested',
  'aqar_outer_tab_nested',
  'nirf_outer_tab_nested',
  'ss_outer_tab_nested',
  'indi_outer_tab_nested',
] as const;
export type QualityList = (typeof QUALITY_LISTS)[number];

export const QualityTree = section(
  Object.fromEntries(QUALITY_LISTS.map((key) => [key, cards])) as Record<QualityList, typeof cards>,
);
export type QualityTree = Record<QualityList, QualityCard[]>;
