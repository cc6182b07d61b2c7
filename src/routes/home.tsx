/** Home page (spec 2.2): image carousel, Notice / Event / Quick Links columns, testimonials. */
import { type Context, Hono } from 'hono';
import { Suspense, use } from 'react';
import Carousel from '../../client/islands/Carousel';
import { FileLink, useFileUrl } from '../components/FileLink';
import { Island } from '../components/Island';
import { SectionNotice } from '../components/SectionNotice';
import type { AppEnv } from '../env';
import type { FrameCore } from '../frame/load';
import { frameForFirstByte, renderPage } from '../frame/render';
import { fileTitle } from '../lib/files';
import { formatDate, truncate } from '../lib/text';
import { hasFile, safeHref } from '../lib/url';
import { href, PAGES } from '../paths';
import { api, PAGE } from '../provider/api';
import { ok, type Result } from '../provider/client';
import { id } from '../provider/params';
import type { Notice } from '../provider/schemas/announcement';
import type { Event } from '../provider/schemas/event';
import type { QuickLink, Testimonial } from '../provider/schemas/profile';

/** Title length in banners and carousels (spec 5). */
export const TITLE_MAX = 70;
/** Carousel timings and sizes (spec 9). */
export const HOME_CAROUSEL = {
  images: 1000,
  notices: 1200,
  events: 1400,
  testimonials: 1000,
  noticeSlides: 5,
} as const;

/** The home page's own reads: the latest notices and events. */
export type HomeNews = { notices: Result<Notice[]>; events: Result<Event[]> };

/** Starts the home page's own reads. */
function loadHome(c: Context<AppEnv>): Promise<HomeNews> {
  const p = c.var.provider;
  const notices = api.notices(p, c.var.site.insId, PAGE.home);
  // The institute record names the event manager; waiting for the whole frame instead would put
  // the events read a wave later. A failed record fails the frame's core, which answers for it.
  const events = c.var.institute.then(
    (ins) => {
      const manager = id(ins.eventManagerDepart[0]);
      return manager ? api.events(p, manager, PAGE.home) : ok<Event[]>([]);
    },
    () => ok<Event[]>([]),
  );
  return Promise.all([notices, events]).then(([n, e]) => ({ notices: n, events: e }));
}

export const home = new Hono<AppEnv>();

home.get(PAGES.home.pattern, async (c) => {
  const news = loadHome(c);
  const { frame, menus } = await frameForFirstByte(c);
  // Streamed only when this request already waited on the provider (a cold cache); from the
  // cache the page arrives whole, so it needs no script to show its notices and events.
  const ready = menus instanceof Promise ? news : await news;
  return renderPage(c, frame, <HomePage frame={frame} news={ready} />, { menus });
});

function HomePage({ frame, news }: { frame: FrameCore; news: HomeNews | Promise<HomeNews> }) {
  const lc = frame.profile.landing_control;
  const name = lc.home_header_object.ins_name || frame.institute.insName;
  // The carousel is an island: its slides carry built URLs.
  const files = useFileUrl();
  const images = lc.home_background_object.images.flatMap((key, i) => {
    const src = files(key);
    return src
      ? [
          {
            kind: 'image' as const,
            src,
            alt: `${name}, campus photo ${i + 1}`,
            width: 1600,
            height: 600,
          },
        ]
      : [];
  });
  return (
    <div className="home">
      <h1 className="visually-hidden">{name}</h1>
      {images.length > 0 && (
        <Island
          name="Carousel"
          id="home-images"
          component={Carousel}
          props={{
            id: 'home-images',
            label: 'Campus photos',
            slides: images,
            autoplayMs: HOME_CAROUSEL.images,
            loop: true,
          }}
        />
      )}
      <div className="home-columns">
        {news instanceof Promise ? (
          <Suspense fallback={<ColumnsLoading />}>
            <StreamedNewsColumns news={news} />
          </Suspense>
        ) : (
          <NewsColumns news={news} />
        )}
        <QuickLinks links={lc.home_opener_quick_links} />
      </div>
      <Testimonials items={frame.profile.testimonials} />
    </div>
  );
}

/** The section list each news column heads; also where an entry without a usable id links. */
const COLUMN_HREF = { notice: href(PAGES.notices, {}), event: href(PAGES.events, {}) } as const;

const noticeHref = (raw: string) => {
  const noticeId = id(raw);
  return noticeId ? href(PAGES.notice, { noticeId }) : COLUMN_HREF.notice;
};
const eventHref = (raw: string) => {
  const eventId = id(raw);
  return eventId ? href(PAGES.event, { eventId }) : COLUMN_HREF.event;
};

function ColumnsLoading() {
  return (
    <>
      <section className="home-column" aria-busy="true">
        <h2>
          <a href={COLUMN_HREF.notice}>Notice</a>
        </h2>
      </section>
      <section className="home-column" aria-busy="true">
        <h2>
          <a href={COLUMN_HREF.event}>Event</a>
        </h2>
      </section>
    </>
  );
}

const StreamedNewsColumns = ({ news }: { news: Promise<HomeNews> }) => (
  <NewsColumns news={use(news)} />
);

function NewsColumns({ news: { notices, events } }: { news: HomeNews }) {
  return (
    <>
      <NewsColumn
        kind="notice"
        heading="Notice"
        what="Notices"
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
        heading="Event"
        what="Events"
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

/** A home column of latest notices or events: a vertical carousel of links; null items = the read failed. */
function NewsColumn({
  kind,
  heading,
  what,
  autoplayMs,
  items,
}: {
  kind: 'notice' | 'event';
  heading: string;
  what: string;
  autoplayMs: number;
  items: { href: string; title: string; date: string }[] | null;
}) {
  const id = `home-${kind}s`;
  return (
    <section className="home-column" aria-labelledby={`home-${kind}`}>
      <h2 id={`home-${kind}`}>
        <a href={COLUMN_HREF[kind]}>{heading}</a>
      </h2>
      {items === null ? (
        <SectionNotice what={what} />
      ) : items.length === 0 ? (
        <p className="empty">{`No ${what.toLowerCase()} yet.`}</p>
      ) : (
        <Island
          name="Carousel"
          id={id}
          hydrate="visible"
          component={Carousel}
          props={{
            id,
            label: kind === 'notice' ? 'Latest notices' : 'Upcoming events',
            orientation: 'vertical',
            visibleSlides: HOME_CAROUSEL.noticeSlides,
            autoplayMs,
            loop: true,
            slides: items.map((item) => ({
              kind: 'link' as const,
              href: item.href,
              title: truncate(item.title, TITLE_MAX),
              meta: formatDate(item.date),
            })),
          }}
        />
      )}
    </section>
  );
}

/**
 * Quick link: typo YES opens its link in a new tab; otherwise its file opens in the viewer. Without
 * a name, a link is called by its host and a file by a name read from its key.
 */
function QuickLinks({ links }: { links: QuickLink[] }) {
  const items = links.flatMap((link) => {
    if (link.typo.trim().toUpperCase() === 'YES') {
      const href = safeHref(link.link_images);
      return href
        ? [
            <a href={href} target="_blank" rel="noopener noreferrer">
              {link.name || new URL(href).hostname}
            </a>,
          ]
        : [];
    }
    return hasFile(link.link_images)
      ? [
          <FileLink fileKey={link.link_images}>
            {fileTitle(link.name, link.link_images, 'Document')}
          </FileLink>,
        ]
      : [];
  });
  return (
    <section className="home-column" aria-labelledby="home-quick">
      <h2 id="home-quick">Quick Links</h2>
      {items.length === 0 ? (
        <p className="empty">No quick links yet.</p>
      ) : (
        <ul className="quick-links">
          {items.map((a, i) => (
            <li key={i}>{a}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Testimonials({ items }: { items: Testimonial[] }) {
  const files = useFileUrl();
  if (items.length === 0) return null;
  return (
    <section className="testimonials" aria-labelledby="home-testimonials">
      <h2 id="home-testimonials">Testimonials</h2>
      <Island
        name="Carousel"
        id="home-testimonials-carousel"
        hydrate="visible"
        component={Carousel}
        props={{
          id: 'home-testimonials-carousel',
          label: 'Testimonials',
          perView: { mobile: 1, desktop: 3 },
          autoplayMs: HOME_CAROUSEL.testimonials,
          loop: true,
          slides: items.map((t) => ({
            kind: 'testimonial' as const,
            name: t.name,
            course: t.course,
            image: files(t.image),
            bio: t.bio,
          })),
        }}
      />
    </section>
  );
}
