/** Days in the institute's time zone, the provider's event dates, and the upcoming/past split. */
import { describe, expect, it } from 'vitest';
import {
  dayIn,
  dayOfTimestamp,
  eventDay,
  eventStart,
  isTimeZone,
  nextMidnight,
  splitByDay,
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
