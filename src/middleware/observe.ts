/**
 * The request's id (middleware/requestId.ts) in X-Request-Id, whatever made the response; one
 * structured log line per request at its first byte (host, institute, route, status, provider
 * reads with their cache outcome, duration and whether the request's deadline cut them) with a
 * Server-Timing header of the same figures, and a closing line once the body has been sent and
 * every provider request the request started has ended: the reads of streamed sections and the
 * background refreshes come after the first byte, so only that line has them all. Both lines are
 * written on every request, so they stay small: a read is one short string, and the closing line
 * repeats only what its queries group by (docs/operating.md, "Logs"). Server-Timing tells how the
 * response was made (reads, cache outcomes, the search index's origin: search.tsx adds it), so the public
 * gets none unless `SERVER_TIMING=public` ([env.dev]); operators send the purge token for it.
 * At the closing line the request's traffic data point is written too, when it was a page or went
 * wrong (middleware/traffic.ts): unsampled, unlike the logs, so every error and provider failure is
 * counted per institute.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../env';
import { currentLang } from '../i18n/current';
import { carriesToken } from '../lib/bearer';
import { normaliseHost } from '../lib/host';
import { logEvent } from '../lib/log';
import type { ProviderRequests, ReadLog } from '../provider/cache';
import { recordedPoint, screenOf, type TrafficRequest, writeTraffic } from './traffic';

const summarise = (reads: ReadLog[]) => {
  const count = (outcome: string) => reads.filter((r) => r.outcome === outcome).length;
  const late = reads.filter((r) => r.deadline).length;
  const outcomes = `${count('hit')} hit, ${count('stale')} stale, ${count('miss')} miss, ${count('fail')} fail`;
  return `${reads.length} reads: ${outcomes}${late ? `, ${late} past deadline` : ''}`;
};

/** A read as the log lines write it: `<outcome> <ms>ms <path>[ error=<kind>][ deadline]`. */
const readLine = (r: ReadLog): string => {
  const error = r.error ? ` error=${r.error}` : '';
  return `${r.outcome} ${r.ms}ms ${r.path}${error}${r.deadline ? ' deadline' : ''}`;
};

/** The earliest time until which a read counts as fresh: how long the page may be kept. */
const earliestFresh = (reads: ReadLog[]) => {
  let earliest: number | undefined;
  for (const { freshUntil } of reads)
    if (freshUntil !== undefined && (earliest === undefined || freshUntil < earliest))
      earliest = freshUntil;
  return earliest;
};

export const observe = createMiddleware<AppEnv>(async (c, next) => {
  const started = Date.now();
  const { requestId } = c.var;
  await next();
  const ms = Date.now() - started;
  const reads = c.var.provider?.log ?? [];
  const atFirstByte = reads.length;
  const providerMs = reads.reduce((max, r) => Math.max(max, r.ms), 0);
  if (await showsTiming(c)) {
    const timing = [`app;dur=${ms}`, `provider;dur=${providerMs};desc="${summarise(reads)}"`];
    c.res.headers.append('Server-Timing', timing.join(', '));
  } else c.res.headers.delete('Server-Timing');
  c.res.headers.set('X-Request-Id', requestId);
  // What the closing line's queries group by; the rest of the request is on the first line.
  const groupedBy = {
    host: c.var.site?.host ?? c.req.header('host') ?? '',
    institute: c.var.site?.insId ?? null,
    route: c.req.routePath,
  };
  logEvent('log', 'request', requestId, {
    method: c.req.method,
    ...groupedBy,
    path: c.req.path,
    status: c.res.status,
    page: c.res.headers.get('x-page-cache') ?? undefined,
    ms,
    reads: reads.map(readLine),
    freshUntil: earliestFresh(reads),
  });

  // What the data point needs that changes or ends with the response, taken now; the rest is
  // worked out at the closing, after the visitor has the page.
  const atResponse = {
    lang: currentLang(),
    status: c.res.status,
    headers: c.res.headers,
    readsAtFirstByte: atFirstByte,
    ms,
  };
  const traffic = (providerRequests: ProviderRequests): TrafficRequest => ({
    ...atResponse,
    institute: groupedBy.institute,
    host: c.var.site?.host ?? normaliseHost(c.req.header('host')) ?? '',
    route: pageRoute(c),
    path: c.req.path,
    method: c.req.method,
    device: screenOf(c.req.header('user-agent') ?? ''),
    country: c.req.raw.cf?.country,
    // A render error after the first byte sets it too.
    failure: c.var.failure,
    searchMiss: c.var.searchMiss,
    reads,
    providerRequests,
    msToEnd: Date.now() - started,
  });

  const provider = c.var.provider;
  const closing = bodySent(c)
    .then(() => provider?.settle())
    .then((requests) => {
      const providerRequests = requests ?? { sent: 0, failed: 0 };
      writeTraffic(c.env?.TRAFFIC, () => recordedPoint(traffic(providerRequests)));
      logEvent('log', 'request-end', requestId, {
        ...groupedBy,
        ms: Date.now() - started,
        reads: reads.length,
        readsAfterFirstByte: reads.slice(atFirstByte).map(readLine),
        providerRequests,
      });
    });
  waitUntil(c, closing);
});

/**
 * The pattern of the page the request asked for: the last route that matched it besides
 * middleware (`app.use`, method ALL), '' when none did. It is known from routing alone, so a
 * page the page cache answered has it too (its handler never ran).
 */
function pageRoute(c: Context<AppEnv>): string {
  const routes = matchedRoutes(c);
  for (let i = routes.length - 1; i >= 0; i--)
    if (routes[i].method !== 'ALL') return routes[i].path;
  return '';
}

/** Whether the response may say how it was made: to everyone in dev, else to operators only. */
async function showsTiming(c: Context<AppEnv>): Promise<boolean> {
  const { serverTiming, purgeToken } = c.var.config;
  return serverTiming === 'public' || carriesToken(c.req.header('authorization'), purgeToken);
}

function waitUntil(c: Context<AppEnv>, promise: Promise<unknown>) {
  let ctx: { waitUntil(p: Promise<unknown>): void } | undefined;
  try {
    ctx = c.executionCtx;
  } catch {
    ctx = undefined; // app.fetch without an execution context (some tests)
  }
  if (ctx) ctx.waitUntil(promise);
  else promise.catch(() => undefined);
}

/**
 * Resolves when the response's body has been read to its end or cancelled (the visitor left).
 * A streamed page is piped through an identity stream, whose pipe settles then (the runtime
 * pumps it: no script runs per chunk). Other bodies (JSON, text, a page of known length) are
 * whole at the first byte: not wrapped, nor is a HEAD's.
 */
function bodySent(c: Context<AppEnv>): Promise<void> {
  const body = c.res.body;
  const streamed =
    c.res.headers.get('content-type')?.startsWith('text/html') &&
    !c.res.headers.has('content-length');
  // A HEAD response's body is not sent (the page cache may be reading it, locked).
  if (!body || !streamed || body.locked || c.req.method === 'HEAD') return Promise.resolve();
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  c.res = new Response(readable, c.res);
  return body.pipeTo(writable).catch(() => undefined);
}
