/**
 * The notice and event lists a visitor browses (issue 18): the provider's one limit-1000 read,
 * filtered by `?year=` and paged by `?page=` in the worker. A wrong page or year is the branded
 * 404 (`page=0`, `page=abc`, a page past the end, a year no item carries), decided from the list
 * read alone. Lists that depend on the date (upcoming events) ask {@link todayFor}.
 */
import type { Context } from 'hono';
import type { HeadLink } from '../components/layout/Document';
import type { AppEnv } from '../env';
import { PageNotFound } from '../errors';
import { messages } from '../i18n/catalogue';
import { formatNumber } from '../i18n/format';
import { type Day, zonedDay } from '../lib/dates';
import { type Paged, pageOf } from '../lib/paging';
import { href, type Page } from '../paths';

/** What a list page shows: the page of items, the years to filter by and the links around it. */
type Browsed<T> = {
  paged: Paged<T>;
  /** Every year the items carry, newest first. */
  years: string[];
  year: string | undefined;
  /** The address of page `n` of this list (same year filter). */
  at: (n: number) => string;
  /** The address of the list of `year` (undefined: every year), page 1. */
  yearHref: (year: string | undefined) => string;
  /** This page's canonical path and query: page 1 without `?page=`. */
  canonical: string;
  /** `prev` and `next` links for the head. */
  links: HeadLink[];
};

/** The checked `?year=` and `?page=` (validate.ts: `false` when given but wrong). */
type BrowseQuery = { year?: string | false; page?: number | false };

/** Other filters of the list (a notice category) that its year and page links keep. */
type KeptQuery = Record<string, string | undefined>;

/** Throws the 404 for a query that is wrong whatever the list holds, before any read. */
export function checkBrowseQuery(what: string, query: BrowseQuery): void {
  if (query.year === false) throw new PageNotFound(`${what} year`);
  if (query.page === false) throw new PageNotFound(`${what} page`);
}

/**
 * Page `query.page` of the items of `query.year` (every year when absent), in the order given;
 * a year the items do not carry or a page past the end is a 404. Its links keep `kept`.
 */
export function browse<T>(
  list: Page,
  what: string,
  items: readonly T[],
  yearOf: (item: T) => string | null,
  query: BrowseQuery,
  kept: KeptQuery = {},
): Browsed<T> {
  checkBrowseQuery(what, query);
  const year = query.year || undefined;
  const years = [...new Set(items.flatMap((item) => yearOf(item) ?? []))].sort().reverse();
  if (year && !years.includes(year)) throw new PageNotFound(`${what} year`);
  const chosen = year ? items.filter((item) => yearOf(item) === year) : items;
  const paged = pageOf(chosen, query.page || 1);
  if (!paged) throw new PageNotFound(`${what} page`);
  const at = (n: number) => href(list, {}, { year, ...kept, page: n > 1 ? String(n) : undefined });
  const links: HeadLink[] = [];
  if (paged.page > 1) links.push({ rel: 'prev', href: at(paged.page - 1) });
  if (paged.page < paged.pages) links.push({ rel: 'next', href: at(paged.page + 1) });
  return {
    paged,
    years,
    year,
    at,
    yearHref: (y) => href(list, {}, { year: y, ...kept }),
    canonical: at(paged.page),
    links,
  };
}

/**
 * A list page's head: its title (with the page number after page 1), its canonical address, its
 * feed as `alternate` and its neighbours; without `browsed` (the list read failed), title and feed.
 */
export function browsedHead(
  title: string,
  browsed: Browsed<unknown> | null | undefined,
  feed: Omit<HeadLink, 'rel'>,
): { pageTitle: string; canonical?: string; links: HeadLink[] } {
  const page = browsed?.paged.page ?? 1;
  return {
    pageTitle:
      page > 1 ? messages().common.pager.titleOnPage(title, formatNumber(page, false)) : title,
    canonical: browsed?.canonical,
    links: [{ rel: 'alternate', ...feed }, ...(browsed?.links ?? [])],
  };
}

/**
 * Today in the institute's time zone (`TIME_ZONE`, on `config.now()`), marking the page as right
 * only until the day ends, so the page cache never keeps it past midnight.
 */
export function todayFor(c: Context<AppEnv>): Day {
  const { now, timeZone } = c.var.config;
  const instant = now();
  const today = zonedDay(instant, timeZone);
  c.set('rightForMs', Math.max(0, today.end - instant));
  return today.day;
}
