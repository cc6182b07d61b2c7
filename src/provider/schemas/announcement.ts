import type * as v from 'valibot';
import { list, listAnswer, maybe, record, refId, text, withId } from './common';

const notice = {
  ...withId,
  insAnnTitle: text,
  insAnnDescription: text,
  createdAt: text,
  announcementDocument: list(
    record({ ...withId, documentKey: text, documentName: text, documentType: text }),
  ),
};

/** One item of `/v1/ins/{id}/announcemnt`. */
export const Notice = record(notice);
export type Notice = v.InferOutput<typeof Notice>;
export const Notices = listAnswer(Notice);

/** `announcement` of `/v1/ins/one/announcement/{id}`; null when not found. `institute` names the owner when the provider sends it. */
export const NoticeDetail = maybe({ ...notice, institute: refId });
export type NoticeDetail = NonNullable<v.InferOutput<typeof NoticeDetail>>;
