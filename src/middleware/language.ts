/**
 * The request's language from its path prefix (i18n/languages.ts): everything after this
 * middleware, rendering included, runs in that language's scope (i18n/current.ts), so `href`
 * keeps links in it and `messages()` gives its labels.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { withLang } from '../i18n/current';
import { splitLanguage } from '../i18n/languages';

export const language = createMiddleware<AppEnv>((c, next) =>
  withLang(splitLanguage(new URL(c.req.url).pathname).lang, next),
);
