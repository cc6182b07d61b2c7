/**
 * robots.txt and sitemap.xml per host. The sitemap is built from the table of pages (paths.ts), as
 * the Epic Stack builds its own from its routes: every page says whether its section is switched
 * on and which addresses it has, the id-bearing ones from the frame's data (and the notices and
 * events lists, read here). A page left out says why. URLs are on the site's public origin.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import type { Frame } from '../frame/load';
import { QUALITY_MENUS } from '../frame/menus';
import { type Section, sectionOn } from '../frame/sections';
import { withLang } from '../i18n/current';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '../i18n/languages';
import type { Page, ParamsOf, Tabs } from '../paths';
import { GALLERY_KINDS, href, PAGES, qualityPages, TABS } from '../paths';
import { api, PAGE } from '../provider/api';
import { type Id, id } from '../provider/params';
import type { Notice } from '../provider/schemas/announcement';
import type { Event } from '../provider/schemas/event';

export const seo = new Hono<AppEnv>();

/** What the sitemap knows of an institute: its frame, and the lists the frame does not hold. */
type Site = { frame: Frame; notices: Notice[]; events: Event[] };

type Query = Record<string, string>;
/** One address of a page: its parameters, or its parameters and query. */
type Entry<P extends string> = ParamsOf<P> | readonly [ParamsOf<P>, Query];

/**
 * A page's part of the sitemap: listed when `on` (its section is switched on), with one address
 * per entry; a page without required parameters may leave `entries` out to list just itself.
 */
type Listing<P extends string> = { on: (site: Site) => boolean } & (object extends ParamsOf<P>
  ? { entries?: (site: Site) => readonly Entry<P>[] }
  : { entries: (site: Site) => readonly Entry<P>[] });

const always = () => true;
const landing = (site: Site) => site.frame.profile.landing_control;
/** A section switched on (spec 2.1; frame/sections.ts). */
const section = (name: Section) => (site: Site) => sectionOn(landing(site), name);

/** The checked ids of `list` (a provider id that is not one makes no address). */
const idsOf = <T extends { _id: string }>(list: readonly T[]): { item: T; checked: Id }[] =>
  list.flatMap((item) => {
    const checked = id(item._id);
    return checked ? [{ item, checked }] : [];
  });

/** A `/…/:tab?` page without a tab and with each of its section's tabs. */
const withTabs = <N extends string, R extends object>(tabs: Tabs<N>, rest: R) =>
  [rest, ...tabs.names.map((tab) => ({ ...rest, tab }))] as const;

/** The frame's lcid alone, when it has one. */
const lcidOnly = ({ frame: { lcid } }: Site) => (lcid ? [{ lcid }] : []);
/** The frame's lcid with each checked id of `list` as parameter `name`. */
const withLcid =
  <N extends string>(name: N, list: (site: Site) => readonly { _id: string }[]) =>
  (site: Site) => {
    const lcid = site.frame.lcid;
    if (!lcid) return [];
    type Params = { lcid: Id } & Record<N, Id>;
    return idsOf(list(site)).map(({ checked }) => ({ lcid, [name]: checked }) as Params);
  };
/** The frame's committee list (the IQAC module's) with each committee's checked id. */
const committeesOf = ({ frame }: Site) => {
  const committeeId = frame.iqacId;
  if (!committeeId) return [];
  return idsOf(frame.committees).map(({ checked }) => ({ committeeId, authorityId: checked }));
};
/** Every department of the menu, with its checked id and its name (the page's `?q=` title). */
const departmentsOf = ({ frame: { departments } }: Site) =>
  idsOf([...departments.types.flatMap((t) => t.departments), ...departments.independent]).map(
    ({ item, checked }) => [{ departmentId: checked }, { q: item.dName }] as const,
  );

/** Every page of the table, listed or left out (null, with the reason). */
const SITEMAP: { [K in keyof typeof PAGES]: Listing<(typeof PAGES)[K]['pattern']> | null } = {
  home: { on: always },
  contact: { on: always },
  notices: { on: section('notices') },
  noticesFeed: null, // a feed, linked from the notice list and its head
  notice: {
    on: section('notices'),
    entries: (site) => idsOf(site.notices).map(({ checked }) => ({ noticeId: checked })),
  },
  events: { on: always },
  // Each event's page; its document tabs are views of that page's documents.
  event: {
    on: always,
    entries: (site) => idsOf(site.events).map(({ checked }) => ({ eventId: checked })),
  },
  eventsCalendar: null, // a calendar file, linked from the event list and its head
  activity: null, // its ids are in each department's activity list, not in the frame
  admission: { on: section('admission') },
  admissionContact: { on: section('admission') },
  admissionDocuments: { on: section('admission') },
  admissionProcess: { on: section('admission') },
  applications: { on: section('admission') },
  application: null, // a fragment of the applications page
  society: { on: section('society'), entries: () => withTabs(TABS.society, {}) },
  societyGoverning: null, // its categories are a read of their own
  institute: { on: section('institute'), entries: () => withTabs(TABS.institute, {}) },
  faculties: { on: section('faculties'), entries: () => withTabs(TABS.faculties, {}) },
  administration: { on: section('administration'), entries: lcidOnly },
  administrationOne: {
    on: section('administration'),
    entries: withLcid('oneAid', (site) => landing(site).administration_object),
  },
  accreditation: { on: section('accreditation'), entries: lcidOnly },
  accreditationOne: {
    on: section('accreditation'),
    entries: withLcid('oneAid', (site) => landing(site).home_accreditation_object),
  },
  governing: { on: section('governing'), entries: lcidOnly },
  governingCategory: {
    on: section('governing'),
    entries: withLcid('categoryId', (site) => landing(site).about_us_governing_body),
  },
  courses: {
    on: (site) => section('courses')(site) && landing(site).academic_courses_desk.length > 0,
  },
  courseType: {
    on: section('courses'),
    entries: (site) =>
      idsOf(landing(site).academic_courses_desk).map(({ checked }) => ({ typeId: checked })),
  },
  subHead: {
    on: section('courses'),
    entries: (site) =>
      idsOf(landing(site).academic_courses_desk.flatMap((course) => course.sub_head)).map(
        ({ item, checked }) => [{ subHeadId: checked }, { q: item.sub_head_title_main }] as const,
      ),
  },
  departments: { on: section('departments') },
  departmentType: {
    on: section('departments'),
    entries: ({ frame }) =>
      frame.departments.types.flatMap((t) => (t.type ? [{ type: t.type }] : [])),
  },
  department: { on: section('departments'), entries: departmentsOf },
  departmentTab: {
    on: section('departments'),
    entries: (site) =>
      departmentsOf(site).flatMap(([params, query]) =>
        TABS.department.names.map((tab) => [{ ...params, tab }, query] as const),
      ),
  },
  committees: {
    on: section('committees'),
    entries: ({ frame: { iqacId } }) => (iqacId ? [{ committeeId: iqacId }] : []),
  },
  committee: { on: section('committees'), entries: committeesOf },
  committeeTab: {
    on: section('committees'),
    entries: (site) =>
      committeesOf(site).flatMap((params) =>
        TABS.committee.names.map((tab) => ({ ...params, tab })),
      ),
  },
  research: {
    on: section('research'),
    entries: ({ frame: { rndDetailId } }) =>
      rndDetailId ? withTabs(TABS.research, { detailId: rndDetailId }) : [],
  },
  examination: { on: section('examination'), entries: () => withTabs(TABS.examination, {}) },
  library: {
    on: section('library'),
    entries: ({ frame }) => {
      const libraryId = id(frame.institute.library[0]);
      return libraryId ? withTabs(TABS.library, { libraryId }) : [];
    },
  },
  // No toggle: the Student Corner menu shows whenever its list has entries.
  studentCorner: {
    on: always,
    entries: ({ frame: { lcid, studentCorner } }) =>
      lcid && studentCorner.length ? [{ lcid }] : [],
  },
  studentCornerItem: { on: always, entries: withLcid('tabId', (site) => site.frame.studentCorner) },
  galleries: { on: always, entries: () => GALLERY_KINDS.map((kind) => ({ kind })) },
  galleryYear: null, // years and categories are reads of their own
  gallery: null,
  search: { on: always }, // the form (the sticky bar links it); no results page
  searchJson: null,
  openSearch: null,
  robots: null,
  sitemap: null,
  siteMap: { on: always },
};

/** The quality sections' pages (paths.ts `qualityPages`): each one's detail and outer tabs. */
function qualityPaths(site: Site): string[] {
  const quality = site.frame.quality;
  if (!section('quality')(site) || !quality) return [];
  const { detailId, tree } = quality;
  return QUALITY_MENUS.flatMap(([name, list]) => {
    if (tree[list].length === 0) return [];
    const pages = qualityPages(name);
    const tabs = idsOf(tree[list]).map(({ checked }) => ({ detailId, tabId: checked }));
    return [href(pages.detail, { detailId }), ...tabs.map((params) => href(pages.tab, params))];
  });
}

/** Every path of the institute's sitemap, in table order, each once. */
export function sitemapPaths(site: Site): string[] {
  const paths = Object.entries(SITEMAP).flatMap(([name, listing]) => {
    const loose = listing as Listing<string> | null;
    if (!loose?.on(site)) return [];
    const page: Page = PAGES[name as keyof typeof PAGES];
    return (loose.entries?.(site) ?? [{}]).map((entry) =>
      Array.isArray(entry) ? href(page, entry[0], entry[1]) : href(page, entry as ParamsOf<string>),
    );
  });
  return [...new Set([...paths, ...qualityPaths(site)])];
}

const xmlEscape = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

seo.get(PAGES.robots.pattern, (c) => {
  const sitemap = `${c.var.site.origin}${href(PAGES.sitemap, {})}`;
  const body = `User-agent: *\nAllow: /\nDisallow: /__purge\n\nSitemap: ${sitemap}\n`;
  return c.text(body, 200, { 'Cache-Control': 'public, max-age=3600' });
});

seo.get(PAGES.sitemap.pattern, async (c) => {
  const p = c.var.provider;
  // The lists' reads need only the frame's core, so they run while its menus load.
  const core = await c.var.frameCore;
  const manager = id(core.institute.eventManagerDepart[0]);
  const lists = Promise.all([
    sectionOn(core.profile.landing_control, 'notices')
      ? api.notices(p, core.insId, PAGE.list)
      : null,
    manager ? api.events(p, manager, PAGE.list) : null,
  ]);
  const [frame, [notices, events]] = await Promise.all([c.var.frame, lists]);
  const site = {
    frame,
    notices: notices?.ok ? notices.value : [],
    events: events?.ok ? events.value : [],
  };
  // Each page in every language, in the same order: one list per language, read side by side.
  const paths = LANGUAGES.map((lang) => withLang(lang, () => sitemapPaths(site)));
  const origin = c.var.site.origin;
  const url = (lang: Lang, i: number) => xmlEscape(origin + paths[LANGUAGES.indexOf(lang)][i]);
  const alternates = (i: number) =>
    [...LANGUAGES, 'x-default' as const].map(
      (lang) =>
        `    <xhtml:link rel="alternate" hreflang="${lang}" href="${url(lang === 'x-default' ? DEFAULT_LANG : lang, i)}"/>`,
    );
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...LANGUAGES.flatMap((lang) =>
      paths[0].flatMap((_, i) => [
        `  <url>`,
        `    <loc>${url(lang, i)}</loc>`,
        ...alternates(i),
        '  </url>',
      ]),
    ),
    '</urlset>',
    '',
  ].join('\n');
  return c.body(body, 200, {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
  });
});
