/**
 * Calendar days in the institute's time zone, and the provider's event dates (provider-api.md:
 * `event_date` is midnight UTC of the chosen day; `event_time` is the entered wall-clock time
 * stored as if it were UTC). Pure: the current instant is always passed in
 * (what is remembered, formats and today's bounds per zone, only saves work).
 */

import { BoundedMap } from './boundedMap';

/** A calendar day, `YYYY-MM-DD`. */
export type Day = string;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const partFormats = new Map<string, Intl.DateTimeFormat>();

/** Whether `timeZone` is an IANA zone the runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day of `instant` (ms) in `timeZone`. */
export function dayIn(instant: number, timeZone: string): Day {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** The calendar day an ISO timestamp falls on in `timeZone`, or null when it is not a date. */
export function dayOfTimestamp(iso: string, timeZone: string): Day | null {
  const instant = Date.parse(iso);
  return iso && !Number.isNaN(instant) ? dayIn(instant, timeZone) : null;
}

/** The day an event is on: `event_date`'s UTC date (the provider stores the day at UTC midnight). */
export function eventDay(eventDate: string): Day | null {
  const instant = Date.parse(eventDate);
  if (!eventDate || Number.isNaN(instant)) return null;
  return new Date(instant).toISOString().slice(0, 10);
}

/** The year of a day, as the `?year=` filter spells it. */
export const yearOf = (day: Day): string => day.slice(0, 4);

const WALL_PARTS = ['year', 'month', 'day', 'hour', 'minute', 'second'];

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms (one formatToParts). */
function offsetAt(instant: number, timeZone: string): number {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormats.set(timeZone, format);
  }
  const wall = [0, 1, 0, 0, 0, 0]; // year, month, day, hour, minute, second
  for (const { type, value } of format.formatToParts(instant)) {
    const at = WALL_PARTS.indexOf(type);
    if (at >= 0) wall[at] = Number(value);
  }
  const [year, month, day, hour, minute, second] = wall;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  return utc - Math.floor(instant / 1000) * 1000;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** `instant` in ISO 8601 with `timeZone`'s offset then, to the second ("2026-11-28T10:00:00+05:30"). */
export function zonedIso(instant: number, timeZone: string): string {
  const offset = offsetAt(instant, timeZone);
  const wall = new Date(Math.floor(instant / 1000) * 1000 + offset).toISOString().slice(0, 19);
  const minutes = Math.round(Math.abs(offset) / 60_000);
  return `${wall}${offset < 0 ? '-' : '+'}${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/**
 * The instant at which `timeZone`'s wall clock shows `wall` (the wall-clock time written as if it
 * were UTC, ms). In a gap or overlap of a daylight-saving change, one of the candidates.
 */
export function zonedToInstant(wall: number, timeZone: string): number {
  const guess = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(guess, timeZone);
}

/** A calendar day in a time zone and the instants it spans: from `start` until before `end`. */
type ZonedDay = { readonly day: Day; readonly start: number; readonly end: number };

/** Per time zone, the day last asked for (a site has one zone; the bound is for safety). */
const currentDays = new BoundedMap<string, ZonedDay>(16);

/**
 * The day `instant` is in, in `timeZone`, and when that day begins and ends. Every request asks
 * for today: the answer is remembered per zone and given again while `instant` is inside it.
 */
export function zonedDay(instant: number, timeZone: string): ZonedDay {
  const known = currentDays.get(timeZone);
  if (known && known.start <= instant && instant < known.end) return known;
  const day = dayIn(instant, timeZone);
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const zoned = {
    day,
    start: dayStart(midnight, timeZone),
    end: dayStart(midnight + DAY_MS, timeZone),
  };
  // Only an interval that holds `instant` is remembered (so is always answered from again).
  if (zoned.start <= instant && instant < zoned.end) currentDays.set(timeZone, zoned);
  return zoned;
}

/** The instant the next day begins in `timeZone` after `instant`. */
export function nextMidnight(instant: number, timeZone: string): number {
  return zonedDay(instant, timeZone).end;
}

/**
 * The first instant of the day whose midnight is `midnight` (written as if it were UTC) in
 * `timeZone`. Where a daylight-saving change skips midnight (Santiago, Havana, the Azores), the
 * day begins at the change, which is found by bisection.
 */
function dayStart(midnight: number, timeZone: string): number {
  const day = new Date(midnight).toISOString().slice(0, 10);
  const begun = (instant: number) => dayIn(instant, timeZone) >= day;
  const guess = zonedToInstant(midnight, timeZone);
  if (begun(guess) && !begun(guess - 1)) return guess;
  // Offsets differ by hours at most: a day either side holds the start.
  let before = guess - DAY_MS;
  let after = guess + DAY_MS;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (begun(middle)) after = middle;
    else before = middle;
  }
  return after;
}

/**
 * When an event starts: a day (all-day) when it has no usable time, else the instant its day and
 * `event_time`'s time of day (read in UTC, as the provider stores it) show in `timeZone`.
 */
export function eventStart(
  eventDate: string,
  eventTime: string,
  timeZone: string,
): { day: Day } | { day: Day; instant: number } | null {
  const day = eventDay(eventDate);
  if (!day) return null;
  const time = Date.parse(eventTime);
  if (!eventTime || !ISO_DAY.test(eventTime) || Number.isNaN(time)) return { day };
  const wall = Date.parse(`${day}T00:00:00Z`) + (((time % DAY_MS) + DAY_MS) % DAY_MS);
  return { day, instant: zonedToInstant(wall, timeZone) };
}

/** Items of a list grouped by the time of their day relative to `today`. */
type Split<T> = { upcoming: T[]; past: T[]; undated: T[] };

/**
 * Splits `items` by their day: upcoming (today or later, soonest first), past (newest first) and
 * those without a day (in the order given). Equal days keep the order given.
 */
export function splitByDay<T>(items: readonly T[], dayOf: (item: T) => Day | null, today: Day) {
  const dated = items.flatMap((item, i) => {
    const day = dayOf(item);
    return day ? [{ item, day, i }] : [];
  });
  type Dated = { day: Day; i: number };
  const order = (a: Day, b: Day) => (a < b ? -1 : a > b ? 1 : 0);
  const soonest = (a: Dated, b: Dated) => order(a.day, b.day) || a.i - b.i;
  const newest = (a: Dated, b: Dated) => order(b.day, a.day) || a.i - b.i;
  const split: Split<T> = {
    upcoming: dated
      .filter((d) => d.day >= today)
      .sort(soonest)
      .map((d) => d.item),
    past: dated
      .filter((d) => d.day < today)
      .sort(newest)
      .map((d) => d.item),
    undated: items.filter((item) => !dayOf(item)),
  };
  return split;
}

/**
 * Until when something published at `iso` counts as new (`days` after it, ms), or null when it is
 * not a date or no longer new at `now`. One published later than `now` (a clock ahead) is new.
 */
export function newUntil(iso: string, now: number, days: number): number | null {
  const published = Date.parse(iso);
  if (!iso || Number.isNaN(published)) return null;
  const until = published + days * DAY_MS;
  return until > now ? until : null;
}
