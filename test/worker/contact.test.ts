/**
 * Contact Us (spec 2.9) in workerd against the demo provider: the head office address with its
 * line breaks, a card per department with person, phone and email links, cards without a
 * department name skipped, and the sparse institute's empty state (more in
 * sparse-institute.test.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { sunrise } from '../../demo/fixtures/index.ts';
import { RICH, SPARSE } from '../helpers/hosts';
import { demo, get, h1, pageBody, visibleText } from '../helpers/worker';

type Person = {
  _id: string;
  department_name?: string;
  person_name: string;
  person_phone_number: string;
  person_email: string;
};
const list = (
  sunrise.profile as { contact_list: { head_office_address: string; persons: Person[] } }
).contact_list;

beforeEach(async () => {
  await demo.reset();
});

describe('contact us', () => {
  it('shows the head office address and a card per named department with phone and email links', async () => {
    const page = await get(RICH, '/contact/us');
    expect(page.status).toBe(200);
    expect(h1(page.html)).toBe('Contact Us');
    const body = pageBody(page.html);
    expect(body).toContain(list.head_office_address);
    const named = list.persons.filter((p) => p.department_name);
    expect(named.length).toBeLessThan(list.persons.length);
    for (const p of named) {
      expect(visibleText(body)).toContain(p.department_name!);
      expect(visibleText(body)).toContain(p.person_name);
      expect(body).toContain(`href="tel:${p.person_phone_number}"`);
      expect(body).toContain(`href="mailto:${p.person_email}"`);
    }
    const unnamed = list.persons.find((p) => !p.department_name)!;
    expect(body).not.toContain(unnamed.person_email);
  });

  it('the sparse institute, with no contact list, gets an empty state and no undefined', async () => {
    const page = await get(SPARSE, '/contact/us');
    expect(page.status).toBe(200);
    expect(visibleText(pageBody(page.html))).toContain(
      'No address, phone number or email given yet.',
    );
    expect(visibleText(pageBody(page.html))).not.toContain('No contacts yet.');
    expect(page.html).not.toContain('undefined');
  });
});
