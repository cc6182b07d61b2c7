/**
 * Events (spec 2.10) in workerd against the demo provider: the list of the institute's event
 * manager (limit 1000), the detail with its whole title in the banner, date, guest,
 * place, description, departments and banner image, the five document tabs with their lists,
 * the institute without an event manager, and bad or foreign ids and tab names answered 404.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { FIXED_NEWS_DAY } from '../../demo/fixtures/ids.ts';
import { gyandeep, demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import { HINDI, RICH, SPARSE } from '../helpers/hosts';
import {
  clearCache,
  demo,
  expectConsoleError,
  fileHref,
  get,
  h1,
  headLinks,
  pageBody,
  pagerLinks,
  pictureHref,
  requestsMentioning,
  tabBar,
  visibleText,
} from '../helpers/worker';

const s = ids.sunrise;

/** `text` matched literally in a regular expression. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The event ids the page's list links to, in order. */
const eventLinks = (html: string) =>
  [...pageBody(html).matchAll(/href="\/one\/event\/([0-9a-f]{24})\/detail"/g)].map((m) => m[1]);

/**
 * The worker's clock in this tier stands at noon in India on the demo's day (vitest.config.ts):
 * the events on that day or later are upcoming.
 */
const TODAY = FIXED_NEWS_DAY;
const dayOf = (e: { event_date?: string }) => e.event_date?.slice(0, 10);
const upcoming = (list: typeof sunrise.events) =>
  list.filter((e) => (dayOf(e) ?? '') >= TODAY).sort((a, b) => (dayOf(a)! < dayOf(b)! ? -1 : 1));
const past = (list: typeof sunrise.events) =>
  list
    .filter((e) => dayOf(e) && dayOf(e)! < TODAY)
    .sort((a, b) => (dayOf(a)! > dayOf(b)! ? -1 : 1));
const SUNRISE_ORDER = [...upcoming(sunrise.events), ...past(sunrise.events)];

const TABS = [
  ['attendance', 'Attendance', 'attendance'],
  ['notice', 'Notice', 'notice'],
  ['permission-letter', 'Permission Letter', 'permission_letter'],
  ['activity-report', 'Activity Report', 'report'],
  ['other', 'Other', 'other'],
] as const;

beforeEach(async () => {
  await demo.reset();
});

describe('event list', () => {
  it("lists the event manager's events (one limit-1000 read) with date and guest, linking to their details", async () => {
    await clearCache();
    const page = await get(RICH, '/event');
    expect(page.status).toBe(200);
    expect(h1(page.html)).toBe('Events');
    expect(await requestsMentioning('/all/events')).toEqual([
      expect.objectContaining({
        path: `/api/v1/event/process/manager/${s.eventManagerId}/all/events`,
        search: '?limit=1000&page=1',
      }),
    ]);
    // Upcoming first, soonest first, then past, newest first: 20 of them on page 1.
    expect(eventLinks(page.html)).toEqual(SUNRISE_ORDER.slice(0, 20).map((e) => e._id));
    const text = visibleText(page.html);
    expect(text).toContain(sunrise.events[1].event_name);
    expect(text).toContain(`Guest: ${sunrise.events[0].event_guest}`);
    expect(page.html).toContain(`<time dateTime="${sunrise.events[0].event_date}"`);
    // A small banner beside each (shown on wider screens only).
    expect(page.html).toContain(
      `<img src="${pictureHref(sunrise.events[0].event_banner, 128)}" srcSet="`,
    );
    expect(page.html).not.toContain('undefined');
  });

  it('says so, with no events read, when the institute has no event manager', async () => {
    await demo.clearRequests();
    const page = await get(SPARSE, '/event');
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).toContain('No events yet.');
    expect(await requestsMentioning('/event/process/')).toEqual([]);
  });

  it('shows a notice in place of the list when the provider fails', async () => {
    await clearCache();
    await demo.faults({ faults: [{ pattern: '/all/events$', mode: 'status500' }] });
    const page = await get(HINDI, '/event');
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).toContain('Events could not be loaded right now.');
  });
});

describe('event detail', () => {
  const detail = sunrise.eventDetails[0];
  const base = `/one/event/${detail._id}/detail`;

  it('shows date, guest, place, description, departments and the banner image, with the five tabs', async () => {
    const page = await get(RICH, base);
    expect(page.status).toBe(200);
    expect(h1(page.html)).toBe(detail.event_name);
    const text = visibleText(page.html);
    expect(text).toContain(`Guest ${detail.event_guest}`);
    expect(text).toContain('Place Main Auditorium');
    expect(text).toMatch(/Date \d{1,2} \w{3} \d{4}/);
    expect(text).toContain('All students are invited.');
    for (const d of detail.for_department) expect(page.html).toContain(`<li>${d.dName}</li>`);
    expect(page.html).toContain(`<img src="${pictureHref(detail.event_banner, 1080)}" srcSet="`);
    expect(page.html).toContain(`alt="Banner of ${detail.event_name}"`);
    const bar = tabBar(page.html);
    for (const [name, label] of TABS)
      expect(bar).toContain(`href="${base}/${name}" class="tab">${label}</a>`);
    expect(page.html).toContain('<a href="/event">Events</a>');
  });

  it('shows a title longer than 70 characters whole in the banner, and once, on every tab (issue 31)', async () => {
    const long = sunrise.eventDetails[1];
    expect(long.event_name.length).toBeGreaterThan(70);
    const page = await get(RICH, `/one/event/${long._id}/detail`);
    expect(page.status).toBe(200);
    expect(h1(page.html)).toBe(long.event_name);
    expect(page.html).not.toContain(`<h2>${long.event_name}</h2>`);
    const tab = await get(RICH, `/one/event/${long._id}/detail/notice`);
    expect(h1(tab.html)).toBe(long.event_name);
  });

  it('each tab lists its documents: images as thumbnails, files as cards with an open button', async () => {
    for (const [name, label, list] of TABS) {
      const page = await get(RICH, `${base}/${name}`);
      expect(page.status, name).toBe(200);
      expect(tabBar(page.html), name).toContain(
        `href="${base}/${name}" class="tab active" aria-current="page">${label}</a>`,
      );
      expect(page.html).toContain(`<h2 id="documents-heading">${label}</h2>`);
      const items = detail[list];
      expect(items.length, name).toBeGreaterThan(0);
      for (const item of items) {
        // A picture opens its widest variant in the viewer and shows as a grid thumbnail.
        if (/\.(png|jpe?g)$/i.test(item.attach))
          expect(page.html, name).toMatch(
            new RegExp(
              `<a href="${escapeRegExp(pictureHref(item.attach, 1920))}" data-srcset="[^"]*" data-file-viewer=""[^>]*><img src="${escapeRegExp(pictureHref(item.attach, 512))}" srcSet="`,
            ),
          );
        else
          expect(page.html, name).toContain(
            `<a class="button" href="${fileHref(item.attach)}" data-file-viewer=""`,
          );
      }
    }
  });

  it('every document tab leads back to the event: its tab bar starts with the event itself', async () => {
    const summary = await get(RICH, base);
    const first = (html: string) => /<li>([\s\S]*?)<\/li>/.exec(tabBar(html))?.[1];
    expect(first(summary.html)).toBe(
      `<a href="${base}" class="tab active" aria-current="page">Event details</a>`,
    );
    for (const [name] of TABS) {
      const page = await get(RICH, `${base}/${name}`);
      expect(first(page.html), name).toBe(`<a href="${base}" class="tab">Event details</a>`);
    }
  });

  it('the document filter shows one document with ?show=', async () => {
    const [first, second] = detail.report;
    const page = await get(RICH, `${base}/activity-report?show=${second._id}`);
    expect(page.html).toContain(
      `href="${base}/activity-report?show=${second._id}" aria-current="page"`,
    );
    expect(page.html).toContain(`<img src="${pictureHref(second.attach, 512)}" srcSet="`);
    expect(page.html).not.toContain(`href="${fileHref(first.attach)}"`);
  });

  // Issue 42, item 7: named as a person would name it, by the tab's kind, never from its key.
  it('names a document the provider sent without a name by its kind of document', async () => {
    const unnamed = detail.report.find((item) => !('name' in item))!;
    expect(unnamed, 'fixture has an unnamed report').toBeDefined();
    const fromKey = unnamed.attach
      .split('/')
      .pop()!
      .replace(/\.[a-z]+$/, '')
      .replace(/-/g, ' ');
    const page = await get(RICH, `${base}/activity-report`);
    expect(page.html).toContain('<h3>Activity report</h3>');
    expect(page.html).toMatch(new RegExp(`show=${unnamed._id}">Activity report</a>`));
    expect(visibleText(pageBody(page.html))).not.toContain(fromKey);
  });

  it('an empty list says so', async () => {
    const odd = sunrise.eventDetails[1];
    expect(odd.other).toEqual([]);
    const page = await get(RICH, `/one/event/${odd._id}/detail/other`);
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).toContain('No documents yet.');
  });

  it('is a 404 for malformed ids and unknown tabs with no event read, and for unknown or foreign events', async () => {
    await demo.clearRequests();
    for (const path of [
      '/one/event/not-an-event/detail',
      `/one/event/${detail._id}x/detail`,
      `/one/event/${detail._id}/detail/report`,
      `/one/event/${detail._id}/detail/Attendance`,
      `/one/event/${detail._id}/detail/attendance/more`,
    ]) {
      expect((await get(RICH, path)).status, path).toBe(404);
    }
    expect(await requestsMentioning('/one/event/')).toEqual([]);
    expect((await get(RICH, `/one/event/${'0'.repeat(24)}/detail`)).status).toBe(404);
    // Another institute's event does not appear under this site.
    expect((await get(RICH, `/one/event/${ids.gyandeep.eventIds[0]}/detail`)).status).toBe(404);
    expect((await get(HINDI, `/one/event/${ids.gyandeep.eventIds[0]}/detail`)).status).toBe(200);
    expect((await get(SPARSE, `${base}`)).status).toBe(404);
  });

  it('answers 503 when the event cannot be read and nothing is cached', async () => {
    expectConsoleError(/"event":"provider-unavailable"/);
    await clearCache();
    await demo.faults({ faults: [{ pattern: '/one/event/', mode: 'status500' }] });
    expect((await get(RICH, `/one/event/${s.eventIds[5]}/detail`)).status).toBe(503);
  });
});

describe('event list: upcoming and past, pages and years', () => {
  it('puts the events of today and later under Upcoming (soonest first), the rest under Past', async () => {
    const page = await get(RICH, '/event');
    const body = pageBody(page.html);
    const section = (id: string) =>
      new RegExp(`<section aria-labelledby="${id}">[\\s\\S]*?</section>`).exec(body)?.[0] ?? '';
    const soon = upcoming(sunrise.events);
    expect(soon.length).toBeGreaterThan(1);
    expect(soon[0].event_date?.slice(0, 10), "the demo has an event on the clock's day").toBe(
      TODAY,
    );
    expect(section('events-upcoming')).toContain('<h2 id="events-upcoming">Upcoming events</h2>');
    expect(eventLinks(section('events-upcoming'))).toEqual(soon.map((e) => e._id));
    expect(eventLinks(section('events-past'))).toEqual(
      past(sunrise.events)
        .slice(0, 20 - soon.length)
        .map((e) => e._id),
    );
    expect(body.indexOf('events-upcoming')).toBeLessThan(body.indexOf('events-past'));
  });

  it('pages 20 at a time with numbered links, prev and next, and 404s past the end', async () => {
    expect(SUNRISE_ORDER).toHaveLength(34);
    const first = await get(RICH, '/event');
    expect(pagerLinks(first.html)).toEqual([
      { text: 'Page 1', href: '/event', rel: undefined, current: true },
      { text: 'Page 2', href: '/event?page=2', rel: undefined, current: false },
      { text: 'Next page', href: '/event?page=2', rel: 'next', current: false },
    ]);
    expect(headLinks(first.html)).toContainEqual({ rel: 'next', href: '/event?page=2' });

    const last = await get(RICH, '/event?page=2');
    expect(last.status).toBe(200);
    expect(eventLinks(last.html)).toEqual(SUNRISE_ORDER.slice(20).map((e) => e._id));
    expect(visibleText(last.html)).not.toContain('Upcoming events');
    expect(headLinks(last.html)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rel: 'canonical', href: `http://${RICH}/event?page=2` }),
        { rel: 'prev', href: '/event' },
      ]),
    );
    expect(headLinks(last.html).filter((l) => l.rel === 'next')).toEqual([]);

    await demo.clearRequests();
    for (const path of ['/event?page=3', '/event?page=0', '/event?page=abc', '/event?year=x']) {
      const page = await get(RICH, path);
      expect(page.status, path).toBe(404);
      expect(h1(page.html)).toBe('Page not found');
    }
    // Only the past-the-end page needed the list (cached by then); the rest read nothing of it.
    expect((await requestsMentioning('/all/events')).length).toBeLessThanOrEqual(1);
  });

  it('filters by the years of the events, paging within a year; an unknown year is a 404', async () => {
    const years = [...new Set(SUNRISE_ORDER.map((e) => dayOf(e)!.slice(0, 4)))].sort().reverse();
    expect(years.length).toBeGreaterThan(1);
    const page = await get(RICH, '/event');
    const nav = /<nav aria-label="Events by year">[\s\S]*?<\/nav>/.exec(page.html)?.[0] ?? '';
    expect([...nav.matchAll(/href="([^"]*)"/g)].map((m) => m[1])).toEqual([
      '/event',
      ...years.map((y) => `/event?year=${y}`),
    ]);
    const year = years.find(
      (y) => SUNRISE_ORDER.filter((e) => dayOf(e)!.startsWith(y)).length > 20,
    )!;
    const ofYear = SUNRISE_ORDER.filter((e) => dayOf(e)!.startsWith(year));
    const second = await get(RICH, `/event?page=2&year=${year}`);
    expect(second.status).toBe(200);
    expect(h1(second.html)).toBe(`Events of ${year}`);
    expect(eventLinks(second.html)).toEqual(ofYear.slice(20, 40).map((e) => e._id));
    expect(headLinks(second.html)).toContainEqual({ rel: 'prev', href: `/event?year=${year}` });
    expect((await get(RICH, '/event?year=1999')).status).toBe(404);
  });

  it('lists an event without a date after the dated ones, and links the calendar from page and head', async () => {
    const undated = gyandeep.events.filter((e) => !e.event_date);
    expect(undated).toHaveLength(1);
    const page = await get(HINDI, '/event');
    expect(page.status).toBe(200);
    const links = eventLinks(page.html);
    expect(links.at(-1)).toBe(undated[0]._id);
    expect(visibleText(page.html)).toContain('Date not announced');
    expect(headLinks(page.html)).toContainEqual({
      rel: 'alternate',
      type: 'text/calendar',
      href: '/event/calendar.ics',
      title: 'Events calendar',
    });
    expect(pageBody(page.html)).toContain('href="/event/calendar.ics"');
  });

  it("the home page's events column says which events it shows, upcoming ones first", async () => {
    const page = await get(RICH, '/');
    expect(page.status).toBe(200);
    const column =
      /<section class="home-column" aria-labelledby="home-event">[\s\S]*?<\/section>/.exec(
        page.html,
      )?.[0];
    expect(column).toBeDefined();
    // The home read is the 20 newest entries: upcoming and past ones, so not "Upcoming events".
    expect(column).toContain('Upcoming and past events');
    const first = upcoming(sunrise.events.slice(0, 20))[0];
    expect(column?.indexOf(first._id)).toBeGreaterThan(-1);
    const hrefs = [...(column ?? '').matchAll(/\/one\/event\/([0-9a-f]{24})\/detail/g)].map(
      (m) => m[1],
    );
    expect(hrefs[0]).toBe(first._id);
  });
});
