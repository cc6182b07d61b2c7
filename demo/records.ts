/** The demo's records indexed by id across institutes, and every file key they reference. */
import type { Institute } from './fixtures/build.ts';
import { UPLOAD_KEY } from './fixtures/context.ts';
import { institutes } from './fixtures/index.ts';

/** Every record the API answers, by id (or by the key the provider looks it up by). */
export type Records = ReturnType<typeof indexRecords>;

/** Index every record by id across institutes. */
export function indexRecords() {
  const byIns = new Map<string, Institute>();
  const by = <T>(pick: (ins: Institute) => Record<string, T>) => {
    const map = new Map<string, T>();
    for (const ins of institutes) for (const [k, v] of Object.entries(pick(ins))) map.set(k, v);
    return map;
  };
  for (const ins of institutes) byIns.set(ins.insId, ins);
  return {
    byIns,
    notice: new Map(institutes.flatMap((i) => i.notices.map((n) => [n._id, n] as const))),
    event: new Map(institutes.flatMap((i) => i.eventDetails.map((e) => [e._id, e] as const))),
    eventManager: new Map(institutes.map((i) => [i.eventManagerId, i] as const)),
    admission: new Map(institutes.map((i) => [i.admissionId, i] as const)),
    library: new Map(institutes.map((i) => [i.libraryId, i] as const)),
    iqac: new Map(institutes.map((i) => [i.iqacId, i] as const)),
    lcid: new Map(institutes.map((i) => [i.lcid, i] as const)),
    application: by((i) => i.applications),
    departmentSite: by((i) => i.departmentSites),
    faculty: by((i) => i.faculty),
    activities: by((i) => i.activities),
    activity: by((i) => i.activityDetails),
    qDetail: new Map(
      institutes.flatMap((i) => {
        const iqac = i.authorities.find((a) => a.custom_head_name === 'IQAC')?.iqac_detail;
        return i.qDetail && iqac ? [[iqac, i.qDetail] as const] : [];
      }),
    ),
    custom: new Map(institutes.flatMap((i) => i.customs.map((c) => [c._id, c] as const))),
    composition: new Map(
      institutes.flatMap((i) => i.authorities.map((a, k) => [a._id, i.compositions[k]] as const)),
    ),
    dynamicItems: by((i) => i.dynamicItems),
    photos: by((i) => i.photos),
    videos: by((i) => i.videos),
    governingMembers: by((i) => i.governingBodies.members),
    societyMembers: by((i) => i.societyBodies.members),
  };
}

/** Every file key the data references (walks the fixtures for key-like strings). */
export function fileKeys(): Set<string> {
  const keys = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (/^(sunrise|gyandeep|hillview|i\d{4,})\//.test(value) || UPLOAD_KEY.test(value))
        keys.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(institutes);
  return keys;
}
