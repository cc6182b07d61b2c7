/** Days in the institute's time zone, the provider's event dates, and the upcoming/past split. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dayIn,
  dayOfTimestamp,
  eventDay,
  eventStart,
  isTimeZone,
  newUntil,
  nextMidnight,
  splitByDay,
  zonedDay,
} from '../../src/lib/dates';

const IST = 'Asia/Kolkata';

describe('days in a time zone', () => {
  it("is India's day, not UTC's: 18:30 UTC is already tomorrow there", () => {
    expect(dayIn(Date.parse('2026-12-31T18:29:59Z'), IST)).toBe('2026-12-31');
    expect(dayIn(Date.parse('2026-12-31T18:30:00Z'), IST)).toBe('2027-01-01');
    expect(dayIn(Date.parse('2026-12-31T18:30:00Z'), 'UTC')).toBe('2026-12-31');
    expect(dayOfTimestamp('2026-12-31T20:30:00.000Z', IST)).toBe('2027-01-01');
    expect(dayOfTimestamp('not a date', IST)).toBeNull();
    expect(dayOfTimestamp('', IST)).toBeNull();
  });

  it('knows the next midnight, in India and across a daylight-saving change', () => {
    expect(nextMidnight(Date.parse('2026-11-01T06:30:00Z'), IST)).toBe(
      Date.parse('2026-11-01T18:30:00Z'),
    );
    expect(nextMidnight(Date.parse('2026-11-01T18:30:00Z'), IST)).toBe(
      Date.parse('2026-11-02T18:30:00Z'),
    );
    // New York: 2026-11-01 is the day clocks go back (EDT -4 to EST -5).
    expect(nextMidnight(Date.parse('2026-11-01T12:00:00Z'), 'America/New_York')).toBe(
      Date.parse('2026-11-02T05:00:00Z'),
    );
  });

  it("knows a day's bounds across daylight-saving changes, also where midnight itself is skipped", () => {
    const bounds = (iso: string, timeZone: string) => {
      const { day, start, end } = zonedDay(Date.parse(iso), timeZone);
      return { day, start: new Date(start).toISOString(), end: new Date(end).toISOString() };
    };
    const NY = 'America/New_York';
    // 23 hours: 02:00 becomes 03:00.
    expect(bounds('2026-03-08T12:00:00Z', NY)).toEqual({
      day: '2026-03-08',
      start: '2026-03-08T05:00:00.000Z',
      end: '2026-03-09T04:00:00.000Z',
    });
    // 25 hours: 02:00 becomes 01:00.
    expect(bounds('2026-11-01T12:00:00Z', NY)).toEqual({
      day: '2026-11-01',
      start: '2026-11-01T04:00:00.000Z',
      end: '2026-11-02T05:00:00.000Z',
    });
    // Chatham is 12:45 ahead of UTC, 13:45 in summer (until 03:45 on 5 April 2026).
    expect(bounds('2026-04-04T12:00:00Z', 'Pacific/Chatham')).toEqual({
      day: '2026-04-05',
      start: '2026-04-04T10:15:00.000Z',
      end: '2026-04-05T11:15:00.000Z',
    });
    // Santiago skips from 00:00 to 01:00 on 6 September 2026: that day begins at 04:00 UTC.
    expect(bounds('2026-09-05T12:00:00Z', 'America/Santiago').end).toBe('2026-09-06T04:00:00.000Z');
    expect(bounds('2026-09-06T12:00:00Z', 'America/Santiago')).toEqual({
      day: '2026-09-06',
      start: '2026-09-06T04:00:00.000Z',
      end: '2026-09-07T03:00:00.000Z',
    });
    // Havana skips from 00:00 to 01:00 on 8 March 2026, at 05:00 UTC.
    expect(nextMidnight(Date.parse('2026-03-07T12:00:00Z'), 'America/Havana')).toBe(
      Date.parse('2026-03-08T05:00:00Z'),
    );
  });

  it('answers for any instant in any order with the day that instant is in, never a remembered one', () => {
    const zones = [
      IST,
      'America/New_York',
      'Pacific/Chatham',
      'Asia/Kathmandu',
      'America/Santiago',
    ];
    const hour = 3_600_000;
    // Every 7 hours through 2026 and back, and around each answer's own bounds.
    const instants: number[] = [];
    const year = {
      from: Date.parse('2026-01-01T00:00:00Z'),
      to: Date.parse('2027-01-01T00:00:00Z'),
    };
    for (let t = year.from; t < year.to; t += 7 * hour) instants.push(t);
    for (const timeZone of zones)
      for (const instant of [...instants, ...[...instants].reverse()]) {
        const { day, start, end } = zonedDay(instant, timeZone);
        expect(day).toBe(dayIn(instant, timeZone));
        expect(start <= instant && instant < end, `${timeZone} ${instant}`).toBe(true);
        for (const edge of [start - 1, start, end - 1, end]) {
          const around = zonedDay(edge, timeZone);
          expect(around.day, `${timeZone} ${edge}`).toBe(dayIn(edge, timeZone));
          expect(around.start <= edge && edge < around.end).toBe(true);
        }
        expect(dayIn(start - 1, timeZone)).not.toBe(day);
        expect(dayIn(end, timeZone)).not.toBe(day);
      }
  });

  it('tells a zone name from junk', () => {
    expect(isTimeZone(IST)).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe("the provider's event dates", () => {
  it("an event's day is event_date's UTC date (stored at UTC midnight)", () => {
    expect(eventDay('2026-11-01T00:00:00.000Z')).toBe('2026-11-01');
    expect(eventDay('')).toBeNull();
    expect(eventDay('soon')).toBeNull();
  });

  it("starts at event_time's wall clock in the institute's zone, or is all-day without one", () => {
    expect(eventStart('2026-11-01T00:00:00.000Z', '2026-01-05T10:30:00.000Z', IST)).toEqual({
      day: '2026-11-01',
      instant: Date.parse('2026-11-01T05:00:00Z'),
    });
    expect(eventStart('2026-11-01T00:00:00.000Z', '', IST)).toEqual({ day: '2026-11-01' });
    expect(eventStart('2026-11-01T00:00:00.000Z', 'ten thirty', IST)).toEqual({
      day: '2026-11-01',
    });
    expect(eventStart('', '2026-01-05T10:30:00.000Z', IST)).toBeNull();
  });

  it('reads wall clocks in zones 45 minutes off the hour, in and out of summer time', () => {
    const at = (date: string, time: string, timeZone: string) => {
      const start = eventStart(date, time, timeZone);
      return start && 'instant' in start ? new Date(start.instant).toISOString() : null;
    };
    const ten30 = '2026-01-05T10:30:00.000Z';
    expect(at('2026-11-01T00:00:00.000Z', ten30, 'Asia/Kathmandu')).toBe(
      '2026-11-01T04:45:00.000Z',
    );
    expect(at('2026-01-10T00:00:00.000Z', ten30, 'Pacific/Chatham')).toBe(
      '2026-01-09T20:45:00.000Z',
    );
    expect(at('2026-06-10T00:00:00.000Z', ten30, 'Pacific/Chatham')).toBe(
      '2026-06-09T21:45:00.000Z',
    );
    expect(at('2026-07-01T00:00:00.000Z', ten30, 'America/New_York')).toBe(
      '2026-07-01T14:30:00.000Z',
    );
  });
});

describe('the cost of dates per request', () => {
  afterEach(() => vi.restoreAllMocks());

  it("formats once per offset, and not at all for today's bounds while today lasts", () => {
    const parts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    // `format` is a getter that returns a bound function.
    const prototype = Intl.DateTimeFormat.prototype as unknown as { format: unknown };
    const formats = vi.spyOn(prototype, 'format', 'get');
    eventStart('2026-11-01T00:00:00.000Z', '2026-01-05T10:30:00.000Z', 'Asia/Kathmandu');
    expect(parts.mock.calls.length).toBeLessThanOrEqual(2); // zonedToInstant: two offsets
    const morning = Date.parse('2026-05-11T01:00:00Z'); // 06:45 in Kathmandu
    const end = nextMidnight(morning, 'Asia/Kathmandu');
    parts.mockClear();
    formats.mockClear();
    for (let t = morning; t < end; t += 60_000) {
      expect(nextMidnight(t, 'Asia/Kathmandu')).toBe(end);
      expect(zonedDay(t, 'Asia/Kathmandu').day).toBe('2026-05-11');
    }
    expect(parts).not.toHaveBeenCalled();
    expect(formats).not.toHaveBeenCalled();
  });
});

describe('upcoming and past', () => {
  const items = [
    { name: 'yesterday', day: '2026-10-31' },
    { name: 'later', day: '2026-12-01' },
    { name: 'undated', day: null },
    { name: 'today', day: '2026-11-01' },
    { name: 'long ago', day: '2025-01-01' },
    { name: 'today too', day: '2026-11-01' },
  ];
  it('today counts as upcoming; upcoming soonest first, past newest first, ties in the given order', () => {
    const split = splitByDay(items, (i) => i.day, '2026-11-01');
    expect(split.upcoming.map((i) => i.name)).toEqual(['today', 'today too', 'later']);
    expect(split.past.map((i) => i.name)).toEqual(['yesterday', 'long ago']);
    expect(split.undated.map((i) => i.name)).toEqual(['undated']);
  });
});

describe('new for a while', () => {
  const now = Date.parse('2026-11-08T10:00:00.000Z');
  it('is new for `days` after publication, and says until when', () => {
    expect(newUntil('2026-11-01T10:00:00.001Z', now, 7)).toBe(
      Date.parse('2026-11-08T10:00:00.001Z'),
    );
    expect(newUntil('2026-11-01T10:00:00.000Z', now, 7)).toBeNull();
    expect(newUntil('2026-10-01T00:00:00.000Z', now, 7)).toBeNull();
  });
  it('counts one published after now as new, and nothing that is not a date', () => {
    expect(newUntil('2026-11-09T00:00:00.000Z', now, 7)).toBe(
      Date.parse('2026-11-16T00:00:00.000Z'),
    );
    expect(newUntil('', now, 7)).toBeNull();
    expect(newUntil('soon', now, 7)).toBeNull();
  });
});
