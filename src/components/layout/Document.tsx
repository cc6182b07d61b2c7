import type { ReactNode } from 'react';
import manifest from '../../../assets/build/manifest.json';
import type { SiteStateData } from '../../../client/state';
import type { Lang } from '../../i18n/languages';
import type { Theme } from '../../lib/color';
import { jsonForScript } from '../../lib/json';
import { THEME_STYLE_ID, themeCss } from '../../lib/themeStyle';
import { href, PAGES } from '../../paths';
import { SiteState } from '../SiteState';
import { HEADER_END_ID } from './Frame';

export type Head = {
  /** The institute name (spec 1: the tab title is the institute name). */
  title: string;
  description: string;
  favicon?: string;
  /** The page's language: `<html lang>`. */
  lang: Lang;
  canonical?: string;
  /** A preview address's page (decision 073): `<meta name="robots" content="noindex">`. */
  noindex?: boolean;
  /** The same page in every language and `x-default` (`<link rel="alternate" hreflang>`). */
  alternates?: readonly { hreflang: string; href: string }[];
  /** The institute's brand shades (lib/color.ts); without them, the stylesheet's palette. */
  theme?: Theme;
  state: SiteStateData;
  /** Page title for Open Graph / Twitter cards (the tab title stays the institute name). */
  pageTitle: string;
  /** Absolute URL of the institute's logo, for link previews. */
  image?: string;
  /** JSON-LD description of the institute (schema.org CollegeOrUniversity). */
  jsonLd: Record<string, unknown>;
  /** An inner page's trail as schema.org BreadcrumbList (frame/breadcrumbs.ts). */
  breadcrumbLd?: Record<string, unknown>;
  /** What the page itself is, for search engines (an event page's schema.org Event). */
  pageLd?: Record<string, unknown>;
  /** Origin of the file host: logos and pictures come from there, so the connection opens early. */
  filesOrigin?: string;
  /** The page's own `<link>`s: its feeds (`alternate`) and a paged list's `prev` and `next`. */
  links?: readonly HeadLink[];
};

export type HeadLink = { rel: string; href: string; type?: string; title?: string };

/**
 * The HTML document: head, the page (frame + content), the client state and the module entry.
 * Nothing stands between the HTML and the first paint (docs/decisions/028-paint-first-frame.md)
 * but the header's own bytes: the first frame waits until the chrome above the content is parsed,
 * so none of it moves when the rest arrives (decision 049, no frame of half a header).
 * The stylesheet is inline (its hash is in the CSP), and so is the institute's theme, its two
 * custom properties after it (normalised `#rrggbb`, never the provider's text; its hash is put in
 * the CSP per response, lib/themeStyle.ts), the small module entry is fetched at low
 * priority and asks for the runtime only once the page's largest paint is on screen, so nothing
 * competes with the HTML or the one preloaded picture (the page's largest, marked
 * `fetchPriority="high"`: React preloads every eager `<img>` that is not `low`). No
 * modulepreload: the runtime's chunks would come with the HTML again
 * (docs/decisions/041-runtime-after-the-largest-paint.md).
 */
export function Document({ head, children }: { head: Head; children: ReactNode }) {
  return (
    <html lang={head.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        <link rel="icon" href={head.favicon ?? '/img/favicon.svg'} />
        {head.noindex && <meta name="robots" content="noindex" />}
        {head.canonical && <link rel="canonical" href={head.canonical} />}
        {head.alternates?.map((link) => (
          <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
        ))}
        {head.links?.map((link) => (
          <link key={`${link.rel} ${link.href}`} {...link} />
        ))}
        <link
          rel="search"
          type="application/opensearchdescription+xml"
          title={head.title}
          href={href(PAGES.openSearch, {})}
        />
        {head.theme && <meta name="theme-color" content={head.theme.brand} />}
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={head.title} />
        <meta property="og:title" content={head.pageTitle} />
        <meta property="og:description" content={head.description} />
        {head.canonical && <meta property="og:url" content={head.canonical} />}
        {head.image && <meta property="og:image" content={head.image} />}
        <meta name="twitter:card" content="summary" />
        <meta name="twitter:title" content={head.pageTitle} />
        <meta name="twitter:description" content={head.description} />
        {head.image && <meta name="twitter:image" content={head.image} />}
        {head.filesOrigin && <link rel="preconnect" href={head.filesOrigin} />}
        {/* No frame of half a header: the first is drawn once the chrome above the content is in. */}
        <link rel="expect" href={`#${HEADER_END_ID}`} blocking="render" />
        <style
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own build's stylesheet, allowed by its hash
          dangerouslySetInnerHTML={{ __html: manifest.inlineCss }}
        />
        {head.theme && (
          <style
            id={THEME_STYLE_ID}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: two normalised hex colours, allowed by their hash
            dangerouslySetInnerHTML={{ __html: themeCss(head.theme) }}
          />
        )}
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data escaped by jsonForScript
          dangerouslySetInnerHTML={{ __html: jsonForScript(head.jsonLd) }}
        />
        {head.breadcrumbLd && (
          <script
            type="application/ld+json"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data escaped by jsonForScript
            dangerouslySetInnerHTML={{ __html: jsonForScript(head.breadcrumbLd) }}
          />
        )}
        {head.pageLd && (
          <script
            type="application/ld+json"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data escaped by jsonForScript
            dangerouslySetInnerHTML={{ __html: jsonForScript(head.pageLd) }}
          />
        )}
      </head>
      <body>
        {children}
        <SiteState state={head.state} />
        <script type="module" src={manifest.main} fetchPriority="low" />
      </body>
    </html>
  );
}
