/**
 * People pages of the About Us menu (spec 2.9): Administration and Accrediation (tabs from the
 * landing control, no reads of their own) and the institute's Governing Body (category tabs and
 * a member table). `{lcid}` is accepted when it is this institute's landing-control id or its
 * institute id (the spec's menus link with the institute id, its routes name the lcid); the
 * provider is always asked with the frame's lcid, never with a URL value, and about a governing
 * category only once the institute's category list names it.
 */
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { InnerPage } from '../components/layout/InnerPage';
import { type CategoryLink, GoverningMembersTable } from '../components/people/Governing';
import { AccreditationDetail, AdministrationProfile } from '../components/people/Profiles';
import { Empty, SectionNotice } from '../components/SectionNotice';
import type { Tab } from '../components/TabBar';
import type { AppEnv } from '../env';
import { PageNotFound, ProviderUnavailable } from '../errors';
import type { Frame } from '../frame/load';
import { messages } from '../i18n/catalogue';
import { renderPage } from '../pages/render';
import { requireSection } from '../pages/requireSection';
import { inputs, params } from '../pages/validate';
import { href, IdParam, PAGES } from '../paths';
import { api } from '../provider/api';
import type { Provider } from '../provider/cache';
import { ok, type Result } from '../provider/client';
import { type Id, id } from '../provider/params';

export const people = new Hono<AppEnv>();

/** The ids of a people page, checked by the validator before anything else. */
const lcidParams = v.object({ lcid: IdParam });
const entryParams = v.object({ lcid: IdParam, oneAid: v.optional(IdParam) });

/** The frame, once `lcid` (already a checked id) is known to be this institute's. */
async function ownFrame(c: Context<AppEnv>, lcid: Id): Promise<Frame> {
  const frame = await c.var.frame;
  if (lcid !== frame.lcid && lcid !== frame.insId) throw new PageNotFound('people page');
  return frame;
}

/** Entries with a checked id, as tabs; `active` is an entry id or, when absent, the first entry. */
function entryTabs<T extends { _id: string }>(
  entries: T[],
  label: (e: T) => string,
  link: (entryId: Id) => string,
  active: Id | null,
) {
  const checked = entries.flatMap((entry) => {
    const entryId = id(entry._id);
    return entryId ? [{ entry, entryId }] : [];
  });
  const current = active ? checked.find((e) => e.entryId === active) : checked[0];
  const tabs: Tab[] = checked.map(({ entry, entryId }) => ({
    label: label(entry),
    href: link(entryId),
    active: entryId === current?.entryId,
  }));
  return { tabs, current: current?.entry };
}

// Administration ----------------------------------------------------------------------------

people.on(
  'GET',
  [PAGES.administration.pattern, PAGES.administrationOne.pattern],
  inputs(requireSection('administration'), params('people page', entryParams)),
  async (c) => {
    const { lcid, oneAid: other = null } = c.req.valid('param');
    const frame = await ownFrame(c, lcid);
    const t = messages().campus.people;
    const { tabs, current } = entryTabs(
      frame.profile.landing_control.administration_object,
      (a) => a.leading_person_position || a.leading_person.userLegalName || t.administration,
      (oneAid) => href(PAGES.administrationOne, { lcid, oneAid }),
      other,
    );
    if (other && !current) throw new PageNotFound('administration entry');
    return renderPage(
      c,
      frame,
      <InnerPage title={t.administration} tabs={tabs}>
        {current ? <AdministrationProfile person={current} /> : <Empty>{t.noAdministration}</Empty>}
      </InnerPage>,
      { pageTitle: current?.leading_person_position || t.administration },
    );
  },
);

// Accrediation (the route's spelling) --------------------------------------------------------

people.on(
  'GET',
  [PAGES.accreditation.pattern, PAGES.accreditationOne.pattern],
  inputs(requireSection('accreditation'), params('people page', entryParams)),
  async (c) => {
    const { lcid, oneAid: other = null } = c.req.valid('param');
    const frame = await ownFrame(c, lcid);
    const t = messages().campus.people;
    const { tabs, current } = entryTabs(
      frame.profile.landing_control.home_accreditation_object,
      (a) => a.name || t.accreditation,
      (oneAid) => href(PAGES.accreditationOne, { lcid, oneAid }),
      other,
    );
    if (other && !current) throw new PageNotFound('accreditation entry');
    return renderPage(
      c,
      frame,
      <InnerPage title={t.accreditationTitle} tabs={tabs}>
        {current ? <AccreditationDetail item={current} /> : <Empty>{t.noAccreditations}</Empty>}
      </InnerPage>,
      { pageTitle: current?.name || t.accreditationTitle },
    );
  },
);

// Governing Body ----------------------------------------------------------------------------

/** The institute governing body's categories with checked ids, linked under the URL's `{lcid}`. */
async function loadGoverningCategories(
  p: Provider,
  lcid: Id | null,
  linkLcid: Id,
): Promise<Result<CategoryLink[]>> {
  if (!lcid) return ok([]);
  const result = await api.governingCategories(p, 'governing', lcid);
  if (!result.ok) return result;
  const category = messages().campus.shared.category;
  return ok(
    result.value.flatMap((cat) => {
      const cid = id(cat._id);
      if (!cid) return [];
      const link = href(PAGES.governingCategory, { lcid: linkLcid, categoryId: cid });
      return [{ id: cid, label: cat.category || category, href: link }];
    }),
  );
}

const categoryTabs = (categories: Result<CategoryLink[]>, active?: Id): Tab[] =>
  categories.ok
    ? categories.value.map((cat) => ({
        label: cat.label,
        href: cat.href,
        active: cat.id === active,
      }))
    : [];

people.get(
  PAGES.governing.pattern,
  requireSection('governing'),
  params('people page', lcidParams),
  async (c) => {
    const { lcid } = c.req.valid('param');
    const frame = await ownFrame(c, lcid);
    const p = c.var.provider;
    const categories = await loadGoverningCategories(p, frame.lcid, lcid);
    // The index shows the first category's members, under its own address (issue 17).
    const first = categories.ok ? categories.value[0] : undefined;
    const firstId = first ? id(first.id) : null;
    const members =
      firstId && frame.lcid
        ? await api.governingMembers(p, 'governing', frame.lcid, firstId)
        : null;
    const t = messages().campus.shared;
    return renderPage(
      c,
      frame,
      <InnerPage title={t.governingBody} tabs={categoryTabs(categories, firstId ?? undefined)}>
        {!categories.ok ? (
          <SectionNotice what={t.governingBodyCategories} />
        ) : first && members ? (
          <CategoryMembers category={first} members={members} />
        ) : (
          <Empty>{t.noGoverningBody}</Empty>
        )}
      </InnerPage>,
      { pageTitle: t.governingBody },
    );
  },
);

/** One category's heading and member table. */
function CategoryMembers({
  category,
  members,
}: {
  category: CategoryLink;
  members: Awaited<ReturnType<typeof api.governingMembers>>;
}) {
  return (
    <section aria-labelledby="members-heading">
      <h2 id="members-heading">{category.label}</h2>
      <GoverningMembersTable
        members={members}
        caption={messages().campus.shared.members(category.label)}
      />
    </section>
  );
}

people.get(
  PAGES.governingCategory.pattern,
  requireSection('governing'),
  params('people page', v.object({ lcid: IdParam, categoryId: IdParam })),
  async (c) => {
    const { lcid, categoryId } = c.req.valid('param');
    const frame = await ownFrame(c, lcid);
    if (!frame.lcid) throw new PageNotFound('governing category');
    const p = c.var.provider;
    // The category id reaches the provider only once the institute's category list names it.
    const categories = await loadGoverningCategories(p, frame.lcid, lcid);
    if (!categories.ok)
      throw new ProviderUnavailable('governing body categories', categories.error);
    const category = categories.value.find((cat) => cat.id === categoryId);
    if (!category) throw new PageNotFound('governing category');
    const members = await api.governingMembers(p, 'governing', frame.lcid, categoryId);
    return renderPage(
      c,
      frame,
      <InnerPage
        title={messages().campus.shared.governingBody}
        tabs={categoryTabs(categories, categoryId)}
      >
        <CategoryMembers category={category} members={members} />
      </InnerPage>,
      { pageTitle: category.label },
    );
  },
);
