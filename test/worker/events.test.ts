/**
 * Events (spec 2.10) in workerd against the demo provider: the list of the institute's event
 * manager (limit 1000), the detail with its banner title cut to 70 characters, date, guest,
 * place, description, departments and banner image, the five document tabs with their lists,
 * the institute without an event manager, and bad or foreign ids and tab names answered 404.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import {
  clearCache,
  demo,
  expectConsoleError,
  fileHref,
  get,
  h1,
  pageBody,
  requestsMentioning,
  tabBar,
  visibleText,
} from '../helpers/worker';

const RICH = 'sunrise.localhost';
const HINDI = 'gyandeep.localhost';
const SPARSE = 'hillview.localhost';
const s = ids.sunrise;

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
  it("lists the event manager's events (limit 1000) with date and guest, linking to their details", async () => {
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
    const links = [...page.html.matchAll(/href="\/one\/event\/([0-9a-f]{24})\/detail"/g)].map(
      (m) => m[1],
    );
    expect(links).toEqual(sunrise.events.map((e) => e._id));
    expect(links).toHaveLength(34);
    const text = visibleText(page.html);
    expect(text).toContain(sunrise.events[1].event_name);
    expect(text).toContain(`Guest: ${sunrise.events[0].event_guest}`);
    expect(page.html).toContain(`<time dateTime="${sunrise.events[0].event_date}"`);
    expect(page.html).toContain(`src="${fileHref(sunrise.events[0].event_banner)}"`);
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
    expect(text).toMatch(/Date \d{1,2} \w{3} 2026/);
    expect(text).toContain('All students are invited.');
    for (const d of detail.for_department) expect(page.html).toContain(`<li>${d.dName}</li>`);
    expect(page.html).toContain(
      `<img src="${fileHref(detail.event_banner)}" alt="Banner of ${detail.event_name}"`,
    );
    const bar = tabBar(page.html);
    for (const [name, label] of TABS)
      expect(bar).toContain(`href="${base}/${name}" class="tab">${label}</a>`);
    expect(page.html).toContain('<a href="/event">Events</a>');
  });

  it('cuts a banner title longer than 70 characters to 70 plus "..."', async () => {
    const long = sunrise.eventDetails[1];
    expect(long.event_name.length).toBeGreaterThan(70);
    const page = await get(RICH, `/one/event/${long._id}/detail`);
    expect(page.status).toBe(200);
    expect(h1(page.html)).toBe(`${long.event_name.slice(0, 70)}...`);
    expect(page.html).toContain(`<h2>${long.event_name}</h2>`);
    const tab = await get(RICH, `/one/event/${long._id}/detail/notice`);
    expect(h1(tab.html)).toBe(`${long.event_name.slice(0, 70)}...`);
  });

  it('each tab lists its documents: images as thumbnails, files as View Details cards', async () => {
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
        if (item.attach.endsWith('.svg'))
          expect(page.html, name).toMatch(
            new RegExp(
              `<a href="${fileHref(item.attach)}" data-file-viewer=""[^>]*><img src="${fileHref(item.attach)}"`,
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
    expect(page.html).toContain(`src="${fileHref(second.attach)}"`);
    expect(page.html).not.toContain(`href="${fileHref(first.attach)}"`);
  });

  it('names a document the provider sent without a name after its file key', async () => {
    const unnamed = detail.report.find((item) => !('name' in item))!;
    expect(unnamed, 'fixture has an unnamed report').toBeDefined();
    const readable = unnamed.attach
      .split('/')
      .pop()!
      .replace(/\.[a-z]+$/, '')
      .replace(/-/g, ' ');
    const page = await get(RICH, `${base}/activity-report`);
    expect(page.html).toContain(`<h3>${readable}</h3>`);
    expect(page.html).toMatch(new RegExp(`show=${unnamed._id}">${readable}</a>`));
    expect(visibleText(pageBody(page.html))).not.toMatch(/\bDocument\b/);
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
