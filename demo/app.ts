/**
 * The demo provider: a small Hono app answering the provider's real paths with its real
 * envelopes (provider-api.md; docs/decisions/001-provider-reads.md), a file host, and knobs for
 * tests: latency, faults per path pattern (500, garbage, HTML with 200, wrong types, never
 * answering), and a record of every API request. No business logic beyond the provider's
 * behaviour. Imports nothing from src/.
 */
import { Hono, type Context } from 'hono';
import { pdf, svg } from './files.ts';
import { institutes, subDomains } from './fixtures/index.ts';
import type { Institute } from './fixtures/build.ts';

export type FaultMode = 'status500' | 'garbage' | 'html200' | 'wrongTypes' | 'hang';
/** A fault without a mode only delays the matching paths by its latencyMs. */
export type Fault = { pattern: string; mode?: FaultMode; latencyMs?: number };
export type Knobs = { latencyMs: number; faults: Fault[] };
export type RecordedRequest = { method: string; path: string; search: string; at: number };

const OBJECT_ID = /^[0-9a-f]{24}$/i;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Index every record by id across institutes. */
function index() {
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
    composition: new Map(institutes.flatMap((i) => i.authorities.map((a, k) => [a._id, i.compositions[k]] as const))),
    dynamicItems: by((i) => i.dynamicItems),
    photos: by((i) => i.photos),
    videos: by((i) => i.videos),
    governingMembers: by((i) => i.governingBodies.members),
    societyMembers: by((i) => i.societyBodies.members),
  };
}

/** Every file key the data references (walks the fixtures for key-like strings). */
function fileKeys(): Set<string> {
  const keys = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (/^(sunrise|gyandeep|hillview)\//.test(value)) keys.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(institutes);
  return keys;
}

const page = (c: Context, list: unknown[]) => {
  const pageNo = Number.parseInt(c.req.query('page') ?? '1', 10);
  const limit = Number.parseInt(c.req.query('limit') ?? '10', 10);
  return list.slice((pageNo - 1) * limit, (pageNo - 1) * limit + limit);
};

export function createDemoProvider(options: Partial<Knobs> = {}) {
  const state = { knobs: { latencyMs: options.latencyMs ?? 0, faults: options.faults ?? [] } as Knobs, requests: [] as RecordedRequest[] };
  const db = index();
  const files = fileKeys();
  const app = new Hono();

  /** The backend's worst habit: a request that is never answered (until the client gives up). */
  const hang = (c: Context) =>
    new Promise<Response>((resolve) => {
      const signal = c.req.raw.signal;
      const done = () => resolve(new Response(null, { status: 499 }));
      if (signal.aborted) done();
      else signal.addEventListener('abort', done, { once: true });
    });
  const badPage = (c: Context) =>
    ['page', 'limit'].some((k) => {
      const value = c.req.query(k);
      return value !== undefined && !(Number.parseInt(value, 10) >= 1);
    });

  // Control API, outside the API base.
  app.get('/__control/requests', (c) => c.json({ requests: state.requests }));
  app.delete('/__control/requests', (c) => {
    state.requests.length = 0;
    return c.json({ ok: true });
  });
  app.put('/__control/faults', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Partial<Knobs>;
    state.knobs = { latencyMs: Number(body.latencyMs) || 0, faults: Array.isArray(body.faults) ? body.faults : [] };
    return c.json(state.knobs);
  });
  app.post('/__control/reset', (c) => {
    state.knobs = { latencyMs: 0, faults: [] };
    state.requests.length = 0;
    return c.json({ ok: true });
  });

  // Record, latency and faults for the API.
  app.use('/api/*', async (c, next) => {
    const url = new URL(c.req.url);
    state.requests.push({ method: c.req.method, path: url.pathname, search: url.search, at: Date.now() });
    const fault = state.knobs.faults.find((f) => new RegExp(f.pattern).test(url.pathname));
    const latency = fault?.latencyMs ?? state.knobs.latencyMs;
    if (latency > 0) await sleep(latency);
    if (fault?.mode === 'hang') return hang(c);
    if (fault?.mode === 'status500') return c.text('Internal Server Error', 500);
    if (fault?.mode === 'garbage') return c.body('{"message": "ok", "acc', 200, { 'content-type': 'application/json; charset=utf-8' });
    if (fault?.mode === 'html200') return c.html('<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>', 200);
    if (badPage(c)) return hang(c); // negative skip: a database error the handler never answers
    await next();
    if (fault?.mode === 'wrongTypes' && c.res.headers.get('content-type')?.includes('json')) {
      const body = (await c.res.clone().json()) as Record<string, unknown>;
      const broken = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, k === 'message' ? v : Array.isArray(v) ? [42, 'x', null, { _id: 7, insAnnTitle: ['no'] }] : typeof v === 'object' && v ? { _id: 1, landing_control: 'oops', insName: 5 } : v]));
      c.res = new Response(JSON.stringify(broken), { status: c.res.status, headers: { 'content-type': 'application/json; charset=utf-8' } });
    }
  });

  const api = new Hono();
  /** Ids in paths: anything but 24 hex makes the real backend hang (a cast error it never answers). */
  api.use('*', async (c, next) => {
    for (const segment of new URL(c.req.url).pathname.split('/')) {
      if (/^[0-9a-z]{20,}$/i.test(segment) && !OBJECT_ID.test(segment)) return hang(c);
    }
    await next();
  });
  const ins = (c: Context) => db.byIns.get(c.req.param('id') ?? '');

  api.get('/v1/admin/sub/domain/by/host', (c) => {
    const filter = c.req.query('filter_by');
    if (!filter) return c.json({ message: 'Missing host', access: false });
    let pattern: RegExp;
    try {
      pattern = new RegExp(filter, 'i');
    } catch {
      return hang(c);
    }
    const found = subDomains.find((d) => pattern.test(d.sub_domain_path));
    return found ? c.json({ message: 'Domain found', access: true, all_domain: found }) : c.json({ message: 'You are lost in space', access: false, all_domain: null });
  });
  api.get('/v1/ins/:id/dash', (c) => {
    const i = ins(c);
    return i ? c.json({ message: 'limit Ins Data', institute: i.dash, roles: null, token_list: [] }) : hang(c);
  });
  api.get('/v1/landing/:id/one/web/profile', (c) => c.json({ message: 'One Web Profile', access: true, one_ins: ins(c)?.profile ?? null }));
  api.get('/v1/ins/:id/approve-staff/list', (c) => {
    const staff = ins(c)?.staff ?? [];
    if (staff.length === 0) return c.json({ message: 'Failure', staffIns: [] }, 404);
    return c.json({ message: 'Success', staffIns: page(c, staff) });
  });
  api.get('/v1/ins/:id/announcemnt', (c) => c.json({ message: 'All Announcement', announcement: page(c, (ins(c)?.notices ?? []).map(({ announcementDocument, ...n }) => n)) }));
  api.get('/v1/ins/one/announcement/:id', (c) => c.json({ message: 'One Announcement', announcement: db.notice.get(c.req.param('id')) ?? null }));
  api.get('/v1/admission/:id/dashboard/query', (c) => c.json({ message: 'Admission', admission: db.admission.get(c.req.param('id'))?.admission ?? null, roles: null }));
  api.get('/v2/admission/:id/all/ongoing/application/grouped', (c) => {
    const i = ins(c);
    if (!i) return hang(c);
    return i.groups ? c.json({ encrypt: 'U2FsdGVkX1+demo', ads_obj: { message: 'Ongoing', ongoing: i.groups } }) : c.json({ encrypt: 'U2FsdGVkX1+empty' });
  });
  api.get('/v1/site/info/admission/:id', (c) => {
    const i = db.admission.get(c.req.param('id'));
    if (!i) return hang(c);
    return i.admissionSite ? c.json({ message: 'Admission Info', admission_site: i.admissionSite, access: true }) : c.json({ message: 'Not configured', access: true });
  });
  api.get('/v1/admission/:id/application/query', (c) => c.json({ message: 'One Application', oneApply: db.application.get(c.req.param('id')) ?? null }));
  api.get('/v1/site/info/library/:id', (c) => {
    const i = db.library.get(c.req.param('id'));
    if (!i) return hang(c);
    return i.library ? c.json({ message: 'Library Info', library_site: i.library, access: true }) : c.json({ message: 'Not configured', access: true });
  });
  api.get('/v1/site/info/department/:id', (c) => {
    const site = db.departmentSite.get(c.req.param('id'));
    return site ? c.json({ message: 'Department Info', department_site: site, access: true }) : hang(c);
  });
  api.get('/v1/landing/:id/all/faculty/query', (c) => {
    const list = db.faculty.get(c.req.param('id')) ?? [];
    return c.json({ message: 'All Faculty', access: list.length > 0, all_staff: page(c, list) });
  });
  api.get('/v1/site/all/activity/query', (c) => {
    const sid = c.req.query('sid');
    const flow = c.req.query('flow');
    if (!sid) return c.json({ message: 'Missing sid', access: false });
    if (flow !== 'STAFF' && flow !== 'DEPARTMENT') return hang(c);
    if (!OBJECT_ID.test(sid)) return hang(c);
    return c.json({ message: 'All Activity', access: true, all_act: page(c, flow === 'DEPARTMENT' ? (db.activities.get(sid) ?? []) : []) });
  });
  api.get('/v1/site/:id/one/activity/query', (c) => c.json({ message: 'One Activity', access: true, act: db.activity.get(c.req.param('id')) ?? null }));
  api.get('/v1/event/process/manager/:id/all/events', (c) => {
    const i = db.eventManager.get(c.req.param('id'));
    const list = i?.events ?? [];
    if (list.length === 0) return c.json({ message: 'No Upcoming Event', access: false, all_events: [], count: 0 });
    return c.json({ message: 'All Events', access: true, all_events: page(c, list), count: list.length });
  });
  api.get('/v1/event/process/one/event/:id', (c) => c.json({ message: 'One Event', access: true, one_event: db.event.get(c.req.param('id')) ?? null }));
  api.get('/v1/landing/:id/all/pinned/department/query', (c) => {
    const i = ins(c);
    const flow = c.req.query('flow');
    if (flow === 'DEPENDENT') return c.json({ message: 'Types', access: true, ins: i ? i.departmentTypes : [] });
    if (flow === 'INDEPENDENT') return i ? c.json({ message: 'Independent', access: true, ins: i.independent }) : c.json({ message: 'Independent', access: true });
    return hang(c);
  });
  api.get('/v1/landing/:id/one/pinned/department/query', (c) => {
    const i = ins(c);
    if (!i) return hang(c);
    return c.json({ message: 'Departments', access: true, ins: i.departmentsByType[c.req.query('type') ?? ''] ?? [] });
  });
  api.get('/v2/committee/:id/dashboard', (c) => {
    const i = db.iqac.get(c.req.param('id'));
    return c.json({ message: 'IQAC', access: true, iqac: i ? { _id: i.iqacId, institute: i.insId, created_at: '2025-06-01T00:00:00.000Z', authority: i.authorities, authority_count: i.authorities.length, __v: 0 } : null });
  });
  api.get('/v2/committee/new/iqac/detail/:id/all/things', (c) => c.json({ message: 'Details', access: true, q_detail: db.qDetail.get(c.req.param('id')) ?? null }));
  api.get('/v2/committee/:id/custom/dashboard', (c) => c.json({ message: 'Custom', access: true, custom: db.custom.get(c.req.param('id')) ?? null }));
  api.get('/v2/committee/:id/all/composition/query', (c) => {
    const list = db.composition.get(c.req.param('id')) ?? [];
    return list.length ? c.json({ message: 'Composition', access: true, all_com: page(c, list) }) : c.json({ message: 'No composition Query', access: false });
  });
  api.get('/v1/site/student/corner/:id/list/query', (c) => c.json({ message: 'Student Corner', access: true, student_corner: ins(c)?.studentCorner ?? [] }));
  api.get('/v1/site/dynamic/:id/list/query', (c) => c.json({ message: 'Dynamic', access: true, dynamic_tab: ins(c)?.dynamicTabs ?? [] }));
  api.get('/v1/site/dynamic/nested/:id/list/query', (c) => {
    const items = db.dynamicItems.get(c.req.param('id')) ?? [];
    const parent = c.req.query('parent_key');
    return c.json({ message: 'Nested', access: true, data_list: parent ? items.filter((i) => (i as { parent_key: string }).parent_key === parent) : items });
  });
  api.get('/v2/ins/:id/all/universal/batch/query', (c) => c.json({ message: 'Batches', access: true, all_batch: page(c, ins(c)?.years ?? []) }));
  for (const kind of ['image', 'video'] as const) {
    api.get(`/v2/committee/${kind}/gallery/institute/:id/category/list`, (c) => {
      const i = ins(c);
      const bid = c.req.query('bid') ?? '';
      return c.json({ message: 'Categories', access: true, gallery_category: (kind === 'image' ? i?.photoCats : i?.videoCats)?.[bid] ?? [] });
    });
    api.get(`/v2/committee/${kind}/gallery/:id/category/${kind === 'image' ? 'images' : 'videos'}/list`, (c) => {
      const flow = c.req.query('flow');
      if (flow !== 'INSTITUTE' && flow !== 'CATEGORY') return hang(c);
      const key = `${c.req.param('id')}|${flow}|${c.req.query('batchId') ?? ''}`;
      const list = (kind === 'image' ? db.photos : db.videos).get(key) ?? [];
      return c.json({ message: 'Items', access: true, [kind === 'image' ? 'image_list' : 'video_list']: list });
    });
  }
  for (const [scope, pick] of [['governing', 'governingBodies'], ['society/governing', 'societyBodies']] as const) {
    api.get(`/v1/site/${scope}/:id/category/query`, (c) => c.json({ message: 'Categories', access: true, category_list: page(c, db.lcid.get(c.req.param('id'))?.[pick].categories ?? []) }));
    api.get(`/v1/site/${scope}/:id/category/:category/body/query`, (c) =>
      c.json({ message: 'Members', access: true, category_body_list: page(c, (pick === 'governingBodies' ? db.governingMembers : db.societyMembers).get(c.req.param('category')) ?? []) }),
    );
  }
  app.route('/api', api);
  app.all('/api/*', (c) => c.text('Page Not Found...', 404));

  // The file host.
  app.get('/files/*', (c) => {
    const key = decodeURIComponent(new URL(c.req.url).pathname.slice('/files/'.length));
    if (!files.has(key)) return c.text('Not Found', 404);
    const cache = { 'cache-control': 'public, max-age=86400' };
    if (/\.pdf$/i.test(key)) return c.body(pdf(key.slice(key.lastIndexOf('/') + 1).replace(/\.pdf$/i, '')).buffer as ArrayBuffer, 200, { 'content-type': 'application/pdf', ...cache });
    return c.body(svg(key), 200, { 'content-type': 'image/svg+xml', ...cache });
  });

  // The external pages the site links to.
  app.get('/apply/:id?', (c) => c.html(`<!DOCTYPE html><html lang="en"><head><title>Application form</title></head><body><h1>Application form</h1><p>Application ${(c.req.param('id') ?? '').replace(/[^0-9a-f]/gi, '')}</p></body></html>`));
  app.get('/login', (c) => c.html('<!DOCTYPE html><html lang="en"><head><title>Provider login</title></head><body><h1>Provider login</h1></body></html>'));
  app.get('/', (c) => c.text('Demo provider: API under /api, files under /files, knobs under /__control'));

  return { app, state };
}
