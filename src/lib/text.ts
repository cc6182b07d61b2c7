/** Text helpers shared by pages and islands. Pure: no I/O. */

/** Cuts `text` to `max` characters and appends `'...'` when it was longer (spec 5: 70 for titles). */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
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

/** Title length in banners and carousels (spec 5). */
export const TITLE_MAX = 70;
