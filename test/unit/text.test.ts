import { describe, expect, it } from 'vitest';
import { fullName, matchesQuery, queryText, truncate } from '../../src/lib/text';

describe('truncate', () => {
  it('keeps text of 70 characters or fewer', () => {
    expect(truncate('a'.repeat(70), 70)).toBe('a'.repeat(70));
  });
  it('cuts longer text to 70 characters plus ...', () => {
    expect(truncate('b'.repeat(71), 70)).toBe(`${'b'.repeat(70)}...`);
  });
  it('counts characters, not UTF-16 units (Devanagari, emoji)', () => {
    expect(truncate('😀'.repeat(3), 2)).toBe('😀😀...');
  });
});

describe('fullName', () => {
  it('joins first, optional middle and last', () => {
    expect(fullName('Asha', 'R.', 'Patil')).toBe('Asha R. Patil');
    expect(fullName('Asha', '', 'Patil')).toBe('Asha Patil');
    expect(fullName('Asha', undefined, ' ')).toBe('Asha');
  });
});

describe('matchesQuery', () => {
  it('is a case-insensitive substring match; empty matches all', () => {
    expect(matchesQuery('Asha R. Patil', 'r. pa')).toBe(true);
    expect(matchesQuery('Asha Patil', 'PATIL')).toBe(true);
    expect(matchesQuery('Asha Patil', 'kumar')).toBe(false);
    expect(matchesQuery('Asha Patil', '  ')).toBe(true);
  });
});

describe('queryText', () => {
  it('limits length and strips control characters', () => {
    expect(queryText('a'.repeat(500))).toHaveLength(120);
    expect(queryText('x\u0000y\n')).toBe('x y');
    expect(queryText(undefined)).toBe('');
  });
});
