import { type ReactNode, Suspense, use } from 'react';
import { StrokeIcon } from '../../../client/components/StrokeIcon';
import Drawer from '../../../client/islands/Drawer';
import SiteSearch from '../../../client/islands/SiteSearch';
import { type FrameCore, type Frame as FrameData, withoutMenus } from '../../frame/load';
import {
  dynamicMenus,
  mainMenu,
  type NavItem,
  socialLinks,
  studentCornerMenu,
} from '../../frame/menus';
import { safeHref } from '../../lib/url';
import { href, PAGES } from '../../paths';
import { headerSearchLabels } from '../../search/labels';
import { type FileUrls, useFileUrl } from '../FileLink';
import { Island } from '../Island';
import { Footer } from './Footer';
import { Header } from './Header';
import { MenuList } from './MenuList';
import { TopBar } from './TopBar';

export type FrameLinks = { loginUrl: string };

/**
 * Header, navigation bar, page content and footer, shared by every page (spec 2.1). `menus` is
 * the whole frame; while it is still a promise, the top bar and the menu bar stream in behind
 * Suspense and show meanwhile the menus that need no further read (plain HTML, working without
 * JavaScript).
 */
export function Frame({
  frame,
  menus,
  links,
  year,
  children,
}: {
  frame: FrameCore;
  menus: FrameData | Promise<FrameData>;
  links: FrameLinks;
  year: number;
  children: ReactNode;
}) {
  const lc = frame.profile.landing_control;
  const h = lc.home_header_object;
  const ins = frame.institute;
  const name = h.ins_name || ins.insName || frame.profile.insName;
  const address = h.ins_address || ins.insAddress || frame.profile.insAddress;
  const phone = h.ins_phone_number || ins.insPhoneNumber || frame.profile.insPhoneNumber;
  const email = h.ins_email || ins.insEmail || frame.profile.insEmail;
  const social = socialLinks(frame);
  const files = useFileUrl();
  const nav =
    menus instanceof Promise
      ? menus.then((full) => navOf(full, links, files))
      : navOf(menus, links, files);
  // While the menus stream: those that need no further read.
  const pending = nav instanceof Promise ? navOf(withoutMenus(frame), links, files) : null;
  const topBar = (n: Nav) => (
    <TopBar social={social} dynamic={n.dynamic} studentCorner={n.corner} loginUrl={n.login} />
  );
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <WithNav nav={nav} fallback={pending && topBar(pending)}>
        {topBar}
      </WithNav>
      <Header
        name={name}
        logo={files(h.ins_logo)}
        affiliation={h.affiliation_with}
        affiliationLogo={files(h.affiliation_logo)}
        accreditations={h.accreditations}
        address={address}
        phone={phone}
        email={email}
        search={
          <Island
            name="SiteSearch"
            id="header-search"
            component={SiteSearch}
            props={{ ...searchForm(), ...headerSearchLabels(), id: 'header-search' }}
            hydrate="interaction"
          />
        }
      />
      <WithNav nav={nav} fallback={pending && <NavBar nav={pending} pending />}>
        {(n) => <NavBar nav={n} />}
      </WithNav>
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
  login?: string;
  drawer: NavItem[];
};

/** The menus of the header and the drawer (the breadcrumbs and the site map page use them too). */
export function navOf(frame: FrameData, links: FrameLinks, files: FileUrls): Nav {
  const menu = mainMenu(frame, files);
  const dynamic = dynamicMenus(frame, files);
  const corner = studentCornerMenu(frame, files);
  const login = safeHref(links.loginUrl);
  const quick = [
    ...dynamic,
    { label: 'New Admission', href: href(PAGES.applications, {}) },
    ...(corner ? [corner] : []),
    { label: 'Photo Gallery', href: href(PAGES.galleries, { kind: 'photo' }) },
    { label: 'Video Gallery', href: href(PAGES.galleries, { kind: 'video' }) },
    { label: 'Contact Us', href: href(PAGES.contact, {}) },
    ...(login ? [{ label: 'Login', href: login, external: true }] : []),
  ];
  return { menu, dynamic, corner, login, drawer: [...menu, ...quick] };
}

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
 * (no island). On phones this is the sticky bar: Menu, Search (the results page with its form;
 * the drawer has the form too) and New Admission, the top bar's links being in the drawer
 * (decision 019).
 */
function NavBar({ nav, pending = false }: { nav: Nav; pending?: boolean }) {
  const drawer = { label: 'Menu', items: nav.drawer, searchAction: searchForm().action };
  return (
    <div className="navbar">
      {pending ? (
        <Drawer id="drawer-pending" {...drawer} />
      ) : (
        <Island name="Drawer" id="drawer" component={Drawer} props={{ id: 'drawer', ...drawer }} />
      )}
      <nav className="menubar" aria-label="Main" aria-busy={pending || undefined}>
        <MenuList items={nav.menu} />
      </nav>
      <a className="navbar-search narrow-only" href={searchForm().action}>
        <StrokeIcon name="search" />
        <span className="navbar-search-label">Search</span>
      </a>
      <a className="new-admission narrow-only" href={href(PAGES.applications, {})}>
        New Admission
      </a>
    </div>
  );
}
