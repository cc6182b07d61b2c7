import type { ReactNode } from 'react';
import { type LanguageLink, LanguageLinks } from '../../../client/components/LanguageLinks';
import { messages } from '../../i18n/catalogue';
import { mailHref, telHref } from '../../lib/url';
import { href, PAGES } from '../../paths';
import type { PictureSource } from '../FileLink';

type HeaderProps = {
  name: string;
  logo?: PictureSource;
  affiliation: string;
  affiliationLogo?: PictureSource;
  accreditations: string;
  address: string;
  phone: string;
  email: string;
  /** The site search form (shown on wide screens; phones reach search from the sticky bar). */
  search?: ReactNode;
  /** The language switcher's links: phones show the other languages here (decision 069). */
  languages?: LanguageLink[];
  /**
   * The page's heading is the institute's name (the home page's hero): phones, short of room,
   * show it there only, not twice one above the other. The logo's text still names it.
   */
  nameInHero?: boolean;
};

const PLACEHOLDER_LOGO = '/img/placeholder-logo.svg';

/** The logos' widest box (site.css: 48px on phones, 88px from 901px). */
export const LOGO_WIDTH = 88;
const LOGO_SIZES = '(max-width: 900px) 48px, 88px';

/** A logo's `src`, and its resized candidates with their `sizes` when it has them. */
const logoSource = (logo: PictureSource | undefined) =>
  logo?.srcSet
    ? { src: logo.src, srcSet: logo.srcSet, sizes: LOGO_SIZES }
    : { src: logo?.src ?? PLACEHOLDER_LOGO };

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
    <header className={p.nameInHero ? 'header-band header-band--name-in-hero' : 'header-band'}>
      <a href={href(PAGES.home, {})} className="header-logo">
        <img
          {...logoSource(p.logo)}
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
        <OtherLanguages label={t.language} links={p.languages ?? []} />
        <p className="header-contact">
          {tel && <ContactLink href={tel} icon={PHONE_ICON} label={t.callLabel} value={p.phone} />}
          {mail && (
            <ContactLink href={mail} icon={MAIL_ICON} label={t.emailLabel} value={p.email} />
          )}
        </p>
      </div>
      <img
        className="affiliation-logo"
        {...logoSource(p.affiliationLogo)}
        alt={p.affiliation ? t.logo(p.affiliation) : t.affiliationLogo}
        width="88"
        height="88"
        fetchPriority="low"
      />
      {p.search && <div className="header-search">{p.search}</div>}
    </header>
  );
}

/**
 * On phones, the page in the other languages, each named in its own script, beside the badge:
 * on the first screen, where the top bar with the full switcher is not shown (decision 069).
 */
function OtherLanguages({ label, links }: { label: string; links: LanguageLink[] }) {
  const others = links.filter((link) => !link.current);
  if (others.length === 0) return null;
  return <LanguageLinks label={label} links={others} className="header-languages narrow-only" />;
}

const PHONE_ICON =
  'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z';
const MAIL_ICON =
  'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 2v.5l8 5 8-5V6zm0 2.85V18h16V8.85l-8 5z';

/**
 * The header's Call or Email link: a sign, the words (on phones for screen readers only, so the
 * link keeps to one line in every language) and the number or address.
 */
function ContactLink(props: { href: string; icon: string; label: string; value: string }) {
  return (
    <a href={props.href}>
      <svg className="header-contact-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={props.icon} />
      </svg>
      <span className="header-contact-label">{props.label} </span>
      {props.value}
    </a>
  );
}
