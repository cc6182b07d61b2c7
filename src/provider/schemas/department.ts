import type * as v from 'valibot';
import {
  ContactCard,
  list,
  listAnswer,
  record,
  SubHeading,
  section,
  text,
  texts,
  withId,
} from './common';

export const DepartmentRef = record({ ...withId, dName: text });
export type DepartmentRef = v.InferOutput<typeof DepartmentRef>;
/** Departments of a pinned group, or the independent ones. */
export const DepartmentRefs = listAnswer(DepartmentRef);
/** `flow=DEPENDENT`: the distinct group (type) names; a missing label comes as null and is dropped. */
export const DepartmentTypes = texts;

/** `department_site`; absent key = not configured = every tab empty. */
export const DepartmentSite = section({
  about: list(SubHeading),
  department_vission: text,
  department_mission: text,
  po_pso: list(record({ ...withId, title: text, description: text, attach: text })),
  department_hod_message: text,
  sub_head_title: text,
  sub_heading_image: text,
  syllabus: list(record({ ...withId, name: text, attach: text })),
  laboratory: list(
    record({
      ...withId,
      sub_head_title: text,
      sub_head_body: text,
      sub_heading_image: text,
      attach: text,
    }),
  ),
  student_achievements: list(
    record({ ...withId, title: text, description: text, attach: text, image: text }),
  ),
  department_contact: list(ContactCard),
});
export type DepartmentSite = v.InferOutput<typeof DepartmentSite>;
