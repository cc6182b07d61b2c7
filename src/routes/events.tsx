/**
 * Events (spec 2.10): `/event` lists the events of the institute's event manager
 * (`eventManagerDepart[0]`, one read: page 1, limit 1000), upcoming (today or later in the
 * institute's time zone, soonest first) then past (newest first), 20 a page (`?page=`), by year
 * (`?year=`); `/event/calendar.ics` is every dated event as iCalendar (issue 18).
 * `/one/event/{eventId}/detail` shows one event
 * (title cut to 70 characters in the banner, date, guest, place, description, departments, banner
 * image) and `/detail/{tabName}` its document lists (Attendance, Notice, Permission Letter,
 * Activity Report, Other). An event of another event manager is a 404.
 */
import { type Context, Hono } from 'hono';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import {
  attachmentItems,
  type DocumentHref,
  DocumentTab,
  type DocumentTabName,
  documentTabs,
} from '../components/DocumentTabs';
import { Facts } from '../components/Facts';
import { FileImage, FileLink, pictureSources } from '../components/FileLink';
import { Listing, ListingMeta, ListingTitle } from '../components/Listing';
import { InnerPage } from '../components/layout/InnerPage';
import { Pager, YearLinks } from '../components/Pager';
import { RichText } from '../components/RichText';
import { Empty, SectionNotice } from '../components/SectionNotice';
import type { AppEnv } from '../env';
import { PageNotFound, ProviderUnavailable } from '../errors';
import type { FrameCore } from '../frame/load';
import { messages } from '../i18n/catalogue';
import { providerLang } from '../i18n/content';
import { dateParts, formatDate } from '../i18n/format';
import { pageFilesOf } from '../images/pageFiles';
import { eventDay, eventStart, splitByDay, yearOf, zonedIso } from '../lib/dates';
import { FEED_SECONDS, feedText, icalendar } from '../lib/feeds';
import { browse, browsedHead, checkBrowseQuery, todayFor } from '../pages/browse';
import { absolute, institutionJsonLd, renderPage } from '../pages/render';
import { PageQuery, params, QueryText, queries, YearQuery } from '../pages/validate';
import { href, IdParam, PAGES, TABS } from '../paths';
import { api, PAGE } from '../provider/api';
import { ok } from '../provider/client';
import { type Id, id } from '../provider/params';
import type { Event, EventDetail } from '../provider/schemas/event';

export const events = new Hono<AppEnv>();

/** The event's list behind each document tab. */
const EVENT_LISTS = {
  attendance: 'attendance',
  notice: 'notice',
  'permission-letter': 'permission_letter',
  'activity-report': 'report',
  other: 'other',
} as const satisfies Record<DocumentTabName, string>;

/**
 * One event of this institute's event manager, or null (not found, or the provider names another
 * manager or none; nothing of that is cached). The event is read once the manager is known: an
 * institute without one reads nothing. A failed read is a 503.
 */
async function loadEvent(c: Context<AppEnv>, eventId: Id): Promise<EventDetail | null> {
  const manager = id((await c.var.institute).eventManagerDepart[0]);
  if (!manager) return null;
  const result = await api.event(c.var.provider, eventId, manager);
  if (!result.ok) throw new ProviderUnavailable('event', result.error);
  return result.value;
}

/** The institute's events (one read, limit 1000; none without an event manager). */
function loadEvents(c: Context<AppEnv>) {
  const p = c.var.provider;
  return c.var.institute.then((ins) => {
    const manager = id(ins.eventManagerDepart[0]);
    return manager ? api.events(p, manager, PAGE.list) : ok<Event[]>([]);
  });
}

const eventYear = (e: Event) => {
  const day = eventDay(e.event_date);
  return day && yearOf(day);
};

/** The groups of the event list, in the order it shows them. */
const GROUPS = ['upcoming', 'past', 'undated'] as const;

events.get(
  PAGES.events.pattern,
  queries(PAGES.events, { year: YearQuery, page: PageQuery }),
  async (c) => {
    const query = c.req.valid('query');
    checkBrowseQuery('event', query);
    const [frame, result] = await Promise.all([c.var.frame, loadEvents(c)]);
    const today = todayFor(c);
    const split = result.ok ? splitByDay(result.value, (e) => eventDay(e.event_date), today) : null;
    // Upcoming first (soonest first), then past (newest first), then the undated, paged as one.
    const ordered = split ? [...split.upcoming, ...split.past, ...split.undated] : [];
    const browsed = split ? browse(PAGES.events, 'event', ordered, eventYear, query) : null;
    const t = messages().news.events;
    const headings = { upcoming: t.upcoming, past: t.past, undated: t.undated };
    const feed = href(PAGES.eventsCalendar, {});
    const title = browsed?.year ? t.ofYear(browsed.year) : t.title;
    return renderPage(
      c,
      frame,
      <InnerPage title={title}>
        {split && browsed ? (
          <>
            <YearLinks
              years={browsed.years}
              year={browsed.year}
              at={browsed.yearHref}
              label={t.byYear}
            />
            {ordered.length === 0 ? (
              <Empty>{t.none}</Empty>
            ) : (
              GROUPS.map((group) => {
                const items = browsed.paged.items.filter((e) => split[group].includes(e));
                const noneUpcoming =
                  group === 'upcoming' && !browsed.year && browsed.paged.page === 1;
                if (items.length === 0 && !noneUpcoming) return null;
                return (
                  <section key={group} aria-labelledby={`events-${group}`}>
                    <h2 id={`events-${group}`}>{headings[group]}</h2>
                    {items.length ? <EventList items={items} /> : <Empty>{t.noneUpcoming}</Empty>}
                  </section>
                );
              })
            )}
            <Pager {...browsed.paged} at={browsed.at} />
          </>
        ) : (
          <SectionNotice what={t.title} />
        )}
        {/* No visible calendar with nothing in it; the head still names it (decision 062). */}
        {!(split && ordered.length === 0) && (
          <p className="feed-link">
            <a href={feed} type="text/calendar">
              {t.calendarLink}
            </a>
          </p>
        )}
      </InnerPage>,
      browsedHead(title, browsed, { type: 'text/calendar', href: feed, title: t.calendarTitle }),
    );
  },
);

/**
 * Every dated event as iCalendar: all-day, or at its time in the institute's time zone when it
 * has one; UIDs `<eventId>@<host>`, so a calendar that subscribed updates rather than duplicates.
 */
events.get(PAGES.eventsCalendar.pattern, async (c) => {
  // Like the notice feed, it waits for the frame's reads the request started.
  const [, result] = await Promise.all([c.var.frame, loadEvents(c)]);
  if (!result.ok) throw new ProviderUnavailable('events', result.error);
  const { origin, host, name } = c.var.site;
  const { timeZone, now } = c.var.config;
  const t = messages().news.events;
  const dated = result.value.flatMap((e) => {
    const eventId = id(e._id);
    const start = eventStart(e.event_date, e.event_time, timeZone);
    // An event without a usable id has no page and no stable UID to give it.
    if (!eventId || !start) return [];
    return [
      {
        uid: `${eventId}@${host}`,
        summary: e.event_name || t.event,
        start,
        url: `${origin}${href(PAGES.event, { eventId })}`,
        description: e.event_guest ? t.guest(e.event_guest) : '',
      },
    ];
  });
  dated.sort((a, b) => (a.start.day < b.start.day ? -1 : a.start.day > b.start.day ? 1 : 0));
  const body = icalendar({ name: t.calendarName(name), stamp: now(), events: dated });
  return c.body(body, 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Cache-Control': `public, max-age=${FEED_SECONDS}`,
  });
});

events.get(
  PAGES.event.pattern,
  params('event', v.object({ eventId: IdParam, tab: v.optional(TABS.documents.schema) })),
  queries(PAGES.event, { show: QueryText }),
  async (c) => {
    const { eventId, tab } = c.req.valid('param');
    const { show } = c.req.valid('query');
    const [frame, event] = await Promise.all([c.var.frame, loadEvent(c, eventId)]);
    if (!event) throw new PageNotFound('event');

    const at: DocumentHref = (name) => href(PAGES.event, { eventId, tab: name });
    const t = messages().news.events;
    const title = event.event_name || t.event;
    return renderPage(
      c,
      frame,
      // The whole title in the banner (issue 31, taking back spec 5's cut on the detail page).
      <InnerPage title={title} tabs={documentTabs(at, tab, t.details)}>
        {tab ? (
          <DocumentTab
            name={tab}
            items={attachmentItems(tab, event[EVENT_LISTS[tab]])}
            at={at}
            show={show}
            backLabel={t.backToDetails}
          />
        ) : (
          <EventSummary event={event} />
        )}
      </InnerPage>,
      {
        pageTitle: tab ? `${title}: ${TABS.documents.label(tab)}` : title,
        // The event's own page says what it is; a document tab is a list of its files.
        jsonLd: tab ? undefined : eventJsonLd(c, frame, event, eventId),
        breadcrumb: {
          parents: [
            { label: t.title, href: href(PAGES.events, {}) },
            ...(tab ? [{ label: title, href: at(undefined) }] : []),
          ],
          crumb: tab ? TABS.documents.label(tab) : title,
        },
      },
    );
  },
);

/** schema.org's status of an event from the provider's (default "UpComing": scheduled). */
function eventStatus(status: string): string {
  if (/cancel/i.test(status)) return 'https://schema.org/EventCancelled';
  if (/postpone/i.test(status)) return 'https://schema.org/EventPostponed';
  return 'https://schema.org/EventScheduled';
}

/** The longest description an event's JSON-LD carries (characters): a search result's snippet. */
const LD_DESCRIPTION_MAX = 300;
/** The banner's width on the event's page (CSS pixels): the JSON-LD names that picture. */
const BANNER_WIDTH = 960;
/** From 901 px the banner stands beside the text, 28 rem wide (site.css `.event-detail`). */
const BANNER_SIZES = '(min-width: 901px) 448px, (max-width: 960px) 100vw, 960px';

/**
 * schema.org Event for search engines: name, start (its day, or its time in the institute's time
 * zone), place (the event's, at the institute's address), organiser (the institute), status,
 * with a place attendance in person, the banner (absolute, as the page shows it) and the
 * description (text, cut on a word). No end: the provider has none.
 */
function eventJsonLd(c: Context<AppEnv>, frame: FrameCore, event: EventDetail, eventId: Id) {
  const { origin } = c.var.site;
  const { timeZone } = c.var.config;
  const institute = institutionJsonLd(frame, origin, undefined);
  const start = eventStart(event.event_date, event.event_time, timeZone);
  const address = institute.address ? { address: institute.address } : {};
  const image = absolute(c, pictureSources(pageFilesOf(c))(event.event_banner, BANNER_WIDTH)?.src);
  const description = feedText(event.event_description, LD_DESCRIPTION_MAX);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.event_name || messages().news.events.event,
    url: `${origin}${href(PAGES.event, { eventId })}`,
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    ...(start
      ? { startDate: 'instant' in start ? zonedIso(start.instant, timeZone) : start.day }
      : {}),
    eventStatus: eventStatus(event.event_status),
    ...(event.event_place
      ? {
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          location: { '@type': 'Place', name: event.event_place, ...address },
        }
      : { location: { '@type': 'Place', name: institute.name, ...address } }),
    organizer: { '@type': institute['@type'], name: institute.name, url: institute.url },
  };
}

/**
 * Every event as a compact row: a calendar leaf of its day, its name (a heading under the list's
 * group heading) and its guest; on wider screens a small banner. Entries without a usable id are
 * listed unlinked.
 */
function EventList({ items }: { items: Event[] }) {
  const t = messages().news.events;
  if (items.length === 0) return <Empty>{t.none}</Empty>;
  return (
    <Listing className="event-list">
      {items.map((e, i) => {
        const eventId = id(e._id);
        const date = dateParts(e.event_date);
        return (
          <li key={e._id || i}>
            <ListingTitle
              href={eventId ? href(PAGES.event, { eventId }) : undefined}
              lang={providerLang(e.event_name)}
              level="h3"
            >
              {e.event_name || t.event}
            </ListingTitle>
            {date && (
              <time dateTime={e.event_date} className="date-leaf">
                <span className="date-leaf-day">{date.day}</span> <span>{date.month}</span>{' '}
                <span>{date.year}</span>
              </time>
            )}
            <ListingMeta parts={[e.event_guest && t.guest(e.event_guest), e.event_place]} />
            <FileImage
              fileKey={e.event_banner}
              alt=""
              loading="lazy"
              width={112}
              height={63}
              sizes="112px"
              className="event-thumb"
            />
          </li>
        );
      })}
    </Listing>
  );
}

/** The event itself: date, guest, place, description, departments, banner image. */
function EventSummary({ event }: { event: EventDetail }) {
  const t = messages().news.events;
  const title = event.event_name || t.event;
  const date = formatDate(event.event_date);
  const departments = event.for_department.map((d) => d.dName).filter(Boolean);
  const facts: [string, ReactNode][] = [];
  // biome-ignore lint/correctness/useJsxKeyInIterable: one [term, value] pair, not a list child
  if (date) facts.push([t.date, <time dateTime={event.event_date}>{date}</time>]);
  if (event.event_guest) facts.push([t.guestLabel, event.event_guest]);
  if (event.event_place) facts.push([t.place, event.event_place]);
  return (
    <article className="event-detail">
      <Facts facts={facts} />
      <FileLink fileKey={event.event_banner}>
        <FileImage
          fileKey={event.event_banner}
          alt={t.bannerOf(title)}
          width={BANNER_WIDTH}
          height={540}
          natural
          sizes={BANNER_SIZES}
        />
      </FileLink>
      <section aria-labelledby="event-about">
        <h2 id="event-about">{t.about}</h2>
        <RichText text={event.event_description} empty={t.noDescription} />
      </section>
      <section aria-labelledby="event-departments">
        <h2 id="event-departments">{t.departments}</h2>
        {departments.length > 0 ? (
          <ul>
            {departments.map((name, i) => (
              <li key={i}>{name}</li>
            ))}
          </ul>
        ) : (
          <Empty>{t.noDepartments}</Empty>
        )}
      </section>
    </article>
  );
}
