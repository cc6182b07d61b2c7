/** Text helpers shared by pages and islands. Pure: no I/O. */

/**
 * Cuts `text` to `max` characters and appends `'...'` when it was longer (spec 5: 70 for titles).
 * Reads no further than the cut, however long the text.
 */
export function truncate(text: string, max: number): string {
  let at = 0;
  for (let count = 0; count < max && at < text.length; count++) {
    at += (text.codePointAt(at) ?? 0) > 0xffff ? 2 : 1;
  }
  return at < text.length ? `${text.slice(0, at)}...` : text;
}

/** First, optional middle and last name joined by single spaces. */
export function fullName(first?: string, middle?: string, last?: string): string {
  return [first, middle, last]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/** Case-insensitive substring match used by every searchable table (spec 5). Empty query matches all. */
export function matchesQuery(haystack: string, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || haystack.toLowerCase().includes(q);
}

/** Clamps a visitor-supplied query value (q, tab, active, search) before it is used anywhere. */
export function queryText(value: string | undefined | null, max = 120): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips control chars on purpose
  return Array.from((value ?? '').replace(/[\u0000-\u001f\u007f]/g, ' '))
    .slice(0, max)
    .join('')
    .trim();
}

/** `text` without the run of `char` at its end (a loop: `/x+$/` backtracks on long runs of x). */
export function withoutTrailing(text: string, char: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === char) end--;
  return text.slice(0, end);
}

/** Matches a lone surrogate: text that is not well-formed UTF-16 (a URL cannot encode it). */
export const LONE_SURROGATE = /\p{Cs}/u;

/** Title length in banners and carousels (spec 5). */
export const TITLE_MAX = 70;
