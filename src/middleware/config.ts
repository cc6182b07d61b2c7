/** Puts the worker's parsed settings on the request (`c.var.config`); see src/config.ts. */
import { createMiddleware } from 'hono/factory';
import { configOf } from '../config';
import type { AppEnv } from '../env';

export const config = createMiddleware<AppEnv>(async (c, next) => {
  c.set('config', configOf(c.env));
  await next();
});
