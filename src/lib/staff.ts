/** Staff grouping of spec section 5, used by the faculties pages. */

const STAFF_GROUPS = ['teaching', 'non-teaching', 'other'] as const;
export type StaffGroup = (typeof STAFF_GROUPS)[number];

const TEACHING = new Set(['teaching', 'teaching faculty']);
const NON_TEACHING = new Set(['non-teaching', 'non-teaching faculty']);

/** Teaching if either field says Teaching (Faculty); non-teaching if either says Non-Teaching (Faculty); else other. */
export function staffGroup(staff: {
  teaching_type?: string;
  staff_technicality?: string;
}): StaffGroup {
  const values = [staff.teaching_type, staff.staff_technicality].map((v) =>
    (v ?? '').trim().toLowerCase(),
  );
  if (values.some((v) => TEACHING.has(v))) return 'teaching';
  if (values.some((v) => NON_TEACHING.has(v))) return 'non-teaching';
  return 'other';
}
