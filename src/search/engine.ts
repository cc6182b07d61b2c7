/**
 * Site search's index (MiniSearch, decision 029): what a searchable entry is, how its words are
 * found (lib/searchText.ts: any script, Devanagari included), and how a query matches them:
 * case-insensitive, every word a prefix, one typo allowed in words of five letters or more, all
 * words first and any word when that finds nothing; spelling variants meet (terms.ts). Ranking
 * (decision 056): entries whose title holds more of the query's words first; among those the
 * site's pages, then its other standing entries, then dated news (notices, events); then
 * relevance, and among about equally relevant entries a newer notice or event ranks higher.
 *
 * One index serves every language (decision 040): entries hold language-neutral paths and the
 * site's own words as keys (`note`), localised when a query is answered; the few entries whose
 * title is the site's own label (a menu's page) exist once per language, marked with `lang`.
 */
import MiniSearch, { type Options, type SearchOptions, type SearchResult } from 'minisearch';
import { type Messages, messages } from '../i18n/catalogue';
import { LANGUAGES, type Lang, localizePath } from '../i18n/languages';
import { markedExcerpt, type Segment, searchTerm, searchWords } from '../lib/searchText';
import { termKeys } from './terms';
import {
  indexTerms,
  KEY_MARK,
  markedTerms,
  queryKeyTerms,
  transliteratedQuery,
} from './transliterate';

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
  /** Stored PDF files whose text this entry is also found by (a notice's documents). */
  documents?: string[];
  /** The text inside its documents (documentText.ts), one line per line; set when indexing. */
  content?: string;
};

/** Longest text kept per entry: the start of a long description is what an excerpt shows. */
export const TEXT_MAX = 600;

/** How much a match in the title counts against one in the text. */
const TITLE_BOOST = 3;
/** And a match inside a document: its pages say more, and more loosely, than an entry's text. */
const CONTENT_BOOST = 0.5;
/** Words this long or longer may have one typo (shorter ones would match too much). */
const TYPO_MIN_LENGTH = 5;

const SEARCH: SearchOptions = {
  boost: { title: TITLE_BOOST, content: CONTENT_BOOST },
  prefix: true,
  fuzzy: (term) => (Array.from(term).length >= TYPO_MIN_LENGTH ? 1 : false),
  combineWith: 'AND',
  // A query's words by their spelling keys (terms.ts); their Latin keys are added by
  // `transliteratedQuery`.
  processTerm: (word) => indexKeys(word),
  // Little weight on a field's length: a title's extra words say little about its relevance.
  bm25: { k: 1.2, b: 0.2, d: 0.5 },
};

/** The keys a word is indexed and searched by: its term's, spelling variants folded (terms.ts). */
function indexKeys(word: string): string[] | null {
  const term = searchTerm(word);
  return term ? termKeys(term) : null;
}

/** A note's words in every language, so that any visitor's words find the entry. */
const noteWords = (note: SearchNote | undefined) =>
  note ? LANGUAGES.map((lang) => messages(lang).search.notes[note]).join(' ') : '';

/** Fields computed from an entry: the notes' words (indexed), its title's key count (stored). */
const COMPUTED: Record<string, (doc: SearchDoc) => string | number> = {
  notes: (doc) => noteWords(doc.note),
  // Counted once when indexing, so ranking never tokenizes a result's title again.
  titleKeys: (doc) => keysOf(doc.title).size,
};

const OPTIONS: Options<SearchDoc> = {
  fields: ['title', 'text', 'notes', 'content'],
  storeFields: [
    'kind',
    'title',
    'text',
    'href',
    'file',
    'date',
    'note',
    'lang',
    'titleKeys',
    'content',
  ],
  extractField: (doc, field) =>
    COMPUTED[field] ? COMPUTED[field](doc) : (doc[field as keyof SearchDoc] ?? ''),
  tokenize: searchWords,
  // A Devanagari word is also indexed under its loose Latin key ("pravesh" finds प्रवेश).
  processTerm: (word) => indexKeys(word)?.flatMap((key) => indexTerms(key) ?? []) ?? null,
  searchOptions: SEARCH,
};

/**
 * Which entries a visitor naming a section means (decision 056), among entries whose titles hold
 * as many of the query's words: the site's own pages first (a page is the section: it lists its
 * documents and links), then its other standing entries (a document, a department, a course...),
 * and dated news last (a notice or an event tells of something on a day: it mentions the word).
 */
const KIND_TIER: Partial<Record<SearchKind, number>> = { page: 2, notice: 0, event: 0 };
const STANDING = 1;

/** The distinct keys of some words (as the index holds them). */
const keysOf = (text: string) =>
  new Set(searchWords(text).flatMap((word) => indexKeys(word) ?? []));

/**
 * How many of the query's keys an entry's title holds: the distinct indexed terms matched in
 * the title, at most one per query key (a prefix may match two words of one title).
 */
const titleCoverage = (r: SearchResult, keys: number) =>
  Math.min(keys, Object.values(r.match).filter((fields) => fields.includes('title')).length);

/**
 * Results in rank order: more of the query's words in the title first; among those, pages, then
 * other standing entries, then news (KIND_TIER); then more of the query's words whole in the
 * title (not only as a prefix: `प्रवेश` means नवीन प्रवेश before प्रवेशपत्र); then a title that is
 * nothing but the query's words (the page named "Examinations" for `exam`); then the site's own
 * page before a section's page of the same name (the institute's Contact Us before Admission's:
 * an entry of no section, `top`); then relevance in steps (`relevance`), newer first within a
 * step, departments by name (an order a visitor sees, where scores would shuffle them), and the
 * score last.
 */
function rank(results: SearchResult[], query: string): SearchResult[] {
  const keys = keysOf(query);
  // Matched whole: a query word's own key, or its loose Latin key (प्रवेश for "pravesh").
  const whole = [...keys, ...queryKeyTerms(query)];
  const graded = results.map((r) => {
    const titled = titleCoverage(r, keys.size);
    const tier = KIND_TIER[r.kind as SearchKind] ?? STANDING;
    const exact = whole.filter((key) => r.match[key]?.includes('title')).length;
    const named = titled > 0 && Number(r.titleKeys) <= titled ? 1 : 0;
    const top = r.kind === 'page' && !r.text && !r.note ? 1 : 0;
    const group = `${titled}:${tier}`;
    // Departments alike in all else are listed by name; other entries keep the score's order.
    const name = r.kind === 'department' ? String(r.title ?? '') : '';
    return { r, titled, tier, exact, named, top, group, name, date: String(r.date ?? '') };
  });
  const best = new Map<string, number>();
  for (const { r, group } of graded) best.set(group, Math.max(best.get(group) ?? 0, r.score));
  return graded
    .map((g) => ({ ...g, relevance: relevance(best.get(g.group) ?? g.r.score, g.r.score) }))
    .sort(
      (a, b) =>
        b.titled - a.titled ||
        b.tier - a.tier ||
        b.exact - a.exact ||
        b.named - a.named ||
        b.top - a.top ||
        a.relevance - b.relevance ||
        b.date.localeCompare(a.date) ||
        (a.name && b.name ? a.name.localeCompare(b.name) : 0) ||
        b.r.score - a.r.score,
    )
    .map(({ r }) => r);
}

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
  /** Its text's words, or (with `inside`) the line of its document that matched. */
  excerpt: Segment[];
  /** Found by words inside its document that neither its title nor its text holds. */
  inside?: true;
  href?: string;
  file?: string;
  date?: string;
};

/** Characters of text an excerpt shows. */
const EXCERPT_MAX = 160;

/** A path of this site in `lang`; a URL elsewhere stays as it is. */
const localHref = (href: string, lang: Lang) =>
  href.startsWith('/') && !href.startsWith('//') ? localizePath(href, lang) : href;

/** An entry's id without its language (`page:/x:hi` → `page:/x`): one page in every language. */
const pageOf = (r: SearchResult) => (r.lang ? String(r.id).slice(0, -`:${r.lang}`.length) : r.id);

/**
 * The results a visitor reading `lang` is answered with: entries of every language, and of a
 * page named in each language (decision 036) one entry: the visitor's language's when its words
 * matched, else the best-scoring other language's (a Hindi word typed on an English page finds
 * the page its Hindi menu names; it still links in the visitor's language).
 */
function inLanguage(results: SearchResult[], lang: Lang): SearchResult[] {
  const own = new Set(results.filter((r) => r.lang === lang).map(pageOf));
  const other = new Map<string, SearchResult>();
  for (const r of results) {
    if (!r.lang || r.lang === lang || own.has(pageOf(r))) continue;
    const kept = other.get(pageOf(r));
    if (!kept || kept.score < r.score) other.set(pageOf(r), r);
  }
  const kept = new Set(other.values());
  return results.filter((r) => !r.lang || r.lang === lang || kept.has(r));
}

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
  let results = inLanguage(index.search(transliteratedQuery(query, 'AND')), lang);
  if (results.length === 0)
    results = inLanguage(
      index.search(transliteratedQuery(query, 'OR'), { combineWith: 'OR' }),
      lang,
    );
  const kinds = new Map<SearchKind, number>();
  for (const r of results) kinds.set(r.kind, (kinds.get(r.kind) ?? 0) + 1);
  if (kind) results = results.filter((r) => r.kind === kind);
  const ranked = rank(results, query);
  const hits = ranked.slice(0, limit).map((r): SearchHit => {
    const note = r.note ? messages(lang).search.notes[r.note as SearchNote] : '';
    const text = [note, String(r.text ?? '')].filter(Boolean).join(' · ');
    // The Devanagari words a Latin key matched, as the spelling keys marking compares.
    const content = String(r.content ?? '');
    const matched = new Set(
      [...markedTerms(r.terms, String(r.title ?? ''), text, content)].flatMap(termKeys),
    );
    const line = foundInside(r) ? matchedLine(content, matched) : null;
    return {
      kind: r.kind as SearchKind,
      title: markedExcerpt(String(r.title ?? ''), matched, undefined, termKeys),
      excerpt: line
        ? markedExcerpt(line, matched, EXCERPT_MAX, termKeys)
        : text
          ? markedExcerpt(text, matched, EXCERPT_MAX, termKeys)
          : [],
      ...(line ? { inside: true as const } : {}),
      ...(r.href ? { href: localHref(String(r.href), lang) } : {}),
      ...(r.file ? { file: String(r.file) } : {}),
      ...(r.date ? { date: String(r.date) } : {}),
    };
  });
  return { hits, total: results.length, kinds };
}

/** Whether some of the words that found `r` are only inside its document. */
const foundInside = (r: SearchResult) =>
  Object.values(r.match).some((fields) => fields.length === 1 && fields[0] === 'content');

/** The line of a document's text with the most of the `matched` words (the first of equals). */
function matchedLine(content: string, matched: ReadonlySet<string>): string | null {
  let best: string | null = null;
  let most = 0;
  for (const line of content.split('\n')) {
    const count = searchWords(line).filter((word) =>
      (indexKeys(word) ?? []).some((key) => matched.has(key)),
    ).length;
    if (count > most) {
      best = line;
      most = count;
    }
  }
  return best;
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
      // A loose Latin key (transliterate.ts) is no word to suggest.
      if (suggestion.includes(KEY_MARK)) continue;
      if (suggestion && suggestion !== asked && search(index, suggestion, 1, lang).total > 0)
        return suggestion;
    }
  }
  return null;
}
