/**
 * robots.txt and sitemap.xml per host. The sitemap is built from the table of pages (paths.ts), as
 * the Epic Stack builds its own from its routes: every page says whether its section is switched
 * on and which addresses it has, the id-bearing ones from the frame's data (and the notices and
 * events lists, read here). A page left out says why. URLs are on the site's public origin.
 */
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import type { Frame } from '../frame/load';
import { QUALITY_MENUS } from '../frame/menus';
import { type Section, sectionOn } from '../frame/sections';
import { withLang } from '../i18n/current';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '../i18n/languages';
import { type Day, dayOfTimestamp, eventDay, zonedDay } from '../lib/dates';
import type { Page, ParamsOf, Tabs } from '../paths';
import { GALLERY_KINDS, href, PAGES, qualityPages, TABS } from '../paths';
import { api, PAGE } from '../provider/api';
import { type Id, id } from '../provider/params';
import type { Notice } from '../provider/schemas/announcement';
import type { Event } from '../provider/schemas/event';

export const seo = new Hono<AppEnv>();

/**
 * What the sitemap knows of an institute: its frame, the lists the frame does not hold, and its
 * day and time zone (for the notices' and events' dates).
 */
type Site = { frame: Frame; notices: Notice[]; events: Event[]; today: Day; timeZone: string };

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
function sitemapPaths(site: Site): string[] {
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

/**
 * The provider's date of a page, by its path (in the current language): a notice's publication
 * day and an event's day, when that is not still to come (a later day is not when the page was
 * written). Days in the W3C format `lastmod` takes (YYYY-MM-DD); pages without one have none.
 */
function lastmods(site: Site): Map<string, Day> {
  const dates = new Map<string, Day>();
  if (section('notices')(site))
    for (const { item, checked } of idsOf(site.notices)) {
      const day = dayOfTimestamp(item.createdAt, site.timeZone);
      if (day) dates.set(href(PAGES.notice, { noticeId: checked }), day);
    }
  for (const { item, checked } of idsOf(site.events)) {
    const day = eventDay(item.event_date);
    if (day && day <= site.today) dates.set(href(PAGES.event, { eventId: checked }), day);
  }
  return dates;
}

const xmlEscape = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** A preview address's robots.txt: nothing to crawl, and no sitemap named (decision 073). */
const PREVIEW_ROBOTS = 'User-agent: *\nDisallow: /\n';

seo.get(PAGES.robots.pattern, (c) => {
  if (c.var.site.preview)
    return c.text(PREVIEW_ROBOTS, 200, { 'Cache-Control': 'public, max-age=3600' });
  const sitemap = `${c.var.site.origin}${href(PAGES.sitemap, {})}`;
  const body = `User-agent: *\nAllow: /\nDisallow: /__purge\n\nSitemap: ${sitemap}\n`;
  return c.text(body, 200, { 'Cache-Control': 'public, max-age=3600' });
});

/**
 * The sitemaps.org protocol's limits of one sitemap file: 50,000 URLs and 50 MB (52,428,800
 * bytes) uncompressed, each URL under 2,048 characters. Past them, sitemap.xml is an index of
 * parts (`/sitemap-1.xml`…), each within them (docs/decisions/052-provider-answers-have-a-size.md).
 */
const SITEMAP_MAX_URLS = 50_000;
const SITEMAP_MAX_BYTES = 52_428_800;
const MAX_URL_CHARS = 2047;
/**
 * The most parts an index lists: the bound of one request's work, whatever the provider sends
 * (500,000 URLs, hundreds of times the richest demo institute's). Pages past it are left out.
 */
const SITEMAP_MAX_PARTS = 10;

const URLSET_OPEN = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  '',
].join('\n');
const URLSET_CLOSE = '</urlset>\n';
const XML_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600',
};

const utf8 = new TextEncoder();

/**
 * The sitemap's `<url>` blocks, each page in every language (one list per language, built side
 * by side by the same `sitemapPaths`), with Google's `xhtml:link` alternates. A page with a URL
 * the protocol would refuse (2,048 characters or more, in any language) is left out.
 */
function urlBlocks(site: Site, origin: string) {
  const lists = LANGUAGES.map((lang) => withLang(lang, () => sitemapPaths(site)));
  const dates = withLang(DEFAULT_LANG, () => lastmods(site));
  const neutral = lists[LANGUAGES.indexOf(DEFAULT_LANG)];
  const pages = lists[0].flatMap((_, i) =>
    lists.every((paths) => origin.length + paths[i].length <= MAX_URL_CHARS) ? [i] : [],
  );
  const url = (lang: Lang, i: number) => xmlEscape(origin + lists[LANGUAGES.indexOf(lang)][i]);
  const alternates = (i: number) =>
    [...LANGUAGES, 'x-default' as const].map(
      (lang) =>
        `    <xhtml:link rel="alternate" hreflang="${lang}" href="${url(lang === 'x-default' ? DEFAULT_LANG : lang, i)}"/>`,
    );
  const count = LANGUAGES.length * pages.length;
  /** Block `n`: languages one after another, each with every page in table order. */
  /** The day block `n`'s page last changed, when known. */
  const dayOf = (n: number) => dates.get(neutral[pages[n % pages.length]]);
  const block = (n: number) => {
    const lang = LANGUAGES[Math.floor(n / pages.length)];
    const i = pages[n % pages.length];
    const day = dayOf(n);
    const lastmod = day ? [`    <lastmod>${day}</lastmod>`] : [];
    const lines = [
      '  <url>',
      `    <loc>${url(lang, i)}</loc>`,
      ...lastmod,
      ...alternates(i),
      '  </url>',
    ];
    return `${lines.join('\n')}\n`;
  };
  return { count, block, dayOf };
}

/**
 * The blocks of each part, `[first, end)`: as many as fit the protocol's limits, at most
 * SITEMAP_MAX_PARTS parts. Each block is built to be measured and let go, so one request never
 * holds more than the part it answers.
 */
function partsOf({ count, block }: ReturnType<typeof urlBlocks>): [number, number][] {
  const room = SITEMAP_MAX_BYTES - utf8.encode(URLSET_OPEN + URLSET_CLOSE).length;
  const parts: [number, number][] = [];
  let first = 0;
  let bytes = 0;
  for (let n = 0; n < count && parts.length < SITEMAP_MAX_PARTS; n++) {
    const size = utf8.encode(block(n)).length;
    if (n - first === SITEMAP_MAX_URLS || bytes + size > room) {
      parts.push([first, n]);
      first = n;
      bytes = 0;
    }
    bytes += size;
  }
  if (parts.length < SITEMAP_MAX_PARTS) parts.push([first, count]);
  return parts;
}

/** A `<urlset>` of blocks `[first, end)`. */
function urlset({ block }: ReturnType<typeof urlBlocks>, [first, end]: [number, number]) {
  const body: string[] = [URLSET_OPEN];
  for (let n = first; n < end; n++) body.push(block(n));
  body.push(URLSET_CLOSE);
  return body.join('');
}

/** The address of part `n` (1-based) of the sitemap. */
const partHref = (origin: string, n: number) => `${origin}/sitemap-${n}.xml`;

/** The institute's lists the sitemap needs beyond the frame: its notices and events. */
async function sitemapSite(c: Context<AppEnv>): Promise<Site> {
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
  const { now, timeZone } = c.var.config;
  return {
    frame,
    notices: notices?.ok ? notices.value : [],
    events: events?.ok ? events.value : [],
    today: zonedDay(now(), timeZone).day,
    timeZone,
  };
}

// A preview address has no sitemap: its URLs are not the site's (decision 073).
seo.get(PAGES.sitemap.pattern, async (c, next) => {
  if (c.var.site.preview) return next();
  const origin = c.var.site.origin;
  const blocks = urlBlocks(await sitemapSite(c), origin);
  const parts = partsOf(blocks);
  if (parts.length === 1) return c.body(urlset(blocks, parts[0]), 200, XML_HEADERS);
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map(([first, end], i) => {
      // A part changed when its newest page did (W3C days compare as text).
      let latest = '';
      for (let n = first; n < end; n++) latest = [latest, blocks.dayOf(n) ?? ''].sort()[1];
      const lastmod = latest ? `<lastmod>${latest}</lastmod>` : '';
      return `  <sitemap><loc>${xmlEscape(partHref(origin, i + 1))}</loc>${lastmod}</sitemap>`;
    }),
    '</sitemapindex>',
    '',
  ].join('\n');
  return c.body(body, 200, XML_HEADERS);
});

/**
 * Part `n` of a sitemap too big for one file. A number it has no part for goes on to the
 * branded 404 (after the renderer, which the 404 page needs); past SITEMAP_MAX_PARTS without
 * the sitemap's reads.
 */
seo.get('/:part{sitemap-[1-9][0-9]*\\.xml}', async (c, next) => {
  const n = Number(c.req.param('part').slice('sitemap-'.length, -'.xml'.length));
  if (n > SITEMAP_MAX_PARTS || c.var.site.preview) return next();
  const blocks = urlBlocks(await sitemapSite(c), c.var.site.origin);
  const parts = partsOf(blocks);
  if (parts.length === 1 || n > parts.length) return next();
  return c.body(urlset(blocks, parts[n - 1]), 200, XML_HEADERS);
});
