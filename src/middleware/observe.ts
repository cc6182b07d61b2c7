/**
 * One structured log line per request (host, institute, route, status, provider reads with
 * their cache outcome, duration and whether the request's deadline cut them) and a Server-Timing
 * header with the same figures.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

export const observe = createMiddleware<AppEnv>(async (c, next) => {
  const started = Date.now();
  await next();
  const ms = Date.now() - started;
  const reads = c.var.provider?.log ?? [];
  const count = (outcome: string) => reads.filter((r) => r.outcome === outcome).length;
  const providerMs = reads.reduce((max, r) => Math.max(max, r.ms), 0);
  const late = reads.filter((r) => r.deadline).length;
  const outcomes = `${count('hit')} hit, ${count('stale')} stale, ${count('miss')} miss, ${count('fail')} fail`;
  const summary = `${reads.length} reads: ${outcomes}${late ? `, ${late} past deadline` : ''}`;
  c.res.headers.append('Server-Timing', [`app;dur=${ms}`, `provider;dur=${providerMs};desc="${summary}"`].join(', '));
  console.log(
    JSON.stringify({
      event: 'request',
      method: c.req.method,
      host: c.var.site?.host ?? c.req.header('host') ?? '',
      institute: c.var.site?.insId ?? null,
      route: c.req.routePath,
      path: c.req.path,
      status: c.res.status,
      page: c.res.headers.get('x-page-cache') ?? undefined,
      ms,
      reads,
    }),
  );
});
