import * as v from 'valibot';
import { ContactCard, list, listAnswer, maybe, record, section, text, withId } from './common';

/** `admission` of the admission dashboard: the app QR codes of the process page. */
export const AdmissionDashboard = section({
  app_qr_code: text,
  app_hindi_qr_code: text,
  app_marathi_qr_code: text,
});
export type AdmissionDashboard = v.InferOutput<typeof AdmissionDashboard>;

/** `admission_site`: about text, contacts, document checklist. Absent key = not configured = empty. */
export const AdmissionSite = section({
  admission_about: text,
  admission_contact: list(ContactCard),
  document_checklist: list(record({ ...withId, title: text, description: text, attachment: text })),
});
export type AdmissionSite = v.InferOutput<typeof AdmissionSite>;

/**
 * An application in a group; `applicationEndDate` is the admin app's free text (a closing date).
 */
const App = record({
  ...withId,
  applicationName: text,
  visible_to_site: text,
  applicationEndDate: text,
});
/**
 * `ads_obj.ongoing`: application groups. The older backend mixes groups (`{type, apps}`) and
 * plain applications; both are read, a plain application becoming a group of its own.
 */
const Group = v.pipe(
  v.custom<Record<string, unknown>>(
    (x) => typeof x === 'object' && x !== null && !Array.isArray(x),
  ),
  v.transform((x) =>
    Array.isArray(x.apps) ? x : { _id: x._id, group_name: x.applicationName, apps: [x] },
  ),
  record({ ...withId, group_name: text, type: text, apps: list(App) }),
  v.transform((g) => ({ _id: g._id, group_name: g.group_name || g.type, apps: g.apps })),
);
/** `ads_obj` holds the groups under `ongoing`; an array is the already-unwrapped list (a cached value being re-validated). */
export const ApplicationGroups = v.pipe(
  v.unknown(),
  v.transform((x) =>
    Array.isArray(x) ? x : x && typeof x === 'object' ? (x as { ongoing?: unknown }).ongoing : [],
  ),
  listAnswer(Group),
);
export type ApplicationGroup = v.InferOutput<typeof Group>;

/** `oneApply`: the detail behind View Details. */
export const Application = maybe({
  ...withId,
  applicationName: text,
  applicationAbout: text,
  applicationPhoto: text,
});
export type Application = NonNullable<v.InferOutput<typeof Application>>;
