/**
 * The relevance set of site search (issue 30, "Measured"): queries a visitor would type on the
 * demo institutes, each with the entry that must be among the first three of the instant list
 * (`/search.json`), and for a navigational query (a section's name) first. The worker tests hold
 * every supported query (test/worker/search-relevance.test.ts); `npm run bench` prints success@3,
 * mean reciprocal rank and navigational-first over the set. A `pending` query is not yet
 * supported (it needs transliteration or PDF text, or the demo has no such entry): it is listed
 * and counted apart, never asserted. Plain data and pure functions: the bench runs it under Node.
 */

export type RelevanceCase = {
  host: 'sunrise.localhost' | 'gyandeep.localhost' | 'hillview.localhost';
  /** The visitor's language: the path prefix of the query (`/hi/search.json`). */
  lang: 'en' | 'hi' | 'mr';
  q: string;
  /** Titles of the entry (any one of them) that must be found, as the hit shows them. */
  titles: readonly string[];
  /** A section's name: the site's own page or document must come first, not only in the top 3. */
  navigational?: true;
  /** What the query tries: a variant spelling, a typo, a Devanagari variant... */
  tries: string;
  /** Why it is not asserted yet. */
  pending?: string;
};

const S = 'sunrise.localhost';
const G = 'gyandeep.localhost';
const H = 'hillview.localhost';
const PDF_TEXT = 'needs the text inside PDF documents (issue 30, "Inside documents")';

export const RELEVANCE_SET: readonly RelevanceCase[] = [
  // Sunrise, English: navigational words.
  {
    host: S,
    lang: 'en',
    q: 'admission',
    titles: ['New Admission'],
    navigational: true,
    tries: 'section word',
  },
  {
    host: S,
    lang: 'en',
    q: 'exam timetable',
    titles: ['Examination Time Table'],
    navigational: true,
    tries: 'short form and compound',
  },
  {
    host: S,
    lang: 'en',
    q: 'timetable',
    titles: ['Examination Time Table'],
    navigational: true,
    tries: 'compound as one word',
  },
  {
    host: S,
    lang: 'en',
    q: 'time table',
    titles: ['Examination Time Table'],
    navigational: true,
    tries: 'compound as two words',
  },
  {
    host: S,
    lang: 'en',
    q: 'time-table',
    titles: ['Examination Time Table'],
    navigational: true,
    tries: 'compound with a hyphen',
  },
  {
    host: S,
    lang: 'en',
    q: 'examination time table',
    titles: ['Examination Time Table'],
    navigational: true,
    tries: 'page title',
  },
  {
    host: S,
    lang: 'en',
    q: 'exam',
    titles: ['Examinations'],
    navigational: true,
    tries: 'short form',
  },
  {
    host: S,
    lang: 'en',
    q: 'examinations',
    titles: ['Examinations'],
    navigational: true,
    tries: 'plural',
  },
  {
    host: S,
    lang: 'en',
    q: 'examinaton',
    titles: ['Examinations'],
    navigational: true,
    tries: 'one typo',
  },
  {
    host: S,
    lang: 'en',
    q: 'admision',
    titles: ['New Admission'],
    navigational: true,
    tries: 'one typo',
  },
  {
    host: S,
    lang: 'en',
    q: 'fees',
    titles: ['fee structure'],
    navigational: true,
    tries: 'plural of a quick link (unnamed file)',
  },
  {
    host: S,
    lang: 'en',
    q: 'fee structure',
    titles: ['fee structure'],
    navigational: true,
    tries: 'quick link by name',
  },
  {
    host: S,
    lang: 'en',
    q: 'library',
    titles: ['Library'],
    navigational: true,
    tries: 'section word',
  },
  { host: S, lang: 'en', q: 'libary', titles: ['Library'], navigational: true, tries: 'one typo' },
  {
    host: S,
    lang: 'en',
    q: 'contact',
    titles: ['Contact Us'],
    navigational: true,
    tries: 'section word',
  },
  { host: S, lang: 'en', q: 'naac', titles: ['NAAC'], navigational: true, tries: 'section word' },
  {
    host: S,
    lang: 'en',
    q: 'placement',
    titles: ['Placements Report', 'Placements Brochure', 'Placements Website'],
    navigational: true,
    tries: 'singular of a tab’s links',
  },
  {
    host: S,
    lang: 'en',
    q: 'scholarship',
    titles: ['Scholarships'],
    navigational: true,
    tries: 'singular, above the notices',
  },
  {
    host: S,
    lang: 'en',
    q: 'scholarships',
    titles: ['Scholarships'],
    navigational: true,
    tries: 'plural',
  },
  {
    host: S,
    lang: 'en',
    q: 'hall ticket',
    titles: ['Hall Ticket'],
    navigational: true,
    tries: 'section word',
  },
  {
    host: S,
    lang: 'en',
    q: 'hallticket',
    titles: ['Hall Ticket'],
    navigational: true,
    tries: 'compound as one word',
  },
  {
    host: S,
    lang: 'en',
    q: 'anti ragging',
    titles: ['Anti-Ragging', 'Anti-Ragging Committee'],
    navigational: true,
    tries: 'hyphenated name as two words',
  },
  {
    host: S,
    lang: 'en',
    q: 'antiragging',
    titles: ['Anti-Ragging', 'Anti-Ragging Committee'],
    navigational: true,
    tries: 'compound as one word',
  },
  {
    host: S,
    lang: 'en',
    q: 'academic calendar',
    titles: ['Academic Calendar'],
    navigational: true,
    tries: 'quick link file by name',
  },
  {
    host: S,
    lang: 'en',
    q: 'manual of examinations',
    titles: ['Manual of Examinations'],
    navigational: true,
    tries: 'page title',
  },
  // Sunrise, English: files and entries by name.
  {
    host: S,
    lang: 'en',
    q: 'university time table',
    titles: ['University time table portal'],
    tries: 'examination link by name',
  },
  {
    host: S,
    lang: 'en',
    q: 'hall ticket instructions',
    titles: ['Hall ticket instructions'],
    tries: 'examination file by name',
  },
  {
    host: S,
    lang: 'en',
    q: 'time table bsc',
    titles: ['Time table: F.Y. B.Sc.'],
    tries: 'timetable file by name',
  },
  {
    host: S,
    lang: 'en',
    q: 'student handbook',
    titles: ['Student Handbook'],
    tries: 'student corner entry',
  },
  {
    host: S,
    lang: 'en',
    q: 'mechanical engineering',
    titles: ['Mechanical Engineering'],
    tries: 'department',
  },
  {
    host: S,
    lang: 'en',
    q: 'librarian message',
    titles: ['Librarian Message'],
    tries: 'library tab',
  },
  {
    host: S,
    lang: 'en',
    q: 'syllabus',
    titles: ['Syllabus: Computer Science', 'Syllabus: Commerce', 'Syllabus: Physics'],
    navigational: true,
    tries: 'section word: the departments’ Syllabus tabs, above the courses',
  },
  {
    host: S,
    lang: 'en',
    q: 'computer science syllabus',
    titles: ['Syllabus: Computer Science'],
    navigational: true,
    tries: 'a department’s Syllabus tab',
  },
  {
    host: S,
    lang: 'hi',
    q: 'computer science पाठ्यक्रम',
    titles: ['पाठ्यक्रम: Computer Science'],
    tries: 'a department’s Syllabus tab by its name and the Hindi label',
  },
  {
    host: S,
    lang: 'en',
    q: 'syllabus first year physics',
    titles: ['Syllabus First Year'],
    tries: 'a department’s syllabus file by name and department',
  },
  {
    host: S,
    lang: 'en',
    q: 'origami workshop',
    titles: ['Blood Donation Camp 2025'],
    tries: 'words only an event’s description holds',
  },
  {
    host: S,
    lang: 'en',
    q: 'placements brochure',
    titles: ['Placements Brochure'],
    tries: 'tab item file',
  },
  {
    host: S,
    lang: 'en',
    q: 'affidavit',
    titles: ['Affidavit 1.2', 'Affidavit 2.2'],
    tries: 'student corner file below the first level',
  },
  {
    host: S,
    lang: 'en',
    q: 'scholarship form',
    titles: ['Form 1'],
    tries: 'student corner form by the entry it belongs to',
  },
  // Sunrise, Hindi and Marathi.
  {
    host: S,
    lang: 'hi',
    q: 'परीक्षा',
    titles: ['परीक्षाएँ'],
    navigational: true,
    tries: 'Hindi section word (plural title)',
  },
  {
    host: S,
    lang: 'hi',
    q: 'प्रवेश',
    titles: ['नया प्रवेश'],
    navigational: true,
    tries: 'Hindi section word',
  },
  {
    host: S,
    lang: 'hi',
    q: 'पुस्तकालय',
    titles: ['पुस्तकालय'],
    navigational: true,
    tries: 'Hindi section word',
  },
  {
    host: S,
    lang: 'hi',
    q: 'समय सारणी',
    titles: ['परीक्षा समय सारणी'],
    navigational: true,
    tries: 'Hindi for timetable',
  },
  {
    host: S,
    lang: 'hi',
    q: 'छात्रवृत्ति',
    titles: ['छात्रवृत्ति आवेदन की अंतिम तिथि'],
    tries: 'Hindi notice',
  },
  {
    host: S,
    lang: 'hi',
    q: 'छात्रवृत्ती',
    titles: ['छात्रवृत्ति आवेदन की अंतिम तिथि'],
    tries: 'Devanagari long/short i variant',
  },
  {
    host: S,
    lang: 'mr',
    q: 'परीक्षा',
    titles: ['परीक्षा'],
    navigational: true,
    tries: 'Marathi section word',
  },
  {
    host: S,
    lang: 'en',
    q: 'परीक्षा वेळापत्रक',
    titles: ['परीक्षा वेळापत्रक: प्रथम सत्र'],
    tries: 'Marathi notice on the English site',
  },
  {
    host: S,
    lang: 'en',
    q: 'प्रवेश',
    titles: ['नया प्रवेश', 'नवीन प्रवेश'],
    navigational: true,
    tries: 'Hindi or Marathi section word on the English site',
  },
  {
    host: S,
    lang: 'en',
    q: 'ग्रंथालय',
    titles: ['ग्रंथालय'],
    navigational: true,
    tries: 'Marathi section word on the English site',
  },
  // Gyandeep (Marathi institute).
  {
    host: G,
    lang: 'mr',
    q: 'प्रवेश',
    titles: ['नवीन प्रवेश'],
    navigational: true,
    tries: 'Marathi section word, not प्रवेशपत्र',
  },
  {
    host: G,
    lang: 'mr',
    q: 'परिक्षा',
    titles: ['परीक्षा'],
    navigational: true,
    tries: 'Devanagari long/short i variant',
  },
  {
    host: G,
    lang: 'mr',
    q: 'वेळापत्रक',
    titles: ['परीक्षा वेळापत्रक'],
    navigational: true,
    tries: 'Marathi for timetable',
  },
  {
    host: G,
    lang: 'mr',
    q: 'ग्रंथालय',
    titles: ['ग्रंथालय'],
    navigational: true,
    tries: 'Marathi section word',
  },
  {
    host: G,
    lang: 'mr',
    q: 'संपर्क',
    titles: ['संपर्क'],
    navigational: true,
    tries: 'Marathi section word',
  },
  {
    host: G,
    lang: 'mr',
    q: 'परीक्षा नियमावली',
    titles: ['परीक्षा नियमावली', 'परीक्षा नियमावली २०२५'],
    navigational: true,
    tries: 'page and file of one name',
  },
  {
    host: G,
    lang: 'mr',
    q: 'वेळापत्रक प्रथम वर्ष',
    titles: ['वेळापत्रक: प्रथम वर्ष कला'],
    tries: 'Marathi timetable file by name',
  },
  {
    host: G,
    lang: 'mr',
    q: 'रांगोळी स्पर्धा',
    titles: ['Hackathon 2024'],
    tries: 'Marathi words only an event’s description holds',
  },
  {
    host: G,
    lang: 'en',
    q: 'admission',
    titles: ['New Admission'],
    navigational: true,
    tries: 'section word',
  },
  { host: G, lang: 'en', q: 'मराठी', titles: ['मराठी विभाग'], tries: 'Marathi department' },
  {
    host: G,
    lang: 'en',
    q: 'प्रक्रिया',
    titles: ['प्रवेश प्रक्रिया सूचना: प्रथम वर्ष कला व विज्ञान शाखा'],
    tries: 'Marathi notice word',
  },
  // Hillview (sparse).
  {
    host: H,
    lang: 'en',
    q: 'admission',
    titles: ['New Admission'],
    navigational: true,
    tries: 'section word',
  },
  {
    host: H,
    lang: 'en',
    q: 'contact',
    titles: ['Contact Us'],
    navigational: true,
    tries: 'section word',
  },
  {
    host: H,
    lang: 'en',
    q: 'notices',
    titles: ['Notice'],
    navigational: true,
    tries: 'plural of a page name',
  },
  {
    host: H,
    lang: 'mr',
    q: 'प्रवेश',
    titles: ['नवीन प्रवेश'],
    navigational: true,
    tries: 'Marathi section word',
  },
  // Latin-typed Hindi and Marathi (transliteration: decision 057).
  {
    host: G,
    lang: 'mr',
    q: 'pravesh',
    titles: ['नवीन प्रवेश'],
    navigational: true,
    tries: 'Latin-typed Marathi',
  },
  {
    host: G,
    lang: 'mr',
    q: 'pariksha',
    titles: ['परीक्षा'],
    navigational: true,
    tries: 'Latin-typed Marathi',
  },
  {
    host: G,
    lang: 'mr',
    q: 'vela patrak',
    titles: ['परीक्षा वेळापत्रक'],
    navigational: true,
    tries: 'Latin-typed Marathi',
  },
  {
    host: G,
    lang: 'mr',
    q: 'shishyavrutti',
    titles: ['शिष्यवृत्ती अर्ज: अंतिम मुदत ३१ डिसेंबर'],
    tries: 'Latin-typed Marathi',
  },
  {
    host: S,
    lang: 'hi',
    q: 'chhatravritti',
    titles: ['छात्रवृत्ति आवेदन की अंतिम तिथि'],
    tries: 'Latin-typed Hindi',
  },
  // Pending: not supported yet.
  {
    host: S,
    lang: 'en',
    q: 'internal assessment marks schedule pdf',
    titles: ['Summer 2026 schedule (UG)'],
    tries: 'words inside a PDF',
    pending: PDF_TEXT,
  },
  {
    host: S,
    lang: 'en',
    q: 'prospectus',
    titles: ['Prospectus'],
    navigational: true,
    tries: 'section word',
    pending: 'the demo publishes no prospectus',
  },
  {
    host: S,
    lang: 'en',
    q: 'results',
    titles: ['Results'],
    navigational: true,
    tries: 'section word',
    pending: 'the demo publishes no results page or file',
  },
];

/** The 1-based rank of the case's entry among `titles` (the hits in order), 0 when absent. */
export function rankOf(c: RelevanceCase, titles: readonly string[]): number {
  return titles.findIndex((t) => c.titles.includes(t)) + 1;
}

/** success@3, mean reciprocal rank and navigational-first over answered cases. */
export function relevanceFigures(answers: { c: RelevanceCase; rank: number }[]) {
  const n = answers.length || 1;
  const nav = answers.filter((a) => a.c.navigational);
  return {
    queries: answers.length,
    successAt3: answers.filter((a) => a.rank >= 1 && a.rank <= 3).length / n,
    mrr: answers.reduce((sum, a) => sum + (a.rank ? 1 / a.rank : 0), 0) / n,
    navigational: nav.length,
    navigationalFirst: nav.filter((a) => a.rank === 1).length / (nav.length || 1),
  };
}
