import { describe, expect, it } from 'vitest';
import { withLang } from '../../src/i18n/current';
import { dateParts, formatDate, formatNumber } from '../../src/i18n/format';

describe('formatDate', () => {
  it('formats UTC dates and ignores junk', () => {
    expect(formatDate('2026-03-14T00:00:00.000Z')).toBe('14 Mar 2026');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('')).toBe('');
  });

  it('writes the date in the page language', () => {
    const iso = '2026-03-14T00:00:00.000Z';
    expect(withLang('en', () => formatDate(iso))).toBe('14 Mar 2026');
    expect(withLang('hi', () => formatDate(iso))).toBe('14 मार्च 2026');
    expect(withLang('mr', () => formatDate(iso))).toBe('१४ मार्च, २०२६');
  });
});

describe('dateParts', () => {
  it("splits formatDate's day, month and year, in the page language", () => {
    const iso = '2026-03-14T00:00:00.000Z';
    expect(dateParts(iso)).toEqual({ day: '14', month: 'Mar', year: '2026' });
    expect(withLang('hi', () => dateParts(iso))).toEqual({
      day: '14',
      month: 'मार्च',
      year: '2026',
    });
    expect(withLang('mr', () => dateParts(iso))).toEqual({
      day: '१४',
      month: 'मार्च',
      year: '२०२६',
    });
    expect(dateParts('not a date')).toBeNull();
    expect(dateParts('')).toBeNull();
  });
});

describe('formatNumber', () => {
  it('groups counts the Indian way, in the page language', () => {
    expect(formatNumber(1234567)).toBe('12,34,567');
    expect(withLang('hi', () => formatNumber(1234567))).toBe('12,34,567');
    expect(withLang('mr', () => formatNumber(1234567))).toBe('१२,३४,५६७');
  });

  it('writes years and page numbers without grouping', () => {
    expect(formatNumber(2026, false)).toBe('2026');
    expect(withLang('mr', () => formatNumber(2026, false))).toBe('२०२६');
  });
});
