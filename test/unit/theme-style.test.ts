/** The theme's `<style>` element and how a kept page's theme is found again for its CSP hash. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspHash, themeCss, themeCssIn } from '../../src/lib/themeStyle';

const theme = { brand: '#007d7d', brandDark: '#005d5d', accent: '#c32222', accentDark: '#901919' };
const css = themeCss(theme);
const page = (head: string, body = '') =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe('themeCssIn', () => {
  it('finds the theme stylesheet in the head', () => {
    expect(themeCssIn(page(`<style>a{}</style><style id="theme">${css}</style>`))).toBe(css);
  });

  it('finds the form a page kept from before the accent has', () => {
    const before = 'body{--brand:#007d7d;--brand-dark:#005d5d}';
    expect(themeCssIn(page(`<style id="theme">${before}</style>`))).toBe(before);
  });

  it('finds nothing in the body, nothing but two hex colours, and nothing without a head', () => {
    expect(themeCssIn(page('', `<style id="theme">${css}</style>`))).toBeUndefined();
    expect(themeCssIn(page('<style id="theme">body{background:url(x)}</style>'))).toBeUndefined();
    expect(themeCssIn(page(`<style id="theme">${css}}a{color:red}</style>`))).toBeUndefined();
    expect(themeCssIn(`<style id="theme">${css}</style>`)).toBeUndefined();
    expect(
      themeCssIn(page('<style id="theme">body{--brand:#007d7d;--accent:red}</style>')),
    ).toBeUndefined();
    expect(themeCssIn(page('<style id="theme">'))).toBeUndefined();
  });
});

describe('cspHash', () => {
  it('is the base64 SHA-256 of the text, as browsers compute it', async () => {
    const expected = createHash('sha256').update(css).digest('base64');
    expect(await cspHash(css)).toBe(`sha256-${expected}`);
  });
});
