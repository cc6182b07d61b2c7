/**
 * Breadcrumb trails (issue 19): Home › section › … › the page, found in the menus the header
 * builds (so a section is named as its menu names it, in the page's language) and, for a page
 * the menus do not list, under its nearest listed address or the parents its route names.
 * docs/decisions/039-breadcrumbs-and-site-maps.md.
 */
import type { NavItem } from '../../client/lib/nav';
import { messages } from '../i18n/catalogue';
import { currentLang } from '../i18n/current';
import { localizePath, splitLanguage } from '../i18n/languages';
import { truncate } from '../lib/text';
import { href, PAGES } from '../paths';

/** One entry of a trail; the last one is the page itself. */
export type Crumb = { label: string; href: string };

/** What a route says of its place when the menus do not list its address. */
export type TrailHints = {
  /** Its parents, outermost first (the menu entries above the first one lead to them). */
  parents?: readonly Crumb[];
  /** Its own name in the trail (by default its page title). */
  crumb?: string;
};

/** A crumb's longest label: provider titles are cut, as the banner cuts them. */
const CRUMB_MAX = 60;

/**
 * The language-neutral path of a site link without its query, decoded as the app's `getPath`
 * decodes a request's (`c.req.path`): the key the menus are found by.
 */
const pathOf = (link: string) => decoded(splitLanguage(link.split(/[?#]/)[0]).path);

const decoded = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

/** Each linked menu entry's path with the linked entries above it, the first found (outermost). */
function menuIndex(menus: readonly NavItem[]): Map<string, Crumb[]> {
  const index = new Map<string, Crumb[]>();
  const walk = (items: readonly NavItem[], above: Crumb[]) => {
    for (const item of items) {
      // Entries without a page of their own (About Us, Quality) name no step of the trail.
      const chain =
        item.href && !item.external ? [...above, { label: item.label, href: item.href }] : above;
      if (item.href && !item.external) {
        const path = pathOf(item.href);
        if (path !== '/' && !index.has(path)) index.set(path, chain);
      }
      if (item.children) walk(item.children, chain);
    }
  };
  walk(menus, []);
  return index;
}

/**
 * The trail of the page at `path` (language-neutral, as `c.req.path`), titled `title`: Home, then
 * its menu entries when the menus list it; else the route's `parents` (under the menu entries
 * above the first of them) or the entries of its nearest listed ancestor address (a department's
 * tab under the department), then the page. Labels are the menus' own (provider names among
 * them), cut to `CRUMB_MAX`.
 */
export function breadcrumbTrail(
  menus: readonly NavItem[],
  path: string,
  title: string,
  hints: TrailHints = {},
): Crumb[] {
  const index = menuIndex(menus);
  /** The menu steps down to `at`: its own entry's when listed, else its nearest ancestor's. */
  const located = (at: string) => {
    const listed = index.get(at);
    if (listed) return { steps: listed, exact: true };
    for (let up = parentPath(at); up; up = parentPath(up)) {
      const steps = index.get(up);
      if (steps) return { steps, exact: false };
    }
    return null;
  };
  const home: Crumb = { label: messages().a11y.home, href: href(PAGES.home, {}) };
  // The request's path is decoded (a department type's name); its address in a URL is not.
  const address = localizePath(encodeURI(path), currentLang());
  const self = (label: string): Crumb => ({ label, href: address });
  const cut = (crumbs: readonly Crumb[]) =>
    crumbs.map((c) => ({ label: truncate(c.label.trim(), CRUMB_MAX), href: c.href }));

  const own = index.get(path);
  if (own) return cut([home, ...own.slice(0, -1), self(hints.crumb ?? own[own.length - 1].label)]);
  const page = self(hints.crumb ?? title);
  const [first, ...rest] = hints.parents ?? [];
  if (first) {
    const above = located(pathOf(first.href));
    // The route's name for its parent (the list's own title) under the menus' steps to it; a
    // parent named as the listed entry above it (a department, for its activities) stands in
    // its place.
    const replaces = (steps: Crumb[]) => steps[steps.length - 1]?.label === first.label;
    const lead = above
      ? [...(above.exact || replaces(above.steps) ? above.steps.slice(0, -1) : above.steps), first]
      : [first];
    return cut([home, ...lead, ...rest, page]);
  }
  const steps = located(path)?.steps ?? [];
  // A nested view named as the entry above it (a quality tab's inner tab) stands in its place.
  const above = steps[steps.length - 1]?.label === page.label ? steps.slice(0, -1) : steps;
  return cut([home, ...above, page]);
}

/** `/a/b/c` → `/a/b`; `/a` → null (home is every trail's first step already). */
const parentPath = (path: string): string | null => {
  const end = path.replace(/\/$/, '').lastIndexOf('/');
  return end > 0 ? path.slice(0, end) : null;
};

/** schema.org BreadcrumbList of `trail`, each entry's URL absolute on `origin`. */
export function breadcrumbJsonLd(trail: readonly Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: `${origin}${crumb.href}`,
    })),
  };
}
