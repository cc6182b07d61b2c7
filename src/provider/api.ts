/**
 * Every provider endpoint the site reads, one typed function each: the whole provider surface on
 * one screen. Ids are `Id` (checked by params.ts) and still encoded into paths. Page sizes are
 * spec section 9's. See docs/decisions/001-provider-reads.md for which id each read takes.
 */
import { hostLookupPattern } from '../lib/host';
import type { Provider } from './cache';
import { ok, type Result } from './client';
import { type Id, id } from './params';
import { Activities, ActivityDetail } from './schemas/activity';
import {
  AdmissionDashboard,
  AdmissionSite,
  Application,
  ApplicationGroups,
} from './schemas/admission';
import { NoticeDetail, Notices } from './schemas/announcement';
import { CommitteeDashboard, CommitteeDetail, Members } from './schemas/committee';
import type { Schema } from './schemas/common';
import { DepartmentRefs, DepartmentSite, DepartmentTypes } from './schemas/department';
import { DynamicItems, DynamicTabs } from './schemas/dynamicTab';
import { EventDetail, Events } from './schemas/event';
import { AcademicYears, GalleryCategories, GalleryItems } from './schemas/gallery';
import { GoverningCategories, GoverningMembers } from './schemas/governing';
import { SubDomain } from './schemas/host';
import { Institute } from './schemas/institute';
import { LibrarySite } from './schemas/library';
import { WebProfile } from './schemas/profile';
import { QualityTree } from './schemas/quality';
import { StaffList } from './schemas/staff';
import { StudentCorner } from './schemas/studentCorner';

const e = encodeURIComponent;

/**
 * A single record that has no list of the institute's to check its id against first: it is read,
 * but it is the institute's only when `ownerOf` names `owner`. Another owner's record, one whose
 * owner is missing, and "not found" all come back as null and are never cached, so ids a visitor
 * makes up cannot become cache writes.
 */
function ownRecord<T>(
  p: Provider,
  path: string,
  key: string,
  schema: Schema<T | null>,
  ownerOf: (record: T) => string,
  owner: Id,
): Promise<Result<T | null>> {
  const accept = (record: T | null) => record !== null && id(ownerOf(record)) === owner;
  return p
    .read(path, undefined, key, schema, { accept })
    .then((r) => (r.ok && !accept(r.value) ? ok(null) : r));
}

export const PAGE = { home: 20, list: 1000, department: 10000 } as const;
export type GalleryKind = 'image' | 'video';

/** Every read of the provider, untagged: `api` below gives each read its resource tags. */
const reads = {
  /** The provider matches `filter_by` as a regex: the host goes as an escaped, anchored pattern. */
  hostLookup: (p: Provider, host: string) =>
    p.read(
      '/v1/admin/sub/domain/by/host',
      { filter_by: hostLookupPattern(host) },
      'all_domain',
      SubDomain,
    ),
  institute: (p: Provider, ins: Id) =>
    p.read(`/v1/ins/${e(ins)}/dash`, undefined, 'institute', Institute),
  webProfile: (p: Provider, ins: Id) =>
    p.read(`/v1/landing/${e(ins)}/one/web/profile`, undefined, 'one_ins', WebProfile),
  staff: (p: Provider, ins: Id) =>
    p.read(
      `/v1/ins/${e(ins)}/approve-staff/list`,
      { page: 1, limit: PAGE.list, date: '' },
      'staffIns',
      StaffList,
    ),
  notices: (p: Provider, ins: Id, limit: number) =>
    p.read(`/v1/ins/${e(ins)}/announcemnt`, { page: 1, limit }, 'announcement', Notices),
  /** The institute's notice, or null (unknown, another institute's, or no owner named). */
  notice: (p: Provider, notice: Id, ins: Id) =>
    ownRecord(
      p,
      `/v1/ins/one/announcement/${e(notice)}`,
      'announcement',
      NoticeDetail,
      (n) => n.institute,
      ins,
    ),
  admission: (p: Provider, admission: Id) =>
    p.read(
      `/v1/admission/${e(admission)}/dashboard/query`,
      { sid: '' },
      'admission',
      AdmissionDashboard,
    ),
  applicationGroups: (p: Provider, ins: Id) =>
    p.read(
      `/v2/admission/${e(ins)}/all/ongoing/application/grouped`,
      undefined,
      'ads_obj',
      ApplicationGroups,
    ),
  admissionSite: (p: Provider, admission: Id) =>
    p.read(`/v1/site/info/admission/${e(admission)}`, undefined, 'admission_site', AdmissionSite),
  application: (p: Provider, application: Id) =>
    p.read(`/v1/admission/${e(application)}/application/query`, undefined, 'oneApply', Application),
  library: (p: Provider, library: Id) =>
    p.read(`/v1/site/info/library/${e(library)}`, undefined, 'library_site', LibrarySite),
  department: (p: Provider, department: Id) =>
    p.read(
      `/v1/site/info/department/${e(department)}`,
      undefined,
      'department_site',
      DepartmentSite,
    ),
  departmentFaculty: (p: Provider, department: Id) =>
    p.read(
      `/v1/landing/${e(department)}/all/faculty/query`,
      { page: 1, limit: PAGE.department },
      'all_staff',
      StaffList,
    ),
  departmentActivities: (p: Provider, department: Id) =>
    p.read(
      '/v1/site/all/activity/query',
      { page: 1, limit: PAGE.department, search: '', sid: department, flow: 'DEPARTMENT' },
      'all_act',
      Activities,
    ),
  /** The department's activity, or null (unknown, another department's, or no department named). */
  activity: (p: Provider, activity: Id, department: Id) =>
    ownRecord(
      p,
      `/v1/site/${e(activity)}/one/activity/query`,
      'act',
      ActivityDetail,
      (a) => a.activity_department._id,
      department,
    ),
  events: (p: Provider, eventManager: Id, limit: number) =>
    p.read(
      `/v1/event/process/manager/${e(eventManager)}/all/events`,
      { page: 1, limit },
      'all_events',
      Events,
    ),
  /** The event manager's event, or null (unknown, another manager's, or no manager named). */
  event: (p: Provider, event: Id, eventManager: Id) =>
    ownRecord(
      p,
      `/v1/event/process/one/event/${e(event)}`,
      'one_event',
      EventDetail,
      (ev) => ev.event_manager,
      eventManager,
    ),
  departmentTypes: (p: Provider, ins: Id) =>
    p.read(
      `/v1/landing/${e(ins)}/all/pinned/department/query`,
      { flow: 'DEPENDENT' },
      'ins',
      DepartmentTypes,
    ),
  independentDepartments: (p: Provider, ins: Id) =>
    p.read(
      `/v1/landing/${e(ins)}/all/pinned/department/query`,
      { flow: 'INDEPENDENT' },
      'ins',
      DepartmentRefs,
    ),
  departmentsOfType: (p: Provider, ins: Id, type: string) =>
    p.read(`/v1/landing/${e(ins)}/one/pinned/department/query`, { type }, 'ins', DepartmentRefs),
  committees: (p: Provider, iqac: Id) =>
    p.read(`/v2/committee/${e(iqac)}/dashboard`, undefined, 'iqac', CommitteeDashboard),
  qualityTree: (p: Provider, detail: Id) =>
    p.read(
      `/v2/committee/new/iqac/detail/${e(detail)}/all/things`,
      undefined,
      'q_detail',
      QualityTree,
    ),
  committee: (p: Provider, authority: Id) =>
    p.read(`/v2/committee/${e(authority)}/custom/dashboard`, undefined, 'custom', CommitteeDetail),
  committeeMembers: (p: Provider, authority: Id) =>
    p.read(
      `/v2/committee/${e(authority)}/all/composition/query`,
      { page: 1, limit: PAGE.list },
      'all_com',
      Members,
    ),
  studentCorner: (p: Provider, ins: Id) =>
    p.read(
      `/v1/site/student/corner/${e(ins)}/list/query`,
      undefined,
      'student_corner',
      StudentCorner,
    ),
  dynamicTabs: (p: Provider, ins: Id) =>
    p.read(`/v1/site/dynamic/${e(ins)}/list/query`, undefined, 'dynamic_tab', DynamicTabs),
  dynamicItems: (p: Provider, tab: Id) =>
    p.read(
      `/v1/site/dynamic/nested/${e(tab)}/list/query`,
      { parent_key: tab },
      'data_list',
      DynamicItems,
    ),
  academicYears: (p: Provider, ins: Id) =>
    p.read(
      `/v2/ins/${e(ins)}/all/universal/batch/query`,
      { page: 1, limit: PAGE.list, search: '' },
      'all_batch',
      AcademicYears,
    ),
  galleryCategories: (p: Provider, kind: GalleryKind, ins: Id, year: Id) =>
    p.read(
      `/v2/committee/${kind}/gallery/institute/${e(ins)}/category/list`,
      { bid: year },
      'gallery_category',
      GalleryCategories,
    ),
  /** All of a year (`category` = the institute id, flow INSTITUTE) or one category (flow CATEGORY). */
  galleryItems: (
    p: Provider,
    kind: GalleryKind,
    category: Id,
    flow: 'INSTITUTE' | 'CATEGORY',
    year: Id,
  ) =>
    p.read(
      `/v2/committee/${kind}/gallery/${e(category)}/category/${kind === 'image' ? 'images' : 'videos'}/list`,
      { flow, batchId: year },
      kind === 'image' ? 'image_list' : 'video_list',
      GalleryItems,
    ),
  governingCategories: (p: Provider, scope: 'governing' | 'society/governing', lcid: Id) =>
    p.read(
      `/v1/site/${scope}/${e(lcid)}/category/query`,
      { page: 1, limit: PAGE.list },
      'category_list',
      GoverningCategories,
    ),
  governingMembers: (
    p: Provider,
    scope: 'governing' | 'society/governing',
    lcid: Id,
    category: Id,
  ) =>
    p.read(
      `/v1/site/${scope}/${e(lcid)}/category/${e(category)}/body/query`,
      { page: 1, limit: PAGE.list },
      'category_body_list',
      GoverningMembers,
    ),
};

/**
 * The resources a purge can name (`{"institute": id, "resources": [...]}`, `--resource`): each
 * is a tag that the reads returning it carry. docs/caching.md "Purge semantics" lists them.
 */
export const RESOURCES = [
  'institute',
  'notices',
  'events',
  'staff',
  'departments',
  'activities',
  'admissions',
  'library',
  'committees',
  'student-corner',
  'dynamic-tabs',
  'galleries',
  'governing',
] as const;
export type Resource = (typeof RESOURCES)[number];

/**
 * The one table of which resources each read returns. A purge of a resource re-reads only the
 * reads tagged with it, and re-renders only the pages that used one of them. The host lookup has
 * none: a host purge covers it.
 */
export const READ_TAGS: Record<keyof typeof reads, readonly Resource[]> = {
  hostLookup: [],
  institute: ['institute'],
  webProfile: ['institute'],
  staff: ['staff'],
  notices: ['notices'],
  notice: ['notices'],
  admission: ['admissions'],
  applicationGroups: ['admissions'],
  admissionSite: ['admissions'],
  application: ['admissions'],
  library: ['library'],
  department: ['departments'],
  departmentFaculty: ['departments', 'staff'],
  departmentActivities: ['departments', 'activities'],
  activity: ['departments', 'activities'],
  events: ['events'],
  event: ['events'],
  departmentTypes: ['departments'],
  independentDepartments: ['departments'],
  departmentsOfType: ['departments'],
  committees: ['committees'],
  qualityTree: ['committees'],
  committee: ['committees'],
  committeeMembers: ['committees'],
  studentCorner: ['student-corner'],
  dynamicTabs: ['dynamic-tabs'],
  dynamicItems: ['dynamic-tabs'],
  academicYears: ['galleries'],
  galleryCategories: ['galleries'],
  galleryItems: ['galleries'],
  governingCategories: ['governing'],
  governingMembers: ['governing'],
};

/** `p` with every read it makes carrying `tags`. */
const taggedReader = (p: Provider, tags: readonly Resource[]): Provider => ({
  log: p.log,
  kv: p.kv,
  namespace: p.namespace,
  settle: () => p.settle(),
  scoped: (scope, generation, tagGenerations) => p.scoped(scope, generation, tagGenerations),
  prefetch: (scope, reads) => p.prefetch(scope, reads),
  read: (path, query, key, schema, options) =>
    p.read(path, query, key, schema, { ...options, tags }),
});

function tagged<R extends Record<string, (p: Provider, ...args: never[]) => unknown>>(
  all: R,
  tags: Record<keyof R, readonly Resource[]>,
): R {
  const entries = Object.entries(all).map(([name, read]) => [
    name,
    (p: Provider, ...args: never[]) => read(taggedReader(p, tags[name]), ...args),
  ]);
  return Object.fromEntries(entries) as R;
}

/** Every provider endpoint the site reads, each read carrying its resource tags (READ_TAGS). */
export const api = tagged(reads, READ_TAGS);
