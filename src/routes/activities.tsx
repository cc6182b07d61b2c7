/**
 * Department activities (spec 2.10): `/one/{departmentId}/activity/{activityId}` shows one
 * activity (name, type, academic year, staff, department) and `/{tabName}` one of its document
 * lists (Attendance, Notice, Permission Letter, Activity Report, Other) with the all/one filter.
 * The department must be this institute's (checked before any read), and the activity must name
 * that department as its own; anything else is a 404, and nothing of it is cached. The activity
 * read starts as soon as the department menu is known, alongside the rest of the frame.
 */
import { Hono, type Context } from 'hono';
import type { ReactNode } from 'react';
import { attachmentItems, DOCUMENT_TAB_NAMES, DocumentTab, documentTabLabel, documentTabs, type DocumentTabName } from '../components/DocumentTabs';
import { Facts } from '../components/Facts';
import { InnerPage } from '../components/frame/InnerPage';
import type { AppEnv } from '../env';
import { fullName, truncate } from '../lib/text';
import { PageNotFound, ProviderUnavailable } from '../middleware/errors';
import { api } from '../provider/api';
import { id, oneOf } from '../provider/params';
import type { ActivityDetail } from '../provider/schemas/activity';
import { departmentHref, ownDepartment } from './departments';
import { TITLE_MAX } from './home';
import { query, renderPage } from './page';

export const activities = new Hono<AppEnv>();

/** The activity's list behind each document tab. */
const ACTIVITY_LISTS = { attendance: 'attendance', notice: 'notice', 'permission-letter': 'permission_letter', 'activity-report': 'activity_report', other: 'other' } as const satisfies Record<DocumentTabName, keyof ActivityDetail>;

async function activityPage(c: Context<AppEnv>, rawTab: string | null) {
  const departmentId = id(c.req.param('departmentId'));
  const activityId = id(c.req.param('activityId'));
  const tab = rawTab === null ? null : oneOf(DOCUMENT_TAB_NAMES, rawTab);
  if (!departmentId || !activityId || (rawTab !== null && !tab)) throw new PageNotFound('activity');
  // Neither id reaches the provider before the department is known to be this institute's.
  const own = ownDepartment(c, departmentId);
  const read = own.then(() => api.activity(c.var.provider, activityId, departmentId));
  const [frame, department, result] = await Promise.all([c.var.frame, own, read]);
  if (!result.ok) throw new ProviderUnavailable('activity', result.error);
  const activity = result.value;
  if (!activity) throw new PageNotFound('activity');

  const base = `/one/${departmentId}/activity/${activityId}`;
  const title = activity.activity_name || 'Activity';
  const departmentName = department.dName || 'Department';
  return renderPage(
    c,
    frame,
    <InnerPage title={truncate(title, TITLE_MAX)} tabs={documentTabs(base, tab)} breadcrumb={{ label: departmentName, href: departmentHref(departmentId, department.dName, 'activity') }}>
      {tab ? (
        <DocumentTab name={tab} items={attachmentItems(tab, activity[ACTIVITY_LISTS[tab]])} base={base} show={query(c, 'show')} backLabel="Back to the activity details" />
      ) : (
        <ActivitySummary activity={activity} title={title} departmentName={departmentName} />
      )}
    </InnerPage>,
    { pageTitle: tab ? `${title}: ${documentTabLabel(tab)}` : title },
  );
}

activities.get('/one/:departmentId/activity/:activityId', (c) => activityPage(c, null));
activities.get('/one/:departmentId/activity/:activityId/:tabName', (c) => activityPage(c, c.req.param('tabName')));

/** The activity's facts; the full name when the banner had to cut it. */
function ActivitySummary({ activity, title, departmentName }: { activity: ActivityDetail; title: string; departmentName: string }) {
  const staff = fullName(activity.activity_staff.staffFirstName, activity.activity_staff.staffMiddleName, activity.activity_staff.staffLastName);
  const facts: [string, ReactNode][] = [];
  if (activity.activity_type) facts.push(['Type', activity.activity_type]);
  if (activity.activity_batch.batchName) facts.push(['Academic Year', activity.activity_batch.batchName]);
  if (staff) facts.push(['Staff', staff]);
  facts.push(['Department', activity.activity_department.dName || departmentName]);
  return (
    <article className="activity-detail" aria-labelledby="activity-heading">
      <h2 id="activity-heading">{truncate(title, TITLE_MAX) !== title ? title : 'About the activity'}</h2>
      <Facts facts={facts} />
      <p>The attendance, notice, permission letter, report and other documents are under the tabs above.</p>
    </article>
  );
}
