/**
 * Contact Us (spec 2.9): the head office (its address, and the institute's own phone and email as
 * links) and a card per department (cards without a department name skipped; none, no section).
 */
import { Hono } from 'hono';
import { ContactCards } from '../components/ContactCards';
import { InnerPage } from '../components/layout/InnerPage';
import { RichText } from '../components/RichText';
import type { AppEnv } from '../env';
import { officeContact } from '../frame/contact';
import { messages } from '../i18n/catalogue';
import { mailHref, telHref } from '../lib/url';
import { renderPage } from '../pages/render';
import { PAGES } from '../paths';

export const contact = new Hono<AppEnv>();

contact.get(PAGES.contact.pattern, async (c) => {
  const frame = await c.var.frame;
  const list = frame.profile.contact_list;
  const own = officeContact(frame);
  const address = (list.head_office_address || list.address || own.address).trim();
  const tel = telHref(own.phone);
  const mail = mailHref(own.email);
  const t = messages().campus.contact;
  return renderPage(
    c,
    frame,
    <InnerPage title={t.title}>
      <section aria-labelledby="head-office">
        <h2 id="head-office">{t.headOffice}</h2>
        {/* An institute that gave none of them is told so in one line (decision 062). */}
        <RichText text={address} empty={tel || mail ? '' : t.noDetails} />
        {tel && (
          <p>
            <a href={tel}>{own.phone.trim()}</a>
          </p>
        )}
        {mail && (
          <p>
            <a href={mail}>{own.email.trim()}</a>
          </p>
        )}
      </section>
      <ContactCards
        skipWithoutDepartment
        sayWhenNone={false}
        contacts={list.persons.map((p) => ({
          id: p._id,
          department: p.department_name,
          person: p.person_name,
          phone: p.person_phone_number,
          email: p.person_email,
        }))}
      />
    </InnerPage>,
    { pageTitle: t.title },
  );
});
