import type * as v from 'valibot';
import { listAnswer, record, section, text, withId } from './common';

/** A staff member of the approve-staff list or a department's faculty list. */
export const Staff = record({
  ...withId,
  staffFirstName: text,
  staffMiddleName: text,
  staffLastName: text,
  staffProfilePhoto: text,
  staffPhoneNumber: text,
  staffEmail: text,
  current_designation: text,
  staff_department: section({ dName: text }),
  teaching_type: text,
  staff_technicality: text,
});
export type Staff = v.InferOutput<typeof Staff>;
export const StaffList = listAnswer(Staff);
