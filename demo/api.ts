/**
 * The provider's API paths (spec.md section 7) with the real backend's envelopes and habits:
 * `access:false` with status 200 for "nothing found", payload keys absent or empty for no data,
 * the JSON 404 of an empty staff list, and hanging on a malformed id or an unexpected `flow`.
 */
import { type Context, Hono } from 'hono';
import { subDomains } from './fixtures/index.ts';
import { hang, OBJECT_ID, page } from './habits.ts';
import type { Records } from './records.ts';

/**
 * What a handler that may hang returns: a JSON answer now or a hang's promise. Written out because
 * TypeScript 7 does not infer Hono's handler type from `Promise<Response> | c.json(...)` (5.9 did).
 */
type Answer = Response | Promise<Response>;

export function providerApi(db: Records): Hono {
  const api = new Hono();
  /** Ids in paths: anything but 24 hex makes the real backend hang (a cast error it never answers). */
  api.use('*', async (c, next) => {
    for (const segment of new URL(c.req.url).pathname.split('/')) {
      if (/^[0-9a-z]{20,}$/i.test(segment) && !OBJECT_ID.test(segment)) return hang(c);
    }
    await next();
  });
  const ins = (c: Context) => db.byIns.get(c.req.param('id') ?? '');

  api.get('/v1/admin/sub/domain/by/host', (c): Answer => {
    const filter = c.req.query('filter_by');
    if (!filter) return c.json({ message: 'Missing host', access: false });
    let pattern: RegExp;
    try {
      pattern = new RegExp(filter, 'i');
    } catch {
      return hang(c);
    }
    const found = subDomains.find((d) => pattern.test(d.sub_domain_path));
    return found
      ? c.json({ message: 'Domain found', access: true, all_domain: found })
      : c.json({ message: 'You are lost in space', access: false, all_domain: null });
  });
  api.get('/v1/ins/:id/dash', (c): Answer => {
    const i = ins(c);
    return i
      ? c.json({ message: 'limit Ins Data', institute: i.dash, roles: null, token_list: [] })
      : hang(c);
  });
  api.get('/v1/landing/:id/one/web/profile', (c) =>
    c.json({ message: 'One Web Profile', access: true, one_ins: ins(c)?.profile ?? null }),
  );
  api.get('/v1/ins/:id/approve-staff/list', (c) => {
    const staff = ins(c)?.staff ?? [];
    if (staff.length === 0) return c.json({ message: 'Failure', staffIns: [] }, 404);
    return c.json({ message: 'Success', staffIns: page(c, staff) });
  });
  api.get('/v1/ins/:id/announcemnt', (c) =>
    c.json({
      message: 'All Announcement',
      announcement: page(
        c,
        (ins(c)?.notices ?? []).map(({ announcementDocument, ...n }) => n),
      ),
    }),
  );
  api.get('/v1/ins/one/announcement/:id', (c) =>
    c.json({ message: 'One Announcement', announcement: db.notice.get(c.req.param('id')) ?? null }),
  );
  api.get('/v1/admission/:id/dashboard/query', (c) =>
    c.json({
      message: 'Admission',
      admission: db.admission.get(c.req.param('id'))?.admission ?? null,
      roles: null,
    }),
  );
  api.get('/v2/admission/:id/all/ongoing/application/grouped', (c): Answer => {
    const i = ins(c);
    if (!i) return hang(c);
    return i.groups
      ? c.json({ encrypt: 'U2FsdGVkX1+demo', ads_obj: { message: 'Ongoing', ongoing: i.groups } })
      : c.json({ encrypt: 'U2FsdGVkX1+empty' });
  });
  api.get('/v1/site/info/admission/:id', (c): Answer => {
    const i = db.admission.get(c.req.param('id'));
    if (!i) return hang(c);
    return i.admissionSite
      ? c.json({ message: 'Admission Info', admission_site: i.admissionSite, access: true })
      : c.json({ message: 'Not configured', access: true });
  });
  api.get('/v1/admission/:id/application/query', (c) =>
    c.json({ message: 'One Application', oneApply: db.application.get(c.req.param('id')) ?? null }),
  );
  api.get('/v1/site/info/library/:id', (c): Answer => {
    const i = db.library.get(c.req.param('id'));
    if (!i) return hang(c);
    return i.library
      ? c.json({ message: 'Library Info', library_site: i.library, access: true })
      : c.json({ message: 'Not configured', access: true });
  });
  api.get('/v1/site/info/department/:id', (c): Answer => {
    const site = db.departmentSite.get(c.req.param('id'));
    return site
      ? c.json({ message: 'Department Info', department_site: site, access: true })
      : hang(c);
  });
  api.get('/v1/landing/:id/all/faculty/query', (c) => {
    const list = db.faculty.get(c.req.param('id')) ?? [];
    return c.json({ message: 'All Faculty', access: list.length > 0, all_staff: page(c, list) });
  });
  api.get('/v1/site/all/activity/query', (c): Answer => {
    const sid = c.req.query('sid');
    const flow = c.req.query('flow');
    if (!sid) return c.json({ message: 'Missing sid', access: false });
    if (flow !== 'STAFF' && flow !== 'DEPARTMENT') return hang(c);
    if (!OBJECT_ID.test(sid)) return hang(c);
    return c.json({
      message: 'All Activity',
      access: true,
      all_act: page(c, flow === 'DEPARTMENT' ? (db.activities.get(sid) ?? []) : []),
    });
  });
  api.get('/v1/site/:id/one/activity/query', (c) =>
    c.json({
      message: 'One Activity',
      access: true,
      act: db.activity.get(c.req.param('id')) ?? null,
    }),
  );
  api.get('/v1/event/process/manager/:id/all/events', (c) => {
    const i = db.eventManager.get(c.req.param('id'));
    const list = i?.events ?? [];
    if (list.length === 0)
      return c.json({ message: 'No Upcoming Event', access: false, all_events: [], count: 0 });
    return c.json({
      message: 'All Events',
      access: true,
      all_events: page(c, list),
      count: list.length,
    });
  });
  api.get('/v1/event/process/one/event/:id', (c) =>
    c.json({
      message: 'One Event',
      access: true,
      one_event: db.event.get(c.req.param('id')) ?? null,
    }),
  );
  api.get('/v1/landing/:id/all/pinned/department/query', (c): Answer => {
    const i = ins(c);
    const flow = c.req.query('flow');
    if (flow === 'DEPENDENT')
      return c.json({ message: 'Types', access: true, ins: i ? i.departmentTypes : [] });
    if (flow === 'INDEPENDENT')
      return i
        ? c.json({ message: 'Independent', access: true, ins: i.independent })
        : c.json({ message: 'Independent', access: true });
    return hang(c);
  });
  api.get('/v1/landing/:id/one/pinned/department/query', (c): Answer => {
    const i = ins(c);
    if (!i) return hang(c);
    return c.json({
      message: 'Departments',
      access: true,
      ins: i.departmentsByType[c.req.query('type') ?? ''] ?? [],
    });
  });
  api.get('/v2/committee/:id/dashboard', (c) => {
    const i = db.iqac.get(c.req.param('id'));
    return c.json({
      message: 'IQAC',
      access: true,
      iqac: i
        ? {
            _id: i.iqacId,
            institute: i.insId,
            created_at: '2025-06-01T00:00:00.000Z',
            authority: i.authorities,
            authority_count: i.authorities.length,
            __v: 0,
          }
        : null,
    });
  });
  api.get('/v2/committee/new/iqac/detail/:id/all/things', (c) =>
    c.json({
      message: 'Details',
      access: true,
      q_detail: db.qDetail.get(c.req.param('id')) ?? null,
    }),
  );
  api.get('/v2/committee/:id/custom/dashboard', (c) =>
    c.json({ message: 'Custom', access: true, custom: db.custom.get(c.req.param('id')) ?? null }),
  );
  api.get('/v2/committee/:id/all/composition/query', (c) => {
    const list = db.composition.get(c.req.param('id')) ?? [];
    return list.length
      ? c.json({ message: 'Composition', access: true, all_com: page(c, list) })
      : c.json({ message: 'No composition Query', access: false });
  });
  api.get('/v1/site/student/corner/:id/list/query', (c) =>
    c.json({
      message: 'Student Corner',
      access: true,
      student_corner: ins(c)?.studentCorner ?? [],
    }),
  );
  api.get('/v1/site/dynamic/:id/list/query', (c) =>
    c.json({ message: 'Dynamic', access: true, dynamic_tab: ins(c)?.dynamicTabs ?? [] }),
  );
  api.get('/v1/site/dynamic/nested/:id/list/query', (c) => {
    const items = db.dynamicItems.get(c.req.param('id')) ?? [];
    const parent = c.req.query('parent_key');
    return c.json({
      message: 'Nested',
      access: true,
      data_list: parent
        ? items.filter((i) => (i as { parent_key: string }).parent_key === parent)
        : items,
    });
  });
  api.get('/v2/ins/:id/all/universal/batch/query', (c) =>
    c.json({ message: 'Batches', access: true, all_batch: page(c, ins(c)?.years ?? []) }),
  );
  for (const kind of ['image', 'video'] as const) {
    api.get(`/v2/committee/${kind}/gallery/institute/:id/category/list`, (c) => {
      const i = ins(c);
      const bid = c.req.query('bid') ?? '';
      return c.json({
        message: 'Categories',
        access: true,
        gallery_category: (kind === 'image' ? i?.photoCats : i?.videoCats)?.[bid] ?? [],
      });
    });
    api.get(
      `/v2/committee/${kind}/gallery/:id/category/${kind === 'image' ? 'images' : 'videos'}/list`,
      (c): Answer => {
        const flow = c.req.query('flow');
        if (flow !== 'INSTITUTE' && flow !== 'CATEGORY') return hang(c);
        const key = `${c.req.param('id')}|${flow}|${c.req.query('batchId') ?? ''}`;
        const list = (kind === 'image' ? db.photos : db.videos).get(key) ?? [];
        return c.json({
          message: 'Items',
          access: true,
          [kind === 'image' ? 'image_list' : 'video_list']: list,
        });
      },
    );
  }
  for (const [scope, pick] of [
    ['governing', 'governingBodies'],
    ['society/governing', 'societyBodies'],
  ] as const) {
    api.get(`/v1/site/${scope}/:id/category/query`, (c) =>
      c.json({
        message: 'Categories',
        access: true,
        category_list: page(c, db.lcid.get(c.req.param('id'))?.[pick].categories ?? []),
      }),
    );
    api.get(`/v1/site/${scope}/:id/category/:category/body/query`, (c) =>
      c.json({
        message: 'Members',
        access: true,
        category_body_list: page(
          c,
          (pick === 'governingBodies' ? db.governingMembers : db.societyMembers).get(
            c.req.param('category'),
          ) ?? [],
        ),
      }),
    );
  }
  return api;
}
