/**
 * Society (spec 2.9): `/society` (showing its first tab), its five tabs from the landing control's
 * `about_society_dynamic`, and the society governing body: the Governing Body tab lists the
 * categories, `/society/governing/society-governing/{lcid}/category/{categoryId}` shows one
 * category's members. The lcid must be the institute's own landing-control id.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { FileImage } from '../components/FileLink';
import { InnerPage } from '../components/layout/InnerPage';
import { DEFAULT_AVATAR } from '../components/PeopleTable';
import {
  type CategoryLink,
  GoverningCategoryTabs,
  GoverningMembersTable,
} from '../components/people/Governing';
import { OrgStructure } from '../components/people/OrgStructure';
import { RichText } from '../components/RichText';
import { Empty, SectionNotice } from '../components/SectionNotice';
import type { Tab } from '../components/TabBar';
import { TextSection, VisionMission } from '../components/TextSection';
import type { AppEnv } from '../env';
import { PageNotFound, ProviderUnavailable } from '../errors';
import type { Frame } from '../frame/load';
import { messages } from '../i18n/catalogue';
import { hasFile } from '../lib/url';
import { renderPage } from '../pages/render';
import { requireSection } from '../pages/requireSection';
import { params } from '../pages/validate';
import { href, IdParam, PAGES, TABS } from '../paths';
import { api } from '../provider/api';
import type { Provider } from '../provider/cache';
import { ok, type Result } from '../provider/client';
import { type Id, id } from '../provider/params';
import type { LandingControl } from '../provider/schemas/profile';

export const society = new Hono<AppEnv>();

type Society = LandingControl['about_society_dynamic'];
type SocietyTabName = (typeof TABS.society.names)[number];
const GOVERNING_TAB = 'society-governing';

const titleOf = (frame: Frame) =>
  frame.profile.landing_control.about_society_dynamic.dynamic_name ||
  messages().campus.society.title;
const tabsOf = (active: SocietyTabName): Tab[] =>
  TABS.society.entries().map(([tab, label]) => ({
    label,
    href: href(PAGES.society, { tab }),
    active: tab === active,
  }));
const categoryHref = (lcid: Id, categoryId: Id) =>
  href(PAGES.societyGoverning, { tab: GOVERNING_TAB, lcid, categoryId });

/** The society governing body's categories with checked ids, as links to their member pages. */
async function loadSocietyCategories(
  p: Provider,
  lcid: Id | null,
): Promise<Result<CategoryLink[]>> {
  if (!lcid) return ok([]);
  const result = await api.governingCategories(p, 'society/governing', lcid);
  if (!result.ok) return result;
  const category = messages().campus.shared.category;
  return ok(
    result.value.flatMap((cat) => {
      const cid = id(cat._id);
      return cid
        ? [{ id: cid, label: cat.category || category, href: categoryHref(lcid, cid) }]
        : [];
    }),
  );
}

society.get(
  PAGES.society.pattern,
  requireSection('society'),
  params('society tab', v.object({ tab: v.optional(TABS.society.schema) })),
  async (c) => {
    // The index shows the first tab, under its own address and title (issue 17).
    const { tab: given } = c.req.valid('param');
    const tab = given ?? TABS.society.first;
    const frame = await c.var.frame;
    const categories =
      tab === GOVERNING_TAB
        ? await loadSocietyCategories(c.var.provider, frame.lcid)
        : ok<CategoryLink[]>([]);
    const data = frame.profile.landing_control.about_society_dynamic;
    return renderPage(
      c,
      frame,
      <InnerPage title={titleOf(frame)} tabs={tabsOf(tab)}>
        {tab === GOVERNING_TAB ? (
          <CategoryList categories={categories} />
        ) : (
          <SocietyTab tab={tab} data={data} />
        )}
      </InnerPage>,
      { pageTitle: given ? TABS.society.label(tab) : titleOf(frame) },
    );
  },
);

society.get(
  PAGES.societyGoverning.pattern,
  requireSection('society'),
  params(
    'society governing category',
    v.object({ tab: v.literal(GOVERNING_TAB), lcid: IdParam, categoryId: IdParam }),
  ),
  async (c) => {
    const { lcid, categoryId } = c.req.valid('param');
    // The lcid comes from the URL: it reaches the provider only once it is known to be this institute's.
    const frame = await c.var.frame;
    if (frame.lcid !== lcid) throw new PageNotFound('society governing body');
    const p = c.var.provider;
    // Likewise the category id, once the society's category list names it.
    const categories = await loadSocietyCategories(p, lcid);
    if (!categories.ok)
      throw new ProviderUnavailable('society governing body categories', categories.error);
    const category = categories.value.find((cat) => cat.id === categoryId);
    if (!category) throw new PageNotFound('society governing category');
    const members = await api.governingMembers(p, 'society/governing', lcid, categoryId);
    const t = messages().campus.shared;
    return renderPage(
      c,
      frame,
      <InnerPage title={titleOf(frame)} tabs={tabsOf(GOVERNING_TAB)}>
        <GoverningCategoryTabs categories={categories} active={categoryId} />
        <section aria-labelledby="members-heading">
          <h2 id="members-heading">{category?.label || t.governingBody}</h2>
          <GoverningMembersTable
            members={members}
            caption={t.members(category?.label || t.governingBodyInSentence)}
          />
        </section>
      </InnerPage>,
      { pageTitle: category?.label || t.governingBody },
    );
  },
);

function CategoryList({ categories }: { categories: Result<CategoryLink[]> }) {
  const t = messages().campus.shared;
  return (
    <section aria-labelledby="governing-heading">
      <h2 id="governing-heading">{t.governingBody}</h2>
      {!categories.ok ? (
        <SectionNotice what={t.governingBodyCategories} />
      ) : categories.value.length === 0 ? (
        <Empty>{t.noGoverningBody}</Empty>
      ) : (
        <ul className="cards">
          {categories.value.map((cat) => (
            <li key={cat.id} className="card">
              <h3>
                <a href={cat.href}>{cat.label}</a>
              </h3>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SocietyTab({ tab, data }: { tab: SocietyTabName; data: Society }) {
  const { society: t, shared } = messages().campus;
  switch (tab) {
    case 'about':
      return <TextSection id="about-heading" title={t.about} text={data.about} empty={t.noAbout} />;
    case 'vision-mission':
      return <VisionMission vision={data.vision} mission={data.mission} />;
    case 'message':
      return <FounderMessage data={data} />;
    default:
      return (
        <section aria-labelledby="organisation-heading">
          <h2 id="organisation-heading">{shared.organisationStructure}</h2>
          <OrgStructure
            value={data.organisation_structure}
            title={shared.organisationStructureOf(data.dynamic_name || t.theSociety)}
          />
        </section>
      );
  }
}

function FounderMessage({ data }: { data: Society }) {
  const name = data.founder_message_name;
  const empty = !name && !data.founder_message_message && !hasFile(data.founder_message_image);
  const { society: t, shared } = messages().campus;
  return (
    <section aria-labelledby="founder-heading" className="person-message">
      <h2 id="founder-heading">{t.founderMessage}</h2>
      {empty ? (
        <Empty>{t.noFounderMessage}</Empty>
      ) : (
        <>
          <figure className="person">
            <FileImage
              fileKey={data.founder_message_image}
              fallback={DEFAULT_AVATAR}
              alt={name ? shared.photoOf(name) : t.photoOfFounder}
              width={200}
              height={200}
              sizes="200px"
            />
            <figcaption>
              {name && <strong>{name}</strong>}
              {data.founder_message_designation && (
                <span className="designation">
                  {name ? ', ' : ''}
                  {data.founder_message_designation}
                </span>
              )}
            </figcaption>
          </figure>
          <RichText text={data.founder_message_message} empty="" />
        </>
      )}
    </section>
  );
}
