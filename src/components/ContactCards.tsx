import { messages } from '../i18n/catalogue';
import { providerLang } from '../i18n/content';
import { mailHref, telHref } from '../lib/url';

export type Contact = {
  id: string;
  department: string;
  person: string;
  phone: string;
  email: string;
};

/**
 * Contact cards: department name, person name, phone (tel:), email (mailto:). A card with no
 * person, phone or email is left out: its department heading would stand over nothing.
 */
export function ContactCards({
  contacts,
  skipWithoutDepartment = false,
  sayWhenNone = true,
}: {
  contacts: Contact[];
  skipWithoutDepartment?: boolean;
  /** Whether no card to show says "No contacts yet." (else it shows nothing). */
  sayWhenNone?: boolean;
}) {
  const shown = contacts.flatMap((c) => {
    const tel = telHref(c.phone);
    const mail = mailHref(c.email);
    if (skipWithoutDepartment && c.department.trim() === '') return [];
    return c.person.trim() || tel || mail ? [{ c, tel, mail }] : [];
  });
  if (shown.length === 0)
    return sayWhenNone ? <p className="empty">{messages().common.noContacts}</p> : null;
  return (
    <ul className="cards">
      {shown.map(({ c, tel, mail }, i) => {
        return (
          <li key={c.id || i} className="card">
            {c.department && <h2 lang={providerLang(c.department)}>{c.department}</h2>}
            {c.person && <p lang={providerLang(c.person)}>{c.person}</p>}
            {tel && (
              <p>
                <a href={tel}>{c.phone}</a>
              </p>
            )}
            {mail && (
              <p>
                <a href={mail}>{c.email}</a>
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The provider's contact card shape (admission, library, department) as a Contact. */
export const fromContactCard = (c: {
  _id: string;
  contact_department_name: string;
  contact_person_name: string;
  contact_person_mobile: string;
  contact_person_email: string;
}): Contact => ({
  id: c._id,
  department: c.contact_department_name,
  person: c.contact_person_name,
  phone: c.contact_person_mobile,
  email: c.contact_person_email,
});
