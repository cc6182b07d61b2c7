/** The RSS and iCalendar writers and the pager's numbers (pure helpers). */
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  FEED_DESCRIPTION_MAX,
  FEED_TITLE_MAX,
  feedText,
  foldLine,
  htmlText,
  icalendar,
  icsText,
  rss,
  xmlText,
} from '../../src/lib/feeds';
import { pageOf, pagerNumbers } from '../../src/lib/paging';

const octets = (s: string) => new TextEncoder().encode(s).length;

describe('iCalendar writing', () => {
  it('escapes backslash, semicolon, comma and line breaks (RFC 5545 3.3.11)', () => {
    expect(icsText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(icsText('tab\tok\u0007bell')).toBe('tab\tokbell');
  });

  it('folds at 75 octets, a space opening each continuation, never inside a character', () => {
    const line = `SUMMARY:${'वार्षिक स्नेहसंमेलन '.repeat(8)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75));
    expect(foldLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`);
  });

  it('writes all-day events with an exclusive end day and timed ones in UTC', () => {
    const text = icalendar({
      name: 'Events',
      stamp: Date.parse('2026-11-01T06:30:00Z'),
      events: [
        {
          uid: 'a@h',
          summary: 'A',
          start: { day: '2026-12-31' },
          url: 'http://h/a',
          description: '',
        },
        {
          uid: 'b@h',
          summary: 'B',
          start: { day: '2026-11-02', instant: Date.parse('2026-11-02T05:00:00Z') },
          url: 'http://h/b',
          description: 'Guest: X',
        },
      ],
    });
    expect(text).toContain('DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n');
    expect(text).toContain('DTSTART:20261102T050000Z\r\n');
    expect(text).toContain('DTSTAMP:20261101T063000Z\r\n');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});

describe('RSS writing', () => {
  it('escapes markup and drops characters XML cannot carry', () => {
    expect(xmlText(`<b> & "q" 'a'`)).toBe('&lt;b&gt; &amp; &quot;q&quot; &apos;a&apos;');
    expect(xmlText('a\u0000b\u000bc\ud800d')).toBe('abcd');
  });

  it('reads back as written', () => {
    const xml = rss({
      title: 'T & Co',
      link: 'http://h/notice',
      self: 'http://h/notice/rss.xml',
      description: 'D',
      language: 'en',
      items: [{ title: '<x>', link: 'http://h/1', description: 'a\u0001b', published: 0 }],
    });
    const channel = new XMLParser({ isArray: (n) => n === 'item' }).parse(xml).rss.channel;
    expect(channel.title).toBe('T & Co');
    expect(channel.item[0].title).toBe('<x>');
    expect(channel.item[0].pubDate).toBe('Thu, 01 Jan 1970 00:00:00 GMT');
  });
});

describe('provider text in feeds', () => {
  it('is cut on a word with an ellipsis, whitespace folded, only when too long', () => {
    expect(feedText('  Exams   on\n\nMonday  ', 600)).toBe('Exams on Monday');
    expect(feedText('alpha beta gamma delta', 12)).toBe('alpha beta…');
    const long = 'word '.repeat(100_000);
    const cut = feedText(long, FEED_DESCRIPTION_MAX);
    expect(cut.length).toBeLessThanOrEqual(FEED_DESCRIPTION_MAX + 1);
    expect(cut.endsWith('word…')).toBe(true);
    // A head of spaces still says the text went on.
    expect(feedText(`a${' '.repeat(5000)}b`, 600)).toBe('a…');
  });

  it('is HTML that shows the text itself, never markup', () => {
    expect(htmlText('<img src=x onerror=alert(1)> & "q"')).toBe(
      '&lt;img src=x onerror=alert(1)&gt; &amp; "q"',
    );
  });

  it('reaches an RSS description escaped twice, and titles and descriptions are capped', () => {
    const xml = rss({
      title: 'T',
      link: 'http://h/notice',
      self: 'http://h/notice/rss.xml',
      description: 'D',
      language: 'en',
      items: [
        { title: 'x'.repeat(5000), link: 'http://h/1', description: '<b>Exams</b> & <i>fees</i>' },
        { title: 'Long', link: 'http://h/2', description: 'word '.repeat(10_000) },
      ],
    });
    expect(xml).toContain(
      '<description>&amp;lt;b&amp;gt;Exams&amp;lt;/b&amp;gt; &amp;amp; &amp;lt;i&amp;gt;fees&amp;lt;/i&amp;gt;</description>',
    );
    const items = new XMLParser({ isArray: (n) => n === 'item' }).parse(xml).rss.channel.item;
    // What a reader renders as HTML: no `<` left to open an element.
    expect(items[0].description).toBe('&lt;b&gt;Exams&lt;/b&gt; &amp; &lt;i&gt;fees&lt;/i&gt;');
    expect(items[0].title.length).toBeLessThanOrEqual(FEED_TITLE_MAX + 1);
    expect(items[1].description.length).toBeLessThanOrEqual(FEED_DESCRIPTION_MAX + 1);
    expect(items[1].description.endsWith('…')).toBe(true);
  });
});

describe('paging', () => {
  const items = Array.from({ length: 41 }, (_, i) => i);
  it('cuts 20 a page; no page 0, none past the end; an empty list has one empty page', () => {
    expect(pageOf(items, 1)).toEqual({ items: items.slice(0, 20), page: 1, pages: 3 });
    expect(pageOf(items, 3)).toEqual({ items: [40], page: 3, pages: 3 });
    expect(pageOf(items, 4)).toBeNull();
    expect(pageOf(items, 0)).toBeNull();
    expect(pageOf(items, 1.5)).toBeNull();
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pages: 1 });
    expect(pageOf([], 2)).toBeNull();
  });

  it('numbers the first, the last and two either side of the current page, gaps as null', () => {
    expect(pagerNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pagerNumbers(1, 50)).toEqual([1, 2, 3, null, 50]);
    expect(pagerNumbers(25, 50)).toEqual([1, null, 23, 24, 25, 26, 27, null, 50]);
    expect(pagerNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
