/**
 * Rate limits of search and of 404s (decision 071), per client and host, with BURST_LIMITER's
 * small limit (vitest.config.ts) in place of SEARCH_LIMITER and NOT_FOUND_LIMITER: under it
 * nothing changes; over it, a 429 with `Retry-After`, never stored, in the institute's frame when
 * that is cached (else the plain page), in the request's language, JSON to the instant search,
 * and never a provider read.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids } from '../../demo/fixtures/index.ts';
import { app } from '../../src/app';
import { messages } from '../../src/i18n/catalogue';
import { withLang } from '../../src/i18n/current';
import type { Lang } from '../../src/i18n/languages';
import { plural } from '../../src/i18n/plural';
import { RICH, SPARSE } from '../helpers/hosts';
import { ageCache, clearCache, demo, get, h1, settleCache, visibleText } from '../helpers/worker';

/** The limit of BURST_LIMITER in vitest.config.ts. */
const LIMIT = 5;
/** The limiters' window: `Retry-After`. */
const PERIOD = 60;

let client = 0;
/** A client address of its own for each burst: the limiter's counts outlive a test. */
const newClient = () => `192.0.2.${++client}-${crypto.randomUUID()}`;

/**
 * GET `path` on `host` from client `ip`, with BURST_LIMITER as the search and 404 limiters and
 * the page cache on (PAGE_CACHE_SECONDS is 0 in the other tests).
 */
async function from(ip: string, host: string, path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const bindings = {
    ...(env as unknown as Record<string, unknown>),
    SEARCH_LIMITER: env.BURST_LIMITER,
    NOT_FOUND_LIMITER: env.BURST_LIMITER,
    PAGE_CACHE_SECONDS: '60',
  };
  const response = await app.fetch(
    new Request(`http://${host}${path}`, { headers: { host, 'cf-connecting-ip': ip, ...headers } }),
    bindings,
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, html };
}

/** Sunrise's preview address (decision 073): the same institute as RICH. */
const PREVIEW = `${ids.sunrise.insId}.preview.localhost`;

/** A /64 of its own for each burst (documentation prefix 2001:db8::/32), as `2001:db8:a:b`. */
const newNetwork = () => {
  const group = () => Math.floor(Math.random() * 0x10000).toString(16);
  return `2001:db8:${group()}:${group()}`;
};

/** The limiter's window (Cloudflare's and Miniflare's minutes are aligned to the clock). */
const minute = () => Math.floor(Date.now() / 60_000);

/** Runs `burst` once more when the limiter's minute turned during it (its counts started again). */
async function inOneWindow<T>(burst: () => Promise<T>): Promise<T> {
  const started = minute();
  const result = await burst();
  return minute() === started ? result : burst();
}

const htmlLang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
const retryText = (lang: Lang) =>
  withLang(lang, () => plural(PERIOD / 60, messages(lang).errors.retryIn));

/** The 429 page in `lang`: status, headers, the message; framed or not. */
function expectLimitedPage(page: Awaited<ReturnType<typeof from>>, lang: Lang, framed: boolean) {
  const t = messages(lang).errors;
  expect(page.status).toBe(429);
  expect(page.headers.get('retry-after')).toBe(String(PERIOD));
  expect(page.headers.get('cache-control')).toBe('no-store');
  expect(page.headers.get('x-page-cache')).toBeNull();
  expect(htmlLang(page.html)).toBe(lang);
  expect(h1(page.html)).toBe(t.tooManyTitle);
  expect(visibleText(page.html)).toContain(t.tooManyText);
  expect(visibleText(page.html)).toContain(retryText(lang));
  expect(page.html.includes('<nav class="menubar"'), 'in the frame').toBe(framed);
  if (framed) expect(visibleText(main(page.html))).toContain(t.tooManyText);
}

beforeEach(async () => {
  await demo.reset();
});

describe('search limit', () => {
  /** A warm cache (the frame and the search index), and the provider's record emptied. */
  async function warm() {
    await get(RICH, '/search?q=library');
    await get(SPARSE, '/search?q=library');
    await settleCache();
    await demo.clearRequests();
  }

  it('under the limit nothing changes; past it, the results page and its JSON answer 429 in the frame, in English and Hindi, with no provider read', async () => {
    await warm();
    const normal = await get(RICH, '/search?q=library');
    const { under, over } = await inOneWindow(async () => {
      const ip = newClient();
      const under = [];
      // The page and the instant search's JSON count together.
      for (let i = 0; i < LIMIT - 1; i++) under.push(await from(ip, RICH, '/search.json?q=lib'));
      under.push(await from(ip, RICH, '/search?q=library'));
      const over = {
        en: await from(ip, RICH, '/search?q=library'),
        hi: await from(ip, RICH, '/hi/search?q=library'),
        json: await from(ip, RICH, '/search.json?q=libr', { accept: 'application/json' }),
      };
      return { under, over };
    });
    expect(under.map((r) => r.status)).toEqual(Array(LIMIT).fill(200));
    expect(JSON.parse(under[0].html)).toMatchObject({ q: 'lib' });
    expect(h1(under[LIMIT - 1].html)).toBe(h1(normal.html));
    expect(visibleText(main(under[LIMIT - 1].html))).toBe(visibleText(main(normal.html)));
    expectLimitedPage(over.en, 'en', true);
    expectLimitedPage(over.hi, 'hi', true);
    expect(visibleText(over.en.html)).toContain('Sunrise College');
    expect(over.json.status).toBe(429);
    expect(over.json.headers.get('retry-after')).toBe(String(PERIOD));
    expect(over.json.headers.get('cache-control')).toBe('no-store');
    expect(over.json.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(over.json.html)).toEqual({
      error: 'too many requests',
      retryAfterSeconds: PERIOD,
    });
    await settleCache();
    expect(await demo.requests()).toEqual([]);
  });

  it('counts each client on each host apart: another client, or the same client on another host, is answered', async () => {
    await warm();
    const { again, other, elsewhere } = await inOneWindow(async () => {
      const ip = newClient();
      for (let i = 0; i < LIMIT; i++) await from(ip, RICH, '/search.json?q=lib');
      return {
        again: await from(ip, RICH, '/search.json?q=lib'),
        other: await from(newClient(), RICH, '/search.json?q=lib'),
        elsewhere: await from(ip, SPARSE, '/search?q=library'),
      };
    });
    expect(again.status).toBe(429);
    expect(other.status).toBe(200);
    expect(elsewhere.status).toBe(200);
  });

  it('with stale copies, the 429 keeps the frame from them and refreshes none of them', async () => {
    await warm();
    const over = await inOneWindow(async () => {
      const ip = newClient();
      for (let i = 0; i < LIMIT; i++) await from(ip, RICH, '/search.json?q=lib');
      await settleCache();
      await ageCache();
      await demo.clearRequests();
      return from(ip, RICH, '/search?q=library');
    });
    expectLimitedPage(over, 'en', true);
    await settleCache();
    // The host lookup every request makes refreshes its own stale copy; the frame's reads do not.
    const read = (await demo.requests()).map((r) => r.path);
    expect(
      read.every((path) => path.endsWith('/sub/domain/by/host')),
      read.join(),
    ).toBe(true);
  });

  it('with nothing cached, the 429 is the plain page in the request’s language, and reads nothing beyond the host lookup', async () => {
    await warm();
    const over = await inOneWindow(async () => {
      const ip = newClient();
      for (let i = 0; i < LIMIT; i++) await from(ip, RICH, '/search.json?q=lib');
      await clearCache();
      await demo.clearRequests();
      return from(ip, RICH, '/mr/search?q=library');
    });
    expectLimitedPage(over, 'mr', false);
    await settleCache();
    const read = (await demo.requests()).map((r) => r.path);
    expect(
      read.every((path) => path.endsWith('/sub/domain/by/host')),
      read.join(),
    ).toBe(true);
  });
});

describe('404 limit', () => {
  it('a scanner’s addresses answer the 404 page up to the limit, then 429 in the frame, with no provider read', async () => {
    await clearCache();
    const normal = await get(RICH, '/wp-login.php');
    expect(normal.status).toBe(404);
    await settleCache();
    await demo.clearRequests();
    const { under, over } = await inOneWindow(async () => {
      const ip = newClient();
      const under = [];
      // Unknown addresses and a wrong route parameter (a 404 before any read of the route's) alike.
      for (let i = 0; i < LIMIT - 1; i++) under.push(await from(ip, RICH, `/.env${i}`));
      under.push(await from(ip, RICH, '/onedepartment/not-an-id'));
      const over = [
        await from(ip, RICH, '/wp-admin/'),
        await from(ip, RICH, '/onedepartment/not-an-id'),
      ];
      return { under, over };
    });
    expect(under.map((r) => r.status)).toEqual(Array(LIMIT).fill(404));
    for (const page of under) expect(main(page.html)).toBe(main(normal.html));
    for (const page of over) expectLimitedPage(page, 'en', true);
    await settleCache();
    expect(await demo.requests()).toEqual([]);
    // The 429 was not kept in place of the 404 page: the next client gets that from the cache.
    const next = await from(newClient(), RICH, '/wp-admin/');
    expect(next.status).toBe(404);
    expect(next.headers.get('x-page-cache')).toBe('hit');
  });

  it('pages that exist are not counted, and another client or host still gets its 404', async () => {
    await get(RICH, '/no-such-page');
    await get(SPARSE, '/no-such-page');
    await settleCache();
    const { pages, over, other, elsewhere } = await inOneWindow(async () => {
      const ip = newClient();
      const pages = [];
      for (let i = 0; i < LIMIT + 1; i++) pages.push(await from(ip, RICH, '/contact/us'));
      for (let i = 0; i < LIMIT; i++) await from(ip, RICH, `/no-such-page-${i}`);
      return {
        pages,
        over: await from(ip, RICH, '/no-such-page'),
        other: await from(newClient(), RICH, '/no-such-page'),
        elsewhere: await from(ip, SPARSE, '/no-such-page'),
      };
    });
    expect(pages.map((r) => r.status)).toEqual(Array(LIMIT + 1).fill(200));
    expect(over.status).toBe(429);
    expect(other.status).toBe(404);
    expect(elsewhere.status).toBe(404);
  });

  it('counts an IPv6 client by its /64: a new address for each 404 shares one allowance', async () => {
    await get(RICH, '/no-such-page');
    await settleCache();
    const { under, over, written, other } = await inOneWindow(async () => {
      const network = newNetwork();
      const under = [];
      for (let i = 1; i <= LIMIT; i++)
        under.push(await from(`${network}:${i.toString(16)}:0:0:1`, RICH, `/.env${i}`));
      return {
        under,
        over: await from(`${network}::ab:cd`, RICH, '/wp-admin/'),
        // The same /64 written in full, in capitals, with its leading zeros.
        written: await from(
          `${network.toUpperCase().replace('2001:DB8', '2001:0DB8')}:0:0:0:9`,
          RICH,
          '/wp-admin/',
        ),
        other: await from(`${newNetwork()}::1`, RICH, '/wp-admin/'),
      };
    });
    expect(under.map((r) => r.status)).toEqual(Array(LIMIT).fill(404));
    expectLimitedPage(over, 'en', true);
    expect(written.status).toBe(429);
    expect(other.status).toBe(404);
  });

  it('counts a client per institute: its preview address brings no new allowance', async () => {
    await get(RICH, '/no-such-page');
    await get(PREVIEW, '/no-such-page');
    await settleCache();
    const { under, preview, elsewhere } = await inOneWindow(async () => {
      const ip = newClient();
      const under = [];
      for (let i = 0; i < LIMIT; i++)
        under.push(await from(ip, i % 2 ? PREVIEW : RICH, `/no-such-page-${i}`));
      return {
        under,
        preview: await from(ip, PREVIEW, '/no-such-page'),
        elsewhere: await from(ip, SPARSE, '/no-such-page'),
      };
    });
    expect(under.map((r) => r.status)).toEqual(Array(LIMIT).fill(404));
    expect(preview.status).toBe(429);
    expect(elsewhere.status).toBe(404);
  });
});

describe('search limit on a preview address', () => {
  it('counts the preview address’s searches with its institute’s host', async () => {
    await get(RICH, '/search?q=library');
    await settleCache();
    const over = await inOneWindow(async () => {
      const ip = newClient();
      for (let i = 0; i < LIMIT; i++) await from(ip, RICH, '/search.json?q=lib');
      return from(ip, PREVIEW, '/search.json?q=lib');
    });
    expect(over.status).toBe(429);
  });
});
