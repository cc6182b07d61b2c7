/**
 * What a browser asks for after a page of ours, for `npm run scale`'s topology: the pictures its
 * `<img srcset sizes>` make it fetch on a given screen, and the links a visitor may follow.
 * Pure; tested in test/unit/browser-model.test.ts.
 */

/** A screen: its width in CSS pixels and its device pixel ratio. */
export type Screen = { width: number; dpr: number };
export const PHONE: Screen = { width: 375, dpr: 2 };
export const DESKTOP: Screen = { width: 1280, dpr: 1 };

/** Pictures a browser fetches at once without scrolling far: eager ones and this many lazy ones. */
export const LAZY_IN_VIEW = 4;

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&');

/** The slot width `sizes` gives on `screen`, in CSS pixels (no `sizes`: the whole viewport). */
export function slotWidth(sizes: string | undefined, screen: Screen): number {
  for (const entry of (sizes ?? '100vw').split(',').map((s) => s.trim())) {
    const match = /^(?:\((min|max)-width:\s*(\d+)px\)\s*)?(\d+(?:\.\d+)?)(px|vw)$/.exec(entry);
    if (!match) continue;
    const [, kind, bound, length, unit] = match;
    if (kind === 'min' && screen.width < Number(bound)) continue;
    if (kind === 'max' && screen.width > Number(bound)) continue;
    return unit === 'vw' ? (Number(length) * screen.width) / 100 : Number(length);
  }
  return screen.width;
}

/**
 * The candidate of `srcset` a browser picks for a slot of `slot` CSS pixels on `screen`: the
 * narrowest at least `slot * dpr` device pixels wide, else the widest (as Chromium picks).
 */
export function pickCandidate(srcset: string, slot: number, screen: Screen): string | undefined {
  const candidates = srcset
    .split(',')
    .map((c) => c.trim().split(/\s+/))
    .map(([url, w]) => ({ url, width: Number.parseInt(w ?? '', 10) }))
    .filter((c) => c.url && Number.isFinite(c.width))
    .sort((a, b) => a.width - b.width);
  const needed = slot * screen.dpr;
  return (candidates.find((c) => c.width >= needed) ?? candidates.at(-1))?.url;
}

/**
 * The same-origin picture addresses `html` makes a browser on `screen` fetch at once: each `<img>`
 * through the image route (`/img/`), by `srcset` and `sizes` or its `src`; the eager ones and the
 * first LAZY_IN_VIEW lazy ones (the rest wait for scrolling).
 */
export function picturesToFetch(html: string, screen: Screen): string[] {
  const urls: string[] = [];
  let lazy = 0;
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    const srcset = attr(tag, 'srcset');
    const url = srcset
      ? pickCandidate(srcset, slotWidth(attr(tag, 'sizes'), screen), screen)
      : attr(tag, 'src');
    if (!url?.startsWith('/img/')) continue;
    if (attr(tag, 'loading') === 'lazy' && ++lazy > LAZY_IN_VIEW) continue;
    urls.push(url);
  }
  return [...new Set(urls)];
}

/** Pages of the same site that `html` links: paths a visitor may follow (no files, no pictures). */
export function pageLinks(html: string): string[] {
  const links = new Set<string>();
  for (const [, raw] of html.matchAll(/<a\b[^>]*\shref="([^"]*)"/gi)) {
    const href = raw.replace(/&amp;/g, '&').split('#')[0];
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    if (/^\/(?:img|build|assets|fonts|__)\b|^\/search\.json/.test(href)) continue;
    if (/\.[a-z0-9]{2,5}(?:\?|$)/i.test(href.split('?')[0])) continue;
    links.add(href);
  }
  return [...links];
}
