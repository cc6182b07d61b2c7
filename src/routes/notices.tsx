/**
 * Notices (spec 2.10): `/notice` lists the notices of the institute (one read: page 1, limit 1000)
 * with their dates, 20 a page (`?page=`), by year (`?year=`, the year of the notice's day in the
 * institute's time zone) and by category (`?category=`, read from the notice's words: issue 42),
 * each linking to `/one/notice/{noticeId}/detail`, under a search form scoped to notices (the
 * site search's `kind=notice`); `/notice/rss.xml` is the RSS feed of the 50 newest (issue 18). A detail page has the title in the banner cut to 70
 * characters, the description and the documents (image files as thumbnails, others as cards,
 * with the all/one filter of spec 4 as `?show=`). A notice of another institute is a 404.
 */
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { type AttachmentItem, Attachments, selectedDocument } from '../components/Attachments';
import { Listing, ListingMeta, ListingTitle } from '../components/Listing';
import { InnerPage } from '../components/layout/InnerPage';
import { Pager, YearLinks } from '../components/Pager';
import { RichText } from '../components/RichText';
import { Empty, SectionNotice } from '../components/SectionNotice';
import type { AppEnv } from '../env';
import { PageNotFound, ProviderUnavailable } from '../errors';
import { messages } from '../i18n/catalogue';
import { providerLang } from '../i18n/content';
import { currentLang } from '../i18n/current';
import { formatDate } from '../i18n/format';
import { dayOfTimestamp, newUntil, yearOf } from '../lib/dates';
import { FEED_SECONDS, rss } from '../lib/feeds';
import { fileKind } from '../lib/files';
import { NOTICE_CATEGORIES, type NoticeCategory, noticeCategories } from '../lib/noticeCategories';
import { browse, browsedHead, checkBrowseQuery } from '../pages/browse';
import { renderPage } from '../pages/render';
import { orWrong, PageQuery, params, QueryText, queries, YearQuery } from '../pages/validate';
import { href, IdParam, PAGES } from '../paths';
import { api, PAGE } from '../provider/api';
import type { Provider } from '../provider/cache';
import { type Id, id } from '../provider/params';
import type { Notice, NoticeDetail } from '../provider/schemas/announcement';

export const notices = new Hono<AppEnv>();

/** How many notices the RSS feed carries. */
const FEED_NOTICES = 50;

/** The `count` newest notices by their date (undated ones last), with that date in ms. */
function newestNotices(items: readonly Notice[], count: number) {
  return items
    .map((notice) => {
      const published = Date.parse(notice.createdAt);
      return { notice, published: Number.isNaN(published) ? undefined : published };
    })
    .sort((a, b) => (b.published ?? -Infinity) - (a.published ?? -Infinity))
    .slice(0, count);
}

/**
 * One notice of this institute, or null when the provider has none, or names another institute or
 * no institute as its owner (nothing of that is cached). A failed read with no cached copy is a 503.
 */
async function loadNotice(p: Provider, insId: Id, noticeId: Id): Promise<NoticeDetail | null> {
  const result = await api.notice(p, noticeId, insId);
  if (!result.ok) throw new ProviderUnavailable('notice', result.error);
  return result.value;
}

/** `?category=`: one of the categories; any other value is a 404 (as a wrong `?year=` is). */
const CategoryQuery = orWrong(v.picklist(NOTICE_CATEGORIES));

notices.get(
  PAGES.notices.pattern,
  queries(PAGES.notices, { year: YearQuery, page: PageQuery, category: CategoryQuery }),
  async (c) => {
    const query = c.req.valid('query');
    checkBrowseQuery('notice', query);
    if (query.category === false) throw new PageNotFound('notice category');
    const category = query.category;
    const list = api.notices(c.var.provider, c.var.site.insId, PAGE.list);
    const [frame, result] = await Promise.all([c.var.frame, list]);
    const timeZone = c.var.config.timeZone;
    const noticeYear = (n: Notice) => {
      const day = dayOfTimestamp(n.createdAt, timeZone);
      return day && yearOf(day);
    };
    // A failed read shows its notice in place, on any page (and the page is not cached).
    const sorted = result.ok
      ? byCategory(result.value, category, (n) => !query.year || noticeYear(n) === query.year)
      : null;
    if (sorted && category && sorted.items.length === 0) throw new PageNotFound('notice category');
    const browsed = sorted
      ? browse(PAGES.notices, 'notice', sorted.items, noticeYear, query, { category })
      : null;
    const shown = browsed?.paged.items ?? [];
    const kinds = await documentKinds(c.var.provider, c.var.site.insId, shown);
    const now = c.var.config.now();
    keepWhileNew(c, shown, now);
    const t = messages().news.notices;
    const feed = href(PAGES.noticesFeed, {});
    const listTitle = category ? t.ofCategory[category] : t.title;
    const title = browsed?.year
      ? category
        ? t.ofCategoryYear(listTitle, browsed.year)
        : t.ofYear(browsed.year)
      : listTitle;
    return renderPage(
      c,
      frame,
      <InnerPage title={title}>
        {result.ok && result.value.length > 0 && <NoticeSearch />}
        {browsed && sorted ? (
          <>
            <CategoryLinks
              categories={sorted.offered}
              category={category}
              at={(picked) => href(PAGES.notices, {}, { year: browsed.year, category: picked })}
            />
            <YearLinks
              years={browsed.years}
              year={browsed.year}
              at={browsed.yearHref}
              label={t.byYear}
            />
            <NoticeList items={browsed.paged.items} kinds={kinds} now={now} />
            <Pager {...browsed.paged} at={browsed.at} />
          </>
        ) : (
          <SectionNotice what={t.title} />
        )}
        {/* No visible feed with nothing in it; the head still names it (decision 062). */}
        {!(result.ok && result.value.length === 0) && (
          <p className="feed-link">
            <a href={feed} type="application/rss+xml">
              {t.feedLink}
            </a>
          </p>
        )}
      </InnerPage>,
      browsedHead(title, browsed, { type: 'application/rss+xml', href: feed, title: t.title }),
    );
  },
);

/** The 50 newest notices as RSS 2.0, linking to their pages on the institute's own host. */
notices.get(PAGES.noticesFeed.pattern, async (c) => {
  // The frame's reads started with the request: the feed waits for them too (they are the
  // pages' cache, and an unknown or failing institute answers as its pages do).
  const list = api.notices(c.var.provider, c.var.site.insId, PAGE.list);
  const [, result] = await Promise.all([c.var.frame, list]);
  if (!result.ok) throw new ProviderUnavailable('notices', result.error);
  const { origin, name } = c.var.site;
  const t = messages().news.notices;
  const items = newestNotices(result.value, FEED_NOTICES).flatMap(({ notice, published }) => {
    const noticeId = id(notice._id);
    if (!noticeId) return [];
    return [
      {
        title: notice.insAnnTitle || t.notice,
        link: `${origin}${href(PAGES.notice, { noticeId })}`,
        description: notice.insAnnDescription,
        published,
      },
    ];
  });
  const body = rss({
    title: t.feedTitle(name),
    link: `${origin}${href(PAGES.notices, {})}`,
    self: `${origin}${href(PAGES.noticesFeed, {})}`,
    description: t.feedDescription(name),
    language: currentLang(),
    items,
  });
  return c.body(body, 200, {
    'Content-Type': 'application/rss+xml; charset=utf-8',
    'Cache-Control': `public, max-age=${FEED_SECONDS}`,
  });
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
    const t = messages().news.notices;
    // The whole title in the banner, however long: the page's one heading of it (issue 31, which
    // takes back spec 5's cut here; carousels and lists keep it).
    const title = notice.insAnnTitle || t.notice;
    const date = formatDate(notice.createdAt);
    return renderPage(
      c,
      frame,
      <InnerPage title={title}>
        <article className="notice-detail">
          {date && (
            <p className="meta">
              {t.published} <time dateTime={notice.createdAt}>{date}</time>
            </p>
          )}
          <RichText text={notice.insAnnDescription} empty="" />
          <section aria-labelledby="notice-documents">
            <h2 id="notice-documents">{t.documents}</h2>
            <Attachments
              items={documents}
              selected={selectedDocument(show, documents)}
              filterBase={base}
              lead
            />
          </section>
        </article>
      </InnerPage>,
      {
        pageTitle: title,
        breadcrumb: { parents: [{ label: t.title, href: href(PAGES.notices, {}) }] },
      },
    );
  },
);

/**
 * The notices of `category` (all when absent), and the categories to offer: those some notice
 * of the chosen year (`inYear`) falls in, so every category link leads to a list.
 */
function byCategory(
  items: readonly Notice[],
  category: NoticeCategory | undefined,
  inYear: (n: Notice) => boolean,
) {
  const of = new Map(
    items.map((n) => [n, noticeCategories(n.insAnnTitle, n.insAnnDescription)] as const),
  );
  const present = new Set(items.filter(inYear).flatMap((n) => of.get(n) ?? []));
  return {
    items: category ? items.filter((n) => of.get(n)?.includes(category)) : items,
    offered: NOTICE_CATEGORIES.filter((c) => present.has(c)),
  };
}

/**
 * The categories as links (`?category=`, keeping the year), All first; none when no notice
 * falls in any. Plain links, so they work without JavaScript.
 */
function CategoryLinks({
  categories,
  category,
  at,
}: {
  categories: readonly NoticeCategory[];
  category: NoticeCategory | undefined;
  at: (category: NoticeCategory | undefined) => string;
}) {
  const t = messages().news.notices;
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t.byCategory}>
      <ul className="chips">
        <li>
          <a href={at(undefined)} aria-current={category ? undefined : 'page'}>
            {t.allCategories}
          </a>
        </li>
        {categories.map((c) => (
          <li key={c}>
            <a href={at(c)} aria-current={c === category ? 'page' : undefined}>
              {t.categories[c]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A search over notices: the site search's GET form with `kind=notice`, so its results are
 * notices ranked as the site search ranks them (Latin-typed Hindi and Marathi too), without
 * JavaScript; the list's own address takes no free text (decision 053).
 */
function NoticeSearch() {
  const t = messages().news.notices;
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is new; role=search works everywhere
    <form className="search-form" method="get" action={href(PAGES.search, {})} role="search">
      <input type="hidden" name="kind" value="notice" />
      <label htmlFor="notice-search">{t.search}</label>
      <input id="notice-search" name="q" type="search" maxLength={120} autoComplete="off" />
      <button className="button" type="submit">
        {messages().common.search.submit}
      </button>
    </form>
  );
}

/** How long a notice is marked New on the list, in days. */
const NEW_DAYS = 7;

/**
 * The kinds of the documents of each notice shown (`"PDF"`, the word for a picture), by notice id.
 * The list read does not carry documents (provider-api.md, endpoint 5), so this reads each shown
 * notice's own record (at most a page of them; the reads the detail pages share). A notice whose
 * read fails shows no kinds (decision 063).
 */
async function documentKinds(p: Provider, insId: Id, items: readonly Notice[]) {
  const t = messages().news.notices;
  const kinds = new Map<string, string[]>();
  await Promise.all(
    items.map(async (n) => {
      const noticeId = id(n._id);
      if (!noticeId) return;
      const result = await api.notice(p, noticeId, insId);
      if (!result.ok || !result.value) return;
      const labels = result.value.announcementDocument.flatMap((d) => {
        const kind = fileKind(d.documentKey, d.documentType);
        return kind ? [kind.image ? t.image : kind.label] : [];
      });
      kinds.set(noticeId, [...new Set(labels)]);
    }),
  );
  return kinds;
}

/**
 * Keeps the page (page cache) no longer than its first New mark is right: a notice marked New
 * stops being new at a fixed instant; one not marked never becomes new again.
 */
function keepWhileNew(c: Context<AppEnv>, items: readonly Notice[], now: number) {
  const until = items.flatMap((n) => newUntil(n.createdAt, now, NEW_DAYS) ?? []);
  if (until.length === 0) return;
  c.set('rightForMs', Math.min(c.var.rightForMs ?? Infinity, Math.min(...until) - now));
}

/**
 * Every notice as a title line and a meta line (date, its documents' kinds, New), newest first as
 * the provider sends them; entries without a usable id are listed unlinked.
 */
function NoticeList({
  items,
  kinds,
  now,
}: {
  items: Notice[];
  kinds: Map<string, string[]>;
  now: number;
}) {
  const t = messages().news.notices;
  if (items.length === 0) return <Empty>{t.none}</Empty>;
  return (
    <Listing className="notice-list">
      {items.map((n, i) => {
        const noticeId = id(n._id);
        const date = formatDate(n.createdAt);
        const documents = (noticeId && kinds.get(noticeId)) || [];
        return (
          <li key={n._id || i}>
            <ListingTitle
              href={noticeId ? href(PAGES.notice, { noticeId }) : undefined}
              lang={providerLang(n.insAnnTitle)}
            >
              {n.insAnnTitle || t.notice}
            </ListingTitle>
            <ListingMeta
              parts={[
                date && <time dateTime={n.createdAt}>{date}</time>,
                documents.join(', '),
                newUntil(n.createdAt, now, NEW_DAYS) !== null && (
                  <strong className="tag">{t.isNew}</strong>
                ),
              ]}
            />
          </li>
        );
      })}
    </Listing>
  );
}
