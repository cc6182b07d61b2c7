/** Rendering a page inside the shared frame, with the head every page shares. */
import type { Context } from 'hono';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { emptySiteState } from '../../client/state';
import { type DeviceClass, deviceClass } from '../cache/variant';
import { DocumentFactsProvider } from '../components/DocumentFacts';
import { FilesProvider, fileHrefs, pictureSources } from '../components/FileLink';
import { TrailContext } from '../components/layout/Breadcrumbs';
import type { HeadLink } from '../components/layout/Document';
import { Frame, type Nav, navOf } from '../components/layout/Frame';
import { viewerLabels } from '../components/SiteState';
import { documentFactsOf } from '../documents/requestFacts';
import type { AppEnv } from '../env';
import { breadcrumbJsonLd, breadcrumbTrail, type TrailHints } from '../frame/breadcrumbs';
import type { FrameCore, Frame as FrameData } from '../frame/load';
import { currentLang } from '../i18n/current';
import {
  DEFAULT_LANG,
  LANGUAGES,
  type Lang,
  localizePath,
  OWN_NAME,
  splitLanguage,
} from '../i18n/languages';
import { pageFilesOf } from '../images/pageFiles';
import { themeOf } from '../lib/color';
import { truncate } from '../lib/text';
import { mailHref, originOf, safeHref } from '../lib/url';

/** schema.org CollegeOrUniversity for search engines: name, logo, address, phone, email, social profiles. */
export function institutionJsonLd(frame: FrameCore, origin: string, logo: string | undefined) {
  const h = frame.profile.landing_control.home_header_object;
  const f = frame.profile.landing_control.footer_links;
  const email = h.ins_email || frame.institute.insEmail;
  const sameAs = [
    f.facebook_link,
    f.twitter_link,
    f.linkedin_link,
    f.youtube_link,
    f.instagram_link,
  ]
    .map(safeHref)
    .filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'CollegeOrUniversity',
    name: h.ins_name || frame.institute.insName,
    url: `${origin}/`,
    ...(logo ? { logo } : {}),
    ...(h.ins_address || frame.institute.insAddress
      ? { address: h.ins_address || frame.institute.insAddress }
      : {}),
    ...(h.ins_phone_number || frame.institute.insPhoneNumber
      ? { telephone: h.ins_phone_number || frame.institute.insPhoneNumber }
      : {}),
    // Only one address: the same test as the page's mail links.
    ...(mailHref(email) ? { email: email.trim() } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/**
 * The frame for a page whose status does not hang on the menus. When this request has already
 * waited on the provider (a cold cache), the menus' one or two further round trips may be slow:
 * the page gets the core now and its menus behind Suspense, which the renderer waits for up to
 * `WHOLE_PAGE_MS` and streams only if they are later (decision 055). From the cache they are a
 * few milliseconds away, so the page waits for them here and renders no fallback at all.
 */
export async function frameForFirstByte(
  c: Context<AppEnv>,
): Promise<{ frame: FrameCore; menus: FrameData | Promise<FrameData> }> {
  const frame = await c.var.frameCore;
  const waited = c.var.provider.log.some(
    (read) => read.outcome === 'miss' || read.outcome === 'fail',
  );
  return { frame, menus: waited ? c.var.frame : await c.var.frame };
}

/** The visitor's device class; only the pages cache/variant.ts lists may depend on it. */
export function device(c: Context<AppEnv>): DeviceClass {
  c.header('Vary', 'User-Agent');
  return deviceClass(c.req.header('user-agent') ?? '');
}

type PageOptions = {
  pageTitle?: string;
  /** A 404, 429 or 503 page in the frame: no breadcrumb trail, no page JSON-LD. */
  status?: 200 | 404 | 429 | 503;
  /** The page's canonical path and query, when not its bare path (a paged list's later pages). */
  canonical?: string;
  /** Links in the head besides the canonical one (feeds, a paged list's neighbours). */
  links?: readonly HeadLink[];
  /** Where an inner page sits when the menus do not say (frame/breadcrumbs.ts). */
  breadcrumb?: TrailHints;
  /** The page's own JSON-LD (an event page's schema.org Event), after the institute's. */
  jsonLd?: Record<string, unknown>;
  /** The page's heading is the institute's name (the home page's hero). */
  nameInHero?: boolean;
};

const isError = (options: PageOptions) => (options.status ?? 200) !== 200;
/** A 404, or a 429 (decision 071): one page whatever the address, which it does not name. */
const anyAddress = (options: PageOptions) => options.status === 404 || options.status === 429;

/** A page in the whole frame; or in its core, with the menus streaming in when `menus` settles. */
export function renderPage(
  c: Context<AppEnv>,
  frame: FrameData,
  content: ReactElement,
  options?: PageOptions,
): Response | Promise<Response>;
export function renderPage(
  c: Context<AppEnv>,
  frame: FrameCore,
  content: ReactElement,
  options: PageOptions & { menus: FrameData | Promise<FrameData> },
): Response | Promise<Response>;
export function renderPage(
  c: Context<AppEnv>,
  frame: FrameCore,
  content: ReactElement,
  options: PageOptions & { menus?: FrameData | Promise<FrameData> } = {},
) {
  const lc = frame.profile.landing_control;
  const name = lc.home_header_object.ins_name || frame.institute.insName || c.var.site.name;
  const about = lc.about_us_institute_object.ins_about;
  const files = pageFilesOf(c);
  const pictures = pictureSources(files);
  // The tab's icon small (on this origin, as the page is), link previews' picture large enough
  // for their cards and absolute (a crawler reads it out of the page).
  const favicon = pictures(lc.home_header_object.ins_logo, 32)?.src;
  const logo = absolute(c, pictures(lc.home_header_object.ins_logo, 400)?.src);
  const lang = currentLang();
  // The switcher's target: this page in each language; a 404 (one page for every unknown
  // address) leads to each language's home.
  const path = anyAddress(options) ? '/' : samePage(c, options);
  const languages = LANGUAGES.map((language) => ({
    lang: language,
    name: OWN_NAME[language],
    href: localizePath(path, language),
    current: language === lang,
  }));
  const links = { loginUrl: c.var.config.loginUrl, languages };
  // With the whole frame at hand, the menus are built once, for the breadcrumbs and the header.
  const nav = options.menus ? undefined : navOf(frame as FrameData, links, fileHrefs(files));
  const trail = pageTrail(c, nav, options);
  c.status(options.status ?? 200);
  return c.render(
    <FilesProvider files={files}>
      <TrailContext value={trail}>
        <Frame
          frame={frame}
          menus={options.menus ?? (frame as FrameData)}
          nav={nav}
          links={links}
          year={new Date().getUTCFullYear()}
          nameInHero={options.nameInHero}
        >
          <DocumentFactsProvider reader={documentFactsOf(c)}>{content}</DocumentFactsProvider>
        </Frame>
      </TrailContext>
    </FilesProvider>,
    {
      head: {
        title: name,
        description: truncate(
          options.pageTitle
            ? `${options.pageTitle} — ${name}`
            : about || `${name}: admissions, departments, notices, events and galleries.`,
          160,
        ),
        favicon,
        image: logo,
        pageTitle: options.pageTitle ? `${options.pageTitle} | ${name}` : name,
        jsonLd: institutionJsonLd(frame, c.var.site.origin, logo),
        breadcrumbLd: trail ? breadcrumbJsonLd(trail, c.var.site.origin) : undefined,
        pageLd: isError(options) ? undefined : options.jsonLd,
        // A 404 (or 429) page is the same for every address (and cached as one): it names none. A
        // preview names none either: its address is not the site's (decision 073).
        ...pageAddresses(
          lang,
          c.var.site.origin,
          anyAddress(options) || c.var.site.preview ? null : path,
        ),
        noindex: c.var.site.preview,
        links: options.links,
        theme: themeOf(lc.home_background_object.color_theme),
        // Pictures come from this origin through the image route; without it, from the file host.
        filesOrigin: files.sign ? undefined : originOf(files.base) || undefined,
        state: {
          ...emptySiteState(),
          name: c.var.site.name,
          shortName: c.var.site.shortName,
          id: c.var.site.insId,
          viewer: viewerLabels(),
        },
      },
    },
  );
}

/** The page's language-neutral path and canonical query: the same page in every language. */
function samePage(c: Context<AppEnv>, options: PageOptions): string {
  // `options.canonical` is built by `href`, in this language already; the route's path is not.
  return options.canonical ? splitLanguage(options.canonical).path : c.req.path;
}

/**
 * An inner page's breadcrumb trail, from the menus the header shows; none on the home page (whose
 * menus may still be streaming) and on an error page (the 404 is the same for every address).
 */
function pageTrail(c: Context<AppEnv>, nav: Nav | undefined, options: PageOptions) {
  if (isError(options) || !nav || c.req.path === '/') return null;
  const name = options.breadcrumb?.crumb ?? options.pageTitle ?? '';
  return breadcrumbTrail(nav.drawer, c.req.path, name, options.breadcrumb);
}

/**
 * The page's language, canonical address and its `hreflang` alternates: the same path in every
 * language and `x-default` (English). A 404 page is the same for every unknown address (and
 * cached as one): it names none.
 */
function pageAddresses(lang: Lang, origin: string, path: string | null) {
  if (path === null) return { lang };
  const at = (language: Lang) => `${origin}${localizePath(path, language)}`;
  return {
    lang,
    canonical: at(lang),
    alternates: [
      ...LANGUAGES.map((language) => ({ hreflang: language, href: at(language) })),
      { hreflang: 'x-default', href: at(DEFAULT_LANG) },
    ],
  };
}

/**
 * An HTML fragment without the frame (a lazily loaded section), with the page's files host. Its
 * pictures keep the boxes they are given: a synchronous render cannot wait for their sizes.
 */
export function renderFragment(c: Context<AppEnv>, content: ReactElement) {
  const files = { ...pageFilesOf(c), sizes: undefined };
  return c.html(renderToString(<FilesProvider files={files}>{content}</FilesProvider>));
}

/** A site address made absolute on the institute's origin; a file host URL stays as it is. */
export function absolute(c: Context<AppEnv>, src: string | undefined): string | undefined {
  return src?.startsWith('/') ? `${c.var.site.origin}${src}` : src;
}
