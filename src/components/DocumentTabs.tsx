import type { Tab } from './frame/InnerPage';
import { Attachments, selectedDocument, type AttachmentItem } from './Attachments';

/** The document tabs of an event or an activity (spec 9), in the URL's spelling. */
export const DOCUMENT_TABS = [
  ['attendance', 'Attendance'],
  ['notice', 'Notice'],
  ['permission-letter', 'Permission Letter'],
  ['activity-report', 'Activity Report'],
  ['other', 'Other'],
] as const;
export const DOCUMENT_TAB_NAMES = DOCUMENT_TABS.map(([name]) => name);
export type DocumentTabName = (typeof DOCUMENT_TAB_NAMES)[number];

export const documentTabLabel = (name: DocumentTabName) => DOCUMENT_TABS.find(([n]) => n === name)![1];

/** The tab bar under `base` (`{base}/{tabName}`), the active one marked. */
export const documentTabs = (base: string, active: DocumentTabName | null): Tab[] =>
  DOCUMENT_TABS.map(([name, label]) => ({ label, href: `${base}/${name}`, active: name === active }));

/** `{_id, name, attach}` entries as attachment items; entries without an id get a stable one from their place. */
export const attachmentItems = (prefix: string, list: { _id: string; name: string; attach: string }[]): AttachmentItem[] =>
  list.map((a, i) => ({ id: a._id || `${prefix}-${i + 1}`, name: a.name, fileKey: a.attach }));

/** One document list with its all/one filter (`?show=`) and a way back to the summary. */
export function DocumentTab({ name, items, base, show, backLabel }: { name: DocumentTabName; items: AttachmentItem[]; base: string; show: string | undefined; backLabel: string }) {
  return (
    <section aria-labelledby="documents-heading">
      <h2 id="documents-heading">{documentTabLabel(name)}</h2>
      <Attachments items={items} selected={selectedDocument(show, items)} filterBase={`${base}/${name}`} />
      <p>
        <a href={base}>{backLabel}</a>
      </p>
    </section>
  );
}
