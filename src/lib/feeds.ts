/**
 * The two feed formats the site writes: RSS 2.0 for notices and iCalendar (RFC 5545) for events.
 * Small writers of our own rather than libraries (README, Feeds): each format here is a few lines
 * of escaping and layout. Pure: every value, including the current time, is passed in.
 */

/** How long browsers and feed readers may keep a feed (seconds). */
export const FEED_SECONDS = 900;

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

/** An instant as RSS writes it (RFC 822 with a four-digit year, in GMT). */
export const rssDate = (instant: number) => new Date(instant).toUTCString();

export type RssItem = {
  title: string;
  /** Absolute URL of the item's page; also its guid. */
  link: string;
  description: string;
  /** Publication instant (ms), when known. */
  published?: number;
};

export type RssChannel = {
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
  const items = channel.items.map((item) =>
    [
      '    <item>',
      tag('title', item.title, '      '),
      tag('link', item.link, '      '),
      `      <guid isPermaLink="true">${xmlText(item.link)}</guid>`,
      ...(item.published === undefined ? [] : [tag('pubDate', rssDate(item.published), '      ')]),
      ...(item.description ? [tag('description', item.description, '      ')] : []),
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    tag('title', channel.title, '    '),
    tag('link', channel.link, '    '),
    tag('description', channel.description, '    '),
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
export const icsInstant = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export type CalendarEvent = {
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
    `X-WR-CALNAME:${icsText(calendar.name)}`,
    ...calendar.events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${icsText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      ...('instant' in event.start
        ? [`DTSTART:${icsInstant(event.start.instant)}`]
        : [
            `DTSTART;VALUE=DATE:${icsDay(event.start.day)}`,
            `DTEND;VALUE=DATE:${icsDay(nextDay(event.start.day))}`,
          ]),
      `SUMMARY:${icsText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
      `URL:${event.url}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
