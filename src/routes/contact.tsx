/** Contact Us (spec 2.9): head office address and a card per department (cards without a department name skipped). */
import { Hono } from 'hono';
import { ContactCards } from '../components/ContactCards';
import { InnerPage } from '../components/frame/InnerPage';
import { RichText } from '../components/RichText';
import type { AppEnv } from '../env';
import { renderPage } from '../frame/render';
import { PAGES } from '../paths';

export const contact = new Hono<AppEnv>();

contact.get(PAGES.contact.pattern, async (c) => {
  const frame = await c.var.frame;
  const list = frame.profile.contact_list;
  return renderPage(
    c,
    frame,
    <InnerPage title="Contact Us">
      <section aria-labelledby="head-office">
        <h2 id="head-office">Head Office</h2>
        <RichText text={list.head_office_address || list.address} empty="No address given yet." />
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
    { pageTitle: 'Contact Us' },
  );
});
