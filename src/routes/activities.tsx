/**
 * Department activities (spec 2.10): `/one/{departmentId}/activity/{activityId}` shows one
 * activity (name, type, academic year, staff, department) and `/{tabName}` one of its document
 * lists (Attendance, Notice, Permission Letter, Activity Report, Other) with the all/one filter.
 * The department must be this institute's (checked before any read), and the activity must name
 * that department as its own; anything else is a 404, and nothing of it is cached. The activity
 * read starts as soon as the department menu is known, alongside the rest of the frame.
 */
import { Hono } from 'hono';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import {
  attachmentItems,
  type DocumentHref,
  DocumentTab,
  type DocumentTabName,
  documentTabs,
} from '../components/DocumentTabs';
import { Facts } from '../components/Facts';
import { InnerPage } from '../components/layout/InnerPage';
import type { AppEnv } from '../env';
import { PageNotFound, ProviderUnavailable } from '../errors';
import { messages } from '../i18n/catalogue';
import { fullName } from '../lib/text';
import { renderPage } from '../pages/render';
import { params, QueryText, queries } from '../pages/validate';
import { href, IdParam, PAGES, TABS } from '../paths';
import { api } from '../provider/api';
import type { ActivityDetail } from '../provider/schemas/activity';
import { departmentHref, ownDepartment } from './departments';

export const activities = new Hono<AppEnv>();

/** The activity's list behind each document tab. */
const ACTIVITY_LISTS = {
  attendance: 'attendance',
  notice: 'notice',
  'permission-letter': 'permission_letter',
  'activity-report': 'activity_report',
  other: 'other',
} as const satisfies Record<DocumentTabName, keyof ActivityDetail>;

activities.get(
  PAGES.activity.pattern,
  params(
    'activity',
    v.object({
      departmentId: IdParam,
      activityId: IdParam,
      tab: v.optional(TABS.documents.schema),
    }),
  ),
  queries(PAGES.activity, { show: QueryText }),
  async (c) => {
    const { departmentId, activityId, tab } = c.req.valid('param');
    const { show } = c.req.valid('query');
    // Neither id reaches the provider before the department is known to be this institute's.
    const own = ownDepartment(c, departmentId);
    const read = own.then(() => api.activity(c.var.provider, activityId, departmentId));
    const [frame, department, result] = await Promise.all([c.var.frame, own, read]);
    if (!result.ok) throw new ProviderUnavailable('activity', result.error);
    const activity = result.value;
    if (!activity) throw new PageNotFound('activity');

    const at: DocumentHref = (name) =>
      href(PAGES.activity, { departmentId, activityId, tab: name });
    const t = messages().news.activity;
    const title = activity.activity_name || t.activity;
    const departmentName = department.dName || t.department;
    return renderPage(
      c,
      frame,
      <InnerPage title={title} tabs={documentTabs(at, tab, t.details)}>
        {tab ? (
          <DocumentTab
            name={tab}
            items={attachmentItems(tab, activity[ACTIVITY_LISTS[tab]])}
            at={at}
            show={show}
            backLabel={t.backToDetails}
          />
        ) : (
          <ActivitySummary activity={activity} departmentName={departmentName} />
        )}
      </InnerPage>,
      {
        pageTitle: tab ? `${title}: ${TABS.documents.label(tab)}` : title,
        breadcrumb: {
          // The department, leading to its activities: the step a phone shows (decision 065).
          parents: [
            {
              label: departmentName,
              href: departmentHref(departmentId, department.dName, 'activity'),
            },
            ...(tab ? [{ label: title, href: at(undefined) }] : []),
          ],
          crumb: tab ? TABS.documents.label(tab) : title,
        },
      },
    );
  },
);

/** The activity's facts (its whole name is the banner's heading). */
function ActivitySummary({
  activity,
  departmentName,
}: {
  activity: ActivityDetail;
  departmentName: string;
}) {
  const staff = fullName(
    activity.activity_staff.staffFirstName,
    activity.activity_staff.staffMiddleName,
    activity.activity_staff.staffLastName,
  );
  const t = messages().news.activity;
  const facts: [string, ReactNode][] = [];
  if (activity.activity_type) facts.push([t.type, activity.activity_type]);
  if (activity.activity_batch.batchName)
    facts.push([t.academicYear, activity.activity_batch.batchName]);
  if (staff) facts.push([t.staff, staff]);
  facts.push([t.department, activity.activity_department.dName || departmentName]);
  return (
    <article className="activity-detail" aria-labelledby="activity-heading">
      <h2 id="activity-heading">{t.about}</h2>
      <Facts facts={facts} />
      <p>{t.documentsHint}</p>
    </article>
  );
}
