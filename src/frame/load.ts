/**
 * The shared frame's data: everything the top bar, header, menus and footer need. Every read
 * starts as soon as its input id is known, so the page's own reads run alongside. The core (the
 * institute and its web profile: head, header, footer) is one provider round trip after the host
 * lookup; the menus need up to two more (committees, then the quality tree; department types, then
 * each type's departments), so a page may stream them rather than hold its first byte.
 */

import * as v from 'valibot';
import { ProviderUnavailable, UnknownHost } from '../errors';
import { api } from '../provider/api';
import type { Provider } from '../provider/cache';
import type { ReadError, Result } from '../provider/client';
import { type Id, id } from '../provider/params';
import type { Authority } from '../provider/schemas/committee';
import type { DepartmentRef } from '../provider/schemas/department';
import type { DynamicItem, DynamicTab } from '../provider/schemas/dynamicTab';
import type { Institute } from '../provider/schemas/institute';
import { WebProfile } from '../provider/schemas/profile';
import type { QualityTree } from '../provider/schemas/quality';
import type { StudentCornerItem } from '../provider/schemas/studentCorner';
import { admissionIdOf, hasOpenApplication } from './applications';
import { sectionOn } from './sections';

/** What every page needs before its first byte: head, header and footer. */
export type FrameCore = {
  insId: Id;
  institute: Institute;
  /** The web profile; an empty one when the provider has none or the read failed. */
  profile: WebProfile;
  lcid: Id | null;
  iqacId: Id | null;
};

export type Frame = FrameCore & {
  dynamicTabs: { tab: DynamicTab; items: DynamicItem[] }[];
  studentCorner: StudentCornerItem[];
  /** Committees listed in menus (IQAC, RND, NAAC left out). */
  committees: Authority[];
  /** Quality tree of the IQAC authority; null when there is none or it could not be read. */
  quality: { detailId: Id; tree: QualityTree } | null;
  rndDetailId: Id | null;
  /** The RND committee itself (its `_id`): the R&D pages read its lists. */
  rndAuthorityId: Id | null;
  /** Department menu: dependent types with their departments, then independent departments. */
  departments: {
    types: { type: string; departments: DepartmentRef[] }[];
    independent: DepartmentRef[];
  };
  /**
   * Whether an application is open to visitors: New Admission is linked only then (the
   * applications page would say none is). False while the groups cannot be read.
   */
  applicationOpen: boolean;
  /**
   * Frame reads that failed with no cached copy. The menus just leave those entries out, but a page
   * that needs one to tell a real id from a wrong one answers 503, not a misleading 404.
   */
  failed: { committees?: ReadError; departments?: ReadError };
};

/** Throws the 503 for a failed frame read a page depends on; otherwise does nothing. */
export function requireFrameRead(frame: Frame, part: keyof Frame['failed']) {
  const error = frame.failed[part];
  if (error) throw new ProviderUnavailable(part, error);
}

const EXCLUDED_COMMITTEES = new Set(['IQAC', 'RND', 'NAAC']);
/** Whether a committee is one of the quality bodies that have menus of their own (spec 2.1, 2.5). */
const isListedCommittee = (a: Authority) =>
  !EXCLUDED_COMMITTEES.has(a.custom_head_name.trim().toUpperCase());

function emptyProfile(): WebProfile {
  const profile = v.parse(WebProfile, {}); // null only for a non-object, so never here
  if (!profile) throw new Error('WebProfile schema turned {} into null');
  return profile;
}

/** The IQAC module: its dashboard lists the committees and names the quality tree. */
const iqacIdOf = (institute: Institute) => id(institute.iqac_module[0]);

/** The frame with its menus still unknown: what a page shows while they stream. */
export const withoutMenus = (core: FrameCore): Frame => ({
  ...core,
  dynamicTabs: [],
  studentCorner: [],
  committees: [],
  quality: null,
  rndDetailId: null,
  rndAuthorityId: null,
  departments: { types: [], independent: [] },
  // Until the groups are read New Admission stays, as most institutes have an application open:
  // a link that came late would move the phone bar's Search (decision 062).
  applicationOpen: true,
  failed: {},
});

/**
 * The department menu (none when the section is switched off) and the first failed read behind it.
 * Reads are shared per request, so a page that calls this while the frame loads asks the provider
 * nothing more, and can check a department id as soon as this list is known, before the menus.
 */
export async function loadDepartments(
  p: Provider,
  insId: Id,
): Promise<{ list: Frame['departments']; error?: ReadError }> {
  const profile = await api.webProfile(p, insId);
  if (!(profile.ok && profile.value && sectionOn(profile.value.landing_control, 'departments')))
    return { list: { types: [], independent: [] } };
  let error: ReadError | undefined;
  const failed = <T>(result: Result<T>, empty: T): T => {
    if (result.ok) return result.value;
    error ??= result.error;
    return empty;
  };
  const [types, independent] = await Promise.all([
    api.departmentTypes(p, insId).then((t) =>
      Promise.all(
        failed(t, []).map(async (type) => ({
          type,
          departments: failed(await api.departmentsOfType(p, insId, type), []),
        })),
      ),
    ),
    api.independentDepartments(p, insId),
  ]);
  return { list: { types, independent: failed(independent, []) }, error };
}

/**
 * Starts every read of the frame. `institute` is the institute's record (rejecting with the error
 * page's reason); `core` and `full` are the frame without and with its menus.
 */
/** How long the menus wait for the applications read once their own reads are in. */
const APPLICATION_GRACE_MS = 100;

export function loadFrame(
  p: Provider,
  insId: Id,
): { institute: Promise<Institute>; core: Promise<FrameCore>; full: Promise<Frame> } {
  const institute = api.institute(p, insId).then((r) => {
    if (!r.ok) throw new ProviderUnavailable('institute', r.error);
    if (!r.value) throw new UnknownHost();
    return r.value;
  });
  const profile = api.webProfile(p, insId);
  const core = Promise.all([institute, profile]).then(([ins, prof]): FrameCore => {
    const webProfile = prof.ok && prof.value ? prof.value : emptyProfile();
    return {
      insId,
      institute: ins,
      profile: webProfile,
      lcid: id(webProfile.landing_control._id),
      iqacId: iqacIdOf(ins),
    };
  });
  const studentCorner = api.studentCorner(p, insId);
  const dynamicTabs = api.dynamicTabs(p, insId).then(async (r) => {
    const tabs = r.ok ? r.value : [];
    return Promise.all(
      tabs.map(async (tab) => {
        const tabId = id(tab._id);
        const items = tabId ? await api.dynamicItems(p, tabId) : null;
        return { tab, items: items?.ok ? items.value : [] };
      }),
    );
  });
  const committees = institute
    .catch(() => null)
    .then(async (ins) => {
      const iqacId = ins ? iqacIdOf(ins) : null;
      const list = iqacId ? await api.committees(p, iqacId) : null;
      return {
        authorities: list?.ok ? list.value.authority : [],
        error: list && !list.ok ? list.error : undefined,
      };
    });
  const quality = committees.then(async ({ authorities }) => {
    const detailId = id(
      authorities.find((a) => a.custom_head_name.trim().toUpperCase() === 'IQAC')?.iqac_detail,
    );
    const tree = detailId ? await api.qualityTree(p, detailId) : null;
    return detailId && tree?.ok ? { detailId, tree: tree.value } : null;
  });

  const departments = loadDepartments(p, insId);

  // The New Admission page's read, as early as the committees: it lengthens no frame's wait.
  const applicationOpen = institute
    .catch(() => null)
    .then(async (ins) => {
      if (!ins || !admissionIdOf(ins)) return false;
      const groups = await api.applicationGroups(p, insId);
      return groups.ok && hasOpenApplication(groups.value);
    });

  const menus = Promise.all([core, studentCorner, dynamicTabs, committees, quality, departments]);
  // The pill never holds the menus: an applications read still out APPLICATION_GRACE_MS after
  // the frame's other reads shows it (it leads to the New Admission page, which says whether one
  // is open), as the menus' first paint does.
  const openInTime = Promise.race([
    applicationOpen,
    menus.then(
      () =>
        new Promise<boolean>((resolve) => setTimeout(() => resolve(true), APPLICATION_GRACE_MS)),
    ),
  ]);
  const full = Promise.all([menus, openInTime]).then(
    ([[frame, corner, tabs, comm, qual, depts], open]): Frame => {
      const rnd = comm.authorities.find((a) => a.custom_head_name.trim().toUpperCase() === 'RND');
      return {
        ...frame,
        dynamicTabs: tabs,
        studentCorner: corner.ok ? corner.value : [],
        committees: comm.authorities.filter(isListedCommittee),
        quality: qual,
        departments: depts.list,
        applicationOpen: open,
        failed: { committees: comm.error, departments: depts.error },
        rndDetailId: id(rnd?.iqac_detail),
        rndAuthorityId: id(rnd?._id),
      };
    },
  );
  return { institute, core, full };
}
