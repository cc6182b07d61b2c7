/** Contact Us (spec 2.9): head office address and a card per department (cards without a department name skipped). */
import { Hono } from 'hono';
import { ContactCards } from '../components/ContactCards';
import { InnerPage } from '../components/frame/InnerPage';
import { RichText } from '../components/RichText';
import type { AppEnv } from '../env';
import { renderPage } from '../frame/render';
import { messages } from '../i18n/catalogue';
import { PAGES } from '../paths';

export const contact = new Hono<AppEnv>();

contact.get(PAGES.contact.pattern, async (c) => {
  const frame = await c.var.frame;
  const list = frame.profile.contact_list;
  const t = messages().campus.contact;
  return renderPage(
    c,
    frame,
    <InnerPage title={t.title}>
      <section aria-labelledby="head-office">
        <h2 id="head-office">{t.headOffice}</h2>
        <RichText text={list.head_office_address || list.address} empty={t.noAddress} />
      </section>
      <ContactCards
        skipWithoutDepartment
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
