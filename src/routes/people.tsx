/**
 * People pages of the About Us menu (spec 2.9): Administration and Accrediation (tabs from the
 * landing control, no reads of their own) and the institute's Governing Body (category tabs and
 * a member table). `{lcid}` is accepted when it is this institute's landing-control id or its
 * institute id (the spec's menus link with the institute id, its routes name the lcid); the
 * provider is always asked with the frame's lcid, never with a URL value, and about a governing
 * category only once the institute's category list names it.
 */
import { Hono, type Context } from 'hono';
import { InnerPage, type Tab } from '../components/frame/InnerPage';
import { GoverningMembersTable, type CategoryLink } from '../components/people/Governing';
import { AccreditationDetail, AdministrationProfile } from '../components/people/Profiles';
import { Empty, SectionNotice } from '../components/SectionNotice';
import type { AppEnv } from '../env';
import { PageNotFound, ProviderUnavailable } from '../middleware/errors';
import type { Frame } from '../middleware/frame';
import { api } from '../provider/api';
import type { Provider } from '../provider/cache';
import { ok, type Result } from '../provider/client';
import { id, type Id } from '../provider/params';
import { renderPage } from './page';

export const people = new Hono<AppEnv>();

/** Checks `{lcid}` (and an optional second id) before anything else; then awaits the frame and matches the lcid to it. */
async function resolve(c: Context<AppEnv>, rawLcid: string, rawOther?: string): Promise<{ frame: Frame; lcid: Id; other: Id | null }> {
  const lcid = id(rawLcid);
  const other = rawOther === undefined ? null : id(rawOther);
  if (!lcid || (rawOther !== undefined && !other)) throw new PageNotFound('people page');
  const frame = await c.var.frame;
  if (lcid !== frame.lcid && lcid !== frame.insId) throw new PageNotFound('people page');
  return { frame, lcid, other };
}

/** Entries with a checked id, as tabs; `active` is an entry id or, when absent, the first entry. */
function entryTabs<T extends { _id: string }>(entries: T[], label: (e: T) => string, href: (entryId: Id) => string, active: Id | null) {
  const checked = entries.flatMap((entry) => {
    const entryId = id(entry._id);
    return entryId ? [{ entry, entryId }] : [];
  });
  const current = active ? checked.find((e) => e.entryId === active) : checked[0];
  const tabs: Tab[] = checked.map(({ entry, entryId }) => ({ label: label(entry), href: href(entryId), active: entryId === current?.entryId }));
  return { tabs, current: current?.entry };
}

// Administration ----------------------------------------------------------------------------

async function administration(c: Context<AppEnv>, rawLcid: string, rawAid?: string) {
  const { frame, lcid, other } = await resolve(c, rawLcid, rawAid);
  const { tabs, current } = entryTabs(
    frame.profile.landing_control.administration_object,
    (a) => a.leading_person_position || a.leading_person.userLegalName || 'Administration',
    (aid) => `/administration/${lcid}/one/${aid}`,
    other,
  );
  if (other && !current) throw new PageNotFound('administration entry');
  return renderPage(
    c,
    frame,
    <InnerPage title="Administration" tabs={tabs}>
      {current ? <AdministrationProfile person={current} /> : <Empty>No administration details yet.</Empty>}
    </InnerPage>,
    { pageTitle: current?.leading_person_position || 'Administration' },
  );
}

people.get('/administration/:lcid', (c) => administration(c, c.req.param('lcid')));
people.get('/administration/:lcid/one/:oneAid', (c) => administration(c, c.req.param('lcid'), c.req.param('oneAid')));

// Accrediation (the route's spelling) --------------------------------------------------------

async function accreditation(c: Context<AppEnv>, rawLcid: string, rawAid?: string) {
  const { frame, lcid, other } = await resolve(c, rawLcid, rawAid);
  const { tabs, current } = entryTabs(
    frame.profile.landing_control.home_accreditation_object,
    (a) => a.name || 'Accreditation',
    (aid) => `/accrediation/${lcid}/one/${aid}`,
    other,
  );
  if (other && !current) throw new PageNotFound('accreditation entry');
  return renderPage(
    c,
    frame,
    <InnerPage title="Accrediation" tabs={tabs}>
      {current ? <AccreditationDetail item={current} /> : <Empty>No accreditations yet.</Empty>}
    </InnerPage>,
    { pageTitle: current?.name || 'Accrediation' },
  );
}

people.get('/accrediation/:lcid', (c) => accreditation(c, c.req.param('lcid')));
people.get('/accrediation/:lcid/one/:oneAid', (c) => accreditation(c, c.req.param('lcid'), c.req.param('oneAid')));

// Governing Body ----------------------------------------------------------------------------

/** The institute governing body's categories with checked ids, linked under the URL's `{lcid}`. */
export async function loadGoverningCategories(p: Provider, lcid: Id | null, linkLcid: Id): Promise<Result<CategoryLink[]>> {
  if (!lcid) return ok([]);
  const result = await api.governingCategories(p, 'governing', lcid);
  if (!result.ok) return result;
  return ok(result.value.flatMap((cat) => {
    const cid = id(cat._id);
    return cid ? [{ id: cid, label: cat.category || 'Category', href: `/governing/${linkLcid}/category/${cid}` }] : [];
  }));
}

const categoryTabs = (categories: Result<CategoryLink[]>, active?: Id): Tab[] =>
  categories.ok ? categories.value.map((cat) => ({ label: cat.label, href: cat.href, active: cat.id === active })) : [];

people.get('/governing/:lcid', async (c) => {
  const { frame, lcid } = await resolve(c, c.req.param('lcid'));
  const categories = await loadGoverningCategories(c.var.provider, frame.lcid, lcid);
  return renderPage(
    c,
    frame,
    <InnerPage title="Governing Body" tabs={categoryTabs(categories)}>
      {!categories.ok ? <SectionNotice what="Governing body categories" /> : categories.value.length === 0 && <Empty>No governing body yet.</Empty>}
    </InnerPage>,
    { pageTitle: 'Governing Body' },
  );
});

people.get('/governing/:lcid/category/:categoryId', async (c) => {
  const { frame, lcid, other: categoryId } = await resolve(c, c.req.param('lcid'), c.req.param('categoryId'));
  if (!categoryId || !frame.lcid) throw new PageNotFound('governing category');
  const p = c.var.provider;
  // The category id reaches the provider only once the institute's category list names it.
  const categories = await loadGoverningCategories(p, frame.lcid, lcid);
  if (!categories.ok) throw new ProviderUnavailable('governing body categories', categories.error);
  const category = categories.value.find((cat) => cat.id === categoryId);
  if (!category) throw new PageNotFound('governing category');
  const members = await api.governingMembers(p, 'governing', frame.lcid, categoryId);
  const label = category.label;
  return renderPage(
    c,
    frame,
    <InnerPage title="Governing Body" tabs={categoryTabs(categories, categoryId)}>
      <section aria-labelledby="members-heading">
        <h2 id="members-heading">{label}</h2>
        <GoverningMembersTable members={members} caption={`Members: ${label}`} />
      </section>
    </InnerPage>,
    { pageTitle: label },
  );
});
