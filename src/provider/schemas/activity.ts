import * as v from 'valibot';
import {
  Attachment,
  field,
  list,
  listAnswer,
  maybe,
  record,
  section,
  text,
  withId,
} from './common';

const activityFields = {
  ...withId,
  activity_name: text,
  activity_type: text,
  activity_batch: section({ batchName: text }),
  activity_staff: section({ staffFirstName: text, staffMiddleName: text, staffLastName: text }),
  activity_department: section({ ...withId, dName: text }),
};

/** Older records hold bare file keys in the attachment lists; read them as `{_id: key, name: '', attach: key}` (no name given). */
const attachments = field(
  v.pipe(
    v.unknown(),
    v.transform((x) =>
      Array.isArray(x)
        ? x.map((el) => (typeof el === 'string' ? { _id: el, name: '', attach: el } : el))
        : x,
    ),
    list(Attachment),
  ),
  [],
);

export const Activity = record(activityFields);
export type Activity = v.InferOutput<typeof Activity>;
export const Activities = listAnswer(Activity);

/** `act`; null when not found. */
export const ActivityDetail = maybe({
  ...activityFields,
  attendance: attachments,
  notice: attachments,
  permission_letter: attachments,
  activity_report: attachments,
  other: attachments,
});
export type ActivityDetail = NonNullable<v.InferOutput<typeof ActivityDetail>>;
