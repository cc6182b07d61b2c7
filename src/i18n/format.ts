/** `Intl` in the current request's language (en-IN, hi-IN, mr-IN). */
import { currentLang } from './current';
import { INTL_LOCALE } from './languages';

/** The `Intl` locale of the current request's language. */
export function intlLocale(): string {
  return INTL_LOCALE[currentLang()];
}
