/**
 * Institute Profile (spec 2.9): `/institute` (index blank) and its four tabs from the landing
 * control, and Faculties: `/institute/faculties` (index blank) and the staff table of one group
 * (spec 5 grouping), searchable by full name with `?search=` (applied here, so it works without
 * JavaScript; the table also filters live in the browser).
 */
import { Hono } from 'hono';
import { InnerPage, type Tab } from '../components/frame/InnerPage';
import { FACULTY_TABS, INSTITUTE_TABS } from '../components/frame/menus';
import { OrgStructure } from '../components/people/OrgStructure';
import { CardTitle } from '../components/CardTitle';
import { PeopleTable, type PersonRow } from '../components/PeopleTable';
import { RichText } from '../components/RichText';
import { TextSection, VisionMission } from '../components/TextSection';
import { SearchableList } from '../components/Search';
import { Empty, SectionNotice } from '../components/SectionNotice';
import type { AppEnv } from '../env';
import { staffGroup, STAFF_GROUPS, type StaffGroup } from '../lib/staff';
import { fullName, matchesQuery, queryText } from '../lib/text';
import { PageNotFound } from '../middleware/errors';
import { api } from '../provider/api';
import type { Provider } from '../provider/cache';
import { ok, type Result } from '../provider/client';
import { oneOf, type Id } from '../provider/params';
import type { LandingControl } from '../provider/schemas/profile';
import { query, renderPage } from './page';

export const institute = new Hono<AppEnv>();

const INSTITUTE_TAB_NAMES = INSTITUTE_TABS.map(([name]) => name);
const tabsOf = (base: string, list: [string, string][], active?: string): Tab[] =>
  list.map(([name, label]) => ({ label, href: `${base}/${name}`, active: name === active }));
const labelOf = (list: [string, string][], name: string) => list.find(([n]) => n === name)?.[1] ?? '';

// Faculties first: `/institute/:tab` would otherwise take `/institute/faculties`.
institute.get('/institute/faculties', async (c) => {
  const frame = await c.var.frame;
  return renderPage(c, frame, <InnerPage title="Faculties" tabs={tabsOf('/institute/faculties', FACULTY_TABS)} />, { pageTitle: 'Faculties' });
});

institute.get('/institute/faculties/:tab', async (c) => {
  const group = oneOf(STAFF_GROUPS, c.req.param('tab'));
  if (!group) throw new PageNotFound('faculty tab');
  const search = queryText(query(c, 'search'));
  const staff = loadStaff(c.var.provider, c.var.site.insId, group);
  const [frame, list] = await Promise.all([c.var.frame, staff]);
  const label = labelOf(FACULTY_TABS, group);
  return renderPage(
    c,
    frame,
    <InnerPage title="Faculties" tabs={tabsOf('/institute/faculties', FACULTY_TABS, group)}>
      <StaffSection group={group} label={label} staff={list} search={search} />
    </InnerPage>,
    { pageTitle: label },
  );
});

institute.get('/institute', async (c) => {
  const frame = await c.var.frame;
  return renderPage(c, frame, <InnerPage title="Institute Profile" tabs={tabsOf('/institute', INSTITUTE_TABS)} />, { pageTitle: 'Institute Profile' });
});

institute.get('/institute/:tab', async (c) => {
  const tab = oneOf(INSTITUTE_TAB_NAMES, c.req.param('tab'));
  if (!tab) throw new PageNotFound('institute tab');
  const frame = await c.var.frame;
  const about = frame.profile.landing_control.about_us_institute_object;
  return renderPage(
    c,
    frame,
    <InnerPage title="Institute Profile" tabs={tabsOf('/institute', INSTITUTE_TABS, tab)}>
      <InstituteTab tab={tab} about={about} />
    </InnerPage>,
    { pageTitle: labelOf(INSTITUTE_TABS, tab) },
  );
});

/** The approved staff of one group (spec 5), as table rows. The provider answers 404 JSON when there is none: an empty list. */
export async function loadStaff(p: Provider, insId: Id, group: StaffGroup): Promise<Result<PersonRow[]>> {
  const result = await api.staff(p, insId);
  if (!result.ok) return result;
  return ok(result.value
    .filter((s) => staffGroup(s) === group)
    .map((s) => ({
      id: s._id,
      name: fullName(s.staffFirstName, s.staffMiddleName, s.staffLastName),
      photoKey: s.staffProfilePhoto,
      cells: [s.current_designation, s.staff_department.dName],
    })));
}

function StaffSection({ group, label, staff, search }: { group: StaffGroup; label: string; staff: Result<PersonRow[]>; search: string }) {
  const rows = staff.ok ? staff.value : [];
  const shown = rows.filter((row) => matchesQuery(row.name, search));
  return (
    <section aria-labelledby="staff-heading">
      <h2 id="staff-heading">{label}</h2>
      {!staff.ok ? (
        <SectionNotice what="Staff" />
      ) : rows.length === 0 ? (
        <Empty>No staff in this group yet.</Empty>
      ) : (
        <SearchableList tableId="staff-table" label="Search by name" search={search} action={`/institute/faculties/${group}`} showAll={`/institute/faculties/${group}`} total={rows.length} shown={shown.length} noun="staff">
          <PeopleTable id="staff-table" caption={label} columns={['Designation', 'Department']} rows={shown} />
        </SearchableList>
      )}
    </section>
  );
}

function InstituteTab({ tab, about }: { tab: (typeof INSTITUTE_TAB_NAMES)[number]; about: LandingControl['about_us_institute_object'] }) {
  switch (tab) {
    case 'profile':
      return <TextSection id="profile-heading" title={about.ins_name || 'Institute Profile'} text={about.ins_about} empty="No institute profile yet." />;
    case 'vision-mission':
      return <VisionMission vision={about.vision} mission={about.mission} />;
    case 'affiliation': {
      const affiliations = about.affiliation.filter((a) => a.name.trim() || a.info.trim());
      return (
        <section aria-labelledby="affiliation-heading">
          <h2 id="affiliation-heading">Affiliation</h2>
          {affiliations.length === 0 ? (
            <Empty>No affiliations yet.</Empty>
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
          <h2 id="organisation-heading">Organisation Structure</h2>
          <OrgStructure value={about.org_structure} title={`Organisation structure of ${about.ins_name || 'the institute'}`} />
        </section>
      );
  }
}
