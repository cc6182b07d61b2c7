/**
 * Library (spec 2.7): `/library/{libraryId}` (About) and `/library/{libraryId}/{tabName}` for
 * about, message, rules, eresources and contact-us. `{libraryId}` must be the institute's own
 * (`library[0]` of its record) before the provider is asked about it.
 */
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { CardTitle } from '../components/CardTitle';
import { ContactCards, fromContactCard } from '../components/ContactCards';
import { InnerPage } from '../components/layout/InnerPage';
import { RichText } from '../components/RichText';
import { Empty } from '../components/SectionNotice';
import { SubHeadings } from '../components/SubHeadings';
import type { AppEnv } from '../env';
import { PageNotFound, ProviderUnavailable } from '../errors';
import { messages } from '../i18n/catalogue';
import { safeHref } from '../lib/url';
import { renderPage } from '../pages/render';
import { requireSection } from '../pages/requireSection';
import { params } from '../pages/validate';
import { href, IdParam, PAGES, TABS } from '../paths';
import { api } from '../provider/api';
import type { Provider } from '../provider/cache';
import { type Id, id } from '../provider/params';
import type { LibrarySite } from '../provider/schemas/library';

export const library = new Hono<AppEnv>();

type LibraryTab = (typeof TABS.library.names)[number];

/** The library's site information; a failed read with no cached copy is a 503. */
async function loadLibrary(p: Provider, libraryId: Id): Promise<LibrarySite> {
  const result = await api.library(p, libraryId);
  if (!result.ok) throw new ProviderUnavailable('library', result.error);
  return result.value;
}

/** Whether `libraryId` is this institute's library (named by its record). */
async function isOwnLibrary(c: Context<AppEnv>, libraryId: Id): Promise<boolean> {
  return id((await c.var.institute).library[0]) === libraryId;
}

library.get(
  PAGES.library.pattern,
  requireSection('library'),
  params(
    'library',
    v.object({ libraryId: IdParam, tab: v.optional(TABS.library.schema, 'about') }),
  ),
  async (c) => {
    const { libraryId, tab } = c.req.valid('param');
    if (!(await isOwnLibrary(c, libraryId))) throw new PageNotFound('library');
    const [frame, site] = await Promise.all([c.var.frame, loadLibrary(c.var.provider, libraryId)]);
    const label = TABS.library.label(tab);
    const title = messages().campus.library.title;
    const tabs = TABS.library.entries().map(([name, text]) => ({
      label: text,
      href: href(PAGES.library, { libraryId, tab: name }),
      active: name === tab,
    }));
    return renderPage(
      c,
      frame,
      <InnerPage title={title} tabs={tabs}>
        <LibraryTabContent tab={tab} label={label} site={site} />
      </InnerPage>,
      {
        pageTitle: `${title}: ${label}`,
        // The first tab is the library's own page: its trail ends "Library", not "About".
        breadcrumb: { crumb: tab === 'about' ? title : label },
      },
    );
  },
);

function LibraryTabContent({
  tab,
  label,
  site,
}: {
  tab: LibraryTab;
  label: string;
  site: LibrarySite;
}) {
  const t = messages().campus.library;
  switch (tab) {
    case 'about':
      return (
        <>
          <h2 className="visually-hidden">{label}</h2>
          <SubHeadings sections={site.about} headingLevel={3} empty={t.noAbout} />
        </>
      );
    case 'message':
      return (
        <section aria-labelledby="library-tab">
          <h2 id="library-tab">{label}</h2>
          <RichText text={site.library_message} empty={messages().campus.shared.noMessage} />
        </section>
      );
    case 'rules':
      return (
        <section aria-labelledby="library-tab">
          <h2 id="library-tab">{label}</h2>
          <RichText text={site.library_rule} empty={t.noRules} />
        </section>
      );
    case 'eresources':
      return (
        <section aria-labelledby="library-tab">
          <h2 id="library-tab">{label}</h2>
          <EResources items={site.eresources} />
        </section>
      );
    case 'contact-us':
      return (
        <>
          <h2 className="visually-hidden">{label}</h2>
          <ContactCards contacts={site.library_contact.map(fromContactCard)} />
        </>
      );
  }
}

/** Title, an optional http(s) link and a description per resource; a resource with none of them is left out. */
function EResources({ items }: { items: LibrarySite['eresources'] }) {
  const t = messages().campus.library;
  const shown = items.flatMap((r) => {
    const href = safeHref(r.link);
    return r.title.trim() || href || r.description.trim() ? [{ r, href }] : [];
  });
  if (shown.length === 0) return <Empty>{t.noEResources}</Empty>;
  return (
    <ul className="cards">
      {shown.map(({ r, href }, i) => {
        return (
          <li key={r._id || i} className="card">
            <CardTitle alone={!href && !r.description.trim()}>{r.title || t.eResource}</CardTitle>
            {href && (
              <p>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {r.link.trim()}
                </a>
              </p>
            )}
            <RichText text={r.description} empty="" />
          </li>
        );
      })}
    </ul>
  );
}
