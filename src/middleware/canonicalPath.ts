/**
 * The one spelling of a page's path: the one `href` (paths.ts) writes. Other spellings of the same
 * page (`/%6Fne/notice/...`, an upper-case id) are answered with a redirect to it, so the page
 * cache, the canonical link and the breadcrumbs only ever see this spelling
 * (docs/decisions/053-one-key-per-page.md). Pure: no I/O.
 */
import { DEFAULT_LANG, splitLanguage } from '../i18n/languages';
import { PAGES, type Page, QUALITY_SECTIONS, qualityPages } from '../paths';

/** Every page of the site: the table and each quality section's pages. */
const ALL_PAGES: readonly Page[] = [
  ...Object.values(PAGES),
  ...QUALITY_SECTIONS.flatMap((section) => Object.values(qualityPages(section))),
];

/** A pattern's segments: a literal, or a parameter (named, optional when last and marked `?`). */
type Segment = { literal: string } | { param: string; optional: boolean };

const segmentsOf = (pattern: string): Segment[] | null => {
  const parts = pattern.split('/').slice(1);
  // A `{regex}` parameter may span segments: such a page is not matched segment by segment.
  if (parts.some((part) => part.includes('{'))) return null;
  return parts.map((part) =>
    part.startsWith(':')
      ? { param: part.slice(1).replace(/\?$/, ''), optional: part.endsWith('?') }
      : { literal: part },
  );
};

const PATTERNS: readonly Segment[][] = ALL_PAGES.flatMap((page) => {
  const segments = segmentsOf(page.pattern);
  return segments ? [segments] : [];
});

/** A parameter named `…Id` or `…id` (`noticeId`, `lcid`) holds a provider ObjectId. */
const isIdParam = (name: string) => /id$/i.test(name);
const OBJECT_ID = /^[0-9a-f]{24}$/i;

/**
 * One segment as `encodeURIComponent` writes it (RFC 3986 6.2.2: unreserved characters plain,
 * every other byte as upper-case `%XX`). A segment that is not valid percent-encoded UTF-8 keeps
 * its bytes, with its escapes' hex digits upper-cased.
 */
function normaliseSegment(segment: string): string {
  try {
    return encodeURIComponent(decodeURIComponent(segment));
  } catch {
    return segment.replace(/%[0-9a-f]{2}/gi, (triplet) => triplet.toUpperCase());
  }
}

/** The route segments (language prefix removed) with ids lower-cased, or null if no page matches. */
function canonicalRoute(segments: string[]): string[] | null {
  for (const pattern of PATTERNS) {
    const last = pattern.at(-1);
    const optional = last && 'param' in last && last.optional;
    const fits =
      segments.length === pattern.length || (optional && segments.length === pattern.length - 1);
    if (!fits) continue;
    const matched = segments.every((value, i) => {
      const segment = pattern[i];
      return 'literal' in segment ? segment.literal === value : value !== '';
    });
    if (!matched) continue;
    return segments.map((value, i) => {
      const segment = pattern[i];
      const id = 'param' in segment && isIdParam(segment.param) && OBJECT_ID.test(value);
      return id ? value.toLowerCase() : value;
    });
  }
  return null;
}

/**
 * The canonical spelling of `pathname` (as the URL parser gives it, dot segments resolved) when it
 * is a page of the site, else `pathname` unchanged: an address that is no page gets no redirect.
 * The result never starts with `//` (a redirect there would leave the site).
 */
export function canonicalPath(pathname: string): string {
  const normalised = pathname.split('/').map(normaliseSegment).join('/');
  const { lang } = splitLanguage(normalised);
  const prefix = lang === DEFAULT_LANG ? '' : `/${lang}`;
  const path = normalised.slice(prefix.length);
  // `/hi` is Hindi home as `/hi/` is: both spellings stay.
  const canonical = path === '' ? [] : canonicalRoute(path.split('/').slice(1));
  if (!canonical) return pathname;
  const result = `${prefix}${canonical.map((segment) => `/${segment}`).join('')}`;
  return result.startsWith('/') && !result.startsWith('//') ? result : pathname;
}
