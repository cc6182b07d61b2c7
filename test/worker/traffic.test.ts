/**
 * Traffic per institute (decisions 070, 086): every page a visitor is sent, and every request that
 * went wrong, writes one Analytics Engine data point to
 * the `TRAFFIC` binding (Miniflare's local dataset from wrangler.toml's [env.dev]; the test's
 * `env` is the worker's own, so a spy on it sees the worker's writes), laid out as
 * TRAFFIC_COLUMNS say, with nothing that identifies the visitor, and a failing write never
 * costs the visitor anything.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demo as ids } from '../../demo/fixtures/index.ts';
import { app } from '../../src/app';
import { signerOf } from '../../src/images/signature';
import { NO_INSTITUTE, TRAFFIC_BLOBS, TRAFFIC_DOUBLES } from '../../src/middleware/traffic';
import { RICH } from '../helpers/hosts';
import {
  ageCache,
  clearCache,
  demo,
  expectConsoleError,
  open,
  settleCache,
} from '../helpers/worker';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

type Point = { indexes?: unknown[]; blobs?: unknown[]; doubles?: unknown[] };

/** A data point by column name: `{ institute, host, ..., view, ... }`. */
function named(point: Point) {
  const blobs = Object.fromEntries(TRAFFIC_BLOBS.map((name, i) => [name, point.blobs?.[i]]));
  const doubles = Object.fromEntries(TRAFFIC_DOUBLES.map((name, i) => [name, point.doubles?.[i]]));
  return { institute: point.indexes?.[0], ...blobs, ...doubles } as Record<string, unknown>;
}

/** The data points the worker wrote while handling one request to its end (background work included). */
async function written(
  host: string,
  path = '/',
  init: RequestInit & { cf?: Record<string, unknown> } = {},
) {
  const write = vi.spyOn(env.TRAFFIC, 'writeDataPoint');
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`http://${host}${path}`, { ...init, headers: { host, ...init.headers } }),
    env,
    ctx,
  );
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  const points = write.mock.calls.map(([point]) => point as Point);
  write.mockRestore();
  return { response, body, points, point: named(points[0] ?? {}) };
}

beforeEach(async () => {
  await demo.reset();
  await clearCache();
});
afterEach(() => vi.restoreAllMocks());

describe('one data point per request', () => {
  it('a page view, indexed by the institute, each blob and double where TRAFFIC_COLUMNS say', async () => {
    const { response, points, point } = await written(RICH, '/');
    expect(response.status).toBe(200);
    expect(points).toHaveLength(1);
    expect(points[0].blobs).toHaveLength(TRAFFIC_BLOBS.length);
    expect(points[0].doubles).toHaveLength(TRAFFIC_DOUBLES.length);
    expect(point).toMatchObject({
      institute: ids.sunrise.insId,
      host: RICH,
      page: '/',
      path: '/',
      lang: 'en',
      status: '200',
      device: 'desktop',
      failure: '',
      failedReads: '',
      searchMiss: '',
      view: 1,
      staleServed: 0,
      serverError: 0,
      readFailures: 0,
      providerFailed: 0,
    });
    // Cold: every read went to the provider, and the closing counted them all.
    expect(point.reads).toBeGreaterThan(0);
    expect(point.readMisses).toBe(point.reads);
    expect(point.providerSent).toBe(point.reads);
    expect(point.msToEnd).toBeGreaterThanOrEqual(point.ms as number);
  });

  it('names the route, the language, the device class and the country, and nothing of the visitor', async () => {
    const { response, point, points } = await written(
      RICH,
      `/hi/one/notice/${ids.sunrise.noticeIds[0]}/detail?utm_source=mail-to-asha`,
      {
        headers: {
          'user-agent': IPHONE,
          cookie: 'session=visitor-cookie-value',
          'cf-connecting-ip': '203.0.113.77',
          'x-forwarded-for': '203.0.113.77',
        },
        cf: { country: 'IN' },
      },
    );
    expect(response.status).toBe(200);
    expect(point).toMatchObject({
      page: '/one/notice/:noticeId/detail',
      path: `/one/notice/${ids.sunrise.noticeIds[0]}/detail`,
      lang: 'hi',
      device: 'phone',
      country: 'IN',
      view: 1,
    });
    const text = JSON.stringify(points);
    for (const secret of ['203.0.113', 'visitor-cookie-value', 'iPhone OS', 'utm_source', 'asha'])
      expect(text).not.toContain(secret);
  });

  it('counts a page-cache hit as a view with its outcome', async () => {
    const bindings = { ...env, PAGE_CACHE_SECONDS: '60' };
    const ctx = createExecutionContext();
    const request = () => new Request(`http://${RICH}/contact/us`, { headers: { host: RICH } });
    await (await app.fetch(request(), bindings, ctx)).text();
    await waitOnExecutionContext(ctx);
    const write = vi.spyOn(env.TRAFFIC, 'writeDataPoint');
    const again = createExecutionContext();
    const hit = await app.fetch(request(), bindings, again);
    await hit.text();
    await waitOnExecutionContext(again);
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    expect(write).toHaveBeenCalledTimes(1);
    expect(named(write.mock.calls[0][0] as Point)).toMatchObject({
      page: '/contact/us',
      pageCache: 'hit',
      view: 1,
      readMisses: 0,
      providerSent: 0,
    });
  });

  it('a host that is no institute’s goes under the index "-", its host normalised', async () => {
    const { response, point } = await written('Nobody.Example.EDU.');
    expect(response.status).toBe(404);
    expect(point).toMatchObject({
      institute: NO_INSTITUTE,
      host: 'nobody.example.edu',
      status: '404',
      view: 0,
    });
  });

  it('an address no route knows is a 404 with no page type and no path, not a view', async () => {
    const { point, points } = await written(RICH, '/wp-login.php/asha.patil@example.com');
    expect(point).toMatchObject({ page: '', path: '', status: '404', view: 0 });
    expect(JSON.stringify(points)).not.toContain('asha');
  });

  it('a 404 of a route writes the route’s pattern, never what was typed into the address', async () => {
    for (const typed of ['asha.patil%40example.com', '0123456789abcdef01234567']) {
      const { point, points } = await written(RICH, `/one/notice/${typed}/detail`);
      expect(point, typed).toMatchObject({
        page: '/one/notice/:noticeId/detail',
        path: '/one/notice/:noticeId/detail',
        status: '404',
        view: 0,
      });
      expect(JSON.stringify(points), typed).not.toMatch(/asha|0123456789abcdef/);
    }
    // Another spelling of the address: its redirect went well, so it writes no point at all
    // (decision 086), and nothing typed into it is kept anywhere.
    const { points } = await written(RICH, '/one/notice/asha.patil@example.com/detail');
    expect(points).toEqual([]);
  });
});

describe('one point per page view', () => {
  it('writes none for a picture, a feed or robots.txt that went well', async () => {
    await written(RICH, '/'); // the reads warm
    // A picture the engine cannot resize is streamed as the host sent it: no resize to wait for.
    await demo.fileFaults([{ pattern: 'campus-2', mode: 'corrupt' }]);
    const key = 'sunrise/campus-2.jpg';
    const signature = signerOf('test-image-signing-key').sign(key);
    for (const path of [`/img/640/${key}?s=${signature}`, '/notice/rss.xml', '/robots.txt']) {
      const { response, points } = await written(RICH, path);
      expect(response.status, path).toBe(200);
      expect(points, path).toEqual([]);
    }
    expect((await written(RICH, '/notice')).points).toHaveLength(1);
  });

  it('still writes every error of a request that is no page: the instant list with the provider down', async () => {
    expectConsoleError(/provider-unavailable|provider-read-failed/);
    await demo.faults({ faults: [{ pattern: '.*', mode: 'status500' }] });
    const { response, points, point } = await written(RICH, '/search.json?q=admission');
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(points).toHaveLength(1);
    expect(point).toMatchObject({ page: '/search.json', serverError: 1, view: 0 });
  });
});

describe('every error counted', () => {
  it('a 503: why, which reads failed and how', async () => {
    expectConsoleError(/provider-unavailable/);
    await demo.faults({ faults: [{ pattern: '/dash', mode: 'status500' }] });
    const { response, point } = await written(RICH, '/');
    expect(response.status).toBe(503);
    expect(point).toMatchObject({
      institute: ids.sunrise.insId,
      status: '503',
      failure: 'provider-unavailable',
      failedReads: 'http',
      serverError: 1,
      view: 0,
    });
    expect(point.readFailures).toBeGreaterThan(0);
    expect(point.providerFailed).toBeGreaterThan(0);
  });

  it('a page served from stale copies while the provider is down', async () => {
    await written(RICH, '/');
    await settleCache();
    await ageCache();
    await demo.faults({ faults: [{ pattern: '.*', mode: 'status500' }] });
    const { response, point } = await written(RICH, '/');
    expect(response.status).toBe(200);
    expect(point).toMatchObject({ staleServed: 1, serverError: 0, view: 1 });
    expect(point.readStale).toBe(point.reads);
    // The copies served at once; their background refreshes failed, counted once they ended.
    expect(point.providerSent).toBeGreaterThan(0);
    expect(point.providerFailed).toBe(point.providerSent);
  });

  it('a failing write never fails or changes the response', async () => {
    vi.spyOn(env.TRAFFIC, 'writeDataPoint').mockImplementation(() => {
      throw new Error('over a limit');
    });
    const ctx = createExecutionContext();
    const response = await app.fetch(
      new Request(`http://${RICH}/contact/us`, { headers: { host: RICH } }),
      env,
      ctx,
    );
    const html = await response.text();
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    expect(html).toContain('</html>');
  });
});

describe('search queries with no results', () => {
  it('keep their words, normalised, with a phone number left out', async () => {
    const { point } = await written(
      RICH,
      `/search?q=${encodeURIComponent('  Zzqxv  QWXYZ 9876543210 ')}`,
    );
    expect(point).toMatchObject({ page: '/search', view: 1, searchMiss: 'zzqxv qwxyz' });
  });

  it('drop every word with a digit when the query holds eight digits or more', async () => {
    for (const [q, kept] of [
      ['Zzqxv +91 98 7654 3210', 'zzqxv'],
      ['zzqxv aadhaar 1234 5678 9012', 'zzqxv aadhaar'],
      ['zzqxv qwxyz 4719', 'zzqxv qwxyz 4719'],
      ['zzqxv 47193', 'zzqxv #'],
    ]) {
      const { point } = await written(RICH, `/search?q=${encodeURIComponent(q)}`);
      expect(point, q).toMatchObject({ page: '/search', searchMiss: kept });
    }
  });

  it('a search that finds something keeps nothing, and the instant list writes no point', async () => {
    expect((await written(RICH, '/search?q=admission')).point.searchMiss).toBe('');
    const json = await written(RICH, '/search.json?q=zzqxv');
    expect(json.response.status).toBe(200);
    expect(json.points).toEqual([]);
  });
});

it('the deployed entry writes too (the worker through its own fetch handler)', async () => {
  const write = vi.spyOn(env.TRAFFIC, 'writeDataPoint');
  const response = await open(RICH, '/contact/us');
  await response.text();
  // Written once the request has ended, in its background work.
  await vi.waitFor(() => expect(write).toHaveBeenCalled(), { timeout: 10_000 });
  expect(named(write.mock.calls[0][0] as Point)).toMatchObject({
    institute: ids.sunrise.insId,
    host: RICH,
    page: '/contact/us',
  });
});
