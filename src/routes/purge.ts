/**
 * POST /__purge — operators purge the cache after content changes. Bearer token PURGE_TOKEN;
 * body `{"host": "..."}`, `{"institute": "<id>"}` or `{"all": true}`; with a host or institute,
 * `"resources": ["notices", ...]` purges only those resources (provider/api.ts RESOURCES; an
 * unknown name is a 400): reads and kept pages that used none of them stay warm. Purging bumps a
 * generation and composes the hosts' records again (provider/generation.ts `purge`; no listing of
 * cached entries): every read in its scope is read again on its next use, and while
 * the provider cannot answer, the last good copy keeps serving; nothing is deleted. Wrong or
 * missing token: 401 and nothing changes; no token configured: JSON 404 "purge disabled"; a host
 * or institute the provider does not know: 404 and nothing changes. The answer says what was
 * invalidated and when other locations see it. A request whose token is missing or wrong counts
 * against a rate limit per client (PURGE_LIMITER in wrangler.toml): past it, 429 instead of 401.
 * The right token is never counted nor refused, so a client looping on a wrong token does not
 * lock the operator behind the same address out (decision 081). After the answer, the hottest
 * hosts of what it purged are warmed in the background (decision 072).
 */
import { type Context, Hono } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { createMiddleware } from 'hono/factory';
import { timingSafeEqual } from 'hono/utils/buffer';
import type { AppEnv, Bindings } from '../env';
import { normaliseHost } from '../lib/host';
import { logEvent } from '../lib/log';
import { overLimit, type RateLimitOptions } from '../limits/rateLimit';
import { clientKey } from '../limits/rateLimitKey';
import { api, RESOURCES, type Resource } from '../provider/api';
import type { Provider } from '../provider/cache';
import {
  generationKey,
  purge,
  readGeneration,
  readInstituteGeneration,
} from '../provider/generation';
import { type Id, id } from '../provider/params';
import { providerFor, resolveHost } from '../site/lookup';
import type { Purged } from '../warmup/scheduled';

/** What a purge does, said in its answer: operators purge during outages too. */
const PURGE_EFFECT =
  'Every page and provider read in scope is read again from the provider on its next visit. ' +
  'If the provider is down or slow, the last good copy (kept up to 30 days) is served until a ' +
  'read succeeds: a purge never removes what visitors see.';

/** KV's edge caching of a generation: other locations may read the old one this long. */
const KV_EDGE_SECONDS = 60;

type Body =
  | { host?: unknown; institute?: unknown; all?: unknown; resources?: unknown }
  | 'all'
  | null;

/** The resources a body names: undefined when it names none, an error message when it is wrong. */
function resourcesOf(given: unknown): Resource[] | undefined | { error: string } {
  if (given === undefined) return undefined;
  const known: readonly string[] = RESOURCES;
  if (!Array.isArray(given) || given.length === 0 || !given.every((r) => typeof r === 'string'))
    return { error: `"resources" must be a non-empty list of: ${RESOURCES.join(', ')}` };
  const unknown = given.filter((r) => !known.includes(r));
  if (unknown.length > 0)
    return {
      error: `unknown resource ${unknown.map((r) => JSON.stringify(r)).join(', ')}; known: ${RESOURCES.join(', ')}`,
    };
  return [...new Set(given as Resource[])];
}

/**
 * Refused purges (a missing, malformed or wrong token) per client, whatever the host (every host
 * answers the endpoint; wrangler.toml).
 */
const refusalLimit: RateLimitOptions = {
  limiter: (env) => env.PURGE_LIMITER as RateLimit | undefined,
  key: (c) => clientKey('purge', c.req.header('cf-connecting-ip')),
  periodSeconds: 60,
  limited: (c) => c.json({ error: 'too many requests' }, 429),
};

/** No token configured: the endpoint is off. A JSON answer, so the purge CLI can say why. */
const purgeEnabled = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.config.purgeToken) return c.json({ error: 'purge disabled' }, 404);
  await next();
});

/**
 * A missing, malformed or wrong token: one answer, so a guess learns nothing from it; it counts
 * against the client's refusals, and past their limit it is the 429.
 */
const refused = {
  message: async (c: Context<AppEnv>) =>
    (await overLimit(c, refusalLimit)) ?? c.json({ error: 'unauthorized' }, 401),
  wwwAuthenticateHeader: 'Bearer',
};

/** The operator's token, compared in constant time (hono/bearer-auth's own `timingSafeEqual`). */
const operator = bearerAuth<AppEnv>({
  verifyToken: (token, c) => timingSafeEqual(token, c.var.config.purgeToken ?? ''),
  noAuthenticationHeader: refused,
  invalidAuthenticationHeader: refused,
  invalidToken: refused,
});

/** Warms what a purge made cold, in the background (warmup/scheduled.ts, with the app's renderer). */
type WarmAfterPurge = (env: Bindings, purged: Purged, requestId: string) => Promise<unknown>;

/** POST /__purge, warming through `warm` what it made cold. */
export const purgeRoute = (warm: WarmAfterPurge) =>
  new Hono<AppEnv>().post('/__purge', purgeEnabled, operator, async (c) => {
    const body = (await c.req.json().catch(() => null)) as Body;
    const kv = c.env.CACHE;
    const provider = providerFor(c.var.config, c.env.CACHE, c.executionCtx, c.var.requestId);
    c.set('provider', provider); // its reads show in the request log
    const fields: Exclude<Body, 'all' | null> = body && typeof body === 'object' ? body : {};
    const insId = typeof fields.institute === 'string' ? id(fields.institute) : null;
    const host = typeof fields.host === 'string' ? normaliseHost(fields.host) : null;
    const scopes = [fields.host, fields.institute, fields.all].filter((f) => f !== undefined);
    if (scopes.length > 1)
      return c.json(
        { error: 'name one of "host", "institute" or "all": a purge has one scope' },
        400,
      );
    const resources = resourcesOf(fields.resources);
    if (resources && 'error' in resources) return c.json({ error: resources.error }, 400);
    if (resources && !insId && !host)
      return c.json(
        { error: '"resources" needs an "institute" or a "host" to purge them in' },
        400,
      );
    const what = (ins: Id) =>
      resources
        ? `institute ${ins}: the provider reads and pages that use ${resources.join(', ')}`
        : `institute ${ins}: its pages and provider reads`;
    let purged: Record<string, string | readonly string[]>;
    let invalidated: string;
    let cold: Purged;
    if ((body === 'all' || fields.all === true) && !resources) {
      cold = { all: true };
      purged = { scope: 'all', ...(await purge(kv, { all: true })) };
      invalidated = 'every institute: its pages, its host lookups and its provider reads';
    } else if (insId) {
      // Only an institute the provider knows: a typo must not pass for a purge.
      const known = await knownInstitute(provider, kv, insId);
      if (known === undefined)
        return c.json(
          { error: 'cannot check the institute: provider unavailable, nothing purged' },
          503,
        );
      if (!known) return c.json({ error: 'unknown institute', institute: insId }, 404);
      cold = { insId };
      const { generation } = await purge(kv, { insId, resources });
      purged = {
        scope: 'institute',
        institute: insId,
        ...(resources ? { resources } : {}),
        generation,
      };
      invalidated = `${what(insId)}, on every host it has`;
    } else if (host) {
      let resolved: Awaited<ReturnType<typeof resolveHost>>;
      try {
        resolved = await resolveHost(provider, host);
      } catch {
        return c.json(
          { error: 'cannot check the host: provider unavailable, nothing purged', host },
          503,
        );
      }
      if (!resolved) return c.json({ error: 'unknown host', host }, 404);
      cold = { insId: resolved.insId, host };
      // With resources, only those of the institute the host belongs to (the lookup stays);
      // without, the host's own lookup and pages too.
      const { generation, hostGeneration } = await purge(kv, {
        insId: resolved.insId,
        host,
        resources,
        hostToo: !resources,
      });
      purged = {
        scope: 'host',
        host,
        ...(hostGeneration ? { generation: hostGeneration } : {}),
        institute: resolved.insId,
        ...(resources ? { resources } : {}),
        instituteGeneration: generation,
      };
      invalidated = resources
        ? `${what(resolved.insId)} (host ${host})`
        : `host ${host}: its lookup and pages, and the provider reads of institute ${resolved.insId}`;
    } else {
      return c.json(
        {
          error:
            'body must be {"host": "..."}, {"institute": "<24-hex id>"} or {"all": true}, ' +
            'the first two optionally with "resources": [...]',
        },
        400,
      );
    }
    const seenEverywhereWithinSeconds = KV_EDGE_SECONDS + c.var.config.cacheMemoryMs / 1000;
    logEvent('log', 'purge', c.var.requestId, purged);
    // The hottest of what the purge made cold is read again now, not by its next visitor.
    c.executionCtx.waitUntil(warm(c.env, cold, c.var.requestId).catch(() => undefined));
    return c.json({
      purged,
      invalidated,
      seenEverywhereWithinSeconds,
      seen: `at once in this location; in other locations within ${seenEverywhereWithinSeconds} s (KV's edge caching)`,
      effect: PURGE_EFFECT,
    });
  });

/**
 * Whether the provider has institute `insId` (its web profile), read through the cache like the
 * site reads it, so a copy answers while the provider is down; undefined when no one can tell.
 */
async function knownInstitute(
  provider: Provider,
  kv: KVNamespace,
  insId: Id,
): Promise<boolean | undefined> {
  const [all, { base, tags }] = await Promise.all([
    readGeneration(kv, generationKey.all),
    readInstituteGeneration(kv, insId),
  ]);
  const scoped = provider.scoped(`ins:${insId}`, `${all}.i${base}`, tags);
  const profile = await api.webProfile(scoped, insId);
  return profile.ok ? profile.value !== null && profile.value !== undefined : undefined;
}
