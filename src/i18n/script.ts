/**
 * Which script provider text is written in, and the `lang` attribute it needs on a page of
 * another language (issue 19), so screen readers pronounce it in its own language. Pure: no I/O.
 */

/** The scripts the site tells apart. */
type Script = 'deva' | 'latn';

// Letters (and Devanagari's vowel signs and viramas, which Latin spells as letters: counting
// them keeps a name and its transliteration even); digits and the danda tell no language.
const DEVANAGARI = /(?=[\p{L}\p{M}])\p{Script=Devanagari}/gu;
const LATIN = /(?=\p{L})\p{Script=Latin}/gu;

/**
 * The script `text` is written in: the one most of its letters are in, as long as the other has
 * less than half as many. Undefined when it has no letters of either (digits, punctuation and
 * other scripts tell nothing) or is written in both alike (a name with its transliteration,
 * `ज्ञानदीप महाविद्यालय (Gyandeep Mahavidyalaya)`: no one `lang` fits it, the page's stays). A
 * Devanagari title with an English acronym in it is still Devanagari text.
 */
export function scriptOf(text: string): Script | undefined {
  const deva = text.match(DEVANAGARI)?.length ?? 0;
  const latin = text.match(LATIN)?.length ?? 0;
  if (deva === 0 && latin === 0) return undefined;
  if (Math.min(deva, latin) * 2 >= Math.max(deva, latin)) return undefined;
  return deva > latin ? 'deva' : 'latn';
}

/**
 * The `lang` provider text needs on a page in `pageLang`: undefined when it is written in the
 * page's script (or its script cannot be told); `contentLang` (the institute's Devanagari
 * language, `hi` or `mr`) for Devanagari text on an English page; `en` for Latin text on a
 * Hindi or Marathi page.
 *
 * @example textLang('विज्ञान विभाग', 'en', 'hi') // 'hi'
 * @example textLang('Science', 'mr', 'hi') // 'en'
 */
export function textLang(text: string, pageLang: string, contentLang: string): string | undefined {
  const script = scriptOf(text);
  if (script === 'deva' && pageLang === 'en') return contentLang;
  if (script === 'latn' && pageLang !== 'en') return 'en';
  return undefined;
}
