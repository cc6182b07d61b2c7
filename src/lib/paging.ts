/** Paging a list the worker already holds whole (the provider's reads stay one limit-1000 page). */

/** Items per page of the notice and event lists. */
const PAGE_SIZE = 20;

/** One page of a list: its items, its number and how many pages the list has (at least 1). */
export type Paged<T> = { items: T[]; page: number; pages: number };

/**
 * Page `page` (1-based) of `items`, or null when the list has no such page. An empty list has
 * one, empty, page: the list page says so rather than answering 404.
 */
export function pageOf<T>(items: readonly T[], page: number, size = PAGE_SIZE): Paged<T> | null {
  const pages = Math.max(1, Math.ceil(items.length / size));
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  return { items: items.slice((page - 1) * size, page * size), page, pages };
}

/**
 * The page numbers a pager shows: the first, the last and two either side of the current one;
 * `null` stands for the numbers left out between them.
 */
export function pagerNumbers(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1] > 1 ? [null, n] : [n]));
}
