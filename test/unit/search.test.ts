/** Site search's words, excerpts and matching (lib/searchText.ts, search/engine.ts). */
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n/catalogue';
import { LANGUAGES } from '../../src/i18n/languages';
import { markedExcerpt, searchTerm, searchWords } from '../../src/lib/searchText';
import {
  buildIndex,
  loadIndex,
  type SearchDoc,
  type SearchNote,
  search,
  serialiseIndex,
} from '../../src/search/engine';
import { termKeys } from '../../src/search/terms';

describe('words', () => {
  it('keeps a Devanagari word whole with its vowel signs, virama and anusvara', () => {
    expect(searchWords('प्रवेश प्रक्रिया सूचना: प्रथम वर्ष कला व विज्ञान शाखा।')).toEqual([
      'प्रवेश',
      'प्रक्रिया',
      'सूचना',
      'प्रथम',
      'वर्ष',
      'कला',
      'व',
      'विज्ञान',
      'शाखा',
    ]);
    expect(searchWords('संस्था, हिंदी')).toEqual(['संस्था', 'हिंदी']);
  });

  it('splits Latin text at spaces and punctuation and keeps digits', () => {
    expect(searchWords('B.Sc. Computer-Science (2025-26)')).toEqual([
      'B',
      'Sc',
      'Computer',
      'Science',
      '2025',
      '26',
    ]);
  });

  it('indexes a word lower-cased and composed, without joiners', () => {
    expect(searchTerm('ADMISSION')).toBe('admission');
    expect(searchTerm('र\u200dया')).toBe('रया');
    expect(searchTerm('e\u0301')).toBe('é');
  });
});

describe('combining marks', () => {
  it('keeps at most 30 on one letter (composing a long run would take seconds)', () => {
    const [word] = searchWords(`a${'\u0301\u0316'.repeat(50_000)} b`);
    expect(Array.from(word).length).toBeLessThanOrEqual(31);
    expect(searchTerm('सूचना')).toBe('सूचना');
  });
});

describe('excerpts', () => {
  const matched = new Set(['fees', 'concessions']);
  it('marks matched words and keeps the rest as text (markup stays text)', () => {
    expect(markedExcerpt('Fees & <i>Concessions</i>', matched)).toEqual([
      { text: 'Fees', mark: true },
      { text: ' & <i>' },
      { text: 'Concessions', mark: true },
      { text: '</i>' },
    ]);
  });

  it('cuts long text around the first match, at word edges, with ellipses', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`);
    words[40] = 'Fees';
    const out = markedExcerpt(words.join(' '), matched, 80);
    const text = out.map((s) => s.text).join('');
    expect(text.startsWith('…word')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(Array.from(text).length).toBeLessThanOrEqual(82);
    expect(out.some((s) => s.mark && s.text === 'Fees')).toBe(true);
  });
});

describe('matching', () => {
  const docs: SearchDoc[] = [
    { id: 'n1', kind: 'notice', title: 'Admission open', text: '', date: '2026-01-01' },
    { id: 'n2', kind: 'notice', title: 'Admission closed', text: '', date: '2026-06-01' },
    { id: 'p1', kind: 'page', title: 'Contact', text: 'Admission office hours' },
    { id: 'c1', kind: 'course', title: 'Diploma in Yoga', text: '' },
    { id: 'e1', kind: 'event', title: 'Hackathon 2026', text: 'Main Auditorium' },
  ];
  const index = buildIndex(docs);
  const titles = (q: string) =>
    search(index, q, 10, 'en').hits.map((h) => h.title.map((s) => s.text).join(''));

  it('finds prefixes, case-insensitively', () => {
    expect(titles('ADM')).toEqual(['Admission closed', 'Admission open', 'Contact']);
  });

  it('ranks title matches first, and the newer notice first', () => {
    expect(titles('admission')[0]).toBe('Admission closed');
    expect(titles('admission').at(-1)).toBe('Contact');
  });

  it('allows one typo in words of five letters or more, none in shorter ones', () => {
    expect(titles('hakathon')).toEqual(['Hackathon 2026']);
    expect(titles('yoha')).toEqual([]);
  });

  it('wants every word, and any word when no entry has them all', () => {
    expect(titles('admission open')).toEqual(['Admission open']);
    expect(titles('yoga hackathon').sort()).toEqual(['Diploma in Yoga', 'Hackathon 2026']);
  });

  it('answers the same after a trip through its stored JSON', () => {
    const again = loadIndex(serialiseIndex(index));
    expect(search(again, 'hakathon', 5, 'en')).toEqual(search(index, 'hakathon', 5, 'en'));
  });
});

describe('one index for every language', () => {
  const docs: SearchDoc[] = [
    {
      id: 'g1',
      kind: 'gallery',
      title: 'Campus',
      text: '2025-26',
      note: 'photoGallery',
      href: '/photo/gallery/1',
    },
    { id: 'p:en', kind: 'page', title: 'Contact Us', text: '', href: '/contact/us', lang: 'en' },
    { id: 'p:hi', kind: 'page', title: 'संपर्क करें', text: '', href: '/contact/us', lang: 'hi' },
    { id: 'p:mr', kind: 'page', title: 'संपर्क', text: '', href: '/contact/us', lang: 'mr' },
    {
      id: 'r1',
      kind: 'e-resource',
      title: 'Contact list',
      text: '',
      href: 'https://example.org/a',
    },
  ];
  const index = loadIndex(serialiseIndex(buildIndex(docs)));
  const shown = (q: string, lang: 'en' | 'hi' | 'mr') =>
    search(index, q, 10, lang).hits.map((h) => ({
      title: h.title.map((s) => s.text).join(''),
      excerpt: h.excerpt.map((s) => s.text).join(''),
      href: h.href,
    }));

  it('links a page of the site in the visitor’s language, a URL elsewhere as it is', () => {
    expect(
      shown('contact', 'en')
        .map((h) => h.href)
        .sort(),
    ).toEqual(['/contact/us', 'https://example.org/a']);
    // A page's name in another language finds it too (decision 056), linked in the visitor's.
    expect(
      shown('contact', 'hi')
        .map((h) => h.href)
        .sort(),
    ).toEqual(['/hi/contact/us', 'https://example.org/a']);
    expect(shown('संपर्क', 'hi')).toEqual([
      { title: 'संपर्क करें', excerpt: '', href: '/hi/contact/us' },
    ]);
    expect(shown('संपर्क', 'mr')).toEqual([{ title: 'संपर्क', excerpt: '', href: '/mr/contact/us' }]);
    // One entry for the page, not one per language that names it so.
    expect(shown('संपर्क', 'en').map((h) => h.href)).toEqual(['/contact/us']);
  });

  it('shows an entry’s note in the visitor’s language, and finds it by its words in any', () => {
    for (const q of ['photo', 'फ़ोटो', 'फोटो', 'campus'])
      expect(shown(q, 'mr'), q).toEqual([
        { title: 'Campus', excerpt: 'फोटो गॅलरी · 2025-26', href: '/mr/photo/gallery/1' },
      ]);
    expect(shown('campus', 'en')[0]?.excerpt).toBe('Photo gallery · 2025-26');
    expect(shown('campus', 'hi')[0]?.excerpt).toBe('फ़ोटो गैलरी · 2025-26');
  });

  it('names the page a file belongs to as the page itself is named, in every language', () => {
    for (const lang of LANGUAGES) {
      const m = messages(lang);
      const notes = m.search.notes;
      for (const [tab, label] of Object.entries(m.nav.tabs.examination))
        expect(notes[`exam:${tab}` as SearchNote], lang).toBe(
          `${m.campus.examination.title} · ${label}`,
        );
      expect(notes.syllabus, lang).toBe(m.nav.tabs.department.syllabus);
      expect(notes.quickLinks, lang).toBe(m.home.quickLinks);
      expect(notes.studentCorner, lang).toBe(m.campus.studentCorner.title);
    }
  });
});

describe('spelling as visitors write it (search/terms.ts)', () => {
  it('folds plurals, compounds and Devanagari vowel variants to one key', () => {
    expect(termKeys('fees')).toEqual(['fee']);
    expect(termKeys('results')).toEqual(['result']);
    expect(termKeys('libraries')).toEqual(['library']);
    expect(termKeys('classes')).toEqual(['class']);
    expect(termKeys('campus')).toEqual(['campus']);
    expect(termKeys('syllabi')).toEqual(['syllabus']);
    expect(termKeys('timetable')).toEqual(['time', 'table']);
    expect(termKeys('timetables')).toEqual(['time', 'table']);
    expect(termKeys('परीक्षा')).toEqual(termKeys('परिक्षा'));
    expect(termKeys('पूर्ण')).toEqual(termKeys('पुर्ण'));
    expect(termKeys('फ़ोटो')).toEqual(termKeys('फोटो'));
    expect(termKeys('परीक्षाएँ'.normalize('NFC'))).toEqual(termKeys('परीक्षा'));
    expect(termKeys('में')).toEqual(['में']);
  });

  it('finds an entry by any spelling, and marks the words as written', () => {
    const index = buildIndex([
      { id: 'p', kind: 'page', title: 'Examination Time Table', text: '', href: '/tt' },
      { id: 'f', kind: 'document', title: 'Fee Structure', text: '', file: 'fees.pdf' },
      { id: 'm', kind: 'page', title: 'परीक्षा', text: '', href: '/exam' },
    ]);
    for (const q of ['timetable', 'time-table', 'time table', 'exam timetables'])
      expect(
        search(index, q, 8, 'en').hits.map((h) => h.href),
        q,
      ).toEqual(['/tt']);
    expect(search(index, 'fees', 8, 'en').hits[0].title).toEqual([
      { text: 'Fee', mark: true },
      { text: ' Structure' },
    ]);
    expect(search(index, 'परिक्षा', 8, 'en').hits[0].title).toEqual([
      { text: 'परीक्षा', mark: true },
    ]);
  });
});

describe('ranking (decision 056)', () => {
  it('puts the page a section word names above notices that mention it, notices newest first', () => {
    const index = buildIndex([
      {
        id: 'n1',
        kind: 'notice',
        title: 'Admission update',
        text: '',
        href: '/n1',
        date: '2026-01-01',
      },
      {
        id: 'n2',
        kind: 'notice',
        title: 'Admission update',
        text: '',
        href: '/n2',
        date: '2026-03-01',
      },
      { id: 'p', kind: 'page', title: 'New Admission', text: 'Admission', href: '/admission' },
      { id: 'h', kind: 'page', title: 'Admission Card', text: '', href: '/card' },
    ]);
    const hrefs = search(index, 'admission', 8, 'en').hits.map((h) => h.href);
    expect(hrefs.slice(0, 2).sort()).toEqual(['/admission', '/card']);
    expect(hrefs.slice(2)).toEqual(['/n2', '/n1']);
  });
});
