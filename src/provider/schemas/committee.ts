import type * as v from 'valibot';
import { Attachment, list, maybe, record, SubHeading, section, text, withId } from './common';

/** `iqac` of `/v2/committee/{iqacId}/dashboard`: the committees (authorities) of the institute. */
export const CommitteeDashboard = section({
  authority: list(record({ ...withId, custom_head_name: text, iqac_detail: text })),
});
export type CommitteeDashboard = v.InferOutput<typeof CommitteeDashboard>;
export type Authority = CommitteeDashboard['authority'][number];

/** `custom` of `/v2/committee/{authorityId}/custom/dashboard`; null when not found. */
export const CommitteeDetail = maybe({
  ...withId,
  custom_head_name: text,
  about: list(SubHeading),
  meetings: list(Attachment),
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
export const Members = list(Member);
