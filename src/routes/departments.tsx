/**
 * Departments (spec 2.10): `/department` (index blank) and `/department/type/{type}` list the
 * institute's departments by type; `/onedepartment/{departmentId}` (index blank) and
 * `/onedepartment/{departmentId}/tab/{tabName}?q=...` show one department, titled by `q`.
 * Faculty and Activities are searchable tables (`?search=`, applied here and live in the browser).
 *
 * A department is this institute's when its department menu holds it (the pinned-department reads,
 * shared with the frame); anything else is a 404 before any read carrying the id. The tab's own
 * read starts as soon as the menu is known, alongside the rest of the frame.
 */
import { Hono, type Context } from 'hono';
import { ContactCards, fromContactCard } from '../components/ContactCards';
import { Attachments } from '../components/Attachments';
import { CardTitle } from '../components/CardTitle';
import { FileImage, FileLink } from '../components/FileLink';
import { InnerPage, type Tab } from '../components/frame/InnerPage';
import { PeopleTable, type PersonRow } from '../components/PeopleTable';
import { RichText } from '../components/RichText';
import { SearchableList } from '../components/Search';
import { Empty, SectionNotice } from '../components/SectionNotice';
import { SubHeadings } from '../components/SubHeadings';
import { VisionMission } from '../components/TextSection';
import type { AppEnv } from '../env';
import { nameFromKey } from '../lib/files';
import { fullName, matchesQuery, queryText } from '../lib/text';
import { hasFile } from '../lib/url';
import { PageNotFound, ProviderUnavailable } from '../middleware/errors';
import { loadDepartments, requireFrameRead, type Frame } from '../middleware/frame';
import { api } from '../provider/api';
import type { Result } from '../provider/client';
import { id, oneOf, queryValue, type Id } from '../provider/params';
import type { Activity } from '../provider/schemas/activity';
import type { DepartmentRef, DepartmentSite } from '../provider/schemas/department';
import type { Staff } from '../provider/schemas/staff';
import { query, renderPage } from './page';

export const departments = new Hono<AppEnv>();

/** Tab name in the URL and its label (spec 9). */
export const DEPARTMENT_TABS = [
  ['about', 'About'],
  ['vision-mission', 'Vision Mission'],
  ['po-pso', 'PO and PSO'],
  ['message', 'HOD Message'],
  ['faculty', 'Faculties'],
  ['syllabus', 'Syllabus'],
  ['laboratory', 'Laboratory'],
  ['achievement', 'Student Achievements'],
  ['mou-collabration', 'MOU / Collabration'],
  ['activity', 'Activities'],
  ['contact', 'Contact Us'],
] as const;
const TAB_NAMES = DEPARTMENT_TABS.map(([name]) => name);
type DepartmentTab = (typeof TAB_NAMES)[number];
const labelOf = (tab: DepartmentTab) => DEPARTMENT_TABS.find(([name]) => name === tab)![1];

const withQ = (path: string, q: string) => (q ? `${path}?q=${encodeURIComponent(q)}` : path);

/** A department's page: its tab under `/onedepartment/{id}/tab/{tab}`, carrying the title as `?q=`. */
export const departmentHref = (departmentId: Id, name: string, tab?: DepartmentTab) =>
  withQ(tab ? `/onedepartment/${departmentId}/tab/${tab}` : `/onedepartment/${departmentId}`, name);

/**
 * This institute's department `departmentId` (from its department menu, grouped or not; none when
 * the section is switched off), or a 404; a 503 when the menu could not be read. Ready as soon as
 * the menu's reads are, so a read carrying the id can wait for it without waiting for the frame.
 */
export async function ownDepartment(c: Context<AppEnv>, departmentId: Id): Promise<DepartmentRef> {
  const { list, error } = await loadDepartments(c.var.provider, c.var.site.insId);
  const department = [...list.types.flatMap((t) => t.departments), ...list.independent].find((d) => id(d._id) === departmentId);
  if (!department && error) throw new ProviderUnavailable('departments', error);
  if (!department) throw new PageNotFound('department');
  return department;
}

/** The section itself, or a 404 when the institute has switched it off. */
function requireSection(frame: Frame) {
  if (!frame.profile.landing_control.tab_toggle.department) throw new PageNotFound('department section');
}

const typeTabs = (frame: Frame, active?: string): Tab[] =>
  frame.departments.types.map(({ type }) => ({ label: type, href: `/department/type/${encodeURIComponent(type)}`, active: type === active }));

departments.get('/department', async (c) => {
  const frame = await c.var.frame;
  requireSection(frame);
  const independent = frame.departments.independent;
  return renderPage(
    c,
    frame,
    <InnerPage title="Department" tabs={typeTabs(frame)}>
      {independent.length > 0 && <DepartmentList heading="Other departments" departments={independent} />}
    </InnerPage>,
    { pageTitle: 'Department' },
  );
});

departments.get('/department/type/:type', async (c) => {
  const wanted = queryValue(c.req.param('type'));
  const frame = await c.var.frame;
  requireSection(frame);
  const group = frame.departments.types.find((t) => t.type === wanted);
  if (!group) requireFrameRead(frame, 'departments');
  if (!group) throw new PageNotFound('department type');
  return renderPage(
    c,
    frame,
    <InnerPage title="Department" tabs={typeTabs(frame, group.type)}>
      {group.departments.length > 0 ? (
        <DepartmentList heading={group.type} departments={group.departments} />
      ) : frame.failed.departments ? (
        <SectionNotice what="Departments" />
      ) : (
        <Empty>No departments of this type yet.</Empty>
      )}
    </InnerPage>,
    { pageTitle: group.type },
  );
});

/** Departments by name, each linking to its page; entries without a usable id are listed unlinked. */
function DepartmentList({ heading, departments }: { heading: string; departments: DepartmentRef[] }) {
  return (
    <section aria-labelledby="departments-heading">
      <h2 id="departments-heading">{heading}</h2>
      <ul className="link-list">
        {departments.map((d, i) => {
          const departmentId = id(d._id);
          const name = d.dName || 'Department';
          return <li key={d._id || i}>{departmentId ? <a href={departmentHref(departmentId, d.dName)}>{name}</a> : name}</li>;
        })}
      </ul>
    </section>
  );
}

/** What one tab shows; each starts its one provider read (if any) before the frame is awaited. */
type TabData =
  | { kind: 'site'; site: Result<DepartmentSite> }
  | { kind: 'faculty'; staff: Result<Staff[]> }
  | { kind: 'activity'; activities: Result<Activity[]> }
  | { kind: 'blank' };

function loadTab(c: Context<AppEnv>, departmentId: Id, tab: DepartmentTab | null): Promise<TabData> {
  const p = c.var.provider;
  switch (tab) {
    case null:
    case 'laboratory':
    case 'mou-collabration':
      return Promise.resolve({ kind: 'blank' });
    case 'faculty':
      return api.departmentFaculty(p, departmentId).then((staff) => ({ kind: 'faculty', staff }));
    case 'activity':
      return api.departmentActivities(p, departmentId).then((activities) => ({ kind: 'activity', activities }));
    default:
      return api.department(p, departmentId).then((site) => ({ kind: 'site', site }));
  }
}

async function departmentPage(c: Context<AppEnv>, rawTab: string | null) {
  const departmentId = id(c.req.param('departmentId'));
  const tab = rawTab === null ? null : oneOf(TAB_NAMES, rawTab);
  if (!departmentId || (rawTab !== null && !tab)) throw new PageNotFound('department');
  // The id reaches the provider only once the department menu says it is this institute's.
  const own = ownDepartment(c, departmentId);
  const [frame, department, data] = await Promise.all([c.var.frame, own, own.then(() => loadTab(c, departmentId, tab))]);
  const title = queryText(query(c, 'q')) || department.dName || 'Department';
  const tabs: Tab[] = DEPARTMENT_TABS.map(([name, label]) => ({ label, href: departmentHref(departmentId, title, name), active: name === tab }));
  const search = queryText(query(c, 'search'));
  return renderPage(
    c,
    frame,
    <InnerPage title={title} tabs={tabs}>
      {/* The index, Laboratory and MOU render blank (spec): no heading over nothing. */}
      {tab && data.kind !== 'blank' && (
        <section aria-labelledby="department-tab">
          <h2 id="department-tab">{labelOf(tab)}</h2>
          <DepartmentTabContent tab={tab} data={data} departmentId={departmentId} title={title} search={search} />
        </section>
      )}
    </InnerPage>,
    { pageTitle: tab ? `${title}: ${labelOf(tab)}` : title },
  );
}

departments.get('/onedepartment/:departmentId', (c) => departmentPage(c, null));
departments.get('/onedepartment/:departmentId/tab/:tabName', (c) => departmentPage(c, c.req.param('tabName')));

type TabProps = { tab: DepartmentTab; data: TabData; departmentId: Id; title: string; search: string };

function DepartmentTabContent({ tab, data, departmentId, title, search }: TabProps) {
  switch (data.kind) {
    case 'blank':
      return null;
    case 'faculty':
      return data.staff.ok ? <FacultyTable staff={data.staff.value} departmentId={departmentId} title={title} search={search} /> : <SectionNotice what="Faculty" />;
    case 'activity':
      return data.activities.ok ? <ActivityTable activities={data.activities.value} departmentId={departmentId} title={title} search={search} /> : <SectionNotice what="Activities" />;
    case 'site':
      return data.site.ok ? <SiteTab tab={tab} site={data.site.value} /> : <SectionNotice what={labelOf(tab)} />;
  }
}

/** The tabs that read the department's site information. */
function SiteTab({ tab, site }: { tab: DepartmentTab; site: DepartmentSite }) {
  switch (tab) {
    case 'about':
      return <SubHeadings sections={site.about} headingLevel={3} empty="Nothing about the department yet." />;
    case 'vision-mission':
      return <VisionMission vision={site.department_vission} mission={site.department_mission} headingLevel={3} />;
    case 'po-pso':
      return <DocumentCards items={site.po_pso.map((p) => ({ id: p._id, title: p.title, description: p.description, attach: p.attach, image: '' }))} empty="No programme outcomes yet." />;
    case 'message':
      return <HodMessage site={site} />;
    case 'syllabus':
      return <Attachments items={site.syllabus.map((s, i) => ({ id: s._id || `syllabus-${i + 1}`, name: s.name, fileKey: s.attach }))} />;
    case 'achievement':
      return <DocumentCards items={site.student_achievements.map((a) => ({ id: a._id, title: a.title, description: a.description, attach: a.attach, image: a.image }))} empty="No student achievements yet." />;
    case 'contact':
      return <ContactCards contacts={site.department_contact.map(fromContactCard)} />;
    default:
      return null;
  }
}

function HodMessage({ site }: { site: DepartmentSite }) {
  if (!site.department_hod_message && !site.sub_head_title && !hasFile(site.sub_heading_image)) return <Empty>No message from the head of department yet.</Empty>;
  return (
    <article className="message">
      <FileImage fileKey={site.sub_heading_image} alt={site.sub_head_title ? `Photo of ${site.sub_head_title}` : 'Head of department'} width="240" height="240" loading="lazy" />
      <RichText text={site.department_hod_message} empty="" />
      {site.sub_head_title && <p className="signature">{site.sub_head_title}</p>}
    </article>
  );
}

type DocumentCard = { id: string; title: string; description: string; attach: string; image: string };

/** PO/PSO and achievements: a card per entry with its title, description, picture and file; an empty entry is left out. */
function DocumentCards({ items, empty }: { items: DocumentCard[]; empty: string }) {
  const shown = items.filter((item) => item.title.trim() || item.description.trim() || hasFile(item.image) || hasFile(item.attach));
  if (shown.length === 0) return <Empty>{empty}</Empty>;
  return (
    <ul className="cards">
      {shown.map((item, i) => {
        const title = item.title || nameFromKey(item.attach) || nameFromKey(item.image) || 'Untitled';
        return (
          <li key={item.id || i} className="card">
            <FileImage fileKey={item.image} alt={title} width="320" height="240" loading="lazy" />
            <CardTitle alone={!item.description.trim() && !hasFile(item.attach)}>{title}</CardTitle>
            <RichText text={item.description} empty="" />
            <FileLink className="button" fileKey={item.attach}>
              View Details<span className="visually-hidden">: {title}</span>
            </FileLink>
          </li>
        );
      })}
    </ul>
  );
}

function FacultyTable({ staff, departmentId, title, search }: { staff: Staff[]; departmentId: Id; title: string; search: string }) {
  if (staff.length === 0) return <Empty>No faculty in this department yet.</Empty>;
  const rows: PersonRow[] = staff.map((s) => ({ id: s._id, name: fullName(s.staffFirstName, s.staffMiddleName, s.staffLastName), photoKey: s.staffProfilePhoto, cells: [s.current_designation] }));
  const shown = rows.filter((row) => matchesQuery(row.name, search));
  const here = departmentHref(departmentId, title, 'faculty');
  return (
    <SearchableList tableId="faculty-table" label="Search faculty by name" search={search} action={`/onedepartment/${departmentId}/tab/faculty`} keep={{ q: title }} showAll={here} total={rows.length} shown={shown.length} noun="faculty">
      <PeopleTable id="faculty-table" caption={`Faculty of ${title}`} columns={['Designation']} rows={shown} />
    </SearchableList>
  );
}

/** Activities: Name, Academic Year, Type, Staff, Detail (spec 2.10), searchable by name. */
function ActivityTable({ activities, departmentId, title, search }: { activities: Activity[]; departmentId: Id; title: string; search: string }) {
  if (activities.length === 0) return <Empty>No activities yet.</Empty>;
  const shown = activities.filter((a) => matchesQuery(a.activity_name, search));
  const here = departmentHref(departmentId, title, 'activity');
  return (
    <SearchableList tableId="activity-table" label="Search activities by name" search={search} action={`/onedepartment/${departmentId}/tab/activity`} keep={{ q: title }} showAll={here} total={activities.length} shown={shown.length} noun="activities">
      <table className="data" id="activity-table" data-search-table="">
        <caption className="visually-hidden">{`Activities of ${title}`}</caption>
        <thead>
          <tr>
            <th scope="col">Sr. No.</th>
            <th scope="col">Name</th>
            <th scope="col">Academic Year</th>
            <th scope="col">Type</th>
            <th scope="col">Staff</th>
            <th scope="col">Detail</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((a, i) => {
            const activityId = id(a._id);
            const name = a.activity_name || 'Activity';
            return (
              <tr key={a._id || i} data-search={a.activity_name.toLowerCase()}>
                <td data-label="Sr. No.">{i + 1}</td>
                <td data-label="Name">{name}</td>
                <td data-label="Academic Year">{a.activity_batch.batchName}</td>
                <td data-label="Type">{a.activity_type}</td>
                <td data-label="Staff">{fullName(a.activity_staff.staffFirstName, a.activity_staff.staffMiddleName, a.activity_staff.staffLastName)}</td>
                <td data-label="Detail">
                  {activityId && (
                    <a href={`/one/${departmentId}/activity/${activityId}`}>
                      View<span className="visually-hidden"> {name}</span>
                    </a>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </SearchableList>
  );
}
