/**
 * When an application is open to visitors (spec 5): the one rule for the New Admission page's
 * list, the home page's Apply and the frame's New Admission links.
 */
import { type Id, id } from '../provider/params';
import type { ApplicationGroup } from '../provider/schemas/admission';
import type { Institute } from '../provider/schemas/institute';

/** An application is listed only when `visible_to_site` is exactly "Open" (spec 5). */
export const isVisible = (app: ApplicationGroup['apps'][number]) => app.visible_to_site === 'Open';

/** Whether any group holds an application the New Admission page lists: visible, with a usable id. */
export const hasOpenApplication = (groups: readonly ApplicationGroup[]): boolean =>
  groups.some((g) => g.apps.some((app) => id(app._id) !== null && isVisible(app)));

/**
 * The institute's admission department (`admissionDepart[0]`). Without one the provider never
 * answers admission reads, so none is made: its admission pages are empty.
 */
export const admissionIdOf = (institute: Institute): Id | null => id(institute.admissionDepart[0]);
