import type { ReactNode } from 'react';
import type { SocialLink } from '../../frame/menus';
import { messages } from '../../i18n/catalogue';
import { intlLocale } from '../../i18n/format';
import { mailHref, telHref } from '../../lib/url';
import { href, PAGES } from '../../paths';
import { SocialIcons } from './SocialIcons';
import { GalleryLinks } from './TopBar';

/** Fixed company line of the copyright notice (spec 2.1). */
const COMPANY_NAME = 'Qviple';

type FooterProps = {
  howToReach: string;
  social: SocialLink[];
  usefulLinks: { label: string; href?: string }[];
  address: string;
  phone: string;
  email: string;
  year: number;
};

/**
 * How to Reach, Social Links, Useful Links, Internal Links, Contact Us, and the copyright line.
 * An area shows only when it has something under its heading (a sparse institute has few); useful
 * links without a label are left out (spec 2.1). The copyright line always shows.
 */
export function Footer(p: FooterProps) {
  const howToReach = p.howToReach.trim();
  const usefulLinks = p.usefulLinks.filter((link) => link.label.trim() !== '');
  const address = p.address.trim();
  const tel = telHref(p.phone);
  const mail = mailHref(p.email);
  const t = messages().frame;
  const year = new Intl.NumberFormat(intlLocale(), { useGrouping: false }).format(p.year);
  return (
    <footer className="footer">
      <div className="footer-grid">
        {howToReach && (
          <FooterArea id="f-reach" title={t.howToReach}>
            <p className="prewrap">{howToReach}</p>
          </FooterArea>
        )}
        {p.social.length > 0 && (
          <FooterArea id="f-social" title={t.socialLinks}>
            <SocialIcons links={p.social} />
          </FooterArea>
        )}
        {usefulLinks.length > 0 && (
          <FooterArea id="f-useful" title={t.usefulLinks}>
            <ul>
              {usefulLinks.map((link, i) => (
                <li key={i}>
                  {link.href ? (
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {link.label}
                    </a>
                  ) : (
                    link.label
                  )}
                </li>
              ))}
            </ul>
          </FooterArea>
        )}
        <FooterArea id="f-internal" title={t.internalLinks}>
          <ul>
            <GalleryLinks />
            <li>
              <a href={href(PAGES.siteMap, {})}>{messages().a11y.siteMap}</a>
            </li>
          </ul>
        </FooterArea>
        {(address || tel || mail) && (
          <FooterArea id="f-contact" title={t.contactUs}>
            {address && <p>{address}</p>}
            {tel && (
              <p>
                <a href={tel}>{p.phone}</a>
              </p>
            )}
            {mail && (
              <p>
                <a href={mail}>{p.email}</a>
              </p>
            )}
          </FooterArea>
        )}
      </div>
      <p className="copyright">{t.copyright(year, COMPANY_NAME)}</p>
    </footer>
  );
}

function FooterArea({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
