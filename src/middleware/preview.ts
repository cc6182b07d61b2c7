/**
 * Every answer on a preview address (`<institute id>.<PREVIEW_ZONE>`, decision 073) says
 * `X-Robots-Tag: noindex`, pictures and error pages included: a preview must never be found in
 * place of the institute's own domain.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { normaliseHost } from '../lib/host';
import { previewHost } from '../site/preview';

export const previewNoindex = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const zone = c.var.config.previewZone;
  if (!zone) return;
  const host = normaliseHost(c.req.header('host') ?? new URL(c.req.url).host);
  if (host && previewHost(host, zone).kind !== 'none') c.res.headers.set('X-Robots-Tag', 'noindex');
});
