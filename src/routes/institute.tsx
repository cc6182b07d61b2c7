/**
 * Institute Profile (spec 2.9): `/institute` (showing its first tab) and its four tabs from the
 * landing control, and Faculties: `/institute/faculties` (showing its first group) and the staff
 * table of one group (spec 5 grouping), searchable by full name with `?search=` (applied here, so it works without
 * JavaScript; the table also filters live in the browser).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { CardTitle } from '../components/CardTitle';
import { InnerPage } from '../components/layout/InnerPage';
import { PeopleTable, type PersonRow } from '../components/PeopleTable';
import { OrgStructure } from '../components/people/OrgStructure';
import { RichText } from '../components/RichText';
import { SearchableList } from '../components/Search';
import { Empty, SectionNotice } from '../components/SectionNotice';
import type { Tab } from '../components/TabBar';
import { TextSection, VisionMission } from '../components/TextSection';
import type { AppEnv } from '../env';
import { messages } from '../i18n/catalogue';
import { type StaffGroup, staffGroup } from '../lib/staff';
import { fullName, matchesQuery } from '../lib/text';
import { renderPage } from '../pages/render';
import { requireSection } from '../pages/requireSection';
import { ClampedText, params, queries } from '../pages/validate';
import { href, PAGES, type Page, TABS, type Tabs } from '../paths';
import { api } from '../provider/api';
import type { Provider } from '../provider/cache';
import { ok, type Result } from '../provider/client';
import type { Id } from '../provider/params';
import type { LandingControl } from '../provider/schemas/profile';

export const institute = new Hono<AppEnv>();

type InstituteTabName = (typeof TABS.institute.names)[number];

/** The tab bar of a `/…/:tab?` page from its section's tabs. */
function tabsOf<N extends string>(page: Page<`${string}/:tab?`>, tabs: Tabs<N>, active: N): Tab[] {
  return tabs.entries().map(([tab, label]) => ({
    label,
    href: href(page, { tab }),
    active: tab === active,
  }));
}

// Faculties first: `/institute/:tab?` would otherwise take `/institute/faculties` (and 404 it).
institute.get(
  PAGES.faculties.pattern,
  requireSection('faculties'),
  params('faculty tab', v.object({ tab: v.optional(TABS.faculties.schema) })),
  queries(PAGES.faculties, { search: ClampedText }),
  async (c) => {
    // The index shows the first group, under its own address and title (issue 17).
    const { tab: given } = c.req.valid('param');
    const group = given ?? TABS.faculties.first;
    const search = c.req.valid('query').search ?? '';
    const staff = loadStaff(c.var.provider, c.var.site.insId, group);
    const [frame, list] = await Promise.all([c.var.frame, staff]);
    const label = TABS.faculties.label(group);
    const title = messages().campus.institute.faculties;
    return renderPage(
      c,
      frame,
      <InnerPage title={title} tabs={tabsOf(PAGES.faculties, TABS.faculties, group)}>
        <StaffSection group={group} label={label} staff={list} search={search} />
      </InnerPage>,
      { pageTitle: given ? label : title },
    );
  },
);

institute.get(
  PAGES.institute.pattern,
  requireSection('institute'),
  params('institute tab', v.object({ tab: v.optional(TABS.institute.schema) })),
  async (c) => {
    // The index shows the first tab, under its own address and title (issue 17).
    const { tab: given } = c.req.valid('param');
    const tab = given ?? TABS.institute.first;
    const frame = await c.var.frame;
    const about = frame.profile.landing_control.about_us_institute_object;
    const title = messages().campus.institute.title;
    return renderPage(
      c,
      frame,
      <InnerPage title={title} tabs={tabsOf(PAGES.institute, TABS.institute, tab)}>
        <InstituteTab tab={tab} about={about} />
      </InnerPage>,
      { pageTitle: given ? TABS.institute.label(tab) : title },
    );
  },
);

/** The approved staff of one group (spec 5), as table rows. The provider answers 404 JSON when there is none: an empty list. */
async function loadStaff(p: Provider, insId: Id, group: StaffGroup): Promise<Result<PersonRow[]>> {
  const result = await api.staff(p, insId);
  if (!result.ok) return result;
  return ok(
    result.value
      .filter((s) => staffGroup(s) === group)
      .map((s) => ({
        id: s._id,
        name: fullName(s.staffFirstName, s.staffMiddleName, s.staffLastName),
        photoKey: s.staffProfilePhoto,
        cells: [s.current_designation, s.staff_department.dName],
      })),
  );
}

function StaffSection({
  group,
  label,
  staff,
  search,
}: {
  group: StaffGroup;
  label: string;
  staff: Result<PersonRow[]>;
  search: string;
}) {
  const rows = staff.ok ? staff.value : [];
  const shown = rows.filter((row) => matchesQuery(row.name, search));
  const here = href(PAGES.faculties, { tab: group });
  const { institute: t, shared } = messages().campus;
  return (
    <section aria-labelledby="staff-heading">
      <h2 id="staff-heading">{label}</h2>
      {!staff.ok ? (
        <SectionNotice what={t.staff} />
      ) : rows.length === 0 ? (
        <Empty>{t.noStaff}</Empty>
      ) : (
        <SearchableList
          tableId="staff-table"
          label={t.searchByName}
          search={search}
          action={here}
          showAll={here}
          total={rows.length}
          shown={shown.length}
          noun={t.staffNoun}
        >
          <PeopleTable
            id="staff-table"
            caption={label}
            columns={[shared.designation, shared.department]}
            rows={shown}
            // By department, a jump list leading to each (decision 068).
            grouping={{ column: 1, label: t.departments, other: t.otherDepartment }}
          />
        </SearchableList>
      )}
    </section>
  );
}

function InstituteTab({
  tab,
  about,
}: {
  tab: InstituteTabName;
  about: LandingControl['about_us_institute_object'];
}) {
  const { institute: t, shared } = messages().campus;
  switch (tab) {
    case 'profile':
      return (
        <TextSection
          id="profile-heading"
          title={about.ins_name || t.title}
          text={about.ins_about}
          empty={t.noProfile}
        />
      );
    case 'vision-mission':
      return <VisionMission vision={about.vision} mission={about.mission} />;
    case 'affiliation': {
      const affiliations = about.affiliation.filter((a) => a.name.trim() || a.info.trim());
      return (
        <section aria-labelledby="affiliation-heading">
          <h2 id="affiliation-heading">{t.affiliation}</h2>
          {affiliations.length === 0 ? (
            <Empty>{t.noAffiliations}</Empty>
          ) : (
            <ul className="cards">
              {affiliations.map((a, i) => (
                <li key={a._id || i} className="card">
                  {a.name && <CardTitle alone={!a.info.trim()}>{a.name}</CardTitle>}
                  <RichText text={a.info} empty="" />
                </li>
              ))}
            </ul>
          )}
        </section>
      );
    }
    default:
      return (
        <section aria-labelledby="organisation-heading">
          <h2 id="organisation-heading">{shared.organisationStructure}</h2>
          <OrgStructure
            value={about.org_structure}
            title={shared.organisationStructureOf(about.ins_name || t.theInstitute)}
          />
        </section>
      );
  }
}
