import { describe, expect, it } from 'vitest';
import { staffGroup } from '../../src/lib/staff';

describe('staffGroup (spec 5)', () => {
  it('teaching when either field says Teaching or Teaching Faculty', () => {
    expect(staffGroup({ teaching_type: 'Teaching' })).toBe('teaching');
    expect(staffGroup({ staff_technicality: 'Teaching Faculty' })).toBe('teaching');
    expect(staffGroup({ teaching_type: 'Non-Teaching', staff_technicality: 'Teaching' })).toBe(
      'teaching',
    );
  });
  it('non-teaching when either says Non-Teaching or Non-Teaching Faculty', () => {
    expect(staffGroup({ teaching_type: 'Non-Teaching' })).toBe('non-teaching');
    expect(staffGroup({ staff_technicality: 'Non-Teaching Faculty' })).toBe('non-teaching');
  });
  it('everything else is other', () => {
    expect(staffGroup({})).toBe('other');
    expect(staffGroup({ teaching_type: 'Visiting', staff_technicality: '' })).toBe('other');
    expect(staffGroup({ teaching_type: 'Teachingish' })).toBe('other');
  });
});
