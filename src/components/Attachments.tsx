import { messages } from '../i18n/catalogue';
import { providerLang } from '../i18n/content';
import { isImageFile, nameFromKey } from '../lib/files';
import { THUMB_GRID } from '../lib/pictures';
import { queryText } from '../lib/text';
import { hasFile } from '../lib/url';
import { DocumentFactsLine } from './DocumentFacts';
import { openLabel } from './DocumentList';
import { FileImage, FileLink } from './FileLink';

export type AttachmentItem = { id: string; name: string; fileKey: string };

/** The all/one filter value from `?show=`: an item id of the list, else 'all'. */
export function selectedDocument(raw: string | undefined, items: AttachmentItem[]): string {
  const wanted = queryText(raw);
  return items.some((item) => item.id === wanted) ? wanted : 'all';
}

/**
 * A document list (spec 4): image-type files as a thumbnail grid, other files as cards with a
 * button saying what it opens ("Open PDF"). Every opener is a real link to the file, enhanced
 * into the viewer. An item the provider sent without a name is named after its file key (an
 * event's or activity's document tabs name theirs by kind first: DocumentTabs.tsx).
 * `selected` is the all/one filter: 'all', or one item id that shows only that item.
 * `lead`: the first image is the page's largest picture (a notice's poster), loaded at once and
 * preloaded at high priority (docs/decisions/028-paint-first-frame.md); the others load lazily.
 */
export function Attachments({
  items,
  selected = 'all',
  filterBase,
  lead = false,
}: {
  items: AttachmentItem[];
  selected?: string;
  filterBase?: string;
  lead?: boolean;
}) {
  const t = messages().common.documents;
  const withUrls = items.flatMap((item) =>
    hasFile(item.fileKey) ? [{ ...item, name: item.name.trim() || nameFromKey(item.fileKey) }] : [],
  );
  if (withUrls.length === 0) return <p className="empty">{t.none}</p>;
  const shown = selected === 'all' ? withUrls : withUrls.filter((item) => item.id === selected);
  const images = shown.filter((item) => isImageFile(item.fileKey));
  const files = shown.filter((item) => !isImageFile(item.fileKey));
  return (
    <div className="attachments">
      {filterBase !== undefined && withUrls.length > 1 && (
        <DocumentFilter items={withUrls} selected={selected} base={filterBase} />
      )}
      {images.length > 0 && (
        <ul className="thumbs">
          {images.map((item, i) => (
            <li key={item.id}>
              <FileLink fileKey={item.fileKey}>
                <FileImage
                  fileKey={item.fileKey}
                  alt={item.name || t.imageAlt}
                  {...(lead && i === 0
                    ? { fetchPriority: 'high' as const }
                    : { loading: 'lazy' as const })}
                  {...THUMB_GRID}
                />
              </FileLink>
              {item.name && <p lang={providerLang(item.name)}>{item.name}</p>}
            </li>
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <ul className="cards">
          {files.map((item) => (
            <li key={item.id} className="card">
              <h3 lang={providerLang(item.name)}>{item.name || t.document}</h3>
              <DocumentFactsLine fileKey={item.fileKey} />
              <FileLink className="button" fileKey={item.fileKey}>
                {openLabel(item.fileKey, 'file')}
                <span className="visually-hidden">: {item.name || t.documentLower}</span>
              </FileLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The all/one filter as links (`?show=all` or `?show=<id>`), so it works without JavaScript. */
function DocumentFilter({
  items,
  selected,
  base,
}: {
  items: { id: string; name: string }[];
  selected: string;
  base: string;
}) {
  const t = messages().common.documents;
  const href = (show: string) =>
    `${base}${base.includes('?') ? '&' : '?'}show=${encodeURIComponent(show)}`;
  return (
    <nav aria-label={t.filter}>
      <ul className="chips">
        <li>
          <a href={href('all')} aria-current={selected === 'all' ? 'page' : undefined}>
            {t.all}
          </a>
        </li>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={href(item.id)}
              aria-current={selected === item.id ? 'page' : undefined}
              lang={providerLang(item.name)}
            >
              {item.name || t.document}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
