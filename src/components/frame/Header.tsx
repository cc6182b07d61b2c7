import type { ReactNode } from 'react';
import { messages } from '../../i18n/catalogue';
import { mailHref, telHref } from '../../lib/url';
import { href, PAGES } from '../../paths';

export type HeaderProps = {
  name: string;
  logo?: string;
  affiliation: string;
  affiliationLogo?: string;
  accreditations: string;
  address: string;
  phone: string;
  email: string;
  /** The site search form (shown on wide screens; phones reach search from the sticky bar). */
  search?: ReactNode;
};

export const PLACEHOLDER_LOGO = '/img/placeholder-logo.svg';

/**
 * The header band: logo, affiliation, name, accreditations, address, Call Now, Email Now,
 * affiliation logo. The logos are `fetchPriority="low"` so React does not preload them: only the
 * page's largest picture is preloaded (docs/decisions/028-paint-first-frame.md).
 */
export function Header(p: HeaderProps) {
  const tel = telHref(p.phone);
  const mail = mailHref(p.email);
  const t = messages().frame;
  return (
    <header className="header-band">
      <a href={href(PAGES.home, {})} className="header-logo">
        <img
          src={p.logo ?? PLACEHOLDER_LOGO}
          alt={t.logo(p.name)}
          width="88"
          height="88"
          fetchPriority="low"
        />
      </a>
      <div className="header-text">
        {p.affiliation && <p className="affiliation">{p.affiliation}</p>}
        <p className="institute-name">
          <a href={href(PAGES.home, {})}>{p.name}</a>
        </p>
        {p.accreditations && <p className="badge">{p.accreditations}</p>}
        {p.address && <p className="address">{p.address}</p>}
        <p className="header-contact">
          {tel && <a href={tel}>{t.callNow(p.phone)}</a>}
          {mail && <a href={mail}>{t.emailNow(p.email)}</a>}
        </p>
      </div>
      <img
        className="affiliation-logo"
        src={p.affiliationLogo ?? PLACEHOLDER_LOGO}
        alt={p.affiliation ? t.logo(p.affiliation) : t.affiliationLogo}
        width="88"
        height="88"
        fetchPriority="low"
      />
      {p.search && <div className="header-search">{p.search}</div>}
    </header>
  );
}
