/**
 * Starts the shared frame's reads as soon as the institute is known, so the route's own reads run
 * alongside them. It runs after the page cache, which a cached page never needs.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { loadFrame } from '../frame/load';

export const startFrame = createMiddleware<AppEnv>(async (c, next) => {
  const { institute, core, full } = loadFrame(c.var.provider, c.var.site.insId);
  // Awaited by the route; avoid an unhandled rejection when one never is.
  institute.catch(() => undefined);
  core.catch(() => undefined);
  full.catch(() => undefined);
  c.set('institute', institute);
  c.set('frameCore', core);
  c.set('frame', full);
  await next();
});
