import { describe, expect, it } from 'vitest';
import {
  NO_INSTITUTE,
  recordedPoint,
  screenOf,
  TRAFFIC_BLOBS,
  TRAFFIC_COLUMNS,
  TRAFFIC_DOUBLES,
  type TrafficRequest,
  trafficPoint,
  writeTraffic,
} from '../../src/middleware/traffic.ts';

const request = (over: Partial<TrafficRequest> = {}): TrafficRequest => ({
  institute: '65a1b2c3d4e5f60718293a4b',
  host: 'college.example.edu',
  route: '/notice',
  path: '/notice',
  lang: 'en',
  method: 'GET',
  status: 200,
  headers: new Headers({ 'content-type': 'text/html; charset=UTF-8' }),
  device: 'desktop',
  country: 'IN',
  failure: undefined,
  searchMiss: undefined,
  reads: [],
  readsAtFirstByte: 0,
  providerRequests: { sent: 0, failed: 0 },
  ms: 5,
  msToEnd: 6,
  ...over,
});

const named = (point: AnalyticsEngineDataPoint): Record<string, unknown> => ({
  institute: point.indexes?.[0],
  ...Object.fromEntries(TRAFFIC_BLOBS.map((name, i) => [name, point.blobs?.[i]])),
  ...Object.fromEntries(TRAFFIC_DOUBLES.map((name, i) => [name, point.doubles?.[i]])),
});

describe('the traffic data point', () => {
  it('has one column name per blob and double, within Analytics Engine’s twenty and twenty', () => {
    expect(TRAFFIC_BLOBS.length).toBeLessThanOrEqual(20);
    expect(TRAFFIC_DOUBLES.length).toBeLessThanOrEqual(20);
    expect(TRAFFIC_COLUMNS).toMatchObject({
      institute: 'index1',
      host: 'blob1',
      searchMiss: `blob${TRAFFIC_BLOBS.length}`,
      view: 'double1',
      serverError: `double${TRAFFIC_DOUBLES.length}`,
    });
  });

  it('bounds every blob and the index', () => {
    const point = trafficPoint(
      request({
        institute: 'x'.repeat(300),
        host: `${'a'.repeat(60)}.`.repeat(5),
        path: `/${'p'.repeat(5000)}`,
        searchMiss: 'q'.repeat(500),
      }),
    );
    expect(point.indexes?.[0]).toHaveLength(96);
    const blobs = point.blobs as string[];
    expect(blobs[TRAFFIC_BLOBS.indexOf('path')]).toHaveLength(200);
    expect(blobs[TRAFFIC_BLOBS.indexOf('searchMiss')]).toHaveLength(64);
    expect(Math.max(...blobs.map((b) => b.length))).toBeLessThanOrEqual(253);
    expect(new TextEncoder().encode(blobs.join('')).length).toBeLessThan(16 * 1024);
  });

  it('an answer that is not a page (404, 429, a redirect, an error) writes the route’s pattern as its path', () => {
    for (const status of [404, 429, 400, 301, 503]) {
      const typed = request({
        status,
        route: '/one/notice/:noticeId/detail',
        path: '/one/notice/asha@example.com/detail',
      });
      expect(named(trafficPoint(typed)).path, String(status)).toBe('/one/notice/:noticeId/detail');
    }
    const noRoute = request({ status: 404, route: '', path: '/asha@example.com' });
    expect(named(trafficPoint(noRoute)).path).toBe('');
    // A page that exists keeps its path.
    for (const status of [200, 204])
      expect(named(trafficPoint(request({ status, path: '/notice' }))).path).toBe('/notice');
  });

  it('a view is a GET answered 200 with HTML; HEAD, JSON and a 404 are not', () => {
    expect(named(trafficPoint(request())).view).toBe(1);
    expect(named(trafficPoint(request({ method: 'HEAD' }))).view).toBe(0);
    const json = new Headers({ 'content-type': 'application/json' });
    expect(named(trafficPoint(request({ headers: json }))).view).toBe(0);
    expect(named(trafficPoint(request({ status: 404 }))).view).toBe(0);
  });

  it('counts reads by outcome, names the failed ones’ kinds once each, and says when a page was served stale', () => {
    const point = named(
      trafficPoint(
        request({
          reads: [
            { path: '/a', outcome: 'hit', ms: 1 },
            { path: '/b', outcome: 'stale', ms: 1, error: 'timeout' },
            { path: '/c', outcome: 'fail', ms: 1, error: 'http' },
            { path: '/d', outcome: 'fail', ms: 1, error: 'timeout' },
            { path: '/e', outcome: 'miss', ms: 1 },
          ],
          readsAtFirstByte: 5,
          providerRequests: { sent: 3, failed: 2 },
        }),
      ),
    );
    expect(point).toMatchObject({
      reads: 5,
      readHits: 1,
      readStale: 1,
      readMisses: 1,
      readFailures: 3,
      failedReads: 'http,timeout',
      providerSent: 3,
      providerFailed: 2,
      staleServed: 1,
    });
  });

  it('a stale read after the first byte (a streamed section) is not a stale page; a kept stale page is', () => {
    const late = [{ path: '/b', outcome: 'stale' as const, ms: 1 }];
    expect(named(trafficPoint(request({ reads: late, readsAtFirstByte: 0 }))).staleServed).toBe(0);
    const kept = new Headers({ 'content-type': 'text/html', 'x-page-stale': 'true' });
    expect(named(trafficPoint(request({ headers: kept }))).staleServed).toBe(1);
  });

  it('goes under "-" without an institute, and a 5xx says so', () => {
    expect(named(trafficPoint(request({ institute: null, status: 502 })))).toMatchObject({
      institute: NO_INSTITUTE,
      status: '502',
      serverError: 1,
    });
  });

  it('is recorded for a page a visitor was sent and for whatever went wrong, not for the rest', () => {
    const json = new Headers({ 'content-type': 'application/json' });
    const picture = new Headers({ 'content-type': 'image/webp' });
    expect(recordedPoint(request())).not.toBeNull();
    expect(recordedPoint(request({ status: 404 })), 'an institute 404 page').not.toBeNull();
    expect(recordedPoint(request({ method: 'HEAD' }))).toBeNull();
    expect(recordedPoint(request({ headers: json }))).toBeNull();
    expect(recordedPoint(request({ headers: picture, institute: null }))).toBeNull();
    // Every error, whatever the answer was.
    expect(recordedPoint(request({ headers: picture, status: 502 }))).not.toBeNull();
    expect(recordedPoint(request({ headers: json, failure: 'unhandled-error' }))).not.toBeNull();
    const failed = { sent: 1, failed: 1 };
    expect(recordedPoint(request({ headers: json, providerRequests: failed }))).not.toBeNull();
    const stale = [{ path: '/a', outcome: 'stale' as const, ms: 1 }];
    expect(
      recordedPoint(request({ headers: json, reads: stale, readsAtFirstByte: 1 })),
    ).not.toBeNull();
  });

  it('is never written through a missing or throwing binding, and never throws', () => {
    expect(() => writeTraffic(undefined, () => trafficPoint(request()))).not.toThrow();
    const throwing = {
      writeDataPoint() {
        throw new Error('over a limit');
      },
    } as AnalyticsEngineDataset;
    expect(() => writeTraffic(throwing, () => trafficPoint(request()))).not.toThrow();
    const written: AnalyticsEngineDataPoint[] = [];
    writeTraffic({ writeDataPoint: (p) => written.push(p ?? {}) }, () => null);
    expect(written, 'a request not to record writes nothing').toEqual([]);
  });
});

describe('screenOf', () => {
  it('tells phones, tablets and desktops apart by what their browsers announce', () => {
    const cases: [string, string][] = [
      [
        'Mozilla/5.0 (Linux; Android 14; SM-A146B) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
        'phone',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
        'phone',
      ],
      [
        'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
        'tablet',
      ],
      [
        'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
        'tablet',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
        'desktop',
      ],
      ['', 'desktop'],
    ];
    for (const [userAgent, screen] of cases) expect(screenOf(userAgent), userAgent).toBe(screen);
  });
});
