/**
 * Calendar days in the institute's time zone, and the provider's event dates (provider-api.md:
 * `event_date` is midnight UTC of the chosen day; `event_time` is the entered wall-clock time
 * stored as if it were UTC). Pure: the current instant is always passed in.
 */

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

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms. */
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
  const part = (type: string) =>
    Number(format.formatToParts(instant).find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which `timeZone`'s wall clock shows `wall` (the wall-clock time written as if it
 * were UTC, ms). In a gap or overlap of a daylight-saving change, one of the candidates.
 */
export function zonedToInstant(wall: number, timeZone: string): number {
  const guess = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(guess, timeZone);
}

/** The instant the next day begins in `timeZone` after `instant`. */
export function nextMidnight(instant: number, timeZone: string): number {
  const today = Date.parse(`${dayIn(instant, timeZone)}T00:00:00Z`);
  return zonedToInstant(today + DAY_MS, timeZone);
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
export type Split<T> = { upcoming: T[]; past: T[]; undated: T[] };

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
