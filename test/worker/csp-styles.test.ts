/**
 * Styles under a CSP without `'unsafe-inline'` (issue 29): no page's markup has a `style`
 * attribute, and every inline `<style>` element (the built stylesheet, the institute's theme) is
 * allowed by its hash, on a fresh render and on a page from the page cache alike.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { app } from '../../src/app';
import { pageTypes } from '../bench/pages.ts';
import { RICH } from '../helpers/hosts';
import { clearCache, demo, get } from '../helpers/worker';

/** Pages every institute has, a 404 in its frame and a search included. */
const COMMON = ['/', '/notice', '/contact/us', '/hi/', '/search?q=college', '/no-such-page'];
const HOSTS = ['gyandeep.localhost', 'hillview.localhost'];

/** The CSP's sources of `directive`, or undefined when it has none. */
const sources = (csp: string, directive: string) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1);

async function cspHash(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

/** Tags of the markup that carry a `style` attribute. */
const styleAttributes = (html: string) =>
  [...html.matchAll(/<[a-z][a-z0-9-]*\b[^<>]*?\sstyle=["'][^<>]*>/gi)].map((m) => m[0]);

async function expectStylesAllowed(where: string, html: string, csp: string | null) {
  expect(csp, where).toBeTruthy();
  const styleSrc = sources(csp ?? '', 'style-src');
  expect(styleSrc, where).toBeDefined();
  expect(styleSrc, where).not.toContain("'unsafe-inline'");
  expect(styleAttributes(html), where).toEqual([]);
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  expect(inline.length, where).toBeGreaterThan(0);
  for (const text of inline) {
    const hash = await cspHash(text);
    expect(sources(csp ?? '', 'style-src-elem'), `${where}: ${text.slice(0, 60)}`).toContain(hash);
    // Browsers without style-src-elem read style-src for elements too.
    expect(styleSrc, `${where}: ${text.slice(0, 60)}`).toContain(hash);
  }
}

beforeEach(async () => {
  await demo.reset();
  await clearCache();
});

describe('styles under the CSP', () => {
  it('every page type of the rich institute: no style attribute, every <style> hashed', {
    timeout: 120_000,
  }, async () => {
    const paths = [...pageTypes({ all: true }).map((p) => p.path), ...COMMON];
    for (const path of paths) {
      const page = await get(RICH, path);
      await expectStylesAllowed(
        `${RICH}${path}`,
        page.html,
        page.headers.get('content-security-policy'),
      );
    }
  });

  it.each(HOSTS)('%s: its theme is an inline <style> allowed by its hash', async (host) => {
    for (const path of COMMON) {
      const page = await get(host, path);
      await expectStylesAllowed(
        `${host}${path}`,
        page.html,
        page.headers.get('content-security-policy'),
      );
      expect(page.html, `${host}${path}`).toMatch(/<style[^>]*>[^<]*--brand:#[0-9a-f]{6}/);
    }
  });

  it('a page from the page cache (and its kept 404) carries the hash of the theme it was rendered with', async () => {
    const bindings = { ...(env as unknown as Record<string, unknown>), PAGE_CACHE_SECONDS: '60' };
    for (const path of ['/', '/no-such-page']) {
      let hit: { html: string; csp: string | null } | undefined;
      for (let i = 0; i < 3 && !hit; i++) {
        const ctx = createExecutionContext();
        const response = await app.fetch(
          new Request(`http://${RICH}${path}`, { headers: { host: RICH } }),
          bindings,
          ctx,
        );
        const html = await response.text();
        await waitOnExecutionContext(ctx);
        if (response.headers.get('x-page-cache') === 'hit')
          hit = { html, csp: response.headers.get('content-security-policy') };
      }
      expect(hit, path).toBeDefined();
      await expectStylesAllowed(`cached ${path}`, hit?.html ?? '', hit?.csp ?? null);
      expect(hit?.html, path).toContain('--brand:#007d7d');
    }
  });
});
