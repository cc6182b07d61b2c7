/**
 * Words of site search (its index and its excerpts). Pure: no I/O. A word is a run of letters
 * with their combining marks and of digits, so a Devanagari word keeps its vowel signs (matras),
 * virama and anusvara (all `\p{M}`) and the joiners Marathi spells some conjuncts with; spaces,
 * punctuation (the danda `।` is `\p{P}`) and symbols separate words in every script.
 */

const WORD = /[\p{L}\p{M}\p{N}\u200c\u200d]+/gu;
const JOINERS = /[\u200c\u200d]/g;

/** The words of `text`, as written. */
export function searchWords(text: string): string[] {
  return text.normalize('NFC').match(WORD) ?? [];
}

/** A word as the index holds it: composed, lower-cased, joiners dropped; null when nothing is left. */
export function searchTerm(word: string): string | null {
  const term = word.normalize('NFC').replace(JOINERS, '').toLowerCase();
  return term || null;
}

/** A run of text in a result: `mark` when it is a word the search matched. */
export type Segment = { text: string; mark?: true };

const ELLIPSIS = '…';

/**
 * `text` (whitespace folded) as segments with every word whose term `matched` holds marked, cut
 * to about `max` characters: the cut starts a little before the first marked word, at a word's
 * start, and ends at a word's end; an ellipsis shows each side that was cut.
 */
export function markedExcerpt(
  text: string,
  matched: ReadonlySet<string>,
  max = Number.POSITIVE_INFINITY,
): Segment[] {
  const folded = text.normalize('NFC').replace(/\s+/g, ' ').trim();
  const words = [...folded.matchAll(WORD)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    marked: matched.has(searchTerm(m[0]) ?? ''),
  }));
  let from = 0;
  let to = folded.length;
  if (folded.length > max) {
    const first = words.find((w) => w.marked);
    const lead = Math.floor(max / 4);
    if (first && first.end > max - lead) {
      // Start at the word beginning nearest `lead` characters before the first match.
      from = words.find((w) => w.start >= first.start - lead)?.start ?? first.start;
    }
    const last = words.filter((w) => w.start >= from && w.end <= from + max).at(-1);
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
  for (const w of words) {
    if (w.start < from || w.end > to || !w.marked) continue;
    push(folded.slice(at, w.start));
    push(folded.slice(w.start, w.end), true);
    at = w.end;
  }
  push(folded.slice(at, to));
  if (to < folded.length) push(ELLIPSIS);
  return segments;
}

/** One result as the instant search island receives it (`/search.json`). */
export type SearchHitJson = {
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
