/**
 * Notices (spec 2.10): `/notice` lists every notice of the institute (page 1, limit 1000) with its
 * date, each linking to `/one/notice/{noticeId}/detail`: the title in the banner cut to 70
 * characters, the description and the documents (image files as thumbnails, others as cards,
 * with the all/one filter of spec 4 as `?show=`). A notice of another institute is a 404.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { type AttachmentItem, Attachments, selectedDocument } from '../components/Attachments';
import { InnerPage } from '../components/frame/InnerPage';
import { RichText } from '../components/RichText';
import { Empty, SectionNotice } from '../components/SectionNotice';
import type { AppEnv } from '../env';
import { PageNotFound, ProviderUnavailable } from '../errors';
import { renderPage } from '../frame/render';
import { params, QueryText, queries } from '../frame/validate';
import { formatDate, TITLE_MAX, truncate } from '../lib/text';
import { href, IdParam, PAGES } from '../paths';
import { api, PAGE } from '../provider/api';
import type { Provider } from '../provider/cache';
import { type Id, id } from '../provider/params';
import type { Notice, NoticeDetail } from '../provider/schemas/announcement';

export const notices = new Hono<AppEnv>();

/**
 * One notice of this institute, or null when the provider has none, or names another institute or
 * no institute as its owner (nothing of that is cached). A failed read with no cached copy is a 503.
 */
export async function loadNotice(
  p: Provider,
  insId: Id,
  noticeId: Id,
): Promise<NoticeDetail | null> {
  const result = await api.notice(p, noticeId, insId);
  if (!result.ok) throw new ProviderUnavailable('notice', result.error);
  return result.value;
}

notices.get(PAGES.notices.pattern, async (c) => {
  const list = api.notices(c.var.provider, c.var.site.insId, PAGE.list);
  const [frame, result] = await Promise.all([c.var.frame, list]);
  return renderPage(
    c,
    frame,
    <InnerPage title="Notices">
      {result.ok ? <NoticeList items={result.value} /> : <SectionNotice what="Notices" />}
    </InnerPage>,
    { pageTitle: 'Notices' },
  );
});

notices.get(
  PAGES.notice.pattern,
  params('notice', v.object({ noticeId: IdParam })),
  queries(PAGES.notice, { show: QueryText }),
  async (c) => {
    const { noticeId } = c.req.valid('param');
    const { show } = c.req.valid('query');
    const [frame, notice] = await Promise.all([
      c.var.frame,
      loadNotice(c.var.provider, c.var.site.insId, noticeId),
    ]);
    if (!notice) throw new PageNotFound('notice');

    const base = href(PAGES.notice, { noticeId });
    const documents: AttachmentItem[] = notice.announcementDocument.map((d, i) => ({
      id: d._id || `document-${i + 1}`,
      name: d.documentName,
      fileKey: d.documentKey,
    }));
    const title = notice.insAnnTitle || 'Notice';
    const banner = truncate(title, TITLE_MAX);
    const date = formatDate(notice.createdAt);
    return renderPage(
      c,
      frame,
      <InnerPage title={banner} breadcrumb={{ label: 'Notices', href: href(PAGES.notices, {}) }}>
        <article className="notice-detail">
          {banner !== title && <h2>{title}</h2>}
          {date && (
            <p className="meta">
              Published <time dateTime={notice.createdAt}>{date}</time>
            </p>
          )}
          <RichText text={notice.insAnnDescription} empty="" />
          <section aria-labelledby="notice-documents">
            <h2 id="notice-documents">Documents</h2>
            <Attachments
              items={documents}
              selected={selectedDocument(show, documents)}
              filterBase={base}
            />
          </section>
        </article>
      </InnerPage>,
      { pageTitle: title },
    );
  },
);

/** Every notice with its date, newest first as the provider sends them; entries without a usable id are listed unlinked. */
function NoticeList({ items }: { items: Notice[] }) {
  if (items.length === 0) return <Empty>No notices yet.</Empty>;
  return (
    <ul className="notice-list">
      {items.map((n, i) => {
        const noticeId = id(n._id);
        const title = n.insAnnTitle || 'Notice';
        const date = formatDate(n.createdAt);
        return (
          <li key={n._id || i}>
            {noticeId ? (
              <a href={href(PAGES.notice, { noticeId })}>{title}</a>
            ) : (
              <span>{title}</span>
            )}
            {date && (
              <>
                {' '}
                <time dateTime={n.createdAt} className="meta">
                  {date}
                </time>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
