/**
 * Each institute's theme (decision 032): its `color_theme` reaches every page as normalised
 * brand shades in the head's theme `<style>` (allowed by its hash: csp-styles.test.ts), corrected for
 * contrast; a value that is not a colour leaves today's palette, and nothing of the provider's
 * text reaches the stylesheet.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gyandeep, hillview, sunrise } from '../../demo/fixtures/index.ts';
import { app } from '../../src/app';
import { themeOf } from '../../src/lib/color';
import { clearCache, demo, get, themeStyle } from '../helpers/worker';

/** The declarations of the page's theme stylesheet (`body{...}`), if any. */
const themeColor = (html: string) => /<meta name="theme-color" content="([^"]*)"/.exec(html)?.[1];

beforeEach(async () => {
  await demo.reset();
});

describe('the institute’s theme', () => {
  const cases = [
    {
      host: 'sunrise.localhost',
      institute: sunrise,
      brand: '#007d7d',
      dark: '#005d5d',
      accent: '#c32222',
      accentDark: '#901919',
    },
    {
      host: 'gyandeep.localhost',
      institute: gyandeep,
      brand: '#7a1f5c',
      dark: '#5a1744',
      accent: '#18883d',
      accentDark: '#12652d',
    },
    // rgb(255, 213, 79), a light yellow: darkened until white text on it passes AA
    {
      host: 'hillview.localhost',
      institute: hillview,
      brand: '#8c6b00',
      dark: '#684f00',
      accent: '#2248c3',
      accentDark: '#193590',
    },
  ];

  it.each(cases)('$host: every page carries the derived brand shades', async (c) => {
    const derived = themeOf(c.institute.landing.home_background_object.color_theme);
    expect(derived).toEqual({
      brand: c.brand,
      brandDark: c.dark,
      accent: c.accent,
      accentDark: c.accentDark,
    });
    for (const path of ['/', '/notice']) {
      const { status, html } = await get(c.host, path);
      expect(status, path).toBe(200);
      expect(themeStyle(html), path).toBe(
        `--brand:${c.brand};--brand-dark:${c.dark};--accent:${c.accent};--accent-dark:${c.accentDark}`,
      );
      expect(themeColor(html), path).toBe(c.brand);
    }
  });

  it('the 404 page of an institute is themed too', async () => {
    const { status, html } = await get('gyandeep.localhost', '/no-such-page');
    expect(status).toBe(404);
    expect(themeStyle(html)).toBe(
      '--brand:#7a1f5c;--brand-dark:#5a1744;--accent:#18883d;--accent-dark:#12652d',
    );
  });
});

describe('a provider colour that is not a colour', () => {
  /** Serves hillview's profile with `color_theme` replaced, through the real demo provider. */
  function colourIs(value: string) {
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await realFetch(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes(`/v1/landing/${hillview.insId}/one/web/profile`)) return response;
      const text = (await response.text()).replaceAll(
        JSON.stringify(hillview.landing.home_background_object.color_theme),
        JSON.stringify(value),
      );
      return new Response(text, { status: response.status, headers: response.headers });
    });
  }

  async function page(path = '/') {
    const ctx = createExecutionContext();
    const response = await app.fetch(
      new Request(`http://hillview.localhost${path}`, { headers: { host: 'hillview.localhost' } }),
      env,
      ctx,
    );
    const html = await response.text();
    await waitOnExecutionContext(ctx);
    return { status: response.status, html };
  }

  beforeEach(clearCache);
  afterEach(async () => {
    vi.restoreAllMocks();
    await clearCache();
  });

  it.each([
    'red;}body{background:url(https://evil.example/x)}',
    'javascript:alert(1)',
    'url(https://evil.example/x.png)',
    '"><script>alert(1)</script>',
    'rgba(0, 0, 0, 0.5)',
    'garbage',
  ])('%s: ignored, today’s palette, nothing echoed', async (value) => {
    colourIs(value);
    const { status, html } = await page();
    expect(status).toBe(200);
    expect(themeStyle(html)).toBeUndefined();
    expect(themeColor(html)).toBeUndefined();
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<script>alert');
  });

  it('a valid colour written oddly reaches the page only as normalised hex', async () => {
    colourIs('  RGB( 0 , 0 , 128 )  ');
    const { html } = await page();
    const navy = themeOf('navy');
    expect(themeStyle(html)).toBe(
      `--brand:#000080;--brand-dark:${navy?.brandDark};--accent:${navy?.accent};--accent-dark:${navy?.accentDark}`,
    );
    expect(html).not.toMatch(/RGB\(/i);
  });
});
