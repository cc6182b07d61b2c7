import type * as v from 'valibot';
import { Attachment, list, listAnswer, maybe, record, refId, text, withId } from './common';

const eventFields = {
  ...withId,
  event_name: text,
  event_date: text,
  /** The entered wall-clock time, stored as if it were UTC (provider-api.md, Dates). */
  event_time: text,
  event_guest: text,
  event_place: text,
  event_banner: text,
  /** "UpComing" unless the manager says otherwise (provider-api.md). */
  event_status: text,
};

/** One item of the events list. */
export const Event = record(eventFields);
export type Event = v.InferOutput<typeof Event>;
export const Events = listAnswer(Event);

/** `one_event`; null when not found. */
export const EventDetail = maybe({
  ...eventFields,
  event_description: text,
  event_manager: refId,
  for_department: list(record({ ...withId, dName: text })),
  attendance: list(Attachment),
  notice: list(Attachment),
  permission_letter: list(Attachment),
  report: list(Attachment),
  other: list(Attachment),
});
export type EventDetail = NonNullable<v.InferOutput<typeof EventDetail>>;
