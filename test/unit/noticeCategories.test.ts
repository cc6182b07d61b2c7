/** Notice categories read from a notice's own words (issue 42, item 3), in en, hi and mr. */
import { describe, expect, it } from 'vitest';
import { noticeCategories } from '../../src/lib/noticeCategories.ts';

describe('noticeCategories', () => {
  it('reads the categories from the title, at the start of words, in every language', () => {
    expect(noticeCategories('Revised schedule of the semester examinations', '')).toEqual([
      'examination',
    ]);
    expect(noticeCategories('परीक्षा वेळापत्रक: प्रथम सत्र', '')).toEqual(['examination']);
    expect(noticeCategories('शिष्यवृत्ती अर्ज: अंतिम मुदत', '')).toEqual(['scholarship']);
    expect(noticeCategories('छात्रवृत्ति आवेदन की अंतिम तिथि', '')).toEqual(['scholarship']);
    expect(noticeCategories('वार्षिक क्रीडा स्पर्धा नोंदणी', '')).toEqual(['event']);
    expect(noticeCategories('Admission and fees for 2026-27', '')).toEqual(['admission', 'fees']);
    expect(noticeCategories('Diwali vacation', '')).toEqual(['holiday']);
    expect(noticeCategories('Pariksha ka samay', '')).toEqual(['examination']);
  });

  it('does not take a word for one it merely starts or contains', () => {
    expect(noticeCategories('Feedback on teaching', '')).toEqual([]);
    expect(noticeCategories('Resulting changes to the library', '')).toEqual([]);
    expect(noticeCategories('Reexamined rules', '')).toEqual([]);
  });

  it('reads the description only when the title names no category', () => {
    expect(noticeCategories('Notice', 'The holiday list for the year.')).toEqual(['holiday']);
    expect(noticeCategories('Examination form', 'The holiday list.')).toEqual(['examination']);
    expect(noticeCategories('Notice', '')).toEqual([]);
  });
});
