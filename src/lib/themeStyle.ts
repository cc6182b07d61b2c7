/**
 * The institute's theme (lib/color.ts's shades) as the one small `<style>` element of a page's
 * head besides the built stylesheet: the CSP allows it by its hash, computed per response
 * (middleware/securityHeaders.ts), so no `style` attribute and no `'unsafe-inline'` is needed
 * (docs/decisions/054-styles-without-unsafe-inline.md).
 */
import { BoundedMap } from './boundedMap';
import type { Theme } from './color';

/** The `id` of the theme's `<style>` element: how a kept page's theme is found again. */
export const THEME_STYLE_ID = 'theme';

/** The theme's stylesheet: the custom properties every brand surface of the stylesheet uses. */
export const themeCss = (theme: Theme): string =>
  `body{--brand:${theme.brand};--brand-dark:${theme.brandDark};--accent:${theme.accent};--accent-dark:${theme.accentDark}}`;

/**
 * What themeCss writes, and nothing else: only that is ever allowed by a hash found in a page
 * (and its form before the accent, in pages kept from before it).
 */
const THEME_CSS =
  /^body\{--brand:#[0-9a-f]{6};--brand-dark:#[0-9a-f]{6}(;--accent:#[0-9a-f]{6};--accent-dark:#[0-9a-f]{6})?\}$/;

/**
 * The theme stylesheet in a whole page's `<head>` (a page from the page cache, which keeps no
 * headers), as themeCss wrote it; undefined when the page has none.
 */
export function themeCssIn(html: string): string | undefined {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return undefined;
  const open = `<style id="${THEME_STYLE_ID}">`;
  const start = html.lastIndexOf(open, headEnd);
  if (start < 0) return undefined;
  const end = html.indexOf('</style>', start);
  const css = html.slice(start + open.length, end);
  return end > 0 && end < headEnd && THEME_CSS.test(css) ? css : undefined;
}

/** Hashes this isolate has computed, by text: a theme is hashed once, not on every response. */
const hashes = new BoundedMap<string, string>(1000);

/** The CSP hash source of an inline element's text, e.g. `sha256-…` (without quotes). */
export async function cspHash(text: string): Promise<string> {
  const known = hashes.get(text);
  if (known) return known;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const hash = `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
  hashes.set(text, hash);
  return hash;
}
