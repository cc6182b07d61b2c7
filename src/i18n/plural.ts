/** Counts in labels (issue 19): the plural form a language's rules pick, the count in its digits. */
import { intlLocale, numberFormat, pluralRules } from './format.ts';

/** A count label's forms by plural category; `#` stands for the count, `other` is required. */
type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/**
 * `count` as a label in `locale` (the current language's by default): the form its plural rules
 * pick (else `other`), with `#` written by `Intl.NumberFormat`.
 *
 * @example plural(12, { one: '# photo', other: '# photos' }) // "12 photos"
 */
export function plural(count: number, forms: PluralForms, locale = intlLocale()): string {
  const form = forms[pluralRules(locale).select(count)] ?? forms.other;
  return form.replaceAll('#', numberFormat(locale).format(count));
}
