/**
 * What browsers and shared caches may keep (Cache-Control on every response type) and the
 * security headers on responses the routes never see (405). The policy is in docs/caching.md
 * "Browser and shared caches" and docs/decisions/008-hosts-cache-control.md.
 */
import { env } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids } from '../../demo/fixtures/index.ts';
import { RICH } from '../helpers/hosts';
import { clearCache, demo, expectConsoleError, get } from '../helpers/worker';

const worker = () => (exports as unknown as { default: Fetcher }).default;

beforeEach(async () => {
  await demo.reset();
});

describe('Cache-Control', () => {
  it('pages answering 200 may be stored but are revalidated on every use (content changes on purge)', async () => {
    for (const path of [
      '/',
      '/notice',
      `/one/notice/${ids.sunrise.noticeIds[0]}/detail`,
      '/admission',
    ]) {
      const page = await get(RICH, path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('the page that varies by user agent is for the browser only', async () => {
    const page = await get(RICH, '/admission/process', {
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('vary')).toMatch(/user-agent/i);
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('a redirect is revalidated too', async () => {
    const page = await get(RICH, '/admission?tab=new-admission');
    expect(page.status).toBe(302);
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('404s, in the frame and for an unknown host, are kept a minute', async () => {
    const missing = await get(RICH, '/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('public, max-age=60');
    const unknown = await get('nobody.example', '/');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('No institute is configured for this address');
    expect(unknown.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('a 503 is never stored', async () => {
    expectConsoleError(/"event":"provider-unavailable"/);
    await clearCache();
    await demo.faults({ faults: [{ pattern: 'sub/domain/by/host', mode: 'hang' }] });
    const page = await get(RICH, '/');
    expect(page.status).toBe(503);
    expect(page.headers.get('cache-control')).toBe('no-store');
  });

  it('refusals (405, 401) are never stored, and carry the security headers', async () => {
    const refused = await worker().fetch(`http://${RICH}/`, {
      method: 'POST',
      headers: { host: RICH },
    });
    expect(refused.status).toBe(405);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    expect(refused.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const unauthorised = await worker().fetch(`http://${RICH}/__purge`, {
      method: 'POST',
      headers: { host: RICH, authorization: 'Bearer wrong' },
      body: '{"all":true}',
    });
    expect(unauthorised.status).toBe(401);
    expect(unauthorised.headers.get('cache-control')).toBe('no-store');
    expect(env.PURGE_TOKEN).toBeTruthy();
  });

  it('robots.txt and sitemap.xml keep their hour', async () => {
    expect((await get(RICH, '/robots.txt')).headers.get('cache-control')).toBe(
      'public, max-age=3600',
    );
    expect((await get(RICH, '/sitemap.xml')).headers.get('cache-control')).toBe(
      'public, max-age=3600',
    );
  });
});
