/** One department tab's content, from what its loader read (routes/departments.tsx). */

import { messages } from '../../i18n/catalogue';
import { type DepartmentTab, TABS } from '../../paths';
import type { Result } from '../../provider/client';
import type { Id } from '../../provider/params';
import type { Activity } from '../../provider/schemas/activity';
import type { DepartmentSite } from '../../provider/schemas/department';
import type { Staff } from '../../provider/schemas/staff';
import { SectionNotice } from '../SectionNotice';
import { ActivityTable } from './ActivityTable';
import { FacultyTable } from './FacultyTable';
import { SiteTab } from './SiteTab';

/** What one tab shows; each starts its one provider read (if any) before the frame is awaited. */
export type TabData =
  | { kind: 'site'; site: Result<DepartmentSite> }
  | { kind: 'faculty'; staff: Result<Staff[]> }
  | { kind: 'activity'; activities: Result<Activity[]> }
  | { kind: 'blank' };

type TabProps = {
  tab: DepartmentTab;
  data: TabData;
  departmentId: Id;
  title: string;
  search: string;
};

export function DepartmentTabContent(props: TabProps) {
  const { tab, data, departmentId, title, search } = props;
  const t = messages().departments;
  switch (data.kind) {
    case 'blank':
      return null;
    case 'faculty':
      return data.staff.ok ? (
        <FacultyTable
          staff={data.staff.value}
          departmentId={departmentId}
          title={title}
          search={search}
        />
      ) : (
        <SectionNotice what={t.faculty.unavailable} />
      );
    case 'activity':
      return data.activities.ok ? (
        <ActivityTable
          activities={data.activities.value}
          departmentId={departmentId}
          title={title}
          search={search}
        />
      ) : (
        <SectionNotice what={t.activities.unavailable} />
      );
    case 'site':
      return data.site.ok ? (
        <SiteTab tab={tab} site={data.site.value} />
      ) : (
        <SectionNotice what={TABS.department.label(tab)} />
      );
  }
}
