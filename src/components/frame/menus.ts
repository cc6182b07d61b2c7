/**
 * The site's menus as one tree, built from the frame data and the spec's toggles (spec 2.1).
 * The desktop menu bar and the mobile drawer render the same tree, so they never disagree.
 */
import type { Frame } from '../../middleware/frame';
import type { QualityCard } from '../../provider/schemas/quality';
import { fileTitle } from '../../lib/files';
import { safeHref } from '../../lib/url';
import type { FileUrls } from '../FileLink';

import type { NavItem } from '../../../client/islands/nav';

export type { NavItem };

const q = (value: string) => (value ? `?q=${encodeURIComponent(value)}` : '');

const children = (base: string, entries: [string, string][]): NavItem[] => entries.map(([path, label]) => ({ label, href: `${base}/${path}` }));

export const SOCIETY_TABS: [string, string][] = [['about', 'About'], ['vision-mission', 'Vision and Mission'], ['message', 'Founder Message'], ['organisation', 'Organisation Structure'], ['society-governing', 'Governing Body']];
export const INSTITUTE_TABS: [string, string][] = [['profile', 'Institute Profile'], ['vision-mission', 'Vision and Mission'], ['affiliation', 'Affiliation'], ['organisation', 'Organisation Structure']];
export const FACULTY_TABS: [string, string][] = [['teaching', 'Teaching Faculty'], ['non-teaching', 'Non Teaching Faculty'], ['other', 'Other']];
export const EXAM_TABS: [string, string][] = [['manual', 'Manual of Examinations'], ['schedule', 'Examination Schedule'], ['time-table', 'Examination Time Table'], ['notifications', 'Examination Notification'], ['hall-ticket', 'Hall Ticket']];
export const RND_TABS: [string, string][] = [['rnd', 'Research and Department'], ['mou', 'MOU'], ['paper', 'Research Paper'], ['activities', 'Activities'], ['project', 'Projects'], ['meeting', 'Meetings']];
export const ADMISSION_TABS: [string, string][] = [['', 'About'], ['application', 'New Admission'], ['', 'Enquiry'], ['process', 'Process'], ['document', 'Document Checklist'], ['contact', 'Contact Us']];

/**
 * A list entry that opens its file in the viewer when it has one, else navigates to `href`. The
 * file's URL is built here: menu entries travel as the drawer island's JSON props.
 */
export function fileOrLink(label: string, pdfKey: string, href: string | undefined, files: FileUrls): NavItem {
  const file = files(pdfKey);
  return file ? { label: fileTitle(label, pdfKey, 'Document'), fileHref: file } : { label, href };
}

/** The six quality menus (spec 2.1): shown only when their tab list is non-empty. */
function qualityMenus(frame: Frame, files: FileUrls): NavItem[] {
  if (!frame.quality) return [];
  const { detailId, tree } = frame.quality;
  const menu = (label: string, parent: string, route: string, tabs: QualityCard[]): NavItem[] =>
    tabs.length === 0
      ? []
      : [{ label, href: `/${parent}/${detailId}`, children: tabs.map((t) => fileOrLink(t.name, t.pdf_key, `/${route}/${detailId}/tab/${t._id}`, files)) }];
  return [
    ...menu('IQAC', 'iqac', 'iqac', tree.outer_tab_nested),
    ...menu('NAAC', 'naac', 'naac', tree.naac_outer_tab_nested),
    ...menu('AQAR', 'aqar', 'aqar', tree.aqar_outer_tab_nested),
    ...menu('NIRF', 'nirf', 'nirf', tree.nirf_outer_tab_nested),
    ...menu('Special Status', 'iqac', 'special', tree.ss_outer_tab_nested),
    ...menu('Institutional Dist.', 'iqac', 'institutional', tree.indi_outer_tab_nested),
  ];
}

/** The navigation bar's menus, in spec order, each gated by its toggle. */
export function mainMenu(frame: Frame, files: FileUrls): NavItem[] {
  const lc = frame.profile.landing_control;
  const on = lc.tab_toggle;
  const about = lc.about_us_toggle;
  const lcid = frame.lcid;
  const libraryId = frame.institute.library[0];
  const items: NavItem[] = [{ label: 'Home', href: '/' }];

  if (on.about) {
    const sub: NavItem[] = [];
    if (about.about_society) sub.push({ label: lc.about_society_dynamic.dynamic_name || 'About Society', href: '/society', children: children('/society', SOCIETY_TABS) });
    if (about.institute_profile) sub.push({ label: 'Institute Profile', href: '/institute', children: children('/institute', INSTITUTE_TABS) });
    if (about.administration && lcid)
      sub.push({ label: 'Administrations', href: `/administration/${lcid}`, children: lc.administration_object.map((a) => ({ label: a.leading_person_position || a.leading_person.userLegalName, href: `/administration/${lcid}/one/${a._id}` })) });
    if (about.accreditation && lcid)
      sub.push({ label: 'Accrediation', href: `/accrediation/${lcid}`, children: lc.home_accreditation_object.map((a) => ({ label: a.name, href: `/accrediation/${lcid}/one/${a._id}` })) });
    if (about.faculties) sub.push({ label: 'Faculties', href: '/institute/faculties', children: children('/institute/faculties', FACULTY_TABS) });
    if (about.governing_body && lcid)
      sub.push({ label: 'Governing Body', href: `/governing/${lcid}`, children: lc.about_us_governing_body.map((g) => ({ label: g.category, href: `/governing/${lcid}/category/${g._id}` })) });
    items.push({ label: 'About Us', children: sub });
  }
  if (on.academic_course && lc.academic_courses_desk.length > 0) {
    items.push({
      label: 'Academic Courses',
      href: '/academic/course',
      children: lc.academic_courses_desk.map((course) => ({
        label: course.head_name,
        href: `/academic/course/type/${course._id}`,
        children: course.sub_head.map((sub) => ({ label: sub.sub_head_title_main, href: `/oneacademic/course/${sub._id}${q(sub.sub_head_title_main)}` })),
      })),
    });
  }
  if (on.department) {
    const dept = (d: { _id: string; dName: string }): NavItem => ({ label: d.dName, href: `/onedepartment/${d._id}${q(d.dName)}` });
    items.push({
      label: 'Department',
      href: '/department',
      children: [
        ...frame.departments.types.map((t) => ({ label: t.type, href: `/department/type/${encodeURIComponent(t.type)}`, children: t.departments.map(dept) })),
        ...frame.departments.independent.map(dept),
      ],
    });
  }
  if (on.admission) items.push({ label: 'Admission', href: '/admission', children: children('/admission', ADMISSION_TABS).map((i) => ({ ...i, href: i.href!.replace(/\/$/, '') })) });
  if (on.rnd && frame.rndDetailId) items.push({ label: 'R&D', href: `/research/development/${frame.rndDetailId}`, children: children(`/research/development/${frame.rndDetailId}`, RND_TABS) });
  if (on.iqac) items.push(...qualityMenus(frame, files));
  if (on.committee && frame.iqacId && frame.committees.length > 0)
    items.push({ label: 'Committees', href: `/committee/${frame.iqacId}`, children: frame.committees.map((c) => ({ label: c.custom_head_name, href: `/committee/${frame.iqacId}/one/${c._id}` })) });
  if (on.examination) items.push({ label: 'Examinations', href: '/examination', children: children('/examination', EXAM_TABS) });
  if (on.notice) items.push({ label: 'Notice', href: '/notice' });
  if (on.library && libraryId) items.push({ label: 'Library', href: `/library/${libraryId}` });
  if (on.alumni) items.push({ label: 'Alumni' });
  return items;
}

/** The institute's own top-bar tabs, each a dropdown of its items. */
export function dynamicMenus(frame: Frame, files: FileUrls): NavItem[] {
  return frame.dynamicTabs.map(({ tab, items }) => ({
    label: tab.name,
    children: items.map((item) => {
      const link = safeHref(item.link);
      return item.pdf_key ? fileOrLink(item.name, item.pdf_key, undefined, files) : link ? { label: item.name, href: link, external: true } : { label: item.name };
    }),
  }));
}

/** Student Corner dropdown; absent when the list is empty. */
export function studentCornerMenu(frame: Frame, files: FileUrls): NavItem | null {
  if (frame.studentCorner.length === 0 || !frame.lcid) return null;
  const base = `/student/corner/${frame.lcid}`;
  return { label: 'Student Corner', href: base, children: frame.studentCorner.map((item) => fileOrLink(item.name, item.pdf_key, `${base}/lvl1/${item._id}`, files)) };
}

export type SocialLink = { network: 'facebook' | 'twitter' | 'linkedin' | 'youtube' | 'instagram'; label: string; href: string };

/** Social links the institute has; each shown only when present and http(s). */
export function socialLinks(frame: Pick<Frame, 'profile'>): SocialLink[] {
  const f = frame.profile.landing_control.footer_links;
  const all: [SocialLink['network'], string, string][] = [
    ['facebook', 'Facebook', f.facebook_link], ['twitter', 'Twitter', f.twitter_link], ['linkedin', 'LinkedIn', f.linkedin_link],
    ['youtube', 'YouTube', f.youtube_link], ['instagram', 'Instagram', f.instagram_link],
  ];
  return all.flatMap(([network, label, raw]) => {
    const href = safeHref(raw);
    return href ? [{ network, label, href }] : [];
  });
}
