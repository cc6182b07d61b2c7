/**
 * Events (spec 2.10): `/event` lists the events of the institute's event manager
 * (`eventManagerDepart[0]`, page 1, limit 1000); `/one/event/{eventId}/detail` shows one event
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
import { FileImage, FileLink } from '../components/FileLink';
import { InnerPage } from '../components/frame/InnerPage';
import { RichText } from '../components/RichText';
import { Empty, SectionNotice } from '../components/SectionNotice';
import type { AppEnv } from '../env';
import { PageNotFound, ProviderUnavailable } from '../errors';
import { renderPage } from '../frame/render';
import { params, QueryText, queries } from '../frame/validate';
import { formatDate, TITLE_MAX, truncate } from '../lib/text';
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
export async function loadEvent(c: Context<AppEnv>, eventId: Id): Promise<EventDetail | null> {
  const manager = id((await c.var.institute).eventManagerDepart[0]);
  if (!manager) return null;
  const result = await api.event(c.var.provider, eventId, manager);
  if (!result.ok) throw new ProviderUnavailable('event', result.error);
  return result.value;
}

events.get(PAGES.events.pattern, async (c) => {
  const p = c.var.provider;
  const list = c.var.institute.then((ins) => {
    const manager = id(ins.eventManagerDepart[0]);
    return manager ? api.events(p, manager, PAGE.list) : ok<Event[]>([]);
  });
  const [frame, result] = await Promise.all([c.var.frame, list]);
  return renderPage(
    c,
    frame,
    <InnerPage title="Events">
      {result.ok ? <EventList items={result.value} /> : <SectionNotice what="Events" />}
    </InnerPage>,
    { pageTitle: 'Events' },
  );
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
    const title = event.event_name || 'Event';
    const breadcrumb = { label: 'Events', href: href(PAGES.events, {}) };
    return renderPage(
      c,
      frame,
      <InnerPage
        title={truncate(title, TITLE_MAX)}
        tabs={documentTabs(at, tab, 'Event details')}
        breadcrumb={breadcrumb}
      >
        {tab ? (
          <DocumentTab
            name={tab}
            items={attachmentItems(tab, event[EVENT_LISTS[tab]])}
            at={at}
            show={show}
            backLabel="Back to the event details"
          />
        ) : (
          <EventSummary event={event} />
        )}
      </InnerPage>,
      { pageTitle: tab ? `${title}: ${TABS.documents.label(tab)}` : title },
    );
  },
);

/** Every event with its date, guest and banner; entries without a usable id are listed unlinked. */
function EventList({ items }: { items: Event[] }) {
  if (items.length === 0) return <Empty>No events yet.</Empty>;
  return (
    <ul className="cards event-list">
      {items.map((e, i) => {
        const eventId = id(e._id);
        const name = e.event_name || 'Event';
        const date = formatDate(e.event_date);
        return (
          <li key={e._id || i} className="card">
            <FileImage fileKey={e.event_banner} alt="" loading="lazy" width="320" height="180" />
            <h2>{eventId ? <a href={href(PAGES.event, { eventId })}>{name}</a> : name}</h2>
            {date && (
              <p className="meta">
                <time dateTime={e.event_date}>{date}</time>
              </p>
            )}
            {e.event_guest && <p>Guest: {e.event_guest}</p>}
          </li>
        );
      })}
    </ul>
  );
}

/** The event itself: full title when the banner cut it, date, guest, place, description, departments, banner image. */
function EventSummary({ event }: { event: EventDetail }) {
  const title = event.event_name || 'Event';
  const date = formatDate(event.event_date);
  const departments = event.for_department.map((d) => d.dName).filter(Boolean);
  const facts: [string, ReactNode][] = [];
  // biome-ignore lint/correctness/useJsxKeyInIterable: one [term, value] pair, not a list child
  if (date) facts.push(['Date', <time dateTime={event.event_date}>{date}</time>]);
  if (event.event_guest) facts.push(['Guest', event.event_guest]);
  if (event.event_place) facts.push(['Place', event.event_place]);
  return (
    <article className="event-detail">
      {truncate(title, TITLE_MAX) !== title && <h2>{title}</h2>}
      <Facts facts={facts} />
      <FileLink fileKey={event.event_banner}>
        <FileImage
          fileKey={event.event_banner}
          alt={`Banner of ${title}`}
          width="960"
          height="540"
        />
      </FileLink>
      <section aria-labelledby="event-about">
        <h2 id="event-about">About the event</h2>
        <RichText text={event.event_description} empty="No description yet." />
      </section>
      <section aria-labelledby="event-departments">
        <h2 id="event-departments">Departments</h2>
        {departments.length > 0 ? (
          <ul>
            {departments.map((name, i) => (
              <li key={i}>{name}</li>
            ))}
          </ul>
        ) : (
          <Empty>No departments named.</Empty>
        )}
      </section>
    </article>
  );
}
