/**
 * The site's menus as one tree, built from the frame data and the spec's toggles (spec 2.1).
 * The desktop menu bar and the mobile drawer render the same tree, so they never disagree.
 */

import type { NavItem } from '../../client/lib/nav';
import { messages } from '../i18n/catalogue';
import { providerLang } from '../i18n/content';
import { fileTitle } from '../lib/files';
import { type FileUrls, safeHref } from '../lib/url';
import type { QualitySection, Tabs } from '../paths';
import { admissionLinks, href, PAGES, qualityPages, TABS } from '../paths';
import { type Id, id } from '../provider/params';
import type { QualityList } from '../provider/schemas/quality';
import type { Frame } from './load';
import { type Section, sectionOn } from './sections';

export type { NavItem };

/**
 * A menu entry's label the provider wrote, with the `lang` it needs when its script is not the
 * page's (decision 038); no `lang` key at all otherwise, so the drawer's props stay as they were.
 */
const named = (label: string): Pick<NavItem, 'label' | 'lang'> => {
  const lang = providerLang(label);
  return lang ? { label, lang } : { label };
};

/** A section's tabs as menu entries, each linking to `link(tab)`. */
const tabItems = <N extends string>(tabs: Tabs<N>, link: (tab: N) => string): NavItem[] =>
  tabs.entries().map(([tab, label]) => ({ label, href: link(tab) }));

/**
 * `link(id)` when the provider's `raw` id is a usable one; otherwise undefined, so the entry is
 * shown without a link (a provider value never becomes a path unchecked).
 */
const linkWithId = (raw: string, link: (checked: Id) => string): string | undefined => {
  const checked = id(raw);
  return checked ? link(checked) : undefined;
};

/**
 * A list entry that opens its file in the viewer when it has one, else navigates to `link`. The
 * file's URL is built here: menu entries travel as the drawer island's JSON props.
 */
export function fileOrLink(
  label: string,
  pdfKey: string,
  link: string | undefined,
  files: FileUrls,
): NavItem {
  const file = files(pdfKey);
  if (!file) return { ...named(label), href: link };
  return { ...named(fileTitle(label, pdfKey, messages().nav.menu.document)), fileHref: file };
}

/**
 * The six quality menus in spec order (spec 2.1): section (its label: `qualityLabel`), the
 * section's tab list in the quality tree, and the section whose page the menu opens (Special
 * Status and Institutional Dist. open the IQAC page; their tabs are their own sections' pages).
 */
export const QUALITY_MENUS = [
  ['iqac', 'outer_tab_nested', 'iqac'],
  ['naac', 'naac_outer_tab_nested', 'naac'],
  ['aqar', 'aqar_outer_tab_nested', 'aqar'],
  ['nirf', 'nirf_outer_tab_nested', 'nirf'],
  ['special', 'ss_outer_tab_nested', 'iqac'],
  ['institutional', 'indi_outer_tab_nested', 'iqac'],
] as const satisfies readonly (readonly [QualitySection, QualityList, QualitySection])[];

/** The name of quality section `section`'s menu (a Quality menu group) in the current language. */
export const qualityLabel = (section: QualitySection): string => messages().nav.quality[section];

/**
 * The six quality menus as one Quality menu of six groups (decision 026): each group shown only
 * when its tab list is non-empty, the menu only when a group is.
 */
function qualityMenu(frame: Frame, files: FileUrls): NavItem[] {
  if (!frame.quality) return [];
  const { detailId, tree } = frame.quality;
  const groups = QUALITY_MENUS.flatMap(([section, list, parent]): NavItem[] =>
    tree[list].length === 0
      ? []
      : [
          {
            label: qualityLabel(section),
            href: href(qualityPages(parent).detail, { detailId }),
            children: tree[list].map((t) => {
              const tab = (tabId: Id) => href(qualityPages(section).tab, { detailId, tabId });
              const link = linkWithId(t._id, tab);
              return fileOrLink(t.name, t.pdf_key, link, files);
            }),
          },
        ],
  );
  const label = messages().nav.menu.quality;
  return groups.length ? [{ label, grouped: true, children: groups }] : [];
}

/** The About Us menu's entries, each gated by its toggle. */
function aboutMenu(frame: Frame): NavItem[] {
  const t = messages().nav.menu;
  const lc = frame.profile.landing_control;
  const lcid = frame.lcid;
  const sub: NavItem[] = [];
  if (sectionOn(lc, 'society'))
    sub.push({
      ...(lc.about_society_dynamic.dynamic_name
        ? named(lc.about_society_dynamic.dynamic_name)
        : { label: t.aboutSociety }),
      href: href(PAGES.society, {}),
      children: tabItems(TABS.society, (tab) => href(PAGES.society, { tab })),
    });
  if (sectionOn(lc, 'institute'))
    sub.push({
      label: t.instituteProfile,
      href: href(PAGES.institute, {}),
      children: tabItems(TABS.institute, (tab) => href(PAGES.institute, { tab })),
    });
  if (sectionOn(lc, 'administration') && lcid)
    sub.push({
      label: t.administrations,
      href: href(PAGES.administration, { lcid }),
      children: lc.administration_object.map((a) => ({
        ...named(a.leading_person_position || a.leading_person.userLegalName),
        href: linkWithId(a._id, (oneAid) => href(PAGES.administrationOne, { lcid, oneAid })),
      })),
    });
  if (sectionOn(lc, 'accreditation') && lcid)
    sub.push({
      label: t.accreditation,
      href: href(PAGES.accreditation, { lcid }),
      children: lc.home_accreditation_object.map((a) => ({
        ...named(a.name),
        href: linkWithId(a._id, (oneAid) => href(PAGES.accreditationOne, { lcid, oneAid })),
      })),
    });
  if (sectionOn(lc, 'faculties'))
    sub.push({
      label: t.faculties,
      href: href(PAGES.faculties, {}),
      children: tabItems(TABS.faculties, (tab) => href(PAGES.faculties, { tab })),
    });
  if (sectionOn(lc, 'governing') && lcid)
    sub.push({
      label: t.governingBody,
      href: href(PAGES.governing, { lcid }),
      children: lc.about_us_governing_body.map((g) => ({
        ...named(g.category),
        href: linkWithId(g._id, (categoryId) =>
          href(PAGES.governingCategory, { lcid, categoryId }),
        ),
      })),
    });
  return sub;
}

/** The department menu: each type with its departments, then the independent ones. */
function departmentMenu(frame: Frame): NavItem {
  const department = (d: { _id: string; dName: string }): NavItem => ({
    ...named(d.dName),
    href: linkWithId(d._id, (departmentId) =>
      href(PAGES.department, { departmentId }, { q: d.dName }),
    ),
  });
  return {
    label: messages().nav.menu.department,
    href: href(PAGES.departments, {}),
    children: [
      ...frame.departments.types.map((t) => ({
        ...named(t.type),
        href: t.type ? href(PAGES.departmentType, { type: t.type }) : undefined,
        children: t.departments.map(department),
      })),
      ...frame.departments.independent.map(department),
    ],
  };
}

/**
 * `items` with each dropdown that has a page of its own given its first link's text ("Admission:
 * overview"); a grouped menu's groups need none (their label is that link).
 */
function withOverviews(items: NavItem[]): NavItem[] {
  const { overview } = messages().nav;
  return items.map((item) => {
    if (!item.children) return item;
    const children = item.grouped
      ? item.children.map((group) =>
          group.children ? { ...group, children: withOverviews(group.children) } : group,
        )
      : withOverviews(item.children);
    return { ...item, ...(item.href ? { overview: overview(item.label) } : {}), children };
  });
}

/** The navigation bar's menus, in spec order, each gated by its toggle. */
export function mainMenu(frame: Frame, files: FileUrls): NavItem[] {
  const lc = frame.profile.landing_control;
  const on = (section: Section) => sectionOn(lc, section);
  const libraryId = id(frame.institute.library[0]);
  const rndId = frame.rndDetailId;
  const t = messages().nav.menu;
  const items: NavItem[] = [{ label: t.home, href: href(PAGES.home, {}) }];

  if (on('about')) items.push({ label: t.aboutUs, grouped: true, children: aboutMenu(frame) });
  if (on('courses') && lc.academic_courses_desk.length > 0) {
    items.push({
      label: t.academicCourses,
      href: href(PAGES.courses, {}),
      children: lc.academic_courses_desk.map((course) => ({
        ...named(course.head_name),
        href: linkWithId(course._id, (typeId) => href(PAGES.courseType, { typeId })),
        children: course.sub_head.map((sub) => ({
          ...named(sub.sub_head_title_main),
          href: linkWithId(sub._id, (subHeadId) =>
            href(PAGES.subHead, { subHeadId }, { q: sub.sub_head_title_main }),
          ),
        })),
      })),
    });
  }
  if (on('departments')) items.push(departmentMenu(frame));
  if (on('admission'))
    items.push({
      label: t.admission,
      href: href(PAGES.admission, {}),
      children: admissionLinks().map(([page, label]) => ({ label, href: href(page, {}) })),
    });
  if (on('research') && rndId)
    items.push({
      label: t.research,
      href: href(PAGES.research, { detailId: rndId }),
      children: tabItems(TABS.research, (tab) => href(PAGES.research, { detailId: rndId, tab })),
    });
  if (on('quality')) items.push(...qualityMenu(frame, files));
  const committeeId = frame.iqacId;
  if (on('committees') && committeeId && frame.committees.length > 0)
    items.push({
      label: t.committees,
      href: href(PAGES.committees, { committeeId }),
      children: frame.committees.map((c) => ({
        ...named(c.custom_head_name),
        href: linkWithId(c._id, (authorityId) =>
          href(PAGES.committee, { committeeId, authorityId }),
        ),
      })),
    });
  if (on('examination'))
    items.push({
      label: t.examinations,
      href: href(PAGES.examination, {}),
      children: tabItems(TABS.examination, (tab) => href(PAGES.examination, { tab })),
    });
  if (on('notices')) items.push({ label: t.notice, href: href(PAGES.notices, {}) });
  if (on('library') && libraryId)
    items.push({ label: t.library, href: href(PAGES.library, { libraryId }) });
  if (on('alumni')) items.push({ label: t.alumni });
  return withOverviews(items);
}

/** The institute's own top-bar tabs, each a dropdown of its items. */
export function dynamicMenus(frame: Frame, files: FileUrls): NavItem[] {
  return frame.dynamicTabs.map(({ tab, items }) => ({
    ...named(tab.name),
    children: items.map((item) => {
      const link = safeHref(item.link);
      return item.pdf_key
        ? fileOrLink(item.name, item.pdf_key, undefined, files)
        : link
          ? { ...named(item.name), href: link, external: true }
          : named(item.name);
    }),
  }));
}

/** Student Corner dropdown; absent when the list is empty. */
export function studentCornerMenu(frame: Frame, files: FileUrls): NavItem | null {
  const lcid = frame.lcid;
  if (frame.studentCorner.length === 0 || !lcid) return null;
  const corner: NavItem = {
    label: messages().nav.menu.studentCorner,
    href: href(PAGES.studentCorner, { lcid }),
    children: frame.studentCorner.map((item) => {
      const link = linkWithId(item._id, (tabId) => href(PAGES.studentCornerItem, { lcid, tabId }));
      return fileOrLink(item.name, item.pdf_key, link, files);
    }),
  };
  return withOverviews([corner])[0] ?? null;
}

export type SocialLink = {
  network: 'facebook' | 'twitter' | 'linkedin' | 'youtube' | 'instagram';
  label: string;
  href: string;
};

/** Social links the institute has; each shown only when present and http(s). */
export function socialLinks(frame: Pick<Frame, 'profile'>): SocialLink[] {
  const f = frame.profile.landing_control.footer_links;
  const all: [SocialLink['network'], string, string][] = [
    ['facebook', 'Facebook', f.facebook_link],
    ['twitter', 'Twitter', f.twitter_link],
    ['linkedin', 'LinkedIn', f.linkedin_link],
    ['youtube', 'YouTube', f.youtube_link],
    ['instagram', 'Instagram', f.instagram_link],
  ];
  return all.flatMap(([network, label, raw]) => {
    const href = safeHref(raw);
    return href ? [{ network, label, href }] : [];
  });
}
