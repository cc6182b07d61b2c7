/**
 * Hostile input, generated: a few thousand requests over every route shape of the site, with
 * route parameters and query values drawn (by a seeded generator, so a failure reproduces) from
 * real ids, foreign and unknown ids and hostile strings. For every answer: no 5xx, no unescaped
 * input in the HTML, no `javascript:` URL; afterwards, every path the demo provider was asked for
 * has one of the shapes the provider client may read (ids 24 lower-case hex), and no input text
 * reached an upstream query.
 */
import { describe, expect, it } from 'vitest';
import { demo as ids } from '../../demo/fixtures/index.ts';
import { hostLookupPattern } from '../../src/lib/host';
import { pageTypes } from '../bench/pages.ts';
import { demo, get, type RecordedRequest } from '../helpers/worker';

const SEED = 20261123;
// Enough to reach every route shape with every kind of hostile value several times; the count, not a
// clock, bounds the test (a generous timeout covers a starved 2-core CI machine).
const REQUESTS = 1200;
const CONCURRENCY = 8;
const HOSTS = ['sunrise.localhost', 'gyandeep.localhost', 'hillview.localhost'];
const s = ids.sunrise;

/** mulberry32: a small seeded PRNG. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = prng(SEED);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
const hex = (n: number) =>
  Array.from({ length: n }, () => '0123456789abcdef'[Math.floor(random() * 16)]).join('');

/** Hostile values; `M` is replaced by a unique marker so the value can be found in the HTML. */
const HOSTILE = [
  '<script>alert(1)</script>M',
  '"><img src=x onerror=alert(1)>M',
  "'><svg onload=alert(1)>M",
  'javascript:alert(1)//M',
  'data:text/html,<script>alert(1)</script>M',
  '../../etc/passwdM',
  '..%2f..%2fM',
  '.*M',
  '^$M',
  '(M',
  '{"$gt":""}M',
  '[$ne]=1M',
  `M${'x'.repeat(5000)}`,
  'विभागM',
  '🎓M',
  '\u202eM',
  'M\u0000\u0007\u001b',
  '  M  ',
  '%ZZM',
  'M&amp;&lt;',
];

const validIds = [
  ...s.noticeIds,
  ...s.eventIds,
  ...s.departmentIds,
  ...s.yearIds,
  ...s.committeeIds,
  s.iqacId,
  s.iqacDetailId,
  s.lcid,
  s.libraryId,
  s.insId,
].filter(Boolean) as string[];
const foreignIds = [
  ...ids.gyandeep.noticeIds,
  ...ids.gyandeep.departmentIds,
  ids.gyandeep.lcid,
  ids.gyandeep.iqacId,
].filter(Boolean) as string[];
const TABS = [
  'about',
  'faculty',
  'activity',
  'attendance',
  'activity-report',
  'composition',
  'meeting',
  'teaching',
  'message',
  'contact-us',
  'manual',
  'mou',
  'categories',
  'all',
];

let counter = 0;
type Value = { text: string; marker: string | null };
function value(): Value {
  const roll = random();
  if (roll < 0.25) return { text: pick(validIds), marker: null };
  if (roll < 0.35) return { text: pick(foreignIds), marker: null };
  if (roll < 0.45)
    return {
      text: pick([hex(24), hex(24).toUpperCase(), hex(23), hex(25), `${hex(24)} `]),
      marker: null,
    };
  if (roll < 0.55) return { text: pick(TABS), marker: null };
  const marker = `zq${(counter++).toString(36)}x`;
  return { text: pick(HOSTILE).replace('M', marker), marker };
}

/** A path segment: mostly properly encoded, sometimes raw (the runtime's URL parser has the last word). */
const segment = (v: Value) =>
  random() < 0.85 ? encodeURIComponent(v.text) : v.text.replace(/[/?#\s]/g, '_');

const SHAPES: ((p: () => string) => string)[] = [
  (p) => `/onedepartment/${p()}/tab/${p()}`,
  (p) => `/onedepartment/${p()}`,
  (p) => `/one/${p()}/activity/${p()}/${p()}`,
  (p) => `/one/${p()}/activity/${p()}`,
  (p) => `/one/notice/${p()}/detail`,
  (p) => `/one/event/${p()}/detail/${p()}`,
  (p) => `/department/type/${p()}`,
  (p) => `/library/${p()}/${p()}`,
  (p) => `/committee/${p()}/one/${p()}/nxt/${p()}`,
  (p) => `/committee/${p()}`,
  (p) => `/${pick(['iqac', 'naac', 'aqar', 'nirf', 'special', 'institutional'])}/${p()}/tab/${p()}`,
  (p) => `/naac/${p()}/tab/${p()}/nested/${p()}/nxt/${p()}`,
  (p) => `/governing/${p()}/category/${p()}`,
  (p) => `/administration/${p()}/one/${p()}`,
  (p) => `/accrediation/${p()}`,
  (p) => `/society/${p()}`,
  (p) => `/society/governing/${p()}/${p()}/category/${p()}`,
  (p) => `/${pick(['photo', 'video'])}/gallery/year/${p()}/category/${p()}`,
  (p) => `/${pick(['photo', 'video'])}/gallery/year/${p()}/categories`,
  (p) => `/student/corner/${p()}/lvl1/${p()}`,
  (p) => `/admission/application/${p()}/detail`,
  (p) => `/academic/course/type/${p()}/${p()}`,
  (p) => `/oneacademic/course/${p()}`,
  (p) => `/institute/faculties/${p()}`,
  (p) => `/institute/${p()}`,
  (p) => `/examination/${p()}`,
  (p) => `/research/development/${p()}/${p()}`,
  () => '/admission/process',
  () => '/admission/application',
  () => '/notice',
  () => '/event',
  () => '/',
];
const QUERY_KEYS = [
  'q',
  'search',
  'show',
  'tab',
  'active',
  'open',
  'page',
  'limit',
  'flow',
  'type',
];

/** Real pages of the rich institute: hostile query values must reach their rendering, not just 404s. */
const REAL_PAGES = pageTypes({ all: true }).map((page) => page.path.split('?')[0]);

type Case = { host: string; path: string; markers: string[] };
function generate(): Case {
  const markers: string[] = [];
  const param = () => {
    const v = value();
    if (v.marker) markers.push(v.marker);
    return segment(v);
  };
  const real = random() < 0.4;
  let path = real ? pick(REAL_PAGES) : pick(SHAPES)(param);
  const queries = real ? 1 + Math.floor(random() * 3) : Math.floor(random() * 3);
  const parts: string[] = [];
  for (let i = 0; i < queries; i++) {
    const v = value();
    if (v.marker) markers.push(v.marker);
    parts.push(`${pick(QUERY_KEYS)}=${encodeURIComponent(v.text)}`);
  }
  if (parts.length) path += `?${parts.join('&')}`;
  return { host: real ? 'sunrise.localhost' : pick(HOSTS), path, markers };
}

/** Every provider path the client may read (spec 7), ids as 24 lower-case hex. */
const ID = '[0-9a-f]{24}';
const ALLOWED_PATHS = [
  '/v1/admin/sub/domain/by/host',
  `/v1/ins/${ID}/dash`,
  `/v1/ins/${ID}/announcemnt`,
  `/v1/ins/${ID}/approve-staff/list`,
  `/v1/ins/one/announcement/${ID}`,
  `/v1/admission/${ID}/dashboard/query`,
  `/v1/admission/${ID}/application/query`,
  `/v1/event/process/manager/${ID}/all/events`,
  `/v1/event/process/one/event/${ID}`,
  `/v1/landing/${ID}/all/faculty/query`,
  `/v1/landing/${ID}/(all|one)/pinned/department/query`,
  `/v1/landing/${ID}/one/web/profile`,
  '/v1/site/all/activity/query',
  `/v1/site/${ID}/one/activity/query`,
  `/v1/site/(governing|society/governing)/${ID}/category/query`,
  `/v1/site/(governing|society/governing)/${ID}/category/${ID}/body/query`,
  `/v1/site/dynamic/${ID}/list/query`,
  `/v1/site/dynamic/nested/${ID}/list/query`,
  `/v1/site/info/(admission|department|library)/${ID}`,
  `/v1/site/student/corner/${ID}/list/query`,
  `/v2/admission/${ID}/all/ongoing/application/grouped`,
  `/v2/committee/${ID}/(all/composition/query|custom/dashboard|dashboard)`,
  `/v2/committee/(image|video)/gallery/${ID}/category/(images|videos)/list`,
  `/v2/committee/(image|video)/gallery/institute/${ID}/category/list`,
  `/v2/committee/new/iqac/detail/${ID}/all/things`,
  `/v2/ins/${ID}/all/universal/batch/query`,
].map((p) => new RegExp(`^/api${p}$`));

/**
 * Markup that must never appear in a page: it could only come from input rendered raw (as text,
 * escaped, `onerror=alert(1)` is harmless and may well be echoed). Raw path segments have their
 * spaces turned into `_`, hence both spellings.
 */
const FORBIDDEN = [
  '<script>alert(',
  '<img src=x',
  '<img_src=x',
  '<svg onload',
  '<svg_onload',
  'href="javascript:',
  'src="javascript:',
  "href='javascript:",
  'href="data:',
  'src="data:text',
];

describe(`fuzz (seed ${SEED})`, () => {
  it(`${REQUESTS} generated requests: no 5xx, nothing unescaped, provider paths only of the allowed shapes`, {
    timeout: 900_000,
  }, async () => {
    for (const host of HOSTS) await get(host, '/'); // warm the frames
    await demo.reset();
    await demo.clearRequests();

    const cases = Array.from({ length: REQUESTS }, generate);
    const problems: string[] = [];
    for (let i = 0; i < cases.length; i += CONCURRENCY) {
      await Promise.all(
        cases.slice(i, i + CONCURRENCY).map(async ({ host, path, markers }) => {
          let status: number;
          let html: string;
          try {
            ({ status, html } = await get(host, path));
          } catch (error) {
            problems.push(`${host}${path}: request failed: ${String(error)}`);
            return;
          }
          if (status >= 500) problems.push(`${host}${path}: status ${status}`);
          for (const bad of FORBIDDEN)
            if (html.includes(bad))
              problems.push(`${host}${path}: HTML contains ${JSON.stringify(bad)}`);
          for (const marker of markers) {
            // Wherever input shows up, it is escaped text: no raw angle bracket or quote right before it.
            for (const at of indexesOf(html, marker)) {
              const before = html.slice(Math.max(0, at - 40), at);
              if (/<(script|img|svg)[\s_>]/i.test(before))
                problems.push(
                  `${host}${path}: input rendered raw near ${JSON.stringify(before + marker)}`,
                );
            }
          }
        }),
      );
    }
    expect(problems.slice(0, 20), `${problems.length} problems (seed ${SEED})`).toEqual([]);

    const requests = await demo.requests();
    expect(requests.length).toBeGreaterThan(0);
    const outside = requests
      .filter((r) => !ALLOWED_PATHS.some((re) => re.test(r.path)))
      .map((r) => r.path);
    expect(outside.slice(0, 20), 'provider paths outside the allowed shapes').toEqual([]);
    // The host lookup sends the host as an escaped, anchored pattern (`$` and all): only ours.
    const lookups = new Set(HOSTS.map((h) => hostLookupPattern(h)));
    const isOurLookup = (r: RecordedRequest) =>
      r.path.endsWith('/sub/domain/by/host') &&
      lookups.has(new URLSearchParams(r.search).get('filter_by') ?? '');
    const leaked = requests.filter(
      (r) =>
        !isOurLookup(r) &&
        /zq[0-9a-z]+x|[<>"']|\.\.|\$|javascript/i.test(decodeURIComponent(r.search)),
    );
    expect(leaked.slice(0, 20), 'input that reached an upstream query').toEqual([]);
  });
});

function indexesOf(text: string, needle: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) found.push(at);
  return found;
}
