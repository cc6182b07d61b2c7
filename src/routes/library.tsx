/**
 * Library (spec 2.7): `/library/{libraryId}` (About) and `/library/{libraryId}/{tabName}` for
 * about, message, rules, eresources and contact-us. `{libraryId}` must be the institute's own
 * (`library[0]` of its record) before the provider is asked about it.
 */
import { Hono, type Context } from 'hono';
import { ContactCards, fromContactCard } from '../components/ContactCards';
import { InnerPage } from '../components/frame/InnerPage';
import { RichText } from '../components/RichText';
import { Empty } from '../components/SectionNotice';
import { CardTitle } from '../components/CardTitle';
import { SubHeadings } from '../components/SubHeadings';
import type { AppEnv } from '../env';
import { safeHref } from '../lib/url';
import { PageNotFound, ProviderUnavailable } from '../middleware/errors';
import { api } from '../provider/api';
import type { Provider } from '../provider/cache';
import { id, oneOf, type Id } from '../provider/params';
import type { LibrarySite } from '../provider/schemas/library';
import { renderPage } from './page';

export const library = new Hono<AppEnv>();

export const LIBRARY_TABS = [
  ['about', 'About'],
  ['message', 'Librarian Message'],
  ['rules', 'Rules and Regulations'],
  ['eresources', 'E-Resources'],
  ['contact-us', 'Contact Us'],
] as const;
const TAB_NAMES = LIBRARY_TABS.map(([name]) => name);
type LibraryTab = (typeof TAB_NAMES)[number];

/** The library's site information; a failed read with no cached copy is a 503. */
export async function loadLibrary(p: Provider, libraryId: Id): Promise<LibrarySite> {
  const result = await api.library(p, libraryId);
  if (!result.ok) throw new ProviderUnavailable('library', result.error);
  return result.value;
}

/** Whether `libraryId` is this institute's library: its record is the frame's own read (memoised per request). */
async function isOwnLibrary(c: Context<AppEnv>, libraryId: Id): Promise<boolean> {
  const r = await api.institute(c.var.provider, c.var.site.insId);
  const institute = r.ok && r.value ? r.value : (await c.var.frame).institute; // the frame raises the right error
  return id(institute.library[0]) === libraryId;
}

async function libraryPage(c: Context<AppEnv>, rawTab: string) {
  const libraryId = id(c.req.param('libraryId'));
  const tab = oneOf(TAB_NAMES, rawTab);
  if (!libraryId || !tab) throw new PageNotFound('library');
  if (!(await isOwnLibrary(c, libraryId))) throw new PageNotFound('library');
  const [frame, site] = await Promise.all([c.var.frame, loadLibrary(c.var.provider, libraryId)]);
  const label = LIBRARY_TABS.find(([name]) => name === tab)![1];
  const base = `/library/${libraryId}`;
  return renderPage(
    c,
    frame,
    <InnerPage title="Library" tabs={LIBRARY_TABS.map(([name, text]) => ({ label: text, href: `${base}/${name}`, active: name === tab }))}>
      <LibraryTabContent tab={tab} label={label} site={site} />
    </InnerPage>,
    { pageTitle: `Library: ${label}` },
  );
}

library.get('/library/:libraryId', (c) => libraryPage(c, 'about'));
library.get('/library/:libraryId/:tabName', (c) => libraryPage(c, c.req.param('tabName')));

function LibraryTabContent({ tab, label, site }: { tab: LibraryTab; label: string; site: LibrarySite }) {
  switch (tab) {
    case 'about':
      return (
        <>
          <h2 className="visually-hidden">{label}</h2>
          <SubHeadings sections={site.about} headingLevel={3} empty="Nothing about the library yet." />
        </>
      );
    case 'message':
      return (
        <section aria-labelledby="library-tab">
          <h2 id="library-tab">{label}</h2>
          <RichText text={site.library_message} empty="No message yet." />
        </section>
      );
    case 'rules':
      return (
        <section aria-labelledby="library-tab">
          <h2 id="library-tab">{label}</h2>
          <RichText text={site.library_rule} empty="No rules published yet." />
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
  const shown = items.flatMap((r) => {
    const href = safeHref(r.link);
    return r.title.trim() || href || r.description.trim() ? [{ r, href }] : [];
  });
  if (shown.length === 0) return <Empty>No e-resources yet.</Empty>;
  return (
    <ul className="cards">
      {shown.map(({ r, href }, i) => {
        return (
          <li key={r._id || i} className="card">
            <CardTitle alone={!href && !r.description.trim()}>{r.title || 'E-resource'}</CardTitle>
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
