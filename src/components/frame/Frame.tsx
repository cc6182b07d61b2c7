import type { ReactNode } from 'react';
import Drawer from '../../../client/islands/Drawer';
import type { Frame as FrameData } from '../../middleware/frame';
import { fileUrl, safeHref } from '../../lib/url';
import { Island } from '../Island';
import { Footer } from './Footer';
import { Header } from './Header';
import { MenuList } from './MenuList';
import { dynamicMenus, mainMenu, socialLinks, studentCornerMenu } from './menus';
import { TopBar } from './TopBar';

export type FrameLinks = { filesBase: string; loginUrl: string };

/** Header, navigation bar, page content and footer, shared by every page (spec 2.1). */
export function Frame({ frame, links, year, children }: { frame: FrameData; links: FrameLinks; year: number; children: ReactNode }) {
  const lc = frame.profile.landing_control;
  const h = lc.home_header_object;
  const ins = frame.institute;
  const name = h.ins_name || ins.insName || frame.profile.insName;
  const address = h.ins_address || ins.insAddress || frame.profile.insAddress;
  const phone = h.ins_phone_number || ins.insPhoneNumber || frame.profile.insPhoneNumber;
  const email = h.ins_email || ins.insEmail || frame.profile.insEmail;
  const social = socialLinks(frame);
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
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <TopBar social={social} dynamic={dynamic} studentCorner={corner} loginUrl={safeHref(links.loginUrl)} />
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
      <div className="navbar">
        <Island name="Drawer" id="drawer" component={Drawer} props={{ id: 'drawer', label: 'Menu', items: [...menu, ...quick] }} />
        <nav className="menubar" aria-label="Main">
          <MenuList items={menu} />
        </nav>
      </div>
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
