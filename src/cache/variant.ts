/**
 * Everything besides host and path that may change a page's HTML, reduced to a small canonical
 * form, from the table of pages (paths.ts). The page cache keys on exactly this, and routes read
 * their queries only through the validator that checks the same declared names (pages/validate.ts),
 * so the two can never disagree: a query name a route does not read, a second value of a name, or the raw
 * User-Agent never reaches a key (docs/decisions/003-what-a-page-varies-by.md). Pure: no I/O.
 */
import { PAGES, type Page, patternRegex } from '../paths';

/** Each page's path pattern with the query names it reads (paths.ts); a page not listed reads none. */
const PAGE_QUERIES: readonly (readonly [RegExp, readonly string[]])[] = Object.values(
  PAGES,
).flatMap((page: Page) => (page.query ? [[patternRegex(page.pattern), page.query] as const] : []));

/** Each page's path pattern with its free-text query names (paths.ts). */
const FREE_TEXT: readonly (readonly [RegExp, readonly string[]])[] = Object.values(PAGES).flatMap(
  (page: Page) => (page.freeText ? [[patternRegex(page.pattern), page.freeText] as const] : []),
);

/** Pages the page cache never keeps. */
const UNCACHED_PAGES: readonly RegExp[] = Object.values(PAGES).flatMap((page: Page) =>
  page.cached === false ? [patternRegex(page.pattern)] : [],
);

/** Pages whose HTML depends on the visitor's device class (the Download App store link). */
const DEVICE_PAGES: readonly RegExp[] = Object.values(PAGES).flatMap((page: Page) =>
  page.device ? [patternRegex(page.pattern)] : [],
);

/** The query names `path` reads, in a fixed order. */
export function queryNamesOf(path: string): readonly string[] {
  return PAGE_QUERIES.find(([pattern]) => pattern.test(path))?.[1] ?? [];
}

/** The query as the page reads it: declared names only, first value each, in declared order. */
export function canonicalQuery(url: URL): string {
  const pairs = queryNamesOf(url.pathname).flatMap((name) => {
    const value = url.searchParams.get(name);
    return value === null ? [] : [[name, value]];
  });
  return pairs.length ? `?${new URLSearchParams(pairs)}` : '';
}

/** Whether the page at `url` is given a value of a free-text query name (paths.ts `freeText`). */
export function hasFreeText(url: URL): boolean {
  const names = FREE_TEXT.find(([pattern]) => pattern.test(url.pathname))?.[1] ?? [];
  return names.some((name) => url.searchParams.has(name));
}

/** Whether the page cache may keep the page at `path` at all. */
export const cachedPage = (path: string): boolean => !UNCACHED_PAGES.some((p) => p.test(path));

export type DeviceClass = 'ios' | 'other';

/** The one thing the site reads from a User-Agent: whether the visitor is on an Apple device. */
export const deviceClass = (userAgent: string): DeviceClass =>
  /iPhone|iPad|iPod/i.test(userAgent) ? 'ios' : 'other';

/** Whether `path`'s HTML depends on the device class. */
export const variesByDevice = (path: string): boolean => DEVICE_PAGES.some((p) => p.test(path));
