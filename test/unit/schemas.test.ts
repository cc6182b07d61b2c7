import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ActivityDetail } from '../../src/provider/schemas/activity';
import { ApplicationGroups } from '../../src/provider/schemas/admission';
import { Notices } from '../../src/provider/schemas/announcement';
import { CommitteeDetail } from '../../src/provider/schemas/committee';
import { envelope } from '../../src/provider/schemas/common';
import { WebProfile } from '../../src/provider/schemas/profile';
import { QualityTree } from '../../src/provider/schemas/quality';
import { StaffList } from '../../src/provider/schemas/staff';

const parse = <T>(key: string, schema: v.GenericSchema<unknown, T>, body: unknown) =>
  v.safeParse(envelope(key, schema), body);

describe('envelope', () => {
  it('reads the payload key', () => {
    const r = parse('announcement', Notices, {
      message: 'ok',
      announcement: [{ _id: 'a', insAnnTitle: 'T' }],
    });
    expect(r.success && r.output[0].insAnnTitle).toBe('T');
  });
  it('treats absent, null, [] and access:false as no data', () => {
    for (const body of [
      { message: 'x' },
      { message: 'x', announcement: null },
      { message: 'x', announcement: [] },
      { message: 'x', access: false, announcement: [{ _id: 'a' }] },
    ]) {
      const r = parse('announcement', Notices, body);
      expect(r.success && r.output).toEqual([]);
    }
  });
  it('fails when the body is not an object', () => {
    for (const body of ['<html>', 42, null, [1, 2], true])
      expect(parse('announcement', Notices, body).success).toBe(false);
  });
  it('fails a list answer whose items are none of them a record, and keeps the records of one that has some', () => {
    for (const announcement of [[42, 'x', null], [[]], [[{ _id: 'a' }]], [true]]) {
      const r = parse('announcement', Notices, { message: 'ok', announcement });
      expect(r.success, JSON.stringify(announcement)).toBe(false);
      expect(r.issues?.[0].message).toMatch(/none of the list's \d+ items is a record/);
    }
    const some = parse('announcement', Notices, {
      message: 'ok',
      announcement: [42, { _id: 'a', insAnnTitle: 'T' }, null],
    });
    expect(some.success && some.output.map((n) => n.insAnnTitle)).toEqual(['T']);
    // A nested list stays tolerant: a notice whose documents are all broken is still a notice.
    const documents = parse('announcement', Notices, {
      message: 'ok',
      announcement: [{ _id: 'a', announcementDocument: [1, null] }],
    });
    expect(documents.success && documents.output[0].announcementDocument).toEqual([]);
    // What a cached copy is checked against (decision 047) fails alike.
    expect(v.safeParse(StaffList, [1, 2]).success).toBe(false);
    expect(v.safeParse(StaffList, []).success).toBe(true);
  });
});

describe('tolerant fields', () => {
  it('turns wrong types into empty values and drops non-object list items', () => {
    const r = parse('staffIns', StaffList, {
      staffIns: [
        {
          _id: 1,
          staffFirstName: null,
          staffLastName: ['x'],
          staffPhoneNumber: 9876543210,
          staff_department: 'oops',
        },
        'junk',
        null,
        7,
      ],
    });
    expect(r.success).toBe(true);
    if (!r.success) return;
    expect(r.output).toHaveLength(1);
    expect(r.output[0]).toMatchObject({
      _id: '1',
      staffFirstName: '',
      staffLastName: '',
      staffPhoneNumber: '9876543210',
      staff_department: { dName: '' },
    });
  });
  it('gives a whole empty landing control when the profile has none', () => {
    const r = parse('one_ins', WebProfile, { one_ins: { _id: 'x', landing_control: null } });
    expect(r.success && r.output?.landing_control.tab_toggle.about).toBe(false);
    expect(r.success && r.output?.landing_control.home_opener_quick_links).toEqual([]);
  });
  it('reads quick links given as the older link_1..link_6 object', () => {
    const r = parse('one_ins', WebProfile, {
      one_ins: {
        landing_control: {
          home_opener_quick_links: {
            link_1: { name: 'Fees', typo: 'YES', link_images: 'https://a.test' },
          },
        },
      },
    });
    expect(r.success && r.output?.landing_control.home_opener_quick_links[0]).toMatchObject({
      name: 'Fees',
      typo: 'YES',
    });
  });
});

describe('examination lists and R&D heads', () => {
  it('keep their entries and drop what is not one (a bare string, null, an unpopulated head)', () => {
    const profile = parse('one_ins', WebProfile, {
      one_ins: {
        landing_control: {
          hall_ticket: [
            'Old format.pdf',
            null,
            { _id: 'h', name: 'Hall tickets', attach: 'k.pdf' },
          ],
          manual_examination: 'oops',
        },
      },
    });
    const lc = profile.success ? profile.output?.landing_control : undefined;
    expect(lc?.hall_ticket).toEqual([{ _id: 'h', name: 'Hall tickets', attach: 'k.pdf' }]);
    expect(lc?.manual_examination).toEqual([]);
    expect(lc?.examination_schedule).toEqual([]);

    const detail = parse('custom', CommitteeDetail, {
      custom: {
        custom_head_name: 'RND',
        rnd_projects: [
          '0123456789abcdef01234567',
          { head_name: '2025', rnd_projects: [null, { title: 'Solar', guide_name: 7 }] },
        ],
      },
    });
    const rnd = detail.success ? detail.output : null;
    expect(rnd?.rnd_projects).toHaveLength(1);
    expect(rnd?.rnd_projects[0].head_name).toBe('2025');
    expect(rnd?.rnd_projects[0].rnd_projects).toEqual([
      { _id: '', srn: '', link: '', attach: '', title: 'Solar', subject: '', guide_name: '7' },
    ]);
    expect(rnd?.rnd_mou).toEqual([]);
  });
});

describe('quality tree', () => {
  it('reads every nesting key into children, at any depth', () => {
    const leaf = { _id: 'l', name: 'Leaf', pdf_key: 'leaf.pdf' };
    const tree = {
      outer_tab_nested: [
        {
          _id: 't',
          name: 'Tab',
          inner_card: [
            {
              _id: 'c1',
              name: 'C1',
              is_nested: true,
              nested_inner_card: [
                {
                  _id: 'c2',
                  is_nested: true,
                  nested_nested_card: [
                    {
                      _id: 'c3',
                      is_nested: true,
                      nested_nested_nested_card: [
                        { _id: 'c4', is_nested: true, nested4_card: [leaf] },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    const r = parse('q_detail', QualityTree, { q_detail: tree });
    expect(r.success).toBe(true);
    if (!r.success) return;
    let node = r.output.outer_tab_nested[0];
    const names: string[] = [];
    while (node.children.length) {
      node = node.children[0];
      names.push(node._id);
    }
    expect(names).toEqual(['c1', 'c2', 'c3', 'c4', 'l']);
    expect(node.pdf_key).toBe('leaf.pdf');
    expect(r.output.naac_outer_tab_nested).toEqual([]);
  });
});

describe('application groups', () => {
  it('reads groups and turns plain applications into groups of their own; encrypt-only is empty', () => {
    const r = parse('ads_obj', ApplicationGroups, {
      ads_obj: {
        ongoing: [
          {
            _id: 'g',
            group_name: 'UG',
            apps: [{ _id: 'a', applicationName: 'BA', visible_to_site: 'Open' }],
          },
          { _id: 'b', applicationName: 'MBA', visible_to_site: 'Open' },
        ],
      },
    });
    expect(r.success && r.output.map((g) => [g.group_name, g.apps.length])).toEqual([
      ['UG', 1],
      ['MBA', 1],
    ]);
    const empty = parse('ads_obj', ApplicationGroups, { encrypt: 'U2FsdGVkX1...' });
    expect(empty.success && empty.output).toEqual([]);
  });
});

describe('activity attachments', () => {
  it('reads bare file keys and objects alike', () => {
    const r = parse('act', ActivityDetail, {
      act: { _id: 'x', notice: ['n.pdf', { _id: 'o', name: 'Other', attach: 'o.png' }] },
    });
    expect(r.success && r.output?.notice.map((a) => a.attach)).toEqual(['n.pdf', 'o.png']);
    // A bare key carries no name: the page names it from the key, never shows the key as one.
    expect(r.success && r.output?.notice.map((a) => a.name)).toEqual(['', 'Other']);
  });
});
