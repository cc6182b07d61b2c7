/**
 * The one table of the site's pages (spec 2): each page's route pattern (Hono syntax), the query
 * names it reads, whether its HTML depends on the visitor's device class, and each section's tabs.
 * Routes register these patterns, menus, tab bars and the sitemap build links with `href`, and the
 * page cache keys on the declared queries (cache/variant.ts), so a path is spelled here only.
 */
import * as v from 'valibot';
import { type Messages, messages } from './i18n/catalogue.ts';
import { currentLang } from './i18n/current.ts';
import { localizePath } from './i18n/languages.ts';
import type { Id } from './provider/params.ts';

/**
 * A page of the site. `query`: the names it reads (first value wins); `freeText`: those of them
 * whose value is any text (a title a link carries, a search), of which the page cache keeps only
 * a few pages (cache/pageStore.ts); `device`: see variant.ts; `cached: false`: the page cache
 * never keeps the page.
 */
export type Page<P extends string = string> = {
  readonly pattern: P;
  readonly query?: readonly string[];
  readonly freeText?: readonly string[];
  readonly device?: boolean;
  readonly cached?: false;
};

type PageOptions = Omit<Page, 'pattern'>;

const page = <const P extends string>(pattern: P, options: PageOptions = {}): Page<P> => ({
  pattern,
  ...options,
});

/** Not HTML: the page cache never keeps it, so it does not look it up or wait for its render. */
const NOT_HTML: PageOptions = { cached: false };

/** A page whose query names are all free text. */
const freeTextQuery = (...names: string[]): PageOptions => ({ query: names, freeText: names });

/** Photo and video galleries share their pages; `kind` is the first segment. */
export const GALLERY_KINDS = ['photo', 'video'] as const;
export type GalleryKind = (typeof GALLERY_KINDS)[number];

/** The quality sections (spec 2.4): each one a detail page with tabs nested up to three deep. */
export const QUALITY_SECTIONS = [
  'iqac',
  'naac',
  'aqar',
  'nirf',
  'special',
  'institutional',
] as const;

export const PAGES = {
  home: page('/'),
  contact: page('/contact/us'),
  notices: page('/notice', { query: ['year', 'page', 'category'] }),
  noticesFeed: page('/notice/rss.xml', NOT_HTML),
  notice: page('/one/notice/:noticeId/detail', freeTextQuery('show')),
  events: page('/event', { query: ['year', 'page'] }),
  eventsCalendar: page('/event/calendar.ics', NOT_HTML),
  event: page('/one/event/:eventId/detail/:tab?', freeTextQuery('show')),
  activity: page('/one/:departmentId/activity/:activityId/:tab?', freeTextQuery('show')),
  admission: page('/admission', freeTextQuery('tab')),
  admissionContact: page('/admission/contact'),
  admissionDocuments: page('/admission/document'),
  admissionProcess: page('/admission/process', { query: ['active'], device: true }),
  applications: page('/admission/application', { query: ['open'] }),
  application: page('/admission/application/:appId/detail'),
  society: page('/society/:tab?'),
  societyGoverning: page('/society/governing/:tab/:lcid/category/:categoryId'),
  institute: page('/institute/:tab?'),
  faculties: page('/institute/faculties/:tab?', freeTextQuery('search')),
  administration: page('/administration/:lcid'),
  administrationOne: page('/administration/:lcid/one/:oneAid'),
  accreditation: page('/accrediation/:lcid'),
  accreditationOne: page('/accrediation/:lcid/one/:oneAid'),
  governing: page('/governing/:lcid'),
  governingCategory: page('/governing/:lcid/category/:categoryId'),
  courses: page('/academic/course'),
  courseType: page('/academic/course/type/:typeId/:tab?'),
  subHead: page('/oneacademic/course/:subHeadId', freeTextQuery('q')),
  departments: page('/department'),
  departmentType: page('/department/type/:type'),
  department: page('/onedepartment/:departmentId', freeTextQuery('q', 'search')),
  departmentTab: page('/onedepartment/:departmentId/tab/:tab', freeTextQuery('q', 'search')),
  committees: page('/committee/:committeeId'),
  committee: page('/committee/:committeeId/one/:authorityId'),
  committeeTab: page('/committee/:committeeId/one/:authorityId/nxt/:tab'),
  research: page('/research/development/:detailId/:tab?'),
  examination: page('/examination/:tab?'),
  library: page('/library/:libraryId/:tab?'),
  studentCorner: page('/student/corner/:lcid'),
  studentCornerItem: page('/student/corner/:lcid/lvl1/:tabId'),
  galleries: page('/:kind/gallery', { query: ['year'] }),
  galleryYear: page('/:kind/gallery/year/:yearId/categories'),
  gallery: page('/:kind/gallery/year/:yearId/category/:categoryId', freeTextQuery('q')),
  /**
   * Not kept: every query is its own page, and the search index has its own cache (decision 053).
   * `kind`: the results of one kind only (a name of `search.kinds`).
   */
  search: page('/search', { query: ['q', 'kind'], freeText: ['q'], cached: false }),
  /** The results of `search` as JSON, for the instant search island (decision 029). */
  searchJson: page('/search.json', { ...freeTextQuery('q'), cached: false }),
  openSearch: page('/opensearch.xml', NOT_HTML),
  robots: page('/robots.txt', NOT_HTML),
  sitemap: page('/sitemap.xml', NOT_HTML),
  /** The site map for people (issue 19); `sitemap` is the crawlers' XML. */
  siteMap: page('/sitemap'),
} as const satisfies Record<string, Page>;

/** The pages of one quality section: its detail, a tab, a nested tab and a tab nested in that. */
export const qualityPages = <const S extends QualitySection>(section: S) => ({
  detail: page(`/${section}/:detailId`),
  tab: page(`/${section}/:detailId/tab/:tabId`),
  nested: page(`/${section}/:detailId/tab/:tabId/nested/:nxtId`),
  nestedTab: page(`/${section}/:detailId/tab/:tabId/nested/:nxtId/nxt/:nnxtId`),
});
export type QualitySection = (typeof QUALITY_SECTIONS)[number];

/** `:name` or `:name?` (optional, last segment only) or `:name{regex}` of a Hono pattern. */
const PARAM = /\/:(\w+)(\{[^}]+\})?(\?)?/g;

type ParamName<S extends string> = S extends `${infer N}{${string}}${string}`
  ? N
  : S extends `${infer N}?`
    ? N
    : S;
type Optional<S extends string> = S extends `${string}?` ? true : false;
type Segments<P extends string> = P extends `${string}/:${infer S}/${infer Rest}`
  ? S | Segments<`/${Rest}`>
  : P extends `${string}/:${infer S}`
    ? S
    : never;
/** The parameters of a pattern: `{ noticeId: string }`, optional ones optional. */
export type ParamsOf<P extends string> = {
  [S in Segments<P> as Optional<S> extends true ? never : ParamName<S>]: string;
} & { [S in Segments<P> as Optional<S> extends true ? ParamName<S> : never]?: string };

/**
 * The address of `page` with its parameters filled in (each encoded as one segment; an absent
 * optional one left out) and, when given, its query values (empty ones left out), encoded as
 * `encodeURIComponent` does (a space is `%20`, as the site's links have always spelled it).
 */
export function href<P extends string>(
  page: Page<P>,
  params: ParamsOf<P>,
  query: Record<string, string | undefined | null> = {},
): string {
  const values = params as Record<string, string | undefined>;
  const path = page.pattern.replace(PARAM, (_, name: string, _regex, optional) => {
    const value = values[name];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`${page.pattern}: no value for :${name}`);
    }
    // A `{regex}` parameter (the quality section) may span segments; ours are fixed names.
    return `/${_regex ? value : encodeURIComponent(value)}`;
  });
  // Encoded as the site's links always were (a space is %20, as in encodeURIComponent).
  const pairs = Object.entries(query).flatMap(([name, value]) =>
    value ? [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`] : [],
  );
  return `${localizePath(path || '/', currentLang())}${pairs.length ? `?${pairs.join('&')}` : ''}`;
}

/** The regular expression matching the paths of `pattern`. */
export function patternRegex(pattern: string): RegExp {
  let source = '';
  let last = 0;
  for (const m of pattern.matchAll(PARAM)) {
    source += escapeRegex(pattern.slice(last, m.index));
    const param = m[2] ? `(?:${m[2].slice(1, -1)})` : '[^/]+';
    source += m[3] ? `(?:/${param})?` : `/${param}`;
    last = m.index + m[0].length;
  }
  source += escapeRegex(pattern.slice(last));
  return new RegExp(`^${source}$`);
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The tab labels of every language (i18n/<lang>/nav.ts `tabs`): the sections with tabs. */
type TabLabels = Messages['nav']['tabs'];
type TabSection = keyof TabLabels;
/** The tabs of `S`: exactly the names the English catalogue labels, so a missing label is a type error. */
type TabName<S extends TabSection> = keyof TabLabels[S] & string;

/** The label of tab `name` of `section` in the current request's language. */
function tabLabel<S extends TabSection>(section: S, name: TabName<S>): string {
  return (messages().nav.tabs[section] as Record<string, string>)[name] ?? '';
}

/** A section's tabs: their names in the URL, in the order the tab bar shows them. */
export type Tabs<N extends string> = {
  readonly names: readonly N[];
  /** The first tab: what the section's index page shows (issue 17). */
  readonly first: N;
  /** Valibot schema of a tab name in a URL: exactly one of `names`. */
  readonly schema: v.PicklistSchema<readonly [N, ...N[]], undefined>;
  /** The label of tab `name` in the current language (call it while rendering, never at load). */
  label(name: N): string;
  /** Each tab's name and label in the current language, in tab bar order. */
  entries(): (readonly [N, string])[];
};

/**
 * Defines a section's tabs once, for its routes' validation, its tab bar, menus and sitemap; the
 * labels are the catalogue's (`nav.tabs[section]`), looked up in the request's language.
 */
export function tabs<S extends TabSection, const N extends TabName<S>>(
  section: S,
  names: readonly [N, ...N[]],
): Tabs<N> {
  const label = (name: N) => tabLabel(section, name);
  return {
    names,
    first: names[0],
    schema: v.picklist(names),
    label,
    entries: () => names.map((name) => [name, label(name)] as const),
  };
}

/** Tab lists of the spec (section 9's names; the labels in i18n/<lang>/nav.ts). */
export const TABS = {
  society: tabs('society', [
    'about',
    'vision-mission',
    'message',
    'organisation',
    'society-governing',
  ]),
  institute: tabs('institute', ['profile', 'vision-mission', 'affiliation', 'organisation']),
  faculties: tabs('faculties', ['teaching', 'non-teaching', 'other']),
  examination: tabs('examination', [
    'manual',
    'schedule',
    'time-table',
    'notifications',
    'hall-ticket',
  ]),
  library: tabs('library', ['about', 'message', 'rules', 'eresources', 'contact-us']),
  department: tabs('department', [
    'about',
    'vision-mission',
    'po-pso',
    'message',
    'faculty',
    'syllabus',
    'laboratory',
    'achievement',
    'mou-collabration',
    'activity',
    'contact',
  ]),
  committee: tabs('committee', ['about', 'composition', 'meeting']),
  /** The document tabs of an event or an activity. */
  documents: tabs('documents', [
    'attendance',
    'notice',
    'permission-letter',
    'activity-report',
    'other',
  ]),
  research: tabs('research', ['rnd', 'mou', 'paper', 'activities', 'project', 'meeting']),
} as const;

/** A department page's tab, by its path name. */
export type DepartmentTab = (typeof TABS.department.names)[number];

/** An entry of the admission section's tab bar and menu: its label's name in `nav.admission`. */
type AdmissionLink = keyof Messages['nav']['admission'];

/**
 * The admission section's tab bar and menu (spec 2.3): pages, not one page's tabs. Enquiry links to
 * the index too (it is never the active one). The labels: {@link admissionLinks}.
 */
export const ADMISSION_LINKS = [
  [PAGES.admission, 'about'],
  [PAGES.applications, 'applications'],
  [PAGES.admission, 'enquiry'],
  [PAGES.admissionProcess, 'process'],
  [PAGES.admissionDocuments, 'documents'],
  [PAGES.admissionContact, 'contact'],
] as const satisfies readonly (readonly [Page, AdmissionLink])[];

/** The admission links with their labels in the current language, in tab bar order. */
export const admissionLinks = () =>
  ADMISSION_LINKS.map(([page, name]) => [page, messages().nav.admission[name]] as const);

/** An id in a URL, checked like provider/params.ts's `id()` (24 hex, lower-cased). */
export const IdParam = v.pipe(
  v.string(),
  v.regex(/^[0-9a-f]{24}$/i),
  v.transform((raw) => raw.toLowerCase() as Id),
);
