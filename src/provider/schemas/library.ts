import type * as v from 'valibot';
import { ContactCard, list, record, SubHeading, section, text, withId } from './common';

/** `library_site`; absent key = not configured = every tab empty. */
export const LibrarySite = section({
  about: list(SubHeading),
  library_message: text,
  library_rule: text,
  eresources: list(record({ ...withId, title: text, link: text, description: text })),
  library_contact: list(ContactCard),
});
export type LibrarySite = v.InferOutput<typeof LibrarySite>;
