import type { NavItem, SocialLink } from '../../frame/menus';
import { href, PAGES } from '../../paths';
import { MenuEntry, MenuLink } from './MenuList';
import { SocialIcons } from './SocialIcons';

export type TopBarProps = {
  social: SocialLink[];
  dynamic: NavItem[];
  studentCorner: NavItem | null;
  loginUrl?: string;
};

/**
 * Social links, the institute's dynamic tabs, New Admission, Student Corner, galleries, contact,
 * Login (spec 2.1). Wide screens only: on phones the drawer lists these links and the sticky bar
 * carries New Admission (decision 019).
 */
export function TopBar({ social, dynamic, studentCorner, loginUrl }: TopBarProps) {
  return (
    <div className="topbar">
      <SocialIcons links={social} />
      <nav className="topbar-links" aria-label="Quick">
        <ul>
          {dynamic.map((item, i) => (
            <li key={`d${i}`} className="dropdown-dynamic">
              <MenuEntry item={item} />
            </li>
          ))}
          <li>
            <a
              className="new-admission wide-only"
              href={href(PAGES.admission, {}, { tab: 'new-admission' })}
            >
              New Admission
            </a>
          </li>
          {studentCorner && (
            <li className="dropdown-dynamic">
              <MenuEntry item={studentCorner} />
            </li>
          )}
          <li>
            <a href={href(PAGES.galleries, { kind: 'photo' })}>Photo Gallery</a>
          </li>
          <li>
            <a href={href(PAGES.galleries, { kind: 'video' })}>Video Gallery</a>
          </li>
          <li>
            <a href={href(PAGES.contact, {})}>Contact Us</a>
          </li>
          {loginUrl && (
            <li>
              <MenuLink
                className="login"
                item={{ label: 'Login', href: loginUrl, external: true }}
              />
            </li>
          )}
        </ul>
      </nav>
    </div>
  );
}
