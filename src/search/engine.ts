/**
 * Site search's index (MiniSearch, decision 029): what a searchable entry is, how its words are
 * found (lib/searchText.ts: any script, Devanagari included), and how a query matches them:
 * case-insensitive, every word a prefix, one typo allowed in words of five letters or more, all
 * words first and any word when that finds nothing; title matches rank above text-only matches,
 * and among about equally relevant entries a newer notice or event ranks higher.
 *
 * One index serves every language (decision 040): entries hold language-neutral paths and the
 * site's own words as keys (`note`), localised when a query is answered; the few entries whose
 * title is the site's own label (a menu's page) exist once per language, marked with `lang`.
 */
import MiniSearch, { type Options, type SearchOptions, type SearchResult } from 'minisearch';
import { type Messages, messages } from '../i18n/catalogue';
import { LANGUAGES, type Lang, localizePath } from '../i18n/languages';
import { markedExcerpt, type Segment, searchTerm, searchWords } from '../lib/searchText';

/** What a search finds; `messages().search.kinds` labels each on a result. */
export type SearchKind = keyof Messages['search']['kinds'];
/** The site's own words an entry shows before its text ("Photo gallery · 2025-26"). */
export type SearchNote = keyof Messages['search']['notes'];

/** A result's kind, in the current language. */
export const kindLabel = (kind: SearchKind) => messages().search.kinds[kind];

/** One searchable entry of an institute. Provider text is plain text here, never markup. */
export type SearchDoc = {
  /** Unique within the institute: the kind and the provider's id (or the page's path). */
  id: string;
  kind: SearchKind;
  title: string;
  /** The words found besides the title (a description, a designation and department). */
  text: string;
  /** A path of this site, or (a tab item's link) an http(s) URL; absent when `file` opens it. */
  href?: string;
  /** A stored file key: the result opens it in the viewer. */
  file?: string;
  /** ISO date of a notice or an event. */
  date?: string;
  /** Shown before the text in the visitor's language, and found by its words in every language. */
  note?: SearchNote;
  /** Only in this language's answers (a page the menus name in that language). */
  lang?: Lang;
};

/** Longest text kept per entry: the start of a long description is what an excerpt shows. */
export const TEXT_MAX = 600;

/** How much a match in the title counts against one in the text. */
const TITLE_BOOST = 3;
/** Words this long or longer may have one typo (shorter ones would match too much). */
const TYPO_MIN_LENGTH = 5;

const SEARCH: SearchOptions = {
  boost: { title: TITLE_BOOST },
  prefix: true,
  fuzzy: (term) => (Array.from(term).length >= TYPO_MIN_LENGTH ? 1 : false),
  combineWith: 'AND',
  // Little weight on a field's length: a title's extra words say little about its relevance.
  bm25: { k: 1.2, b: 0.2, d: 0.5 },
};

/** A note's words in every language, so that any visitor's words find the entry. */
const noteWords = (note: SearchNote | undefined) =>
  note ? LANGUAGES.map((lang) => messages(lang).search.notes[note]).join(' ') : '';

const OPTIONS: Options<SearchDoc> = {
  fields: ['title', 'text', 'notes'],
  storeFields: ['kind', 'title', 'text', 'href', 'file', 'date', 'note', 'lang'],
  extractField: (doc, field) =>
    field === 'notes' ? noteWords(doc.note) : (doc[field as keyof SearchDoc] ?? ''),
  tokenize: searchWords,
  processTerm: searchTerm,
  searchOptions: SEARCH,
};

/**
 * Relevance in steps of a factor of 1.5 below the best score: entries in one step count as
 * equally relevant, and among those a newer notice or event ranks first (ISO dates compare as
 * text; undated entries come after dated ones).
 */
const RELEVANCE_STEP = Math.log(1.5);
const relevance = (best: number, score: number) =>
  Math.floor(Math.log(best / Math.max(score, 1e-9)) / RELEVANCE_STEP);

export type SearchIndex = MiniSearch<SearchDoc>;

/** The index of `docs` (ids must be unique). */
export function buildIndex(docs: readonly SearchDoc[]): SearchIndex {
  const index = new MiniSearch<SearchDoc>(OPTIONS);
  index.addAll(docs);
  return index;
}

/** The index as stored (MiniSearch's JSON). */
export const serialiseIndex = (index: SearchIndex): string => JSON.stringify(index);

/** An index back from `serialiseIndex`'s JSON. */
export const loadIndex = (json: string): SearchIndex => MiniSearch.loadJSON(json, OPTIONS);

/** A result ready to show: its title and excerpt with the matched words marked. */
export type SearchHit = {
  kind: SearchKind;
  title: Segment[];
  excerpt: Segment[];
  href?: string;
  file?: string;
  date?: string;
};

/** Characters of text an excerpt shows. */
const EXCERPT_MAX = 160;

/** A path of this site in `lang`; a URL elsewhere stays as it is. */
const localHref = (href: string, lang: Lang) =>
  href.startsWith('/') && !href.startsWith('//') ? localizePath(href, lang) : href;

/**
 * The best `limit` results of `query` (in rank order) and how many matched in all, as a visitor
 * reading `lang` sees them: links in that language, the site's own words in it. With `kind`,
 * results of that kind only; `kinds` counts the matches of each kind either way (the results
 * page's filter), without marking more than the `limit` shown.
 */
export function search(
  index: SearchIndex,
  query: string,
  limit: number,
  lang: Lang,
  kind?: SearchKind,
): { hits: SearchHit[]; total: number; kinds: Map<SearchKind, number> } {
  const filter = (r: SearchResult) => !r.lang || r.lang === lang;
  let results = index.search(query, { filter });
  if (results.length === 0) results = index.search(query, { combineWith: 'OR', filter });
  const kinds = new Map<SearchKind, number>();
  for (const r of results) kinds.set(r.kind, (kinds.get(r.kind) ?? 0) + 1);
  if (kind) results = results.filter((r) => r.kind === kind);
  const titled = (r: SearchResult) => Object.values(r.match).some((f) => f.includes('title'));
  const best = [0, 0]; // the best score without and with a title match
  for (const r of results) best[Number(titled(r))] = Math.max(best[Number(titled(r))], r.score);
  const ranked = results
    .map((r) => {
      const title = titled(r);
      return {
        r,
        title,
        relevance: relevance(best[Number(title)], r.score),
        date: String(r.date ?? ''),
      };
    })
    .sort(
      (a, b) =>
        Number(b.title) - Number(a.title) ||
        a.relevance - b.relevance ||
        b.date.localeCompare(a.date) ||
        b.r.score - a.r.score,
    );
  const hits = ranked.slice(0, limit).map(({ r }): SearchHit => {
    const matched = new Set(r.terms);
    const note = r.note ? messages(lang).search.notes[r.note as SearchNote] : '';
    const text = [note, String(r.text ?? '')].filter(Boolean).join(' · ');
    return {
      kind: r.kind as SearchKind,
      title: markedExcerpt(String(r.title ?? ''), matched),
      excerpt: text ? markedExcerpt(text, matched, EXCERPT_MAX) : [],
      ...(r.href ? { href: localHref(String(r.href), lang) } : {}),
      ...(r.file ? { file: String(r.file) } : {}),
      ...(r.date ? { date: String(r.date) } : {}),
    };
  });
  return { hits, total: results.length, kinds };
}

/** Edits a "did you mean" word may be from the visitor's: two in longer words, one in shorter. */
const suggestFuzzy = (term: string) => {
  const length = Array.from(term).length;
  return length >= 6 ? 2 : length >= 4 ? 1 : false;
};
/** Suggestions tried before giving up: each is searched once more to check it has results. */
const SUGGESTIONS_TRIED = 3;

/**
 * "Did you mean": words of the index itself near the query's (more typos allowed than a search
 * allows), all of them first, then any; the best that finds something for a visitor reading
 * `lang`, or null. For a query that found nothing.
 */
export function suggest(index: SearchIndex, query: string, lang: Lang): string | null {
  const filter = (r: SearchResult) => !r.lang || r.lang === lang;
  const asked = searchWords(query).map(searchTerm).filter(Boolean).join(' ');
  for (const combineWith of ['AND', 'OR'] as const) {
    const suggestions = index
      .autoSuggest(query, { fuzzy: suggestFuzzy, prefix: false, combineWith, filter })
      .slice(0, SUGGESTIONS_TRIED);
    for (const { suggestion } of suggestions) {
      if (suggestion && suggestion !== asked && search(index, suggestion, 1, lang).total > 0)
        return suggestion;
    }
  }
  return null;
}
