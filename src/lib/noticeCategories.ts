/**
 * The categories a visitor picks notices by (issue 42, item 3), read from each notice's own words:
 * the provider gives notices no kind (provider-api.md, endpoint 5). A notice is in every category
 * whose words its title holds, or, when its title holds none ("Notice"), its description.
 * docs/decisions/094-notice-categories-from-their-words.md.
 */

/** The categories, in the order the page offers them (a parent's most asked first). */
export const NOTICE_CATEGORIES = [
  'examination',
  'admission',
  'scholarship',
  'fees',
  'holiday',
  'event',
] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

/**
 * The words of each category in English, Hindi and Marathi (and Hindi or Marathi typed in Latin
 * letters), matched at the start of a word: `exam` finds "Examinations", `परीक्ष` "परीक्षेचे".
 * A stem that would start other words ("fee" in "feedback") ends at a word's end (`$`).
 */
const WORDS: Record<NoticeCategory, readonly string[]> = {
  examination: [
    'exam',
    'result$',
    'results$',
    'hall ticket',
    'admit card',
    'revaluation',
    'marksheet',
    'mark sheet',
    'परीक्ष',
    'परिणाम',
    'निकाल',
    'pariksha',
  ],
  admission: ['admission', 'enrol', 'prospectus', 'merit list', 'प्रवेश', 'दाखिला', 'pravesh'],
  scholarship: [
    'scholarship',
    'freeship',
    'stipend',
    'छात्रवृत्त',
    'शिष्यवृत्त',
    'chhatravrutti',
    'shishyavrutti',
  ],
  fees: ['fee$', 'fees$', 'dues$', 'refund', 'शुल्क', 'फीस', 'फी$'],
  holiday: ['holiday', 'vacation', 'अवकाश', 'छुट्टी', 'सुट्टी', 'सुटी', 'sutti', 'chhutti'],
  event: [
    'event',
    'workshop',
    'seminar',
    'webinar',
    'sport',
    'competition',
    'festival',
    'celebration',
    'कार्यक्रम',
    'कार्यशाला',
    'स्पर्धा',
    'प्रतियोगिता',
    'क्रीडा',
    'खेल',
    'उत्सव',
    'संमेलन',
    'सम्मेलन',
  ],
};

/** What a word may not start after, or (for a `$` stem) go on with: a letter, mark or digit. */
const WORD_CHAR = '[\\p{L}\\p{M}\\p{N}]';

/** One pattern per category: literal stems, so matching is linear in the text (decision 051). */
const PATTERNS = Object.fromEntries(
  NOTICE_CATEGORIES.map((category) => {
    const stems = WORDS[category].map((word) =>
      word.endsWith('$') ? `${word.slice(0, -1)}(?!${WORD_CHAR})` : word,
    );
    return [category, new RegExp(`(?<!${WORD_CHAR})(?:${stems.join('|')})`, 'iu')];
  }),
) as Record<NoticeCategory, RegExp>;

/** How much of a description is read for its words: its opening says what it is about. */
const DESCRIPTION_READ = 2000;

const categoriesIn = (text: string) =>
  NOTICE_CATEGORIES.filter((category) => PATTERNS[category].test(text.normalize('NFC')));

/** The categories of a notice, from its title's words, else its description's. */
export function noticeCategories(title: string, description: string): NoticeCategory[] {
  const byTitle = categoriesIn(title);
  return byTitle.length > 0 ? byTitle : categoriesIn(description.slice(0, DESCRIPTION_READ));
}
