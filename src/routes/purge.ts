/**
 * POST /__purge — operators purge the cache after content changes. Bearer token PURGE_TOKEN;
 * body `{"host": "..."}`, `{"institute": "<id>"}` or `{"all": true}`. Purging bumps a
 * generation (no key listing): every read in its scope is read again on its next use, and while
 * the provider cannot answer, the last good copy keeps serving; nothing is deleted. Wrong or
 * missing token: 401 and nothing changes; no token configured: the endpoint does not exist (404).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { normaliseHost } from '../lib/host';
import { logEvent } from '../lib/log';
import { generationKey, bumpGeneration } from '../middleware/generation';
import { providerFor, resolveHost } from '../middleware/site';
import { id } from '../provider/params';

async function digest(text: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
}

/** Constant-time token check; digests first, since timingSafeEqual throws on unequal lengths. */
async function tokenMatches(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  // Workers-only API (not in the DOM typings this project also loads).
  return (crypto.subtle as unknown as { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean }).timingSafeEqual(a, b);
}

/** What a purge does, said in its answer: operators purge during outages too. */
const PURGE_EFFECT =
  'Every page and provider read in scope is read again from the provider on its next visit. ' +
  'If the provider is down or slow, the last good copy (kept up to 7 days) is served until a ' +
  'read succeeds: a purge never removes what visitors see.';

export const purge = new Hono<AppEnv>();

purge.post('/__purge', async (c) => {
  const expected = c.env.PURGE_TOKEN;
  if (!expected) return c.notFound();
  const header = c.req.header('authorization') ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!given || !(await tokenMatches(given, expected))) {
    return c.json({ error: 'unauthorized' }, 401, { 'WWW-Authenticate': 'Bearer' });
  }
  const body = (await c.req.json().catch(() => null)) as { host?: unknown; institute?: unknown; all?: unknown } | 'all' | null;
  const kv = c.env.CACHE;
  let purged: Record<string, string>;
  if (body === 'all' || (body && typeof body === 'object' && body.all === true)) {
    purged = { scope: 'all', generation: await bumpGeneration(kv, generationKey.all) };
  } else if (body && typeof body === 'object' && typeof body.institute === 'string' && id(body.institute)) {
    const insId = id(body.institute)!;
    purged = { scope: 'institute', institute: insId, generation: await bumpGeneration(kv, generationKey.institute(insId)) };
  } else if (body && typeof body === 'object' && typeof body.host === 'string' && normaliseHost(body.host)) {
    const host = normaliseHost(body.host)!;
    // The host's own lookup, and the reads of the institute it belongs to.
    const resolved = await resolveHost(providerFor(c.env, c.executionCtx), kv, host).catch(() => null);
    const hostGen = await bumpGeneration(kv, generationKey.host(host));
    purged = { scope: 'host', host, generation: hostGen };
    if (resolved) purged = { ...purged, institute: resolved.insId, instituteGeneration: await bumpGeneration(kv, generationKey.institute(resolved.insId)) };
  } else {
    return c.json({ error: 'body must be {"host": "..."}, {"institute": "<24-hex id>"} or {"all": true}' }, 400);
  }
  logEvent('log', 'purge', c.var.requestId, purged);
  return c.json({ purged, effect: PURGE_EFFECT });
});
