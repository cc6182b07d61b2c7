/**
 * Student Corner (spec 2.9): `/student/corner/{lcid}` (showing the first list tab, or the list
 * of files when every entry is a file) and
 * `/student/corner/{lcid}/lvl1/{tabId}`. Tabs are the first-level entries (one with a file opens
 * the viewer); a tab's page lists its second-level entries, a nested one as a heading over its
 * third-level entries; entries with a file open the viewer and say their kind and size. `{lcid}`
 * must be this institute's landing-control id. The list is the frame's own read (the same
 * request), so no extra call.
 */
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { DocumentFactsLine } from '../components/DocumentFacts';
import { FileLink } from '../components/FileLink';
import { InnerPage } from '../components/layout/InnerPage';
import { Empty, SectionNotice } from '../components/SectionNotice';
import type { Tab } from '../components/TabBar';
import type { AppEnv } from '../env';
import { PageNotFound, ProviderUnavailable } from '../errors';
import { messages } from '../i18n/catalogue';
import { fileTitle } from '../lib/files';
import { hasFile } from '../lib/url';
import { renderPage } from '../pages/render';
import { params } from '../pages/validate';
import { href, IdParam, PAGES } from '../paths';
import { api } from '../provider/api';
import { type Id, id } from '../provider/params';
import type { StudentCornerItem } from '../provider/schemas/studentCorner';

export const studentCorner = new Hono<AppEnv>();

/** First-level entries as tabs: a file opens the viewer, otherwise the entry's list page. */
function cornerTabs(items: StudentCornerItem[], lcid: Id, active: Id | null): Tab[] {
  return items.flatMap((item): Tab[] => {
    const label = fileTitle(item.name, item.pdf_key, messages().campus.shared.section);
    if (hasFile(item.pdf_key)) return [{ label, href: '', fileKey: item.pdf_key }];
    const tabId = id(item._id);
    if (!tabId) return [];
    return [
      { label, href: href(PAGES.studentCornerItem, { lcid, tabId }), active: tabId === active },
    ];
  });
}

/** The frame and the list, once the URL's `{lcid}` (checked in front) is the frame's. */
async function resolve(c: Context<AppEnv>, lcid: Id) {
  // The frame holds the list already; the read itself (memoised per request) says whether it failed.
  const [frame, list] = await Promise.all([
    c.var.frame,
    api.studentCorner(c.var.provider, c.var.site.insId),
  ]);
  if (lcid !== frame.lcid) throw new PageNotFound('student corner');
  return { frame, list };
}

const lcidParam = params('student corner', v.object({ lcid: IdParam }));

studentCorner.get(PAGES.studentCorner.pattern, lcidParam, async (c) => {
  const { lcid } = c.req.valid('param');
  const { frame, list } = await resolve(c, lcid);
  const items = list.ok ? list.value : [];
  // The index shows the first tab that has a page of its own (not a file), under its own
  // address (issue 17).
  const first = items.find((item) => !hasFile(item.pdf_key) && id(item._id));
  const { studentCorner: t, shared } = messages().campus;
  return renderPage(
    c,
    frame,
    <InnerPage title={t.title} tabs={cornerTabs(items, lcid, first ? id(first._id) : null)}>
      {!list.ok ? (
        <SectionNotice what={t.title} />
      ) : first ? (
        <CornerSection item={first} />
      ) : items.length === 0 ? (
        <Empty>{t.none}</Empty>
      ) : (
        // Every entry is a file: the page lists them, each opening the viewer.
        <section aria-labelledby="corner-section">
          <h2 id="corner-section">{shared.documents}</h2>
          <CornerList items={items} />
        </section>
      )}
    </InnerPage>,
    { pageTitle: t.title },
  );
});

studentCorner.get(
  PAGES.studentCornerItem.pattern,
  params('student corner', v.object({ lcid: IdParam, tabId: IdParam })),
  async (c) => {
    const { lcid, tabId } = c.req.valid('param');
    const { frame, list } = await resolve(c, lcid);
    if (!list.ok) throw new ProviderUnavailable('student corner', list.error);
    const current = list.value.find((item) => id(item._id) === tabId);
    if (!current) throw new PageNotFound('student corner entry');
    const { studentCorner: t, shared } = messages().campus;
    const name = fileTitle(current.name, current.pdf_key, shared.section);
    return renderPage(
      c,
      frame,
      <InnerPage title={t.title} tabs={cornerTabs(list.value, lcid, tabId)}>
        <CornerSection item={current} />
      </InnerPage>,
      { pageTitle: `${t.title}: ${name}`, breadcrumb: { crumb: name } },
    );
  },
);

/** One first-level entry's page: its file, if any, and its second-level list. */
function CornerSection({ item }: { item: StudentCornerItem }) {
  const t = messages().campus.shared;
  const name = fileTitle(item.name, item.pdf_key, t.section);
  const file = hasFile(item.pdf_key);
  return (
    <section aria-labelledby="corner-section">
      <h2 id="corner-section">{name}</h2>
      {file && (
        <p>
          <FileLink fileKey={item.pdf_key}>{t.open(name)}</FileLink>
        </p>
      )}
      {item.second_level.length > 0 ? (
        <CornerList items={item.second_level} />
      ) : (
        !file && <Empty>{t.nothingHere}</Empty>
      )}
    </section>
  );
}

type Entry = {
  _id: string;
  name: string;
  pdf_key: string;
  is_nested?: boolean;
  third_level?: Entry[];
};

/**
 * Second-level entries as a student scans them (issue 42): runs of plain entries as one flat
 * list, a nested entry as a heading over its third-level entries; never a list inside a list.
 * The provider's order is kept.
 */
function CornerList({ items }: { items: Entry[] }) {
  const t = messages().campus.shared;
  const blocks: { group?: Entry; leaves: Entry[] }[] = [];
  for (const item of items) {
    if (item.is_nested) blocks.push({ group: item, leaves: item.third_level ?? [] });
    else if (blocks.length > 0 && !blocks[blocks.length - 1].group)
      blocks[blocks.length - 1].leaves.push(item);
    else blocks.push({ leaves: [item] });
  }
  return blocks.map(({ group, leaves }, i) => {
    if (!group) return <CornerEntries key={i} items={leaves} />;
    const headingId = `corner-${id(group._id) ?? i}`;
    return (
      <section key={group._id || i} className="corner-group" aria-labelledby={headingId}>
        <h3 id={headingId}>{fileTitle(group.name, group.pdf_key, t.document)}</h3>
        {hasFile(group.pdf_key) && (
          <p>
            <FileLink fileKey={group.pdf_key}>
              {t.open(fileTitle(group.name, group.pdf_key, t.document))}
            </FileLink>
          </p>
        )}
        {leaves.length > 0 ? <CornerEntries items={leaves} /> : <Empty>{t.nothingHere}</Empty>}
      </section>
    );
  });
}

/** Entries as one flat list: a file opens the viewer and says what it is, a name alone is text. */
function CornerEntries({ items }: { items: Entry[] }) {
  const t = messages().campus.shared;
  return (
    <ul className="corner-list">
      {items.map((item, i) => {
        const label = fileTitle(item.name, item.pdf_key, t.document);
        return (
          <li key={item._id || i}>
            <FileLink fileKey={item.pdf_key} fallback={<span>{label}</span>}>
              {label}
            </FileLink>
            <DocumentFactsLine fileKey={item.pdf_key} as="span" lead=" " />
          </li>
        );
      })}
    </ul>
  );
}
