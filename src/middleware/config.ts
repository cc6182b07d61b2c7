/**
 * Puts the worker's parsed settings on the request (`c.var.config`; see src/config.ts) and runs
 * the rest in the scope of its content language (i18n/content.ts).
 */
import { createMiddleware } from 'hono/factory';
import { configOf } from '../config';
import type { AppEnv } from '../env';
import { withContentLang } from '../i18n/content';

export const config = createMiddleware<AppEnv>(async (c, next) => {
  const settings = configOf(c.env);
  c.set('config', settings);
  await withContentLang(settings.contentLang, next);
});
