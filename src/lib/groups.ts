/** Lists split by a label, for tables shown in groups (the staff list by department). */

export type Group<T> = { label: string; items: T[] };

/**
 * `items` in groups by `label` (trimmed): the groups in `compare` order, those without a label
 * last under `other`, each group's items in their given order.
 *
 * @example groupBy([{ d: 'B' }, { d: '' }, { d: 'A' }], (x) => x.d, 'Other', (a, b) => a.localeCompare(b))
 * // [{ label: 'A', … }, { label: 'B', … }, { label: 'Other', … }]
 */
export function groupBy<T>(
  items: readonly T[],
  label: (item: T) => string,
  other: string,
  compare: (a: string, b: string) => number,
): Group<T>[] {
  const byLabel = new Map<string, T[]>();
  const unlabelled: T[] = [];
  for (const item of items) {
    const key = label(item).trim();
    if (!key) unlabelled.push(item);
    else {
      const group = byLabel.get(key);
      if (group) group.push(item);
      else byLabel.set(key, [item]);
    }
  }
  const groups = [...byLabel.keys()]
    .sort(compare)
    .map((key) => ({ label: key, items: byLabel.get(key) ?? [] }));
  return unlabelled.length ? [...groups, { label: other, items: unlabelled }] : groups;
}
