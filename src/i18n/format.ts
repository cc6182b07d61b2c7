/**
 * `Intl` in the current request's language (en-IN, hi-IN, mr-IN): dates and numbers as the page's
 * language writes them. Server only (the client bundle has no language scope).
 */
import { currentLang } from './current.ts';
import { INTL_LOCALE } from './languages.ts';

/** `Intl` formatters are costly to build (a notice list formats 20 dates): one per kind and locale. */
const formatters = new Map<string, unknown>();
function formatter<T>(key: string, build: () => T): T {
  let found = formatters.get(key) as T | undefined;
  if (!found) {
    found = build();
    formatters.set(key, found);
  }
  return found;
}

/** The provider's dates as a day (`14 Mar 2026`) in `locale`. */
const dayFormat = (locale: string) =>
  formatter(
    `day ${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  );

/** Numbers in `locale`, grouped (`12,34,567`) or not (years, page numbers). */
export const numberFormat = (locale = intlLocale(), grouping = true) =>
  formatter(
    `number ${locale} ${grouping}`,
    () => new Intl.NumberFormat(locale, { useGrouping: grouping }),
  );

/** Plural categories of `locale`. */
export const pluralRules = (locale = intlLocale()) =>
  formatter(`plural ${locale}`, () => new Intl.PluralRules(locale));

/** The `Intl` locale of the current request's language. */
export function intlLocale(): string {
  return INTL_LOCALE[currentLang()];
}

/**
 * A file's length as the page's language writes it, in kilobytes below a megabyte (`240 kB`,
 * never `0 kB`) and in megabytes above (`1.2 MB`, `14 MB`); Marathi in Devanagari digits.
 */
export function formatFileSize(bytes: number): string {
  const locale = intlLocale();
  const mega = bytes >= 1_000_000;
  const amount = mega ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1000));
  const digits = mega && amount < 10 ? 1 : 0;
  return formatter(
    `size ${locale} ${mega} ${digits}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: mega ? 'megabyte' : 'kilobyte',
        unitDisplay: 'short',
        maximumFractionDigits: digits,
      }),
  ).format(amount);
}

/**
 * `2026-03-14T00:00:00.000Z` -> `14 Mar 2026` in English, `14 मार्च 2026` in Hindi, `१४ मार्च,
 * २०२६` in Marathi (UTC, the provider's dates are UTC midnights); '' when it is not a date.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  return dayFormat(intlLocale()).format(date);
}

/**
 * A count as the page's language writes it (`12,34,567`; Marathi in Devanagari digits,
 * `१२,३४,५६७`); `grouping` false for years and page numbers (`2026`, `२०२६`).
 */
export function formatNumber(n: number, grouping = true): string {
  return numberFormat(intlLocale(), grouping).format(n);
}

/**
 * {@link formatDate}'s parts for a calendar leaf (`{ day: "14", month: "Mar", year: "2026" }`;
 * Marathi `१४`, `मार्च`, `२०२६`), or null when `iso` is not a date.
 */
export function dateParts(iso: string): { day: string; month: string; year: string } | null {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return null;
  const parts = { day: '', month: '', year: '' };
  for (const { type, value } of dayFormat(intlLocale()).formatToParts(date))
    if (type === 'day' || type === 'month' || type === 'year') parts[type] = value;
  return parts;
}
