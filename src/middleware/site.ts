/**
 * Host -> institute: normalises the Host header, resolves it (site/lookup.ts), sends the `www.` or
 * bare form of a host to the one the provider stores, then scopes the provider to the institute
 * (its cache keys and purge generation). A host under the preview zone names its institute by id
 * instead (site/preview.ts, decision 073): no host lookup, and every answer says noindex.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { UnknownHost } from '../errors';
import { normaliseHost, publicOrigin } from '../lib/host';
import { providerFor, resolveHost, resolvePreview } from '../site/lookup';
import { previewHost } from '../site/preview';

export const site = createMiddleware<AppEnv>(async (c, next) => {
  const host = normaliseHost(c.req.header('host') ?? new URL(c.req.url).host);
  if (!host) throw new UnknownHost();
  const base = providerFor(c.var.config, c.env.CACHE, c.executionCtx, c.var.requestId);
  c.set('provider', base); // the request log sees the host lookup even when it fails
  const preview = previewHost(host, c.var.config.previewZone);
  if (preview.kind === 'invalid') throw new UnknownHost(host);
  const resolved =
    preview.kind === 'institute'
      ? await resolvePreview(base, preview.insId, c.var.config.cacheMemoryMs)
      : await resolveHost(base, host, c.var.config.cacheMemoryMs);
  if (!resolved) throw new UnknownHost(host);
  if (resolved.canonicalHost && resolved.canonicalHost !== host)
    return canonicalRedirect(c, resolved.canonicalHost);
  const provider = base.scoped(
    `ins:${resolved.insId}`,
    resolved.generation,
    resolved.tagGenerations,
  );
  c.set('site', {
    host,
    origin: publicOrigin(c.var.config.publicScheme, host),
    insId: resolved.insId,
    name: resolved.name,
    shortName: resolved.shortName,
    generation: resolved.pageGeneration,
    tagGenerations: resolved.tagGenerations,
    ...(preview.kind === 'institute' && { preview: true }),
  });
  c.set('provider', provider);
  await next();
});

/** How long browsers and shared caches keep the redirect to the canonical host. */
const CANONICAL_REDIRECT_SECONDS = 3600;

/**
 * A 301 from the `www.` or bare form of a host to the one the provider stores, path and query
 * kept. The Location's origin is built from the stored host (normalised, a plain host name), never
 * from the request's Host; only the path, the query and a port that is not the scheme's own (a
 * local `npm start` on 8787) are the request's, as the URL parser normalised them (a port is
 * digits only).
 */
function canonicalRedirect(c: Context<AppEnv>, canonicalHost: string) {
  const { pathname, search, port } = new URL(c.req.url);
  const origin = publicOrigin(c.var.config.publicScheme, canonicalHost);
  const location = `${origin}${port ? `:${port}` : ''}${pathname}${search}`;
  c.header('Cache-Control', `public, max-age=${CANONICAL_REDIRECT_SECONDS}`);
  return c.redirect(location, 301);
}
