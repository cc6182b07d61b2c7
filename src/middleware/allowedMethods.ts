import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

/** GET and HEAD only; POST only for the purge endpoint. */
export const allowedMethods = createMiddleware<AppEnv>(async (c, next) => {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD' || (method === 'POST' && c.req.path === '/__purge'))
    return next();
  return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
});
