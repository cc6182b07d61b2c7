/**
 * Named documents the provider lists (`{_id, name, attach}`: the examination lists, meetings, and
 * the R&D entries' openers): a card per entry whose stored file opens in the viewer and whose
 * http(s) address opens in a new tab; any other address is never a link.
 */
import type { ReactNode } from 'react';
import { messages } from '../i18n/catalogue';
import { documentKind, fileTitle, isImageFile, nameFromKey } from '../lib/files';
import { type AttachmentTarget, attachmentTarget } from '../lib/url';
import type { Attachment } from '../provider/schemas/common';
import { CardTitle } from './CardTitle';
import { DocumentFactsLine } from './DocumentFacts';
import { FileLink } from './FileLink';
import { Empty } from './SectionNotice';

/**
 * What a button opening a file or a web address says: its kind when the extension tells it ("Open
 * PDF"), else a picture, a document (`file`) or a link (`link`).
 */
export function openLabel(keyOrHref: string | undefined | null, as: 'file' | 'link'): string {
  const t = messages().common.documents;
  const kind = documentKind(keyOrHref);
  if (kind) return t.open(kind);
  if (as === 'link') return t.openLink;
  return isImageFile(keyOrHref) ? t.openImage : t.openDocument;
}

/**
 * The buttons of one entry: Open PDF (or its kind) for its file (viewer) or its document's
 * address, Visit Website for its web page; nothing when it has neither. `name` completes the
 * buttons' names.
 */
export function Openers({
  attach,
  link,
  name,
}: {
  attach: AttachmentTarget | undefined;
  link?: string;
  name: string;
}) {
  const t = messages().common.documents;
  const buttons: ReactNode[] = [];
  if (attach && 'fileKey' in attach)
    buttons.push(
      <FileLink key="file" className="button" fileKey={attach.fileKey}>
        {openLabel(attach.fileKey, 'file')}
        <span className="visually-hidden">: {name}</span>
      </FileLink>,
    );
  if (attach && 'href' in attach)
    buttons.push(
      <PageLink
        key="attach"
        href={attach.href}
        label={openLabel(attach.href, 'link')}
        name={name}
      />,
    );
  if (link && link !== (attach && 'href' in attach ? attach.href : undefined))
    buttons.push(<PageLink key="link" href={link} label={t.visitWebsite} name={name} />);
  return buttons.length > 0 ? <p className="card-actions">{buttons}</p> : null;
}

/** A web page of another site: a plain link opening in a new tab (never the viewer). */
function PageLink({ href, label, name }: { href: string; label: string; name: string }) {
  return (
    <a className="button" href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden">{`: ${name} ${messages().common.documents.opensInNewTab}`}</span>
    </a>
  );
}

/** An entry's title: its name, else one read from its file or address, else `fallback`. */
export function entryTitle(name: string, attach: AttachmentTarget | undefined, fallback: string) {
  if (name.trim()) return name.trim();
  if (!attach) return fallback;
  return 'fileKey' in attach
    ? fileTitle('', attach.fileKey, fallback)
    : nameFromKey(attach.href) || new URL(attach.href).hostname;
}

/**
 * `{_id, name, attach}` entries as cards; an entry with neither a name nor a file or http(s)
 * address is left out, and with none left the `empty` line shows.
 */
export function DocumentList({ items, empty }: { items: Attachment[]; empty: string }) {
  const shown = items.flatMap((item) => {
    const target = attachmentTarget(item.attach);
    return item.name.trim() || target ? [{ item, target }] : [];
  });
  if (shown.length === 0) return <Empty>{empty}</Empty>;
  return (
    <ul className="cards">
      {shown.map(({ item, target }, i) => {
        const title = entryTitle(item.name, target, messages().common.documents.document);
        return (
          <li key={item._id || i} className="card">
            <CardTitle alone={!target}>{title}</CardTitle>
            {target && 'fileKey' in target && <DocumentFactsLine fileKey={target.fileKey} />}
            <Openers attach={target} name={title} />
          </li>
        );
      })}
    </ul>
  );
}
