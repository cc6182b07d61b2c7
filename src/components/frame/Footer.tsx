import { mailHref, telHref } from '../../lib/url';
import type { SocialLink } from './menus';
import { SocialIcons } from './SocialIcons';

/** Fixed company line of the copyright notice (spec 2.1). */
export const COMPANY_NAME = 'Qviple';

export type FooterProps = {
  howToReach: string;
  social: SocialLink[];
  usefulLinks: { label: string; href?: string }[];
  address: string;
  phone: string;
  email: string;
  year: number;
};

/** How to Reach, Social Links, Useful Links, Internal Links, Contact Us, and the copyright line. */
export function Footer(p: FooterProps) {
  const tel = telHref(p.phone);
  const mail = mailHref(p.email);
  return (
    <footer className="footer">
      <div className="footer-grid">
        <section aria-labelledby="f-reach">
          <h2 id="f-reach">How to Reach</h2>
          <p className="prewrap">{p.howToReach}</p>
        </section>
        <section aria-labelledby="f-social">
          <h2 id="f-social">Social Links</h2>
          <SocialIcons links={p.social} />
        </section>
        <section aria-labelledby="f-useful">
          <h2 id="f-useful">Useful Links</h2>
          <ul>
            {p.usefulLinks.map((link, i) => (
              <li key={i}>{link.href ? <a href={link.href} target="_blank" rel="noopener noreferrer">{link.label}</a> : link.label}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="f-internal">
          <h2 id="f-internal">Internal Links</h2>
          <ul>
            <li><a href="/photo/gallery">Photo Gallery</a></li>
            <li><a href="/video/gallery">Video Gallery</a></li>
          </ul>
        </section>
        <section aria-labelledby="f-contact">
          <h2 id="f-contact">Contact Us</h2>
          {p.address && <p>{p.address}</p>}
          {tel && <p><a href={tel}>{p.phone}</a></p>}
          {mail && <p><a href={mail}>{p.email}</a></p>}
        </section>
      </div>
      <p className="copyright">
        © {p.year} {COMPANY_NAME}. All rights reserved.
      </p>
    </footer>
  );
}

