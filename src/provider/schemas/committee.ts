import type * as v from 'valibot';
import {
  Attachment,
  list,
  listAnswer,
  maybe,
  record,
  SubHeading,
  section,
  text,
  withId,
} from './common';

/** `iqac` of `/v2/committee/{iqacId}/dashboard`: the committees (authorities) of the institute. */
export const CommitteeDashboard = section({
  authority: list(record({ ...withId, custom_head_name: text, iqac_detail: text })),
});
export type CommitteeDashboard = v.InferOutput<typeof CommitteeDashboard>;
export type Authority = CommitteeDashboard['authority'][number];

/** One entry of the RND committee's lists: `link` a web page, `attach` a file key. */
const ResearchEntry = { ...withId, srn: text, link: text, attach: text };

/**
 * A head (a year, a kind) of the RND committee (provider-api.md, the Head model): its name and the
 * entries of the list it stands in. The student, class, staff and department of an entry are ids.
 */
const Head = record({
  ...withId,
  head_name: text,
  rnd_mou: list(record({ ...ResearchEntry, org_name: text, objectives: text, durations: text })),
  rnd_activities: list(record({ ...ResearchEntry, title: text, description: text })),
  rnd_projects: list(record({ ...ResearchEntry, title: text, subject: text, guide_name: text })),
  rnd_paper: list(
    record({
      ...ResearchEntry,
      title: text,
      category: text,
      funding_agency: text,
      collaboration: text,
    }),
  ),
});
export type Head = v.InferOutput<typeof Head>;

/**
 * `custom` of `/v2/committee/{authorityId}/custom/dashboard`; null when not found. Only the RND
 * committee fills its `rnd_*` heads; a head sent unpopulated (a bare id) is dropped.
 */
export const CommitteeDetail = maybe({
  ...withId,
  custom_head_name: text,
  about: list(SubHeading),
  meetings: list(Attachment),
  rnd_mou: list(Head),
  rnd_activities: list(Head),
  rnd_projects: list(Head),
  rnd_paper: list(Head),
});
export type CommitteeDetail = NonNullable<v.InferOutput<typeof CommitteeDetail>>;

/** One member of `all_com`: a staff or a student with a designation. */
export const Member = record({
  ...withId,
  designation: text,
  staff: maybe({
    staffFirstName: text,
    staffMiddleName: text,
    staffLastName: text,
    staffProfilePhoto: text,
  }),
  student: maybe({
    studentFirstName: text,
    studentMiddleName: text,
    studentLastName: text,
    studentProfilePhoto: text,
  }),
});
export type Member = v.InferOutput<typeof Member>;
export const Members = listAnswer(Member);
