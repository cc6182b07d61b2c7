/**
 * `Intl` in the current request's language (en-IN, hi-IN, mr-IN): dates and numbers as the page's
 * language writes them. Server only (the client bundle has no language scope).
 */
import { currentLang } from './current';
import { INTL_LOCALE } from './languages';

/** The `Intl` locale of the current request's language. */
export function intlLocale(): string {
  return INTL_LOCALE[currentLang()];
}

/**
 * `2026-03-14T00:00:00.000Z` -> `14 Mar 2026` in English, `14 मार्च 2026` in Hindi, `१४ मार्च,
 * २०२६` in Marathi (UTC, the provider's dates are UTC midnights); '' when it is not a date.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(intlLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * A count as the page's language writes it (`12,34,567`; Marathi in Devanagari digits,
 * `१२,३४,५६७`); `grouping` false for years and page numbers (`2026`, `२०२६`).
 */
export function formatNumber(n: number, grouping = true): string {
  return n.toLocaleString(intlLocale(), { useGrouping: grouping });
}
