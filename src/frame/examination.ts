import type { TABS } from '../paths';
import type { LandingControl } from '../provider/schemas/profile';

/** The landing control's list behind each tab (the examination pages and site search: search/files.ts). */
export const EXAMINATION_LISTS = {
  manual: 'manual_examination',
  schedule: 'examination_schedule',
  'time-table': 'examination_timetable',
  notifications: 'examination_notification',
  'hall-ticket': 'hall_ticket',
} as const satisfies Record<(typeof TABS.examination.names)[number], keyof LandingControl>;
