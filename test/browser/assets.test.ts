/**
 * Static assets as the site serves them (wrangler dev's asset server, which applies
 * assets/_headers as Cloudflare does): the same security headers as pages, long immutable caching
 * for the hashed build, a day for images, and the build manifest not served at all. Plain HTTP, no
 * browser: these run with or without Chromium.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { httpGet } from '../helpers/http';

const HOST = 'sunrise.localhost';
const manifest = JSON.parse(
  readFileSync(new URL('../../assets/build/manifest.json', import.meta.url), 'utf8'),
) as { main: string; css: string; islands: Record<string, string[]> };
const fetchAsset = (path: string) => httpGet(inject('siteOrigin').port, HOST, path);

describe('static assets', () => {
  it('carry the security headers pages carry', async () => {
    for (const path of [
      manifest.main,
      manifest.css,
      manifest.islands.Carousel[0],
      '/img/favicon.svg',
    ]) {
      const r = await fetchAsset(path);
      expect(r.status, path).toBe(200);
      expect(r.headers['x-content-type-options'], path).toBe('nosniff');
      expect(r.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(r.headers['x-frame-options'], path).toBe('SAMEORIGIN');
      expect(r.headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
    }
  });

  it('the hashed build is immutable for a year, images are kept a day', async () => {
    for (const path of [manifest.main, manifest.css]) {
      expect((await fetchAsset(path)).headers['cache-control'], path).toBe(
        'public, max-age=31536000, immutable',
      );
    }
    expect((await fetchAsset('/img/favicon.svg')).headers['cache-control']).toBe(
      'public, max-age=86400',
    );
  });

  it('serves neither the build manifest (not hashed) nor the _headers file', async () => {
    for (const path of ['/build/manifest.json', '/_headers']) {
      const r = await fetchAsset(path);
      expect(r.status, path).toBe(404);
      expect(r.body, path).not.toContain('immutable');
    }
  });
});
