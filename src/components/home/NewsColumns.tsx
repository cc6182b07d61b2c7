/** The home page's Notice and Event columns (spec 2.2): latest entries as vertical carousels. */
import { use } from 'react';
import Carousel, { AUTOPLAY_MIN_MS, type CarouselLabels } from '../../../client/islands/Carousel';
import { messages } from '../../i18n/catalogue';
import { providerLang } from '../../i18n/content';
import { formatDate } from '../../i18n/format';
import { TITLE_MAX, truncate } from '../../lib/text';
import { href, PAGES } from '../../paths';
import type { Result } from '../../provider/client';
import { id } from '../../provider/params';
import type { Notice } from '../../provider/schemas/announcement';
import type { Event } from '../../provider/schemas/event';
import { Island } from '../Island';
import { SectionNotice } from '../SectionNotice';

/**
 * Carousel timings and sizes (spec 9, with decision 060's slower steps): a list a visitor reads
 * never moves by itself (0: no autoplay); a testimonial is longer to read than a picture is to see.
 */
export const HOME_CAROUSEL = {
  images: AUTOPLAY_MIN_MS,
  notices: 0,
  events: 0,
  testimonials: 8000,
  noticeSlides: 5,
} as const;

/**
 * The home page's own reads: the latest notices and events, the events upcoming first, and which
 * of them the column shows (its label says so: "Upcoming events" only when they all are).
 */
export type HomeNews = {
  notices: Result<Notice[]>;
  events: Result<Event[]>;
  eventsWhen: 'upcoming' | 'past' | 'both' | 'none';
};

/** The carousels' button names and slide labels in the page's language (islands get no catalogue). */
export const carouselLabels = (): CarouselLabels => messages().viewer.carousel;

/**
 * The section list each news column heads; also where an entry without a usable id links. Built
 * per render: a link carries the page's language.
 */
const columnHref = (kind: 'notice' | 'event') =>
  kind === 'notice' ? href(PAGES.notices, {}) : href(PAGES.events, {});

const noticeHref = (raw: string) => {
  const noticeId = id(raw);
  return noticeId ? href(PAGES.notice, { noticeId }) : columnHref('notice');
};
const eventHref = (raw: string) => {
  const eventId = id(raw);
  return eventId ? href(PAGES.event, { eventId }) : columnHref('event');
};

/** The news columns while their reads stream in: headings, and bodies as tall as the real ones. */
export function ColumnsLoading() {
  const t = messages().home;
  return (
    <>
      <section className="home-column" aria-busy="true">
        <h2>
          <a href={columnHref('notice')}>{t.notice}</a>
        </h2>
        <div className="home-column-body" />
        <MoreLink kind="notice" />
      </section>
      <section className="home-column" aria-busy="true">
        <h2>
          <a href={columnHref('event')}>{t.event}</a>
        </h2>
        <div className="home-column-body" />
        <MoreLink kind="event" />
      </section>
    </>
  );
}

/**
 * The news columns once their reads answer. Later than the page's first byte, they replace
 * placeholders already on screen: each keeps the placeholder's box, empty or not, or the page
 * below would move up (decision 062).
 */
export function StreamedNewsColumns({
  news,
  firstByte,
}: {
  news: Promise<HomeNews>;
  firstByte: { sent: boolean };
}) {
  const answered = use(news);
  return <NewsColumns news={answered} held={firstByte.sent} />;
}

export function NewsColumns({
  news: { notices, events, eventsWhen },
  held = false,
}: {
  news: HomeNews;
  /** They replace placeholders already on screen (ColumnsLoading): as tall as those. */
  held?: boolean;
}) {
  const t = messages().home;
  return (
    <>
      <NewsColumn
        kind="notice"
        held={held}
        heading={t.notice}
        label={t.latestNotices}
        what={t.noticesWhat}
        empty={t.noNotices}
        autoplayMs={HOME_CAROUSEL.notices}
        items={
          notices.ok
            ? notices.value.map((n) => ({
                href: noticeHref(n._id),
                title: n.insAnnTitle,
                date: n.createdAt,
              }))
            : null
        }
      />
      <NewsColumn
        kind="event"
        held={held}
        heading={t.event}
        label={t.events[eventsWhen]}
        what={t.eventsWhat}
        empty={t.noEvents}
        autoplayMs={HOME_CAROUSEL.events}
        items={
          events.ok
            ? events.value.map((e) => ({
                href: eventHref(e._id),
                title: e.event_name,
                date: e.event_date,
              }))
            : null
        }
      />
    </>
  );
}

/**
 * A home column of latest notices or events: a vertical carousel of links; null items = the read
 * failed. Only a carousel is as tall as a full track: an empty or failed column is as tall as its
 * line (decision 062), unless `held` in a placeholder's box.
 */
function NewsColumn({
  kind,
  held,
  heading,
  label,
  what,
  empty,
  autoplayMs,
  items,
}: {
  kind: 'notice' | 'event';
  held: boolean;
  heading: string;
  /** The carousel's accessible name: what its slides are. */
  label: string;
  /** What the column is, in "… could not be loaded". */
  what: string;
  empty: string;
  autoplayMs: number;
  items: { href: string; title: string; date: string }[] | null;
}) {
  const id = `home-${kind}s`;
  return (
    <section className="home-column" aria-labelledby={`home-${kind}`}>
      <h2 id={`home-${kind}`}>
        <a href={columnHref(kind)}>{heading}</a>
      </h2>
      {items === null || items.length === 0 ? (
        held ? (
          <div className="home-column-body">
            <Nothing failed={items === null} what={what} empty={empty} />
          </div>
        ) : (
          <Nothing failed={items === null} what={what} empty={empty} />
        )
      ) : (
        <div className="home-column-body">
          <Island
            component={Carousel}
            id={id}
            hydrate="visible"
            props={{
              label,
              labels: carouselLabels(),
              orientation: 'vertical',
              visibleSlides: HOME_CAROUSEL.noticeSlides,
              autoplayMs,
              loop: true,
              slides: items.map((item) => ({
                kind: 'link' as const,
                href: item.href,
                title: truncate(item.title, TITLE_MAX),
                titleLang: providerLang(item.title),
                meta: formatDate(item.date),
              })),
            }}
          />
        </div>
      )}
      {items?.length === 0 && !held ? null : <MoreLink kind={kind} />}
    </section>
  );
}

/** What a column without entries says: its read failed, or there are none. */
const Nothing = ({ failed, what, empty }: { failed: boolean; what: string; empty: string }) =>
  failed ? <SectionNotice what={what} /> : <p className="empty">{empty}</p>;

/** The link to a column's whole list, where a reader looks after its last entry (none under "No notices yet."). */
function MoreLink({ kind }: { kind: 'notice' | 'event' }) {
  const t = messages().home;
  return (
    <p className="home-column-more">
      <a href={columnHref(kind)}>{kind === 'notice' ? t.allNotices : t.allEvents}</a>
    </p>
  );
}
