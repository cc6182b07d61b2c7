/**
 * The languages the site speaks (issue 19): English at the root, Hindi under `/hi/`, Marathi under
 * `/mr/`. A language is chosen by the URL alone (no cookie, no Accept-Language), so every page
 * stays cacheable by its path. docs/decisions/033-languages-by-path.md.
 */

export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** The language of the root paths (and `hreflang="x-default"`). */
export const DEFAULT_LANG: Lang = 'en';

/** The `Intl` locale of each language: Indian digit grouping and dates in all three. */
export const INTL_LOCALE: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' };

/** Each language's name in its own language and script: what the switcher shows. */
export const OWN_NAME: Record<Lang, string> = { en: 'English', hi: 'हिंदी', mr: 'मराठी' };

/**
 * A request path split into its language and the path the routes know: `/hi/notice` is Hindi
 * `/notice`, `/mr` and `/mr/` are Marathi home, anything else is English as it is. An unknown
 * prefix (`/fr/notice`) stays a path no route matches: a 404.
 */
export function splitLanguage(pathname: string): { lang: Lang; path: string } {
  const match = /^\/(hi|mr)(\/.*)?$/.exec(pathname);
  if (!match) return { lang: DEFAULT_LANG, path: pathname };
  return { lang: match[1] as Lang, path: match[2] ?? '/' };
}

/** A root-relative path of the site in `lang`: `/notice` in Hindi is `/hi/notice`, home is `/hi/`. */
export function localizePath(path: string, lang: Lang): string {
  if (lang === DEFAULT_LANG) return path;
  return `/${lang}${path}`;
}
