/**
 * The site's own labels in every language it speaks (issue 19): one catalogue per language, each
 * split into one file per area of the site (`en/frame.ts`, `hi/frame.ts`, ...). English is the
 * reference: the Hindi and Marathi catalogues are typed by it, so a missing key is a type error.
 * Provider content is never translated. Islands get their labels as props, never a catalogue.
 */
import { currentLang } from './current.ts';
import { en, type Messages } from './en/index.ts';
import { hi } from './hi/index.ts';
import type { Lang } from './languages.ts';
import { mr } from './mr/index.ts';

export type { Messages };

const CATALOGUES: Record<Lang, Messages> = { en, hi, mr };

/** The labels of `lang`, by default the current request's language. */
export function messages(lang: Lang = currentLang()): Messages {
  return CATALOGUES[lang];
}
