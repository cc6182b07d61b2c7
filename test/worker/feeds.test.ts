/**
 * The notice RSS feed and the event calendar (issue 18) in workerd against the demo provider,
 * each read back by a real parser (fast-xml-parser, ical.js): the 50 newest notices with
 * absolute links on the requesting institute's host, every dated event with a stable UID,
 * provider text escaped (`& < > " ' , ; \`, Devanagari), iCalendar lines CRLF and folded at 75
 * octets, each institute's feed holding only its own items.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { FIXED_NEWS_DAY } from '../../demo/fixtures/ids.ts';
import { gyandeep, sunrise } from '../../demo/fixtures/index.ts';
import { FEED_DESCRIPTION_MAX } from '../../src/lib/feeds';
import { HINDI, RICH, SPARSE } from '../helpers/hosts';
import { clearCache, demo, expectConsoleError, get, requestsMentioning } from '../helpers/worker';

beforeEach(async () => {
  await demo.reset();
});

type RssItem = { title: string; link: string; guid: string; pubDate?: string };

/** The feed parsed: its channel and items (always a list). */
function parseRss(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    // Titles like "2026" stay text; one item is still a list.
    parseTagValue: false,
    isArray: (name) => name === 'item',
  }).parse(xml);
  const channel = parsed.rss.channel;
  return {
    version: parsed.rss['@_version'] as string,
    channel,
    items: ((channel.item ?? []) as Record<string, unknown>[]).map((item) => ({
      ...(item as unknown as RssItem),
      guid: (item.guid as Record<string, string>)['#text'],
    })),
  };
}

/** HTML text as a browser shows it: the three entities `htmlText` writes, decoded. */
const decodeHtml = (html: string) =>
  html.replace(/&lt;|&gt;|&amp;/g, (e) => ({ '&lt;': '<', '&gt;': '>', '&amp;': '&' })[e] ?? e);

/** The calendar parsed by ical.js: its events. */
function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describe('notice RSS feed', () => {
  it('is RSS 2.0 of the 50 newest notices, linked absolutely on the institute’s host', async () => {
    await clearCache();
    const res = await get(RICH, '/notice/rss.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(await requestsMentioning('/announcemnt')).toEqual([
      expect.objectContaining({ search: '?limit=1000&page=1' }),
    ]);
    const feed = parseRss(res.html);
    expect(feed.version).toBe('2.0');
    expect(feed.channel.link).toBe(`http://${RICH}/notice`);
    expect(feed.channel['atom:link']['@_href']).toBe(`http://${RICH}/notice/rss.xml`);
    expect(feed.channel.title).toContain('Sunrise College');
    expect(sunrise.notices.length).toBeGreaterThan(50);
    const newest = [...sunrise.notices]
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
      .slice(0, 50);
    expect(feed.items.map((i) => i.link)).toEqual(
      newest.map((n) => `http://${RICH}/one/notice/${n._id}/detail`),
    );
    expect(feed.items.map((i) => i.guid)).toEqual(feed.items.map((i) => i.link));
    expect(feed.items.map((i) => i.title)).toEqual(newest.map((n) => n.insAnnTitle));
    expect(feed.items.map((i) => Date.parse(i.pubDate ?? ''))).toEqual(
      newest.map((n) => Math.floor(Date.parse(n.createdAt) / 1000) * 1000),
    );
  });

  it('escapes provider text: markup characters and Devanagari come back exactly', async () => {
    const res = await get(RICH, '/notice/rss.xml');
    const hostile = sunrise.notices[3].insAnnTitle;
    expect(hostile).toMatch(/[&<>"\\,;]/);
    expect(res.html).not.toContain(hostile);
    expect(res.html).toContain('Fees, dues &amp; refunds; &quot;Form &lt;A&gt;&quot;');
    const titles = parseRss(res.html).items.map((i) => i.title);
    expect(titles).toContain(hostile);
    expect(titles).toContain(sunrise.notices[5].insAnnTitle);
  });

  it('links on the host it was asked on, and holds only that institute’s notices', async () => {
    const own = parseRss((await get(HINDI, '/notice/rss.xml')).html);
    expect(own.items.map((i) => i.link)).toEqual(
      gyandeep.notices.map((n) => `http://${HINDI}/one/notice/${n._id}/detail`),
    );
    expect(own.items[0].title).toBe(gyandeep.notices[0].insAnnTitle);
    const sunriseIds = new Set(sunrise.notices.map((n) => n._id));
    expect(own.items.filter((i) => sunriseIds.has(i.link.split('/')[4]))).toEqual([]);

    const local = parseRss((await get('localhost', '/notice/rss.xml')).html);
    expect(local.items[0].link).toMatch(/^http:\/\/localhost\/one\/notice\//);
  });

  it('hands readers provider markup as the text the notice pages show, never as markup', async () => {
    const markup =
      '<img src=x onerror=alert(1)>Exams <b>on</b> Monday & <a href="javascript:alert(2)">fees</a> <script>alert(3)</script>';
    await clearCache();
    await demo.faults({
      faults: [
        {
          pattern: '/announcemnt$|/one/announcement/',
          mode: 'values',
          values: { insAnnDescription: markup },
        },
      ],
    });
    // The notice's page shows the markup as characters (React escapes them).
    const page = await get(RICH, `/one/notice/${sunrise.notices[0]._id}/detail`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(
      '&lt;img src=x onerror=alert(1)&gt;Exams &lt;b&gt;on&lt;/b&gt; Monday &amp; &lt;a href=&quot;javascript:alert(2)&quot;&gt;fees&lt;/a&gt; &lt;script&gt;alert(3)&lt;/script&gt;',
    );
    const res = await get(RICH, '/notice/rss.xml');
    expect(res.status).toBe(200);
    const descriptions = [...res.html.matchAll(/<description>([\s\S]*?)<\/description>/g)];
    expect(descriptions.length).toBeGreaterThan(1);
    for (const [, raw] of descriptions.slice(1)) {
      // Not even escaped once: `&lt;img` would be an element again in the reader's HTML.
      expect(raw).not.toMatch(/<|&lt;|&#60;|&#x3c;/i);
    }
    // What a reader renders as HTML holds no `<`: no element, no attribute, no script.
    const items = parseRss(res.html).items as unknown as { description: string }[];
    expect(items.length).toBe(50);
    for (const item of items) {
      expect(item.description).not.toContain('<');
      // Rendered, it shows the characters the notice's page shows (React escapes them there).
      expect(decodeHtml(item.description)).toBe(markup);
    }
  });

  it('cuts a long description on a word, with an ellipsis, to a bounded feed', async () => {
    const long = `Admission ${'notice '.repeat(3000)}`;
    await clearCache();
    await demo.faults({
      faults: [{ pattern: '/announcemnt$', mode: 'values', values: { insAnnDescription: long } }],
    });
    const res = await get(RICH, '/notice/rss.xml');
    expect(res.status).toBe(200);
    const items = parseRss(res.html).items as unknown as { description: string }[];
    expect(items.length).toBe(50);
    for (const item of items) {
      expect(item.description.length).toBeLessThanOrEqual(FEED_DESCRIPTION_MAX + 1);
      expect(item.description.length).toBeGreaterThan(FEED_DESCRIPTION_MAX / 2);
      expect(item.description).toMatch(/^Admission notice notice .* notice…$/);
    }
    // 50 items of a 21 KB description each would be over a megabyte.
    expect(res.html.length).toBeLessThan(50 * (FEED_DESCRIPTION_MAX + 400) + 2000);
  });

  it('is a valid, empty feed for an institute without notices', async () => {
    const res = await get(SPARSE, '/notice/rss.xml');
    expect(res.status).toBe(200);
    expect(parseRss(res.html).items).toEqual([]);
  });

  it('answers 503 when the notices cannot be read and nothing is cached', async () => {
    expectConsoleError(/notices/);
    await clearCache();
    await demo.faults({ faults: [{ pattern: '/announcemnt$', mode: 'status500' }] });
    expect((await get(RICH, '/notice/rss.xml')).status).toBe(503);
  });
});

describe('event calendar', () => {
  it('is iCalendar of every dated event, UIDs <eventId>@<host>, with CRLF lines of at most 75 octets', async () => {
    const res = await get(RICH, '/event/calendar.ics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.html).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(res.html.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const octets = new TextEncoder();
    for (const line of res.html.split('\r\n'))
      expect(octets.encode(line).length, line).toBeLessThanOrEqual(75);

    const events = parseIcs(res.html);
    expect(events.map((e) => e.uid).sort()).toEqual(
      sunrise.events.map((e) => `${e._id}@${RICH}`).sort(),
    );
    for (const event of events) {
      const source = sunrise.events.find((e) => `${e._id}@${RICH}` === event.uid)!;
      expect(event.summary).toBe(source.event_name);
      const url = event.component.getFirstPropertyValue('url');
      expect(url).toBe(`http://${RICH}/one/event/${source._id}/detail`);
      const day = source.event_date!.slice(0, 10);
      if (source.event_time) {
        // The entered wall-clock time (stored as if UTC) is India's: 5 h 30 min ahead of UTC.
        expect(event.startDate.isDate).toBe(false);
        const wall = Date.parse(`${day}T${source.event_time.slice(11, 19)}Z`);
        expect(event.startDate.toJSDate().getTime()).toBe(wall - 5.5 * 3600_000);
      } else {
        expect(event.startDate.isDate).toBe(true);
        expect(event.startDate.toString()).toBe(day);
        expect(event.endDate.toString()).toBe(
          new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10),
        );
      }
    }
    expect(events.some((e) => e.startDate.isDate)).toBe(true);
    expect(events.some((e) => !e.startDate.isDate)).toBe(true);
    // Stamped with the worker's clock (fixed in this tier).
    expect(res.html).toContain(`DTSTAMP:${FIXED_NEWS_DAY.replace(/-/g, '')}T063000Z`);
  });

  it('escapes , ; \\ in provider text and folds long Devanagari lines without splitting a character', async () => {
    const rich = await get(RICH, '/event/calendar.ics');
    const hostile = sunrise.events[4].event_name;
    expect(hostile).toMatch(/[,;\\]/);
    expect(rich.html).toContain('SUMMARY:Guest Lecture\\; AI\\, ethics & law \\\\ Q&A');
    expect(parseIcs(rich.html).find((e) => e.summary === hostile)).toBeDefined();

    const local = await get(HINDI, '/event/calendar.ics');
    const name = gyandeep.events[0].event_name;
    expect(new TextEncoder().encode(`SUMMARY:${name}`).length).toBeGreaterThan(75);
    expect(local.html).toMatch(/\r\n [^\r\n]/); // a folded line
    expect(local.html).not.toContain('\uFFFD');
    const events = parseIcs(local.html);
    expect(events.map((e) => e.summary)).toContain(name);
    // The event without a date has no place in a calendar; every other is there, on its host.
    const dated = gyandeep.events.filter((e) => e.event_date);
    expect(dated.length).toBe(gyandeep.events.length - 1);
    expect(events.map((e) => e.uid).sort()).toEqual(dated.map((e) => `${e._id}@${HINDI}`).sort());
  });

  it('is an empty calendar, with no events read, for an institute without an event manager', async () => {
    await demo.clearRequests();
    const res = await get(SPARSE, '/event/calendar.ics');
    expect(res.status).toBe(200);
    expect(parseIcs(res.html)).toEqual([]);
    expect(await requestsMentioning('/event/process/')).toEqual([]);
  });
});
