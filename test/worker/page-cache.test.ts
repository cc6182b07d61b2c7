/**
 * The whole-page cache: a repeated page comes without any provider read and with a CSP that still
 * allows exactly its inline scripts; one institute's page is never another's; a purge, a failed
 * or stale read, an error status or a different query means a fresh render.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids } from '../../demo/fixtures/index.ts';
import { app } from '../../src/app';
import { pageKey } from '../../src/cache/pageStore';
import { SPARSE as OTHER, RICH } from '../helpers/hosts';
import {
  ageCache,
  clearCache,
  demo,
  expectConsoleError,
  h1,
  settleCache,
  visibleText,
} from '../helpers/worker';

const bindings = { ...env, PAGE_CACHE_SECONDS: '60' };

/** A request with the page cache on (the other worker tests run with it off). */
async function page(
  host: string,
  path = '/',
  extra: Record<string, unknown> = {},
  init: RequestInit = {},
) {
  const ctx = createExecutionContext();
  const headers = { host, ...(init.headers as Record<string, string> | undefined) };
  const response = await app.fetch(
    new Request(`http://${host}${path}`, { ...init, headers }),
    { ...bindings, ...extra },
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx); // the page is stored in waitUntil, after the last byte
  return {
    status: response.status,
    html,
    headers: response.headers,
    pageCache: response.headers.get('x-page-cache'),
  };
}

/**
 * Renders the page from warm reads, so it is whole and kept (a cold render whose reads answer
 * late streams and is not kept), lets the cache writes land, and forgets what the provider was
 * asked so far.
 */
async function warm(host: string, path = '/') {
  await page(host, path, { PAGE_CACHE_SECONDS: '0' });
  await settleCache();
  const first = await page(host, path);
  await settleCache();
  await demo.clearRequests();
  return first;
}

/** Inline scripts the browser would run: not external, not JSON data blocks (state, JSON-LD). */
const inlineScripts = (html: string) =>
  [
    ...html.matchAll(
      /<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map((m) => m[1]);

beforeEach(async () => {
  await demo.reset();
  await clearCache();
  // A new site-wide generation, so no page remembered by an earlier test matches.
  await env.CACHE.put('gen:all', crypto.randomUUID());
});

describe('page cache', () => {
  it('serves a repeated home page without provider reads, whole, under a CSP with no inline script', async () => {
    const first = await warm(RICH);
    expect(first.status).toBe(200);
    expect(first.pageCache).toBe('miss');

    const second = await page(RICH);
    expect(second.status).toBe(200);
    expect(second.pageCache).toBe('hit');
    expect(await demo.requests(), 'no provider read for a cached page').toEqual([]);
    expect(second.html).toBe(first.html);
    expect(visibleText(second.html)).toContain('Sunrise');
    expect(
      inlineScripts(second.html),
      'a kept page is whole: React has nothing to swap in',
    ).toEqual([]);
    const csp = second.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self';/);
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("keeps the page in the Cache API under a key on the institute's own host", async () => {
    await warm(RICH, '/notice');
    const keys = await (caches as unknown as { default: Cache }).default.match(
      pageKey(RICH, `${await env.CACHE.get('gen:all')}.h0.i0`, new URL(`http://${RICH}/notice`)),
    );
    expect(keys?.status).toBe(200);
    expect(await keys?.text()).toContain('Sunrise College');
  });

  it("never serves one institute's page for another host", async () => {
    await warm(RICH);
    const other = await page(OTHER);
    expect(other.pageCache).toBe('miss');
    expect(visibleText(other.html)).toContain('Hillview');
    expect(visibleText(other.html)).not.toContain('Sunrise');
    expect((await page(RICH)).pageCache).toBe('hit');
  });

  it('renders again after a purge of the host that changed what the page shows', async () => {
    await warm(RICH);
    const title = 'Renamed after the purge';
    await demo.faults({
      faults: [{ pattern: '/announcemnt$', mode: 'values', values: { insAnnTitle: title } }],
    });
    const ctx = createExecutionContext();
    const purged = await app.fetch(
      new Request(`http://${RICH}/__purge`, {
        method: 'POST',
        headers: {
          host: RICH,
          authorization: 'Bearer test-purge-token',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ host: RICH }),
      }),
      bindings,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(purged.status).toBe(200);
    await demo.clearRequests();
    const after = await page(RICH);
    expect(after.pageCache).toBe('miss');
    expect(visibleText(after.html)).toContain(title);
    expect((await demo.requests()).length).toBeGreaterThan(0);
  });

  it('does not keep a page with a section that failed to load', async () => {
    await demo.faults({ faults: [{ pattern: '/announcemnt', mode: 'status500' }] });
    const failed = await page(RICH);
    expect(failed.status).toBe(200);
    expect(visibleText(failed.html)).toMatch(/could not be loaded/i);
    await settleCache();
    await demo.reset();
    const next = await page(RICH);
    expect(next.pageCache).toBe('miss');
    expect(visibleText(next.html)).not.toMatch(/could not be loaded/i);
  });

  it('keeps a page built from stale copies only briefly, and says so', async () => {
    await page(RICH, '/', { PAGE_CACHE_SECONDS: '0' }); // the reads in KV, no page stored
    await settleCache();
    await ageCache(); // every read now stale
    await demo.faults({ faults: [{ pattern: '.*', mode: 'status500' }] }); // and the provider down
    const stale = await page(RICH);
    expect(stale.status).toBe(200);
    expect(stale.pageCache).toBe('miss');
    await settleCache();
    await demo.clearRequests();
    const again = await page(RICH);
    expect(again.pageCache, 'an outage does not cost every visit a render').toBe('hit');
    expect(again.headers.get('x-page-stale')).toBe('true');
    expect(await demo.requests()).toEqual([]);
  });

  it('does not keep a 503, and tells queries apart', async () => {
    expectConsoleError(/"event":"provider-unavailable"/);
    await demo.faults({ faults: [{ pattern: '/dash$', mode: 'status500' }] });
    expect((await page(RICH, '/contact/us')).status).toBe(503);
    await settleCache();
    await demo.reset();
    const after = await page(RICH, '/contact/us');
    expect(after.status).toBe(200);
    expect(after.pageCache).toBe('miss');

    await warm(RICH, '/admission/process');
    const hindi = await page(RICH, '/admission/process?active=hindi');
    expect(hindi.pageCache).toBe('miss');
    expect((await page(RICH, '/admission/process')).pageCache).toBe('hit');
  });

  it('is off when PAGE_CACHE_SECONDS is 0', async () => {
    await page(RICH, '/', { PAGE_CACHE_SECONDS: '0' });
    await settleCache();
    await demo.clearRequests();
    const again = await page(RICH, '/', { PAGE_CACHE_SECONDS: '0' });
    expect(again.pageCache).toBeNull();
    expect(await demo.requests(), 'every read from KV, none skipped').toEqual([]);
    expect(again.headers.get('server-timing')).toMatch(/[1-9]\d* reads/);
  });
});

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

describe('page cache: what a page varies by', () => {
  it('never serves one device class its other variant: the store link follows each visitor', async () => {
    const as = (ua: string) =>
      page(RICH, '/admission/process', {}, { headers: { 'user-agent': ua } });
    await page(RICH, '/admission/process', { PAGE_CACHE_SECONDS: '0' }); // reads warm, nothing stored
    await settleCache();
    const android = await as(ANDROID);
    expect(android.html).toContain('play.google.com');
    const iphone = await as(IPHONE);
    expect(iphone.html, 'the iPhone visitor gets the App Store').toContain('apps.apple.com');
    expect(iphone.html).not.toContain('play.google.com');
    // Each class is kept on its own: both come from the cache now, each with its own link.
    const [android2, iphone2] = [await as(ANDROID), await as(IPHONE)];
    expect([android2.pageCache, iphone2.pageCache]).toEqual(['hit', 'hit']);
    expect(android2.html).toContain('play.google.com');
    expect(iphone2.html).toContain('apps.apple.com');
    // A copy from the cache says what it varies by, as the rendered page does: no shared cache keeps it.
    expect(iphone2.headers.get('vary')).toMatch(/user-agent/i);
    expect(iphone2.headers.get('cache-control')).toMatch(/private/);
  });

  it('keys on the query as the page reads it: unknown names dropped, the first value of a name wins', async () => {
    await warm(RICH);
    const tracked = await page(RICH, '/?utm_source=mail&fbclid=123');
    expect(tracked.pageCache, 'a parameter the page does not read is the same page').toBe('hit');
    expect(await demo.requests()).toEqual([]);

    const dept = `/onedepartment/${ids.sunrise.departmentIds[0]}/tab/about`;
    const first = await page(RICH, `${dept}?q=Physics&q=Hacked`);
    expect(h1(first.html)).toContain('Physics');
    await settleCache();
    const swapped = await page(RICH, `${dept}?q=Hacked&q=Physics`);
    expect(h1(swapped.html), 'the first value decides, as the handler reads it').toContain(
      'Hacked',
    );
    expect(h1(swapped.html)).not.toContain('Physics');
    expect((await page(RICH, `${dept}?q=Physics`)).pageCache).toBe('hit');
  });

  it('a HEAD request fills the cache like a GET', async () => {
    await page(RICH, '/notice', { PAGE_CACHE_SECONDS: '0' });
    await settleCache();
    const head = await page(RICH, '/notice', {}, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.html).toBe('');
    expect((await page(RICH, '/notice')).pageCache).toBe('hit');
  });
});

describe('page cache: whole pages only', () => {
  const hasPendingBoundary = (html: string) => html.includes('<!--$?-->');

  it('a warm home page arrives whole: notices and events in place, no fallback to swap', async () => {
    await page(RICH, '/', { PAGE_CACHE_SECONDS: '0' }); // every read now in KV
    await settleCache();
    const warmHome = await page(RICH, '/', { PAGE_CACHE_SECONDS: '0' });
    expect(hasPendingBoundary(warmHome.html)).toBe(false);
    expect(warmHome.html).not.toMatch(/<div hidden id="S:/);
    const main = /<main[\s\S]*<\/main>/.exec(warmHome.html)?.[0] ?? '';
    expect(main).toContain('/one/notice/');
    expect(main).toContain('/one/event/');
  });

  it('never stores a streamed (fallback) form: a cold page is rendered again, then kept whole', async () => {
    // Apply's read answers past the 1 s a page waits to be sent whole: it streams (decision 055).
    await demo.faults({ faults: [{ pattern: 'application/grouped$', latencyMs: 3000 }] });
    const cold = await page(RICH);
    expect(hasPendingBoundary(cold.html), 'a cold home streams its late section').toBe(true);
    await settleCache();
    const next = await page(RICH);
    expect(next.pageCache, 'the streamed form was not kept').toBe('miss');
    expect(hasPendingBoundary(next.html)).toBe(false);
    await settleCache();
    const hit = await page(RICH);
    expect(hit.pageCache).toBe('hit');
    expect(hasPendingBoundary(hit.html)).toBe(false);
  });
});

describe('page cache: junk requests are cheap', () => {
  it("renders the institute's 404 page once and serves it for every unknown address", async () => {
    await warm(RICH);
    const first = await page(RICH, '/no/such/page');
    expect(first.status).toBe(404);
    expect(visibleText(first.html)).toContain('Page not found');
    expect(visibleText(first.html)).toContain('Sunrise');
    expect(first.html).not.toContain('rel="canonical"');
    await settleCache();
    const other = await page(RICH, `/one/notice/${'e'.repeat(24)}x/detail`);
    expect(other.status).toBe(404);
    expect(other.pageCache).toBe('hit');
    expect(other.html).toBe(first.html.replaceAll(/ nonce="[^"]*"/g, ''));
    // Another institute has its own.
    const elsewhere = await page(OTHER, '/no/such/page');
    expect(elsewhere.status).toBe(404);
    expect(visibleText(elsewhere.html)).toContain('Hillview');
  });
});

describe('page cache: paged lists and the date', () => {
  /** When the kept copy of `path` expires, as the Cache API holds it (ms from now). */
  async function keptFor(path: string): Promise<number> {
    const url = new URL(`http://${RICH}${path}`);
    const kept = await (caches as unknown as { default: Cache }).default.match(
      pageKey(RICH, `${await env.CACHE.get('gen:all')}.h0.i0`, url),
    );
    expect(kept?.status, path).toBe(200);
    return Number(kept?.headers.get('x-page-expires')) - Date.now();
  }

  it('keys a list on its page and year, nothing else', async () => {
    await warm(RICH, '/notice?page=2');
    expect((await page(RICH, '/notice?page=2&utm_source=mail')).pageCache).toBe('hit');
    expect((await page(RICH, '/notice?page=2&page=3')).pageCache).toBe('hit');
    const third = await page(RICH, '/notice?page=3');
    expect(third.pageCache).toBe('miss');
    expect(third.html).not.toBe((await page(RICH, '/notice?page=2')).html);
    expect((await page(RICH, '/notice?year=2026&page=2')).pageCache).toBe('miss');
  });

  it('keys a Hindi or Marathi list on its page too: /hi/notice?page=2 is not /hi/notice', async () => {
    for (const prefix of ['/hi', '/mr']) {
      await warm(RICH, `${prefix}/notice`);
      const second = await page(RICH, `${prefix}/notice?page=2`);
      expect(second.pageCache, prefix).toBe('miss');
      expect(second.html, prefix).toContain(
        `<link rel="canonical" href="http://${RICH}${prefix}/notice?page=2"/>`,
      );
    }
  });

  it('keeps the events page (upcoming and past) no longer than the day in India, however long pages may live', async () => {
    // A minute before midnight in India; pages and reads allowed to live a day.
    const late = {
      PAGE_CACHE_SECONDS: '86400',
      CACHE_FRESH_SECONDS: '86400',
      CLOCK_NOW: '2026-11-01T18:29:00.000Z',
    };
    for (const path of ['/event', '/notice']) {
      await page(RICH, path, { ...late, PAGE_CACHE_SECONDS: '0' });
      await settleCache();
      expect((await page(RICH, path, late)).pageCache).toBe('miss');
    }
    expect(await keptFor('/event')).toBeLessThanOrEqual(60_000);
    expect(await keptFor('/notice'), 'a page that does not depend on the date').toBeGreaterThan(
      3_600_000,
    );
  });
});

describe('page cache: one key per page', () => {
  const noticeId = ids.sunrise.noticeIds[0];
  const notice = `/one/notice/${noticeId}/detail`;
  const keptUnder = async (path: string) =>
    (caches as unknown as { default: Cache }).default.match(
      pageKey(RICH, `${await env.CACHE.get('gen:all')}.h0.i0`, new URL(`http://${RICH}${path}`)),
    );

  it('sends another spelling of a page (encoded letters, an upper-case id) to its one address, without a read or a render', async () => {
    await warm(RICH, notice);
    const spellings = [
      [`/%6Fne/n%6Ftice/${noticeId}/detail`, notice],
      [`/one/notice/${noticeId.toUpperCase()}/detail?show=all`, `${notice}?show=all`],
      [`/hi/one/notice/${noticeId.toUpperCase()}/d%65tail`, `/hi${notice}`],
    ];
    for (const [spelled, canonical] of spellings) {
      const answer = await page(RICH, spelled);
      expect(answer.status, spelled).toBe(301);
      expect(answer.headers.get('location'), spelled).toBe(canonical);
      expect(answer.pageCache, 'no render').toBeNull();
    }
    await settleCache();
    expect(await demo.requests(), 'a redirect reads nothing').toEqual([]);
    expect(await keptUnder(spellings[0][0]), 'no page kept under the other spelling').toBe(
      undefined,
    );
    expect((await page(RICH, notice)).pageCache).toBe('hit');
  });

  it('never redirects off the site, and leaves addresses that are no page alone', async () => {
    for (const path of [
      `//evil.example/%6Fne/notice/${noticeId}/detail`,
      '/%2F%2Fevil.example/',
      '/%5Cevil.example/',
      `/no/such/%70age`,
    ]) {
      const answer = await page(RICH, path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('location'), path).toBeNull();
    }
  });

  it('keeps no page per free-text value beyond a small bound', async () => {
    const dept = `/onedepartment/${ids.sunrise.departmentIds[0]}/tab/about`;
    await warm(RICH, dept);
    const values = Array.from({ length: 10 }, (_, i) => `junk-${i}`);
    for (const q of values) expect((await page(RICH, `${dept}?q=${q}`)).status).toBe(200);
    await settleCache();
    const kept = [];
    for (const q of values) if (await keptUnder(`${dept}?q=${q}`)) kept.push(q);
    expect(kept.length, `kept: ${kept}`).toBeLessThanOrEqual(4);
    const last = await page(RICH, `${dept}?q=${values[9]}`);
    expect(h1(last.html), 'the page still shows its value').toContain('junk-9');
    expect(last.pageCache).not.toBe('hit');
    expect((await page(RICH, dept)).pageCache, 'the page itself still kept').toBe('hit');
  });

  it('does not keep site search results: the search index has its own cache', async () => {
    await page(RICH, '/search?q=admission', { PAGE_CACHE_SECONDS: '0' });
    await settleCache();
    await page(RICH, '/search?q=admission');
    await settleCache();
    expect(await keptUnder('/search?q=admission')).toBe(undefined);
    expect((await page(RICH, '/search?q=admission')).pageCache).not.toBe('hit');
  });

  it('renders a page once for concurrent visitors who all miss', async () => {
    await page(RICH, '/notice', { PAGE_CACHE_SECONDS: '0' }); // reads warm, nothing stored
    await settleCache();
    const answers = await Promise.all(Array.from({ length: 16 }, () => page(RICH, '/notice')));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const renders = answers.filter((a) => a.pageCache === 'miss').length;
    expect(renders, 'renders of one page key').toBe(1);
    expect(new Set(answers.map((a) => visibleText(a.html))).size).toBe(1);
  });

  it('after a cold render that streamed, one more render fills the cache for everyone waiting', async () => {
    const answers = await Promise.all(Array.from({ length: 16 }, () => page(RICH, '/')));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const renders = answers.filter((a) => a.pageCache === 'miss').length;
    expect(renders, 'the streamed render and the whole one').toBeLessThanOrEqual(2);
  });
});
