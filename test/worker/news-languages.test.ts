/**
 * Notices, events and department activities in Hindi and Marathi (issue 19): every label the site
 * writes on their pages is in Devanagari, none of the news area's English labels is left, and the
 * Hindi feeds speak Hindi and link to Hindi pages. English is checked by notices/events/feeds tests.
 */
import { XMLParser } from 'fast-xml-parser';
import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import { messages } from '../../src/i18n/catalogue';
import type { Lang } from '../../src/i18n/languages';
import { RICH, SPARSE } from '../helpers/hosts';
import { devanagari, englishLabels, englishLeft, pageTexts } from '../helpers/i18n';
import { demo, get, h1, headLinks, tabBar, visibleText } from '../helpers/worker';

const ORIGIN = `http://${RICH}`;
const s = ids.sunrise;

beforeEach(async () => {
  await demo.reset();
});

/** The page's own title, as the head gives it to link previews. */
const titleOf = (html: string) =>
  /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? '';
/** The first year the list's year links offer. */
const firstYear = (html: string) => /[?&]year=(\d{4})"/.exec(html)?.[1] ?? '';

/**
 * The news area's English labels left on the page's main content; `others`: labels of other
 * areas the page shows that spell like one of these (a tab name "Notice" as a heading).
 */
const newsLeft = (lang: Lang, html: string, others: string[] = []) =>
  englishLeft(
    pageTexts(html, { main: true }),
    englishLabels(lang, (m) => m.news),
    others,
  );

for (const lang of ['hi', 'mr'] as const) {
  const t = messages(lang).news;
  describe(`news in ${lang}`, () => {
    it('notice list, year, detail and the empty list: labels in Devanagari, no English left', async () => {
      const list = await get(RICH, `/${lang}/notice`);
      expect(list.status).toBe(200);
      expect(h1(list.html)).toBe(lang === 'hi' ? 'सूचनाएँ' : 'सूचना');
      expect(newsLeft(lang, list.html)).toEqual([]);
      expect(visibleText(list.html)).toContain(t.notices.feedLink);
      const feed = headLinks(list.html).find((l) => l.rel === 'alternate' && l.type);
      expect(devanagari(feed?.title ?? ''), feed?.title).toBe(true);

      const year = firstYear(list.html);
      const byYear = await get(RICH, `/${lang}/notice?year=${year}`);
      expect(h1(byYear.html)).toBe(t.notices.ofYear(year));
      expect(devanagari(h1(byYear.html))).toBe(true);
      expect(newsLeft(lang, byYear.html)).toEqual([]);

      const second = await get(RICH, `/${lang}/notice?page=2`);
      expect(devanagari(titleOf(second.html))).toBe(true);
      expect(titleOf(second.html)).not.toContain(', page');

      const detail = await get(RICH, `/${lang}/one/notice/${s.noticeIds[0]}/detail`);
      expect(detail.status).toBe(200);
      expect(visibleText(detail.html)).toContain(t.notices.documents);
      expect(newsLeft(lang, detail.html)).toEqual([]);

      const empty = await get(SPARSE, `/${lang}/notice`);
      expect(visibleText(empty.html)).toContain(t.notices.none);
      expect(newsLeft(lang, empty.html)).toEqual([]);
    });

    it('event list, detail, a document tab and the empty list: labels in Devanagari', async () => {
      const list = await get(RICH, `/${lang}/event`);
      expect(list.status).toBe(200);
      expect(h1(list.html)).toBe('कार्यक्रम');
      expect(visibleText(list.html)).toContain(t.events.upcoming);
      expect(devanagari(t.events.upcoming)).toBe(true);
      expect(newsLeft(lang, list.html)).toEqual([]);

      const year = firstYear(list.html);
      const byYear = await get(RICH, `/${lang}/event?year=${year}`);
      expect(h1(byYear.html)).toBe(t.events.ofYear(year));
      expect(newsLeft(lang, byYear.html)).toEqual([]);

      const detail = sunrise.eventDetails[0];
      const base = `/${lang}/one/event/${detail._id}/detail`;
      const page = await get(RICH, base);
      expect(page.status).toBe(200);
      expect(tabBar(page.html)).toContain(`>${t.events.details}<`);
      expect(devanagari(t.events.details)).toBe(true);
      expect(visibleText(page.html)).toContain(`${t.events.guestLabel} ${detail.event_guest}`);
      expect(page.html).toContain(`alt="${t.events.bannerOf(detail.event_name)}"`);
      expect(newsLeft(lang, page.html)).toEqual([]);

      const tab = await get(RICH, `${base}/attendance`);
      expect(tab.status).toBe(200);
      expect(newsLeft(lang, tab.html)).toEqual([]);

      const empty = await get(SPARSE, `/${lang}/event`);
      expect(visibleText(empty.html)).toContain(t.events.none);
      expect(newsLeft(lang, empty.html)).toEqual([]);
    });

    it('a department activity and its document tab: labels in Devanagari', async () => {
      const { departmentId, activityId } = s.activities[0];
      const base = `/${lang}/one/${departmentId}/activity/${activityId}`;
      const page = await get(RICH, base);
      expect(page.status).toBe(200);
      expect(tabBar(page.html)).toContain(`>${t.activity.details}<`);
      expect(visibleText(page.html)).toContain(t.activity.academicYear);
      expect(devanagari(t.activity.academicYear)).toBe(true);
      expect(newsLeft(lang, page.html)).toEqual([]);
      const tab = await get(RICH, `${base}/notice`);
      expect(tab.status).toBe(200);
      // The tab's heading is its tab name, the nav area's ("Notice").
      expect(newsLeft(lang, tab.html, ['Notice'])).toEqual([]);
    });
  });
}

it('the check sees English labels where they are (the English list page)', async () => {
  const english = await get(RICH, '/notice');
  expect(newsLeft('hi', english.html)).toEqual(
    expect.arrayContaining(['Notices', 'Notices as an RSS feed']),
  );
});

describe('feeds in Hindi', () => {
  it('/hi/notice/rss.xml is titled in Hindi, says hi, and links to /hi/ pages', async () => {
    const res = await get(RICH, '/hi/notice/rss.xml');
    expect(res.status).toBe(200);
    const { channel } = new XMLParser({
      ignoreAttributes: false,
      parseTagValue: false,
      isArray: (name) => name === 'item',
    }).parse(res.html).rss;
    expect(devanagari(channel.title)).toBe(true);
    expect(channel.title).not.toContain('Notices');
    expect(devanagari(channel.description)).toBe(true);
    expect(channel.language).toBe('hi');
    expect(channel.link).toBe(`${ORIGIN}/hi/notice`);
    expect(channel['atom:link']['@_href']).toBe(`${ORIGIN}/hi/notice/rss.xml`);
    expect(channel.item.length).toBeGreaterThan(0);
    for (const item of channel.item)
      expect(item.link).toMatch(/^http:\/\/[^/]+\/hi\/one\/notice\//);
  });

  it('/hi/event/calendar.ics is named in Hindi and links to /hi/ pages', async () => {
    const res = await get(RICH, '/hi/event/calendar.ics');
    expect(res.status).toBe(200);
    const unfolded = res.html.replace(/\r\n /g, '');
    const name = /^X-WR-CALNAME:(.*)$/m.exec(unfolded)?.[1] ?? '';
    expect(devanagari(name)).toBe(true);
    expect(name).not.toContain('Events');
    const urls = [...unfolded.matchAll(/^URL:(.*?)\r?$/gm)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^http:\/\/[^/]+\/hi\/one\/event\//);
    expect(unfolded).not.toContain('DESCRIPTION:Guest:');
  });
});
