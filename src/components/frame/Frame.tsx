import { Suspense, use, type ReactNode } from 'react';
import Drawer from '../../../client/islands/Drawer';
import { withoutMenus, type Frame as FrameData, type FrameCore } from '../../middleware/frame';
import { fileUrl, safeHref } from '../../lib/url';
import { Island } from '../Island';
import { Footer } from './Footer';
import { Header } from './Header';
import { MenuList } from './MenuList';
import { dynamicMenus, mainMenu, socialLinks, studentCornerMenu, type SocialLink } from './menus';
import { TopBar } from './TopBar';

export type FrameLinks = { filesBase: string; loginUrl: string };

/**
 * Header, navigation bar, page content and footer, shared by every page (spec 2.1). `menus` is
 * the whole frame; while it is still a promise, the top bar and the menu bar stream in behind
 * Suspense and show meanwhile the menus that need no further read (plain HTML, working without
 * JavaScript).
 */
export function Frame({ frame, menus, links, year, children }: { frame: FrameCore; menus: FrameData | Promise<FrameData>; links: FrameLinks; year: number; children: ReactNode }) {
  const lc = frame.profile.landing_control;
  const h = lc.home_header_object;
  const ins = frame.institute;
  const name = h.ins_name || ins.insName || frame.profile.insName;
  const address = h.ins_address || ins.insAddress || frame.profile.insAddress;
  const phone = h.ins_phone_number || ins.insPhoneNumber || frame.profile.insPhoneNumber;
  const email = h.ins_email || ins.insEmail || frame.profile.insEmail;
  const social = socialLinks(frame);
  const pending = withoutMenus(frame);
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <WithMenus menus={menus} fallback={<Bar frame={pending} social={social} links={links} />}>
        {(full) => <Bar frame={full} social={social} links={links} />}
      </WithMenus>
      <Header
        name={name}
        logo={fileUrl(links.filesBase, h.ins_logo)}
        affiliation={h.affiliation_with}
        affiliationLogo={fileUrl(links.filesBase, h.affiliation_logo)}
        accreditations={h.accreditations}
        address={address}
        phone={phone}
        email={email}
      />
      <WithMenus menus={menus} fallback={<NavBar frame={pending} links={links} pending />}>
        {(full) => <NavBar frame={full} links={links} />}
      </WithMenus>
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

/** `children(frame)` now, or behind a Suspense boundary until the frame's menus arrive. */
function WithMenus({ menus, fallback, children }: { menus: FrameData | Promise<FrameData>; fallback: ReactNode; children: (frame: FrameData) => ReactNode }) {
  if (!(menus instanceof Promise)) return children(menus);
  return (
    <Suspense fallback={fallback}>
      <Awaited menus={menus}>{children}</Awaited>
    </Suspense>
  );
}

function Awaited({ menus, children }: { menus: Promise<FrameData>; children: (frame: FrameData) => ReactNode }) {
  return children(use(menus));
}

function Bar({ frame, social, links }: { frame: FrameData; social: SocialLink[]; links: FrameLinks }) {
  return <TopBar social={social} dynamic={dynamicMenus(frame, links.filesBase)} studentCorner={studentCornerMenu(frame, links.filesBase)} loginUrl={safeHref(links.loginUrl)} />;
}

/** The menu bar and the mobile drawer. While the menus stream, the drawer is its plain `<details>` (no island). */
function NavBar({ frame, links, pending = false }: { frame: FrameData; links: FrameLinks; pending?: boolean }) {
  const menu = mainMenu(frame, links.filesBase);
  const dynamic = dynamicMenus(frame, links.filesBase);
  const corner = studentCornerMenu(frame, links.filesBase);
  const quick = [
    ...dynamic,
    { label: 'New Admission', href: '/admission/application' },
    ...(corner ? [corner] : []),
    { label: 'Photo Gallery', href: '/photo/gallery' },
    { label: 'Video Gallery', href: '/video/gallery' },
    { label: 'Contact Us', href: '/contact/us' },
    ...(safeHref(links.loginUrl) ? [{ label: 'Login', href: safeHref(links.loginUrl), external: true }] : []),
  ];
  const drawer = { label: 'Menu', items: [...menu, ...quick] };
  return (
    <div className="navbar">
      {pending ? <Drawer id="drawer-pending" {...drawer} /> : <Island name="Drawer" id="drawer" component={Drawer} props={{ id: 'drawer', ...drawer }} />}
      <nav className="menubar" aria-label="Main" aria-busy={pending || undefined}>
        <MenuList items={menu} />
      </nav>
    </div>
  );
}
