/**
 * The HTML site map (issue 19, GIGW): every page of the institute's menus — the very menus the
 * header and the drawer build, so a switched-off section is absent here too — as nested lists,
 * each menu under its heading, in the page's language. The XML sitemap for crawlers is seo.ts.
 */
import { Hono } from 'hono';
import { useFileUrl } from '../components/FileLink';
import { navOf } from '../components/layout/Frame';
import { InnerPage } from '../components/layout/InnerPage';
import type { AppEnv } from '../env';
import type { Frame } from '../frame/load';
import type { NavItem } from '../frame/menus';
import { messages } from '../i18n/catalogue';
import { renderPage } from '../pages/render';
import { href, PAGES } from '../paths';

export const siteMap = new Hono<AppEnv>();

siteMap.get(PAGES.siteMap.pattern, async (c) => {
  const frame = await c.var.frame;
  const title = messages().a11y.siteMap;
  return renderPage(
    c,
    frame,
    <InnerPage title={title}>
      <SiteMapTree frame={frame} loginUrl={c.var.config.loginUrl} />
    </InnerPage>,
    { pageTitle: title },
  );
});

/** Each menu with entries under its own heading, then the single pages under one heading. */
function SiteMapTree({ frame, loginUrl }: { frame: Frame; loginUrl: string }) {
  const items = navOf(frame, { loginUrl }, useFileUrl()).drawer;
  const menus = items.filter((item) => item.children?.length);
  const single = [
    ...items.filter((item) => !item.children?.length),
    // The menu bar's search link (the drawer has the form instead).
    { label: messages().a11y.search, href: href(PAGES.search, {}) },
  ];
  return (
    <div className="site-map">
      {menus.map((menu, i) => (
        <section key={i} aria-labelledby={`site-map-${i}`}>
          <h2 id={`site-map-${i}`}>
            <Entry item={menu} />
          </h2>
          <Entries items={menu.children ?? []} />
        </section>
      ))}
      {single.length > 0 && (
        <section aria-labelledby="site-map-more">
          <h2 id="site-map-more">{messages().a11y.morePages}</h2>
          <Entries items={single} />
        </section>
      )}
    </div>
  );
}

function Entries({ items }: { items: readonly NavItem[] }) {
  return (
    <ul>
      {items.map((item, i) => (
        <li key={i}>
          <Entry item={item} />
          {item.children?.length ? <Entries items={item.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** A menu entry as a plain link: its page, or its file (the viewer is the menus' extra). */
function Entry({ item }: { item: NavItem }) {
  const link = item.href ?? item.fileHref;
  if (link)
    return (
      <a href={link} lang={item.lang}>
        {item.label}
      </a>
    );
  return item.lang ? <span lang={item.lang}>{item.label}</span> : item.label;
}
