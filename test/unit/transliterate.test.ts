/** Hindi and Marathi typed in Latin letters (search/transliterate.ts, through search/engine.ts). */
import { describe, expect, it } from 'vitest';
import {
  buildIndex,
  loadIndex,
  type SearchDoc,
  search,
  serialiseIndex,
} from '../../src/search/engine';
import {
  devanagariKey,
  indexTerms,
  KEY_MARK,
  looseKey,
  transliteratedQuery,
} from '../../src/search/transliterate';

describe('loose Latin keys', () => {
  it('folds the spellings phones type for one Devanagari word to its key', () => {
    const cases: [string, string[]][] = [
      ['प्रवेश', ['pravesh', 'pravesha', 'prawesh', 'Pravesh', 'praveś']],
      ['परीक्षा', ['pariksha', 'pareeksha', 'pariksa', 'parixa', 'pareekshaa']],
      ['परिक्षा', ['pariksha']],
      ['शिष्यवृत्ती', ['shishyavrutti', 'shishyavritti', 'shishyavruti', 'shishyawrutti']],
      ['वेळापत्रक', ['velapatrak', 'velapatraka', 'welapatrak']],
      ['ज्ञानदीप', ['gyandeep', 'dnyandeep', 'gyanadeep', 'jnanadip']],
      ['प्रक्रिया', ['prakriya', 'prakriyaa']],
      ['छात्रवृत्ति', ['chhatravritti', 'chatravrutti']],
      ['हिंदी', ['hindi', 'hindee']],
      ['सूचना', ['suchana', 'soochana', 'suchna']],
      ['फ़ीस', ['fees', 'phis']],
      ['ऑफिस', ['ofis', 'offis']],
    ];
    for (const [word, typed] of cases)
      for (const t of typed) expect(looseKey(t), `${t} for ${word}`).toBe(devanagariKey(word));
  });

  it('keeps words apart that sound apart', () => {
    const keys = ['प्रवेश', 'परीक्षा', 'प्रक्रिया', 'प्रथम', 'वर्ष', 'शाखा', 'सूचना', 'कला'].map(
      devanagariKey,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('indexes a Devanagari term also under its marked key; any other term alone', () => {
    expect(indexTerms('प्रवेश')).toEqual(['प्रवेश', `${KEY_MARK}${devanagariKey('प्रवेश')}`]);
    expect(indexTerms('admission')).toBe('admission');
    expect(indexTerms('२०२६')).toBe('२०२६');
    expect(indexTerms(null)).toBe(null);
  });
});

describe('searching Devanagari in Latin letters', () => {
  const docs: SearchDoc[] = [
    { id: 'a', kind: 'notice', title: 'प्रवेश प्रक्रिया 2026-27', text: 'प्रथम वर्ष कला', href: '/a' },
    { id: 'b', kind: 'notice', title: 'परीक्षा वेळापत्रक', text: 'प्रथम सत्र', href: '/b' },
    { id: 'c', kind: 'notice', title: 'शिष्यवृत्ती अर्ज', text: 'अंतिम तारीख', href: '/c' },
    {
      id: 'd',
      kind: 'page',
      title: 'Examination',
      text: 'Exam time table and results',
      href: '/d',
    },
    { id: 'e', kind: 'page', title: 'Scholarship', text: 'Government scholarships', href: '/e' },
  ];
  const index = loadIndex(serialiseIndex(buildIndex(docs)));
  const titles = (q: string) =>
    search(index, q, 10, 'en').hits.map((h) => h.title.map((s) => s.text).join(''));

  it('finds each entry by its words typed loosely, the Devanagari word marked', () => {
    expect(titles('pravesh')).toEqual(['प्रवेश प्रक्रिया 2026-27']);
    expect(titles('pravesh prakriya')).toEqual(['प्रवेश प्रक्रिया 2026-27']);
    expect(titles('pariksha')).toEqual(['परीक्षा वेळापत्रक']);
    expect(titles('vela patrak')).toEqual(['परीक्षा वेळापत्रक']);
    expect(titles('velapatrak')).toEqual(['परीक्षा वेळापत्रक']);
    expect(titles('shishyavrutti')).toEqual(['शिष्यवृत्ती अर्ज']);
    expect(titles('prav')).toEqual(['प्रवेश प्रक्रिया 2026-27']);
    const hit = search(index, 'pravesh', 10, 'en').hits[0];
    expect(hit.title).toEqual([{ text: 'प्रवेश', mark: true }, { text: ' प्रक्रिया 2026-27' }]);
  });

  it('finds a Devanagari spelling variant by its key (परिक्षा for परीक्षा)', () => {
    expect(titles('परिक्षा')).toEqual(['परीक्षा वेळापत्रक']);
  });

  it('an English word is scored as before: its key never matches a word, even with a typo', () => {
    const plain = buildIndex([
      { id: 'r', kind: 'page', title: 'Result', text: 'University results', href: '/r' },
      { id: 's', kind: 'notice', title: 'Results of the exam', text: '', href: '/s' },
    ]);
    for (const q of ['result', 'results', 'exam']) {
      const before = plain.search(q);
      const after = plain.search(transliteratedQuery(q, 'AND'));
      expect(
        after.map((r) => [r.id, r.score, r.terms]),
        q,
      ).toEqual(before.map((r) => [r.id, r.score, r.terms]));
    }
  });

  it('an English word finds what it found before, and no Devanagari entry', () => {
    expect(titles('exam')).toEqual(['Examination']);
    expect(titles('scholarship')).toEqual(['Scholarship']);
    expect(titles('table')).toEqual(['Examination']);
  });
});
