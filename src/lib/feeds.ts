/**
 * The two feed formats the site writes: RSS 2.0 for notices and iCalendar (RFC 5545) for events.
 * Small writers of our own rather than libraries (docs/notices-and-events.md, "Feeds"): each
 * format here is a few lines of escaping and layout. Pure: every value, including the current time, is passed in.
 * Provider text reaches a feed as the pages show it, as text, never as markup, and cut to a
 * bounded length (docs/decisions/051-feeds-carry-text-and-bounded-patterns.md).
 */
import { markedExcerpt } from './searchText';

/** How long browsers and feed readers may keep a feed (seconds). */
export const FEED_SECONDS = 900;

/** The longest title a feed carries (characters): a channel's, an item's, a calendar's or an event's. */
export const FEED_TITLE_MAX = 200;
/** The longest description of an item or event (characters). */
export const FEED_DESCRIPTION_MAX = 600;

const NOTHING_MATCHED: ReadonlySet<string> = new Set();
const ELLIPSIS = '…';

/**
 * Provider text as a feed carries it: whitespace folded, cut on a word to at most `max`
 * characters with an ellipsis, as the site search cuts its excerpts (`markedExcerpt`). Only the
 * text's head is read, however long the text.
 */
export function feedText(text: string, max: number): string {
  const head = text.length > max * 4 ? text.slice(0, max * 4) : text;
  const cut = markedExcerpt(head, NOTHING_MATCHED, max)
    .map((segment) => segment.text)
    .join('');
  return head !== text && !cut.endsWith(ELLIPSIS) ? `${cut}${ELLIPSIS}` : cut;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * `text` as XML character data: markup characters escaped, and characters XML 1.0 cannot carry
 * (C0 controls other than tab and line breaks, lone surrogates, U+FFFE/U+FFFF) dropped.
 */
export function xmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * Text as HTML that shows exactly that text. Readers render an RSS description as HTML, so
 * provider text goes in escaped twice (here, then as XML): `<img onerror=…>` reaches the reader
 * as `&amp;lt;img onerror=…&amp;gt;`, shown as the characters the notice's page shows, never an
 * element.
 */
export const htmlText = (text: string) => text.replace(/[&<>]/g, (ch) => HTML_ESCAPES[ch]);

/** An instant as RSS writes it (RFC 822 with a four-digit year, in GMT). */
const rssDate = (instant: number) => new Date(instant).toUTCString();

export type RssItem = {
  /** Plain text, cut to {@link FEED_TITLE_MAX}. */
  title: string;
  /** Absolute URL of the item's page; also its guid. */
  link: string;
  /** Plain text (provider text as its page shows it), cut to {@link FEED_DESCRIPTION_MAX}. */
  description: string;
  /** Publication instant (ms), when known. */
  published?: number;
};

type RssChannel = {
  title: string;
  /** Absolute URL of the site's page for the channel. */
  link: string;
  /** Absolute URL of the feed itself (atom:link rel="self"). */
  self: string;
  description: string;
  language: string;
  items: readonly RssItem[];
};

/** An RSS 2.0 document. */
export function rss(channel: RssChannel): string {
  const newest = Math.max(...channel.items.map((item) => item.published ?? 0), 0);
  const tag = (name: string, value: string, indent: string) =>
    `${indent}<${name}>${xmlText(value)}</${name}>`;
  const items = channel.items.map((item) => {
    const description = feedText(item.description, FEED_DESCRIPTION_MAX);
    return [
      '    <item>',
      tag('title', feedText(item.title, FEED_TITLE_MAX), '      '),
      tag('link', item.link, '      '),
      `      <guid isPermaLink="true">${xmlText(item.link)}</guid>`,
      ...(item.published === undefined ? [] : [tag('pubDate', rssDate(item.published), '      ')]),
      ...(description ? [tag('description', htmlText(description), '      ')] : []),
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    tag('title', feedText(channel.title, FEED_TITLE_MAX), '    '),
    tag('link', channel.link, '    '),
    tag('description', feedText(channel.description, FEED_DESCRIPTION_MAX), '    '),
    tag('language', channel.language, '    '),
    `    <atom:link href="${xmlText(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [tag('lastBuildDate', rssDate(newest), '    ')] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** RFC 5545 TEXT: backslash, semicolon and comma escaped, line breaks as `\n`, controls dropped. */
export function icsText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(/[\\;,]/g, (ch) => `\\${ch}`)
      .replace(/\n/g, '\\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: drops control chars on purpose
      .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '')
  );
}

/** The UTF-8 octets of a code point (a lone surrogate is written as U+FFFD: 3). */
const utf8Octets = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * One content line folded at 75 octets (RFC 5545 3.1): each continuation starts with a space,
 * which counts toward its 75, and no UTF-8 character is split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8Octets(ch.codePointAt(0) ?? 0);
    if (octets + size > 75) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** A day `YYYY-MM-DD` as iCalendar's DATE. */
const icsDay = (day: string) => day.replace(/-/g, '');
/** An instant as iCalendar's UTC DATE-TIME. */
const icsInstant = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

type CalendarEvent = {
  uid: string;
  summary: string;
  /** The event's day (all-day) or its start instant (ms) as well. */
  start: { day: string } | { day: string; instant: number };
  url: string;
  description: string;
};

/** An iCalendar document (CRLF lines, folded) with one VEVENT per event. */
export function icalendar(calendar: {
  name: string;
  /** When the document is written (DTSTAMP), ms. */
  stamp: number;
  events: readonly CalendarEvent[];
}): string {
  const stamp = icsInstant(calendar.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Institute sites//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(feedText(calendar.name, FEED_TITLE_MAX))}`,
    ...calendar.events.flatMap((event) => {
      const description = feedText(event.description, FEED_DESCRIPTION_MAX);
      return [
        'BEGIN:VEVENT',
        `UID:${icsText(event.uid)}`,
        `DTSTAMP:${stamp}`,
        ...('instant' in event.start
          ? [`DTSTART:${icsInstant(event.start.instant)}`]
          : [
              `DTSTART;VALUE=DATE:${icsDay(event.start.day)}`,
              `DTEND;VALUE=DATE:${icsDay(nextDay(event.start.day))}`,
            ]),
        `SUMMARY:${icsText(feedText(event.summary, FEED_TITLE_MAX))}`,
        ...(description ? [`DESCRIPTION:${icsText(description)}`] : []),
        `URL:${event.url}`,
        'END:VEVENT',
      ];
    }),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
