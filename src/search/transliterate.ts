/**
 * Hindi and Marathi typed in Latin letters (decision 057): "pravesh", "pariksha",
 * "shishyavrutti", "vela patrak" find प्रवेश, परीक्षा, शिष्यवृत्ती, वेळापत्रक. Pure: no I/O.
 *
 * Each Devanagari word is indexed also under a loose Latin key: Sanscript
 * (`@indic-transliteration/sanscript`) spells it in IAST, and {@link looseKey} folds that spelling
 * the way phones type it (no diacritics, no aspiration, no doubled letters, no short or long `a`
 * after the first letter...). A query word in Latin letters is folded the same way and matches
 * either its own word or a key: both sides pass one function, so every spelling that folds alike
 * finds the word ("pravesh", "praveshh", "prawesh" -> `prves`). A key carries {@link KEY_MARK}, a
 * character no word has, so an English query word never matches a key by its own letters, and a
 * key never matches an English word.
 */
import Sanscript from '@indic-transliteration/sanscript';
import type { Query } from 'minisearch';
import { searchTerm, searchWords } from '../lib/searchText';

/**
 * Starts every loose Latin key in the index: not a letter, so no word's term starts with it; two
 * characters, so that one typo allowed never crosses it (a key `~~result` is two edits from the
 * word `result`).
 */
export const KEY_MARK = '~~';

const DEVANAGARI = /[\u0900-\u097f]/;
/**
 * The Devanagari words of a text (the danda and double danda apart): as `searchWords` finds
 * them, without reading the rest of the text word by word.
 */
const DEVANAGARI_WORDS = /[\u0900-\u0963\u0966-\u097f\u200c\u200d]+/g;
/** A Latin key is made of these once folded. */
const LATIN = /^[a-z0-9]+$/;
/** Letters a key keeps: a word made of other letters (Tamil, Cyrillic...) has no key. */
const NOT_KEYED = /[^a-z0-9]/g;

/**
 * Devanagari that Sanscript's Sanskrit schemes do not spell: the nukta (ज़, फ़: the letter
 * without it is what phones type) and the candra vowels of English loans (ऑफिस "office").
 */
const BEFORE = [
  [/\u093c/g, ''],
  [/\u0911/g, 'ओ'],
  [/\u0949/g, 'ो'],
  [/\u0945/g, 'े'],
  [/\u090d/g, 'ए'],
  [/\u0972/g, 'अ'],
] as const;

/**
 * How Latin letters are folded, in order (lower-cased, diacritics gone first). Each rule maps
 * spellings that phones use for one Devanagari sound to one form.
 */
const FOLD: readonly [RegExp, string][] = [
  [/x/g, 'ks'], // क्ष: "parixa"
  [/q/g, 'k'],
  [/z/g, 'j'], // ज in Marathi: "zhala"
  [/w/g, 'v'], // व: "prawesh"
  [/f/g, 'ph'], // फ: "fee"
  [/(?:dny|gny|jn)/g, 'gy'], // ज्ञ: "dnyan", "gyan", IAST "jñāna"
  [/ee/g, 'i'], // ई: "pareeksha"
  [/oo/g, 'u'], // ऊ: "soochana"
  [/([bcdgjkpst])h+/g, '$1'], // aspirates and श/ष: "sh" is "s", "th" is "t"
  [/m(?=[bcdgjklnprstv])/g, 'n'], // anusvara before a consonant: "hindi" and हिंदी "hiṃdī"
  [/([^aeiou])r[iu](?=[^aeiouy]|$)/g, '$1r'], // ऋ: "vrutti", "vritti" and IAST "vṛtti"
  [/(?!^)a/g, ''], // inherent and long a: "gyandeep" and "jñānadīpa", "vela" and "veḷā"
  [/(.)\1+/g, '$1'], // doubled letters: "vrutti" and "vruti"
];

/** `latin` folded as a key (see {@link FOLD}); empty when nothing is left. */
export function looseKey(latin: string): string {
  let key = latin.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(NOT_KEYED, '');
  for (const [pattern, to] of FOLD) key = key.replace(pattern, to);
  return key;
}

/** Keys of Devanagari terms already made (an index build meets the same words again and again). */
const made = new Map<string, string>();
const MADE_MAX = 4096;

/** The loose Latin key of a Devanagari term, without its mark; empty when it has none. */
export function devanagariKey(term: string): string {
  const known = made.get(term);
  if (known !== undefined) return known;
  let text = term;
  for (const [pattern, to] of BEFORE) text = text.replace(pattern, to);
  const iast = Sanscript.t(text, 'devanagari', 'iast');
  // A word of digits only (२०२६ is 2026) needs no key: its digits are its term already.
  const key = /^\d+$/.test(iast) ? '' : looseKey(iast);
  if (made.size >= MADE_MAX) made.clear();
  made.set(term, key);
  return key;
}

/**
 * The index's terms for a term (`searchTerm`'s): a Devanagari term and its marked Latin key,
 * any other term alone.
 */
export function indexTerms(term: string | null): string | string[] | null {
  if (!term || !DEVANAGARI.test(term)) return term;
  const key = devanagariKey(term);
  return key ? [term, KEY_MARK + key] : term;
}

/** Shortest key a query word is matched by as a prefix ("pr" would find half the keys). */
const KEY_PREFIX_MIN = 3;
/** Shortest key allowed one typo (keys are short: "pravesh" is `prves`). */
const KEY_TYPO_MIN = 5;
/** Shortest query word that is matched by its key at all ("va" or "ka" would match too much). */
const WORD_MIN = 3;

/** A query for `key` alone: taken as it is, a prefix and with a typo when long enough. */
const keyQuery = (key: string): Query => ({
  queries: [KEY_MARK + key],
  combineWith: 'OR',
  tokenize: (text: string) => [text],
  processTerm: (term: string) => term,
  prefix: key.length >= KEY_PREFIX_MIN,
  fuzzy: key.length >= KEY_TYPO_MIN ? 1 : false,
});

/** The key a query word is matched by too, if any. */
function queryKey(word: string): string {
  if (Array.from(word).length < WORD_MIN) return '';
  if (DEVANAGARI.test(word)) return devanagariKey(word);
  const latin = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  // Latin letters only, one at least: digits ("2026") are matched by their term.
  return LATIN.test(latin) && /[a-z]/.test(latin) ? looseKey(latin) : '';
}

/** The index terms of the loose keys of `query`'s words (a word without one has none). */
export const queryKeyTerms = (query: string): string[] =>
  searchWords(query)
    .map(queryKey)
    .filter(Boolean)
    .map((key) => KEY_MARK + key);

/**
 * `query` for MiniSearch, combining its words with `combineWith`: each word matches its own term
 * (as the engine's options process it) or its loose key; with two words or more in Latin letters,
 * their keys joined match too ("vela patrak" finds वेळापत्रक, one word).
 */
export function transliteratedQuery(query: string, combineWith: 'AND' | 'OR'): Query {
  const words = searchWords(query).filter((w) => searchTerm(w));
  const keys = words.map(queryKey);
  const perWord: Query[] = words.map((word, i) =>
    keys[i] ? { combineWith: 'OR', queries: [word, keyQuery(keys[i])] } : word,
  );
  const all: Query = { combineWith, queries: perWord };
  if (words.length < 2 || keys.some((k) => !k) || words.some((w) => DEVANAGARI.test(w))) return all;
  return { combineWith: 'OR', queries: [all, keyQuery(looseKey(words.join('')))] };
}

/**
 * The terms whose words a result marks: `terms` (what MiniSearch matched) and each Devanagari
 * word of `texts` whose key is among them.
 */
export function markedTerms(terms: readonly string[], ...texts: string[]): Set<string> {
  const matched = new Set(terms);
  if (!terms.some((t) => t.startsWith(KEY_MARK))) return matched;
  for (const text of texts)
    for (const [word] of text.matchAll(DEVANAGARI_WORDS)) {
      const term = searchTerm(word);
      if (term && matched.has(KEY_MARK + devanagariKey(term))) matched.add(term);
    }
  return matched;
}
