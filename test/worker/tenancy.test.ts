/**
 * Tenant isolation over every id-bearing route (issue 14): one institute's ids on another
 * institute's host are a 404 and, where the host institute's own list of those ids is known (the
 * frame's or the page's), no provider read carries them. A single record without such a list (a
 * notice, an event, an activity) may be read, but it is the institute's only when it names the
 * institute as its owner, and what comes back otherwise is never written to KV. The host
 * institute's own ids still answer 200.
 *
 * The table is checked against the app's route table: a new route with an id parameter fails
 * here until it has a row.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { gyandeep, demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import { app } from '../../src/app';
import { type Section, sectionOn } from '../../src/frame/sections';
import {
  ageCache,
  clearCache,
  demo,
  get,
  type RecordedRequest,
  settleCache,
} from '../helpers/worker';

type Ids = (typeof ids)['sunrise'];
type Fixture = typeof sunrise;
type Ins = { name: string; host: string; ids: Ids; f: Fixture };
/** Whether the institute has `section` switched on (its pages are 404s otherwise). */
const on = (section: Section) => (f: Fixture) =>
  sectionOn(f.landing as unknown as Parameters<typeof sectionOn>[0], section);

const SUNRISE: Ins = { name: 'sunrise', host: 'sunrise.localhost', ids: ids.sunrise, f: sunrise };
const GYANDEEP: Ins = {
  name: 'gyandeep',
  host: 'gyandeep.localhost',
  ids: ids.gyandeep,
  f: gyandeep,
};

/**
 * One route shape. `path(outer, leaf)` fills the ids that select a list or a container (a
 * department, a year, a committee list, an lcid) from `outer` and the last id from `leaf`; null
 * when that institute has no such id. `record`: the last id names a single record that has no list
 * to check it against first (it may be read; it must not be cached). `sectionOn`: whether the host
 * institute has the page at all (its own ids answer 200 only then).
 */
type Row = {
  pattern: string;
  path: (outer: Ins, leaf: Ins) => string | null;
  record?: boolean;
  sectionOn?: (f: Fixture) => boolean;
};

const enc = encodeURIComponent;
const activity = (i: Ins) => i.ids.activities[0] ?? null;

type RawCard = { _id: string; name: string } & Record<string, unknown>;
const CHILD_KEYS = [
  'inner_card',
  'nested_inner_card',
  'nested_nested_card',
  'nested_nested_nested_card',
  'nested4_card',
];
const kids = (card: RawCard) =>
  CHILD_KEYS.flatMap((k) => (Array.isArray(card[k]) ? (card[k] as RawCard[]) : []));
/** A Quality Indicator Framework path (tab, indicator, sub-indicator) of a section's first tab. */
function qifPath(f: Fixture, list: string): [string, string, string] | null {
  const tab = (f.qDetail as unknown as Record<string, RawCard[]> | null)?.[list]?.[0];
  const qif =
    tab && kids(tab).find((c) => c.name.trim().toLowerCase() === 'quality indicator framework');
  const nested = qif && kids(qif)[1];
  const nxt = nested && kids(nested)[0];
  return tab && nested && nxt ? [tab._id, nested._id, nxt._id] : null;
}

const QUALITY = [
  ['iqac', 'outer_tab_nested'],
  ['nirf', 'nirf_outer_tab_nested'],
  ['institutional', 'indi_outer_tab_nested'],
  ['special', 'ss_outer_tab_nested'],
  ['aqar', 'aqar_outer_tab_nested'],
  ['naac', 'naac_outer_tab_nested'],
] as const;
const QIF = new Set(['aqar', 'naac']);

const ROWS: Row[] = [
  // Departments: the frame's department menu.
  {
    pattern: '/department/type/:type',
    path: (_, x) =>
      x.ids.departmentTypes[0] ? `/department/type/${enc(x.ids.departmentTypes[0])}` : null,
  },
  {
    pattern: '/onedepartment/:departmentId',
    path: (_, x) => `/onedepartment/${x.ids.departmentIds[0]}`,
  },
  ...['about', 'faculty', 'activity', 'contact', 'laboratory'].map((tab) => ({
    pattern: '/onedepartment/:departmentId/tab/:tab',
    path: (_: Ins, x: Ins) => `/onedepartment/${x.ids.departmentIds[0]}/tab/${tab}`,
  })),
  // Activities: the department from the menu, then the activity record (its department must be that one).
  {
    pattern: '/one/:departmentId/activity/:activityId',
    record: true,
    path: (o, x) => `/one/${activity(o)!.departmentId}/activity/${activity(x)!.activityId}`,
  },
  {
    pattern: '/one/:departmentId/activity/:activityId/:tabName',
    record: true,
    path: (o, x) =>
      `/one/${activity(o)!.departmentId}/activity/${activity(x)!.activityId}/attendance`,
  },
  // Notices and events: single records, owner checked after the read.
  {
    pattern: '/one/notice/:noticeId/detail',
    record: true,
    path: (_, x) => `/one/notice/${x.ids.noticeIds[0]}/detail`,
  },
  {
    pattern: '/one/event/:eventId/detail',
    record: true,
    path: (_, x) => `/one/event/${x.ids.eventIds[0]}/detail`,
  },
  {
    pattern: '/one/event/:eventId/detail/:tabName',
    record: true,
    path: (_, x) => `/one/event/${x.ids.eventIds[0]}/detail/notice`,
  },
  // The institute record's own ids.
  {
    pattern: '/library/:libraryId',
    path: (_, x) => x.ids.libraryId && `/library/${x.ids.libraryId}`,
  },
  {
    pattern: '/library/:libraryId/:tabName',
    path: (_, x) => x.ids.libraryId && `/library/${x.ids.libraryId}/eresources`,
  },
  // Committees: the IQAC module id, then the frame's committee list.
  {
    pattern: '/committee/:committeeId',
    path: (_, x) => x.ids.iqacId && `/committee/${x.ids.iqacId}`,
  },
  {
    pattern: '/committee/:committeeId/one/:authorityId',
    path: (o, x) => `/committee/${o.ids.iqacId}/one/${x.ids.committeeIds[0]}`,
  },
  {
    pattern: '/committee/:committeeId/one/:authorityId/nxt/:tab',
    path: (o, x) => `/committee/${o.ids.iqacId}/one/${x.ids.committeeIds[0]}/nxt/composition`,
  },
  {
    pattern: '/committee/:committeeId/one/:authorityId/nxt/:tab',
    path: (o, x) => `/committee/${o.ids.iqacId}/one/${x.ids.committeeIds[0]}/nxt/about`,
  },
  // Quality: the committees' detail ids, then the tree's tabs and indicators.
  ...QUALITY.flatMap(([section, list]): Row[] => [
    {
      pattern: `/${section}/:detailId`,
      path: (_, x) => x.ids.iqacDetailId && `/${section}/${x.ids.iqacDetailId}`,
    },
    {
      pattern: `/${section}/:detailId/tab/:tabId`,
      path: (o, x) =>
        x.ids.qualityTabIds[section][0]
          ? `/${section}/${o.ids.iqacDetailId}/tab/${x.ids.qualityTabIds[section][0]}`
          : null,
    },
    ...(QIF.has(section)
      ? [
          {
            pattern: `/${section}/:detailId/tab/:tabId/nested/:nxtId`,
            path: (o: Ins, x: Ins) => {
              const q = qifPath(x.f, list),
                oq = qifPath(o.f, list);
              return q && oq && `/${section}/${o.ids.iqacDetailId}/tab/${oq[0]}/nested/${q[1]}`;
            },
          },
          {
            pattern: `/${section}/:detailId/tab/:tabId/nested/:nxtId/nxt/:nnxtId`,
            path: (o: Ins, x: Ins) => {
              const q = qifPath(x.f, list),
                oq = qifPath(o.f, list);
              return (
                q &&
                oq &&
                `/${section}/${o.ids.iqacDetailId}/tab/${oq[0]}/nested/${oq[1]}/nxt/${q[2]}`
              );
            },
          },
        ]
      : []),
  ]),
  // Research and Development: the RND authority's detail id.
  {
    pattern: '/research/development/:detailId',
    path: (_, x) => x.ids.rndDetailId && `/research/development/${x.ids.rndDetailId}`,
  },
  {
    pattern: '/research/development/:detailId/:tab',
    path: (_, x) => x.ids.rndDetailId && `/research/development/${x.ids.rndDetailId}/meeting`,
  },
  // Galleries: the academic years, then the year's categories.
  ...(['photo', 'video'] as const).flatMap((kind): Row[] => {
    const cats = (i: Ins) =>
      (kind === 'photo' ? i.ids.photoCategoryIds : i.ids.videoCategoryIds)[i.ids.yearIds[0]] ?? [];
    return [
      {
        pattern: '/:kind/gallery?year',
        path: (_, x) => `/${kind}/gallery?year=${x.ids.yearIds[0]}`,
      },
      {
        pattern: '/:kind/gallery/year/:yearId/categories',
        path: (_, x) => `/${kind}/gallery/year/${x.ids.yearIds[0]}/categories`,
      },
      {
        pattern: '/:kind/gallery/year/:yearId/category/:categoryId',
        path: (_, x) => `/${kind}/gallery/year/${x.ids.yearIds[0]}/category/all`,
      },
      {
        pattern: '/:kind/gallery/year/:yearId/category/:categoryId',
        path: (o, x) =>
          cats(x)[0] ? `/${kind}/gallery/year/${o.ids.yearIds[0]}/category/${cats(x)[0]}` : null,
      },
    ];
  }),
  // The landing control's id and its lists.
  { pattern: '/student/corner/:lcid', path: (_, x) => `/student/corner/${x.ids.lcid}` },
  {
    pattern: '/student/corner/:lcid/lvl1/:tabId',
    path: (o, x) => `/student/corner/${o.ids.lcid}/lvl1/${x.ids.studentCornerTabIds[0]}`,
  },
  { pattern: '/administration/:lcid', path: (_, x) => `/administration/${x.ids.lcid}` },
  { pattern: '/administration/:lcid', path: (_, x) => `/administration/${x.ids.insId}` },
  {
    pattern: '/administration/:lcid/one/:oneAid',
    path: (o, x) => `/administration/${o.ids.lcid}/one/${x.ids.administrationIds[0]}`,
  },
  {
    pattern: '/accrediation/:lcid',
    sectionOn: on('accreditation'),
    path: (_, x) => `/accrediation/${x.ids.lcid}`,
  },
  {
    pattern: '/accrediation/:lcid/one/:oneAid',
    sectionOn: on('accreditation'),
    path: (o, x) => `/accrediation/${o.ids.lcid}/one/${x.ids.accreditationIds[0]}`,
  },
  {
    pattern: '/governing/:lcid',
    sectionOn: on('governing'),
    path: (_, x) => `/governing/${x.ids.lcid}`,
  },
  {
    pattern: '/governing/:lcid/category/:categoryId',
    sectionOn: on('governing'),
    path: (o, x) => `/governing/${o.ids.lcid}/category/${x.ids.governingCategoryIds[0]}`,
  },
  {
    pattern: '/society/governing/:tab/:lcid/category/:categoryId',
    path: (o, x) =>
      `/society/governing/society-governing/${o.ids.lcid}/category/${x.ids.societyCategoryIds[0]}`,
  },
  // Academic courses: the landing control's course heads.
  ...(() => {
    const on = (f: Fixture) => f.landing.tab_toggle.academic_course === true;
    return [
      {
        pattern: '/academic/course/type/:typeId/:tab?',
        sectionOn: on,
        path: (_: Ins, x: Ins) => `/academic/course/type/${x.ids.courseIds[0].courseId}`,
      },
      {
        pattern: '/academic/course/type/:typeId/:tab?',
        sectionOn: on,
        path: (o: Ins, x: Ins) =>
          `/academic/course/type/${o.ids.courseIds[0].courseId}/${x.ids.courseIds[0].subHeadIds[0]}`,
      },
      {
        pattern: '/oneacademic/course/:subHeadId',
        sectionOn: on,
        path: (_: Ins, x: Ins) => `/oneacademic/course/${x.ids.courseIds[0].subHeadIds[0]}`,
      },
    ];
  })(),
  // Admission: the institute's open applications.
  {
    pattern: '/admission/application/:appId/detail',
    path: (_, x) => `/admission/application/${x.ids.applicationIds.open[0]}/detail`,
  },
  {
    pattern: '/admission/application?open',
    path: (_, x) => `/admission/application?open=${x.ids.applicationIds.open[0]}`,
  },
];

/** Route parameters that only ever take a name from a fixed list, never an institute's id. */
// `width`: the image route's, one of a fixed set; its file key is signed, not an institute's id
// (a picture is public on its institute's site, and the edge keeps it per host: decision 050).
// `part`: a sitemap part's number (decision 052).
const FIXED_NAME_PARAMS = new Set(['tab', 'tabName', 'kind', 'width', 'part']);

/**
 * The paths a route pattern or a row's pattern stands for, parameter names left out: `/a/:tab?`
 * is `/a` and `/a/:`; a query row (`/page?name`) is its page's path.
 */
function shapes(pattern: string): string[] {
  const path = pattern.replace(/\?\w+$/, '');
  const forms = path.endsWith('?')
    ? [path.replace(/\/:\w+\?$/, '') || '/', path.slice(0, -1)]
    : [path];
  return forms.map((form) => form.replace(/:\w+/g, ':'));
}

/** Every 24-hex id anywhere in an institute's fixture ids. */
function allIds(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string' && /^[0-9a-f]{24}$/.test(value)) into.add(value);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) allIds(v, into);
  return into;
}

async function kvKeys(): Promise<string[]> {
  const kv = env.CACHE as KVNamespace;
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ cursor });
    names.push(...page.keys.map((k) => k.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return names;
}

const mentions = (requests: RecordedRequest[], text: string) =>
  requests.filter((r) => `${r.path}${r.search}`.toLowerCase().includes(text));

/** The row's path, or null when an institute has no id of that kind. */
function pathOf(row: Row, outer: Ins, leaf: Ins): string | null {
  try {
    return row.path(outer, leaf);
  } catch {
    return null;
  }
}

type Case = { pattern: string; path: string; foreignIds: string[]; readable: string[] };

/** The foreign cases on `host`'s site: every row with `other`'s ids wherever one may go. */
function foreignCases(host: Ins, other: Ins): Case[] {
  const theirs = allIds(other.ids);
  const seen = new Set<string>();
  const cases: Case[] = [];
  for (const row of ROWS) {
    const own = pathOf(row, host, host);
    for (const [outer, leaf] of [
      [other, other],
      [host, other],
      [other, host],
    ] as const) {
      const path = pathOf(row, outer, leaf);
      // (Rows with one id give the host's own path for the last pair.)
      if (!path || path === own || seen.has(path)) continue;
      seen.add(path);
      const pathIds = path.match(/[0-9a-f]{24}/g) ?? [];
      const foreignIds = [...new Set(pathIds)].filter((x) => theirs.has(x));
      // A record's id may reach the provider only once everything around it is the host's own.
      const readable =
        row.record && foreignIds.length === 1 && foreignIds[0] === pathIds.at(-1) ? foreignIds : [];
      cases.push({ pattern: row.pattern, path, foreignIds, readable });
    }
  }
  return cases;
}

/** The host's own ids in every row where it has the page. */
const ownCases = (host: Ins) =>
  ROWS.flatMap((row) => {
    const path = row.sectionOn && !row.sectionOn(host.f) ? null : pathOf(row, host, host);
    return path ? [{ pattern: row.pattern, path }] : [];
  });

beforeAll(async () => {
  await demo.reset();
  await clearCache();
  for (const ins of [SUNRISE, GYANDEEP]) expect((await get(ins.host, '/')).status).toBe(200); // warm each frame
  await settleCache();
});

describe.each([
  { host: GYANDEEP, other: SUNRISE },
  { host: SUNRISE, other: GYANDEEP },
])('on $host.name’s host', ({ host, other }) => {
  const cases = foreignCases(host, other);

  it(`${other.name}’s ids are a 404, with no provider read carrying them where ${host.name}’s list is known and nothing of theirs cached`, {
    timeout: 180_000,
  }, async () => {
    const keysBefore = new Set(await kvKeys());
    const start = (await demo.requests()).length;
    const problems: string[] = [];
    for (const c of cases) {
      const from = (await demo.requests()).length;
      const page = await get(host.host, c.path);
      if (page.status !== 404) problems.push(`${c.path}: status ${page.status}`);
      const reads = (await demo.requests()).slice(from);
      for (const x of c.foreignIds)
        if (!c.readable.includes(x) && mentions(reads, x).length)
          problems.push(`${c.path}: read ${mentions(reads, x)[0].path}`);
    }
    // Reads still under way when a response was sent, and every cache write, have landed by now.
    await settleCache();
    const reads = (await demo.requests()).slice(start);
    const readable = new Set(cases.flatMap((c) => c.readable));
    const flagged = problems.join('\n');
    for (const x of new Set(cases.flatMap((c) => c.foreignIds))) {
      if (!readable.has(x) && !flagged.includes(x) && mentions(reads, x).length)
        problems.push(`read after its page was sent: ${mentions(reads, x)[0].path}`);
    }
    const newKeys = (await kvKeys()).filter((k) => !keysBefore.has(k));
    for (const x of new Set(cases.flatMap((c) => c.foreignIds)))
      for (const k of newKeys.filter((k) => k.includes(x)))
        problems.push(`cached under ${host.name}: ${k}`);
    expect(problems).toEqual([]);
    expect(cases.some((c) => c.readable.length > 0)).toBe(true); // the record rows did run
  });

  it(`${host.name}’s own ids still answer 200`, { timeout: 180_000 }, async () => {
    const problems: string[] = [];
    for (const { path } of ownCases(host)) {
      const page = await get(host.host, path);
      if (page.status !== 200) problems.push(`${path}: status ${page.status}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('unknown ids of single records', () => {
  it('a stream of well-formed unknown ids is a stream of 404s and no KV writes', async () => {
    const unknown = Array.from(
      { length: 4 },
      (_, i) => `${'c0ffee'.repeat(3)}${String(i).padStart(6, '0')}`,
    );
    const keysBefore = new Set(await kvKeys());
    const dept = activity(SUNRISE)!.departmentId;
    for (const x of unknown) {
      for (const path of [
        `/one/notice/${x}/detail`,
        `/one/event/${x}/detail`,
        `/one/${dept}/activity/${x}`,
      ]) {
        expect((await get(SUNRISE.host, path)).status, path).toBe(404);
      }
    }
    await settleCache();
    expect((await kvKeys()).filter((k) => !keysBefore.has(k))).toEqual([]);
  });
});

/** What an operator's `{"all": true}` purge does: a new site-wide generation. */
const purgeAll = () => (env.CACHE as KVNamespace).put('gen:all', crypto.randomUUID());

describe('records whose owner is missing', () => {
  it('a notice, event or activity whose owner the provider leaves out is not the institute’s: 404, nothing cached', async () => {
    const act = SUNRISE.ids.activities[2];
    const paths = [
      `/one/notice/${SUNRISE.ids.noticeIds[2]}/detail`,
      `/one/event/${SUNRISE.ids.eventIds[2]}/detail`,
      `/one/${act.departmentId}/activity/${act.activityId}`,
    ];
    const keysBefore = new Set(await kvKeys());
    // The record comes back as an object with none of its fields, the owner among them.
    await demo.faults({
      faults: [{ pattern: '/one/announcement/|/one/event/|/one/activity/', mode: 'wrongTypes' }],
    });
    try {
      for (const path of paths) expect((await get(SUNRISE.host, path)).status, path).toBe(404);
    } finally {
      await demo.reset();
    }
    await settleCache();
    expect((await kvKeys()).filter((k) => !keysBefore.has(k))).toEqual([]);
    // "Not ours" is remembered in the isolate for a while; a purge makes the records read afresh.
    await purgeAll();
    for (const path of paths) expect((await get(SUNRISE.host, path)).status, path).toBe(200);
  });

  it('a cached notice the provider no longer answers as the institute’s is dropped when it is refreshed', async () => {
    const noticeId = SUNRISE.ids.noticeIds[3];
    const path = `/one/notice/${noticeId}/detail`;
    const cached = async () => (await kvKeys()).filter((k) => k.includes(noticeId));
    expect((await get(SUNRISE.host, path)).status).toBe(200);
    await settleCache();
    expect(await cached()).toHaveLength(1);
    await ageCache();
    await demo.faults({ faults: [{ pattern: '/one/announcement/', mode: 'wrongTypes' }] });
    try {
      expect((await get(SUNRISE.host, path)).status).toBe(200); // the stale copy, while the refresh runs
      await expect.poll(cached, { timeout: 10_000 }).toEqual([]);
    } finally {
      await demo.reset();
    }
    await purgeAll(); // "not ours" is remembered in the isolate until a purge or a minute passes
    expect((await get(SUNRISE.host, path)).status).toBe(200); // read afresh
  });
});

describe('the table', () => {
  it('covers every route of the app whose path carries an id, and each row ran both ways', () => {
    const patterns = new Set(ROWS.map((r) => r.pattern));
    const routes = new Set(app.routes.filter((r) => r.method === 'GET').map((r) => r.path));
    const idRoutes = [...routes].filter((path) =>
      (path.match(/:[A-Za-z]+/g) ?? []).some((p) => !FIXED_NAME_PARAMS.has(p.slice(1))),
    );
    // Compared by shape: an optional tab (`:tab?`) needs a row with and one without it.
    const rowShapes = new Set([...patterns].flatMap(shapes));
    const routeShapes = new Set([...routes].flatMap(shapes));
    expect(idRoutes.filter((path) => shapes(path).some((shape) => !rowShapes.has(shape)))).toEqual(
      [],
    );
    // No row names a route that no longer exists.
    expect([...patterns].filter((p) => shapes(p).some((shape) => !routeShapes.has(shape)))).toEqual(
      [],
    );
    const both = [
      [GYANDEEP, SUNRISE],
      [SUNRISE, GYANDEEP],
    ] as const;
    const foreign = new Set(
      both.flatMap(([host, other]) => foreignCases(host, other).map((c) => c.pattern)),
    );
    const own = new Set(both.flatMap(([host]) => ownCases(host).map((c) => c.pattern)));
    expect([...patterns].filter((p) => !foreign.has(p))).toEqual([]);
    expect([...patterns].filter((p) => !own.has(p))).toEqual([]);
  });
});
