/**
 * What site search finds for one institute, gathered from the reads its pages already make
 * (through the cached provider client: building the index is reads, a query is none): the frame
 * (menus, committees, quality tree, departments, student corner, dynamic tabs, courses), the
 * notice, event and staff lists, the library's e-resources and the galleries' categories.
 * Each entry links where the site shows it, or opens its file in the viewer. An event is found
 * by its description too: the newest events' details are read as their pages read them.
 * Gathered in no visitor's language: entries hold root paths (English, which has no prefix) and
 * the site's own words as note keys; the menus' pages and the departments' Syllabus tabs, titled
 * by the site's labels, are gathered in every language.
 */
import type { NavItem } from '../../client/lib/nav';
import type { Frame } from '../frame/load';
import { mainMenu, QUALITY_MENUS, qualityLabel } from '../frame/menus';
import { messages } from '../i18n/catalogue';
import { withLang } from '../i18n/current';
import { DEFAULT_LANG, LANGUAGES, splitLanguage } from '../i18n/languages';
import { fileTitle } from '../lib/files';
import { staffGroup } from '../lib/staff';
import { fullName } from '../lib/text';
import { attachmentTarget, hasFile, safeHref } from '../lib/url';
import { GALLERY_KINDS, href, PAGES, qualityPages, TABS } from '../paths';
import { api, PAGE } from '../provider/api';
import type { Provider } from '../provider/cache';
import type { Result } from '../provider/client';
import { type Id, id } from '../provider/params';
import type { Notice, NoticeDetail } from '../provider/schemas/announcement';
import type { QualityCard, QualityTree } from '../provider/schemas/quality';
import { type SearchDoc, TEXT_MAX } from './engine';
import { linkedFileDocs } from './files';

/** The entries of an institute, and whether every read behind them answered. */
type Gathered = { docs: SearchDoc[]; complete: boolean };

const clip = (text: string) => (text.length > TEXT_MAX ? text.slice(0, TEXT_MAX) : text);
const join = (...parts: (string | undefined)[]) =>
  parts
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(' · ');

/** Every searchable entry of the institute whose frame is `frame`, with language-neutral links. */
export function gatherDocuments(p: Provider, frame: Frame): Promise<Gathered> {
  // `href()` localises to the current language: the index is every language's, so none is current.
  return withLang(DEFAULT_LANG, () => gather(p, frame));
}

async function gather(p: Provider, frame: Frame): Promise<Gathered> {
  let complete = Object.values(frame.failed).every((e) => !e);
  const value = <T>(r: Result<T> | null, empty: T): T => {
    if (r && !r.ok) complete = false;
    return r?.ok ? r.value : empty;
  };
  const lc = frame.profile.landing_control;
  const on = lc.tab_toggle;
  const insId = frame.insId;
  const manager = id(frame.institute.eventManagerDepart[0]);
  const libraryId = id(frame.institute.library[0]);
  const [notices, events, staff, library, galleries, syllabi] = await Promise.all([
    on.notice
      ? api.notices(p, insId, PAGE.list).then(async (list) => ({
          list,
          carried: await noticeDocuments(p, list.ok ? list.value : [], insId),
        }))
      : null,
    manager ? eventDocs(p, manager) : { docs: [], complete: true },
    on.about && lc.about_us_toggle.faculties ? api.staff(p, insId) : null,
    on.library && libraryId ? api.library(p, libraryId) : null,
    galleryDocs(p, insId),
    on.department ? syllabusDocs(p, frame) : { docs: [], complete: true },
  ]);
  if (!events.complete || !galleries.complete || !syllabi.complete) complete = false;

  const docs: SearchDoc[] = [];
  const add = (doc: SearchDoc) => {
    if (doc.title.trim()) docs.push({ ...doc, text: clip(doc.text) });
  };

  if (notices && !notices.carried.complete) complete = false;
  for (const n of value(notices?.list ?? null, [])) {
    const noticeId = id(n._id);
    if (!noticeId) continue;
    const documents = notices?.carried.byNotice.get(noticeId) ?? [];
    add({
      id: `notice:${noticeId}`,
      kind: 'notice',
      title: n.insAnnTitle,
      // The documents' names first: a long description is clipped (TEXT_MAX), they never are.
      text: join(...documents.map((d) => d.documentName), n.insAnnDescription),
      href: href(PAGES.notice, { noticeId }),
      date: n.createdAt,
      documents: documents.map((d) => d.documentKey).filter(hasFile),
    });
  }
  for (const doc of events.docs) add(doc);
  for (const s of value(staff, [])) {
    const name = fullName(s.staffFirstName, s.staffMiddleName, s.staffLastName);
    add({
      id: `staff:${s._id || name}`,
      kind: 'staff',
      title: name,
      text: join(s.current_designation, s.staff_department.dName),
      href: href(PAGES.faculties, { tab: staffGroup(s) }, { search: name }),
    });
  }
  for (const [i, r] of (value(library, null)?.eresources ?? []).entries()) {
    const link = safeHref(r.link);
    add({
      id: `e-resource:${r._id || i}`,
      kind: 'e-resource',
      title: r.title,
      text: r.description,
      href: link || (libraryId ? href(PAGES.library, { libraryId, tab: 'eresources' }) : ''),
    });
  }
  docs.push(...galleries.docs, ...syllabi.docs);
  for (const doc of frameDocs(frame)) add(doc);
  // One entry per id: a provider may send one record twice.
  return { docs: [...new Map(docs.map((d) => [d.id, d])).values()], complete };
}

/**
 * Notices whose documents are read: the newest. The notice list names no documents (provider API
 * §5), so each costs the read its notice page makes; older notices are found by their words.
 */
const NOTICES_WITH_DOCUMENTS = 30;

/**
 * The documents of the newest NOTICES_WITH_DOCUMENTS notices (their names are found, and their
 * PDFs' text: decision 059), by notice id, from the reads their pages make.
 */
async function noticeDocuments(
  p: Provider,
  notices: readonly Notice[],
  insId: Id,
): Promise<{ byNotice: Map<Id, NoticeDetail['announcementDocument']>; complete: boolean }> {
  let complete = true;
  const byNotice = new Map<Id, NoticeDetail['announcementDocument']>();
  await Promise.all(
    notices.slice(0, NOTICES_WITH_DOCUMENTS).map(async (n) => {
      const noticeId = id(n._id);
      if (!noticeId) return;
      const detail = await api.notice(p, noticeId, insId);
      if (!detail.ok) complete = false;
      else if (detail.value) byNotice.set(noticeId, detail.value.announcementDocument);
    }),
  );
  return { byNotice, complete };
}

/**
 * How many events are found by their descriptions: the latest-dated. Each description is a read of its own
 * (the one the event's page makes, so the build warms the pages the results link to): an index
 * build on a cold cache makes one per event, and an institute may keep hundreds of events. The
 * newest are those visitors look for (the list shows 20 a page, upcoming first); an older
 * event is still found by its name, guest and place.
 */
const DESCRIBED_EVENTS = 30;

/** The event manager's events, each found by its name, guest, place and (the newest) description. */
async function eventDocs(p: Provider, manager: Id): Promise<Gathered> {
  const list = await api.events(p, manager, PAGE.list);
  if (!list.ok) return { docs: [], complete: false };
  const newest = new Set(
    list.value
      .filter((e) => id(e._id))
      .sort((a, b) => b.event_date.localeCompare(a.event_date))
      .slice(0, DESCRIBED_EVENTS),
  );
  let complete = true;
  const docs = await Promise.all(
    list.value.map(async (e): Promise<SearchDoc[]> => {
      const eventId = id(e._id);
      if (!eventId) return [];
      const detail = newest.has(e) ? await api.event(p, eventId, manager) : null;
      if (detail && !detail.ok) complete = false;
      const described = detail?.ok ? detail.value : null;
      return [
        {
          id: `event:${eventId}`,
          kind: 'event',
          title: e.event_name,
          text: join(
            e.event_guest,
            described?.event_place || e.event_place,
            described?.event_description,
          ),
          href: href(PAGES.event, { eventId }),
          date: e.event_date,
        },
      ];
    }),
  );
  return { docs: docs.flat(), complete };
}

/**
 * Each department's syllabus files (issue 30: "syllabus" found courses but not the departments'
 * syllabi): one read per department, the read its Syllabus tab makes. A file opens in the
 * viewer, found by its name and its department's; its tab is an entry (one per language: its
 * title is the tab's label) when it lists any.
 */
async function syllabusDocs(p: Provider, frame: Frame): Promise<Gathered> {
  const departments = [
    ...frame.departments.types.flatMap((t) => t.departments),
    ...frame.departments.independent,
  ];
  const labels = LANGUAGES.map((lang) => ({
    lang,
    label: withLang(lang, () => TABS.department.label('syllabus')),
  }));
  let complete = true;
  const lists = await Promise.all(
    departments.map(async (d): Promise<SearchDoc[]> => {
      const departmentId = id(d._id);
      if (!departmentId) return [];
      const site = await api.department(p, departmentId);
      if (!site.ok) {
        complete = false;
        return [];
      }
      const files = site.value.syllabus.flatMap((s, i): SearchDoc[] => {
        const target = attachmentTarget(s.attach);
        if (!target) return [];
        const isFile = 'fileKey' in target;
        return [
          {
            id: `syllabus:${departmentId}:${s._id || i}`,
            kind: isFile ? 'document' : 'tab-item',
            title: s.name.trim() || (isFile ? fileTitle('', target.fileKey, '') : target.href),
            text: d.dName,
            note: 'syllabus',
            ...(isFile ? { file: target.fileKey } : { href: target.href }),
          },
        ];
      });
      if (files.length === 0) return [];
      const tab = href(PAGES.departmentTab, { departmentId, tab: 'syllabus' });
      const tabs = labels.map(
        ({ lang, label }): SearchDoc => ({
          id: `syllabus-tab:${departmentId}:${lang}`,
          kind: 'page',
          title: `${label}: ${d.dName}`,
          text: d.dName,
          href: tab,
          lang,
        }),
      );
      return [...tabs, ...files];
    }),
  );
  return { docs: lists.flat(), complete };
}

/** Photo and video gallery categories of every academic year, linking to their grid. */
async function galleryDocs(p: Provider, insId: Id): Promise<Gathered> {
  const years = await api.academicYears(p, insId);
  if (!years.ok) return { docs: [], complete: false };
  const media = { photo: 'image', video: 'video' } as const;
  let complete = true;
  const lists = await Promise.all(
    years.value.flatMap((year) => {
      const yearId = id(year._id);
      if (!yearId) return [];
      return GALLERY_KINDS.map(async (kind) => {
        const categories = await api.galleryCategories(p, media[kind], insId, yearId);
        if (!categories.ok) complete = false;
        return (categories.ok ? categories.value : []).flatMap((cat): SearchDoc[] => {
          const categoryId = id(cat._id);
          if (!categoryId || !cat.category) return [];
          return [
            {
              id: `gallery:${kind}:${yearId}:${categoryId}`,
              kind: 'gallery',
              title: cat.category,
              text: join(year.batchName),
              note: kind === 'photo' ? 'photoGallery' : 'videoGallery',
              href: href(
                PAGES.gallery,
                { kind, yearId, categoryId },
                { q: year.batchName || undefined },
              ),
            },
          ];
        });
      });
    }),
  );
  return { docs: lists.flat(), complete };
}

/** Departments, committees, courses, quality, student corner, tab items and the site's pages. */
function frameDocs(frame: Frame): SearchDoc[] {
  const lc = frame.profile.landing_control;
  const on = lc.tab_toggle;
  const docs: SearchDoc[] = [];

  if (on.department) {
    for (const { type, departments } of frame.departments.types) {
      if (type)
        docs.push({
          id: `department-type:${type}`,
          kind: 'department-type',
          title: type,
          text: departments.map((d) => d.dName).join(' · '),
          href: href(PAGES.departmentType, { type }),
        });
      docs.push(...departments.flatMap((d) => departmentDoc(d, type)));
    }
    docs.push(...frame.departments.independent.flatMap((d) => departmentDoc(d, '')));
  }

  const committeeId = frame.iqacId;
  if (on.committee && committeeId)
    for (const c of frame.committees) {
      const authorityId = id(c._id);
      if (authorityId)
        docs.push({
          id: `committee:${authorityId}`,
          kind: 'committee',
          title: c.custom_head_name,
          text: '',
          href: href(PAGES.committee, { committeeId, authorityId }),
        });
    }

  if (on.academic_course)
    for (const course of lc.academic_courses_desk) {
      const typeId = id(course._id);
      if (!typeId) continue;
      docs.push({
        id: `course:${typeId}`,
        kind: 'course',
        title: course.head_name,
        text: join(course.head_about, ...course.sub_head.map((s) => s.sub_head_title_main)),
        href: href(PAGES.courseType, { typeId }),
      });
      for (const sub of course.sub_head) {
        const subHeadId = id(sub._id);
        if (subHeadId)
          docs.push({
            id: `course:${subHeadId}`,
            kind: 'course',
            title: sub.sub_head_title_main,
            text: join(course.head_name, ...sub.sub_topic.map((t) => t.sub_head_title)),
            href: href(PAGES.subHead, { subHeadId }, { q: sub.sub_head_title_main }),
          });
      }
    }

  if (on.iqac && frame.quality)
    docs.push(...qualityDocs(frame.quality.detailId, frame.quality.tree));

  const lcid = frame.lcid;
  if (lcid)
    for (const item of frame.studentCorner) {
      const tabId = id(item._id);
      const below = item.second_level.flatMap((s) => [s.name, ...s.third_level.map((t) => t.name)]);
      docs.push({
        id: `student-corner:${item._id}`,
        kind: 'student-corner',
        title: fileTitle(item.name, item.pdf_key, ''),
        text: join(...below),
        ...(tabId
          ? {
              href: href(PAGES.studentCornerItem, { lcid, tabId }),
              // Its page shows its file: found by the file's words too.
              ...(hasFile(item.pdf_key) ? { documents: [item.pdf_key] } : {}),
            }
          : item.pdf_key
            ? { file: item.pdf_key }
            : {}),
      });
    }

  for (const { tab, items } of frame.dynamicTabs)
    for (const item of items) {
      const link = safeHref(item.link);
      if (!item.pdf_key && !link) continue;
      docs.push({
        id: `tab-item:${item._id}`,
        kind: 'tab-item',
        title: fileTitle(item.name, item.pdf_key, ''),
        text: tab.name,
        ...(item.pdf_key ? { file: item.pdf_key } : { href: link }),
      });
    }

  docs.push(...linkedFileDocs(frame));

  // A menu entry that leads where another entry does (a department, a committee) is that entry.
  const shown = new Set(docs.map((d) => d.href));
  docs.push(...pageDocsInEveryLanguage(frame).filter((d) => !shown.has(d.href)));
  return docs.filter((d) => d.href || d.file);
}

function departmentDoc(d: { _id: string; dName: string }, type: string): SearchDoc[] {
  const departmentId = id(d._id);
  if (!departmentId) return [];
  return [
    {
      id: `department:${departmentId}`,
      kind: 'department',
      title: d.dName,
      text: type,
      href: href(PAGES.department, { departmentId }, { q: d.dName }),
    },
  ];
}

/** Every card of the quality sections: a tab links to its page, a card with a file opens it. */
function qualityDocs(detailId: Id, tree: QualityTree): SearchDoc[] {
  const docs: SearchDoc[] = [];
  for (const [section, list] of QUALITY_MENUS) {
    const label = qualityLabel(section);
    for (const tab of tree[list]) {
      const tabId = id(tab._id);
      const page = tabId ? href(qualityPages(section).tab, { detailId, tabId }) : undefined;
      const walk = (card: QualityCard, path: string[]) => {
        const title = fileTitle(card.name, card.pdf_key, '');
        if (title && (card.pdf_key || page))
          docs.push({
            id: `quality:${section}:${card._id || path.join('/')}:${title}`,
            kind: card.pdf_key ? 'document' : 'quality',
            title,
            text: join(label, ...path),
            ...(card.pdf_key ? { file: card.pdf_key } : { href: page }),
          });
        for (const child of card.children) walk(child, [...path, card.name]);
      };
      walk(tab, []);
    }
  }
  return docs;
}

/**
 * The site's pages as the menus name them in each language: one entry for a page named alike in
 * every language, else one per language (a query answers with its visitor's).
 */
function pageDocsInEveryLanguage(frame: Frame): SearchDoc[] {
  const [first, ...others] = LANGUAGES.map((lang) => ({
    lang,
    docs: withLang(lang, () => pageDocs(frame)),
  }));
  const byId = others.map(({ docs }) => new Map(docs.map((d) => [d.id, d])));
  return first.docs.flatMap((doc) => {
    const alike = byId.every(
      (m) => m.get(doc.id)?.title === doc.title && m.get(doc.id)?.text === doc.text,
    );
    if (alike) return [doc];
    return [first, ...others].flatMap(({ lang, docs }) =>
      docs.filter((d) => d.id === doc.id).map((d) => ({ ...d, id: `${d.id}:${lang}`, lang })),
    );
  });
}

/**
 * The site's own pages in the current language: the menus' entries that lead to a page here, and
 * the library's tabs; their links language-neutral.
 */
function pageDocs(frame: Frame): SearchDoc[] {
  const docs: SearchDoc[] = [];
  const walk = (items: NavItem[], path: string[]) => {
    for (const item of items) {
      const page = item.href?.startsWith('/') && !item.external && splitLanguage(item.href).path;
      if (page)
        docs.push({
          id: `page:${page}`,
          kind: 'page',
          title: item.label,
          text: join(...path),
          href: page,
        });
      if (item.children) walk(item.children, [...path, item.label]);
    }
  };
  walk(
    mainMenu(frame, () => undefined),
    [],
  );
  // The institute's Contact page is no menu's entry (the header and the drawer link it), yet it
  // is what a visitor searching "contact" means before a section's Contact Us.
  const contact = splitLanguage(href(PAGES.contact, {})).path;
  if (!docs.some((d) => d.href === contact))
    docs.push({
      id: `page:${contact}`,
      kind: 'page',
      title: messages().frame.contactUs,
      text: '',
      href: contact,
    });
  const libraryId = id(frame.institute.library[0]);
  if (frame.profile.landing_control.tab_toggle.library && libraryId)
    for (const [tab, label] of TABS.library.entries())
      docs.push({
        id: `page:library:${tab}`,
        kind: 'page',
        title: label,
        text: '',
        note: 'library',
        href: splitLanguage(href(PAGES.library, { libraryId, tab })).path,
      });
  return docs;
}
