/**
 * The request's id (`cf-ray`, else a new one: on every log line and in X-Request-Id), one
 * structured log line per request at its first byte (host, institute, route, status, provider
 * reads with their cache outcome, duration and whether the request's deadline cut them) with a
 * Server-Timing header of the same figures, and a closing line once the body has been sent and
 * every provider request the request started has ended: the reads of streamed sections and the
 * background refreshes come after the first byte, so only that line has them all.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { logEvent, requestIdOf } from '../lib/log';
import type { ReadLog } from '../provider/cache';

const summarise = (reads: ReadLog[]) => {
  const count = (outcome: string) => reads.filter((r) => r.outcome === outcome).length;
  const late = reads.filter((r) => r.deadline).length;
  const outcomes = `${count('hit')} hit, ${count('stale')} stale, ${count('miss')} miss, ${count('fail')} fail`;
  return `${reads.length} reads: ${outcomes}${late ? `, ${late} past deadline` : ''}`;
};

export const observe = createMiddleware<AppEnv>(async (c, next) => {
  const started = Date.now();
  const requestId = requestIdOf(c.req.header('cf-ray'));
  c.set('requestId', requestId);
  await next();
  const ms = Date.now() - started;
  const reads = c.var.provider?.log ?? [];
  const atFirstByte = reads.length;
  const providerMs = reads.reduce((max, r) => Math.max(max, r.ms), 0);
  const timing = [`app;dur=${ms}`, `provider;dur=${providerMs};desc="${summarise(reads)}"`];
  c.res.headers.append('Server-Timing', timing.join(', '));
  c.res.headers.set('X-Request-Id', requestId);
  const line = {
    method: c.req.method,
    host: c.var.site?.host ?? c.req.header('host') ?? '',
    institute: c.var.site?.insId ?? null,
    route: c.req.routePath,
    path: c.req.path,
    status: c.res.status,
  };
  logEvent('log', 'request', requestId, {
    ...line,
    page: c.res.headers.get('x-page-cache') ?? undefined,
    ms,
    reads,
  });

  const provider = c.var.provider;
  const closing = bodySent(c)
    .then(() => provider?.settle())
    .then((requests) => {
      const after = reads.slice(atFirstByte);
      logEvent('log', 'request-end', requestId, {
        ...line,
        ms: Date.now() - started,
        reads: reads.length,
        summary: summarise(reads),
        readsAfterFirstByte: after,
        providerRequests: requests ?? { sent: 0, failed: 0 },
      });
    });
  waitUntil(c, closing);
});

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
