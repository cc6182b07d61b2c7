/**
 * Spelling as visitors write it (issue 30, decision 056): the keys a word is indexed and searched
 * by, applied alike to an entry's words and to a query's, so that variants meet. Pure: no I/O.
 *
 * - Devanagari long and short vowels are one key (परीक्षा = परिक्षा, पूर्ण = पुर्ण), the nukta is
 *   dropped (फ़ = फ) and candrabindu is anusvara (ँ = ं): the spellings visitors mix up most.
 * - An English plural is its singular (fees = fee, results = result, libraries = library), and a
 *   Hindi plural ending in -एँ or -ों its stem (परीक्षाएँ = परीक्षा, सूचनाएँ = सूचना).
 * - A compound visitors also write as two words is those two words (timetable = time table =
 *   time-table, which the tokenizer splits already).
 * Short forms (exam, admn...) need nothing here: every query word is a prefix.
 */

/** Long vowel signs and letters as their short ones; nukta dropped; candrabindu as anusvara. */
const DEVANAGARI_FOLDS: Record<string, string> = {
  '\u0940': '\u093f', // ी → ि
  '\u0942': '\u0941', // ू → ु
  '\u0908': '\u0907', // ई → इ
  '\u090a': '\u0909', // ऊ → उ
  '\u093c': '', // nukta
  '\u0901': '\u0902', // ँ → ं
};
const DEVANAGARI_FOLDABLE = /[\u0940\u0942\u0908\u090a\u093c\u0901]/g;

/** Compounds written as one word or two: each is searched as its parts. */
const COMPOUNDS: Record<string, readonly string[]> = {
  timetable: ['time', 'table'],
  hallticket: ['hall', 'ticket'],
  antiragging: ['anti', 'ragging'],
  eresource: ['e', 'resource'],
};

/** Plurals that do not end in a plain `s`. */
const IRREGULAR: Record<string, string> = { syllabi: 'syllabus', criteria: 'criterion' };

/** An English word's singular: `fees` → `fee`, `libraries` → `library`, `classes` → `class`. */
function singular(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  if (IRREGULAR[word]) return IRREGULAR[word];
  if (/(?:ss|us|is)$/.test(word)) return word; // class, campus, thesis
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** Hindi plural endings (after folding: -एं, -ों), dropped when three letters or more are left. */
const HINDI_PLURAL = /(?<=[\u0900-\u097f]{3})(?:\u090f\u0902|\u094b\u0902)$/;

/**
 * The keys of one term (a word already lower-cased and composed, lib/searchText.ts): usually
 * one, the parts of a compound.
 */
export function termKeys(term: string): string[] {
  const folded = term.replace(DEVANAGARI_FOLDABLE, (c) => DEVANAGARI_FOLDS[c]);
  const key = singular(folded).replace(HINDI_PLURAL, '');
  return [...(COMPOUNDS[key] ?? [key])];
}
