/**
 * Preview addresses (decision 073): `<institute id>.<PREVIEW_ZONE>` (`preview.localhost` here, as
 * on `npm start`) serves that institute's site before its domain moves, noindex, with no address
 * of its own for search engines; a label that is not an id reads nothing, an unknown id reads the
 * web profile once and nothing more, and previews never share whole pages with the real host.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import { app } from '../../src/app';
import { clearCache, demo, get, settleCache } from '../helpers/worker';

const REAL = ids.sunrise.host;
const PREVIEW = `${ids.sunrise.insId}.preview.localhost`;
const UNKNOWN_ID = '0123456789abcdef01234567';

const apiRequests = async () => (await demo.requests()).filter((r) => r.path.startsWith('/api/'));

beforeEach(async () => {
  await clearCache();
  await demo.clearRequests();
});

describe('a preview address', () => {
  it("serves the institute's site, noindex, with no canonical address and no host lookup", async () => {
    const { status, html, headers } = await get(PREVIEW.toUpperCase());
    expect(status).toBe(200);
    expect(html).toContain(sunrise.dash.insName);
    expect(headers.get('x-robots-tag')).toBe('noindex');
    const has = (text: string) => html.includes(text);
    expect(has('<meta name="robots" content="noindex"/>')).toBe(true);
    expect(has('rel="canonical"')).toBe(false);
    expect(has('og:url')).toBe(false);
    expect(has('hrefLang="x-default"')).toBe(false);
    const paths = (await apiRequests()).map((r) => r.path);
    expect(paths.filter((p) => p.includes('/sub/domain/'))).toEqual([]);
    expect(paths).toContain(`/api/v1/landing/${ids.sunrise.insId}/one/web/profile`);
  });

  it('says noindex on inner pages, error pages and search data too', async () => {
    for (const path of ['/contact', '/no-such-page', '/search.json']) {
      const { headers } = await get(PREVIEW, path);
      expect(headers.get('x-robots-tag'), path).toBe('noindex');
    }
  });

  it('has a robots.txt that disallows everything and no sitemap', async () => {
    const robots = await get(PREVIEW, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.html).toBe('User-agent: *\nDisallow: /\n');
    expect(robots.headers.get('x-robots-tag')).toBe('noindex');
    expect((await get(PREVIEW, '/sitemap.xml')).status).toBe(404);
    expect((await get(PREVIEW, '/sitemap-1.xml')).status).toBe(404);
  });

  it("leaves the real host's pages as they were: canonical, sitemap, no noindex", async () => {
    const { status, html, headers } = await get(REAL);
    expect(status).toBe(200);
    expect(headers.get('x-robots-tag')).toBe(null);
    expect(html).not.toContain('name="robots"');
    expect(html).toContain(`<link rel="canonical" href="http://${REAL}/"/>`);
    expect((await get(REAL, '/robots.txt')).html).toContain(`Sitemap: http://${REAL}/sitemap.xml`);
  });

  it("shares the institute's provider reads with its real host", async () => {
    await get(REAL);
    await settleCache();
    await demo.clearRequests();
    expect((await get(PREVIEW)).status).toBe(200);
    expect(await apiRequests()).toEqual([]);
  });
});

describe('a preview address that names no institute', () => {
  it('is the no-institute page without any provider read when the label is not an id', async () => {
    for (const host of [
      'preview.localhost',
      'sunrise.preview.localhost',
      `${ids.sunrise.insId}0.preview.localhost`,
      `x.${ids.sunrise.insId}.preview.localhost`,
    ]) {
      const { status, html, headers } = await get(host);
      expect(status, host).toBe(404);
      expect(html, host).toContain('No institute here');
      expect(headers.get('x-robots-tag'), host).toBe('noindex');
    }
    expect(await apiRequests()).toEqual([]);
  });

  it('reads only the web profile for an unknown id, and caches nothing of it', async () => {
    const { status, html } = await get(`${UNKNOWN_ID}.preview.localhost`, '/contact');
    expect(status).toBe(404);
    expect(html).toContain('No institute here');
    expect((await apiRequests()).map((r) => r.path)).toEqual([
      `/api/v1/landing/${UNKNOWN_ID}/one/web/profile`,
    ]);
    await settleCache();
    const { keys } = await (env.CACHE as KVNamespace).list({ prefix: `ins:${UNKNOWN_ID}` });
    expect(keys).toEqual([]);
  });
});

describe('previews off', () => {
  it('sends a host under the zone to the host lookup when PREVIEW_ZONE is empty', async () => {
    const ctx = createExecutionContext();
    const response = await app.fetch(
      new Request(`http://${PREVIEW}/`, { headers: { host: PREVIEW } }),
      { ...env, PREVIEW_ZONE: '' },
      ctx,
    );
    await response.text();
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-robots-tag')).toBe(null);
    expect((await apiRequests()).map((r) => r.path)).toEqual(['/api/v1/admin/sub/domain/by/host']);
  });
});

describe('the page cache', () => {
  /** A request with whole pages kept for a minute. */
  async function cached(host: string) {
    const ctx = createExecutionContext();
    const response = await app.fetch(
      new Request(`http://${host}/`, { headers: { host } }),
      { ...env, PAGE_CACHE_SECONDS: '60' },
      ctx,
    );
    const html = await response.text();
    await waitOnExecutionContext(ctx);
    return { html, hit: response.headers.get('x-page-cache') };
  }

  it("keeps the preview's pages apart from the real host's", async () => {
    for (const host of [REAL, PREVIEW, REAL, PREVIEW]) {
      await cached(host);
      await settleCache();
    }
    const real = await cached(REAL);
    const preview = await cached(PREVIEW);
    expect(real.hit).not.toBe(null);
    expect(preview.hit).not.toBe(null);
    expect(real.html).toContain('rel="canonical"');
    expect(real.html).not.toContain('name="robots"');
    expect(preview.html).not.toContain('rel="canonical"');
    expect(preview.html).toContain('<meta name="robots" content="noindex"/>');
    expect(preview.html).not.toContain(`http://${REAL}/`);
  });
});
