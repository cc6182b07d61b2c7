/**
 * The language of the request being served, for code that builds links and labels (`href`,
 * `messages()`, components) without passing it through every call: an AsyncLocalStorage scope
 * opened by middleware/language.ts around the whole request, rendering included. Outside a
 * request (unit tests, scripts) it is English.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LANG, type Lang } from './languages.ts';

const scope = new AsyncLocalStorage<Lang>();

/** The language of the current request (English outside one). */
export function currentLang(): Lang {
  return scope.getStore() ?? DEFAULT_LANG;
}

/** Runs `fn` with `lang` as the current language (the sitemap builds every language this way). */
export function withLang<T>(lang: Lang, fn: () => T): T {
  return scope.run(lang, fn);
}
