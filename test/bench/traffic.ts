/**
 * What the traffic data point costs a request in CPU (decision 070; budget 0.2 ms p50): building
 * it from what observe.ts gathered (a home page's 17 reads, the response's headers) and handing it
 * to `writeDataPoint`, here a stub that keeps the point, as the runtime's call returns at once and
 * sends the point outside the isolate. Plain Node, so V8 as in workerd but not workerd itself:
 * timed in batches of 100 (one call is a few microseconds, near the timer's grain), after a
 * warm-up, and reported per call. `npm run scale` prints it; `node test/bench/traffic.ts` alone too.
 * Not in it: what observe.ts looks up for the point (one regular expression on the User-Agent, a
 * loop over the dozen routes Hono matched), as cache/variant.ts cannot load under plain Node; the
 * workerd CPU figures of `npm run scale` include them with the rest of the request.
 */

import { type TrafficRequest, trafficPoint, writeTraffic } from '../../src/middleware/traffic.ts';
import type { ReadLog } from '../../src/provider/reader.ts';
import { percentile } from './stats.ts';

const BATCH = 100;

/** A cold home page of the demo's richest institute, as observe.ts hands it over. */
function homeRequest(): TrafficRequest {
  const reads: ReadLog[] = Array.from({ length: 17 }, (_, i) => ({
    path: `/v1/ins/f20046010000000000000000/read-${i}`,
    outcome: i % 5 === 0 ? 'stale' : i % 3 === 0 ? 'miss' : 'hit',
    ms: 4 + i,
    freshUntil: i % 5 === 0 ? undefined : 1_795_732_095_269,
    ...(i === 10 ? { error: 'timeout' as const } : {}),
  }));
  return {
    institute: 'f20046010000000000000000',
    host: 'sunrise.example.edu',
    route: '/one/notice/:noticeId/detail',
    path: '/one/notice/2d5cddca0000000000000000/detail',
    lang: 'hi',
    method: 'GET',
    status: 200,
    headers: new Headers({
      'content-type': 'text/html; charset=UTF-8',
      'x-page-cache': 'miss',
      'content-security-policy': "default-src 'self'",
      'x-request-id': crypto.randomUUID(),
    }),
    device: 'phone',
    country: 'IN',
    failure: undefined,
    searchMiss: undefined,
    reads,
    readsAtFirstByte: 15,
    providerRequests: { sent: 4, failed: 1 },
    ms: 41,
    msToEnd: 58,
  };
}

/** p50 and p99 of one data point's building and write, in ms, over `batches` batches of 100. */
export function trafficWriteCost(batches = 400): { p50: number; p99: number; calls: number } {
  const request = homeRequest();
  let kept: AnalyticsEngineDataPoint | undefined;
  const dataset = {
    writeDataPoint(point?: AnalyticsEngineDataPoint) {
      kept = point;
    },
  } as AnalyticsEngineDataset;
  const batch = () => {
    for (let i = 0; i < BATCH; i++) writeTraffic(dataset, () => trafficPoint(request));
  };
  for (let i = 0; i < 50; i++) batch(); // V8 optimises the code first, as after a worker's first requests
  const perCall: number[] = [];
  for (let b = 0; b < batches; b++) {
    const started = process.hrtime.bigint();
    batch();
    perCall.push(Number(process.hrtime.bigint() - started) / 1e6 / BATCH);
  }
  if (!kept?.blobs?.length) throw new Error('the stub kept no data point');
  return { p50: percentile(perCall, 50), p99: percentile(perCall, 99), calls: batches * BATCH };
}

if (import.meta.main) {
  const { p50, p99, calls } = trafficWriteCost();
  console.log(
    `traffic data point, built and written (${calls.toLocaleString('en')} calls, plain Node): p50 ${(p50 * 1000).toFixed(1)} µs, p99 ${(p99 * 1000).toFixed(1)} µs (budget p50 <= 200 µs)`,
  );
}
