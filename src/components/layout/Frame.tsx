import { type ReactNode, Suspense, use } from 'react';
import type { LanguageLink } from '../../../client/components/LanguageLinks';
import { StrokeIcon } from '../../../client/components/StrokeIcon';
import { TextSizeTargets } from '../../../client/components/TextSizeLinks';
import Drawer, { type DrawerProps } from '../../../client/islands/Drawer';
import SiteSearch from '../../../client/islands/SiteSearch';
import { officeContact } from '../../frame/contact';
import { type FrameCore, type Frame as FrameData, withoutMenus } from '../../frame/load';
import {
  dynamicMenus,
  mainMenu,
  type NavItem,
  socialLinks,
  studentCornerMenu,
} from '../../frame/menus';
import { messages } from '../../i18n/catalogue';
import { type FileUrls, safeHref } from '../../lib/url';
import { href, PAGES } from '../../paths';
import { headerSearchLabels } from '../../search/labels';
import { useFileUrl, usePictures } from '../FileLink';
import { Island } from '../Island';
import { Footer } from './Footer';
import { Header, LOGO_WIDTH } from './Header';
import { MenuList } from './MenuList';
import { TopBar } from './TopBar';

/**
 * The id of an empty element right after the header and the navigation bar. The document's
 * `<link rel="expect">` names it: the browser draws no frame before all of the chrome above the
 * content is parsed, so no part of it moves when the rest arrives
 * (docs/decisions/049-no-frame-of-half-a-header.md).
 */
export const HEADER_END_ID = 'header-end';

type FrameLinks = {
  loginUrl: string;
  /** The language switcher: this page (or, on a 404, home) in every language. */
  languages: LanguageLink[];
};

/**
 * Header, navigation bar, page content and footer, shared by every page (spec 2.1). `menus` is
 * the whole frame; while it is still a promise, the top bar and the menu bar stream in behind
 * Suspense and show meanwhile the menus that need no further read (plain HTML, working without
 * JavaScript).
 */
export function Frame({
  frame,
  menus,
  nav: built,
  links,
  year,
  nameInHero,
  children,
}: {
  frame: FrameCore;
  menus: FrameData | Promise<FrameData>;
  /** `navOf(menus, links)`, when the caller has built it already (for the breadcrumbs). */
  nav?: Nav;
  links: FrameLinks;
  year: number;
  /** The page's heading is the institute's name (the home page): see Header's `nameInHero`. */
  nameInHero?: boolean;
  children: ReactNode;
}) {
  const lc = frame.profile.landing_control;
  const h = lc.home_header_object;
  const { name, address, phone, email } = officeContact(frame);
  const social = socialLinks(frame);
  const files = useFileUrl();
  const pictures = usePictures();
  const t = messages().frame;
  const nav =
    built ??
    (menus instanceof Promise
      ? menus.then((full) => navOf(full, links, files))
      : navOf(menus, links, files));
  // While the menus stream: those that need no further read.
  const pending = nav instanceof Promise ? navOf(withoutMenus(frame), links, files) : null;
  const topBar = (n: Nav) => (
    <TopBar
      social={social}
      dynamic={n.dynamic}
      studentCorner={n.corner}
      applicationOpen={n.applicationOpen}
      loginUrl={n.login}
      languages={n.languages}
    />
  );
  return (
    <>
      <TextSizeTargets />
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <WithNav nav={nav} fallback={pending && topBar(pending)}>
        {topBar}
      </WithNav>
      <Header
        name={name}
        logo={pictures(h.ins_logo, LOGO_WIDTH)}
        affiliation={h.affiliation_with}
        affiliationLogo={pictures(h.affiliation_logo, LOGO_WIDTH)}
        accreditations={h.accreditations}
        address={address}
        phone={phone}
        email={email}
        languages={links.languages}
        nameInHero={nameInHero}
        search={
          <Island
            component={SiteSearch}
            id="header-search"
            props={{ ...searchForm(), ...headerSearchLabels() }}
            hydrate="interaction"
          />
        }
      />
      <WithNav nav={nav} fallback={pending && <NavBar nav={pending} t={t} pending />}>
        {(n) => <NavBar nav={n} t={t} />}
      </WithNav>
      <span id={HEADER_END_ID} hidden />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer
        howToReach={lc.footer_links.how_to_reach}
        social={social}
        usefulLinks={lc.usefull_links.map((l) => ({ label: l.attach, href: safeHref(l.link) }))}
        address={address}
        phone={phone}
        email={email}
        year={year}
      />
    </>
  );
}

/** Where every site search form sends its words, and where its instant list asks. */
const searchForm = () => ({
  action: href(PAGES.search, {}),
  endpoint: href(PAGES.searchJson, {}),
});

/** What the top bar, the menu bar and the mobile drawer show, built once per page. */
export type Nav = {
  menu: NavItem[];
  dynamic: NavItem[];
  corner: NavItem | null;
  /** New Admission is linked (top bar, phone bar, drawer) only while an application is open. */
  applicationOpen: boolean;
  login?: string;
  drawer: NavItem[];
  languages: LanguageLink[];
};

/** The frame's labels in the page's language. */
type FrameLabels = ReturnType<typeof messages>['frame'];

/** The menus of the header and the drawer (the breadcrumbs and the site map page use them too). */
export function navOf(
  frame: FrameData,
  links: Pick<FrameLinks, 'loginUrl'> & Partial<FrameLinks>,
  files: FileUrls,
): Nav {
  const t = messages().frame;
  const menu = mainMenu(frame, files);
  const dynamic = dynamicMenus(frame, files);
  const corner = studentCornerMenu(frame, files);
  const login = safeHref(links.loginUrl);
  const quick = [
    ...dynamic,
    ...(frame.applicationOpen
      ? [{ label: t.newAdmission, href: href(PAGES.applications, {}) }]
      : []),
    ...(corner ? [corner] : []),
    { label: t.photoGallery, href: href(PAGES.galleries, { kind: 'photo' }) },
    { label: t.videoGallery, href: href(PAGES.galleries, { kind: 'video' }) },
    { label: t.contactUs, href: href(PAGES.contact, {}) },
    ...(login ? [{ label: t.login, href: login, external: true }] : []),
  ];
  const languages = links.languages ?? [];
  return {
    menu,
    dynamic,
    corner,
    applicationOpen: frame.applicationOpen,
    login,
    drawer: [...menu, ...quick],
    languages,
  };
}

/** Names each dropdown's entry for its own page ("Admission: overview") in the page's language. */

/** `children(nav)` now, or behind a Suspense boundary until the frame's menus arrive. */
function WithNav({
  nav,
  fallback,
  children,
}: {
  nav: Nav | Promise<Nav>;
  fallback: ReactNode;
  children: (nav: Nav) => ReactNode;
}) {
  if (!(nav instanceof Promise)) return children(nav);
  return (
    <Suspense fallback={fallback}>
      <Awaited nav={nav}>{children}</Awaited>
    </Suspense>
  );
}

function Awaited({ nav, children }: { nav: Promise<Nav>; children: (nav: Nav) => ReactNode }) {
  return children(use(nav));
}

/**
 * The menu bar and the mobile drawer. While the menus stream, the drawer is its plain `<details>`
 * (no island). On phones this is the sticky bar: Menu, Search (a link to the search page, its
 * field focused; with JavaScript it opens the drawer at its search field, focused in the same
 * tap: client/islands/Drawer.tsx) and New Admission (while an application is open, decision 062),
 * the top bar's links being in the drawer (decision 019).
 */
function NavBar({ nav, t, pending = false }: { nav: Nav; t: FrameLabels; pending?: boolean }) {
  const drawer: Omit<DrawerProps, 'id'> = {
    label: t.menu,
    items: nav.drawer,
    searchAction: searchForm().action,
    labels: {
      close: t.closeMenu,
      searchForm: t.searchInMenu,
      searchField: t.searchThisSite,
      searchButton: t.search,
      languages: t.language,
      textSize: t.textSize,
    },
    languages: nav.languages,
  };
  return (
    <div className="navbar">
      {pending ? (
        <Drawer id="drawer-pending" {...drawer} />
      ) : (
        <Island component={Drawer} id="drawer" props={drawer} />
      )}
      <nav className="menubar" aria-label={t.mainNav} aria-busy={pending || undefined}>
        <MenuList items={nav.menu} />
      </nav>
      <a className="navbar-search narrow-only" href={searchForm().action}>
        <StrokeIcon name="search" />
        <span className="navbar-search-label">{t.search}</span>
      </a>
      {nav.applicationOpen && (
        <a className="new-admission narrow-only" href={href(PAGES.applications, {})}>
          {t.newAdmission}
        </a>
      )}
    </div>
  );
}
