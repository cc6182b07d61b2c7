/**
 * English labels: search (see ../catalogue.ts). `count` is a number already formatted for the
 * language, `plural` its `Intl.PluralRules` category. The instant list's labels reach the
 * island as props: `{n}` and `{q}` are filled in on the client.
 */
export const search = {
  title: 'Search',
  pageTitle: (q: string) => `Search: ${q}`,
  /** The results page form's accessible name, and the header form's. */
  resultsLabel: 'Search results',
  siteLabel: 'Site',
  intro: "Type a few words: a notice, an event, a teacher's name, a department or a page.",
  none: (q: string) => `No results for “${q}”. Try fewer or shorter words.`,
  count: (count: string, plural: Intl.LDMLPluralRule, q: string) =>
    `${count} ${plural === 'one' ? 'result' : 'results'} for “${q}”`,
  bestShown: (shown: string) => `, the best ${shown} shown`,
  end: '.',
  /** A search with no results: a word of the index that has some, and other places to look. */
  noResults: {
    /** "Did you mean {word}?": the words before the suggested one (a link) and after it, spaced. */
    didYouMean: { before: 'Did you mean', after: '?' },
    elsewhere: 'You may also find it in:',
  },
  /** Before the line of a document that matched, on a result found by its document's words. */
  insideDocument: 'Found inside the document:',
  /** The results page's filter by kind: its accessible name, and the link to every kind. */
  filter: { label: 'Filter by kind', all: 'All' },
  island: {
    field: 'Search this site',
    submit: 'Search',
    failed: 'Results could not be loaded; press Enter to search.',
    none: 'No results for “{q}”.',
    one: '{n} result for “{q}”.',
    other: '{n} results for “{q}”.',
    all: 'All {n} results',
  },
  /** What each result is. */
  kinds: {
    notice: 'Notice',
    event: 'Event',
    staff: 'Staff',
    department: 'Department',
    'department-type': 'Department type',
    committee: 'Committee',
    course: 'Course',
    quality: 'Quality',
    document: 'Document',
    'e-resource': 'E-resource',
    gallery: 'Gallery',
    'student-corner': 'Student corner',
    'tab-item': 'Link',
    page: 'Page',
  },
  /** Words an entry is found by and shows before its text (indexed in every language). */
  notes: {
    photoGallery: 'Photo gallery',
    videoGallery: 'Video gallery',
    library: 'Library',
    /** A department's Syllabus tab and files, quick links, student corner files. */
    syllabus: 'Syllabus',
    quickLinks: 'Quick Links',
    studentCorner: 'Student Corner',
    /** The examination section's files, by tab (`exam:<tab>`, paths.ts TABS.examination). */
    'exam:manual': 'Examinations · Manual of Examinations',
    'exam:schedule': 'Examinations · Examination Schedule',
    'exam:time-table': 'Examinations · Examination Time Table',
    'exam:notifications': 'Examinations · Examination Notification',
    'exam:hall-ticket': 'Examinations · Hall Ticket',
  },
  openSearch: {
    shortName: 'Search',
    description: (name: string) => `Search ${name}`,
    thisSite: 'Search this site',
  },
};
