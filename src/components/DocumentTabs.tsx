import { messages } from '../i18n/catalogue';
import { formatNumber } from '../i18n/format';
import { TABS } from '../paths';
import { type AttachmentItem, Attachments, selectedDocument } from './Attachments';
import type { Tab } from './TabBar';

/** A document tab of an event or an activity (spec 9), in the URL's spelling. */
export type DocumentTabName = (typeof TABS.documents.names)[number];

/** The address of the summary page (no tab) or of one of its document tabs. */
export type DocumentHref = (tab?: DocumentTabName) => string;

/**
 * The tab bar of a page whose addresses `at` gives, the active one marked. Its first tab is the
 * summary itself (`summary` names it: "Event details"), so every document tab leads back to it.
 */
export const documentTabs = (
  at: DocumentHref,
  active: DocumentTabName | undefined,
  summary: string,
): Tab[] => [
  { label: summary, href: at(), active: active === undefined },
  ...TABS.documents.entries().map(([name, label]) => ({
    label,
    href: at(name),
    active: name === active,
  })),
];

/**
 * Tab `tab`'s `{_id, name, attach}` entries as attachment items; entries without an id get a
 * stable one from their place. Entries without a name (older records hold bare file keys) are
 * named by the tab's kind of document, as a person would: "Attendance", or "Activity report 1",
 * "Activity report 2" when the tab holds several such; never by their key ("report 0 0").
 */
export function attachmentItems(
  tab: DocumentTabName,
  list: { _id: string; name: string; attach: string }[],
): AttachmentItem[] {
  const t = messages().common.documents;
  const unnamed = list.filter((a) => !a.name.trim()).length;
  let place = 0;
  return list.map((a, i) => {
    const name =
      a.name.trim() ||
      (unnamed > 1 ? t.numbered(t.kinds[tab], formatNumber(++place, false)) : t.kinds[tab]);
    return { id: a._id || `${tab}-${i + 1}`, name, fileKey: a.attach };
  });
}

/** One document list with its all/one filter (`?show=`) and a way back to the summary. */
export function DocumentTab({
  name,
  items,
  at,
  show,
  backLabel,
}: {
  name: DocumentTabName;
  items: AttachmentItem[];
  at: DocumentHref;
  show: string | undefined;
  backLabel: string;
}) {
  return (
    <section aria-labelledby="documents-heading">
      <h2 id="documents-heading">{TABS.documents.label(name)}</h2>
      <Attachments items={items} selected={selectedDocument(show, items)} filterBase={at(name)} />
      <p>
        <a href={at()}>{backLabel}</a>
      </p>
    </section>
  );
}
