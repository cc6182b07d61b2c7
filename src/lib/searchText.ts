/**
 * Words of site search (its index and its excerpts). Pure: no I/O. A word is a run of letters
 * with their combining marks and of digits, so a Devanagari word keeps its vowel signs (matras),
 * virama and anusvara (all `\p{M}`) and the joiners Marathi spells some conjuncts with; spaces,
 * punctuation (the danda `।` is `\p{P}`) and symbols separate words in every script.
 */

const WORD = /[\p{L}\p{M}\p{N}\u200c\u200d]+/gu;
const JOINERS = /[\u200c\u200d]/g;
const JOINER = /[\u200c\u200d]/;
/** The most combining marks one letter keeps (Unicode's stream-safe format allows 30). */
const MARKS_MAX = 30;
/** A run of more: matched from the run's start only, so a short run is passed over at once. */
const LONG_MARKS = /(?<!\p{M})\p{M}{31,}/gu;

/**
 * `text` composed (NFC), each run of combining marks cut to {@link MARKS_MAX} first: composing
 * sorts a run's marks, in time that grows with the square of its length (100 KB of marks on one
 * letter take seconds), and no written word carries more than a few.
 */
function composed(text: string): string {
  return text
    .replace(LONG_MARKS, (run) =>
      Array.from(run.slice(0, 2 * MARKS_MAX))
        .slice(0, MARKS_MAX)
        .join(''),
    )
    .normalize('NFC');
}

/** The words of `text`, as written. */
export function searchWords(text: string): string[] {
  return composed(text).match(WORD) ?? [];
}

/** The term of a word that is composed already. */
const termOf = (word: string) => word.replace(JOINERS, '').toLowerCase();

/** A word as the index holds it: composed, lower-cased, joiners dropped; null when nothing is left. */
export function searchTerm(word: string): string | null {
  return termOf(composed(word)) || null;
}

/** A run of text in a result: `mark` when it is a word the search matched. */
export type Segment = { text: string; mark?: true };

const ELLIPSIS = '…';

/**
 * `text` (whitespace folded) as segments with every word whose term `matched` holds marked, cut
 * to about `max` characters: the cut starts a little before the first marked word, at a word's
 * start, and ends at a word's end; an ellipsis shows each side that was cut. With `keysOf`, a
 * word is marked when one of its term's keys is matched (the keys an index holds for a term).
 */
export function markedExcerpt(
  text: string,
  matched: ReadonlySet<string>,
  max = Number.POSITIVE_INFINITY,
  keysOf?: (term: string) => readonly string[],
): Segment[] {
  const folded = composed(text).replace(/\s+/g, ' ').trim();
  const joiners = JOINER.test(folded);
  const marked = (word: Word) => {
    if (matched.size === 0) return false;
    const term = joiners ? termOf(word.text) : word.text.toLowerCase();
    return keysOf ? keysOf(term).some((key) => matched.has(key)) : matched.has(term);
  };
  // Words are read lazily, from a word's start: only as far as the first marked one and the
  // window shown, so a long text costs one pass at most.
  let from = 0;
  let to = folded.length;
  if (folded.length > max) {
    const lead = Math.floor(max / 4);
    const starts: number[] = [];
    let first: Word | undefined;
    for (const word of wordsOf(folded, 0)) {
      if (marked(word)) {
        first = word;
        break;
      }
      starts.push(word.start);
    }
    if (first && first.end > max - lead) {
      // Start at the word beginning nearest `lead` characters before the first match.
      const earliest = first.start - lead;
      from = starts.find((start) => start >= earliest) ?? first.start;
    }
    let last: Word | undefined;
    for (const word of wordsOf(folded, from)) {
      if (word.end > from + max) break;
      last = word;
    }
    to = last ? last.end : Math.min(folded.length, from + max);
  }
  const segments: Segment[] = [];
  const push = (part: string, mark = false) => {
    if (!part) return;
    const prev = segments.at(-1);
    if (prev && !prev.mark && !mark) prev.text += part;
    else segments.push(mark ? { text: part, mark: true } : { text: part });
  };
  if (from > 0) push(ELLIPSIS);
  let at = from;
  for (const word of wordsOf(folded, from)) {
    if (word.end > to) break;
    if (!marked(word)) continue;
    push(folded.slice(at, word.start));
    push(word.text, true);
    at = word.end;
  }
  push(folded.slice(at, to));
  if (to < folded.length) push(ELLIPSIS);
  return segments;
}

type Word = { text: string; start: number; end: number };

/** The words of `text` from `start` (a word's start, or 0) on, one at a time. */
function* wordsOf(text: string, start: number): Generator<Word> {
  const pattern = new RegExp(WORD.source, 'gu');
  pattern.lastIndex = start;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    yield { text: m[0], start: m.index, end: m.index + m[0].length };
  }
}

/** One result as the instant search island receives it (`/search.json`). */
type SearchHitJson = {
  /** The kind's label: Notice, Staff, Page... */
  kind: string;
  title: Segment[];
  excerpt: Segment[];
  /** Where it leads: a page of the site, an http(s) link, or (with `file`) the file to view. */
  href: string;
  file?: true;
};

/** The answer of `/search.json`: the best hits and how many matched in all. */
export type SearchJson = { q: string; total: number; hits: SearchHitJson[] };
