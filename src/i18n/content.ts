/**
 * The language the institutes' Devanagari content is written in (`CONTENT_LANG`, Hindi unless
 * configured), for the `lang` of provider text in another script than the page's (issue 19).
 * Like the page's language it travels in an async scope, opened by middleware/config.ts, so
 * components mark provider text without passing it down.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { currentLang } from './current.ts';
import { textLang } from './script.ts';

/** The languages Devanagari provider content can be in. */
export type ContentLang = 'hi' | 'mr';

/** The content language when none is configured. */
const DEFAULT_CONTENT_LANG: ContentLang = 'hi';

const scope = new AsyncLocalStorage<ContentLang>();

/** `value` as a content language: `hi` or `mr`, else the default. */
export function parseContentLang(value: string | undefined): ContentLang {
  return value === 'mr' || value === 'hi' ? value : DEFAULT_CONTENT_LANG;
}

/** Runs `fn` with `lang` as the content language. */
export function withContentLang<T>(lang: ContentLang, fn: () => T): T {
  return scope.run(lang, fn);
}

/**
 * The `lang` attribute provider `text` needs on the current page: undefined when it is in the
 * page's script (React then writes no attribute). See i18n/script.ts `textLang`.
 */
export function providerLang(text: string | undefined | null): string | undefined {
  if (!text) return undefined;
  return textLang(text, currentLang(), scope.getStore() ?? DEFAULT_CONTENT_LANG);
}
