/**
 * Host -> institute. Normalises the Host header, resolves it through the provider's host lookup
 * (cached like every read; sent as an escaped, anchored pattern, since the provider matches a
 * regex), accepts the answer only for the exact host, then scopes the provider to the institute
 * (its cache keys and generation). `startFrame` starts loading the shared frame; it runs after
 * the page cache, which a cached page never needs.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Bindings } from '../env';
import { normaliseHost, publicOrigin, sameSite, storedHost } from '../lib/host';
import { api } from '../provider/api';
import { createProvider, type Provider } from '../provider/cache';
import { id } from '../provider/params';
import { loadFrame } from './frame';
import { generationKey, readGeneration } from './generation';
import { ProviderUnavailable, UnknownHost } from './errors';

/** A request's provider reader; `requestId` goes on its log lines. */
export function providerFor(env: Bindings, ctx: { waitUntil(promise: Promise<unknown>): void }, requestId?: string): Provider {
  return createProvider({
    requestId,
    base: env.PROVIDER_API,
    kv: env.CACHE,
    waitUntil: (promise) => ctx.waitUntil(promise),
    timeoutMs: Number(env.PROVIDER_TIMEOUT_MS) || 5000,
    deadlineMs: Number(env.REQUEST_DEADLINE_MS) || 8000,
    freshMs: (Number(env.CACHE_FRESH_SECONDS) || 300) * 1000,
    memoryMs: memorySeconds(env) * 1000,
  });
}

/** CACHE_MEMORY_SECONDS, default 5; "0" turns the per-isolate memory off. */
export const memorySeconds = (env: Bindings) => (env.CACHE_MEMORY_SECONDS === undefined || env.CACHE_MEMORY_SECONDS === '' ? 5 : Number(env.CACHE_MEMORY_SECONDS) || 0);

/** Which institute `host` belongs to: its id, names; null when the provider knows no such host. */
export async function resolveHost(provider: Provider, kv: KVNamespace, host: string, memoryMs = 0) {
  const [all, hostGen] = await Promise.all([readGeneration(kv, generationKey.all, memoryMs), readGeneration(kv, generationKey.host(host), memoryMs)]);
  const lookup = provider.scoped(`host:${host}`, `${all}.h${hostGen}`);
  const result = await api.hostLookup(lookup, host); // one lookup finds `www.` either way round
  if (!result.ok) throw new ProviderUnavailable('host lookup', result.error);
  const record = result.value;
  const insId = id(record?.link_up?._id);
  if (!record || !insId || !sameSite(host, record.sub_domain_path)) return null;
  const insGen = await readGeneration(kv, generationKey.institute(insId), memoryMs);
  return {
    insId,
    /** The host the provider stores (`www.` or not); null when the record has no path. */
    canonicalHost: record.sub_domain_path ? storedHost(record.sub_domain_path) : null,
    name: record.link_up!.insName,
    shortName: record.link_up!.name,
    /** Provider reads of the institute (a host purge bumps the institute's generation too). */
    generation: `${all}.i${insGen}`,
    /** Whole pages: also the host's own generation, since a host's lookup can change institute. */
    pageGeneration: `${all}.h${hostGen}.i${insGen}`,
  };
}

export const site = createMiddleware<AppEnv>(async (c, next) => {
  const host = normaliseHost(c.req.header('host') ?? new URL(c.req.url).host);
  if (!host) throw new UnknownHost();
  const base = providerFor(c.env, c.executionCtx, c.var.requestId);
  c.set('provider', base); // the request log sees the host lookup even when it fails
  const resolved = await resolveHost(base, c.env.CACHE, host, memorySeconds(c.env) * 1000);
  if (!resolved) throw new UnknownHost(host);
  if (resolved.canonicalHost && resolved.canonicalHost !== host) return canonicalRedirect(c, resolved.canonicalHost);
  const provider = base.scoped(`ins:${resolved.insId}`, resolved.generation);
  c.set('site', {
    host,
    origin: publicOrigin(c.env.PUBLIC_SCHEME, host),
    insId: resolved.insId,
    name: resolved.name,
    shortName: resolved.shortName,
    generation: resolved.pageGeneration,
  });
  c.set('provider', provider);
  await next();
});

/** How long browsers and shared caches keep the redirect to the canonical host. */
const CANONICAL_REDIRECT_SECONDS = 3600;

/**
 * A 301 from the `www.` or bare form of a host to the one the provider stores, path and query
 * kept. The Location's origin is built from the stored host (normalised, a plain host name), never
 * from the request; only the path and query are the request's, as the URL parser normalised them.
 */
function canonicalRedirect(c: Context<AppEnv>, canonicalHost: string) {
  const { pathname, search } = new URL(c.req.url);
  const location = `${publicOrigin(c.env.PUBLIC_SCHEME, canonicalHost)}${pathname}${search}`;
  c.header('Cache-Control', `public, max-age=${CANONICAL_REDIRECT_SECONDS}`);
  return c.redirect(location, 301);
}

/** Starts the shared frame's reads, so the route's own reads run alongside them. */
export const startFrame = createMiddleware<AppEnv>(async (c, next) => {
  const { core, full } = loadFrame(c.var.provider, c.var.site.insId);
  // Awaited by the route; avoid an unhandled rejection when one never is.
  core.catch(() => undefined);
  full.catch(() => undefined);
  c.set('frameCore', core);
  c.set('frame', full);
  await next();
});

