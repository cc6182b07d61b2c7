/**
 * Departments (spec 2.10): `/department` (the first type, then departments of no type) and
 * `/department/type/{type}` list the institute's departments by type; `/onedepartment/{departmentId}` (its first tab, About) and
 * `/onedepartment/{departmentId}/tab/{tab}?q=...` show one department, titled by `q`.
 * Faculty and Activities are searchable tables (`?search=`, applied here and live in the browser).
 * The pages' content is in components/departments/.
 *
 * A department is this institute's when its department menu holds it (the pinned-department reads,
 * shared with the frame); anything else is a 404 before any read carrying the id. The tab's own
 * read starts as soon as the menu is known, alongside the rest of the frame.
 */
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { DepartmentList } from '../components/departments/DepartmentList';
import { DepartmentTabContent, type TabData } from '../components/departments/DepartmentTab';
import { InnerPage } from '../components/layout/InnerPage';
import { Empty, SectionNotice } from '../components/SectionNotice';
import type { Tab } from '../components/TabBar';
import type { AppEnv } from '../env';
import { PageNotFound, ProviderUnavailable } from '../errors';
import { type Frame, loadDepartments, requireFrameRead } from '../frame/load';
import { sectionOn } from '../frame/sections';
import { messages } from '../i18n/catalogue';
import { renderPage } from '../pages/render';
import { ClampedText, inputs, params, queries } from '../pages/validate';
import { type DepartmentTab, href, IdParam, PAGES, TABS } from '../paths';
import { api } from '../provider/api';
import { type Id, id, queryValue } from '../provider/params';
import type { DepartmentRef } from '../provider/schemas/department';

export const departments = new Hono<AppEnv>();

/** A department's page, or its tab, carrying the title as `?q=`. */
export const departmentHref = (departmentId: Id, name: string, tab?: DepartmentTab) =>
  tab
    ? href(PAGES.departmentTab, { departmentId, tab }, { q: name })
    : href(PAGES.department, { departmentId }, { q: name });

/**
 * This institute's department `departmentId` (from its department menu, grouped or not; none when
 * the section is switched off), or a 404; a 503 when the menu could not be read. Ready as soon as
 * the menu's reads are, so a read carrying the id can wait for it without waiting for the frame.
 */
export async function ownDepartment(c: Context<AppEnv>, departmentId: Id): Promise<DepartmentRef> {
  const { list, error } = await loadDepartments(c.var.provider, c.var.site.insId);
  const department = [...list.types.flatMap((t) => t.departments), ...list.independent].find(
    (d) => id(d._id) === departmentId,
  );
  if (!department && error) throw new ProviderUnavailable('departments', error);
  if (!department) throw new PageNotFound('department');
  return department;
}

/** The section itself, or a 404 when the institute has switched it off. */
function requireSection(frame: Frame) {
  if (!sectionOn(frame.profile.landing_control, 'departments'))
    throw new PageNotFound('department section');
}

const typeTabs = (frame: Frame, active?: string): Tab[] =>
  frame.departments.types.map(({ type }) => ({
    label: type,
    href: href(PAGES.departmentType, { type }),
    active: type === active,
  }));

type DepartmentGroup = Frame['departments']['types'][number];

/** One type's departments, or why there are none. */
function TypeDepartments({ frame, group }: { frame: Frame; group: DepartmentGroup }) {
  const t = messages().departments;
  return group.departments.length > 0 ? (
    <DepartmentList heading={group.type} departments={group.departments} />
  ) : frame.failed.departments ? (
    <SectionNotice what={t.unavailable} />
  ) : (
    <Empty>{t.noneOfType}</Empty>
  );
}

departments.get(PAGES.departments.pattern, async (c) => {
  const frame = await c.var.frame;
  requireSection(frame);
  // The index shows the first type's tab (issue 17), then the departments no type holds.
  const first = frame.departments.types[0];
  const independent = frame.departments.independent;
  const t = messages().departments;
  return renderPage(
    c,
    frame,
    <InnerPage title={t.title} tabs={typeTabs(frame, first?.type)}>
      {first && <TypeDepartments frame={frame} group={first} />}
      {independent.length > 0 && (
        <DepartmentList
          heading={t.otherDepartments}
          departments={independent}
          headingId="other-departments-heading"
        />
      )}
    </InnerPage>,
    { pageTitle: t.title },
  );
});

/** A department type name in the URL: bounded text, as provider/params' `queryValue` takes it. */
const TypeParam = v.pipe(
  v.string(),
  v.transform((raw: string) => queryValue(raw)),
  v.string(),
);

departments.get(
  PAGES.departmentType.pattern,
  params('department type', v.object({ type: TypeParam })),
  async (c) => {
    const { type } = c.req.valid('param');
    const frame = await c.var.frame;
    requireSection(frame);
    const group = frame.departments.types.find((t) => t.type === type);
    if (!group) requireFrameRead(frame, 'departments');
    if (!group) throw new PageNotFound('department type');
    return renderPage(
      c,
      frame,
      <InnerPage title={messages().departments.title} tabs={typeTabs(frame, group.type)}>
        <TypeDepartments frame={frame} group={group} />
      </InnerPage>,
      { pageTitle: group.type },
    );
  },
);

/**
 * The provider read of one tab. None for MOU, which renders blank: the department site carries no
 * MOUs (provider-api.md, endpoint 12); Laboratory reads its `laboratory` list.
 */
function loadTab(c: Context<AppEnv>, departmentId: Id, tab: DepartmentTab): Promise<TabData> {
  const p = c.var.provider;
  switch (tab) {
    case 'mou-collabration':
      return Promise.resolve({ kind: 'blank' });
    case 'faculty':
      return api.departmentFaculty(p, departmentId).then((staff) => ({ kind: 'faculty', staff }));
    case 'activity':
      return api
        .departmentActivities(p, departmentId)
        .then((activities) => ({ kind: 'activity', activities }));
    default:
      return api.department(p, departmentId).then((site) => ({ kind: 'site', site }));
  }
}

departments.on(
  'GET',
  [PAGES.department.pattern, PAGES.departmentTab.pattern],
  inputs(
    params(
      'department',
      v.object({ departmentId: IdParam, tab: v.optional(TABS.department.schema) }),
    ),
    queries(PAGES.department, { q: ClampedText, search: ClampedText }),
  ),
  async (c) => {
    // The index shows the first tab, under its own address and title (issue 17).
    const { departmentId, tab: given } = c.req.valid('param');
    const tab = given ?? TABS.department.first;
    const { q, search = '' } = c.req.valid('query');
    // The id reaches the provider only once the department menu says it is this institute's.
    const own = ownDepartment(c, departmentId);
    const data = own.then(() => loadTab(c, departmentId, tab));
    const [frame, department, tabData] = await Promise.all([c.var.frame, own, data]);
    const title = q || department.dName || messages().departments.department;
    const tabs: Tab[] = TABS.department.entries().map(([name, label]) => ({
      label,
      href: departmentHref(departmentId, title, name),
      active: name === tab,
    }));
    const label = TABS.department.label(tab);
    return renderPage(
      c,
      frame,
      <InnerPage title={title} tabs={tabs}>
        {/* MOU renders blank (spec; no data for it): no heading over nothing. */}
        {tabData.kind !== 'blank' && (
          <section aria-labelledby="department-tab">
            <h2 id="department-tab">{label}</h2>
            <DepartmentTabContent
              tab={tab}
              data={tabData}
              departmentId={departmentId}
              title={title}
              search={search}
            />
          </section>
        )}
      </InnerPage>,
      {
        pageTitle: given ? `${title}: ${label}` : title,
        breadcrumb: { crumb: given ? label : undefined },
      },
    );
  },
);
