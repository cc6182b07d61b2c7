/**
 * The whole-page cache: a repeated page comes without any provider read and with a CSP that still
 * allows exactly its inline scripts; one institute's page is never another's; a purge, a failed
 * or stale read, an error status or a different query means a fresh render.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { sunrise } from '../../demo/fixtures/index.ts';
import { app } from '../../src/app';
import { pageKey } from '../../src/middleware/pageCache';
import { ageCache, clearCache, demo, settleCache, visibleText } from '../helpers/worker';

const RICH = 'sunrise.localhost';
const OTHER = 'hillview.localhost';
const bindings = { ...env, PAGE_CACHE_SECONDS: '60' };

/** A request with the page cache on (the other worker tests run with it off). */
async function page(host: string, path = '/', extra: Record<string, unknown> = {}) {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`http://${host}${path}`, { headers: { host } }), { ...bindings, ...extra }, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx); // the page is stored in waitUntil, after the last byte
  return { status: response.status, html, headers: response.headers, pageCache: response.headers.get('x-page-cache') };
}

/** Renders, lets the cache writes land, and forgets what the provider was asked so far. */
async function warm(host: string, path = '/') {
  const first = await page(host, path);
  await settleCache();
  await demo.clearRequests();
  return first;
}

async function sha256(text: string) {
  return btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))));
}

/** Inline scripts the browser would run: not external, not JSON data blocks (state, JSON-LD). */
const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);

beforeEach(async () => {
  await demo.reset();
  await clearCache();
  // A new site-wide generation, so no page remembered by an earlier test matches.
  await env.CACHE.put('gen:all', crypto.randomUUID());
});

describe('page cache', () => {
  it('serves a repeated home page without provider reads, with a CSP that allows exactly its inline scripts', async () => {
    const first = await warm(RICH);
    expect(first.status).toBe(200);
    expect(first.pageCache).toBe('miss');
    expect(first.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+'/);

    const second = await page(RICH);
    expect(second.status).toBe(200);
    expect(second.pageCache).toBe('hit');
    expect(await demo.requests(), 'no provider read for a cached page').toEqual([]);
    expect(second.html).toBe(first.html.replaceAll(/ nonce="[^"]*"/g, ''));
    expect(visibleText(second.html)).toContain('Sunrise');

    const csp = second.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain('nonce-');
    const allowed = [...csp.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]);
    const scripts = inlineScripts(second.html);
    expect(scripts.length, 'the home page streams a Suspense boundary, so it has inline scripts').toBeGreaterThan(0);
    for (const script of scripts) expect(allowed).toContain(await sha256(script));
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps the page in the Cache API under a key on the institute\'s own host', async () => {
    await warm(RICH, '/notice');
    const keys = await (caches as unknown as { default: Cache }).default.match(pageKey(RICH, `${await env.CACHE.get('gen:all')}.h0.i0`, new URL(`http://${RICH}/notice`)));
    expect(keys?.status).toBe(200);
    expect(await keys?.text()).toContain('Sunrise College');
  });

  it('never serves one institute\'s page for another host', async () => {
    await warm(RICH);
    const other = await page(OTHER);
    expect(other.pageCache).toBe('miss');
    expect(visibleText(other.html)).toContain('Hillview');
    expect(visibleText(other.html)).not.toContain('Sunrise');
    expect((await page(RICH)).pageCache).toBe('hit');
  });

  it('renders again after a purge of the host', async () => {
    await warm(RICH);
    const ctx = createExecutionContext();
    const purged = await app.fetch(
      new Request(`http://${RICH}/__purge`, { method: 'POST', headers: { host: RICH, authorization: 'Bearer test-purge-token', 'content-type': 'application/json' }, body: JSON.stringify({ host: RICH }) }),
      bindings,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(purged.status).toBe(200);
    await demo.clearRequests();
    const after = await page(RICH);
    expect(after.pageCache).toBe('miss');
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

  it('does not keep a page built from stale copies', async () => {
    await page(RICH, '/', { PAGE_CACHE_SECONDS: '0' }); // the reads in KV, no page stored
    await settleCache();
    await ageCache(); // every read now stale
    const stale = await page(RICH);
    expect(stale.status).toBe(200);
    expect(stale.pageCache).toBe('miss');
    await settleCache(); // the background refreshes land
    expect((await page(RICH)).pageCache, 'a page rendered from stale copies is rendered again').toBe('miss');
    expect((await page(RICH)).pageCache, 'then kept, once rendered from fresh reads').toBe('hit');
  });

  it('does not keep error pages, and tells queries apart', async () => {
    const missing = `/one/notice/${'f'.repeat(24)}/detail`;
    expect((await page(RICH, missing)).status).toBe(404);
    await settleCache();
    expect((await page(RICH, missing)).pageCache).toBeNull();

    await warm(RICH, '/notice');
    expect((await page(RICH, '/notice?page=2')).pageCache).toBe('miss');
    expect((await page(RICH, '/notice')).pageCache).toBe('hit');
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
