/**
 * `npm run load`: a bounded load test against the local worker (the deploy bundle in workerd via
 * Miniflare, the demo provider in its own process; loopback only). Holds LOAD_CONCURRENCY connections (default 32) for LOAD_SECONDS (default 20)
 * across a mix of page types and the three demo hosts, then prints requests per second, latency
 * percentiles and the error count, which must be zero. Stops by itself.
 */
import { Agent } from 'node:http';
import { httpGet } from '../helpers/http.ts';
import { serveBundle } from '../helpers/serve.ts';
import { pageTypes } from './pages.ts';
import { ms, percentile, table } from './stats.ts';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const CONCURRENCY = Number(process.env.LOAD_CONCURRENCY ?? 32);
const targets = [
  ...pageTypes({ all: true }).map((p) => ({ host: 'sunrise.localhost', path: p.path })),
  { host: 'gyandeep.localhost', path: '/' },
  { host: 'hillview.localhost', path: '/' },
  { host: 'hillview.localhost', path: '/notice' },
];

const site = await serveBundle({ state: 'load-state' });
try {
  for (const t of targets) await httpGet(site.port, t.host, t.path); // warm the cache
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const until = Date.now() + SECONDS * 1000;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        const t = targets[next++ % targets.length];
        try {
          const r = await httpGet(site.port, t.host, t.path, agent);
          latencies.push(r.ttlb);
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
          if (r.status >= 500) errors++;
        } catch {
          errors++;
        }
      }
    }),
  );
  agent.destroy();
  table(
    `Load: ${CONCURRENCY} connections for ${SECONDS} s over ${targets.length} pages and 3 hosts`,
    ['requests', 'requests/s', 'p50', 'p90', 'p99', 'max', 'statuses', 'errors'],
    [
      [
        latencies.length,
        (latencies.length / SECONDS).toFixed(0),
        ms(percentile(latencies, 50)),
        ms(percentile(latencies, 90)),
        ms(percentile(latencies, 99)),
        ms(Math.max(...latencies)),
        [...statuses].map(([s, n]) => `${s}:${n}`).join(' '),
        errors,
      ],
    ],
  );
  if (errors > 0) process.exitCode = 1;
} finally {
  await site.close();
}
