import * as v from 'valibot';
import {
  Attachment,
  field,
  flag,
  list,
  maybe,
  record,
  SubHeading,
  section,
  text,
  texts,
  withId,
} from './common';

const Affiliation = record({ ...withId, name: text, info: text });

const AcademicCourse = record({
  ...withId,
  head_name: text,
  head_about: text,
  head_images: texts,
  sub_head: list(
    record({
      ...withId,
      sub_head_title_main: text,
      sub_topic: list(SubHeading),
    }),
  ),
});
export type AcademicCourse = v.InferOutput<typeof AcademicCourse>;

const Administration = record({
  ...withId,
  leading_person_position: text,
  leading_person_message: text,
  leading_person: section({ profilePhoto: text, userLegalName: text }),
});
export type Administration = v.InferOutput<typeof Administration>;

const Accreditation = record({
  ...withId,
  name: text,
  about: text,
  image: text,
  combined: list(record({ ...withId, c_name: text, c_attach: text })),
});
export type Accreditation = v.InferOutput<typeof Accreditation>;

/** A quick link may come as the spec's list or as the older `link_1..link_6` object. */
const QuickLink = record({ _id: text, name: text, link_images: text, typo: text });
export type QuickLink = v.InferOutput<typeof QuickLink>;
const quickLinks = field(
  v.pipe(
    v.unknown(),
    v.transform((x) =>
      x && typeof x === 'object' && !Array.isArray(x)
        ? Object.entries(x).map(([k, item]) => ({ _id: k, ...(item as object) }))
        : x,
    ),
    list(QuickLink),
  ),
  [],
);

/** `landing_control`: everything the institute configured for its public site. Its `_id` is the lcid. */
export const LandingControl = section({
  _id: text,
  home_header_object: section({
    ins_name: text,
    ins_logo: text,
    affiliation_logo: text,
    affiliation_with: text,
    ins_address: text,
    ins_email: text,
    ins_phone_number: text,
    accreditations: text,
  }),
  tab_toggle: section({
    about: flag,
    academic_course: flag,
    department: flag,
    admission: flag,
    rnd: flag,
    iqac: flag,
    committee: flag,
    examination: flag,
    notice: flag,
    alumni: flag,
    library: flag,
  }),
  about_us_toggle: section({
    about_society: flag,
    institute_profile: flag,
    administration: flag,
    accreditation: flag,
    faculties: flag,
    governing_body: flag,
  }),
  footer_links: section({
    facebook_link: text,
    twitter_link: text,
    linkedin_link: text,
    youtube_link: text,
    instagram_link: text,
    how_to_reach: text,
  }),
  usefull_links: list(record({ ...withId, attach: text, link: text })),
  home_background_object: section({ images: texts, color_theme: text }),
  home_opener_quick_links: quickLinks,
  administration_object: list(Administration),
  home_accreditation_object: list(Accreditation),
  about_us_institute_object: section({
    ins_name: text,
    ins_about: text,
    vision: text,
    mission: text,
    org_structure: text,
    affiliation: list(Affiliation),
  }),
  about_society_dynamic: section({
    dynamic_name: text,
    about: text,
    vision: text,
    mission: text,
    organisation_structure: text,
    founder_message_message: text,
    founder_message_image: text,
    founder_message_name: text,
    founder_message_designation: text,
  }),
  academic_courses_desk: list(AcademicCourse),
  about_us_governing_body: list(record({ ...withId, category: text })),
  // The examination section's documents (provider-api.md, endpoint 3); `attach` is a file key.
  manual_examination: list(Attachment),
  examination_schedule: list(Attachment),
  examination_timetable: list(Attachment),
  examination_notification: list(Attachment),
  hall_ticket: list(Attachment),
});
export type LandingControl = v.InferOutput<typeof LandingControl>;

export const Testimonial = record({
  ...withId,
  name: text,
  image: text,
  bio: text,
  course: text,
  highlighted: flag,
});
export type Testimonial = v.InferOutput<typeof Testimonial>;

/** `one_ins` of the web profile. */
export const WebProfile = maybe({
  _id: text,
  insName: text,
  name: text,
  insEmail: text,
  insAddress: text,
  insPhoneNumber: text,
  testimonials: list(Testimonial),
  contact_list: section({
    head_office_address: text,
    address: text,
    persons: list(
      record({
        ...withId,
        department_name: text,
        person_name: text,
        person_phone_number: text,
        person_email: text,
      }),
    ),
  }),
  landing_control: LandingControl,
});
export type WebProfile = NonNullable<v.InferOutput<typeof WebProfile>>;
