import { type LanguageLink, LanguageLinks } from '../../../client/components/LanguageLinks';
import { TextSizeLinks } from '../../../client/components/TextSizeLinks';
import type { NavItem, SocialLink } from '../../frame/menus';
import { messages } from '../../i18n/catalogue';
import { href, PAGES } from '../../paths';
import { MenuEntry, MenuLink } from './MenuList';
import { SocialIcons } from './SocialIcons';

type TopBarProps = {
  social: SocialLink[];
  dynamic: NavItem[];
  studentCorner: NavItem | null;
  /** Whether to link New Admission: only while an application is open. */
  applicationOpen: boolean;
  loginUrl?: string;
  languages: LanguageLink[];
};

/**
 * Social links, the institute's dynamic tabs, New Admission (while an application is open),
 * Student Corner, galleries, contact,
 * Login (spec 2.1). Wide screens only: on phones the drawer lists these links and the sticky bar
 * carries New Admission (decision 019).
 */
export function TopBar({
  social,
  dynamic,
  studentCorner,
  applicationOpen,
  loginUrl,
  languages,
}: TopBarProps) {
  const t = messages().frame;
  return (
    <div className="topbar">
      <SocialIcons links={social} />
      <nav className="topbar-links" aria-label={t.quickNav}>
        <ul>
          {dynamic.map((item, i) => (
            <li key={`d${i}`} className="dropdown-dynamic">
              <MenuEntry item={item} />
            </li>
          ))}
          {applicationOpen && (
            <li>
              <a
                className="new-admission wide-only"
                href={href(PAGES.admission, {}, { tab: 'new-admission' })}
              >
                {t.newAdmission}
              </a>
            </li>
          )}
          {studentCorner && (
            <li className="dropdown-dynamic">
              <MenuEntry item={studentCorner} />
            </li>
          )}
          <GalleryLinks />
          <li>
            <a href={href(PAGES.contact, {})}>{t.contactUs}</a>
          </li>
          {loginUrl && (
            <li>
              <MenuLink
                className="login"
                item={{ label: t.login, href: loginUrl, external: true }}
              />
            </li>
          )}
        </ul>
      </nav>
      <div className="topbar-tools">
        <LanguageLinks label={t.language} links={languages} />
        <TextSizeLinks labels={t.textSize} />
      </div>
    </div>
  );
}

/** The photo and video gallery links, as list items: the menu bar's and the footer's. */
export function GalleryLinks() {
  const t = messages().frame;
  return (
    <>
      <li>
        <a href={href(PAGES.galleries, { kind: 'photo' })}>{t.photoGallery}</a>
      </li>
      <li>
        <a href={href(PAGES.galleries, { kind: 'video' })}>{t.videoGallery}</a>
      </li>
    </>
  );
}
