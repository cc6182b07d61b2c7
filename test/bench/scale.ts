/**
 * `npm run scale`: the scale simulation. First the topology (issue 40; test/bench/topology.ts,
 * docs/decisions/087-the-topology-in-the-simulation.md): SCALE_LOCATIONS locations x
 * SCALE_ISOLATES isolates sharing one KV namespace whose copies lag, each location with its own
 * Cache API, SCALE_INSTITUTES generated institutes visited on a simulated clock at
 * SCALE_VIEWS_PER_MONTH; its fills (SCALE_FILL_VIEWS) printed apart from the measured
 * SCALE_VIEWS page views, every figure per view beside its budget, the page worker's startup,
 * and the bill per million views at 10, 30 and 100 M views a month. Then the figure modules of
 * `extraFigures`. Then, unless SCALE_ONE_ISOLATE=0, the one-isolate section (issue 20): the
 * deploy bundle in one workerd isolate (as `npm run bench` runs it: test/helpers/serve.ts
 * serveBundle) against the demo provider with SCALE_LATENCY_MS provider latency, visited
 * Zipf-like by SCALE_CONCURRENCY connections through timed phases: warm-up, steady state, a
 * resource purge of the hottest institute (with a 64-visitor cold burst on its notice list) and
 * the minute after it, a provider outage, and an isolation check; and the CPU per request the
 * bill counts. A script, not a test: it prints, it does not assert. Bounded: loopback only.
 *
 * How the one-isolate section counts: provider reads and the most identical reads in flight at
 * once by the demo provider itself (GET /__control/stats); KV operations by an entry module that
 * wraps the bundle and counts every call on the CACHE binding (WRAPPER below); page-cache hits by
 * the X-Page-Cache header; read-cache outcomes by the Server-Timing header.
 */
import { Agent } from 'node:http';
import { scaleHost, scaleInstitutes, scaleProfiles, seeded } from '../../demo/fixtures/scale.ts';
import type { WarmReport } from '../../src/warmup/warm.ts';
import { httpGet, type Timed } from '../helpers/http.ts';
import { serveBundle } from '../helpers/serve.ts';
import { connectProfiler } from './cpu.ts';
import { measureHostileDocument } from './hostileDocument.ts';
import { imageHostsFigure } from './imageHosts.ts';
import { printPurgeStorm, purgeStorm } from './purgeStorm.ts';
import { check, ms, percentile, table } from './stats.ts';
import { runTopology } from './topology.ts';
import { printCost, printStartup, printTopology, startupCpuMs } from './topologyReport.ts';
import { trafficWriteCost } from './traffic.ts';
import { zipf } from './zipf.ts';

const INSTITUTES = Number(process.env.SCALE_INSTITUTES ?? 1000);
const SEED = Number(process.env.SCALE_SEED ?? 1);
const LATENCY_MS = Number(process.env.SCALE_LATENCY_MS ?? 20);
const CONCURRENCY = Number(process.env.SCALE_CONCURRENCY ?? 16);
const BURST = 64;
const RENDERS_PER_TYPE = 20;
/**
 * Page-cache hits measured per page: a hit costs little, and the p99 of 80 hits is their slowest.
 * One request in 100 to 200 pays for a full garbage collection (50 to 90 ms in workerd here).
 */
const HITS_PER_PAGE = 3;
/** The worker's CACHE_FRESH_SECONDS (default, wrangler.toml's dev env does not set it). */
const FRESH_MS = 300_000;
const seconds = (name: string, fallback: number) =>
  Number(process.env[`SCALE_${name}_SECONDS`] ?? fallback) * 1000;
// Short enough for the whole run to stay under 5 minutes (issue 20), with the CPU section's
// profiled requests after the phases.
const PHASES = {
  warm: seconds('WARM', 36),
  steady: seconds('STEADY', 45),
  afterPurge: seconds('AFTER_PURGE', 60),
  outage: seconds('OUTAGE', 15),
  hang: seconds('HANG', 20),
};
const PURGE_TOKEN = 'scale-purge-token';
// The generated institutes, as the demo provider builds them (same N and seed: same data).
const generated = scaleInstitutes(INSTITUTES, SEED).institutes;
const profiles = scaleProfiles(INSTITUTES, SEED);

/** Counts every call the worker makes on its KV binding; GET /__scale/kv answers the counts. */
const WRAPPER = `import worker from './index.js';
const counts = { reads: 0, writes: 0, deletes: 0, lists: 0 };
const kinds = { get: 'reads', getWithMetadata: 'reads', put: 'writes', delete: 'deletes', list: 'lists' };
let wrapped;
function counting(kv) {
  return new Proxy(kv, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      return (...args) => {
        const kind = kinds[prop];
        if (kind) counts[kind] += kind === 'reads' && Array.isArray(args[0]) ? args[0].length : 1;
        return value.apply(target, args);
      };
    },
  });
}
// The Cron Trigger's run, as Cloudflare starts it; answers its warm-up line (decision 072).
async function cron(env, ctx) {
  let report = null;
  const log = console.log;
  console.log = (...args) => {
    try {
      const line = JSON.parse(String(args[0]));
      if (line.event === 'warm-up') report = line;
    } catch {}
    log(...args);
  };
  try {
    await worker.scheduled({ cron: '*/5 * * * *', scheduledTime: Date.now(), noRetry() {} }, env, ctx);
  } finally {
    console.log = log;
  }
  return Response.json(report);
}
export default {
  fetch(request, env, ctx) {
    const path = new URL(request.url).pathname;
    if (path === '/__scale/kv') return Response.json(counts);
    wrapped ??= { ...env, CACHE: counting(env.CACHE) };
    if (path === '/__scale/cron') return cron(wrapped, ctx);
    return worker.fetch(request, wrapped, ctx);
  },
};
`;

/** The pages one visitor may ask of an institute, most visited first. */
function pagesOf(ins: (typeof generated)[number], rich: boolean): { type: string; path: string }[] {
  const pages = [
    { type: 'home', path: '/' },
    { type: 'notice list', path: '/notice' },
    ...ins.notices.slice(0, 5).map((n) => ({
      type: 'notice detail',
      path: `/one/notice/${n._id}/detail`,
    })),
    { type: 'contact', path: '/contact/us' },
  ];
  if (ins.staff.length) pages.push({ type: 'staff table', path: '/institute/faculties/teaching' });
  if (ins.events.length) pages.push({ type: 'event list', path: '/event' });
  // The NAAC report, rarely visited, so last: a rich institute's is the quality pages' deepest
  // tree (exempt from the p50 budget), the others' a small one (held to it).
  const detailId = ins.authorities.find((a) => a.custom_head_name === 'IQAC')?.iqac_detail;
  const naac = (ins.qDetail as { naac_outer_tab_nested?: unknown[] } | null)?.naac_outer_tab_nested;
  if (detailId && naac?.length && (ins.landing.tab_toggle as Record<string, boolean>).iqac)
    pages.push({ type: rich ? 'quality tree' : 'small quality tree', path: `/naac/${detailId}` });
  return pages;
}
/** Page types with no p50 budget (issue 20): they print their figure; p99's still applies. */
const EXEMPT = new Set(['staff table', 'quality tree']);
const sites = generated.map((ins, i) => ({
  host: scaleHost(i),
  insId: ins.insId,
  pages: pagesOf(ins, profiles[i].rich),
}));
/** A visitor stream: the same seed draws the same visits in the same order. */
function visitsFrom(seed: number, institutes = sites.length) {
  const random = seeded(seed);
  const pickSite = zipf(institutes, 1, random);
  const pickPage = new Map<number, () => number>();
  return () => {
    const s = pickSite();
    if (!pickPage.has(sites[s].pages.length))
      pickPage.set(sites[s].pages.length, zipf(sites[s].pages.length, 1.2, random));
    const page = sites[s].pages[pickPage.get(sites[s].pages.length)!()];
    return { host: sites[s].host, ...page };
  };
}
const visit = visitsFrom(SEED);

type Visit = Timed & { host: string; path: string; type: string; failed: boolean };
const readOutcomes = (r: Timed) => {
  const desc = /desc="(\d+) reads: (\d+) hit, (\d+) stale, (\d+) miss, (\d+) fail/.exec(
    String(r.headers['server-timing'] ?? ''),
  );
  return desc ? desc.slice(2, 6).map(Number) : [0, 0, 0, 0];
};

const env = (name: string, fallback: number) => Number(process.env[`SCALE_${name}`] ?? fallback);
const topology = await runTopology({
  institutes: INSTITUTES,
  seed: SEED,
  locations: env('LOCATIONS', 4),
  isolates: env('ISOLATES', 4),
  viewsPerMonth: env('VIEWS_PER_MONTH', 30_000_000),
  fillViews: env('FILL_VIEWS', 1000),
  views: env('VIEWS', 2000),
  concurrency: env('TOPOLOGY_CONCURRENCY', 8),
  purgesPerDay: env('PURGES_PER_DAY', 4),
  purgeCompression: env('PURGE_COMPRESSION', 4),
  // Counts do not depend on the provider's latency: none, so the run takes less time.
  latencyMs: 0,
});
printTopology(topology);
{
  // Where the KV reads go (issue 40's budget: 1.5 a view), by the kind of key.
  const { fill, measured } = topology.kvReadsByKind;
  const kinds = Object.keys({ ...fill, ...measured }).sort(
    (a, b) => (measured[b] ?? 0) - (measured[a] ?? 0),
  );
  const perView = (n: number | undefined, views: number) =>
    ((n ?? 0) / Math.max(1, views)).toFixed(2);
  table(
    'KV reads per view by the kind of key',
    ['kind of key', 'fills', 'measured'],
    kinds.map((kind) => [
      kind,
      perView(fill[kind], topology.fill.views),
      perView(measured[kind], topology.measured.views),
    ]),
  );
}
printStartup(topology, await startupCpuMs());
/**
 * Figure modules printed after the topology (issue 40's purge storm, hostile document, image
 * route): each starts what it needs, prints its own tables and closes what it started.
 */
const extraFigures: { name: string; print: () => Promise<void> }[] =
  process.env.SCALE_EXTRA === '0'
    ? []
    : [
        {
          name: 'purge storm (issue 41 item 2)',
          print: async () => {
            const options = { seconds: 10, rounds: 3, concurrency: 32 };
            printPurgeStorm(await purgeStorm(options), options);
          },
        },
        {
          name: 'another institute while a hostile document is read (issue 41 item 1)',
          print: async () => {
            await measureHostileDocument();
          },
        },
        {
          name: 'the image route on 40 hosts (issue 41 item 4)',
          print: async () => {
            const { hosts, transformations } = await imageHostsFigure();
            console.log(
              `\n${check(transformations <= 1, `image route: one picture asked on ${hosts} hosts made ${transformations} transformation(s) (budget 1)`)}`,
            );
          },
        },
      ];
for (const figure of extraFigures) {
  console.log(`\n## ${figure.name}`);
  await figure.print();
}
if (process.env.SCALE_ONE_ISOLATE === '0') {
  printCost(topology, null);
  process.exit(0);
}

// The KV write policies side by side (decision 031): today's (write a read only when its value
// changed or its copy nears expiry) and the one before it (every provider answer written again,
// CACHE_WRITES=every-read), each a worker of its own with its own provider, driven by the same
// visit sequence during the warm-up, with a short freshness window so refreshes happen in the run.
const PAIR_FRESH_SECONDS = 10;
/** The pair's visitors go to the hottest institutes only, so the fills are done before measuring. */
const PAIR_INSTITUTES = 20;
const demoEnv = {
  DEMO_INSTITUTES: String(INSTITUTES),
  // The generated institutes publish SVGs: making sunrise's photos would only load the machine.
  DEMO_WARM_PHOTOS: '0',
  DEMO_SEED: String(SEED),
  DEMO_LATENCY_MS: String(LATENCY_MS),
};
// The CPU table's renders run on two workers of their own, page cache off (every request
// renders), idle until the end: one with the isolate's memory as deployed (a render whose reads
// are all in this isolate's memory), one with it off (CACHE_MEMORY_SECONDS=0: every read, the
// purge generations included, from KV). The main worker's memory holds whatever the run left.
const CPU_WORKERS = [
  { name: 'memory', vars: { PAGE_CACHE_SECONDS: '0' } },
  { name: 'kv', vars: { PAGE_CACHE_SECONDS: '0', CACHE_MEMORY_SECONDS: '0' } },
] as const;
const [pairSites, cpuSites] = await Promise.all([
  Promise.all(
    (['changed', 'every-read'] as const).map((policy) =>
      serveBundle({
        state: `scale-${policy}`,
        vars: { CACHE_FRESH_SECONDS: String(PAIR_FRESH_SECONDS), CACHE_WRITES: policy },
        demoEnv,
        wrapper: WRAPPER,
      }),
    ),
  ),
  Promise.all(
    CPU_WORKERS.map(({ name, vars }) =>
      serveBundle({ state: `scale-cpu-${name}`, vars, demoEnv, inspect: true }),
    ),
  ),
]);

/** Drives `port` with the visits of `seed` at `connections` for `duration` ms; the views made. */
async function drive(port: number, seed: number, connections: number, duration: number) {
  const next = visitsFrom(seed, PAIR_INSTITUTES);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const until = Date.now() + duration;
  let views = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const v = next();
        await httpGet(port, v.host, v.path, agent).catch(() => undefined);
        views++;
      }
    }),
  );
  agent.destroy();
  return views;
}

/** KV writes per policy: the fills of a first stretch, then the writes of a second one. */
async function comparePolicies(fillMs: number, measureMs: number) {
  const kvOf = async (port: number) =>
    JSON.parse((await httpGet(port, sites[0].host, '/__scale/kv')).body) as { writes: number };
  return Promise.all(
    pairSites.map(async (pair) => {
      await drive(pair.port, SEED + 1, 4, fillMs);
      const before = await kvOf(pair.port);
      const started = Date.now();
      const views = await drive(pair.port, SEED + 2, 4, measureMs);
      const writes = (await kvOf(pair.port)).writes - before.writes;
      return { views, writes, seconds: (Date.now() - started) / 1000 };
    }),
  );
}

const site = await serveBundle({
  state: 'scale-state',
  vars: { PURGE_TOKEN },
  demoEnv,
  wrapper: WRAPPER,
  inspect: true,
});
const control = async (path: string, init?: RequestInit) =>
  (await fetch(`${site.demo}/__control${path}`, init)).json();
const setProvider = (errorRate: number) =>
  control('/faults', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ latencyMs: LATENCY_MS, faults: [], errorRate }),
  });
type ProviderStats = { reads: number; failed: number; maxInFlight: { count: number; key: string } };
const providerStats = () => control('/stats') as Promise<ProviderStats>;
const kvStats = async () =>
  JSON.parse((await httpGet(site.port, sites[0].host, '/__scale/kv')).body) as {
    reads: number;
    writes: number;
    deletes: number;
    lists: number;
  };

/** Runs Zipf traffic for `duration` ms at CONCURRENCY; returns the visits and counter deltas. */
async function phase(
  name: string,
  duration: number,
  onStart?: () => Promise<void>,
  failing = false,
) {
  await control('/stats', { method: 'DELETE' });
  const provider0 = await providerStats();
  const kv0 = await kvStats();
  const started = Date.now();
  await onStart?.();
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const visits: Visit[] = [];
  const until = started + duration;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        const v = visit();
        try {
          const r = await httpGet(site.port, v.host, v.path, agent);
          visits.push({ ...r, ...v, failed: r.status >= 500 });
        } catch {
          visits.push({
            ...v,
            status: 0,
            ttfb: 0,
            ttlb: 0,
            bytes: 0,
            body: '',
            headers: {},
            failed: true,
          });
        }
      }
    }),
  );
  agent.destroy();
  const elapsed = Date.now() - started;
  const provider1 = await providerStats();
  const kv1 = await kvStats();
  // Each provider read: the first of its key in the run (a cold fill), or a repeat, and whether
  // it came within the freshness window of the previous read of that key.
  const { requests } = (await control('/requests')) as {
    requests: { path: string; search: string; at: number }[];
  };
  await control('/requests', { method: 'DELETE' });
  let firstFills = 0;
  let withinFresh = 0;
  for (const r of requests) {
    const key = r.path + r.search;
    const last = lastRead.get(key);
    if (last === undefined) firstFills++;
    else if (r.at - last < FRESH_MS) withinFresh++;
    // A read the outage failed leaves no fresh copy: the next one is not a repeat inside it.
    if (failing) lastRead.delete(key);
    else lastRead.set(key, r.at);
  }
  return {
    firstFills,
    repeats: requests.length - firstFills,
    withinFresh,
    name,
    elapsed,
    visits,
    providerReads: provider1.reads - provider0.reads,
    maxInFlight: provider1.maxInFlight,
    kvReads: kv1.reads - kv0.reads,
    kvWrites: kv1.writes - kv0.writes,
    kvOther: kv1.deletes - kv0.deletes + kv1.lists - kv0.lists,
  };
}

const seen = new Set<string>();
/** When each provider read (path and query) was last sent, across phases. */
const lastRead = new Map<string, number>();
const remember = (visits: Visit[]) => {
  for (const v of visits) if (v.status === 200) seen.add(`${v.host}${v.path}`);
};

try {
  await setProvider(0);
  const hot = sites[0];
  const [warm, policies] = await Promise.all([
    phase('warm-up', PHASES.warm),
    comparePolicies(PHASES.warm / 3, (PHASES.warm * 2) / 3),
  ]);
  await Promise.all(pairSites.map((pair) => pair.close()));
  remember(warm.visits);
  const steady = await phase('steady state', PHASES.steady);
  remember(steady.visits);
  // One run of the Cron Trigger's warm-up on the institutes steady state made hottest.
  const warmRun = await (async () => {
    const before = await providerStats();
    const answer = await httpGet(site.port, hot.host, '/__scale/cron');
    const report = JSON.parse(answer.body) as WarmReport | null;
    return report && { ...report, providerReads: (await providerStats()).reads - before.reads };
  })();

  // The purge: the hottest institute's notices, then 64 visitors at once on its notice list.
  let burst = { reads: 0, maxInFlight: 0, key: '', ttlb: 0, errors: 0, distinct: 0, renders: 0 };
  const afterPurge = await phase('minute after a purge', PHASES.afterPurge, async () => {
    const purged = await fetch(`http://127.0.0.1:${site.port}/__purge`, {
      method: 'POST',
      headers: { authorization: `Bearer ${PURGE_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ institute: hot.insId, resources: ['notices'] }),
    });
    if (!purged.ok) throw new Error(`purge failed: ${purged.status} ${await purged.text()}`);
    const before = await providerStats();
    const burstStarted = Date.now();
    const agent = new Agent({ keepAlive: true, maxSockets: BURST });
    const answers = await Promise.all(
      Array.from({ length: BURST }, () => httpGet(site.port, hot.host, '/notice', agent)),
    );
    agent.destroy();
    const after = await providerStats();
    const requests = (await control('/requests')) as {
      requests: { path: string; search: string; at: number }[];
    };
    const burstRequests = requests.requests.filter((r) => r.at >= burstStarted);
    burst = {
      reads: after.reads - before.reads,
      maxInFlight: after.maxInFlight.count,
      key: after.maxInFlight.key,
      ttlb: Math.max(...answers.map((a) => a.ttlb)),
      errors: answers.filter((a) => a.status !== 200).length,
      distinct: new Set(burstRequests.map((r) => r.path + r.search)).size,
      // A page the worker rendered says `miss`; one served from the store, or from the render
      // another visitor's miss started, says `hit`. One page key: the misses are its renders.
      renders: answers.filter((a) => a.headers['x-page-cache'] === 'miss').length,
    };
    await control('/stats', { method: 'DELETE' });
  });
  remember(afterPurge.visits);
  await setProvider(1);
  const outage = await phase('provider outage (every read fails)', PHASES.outage, undefined, true);
  await setProvider(0);

  // Isolation: the second-hottest institute, purged whole, then every read of it hangs; the
  // others' p99 against a control phase of the same length just before.
  const hanging = sites[1];
  const ins = generated[1];
  const control1 = await phase('control (before the hang)', PHASES.hang);
  const hang = await phase('one institute’s reads hang', PHASES.hang, async () => {
    const purged = await fetch(`http://127.0.0.1:${site.port}/__purge`, {
      method: 'POST',
      headers: { authorization: `Bearer ${PURGE_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ host: hanging.host }),
    });
    if (!purged.ok) throw new Error(`purge failed: ${purged.status} ${await purged.text()}`);
    await control('/faults', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        latencyMs: LATENCY_MS,
        faults: [{ pattern: [ins.insId, ins.lcid, ins.eventManagerId].join('|'), mode: 'hang' }],
      }),
    });
  });
  await setProvider(0);
  const othersP99 = (p: { visits: Visit[] }) =>
    percentile(
      p.visits.filter((v) => v.host !== hanging.host && !v.failed).map((v) => v.ttlb),
      99,
    );

  // Figures.
  const phases = [warm, steady, afterPurge, outage, control1, hang];
  const per1000 = (n: number, views: number) => (views ? (n * 1000) / views : 0);
  const rows = phases.map((p) => {
    const views = p.visits.length;
    const ttlb = p.visits.filter((v) => !v.failed).map((v) => v.ttlb);
    const errors = p.visits.filter((v) => v.failed);
    const seenErrors = errors.filter((v) => seen.has(`${v.host}${v.path}`)).length;
    const pageHits = p.visits.filter((v) => v.headers['x-page-cache'] === 'hit').length;
    const reads = p.visits.map(readOutcomes);
    const readHits = reads.reduce((n, r) => n + r[0] + r[1], 0);
    const readAll = reads.reduce((n, r) => n + r[0] + r[1] + r[2] + r[3], 0);
    const inOutage = p === outage;
    return {
      p,
      views,
      row: [
        p.name,
        String(views),
        (views / (p.elapsed / 1000)).toFixed(0),
        `${per1000(p.providerReads, views).toFixed(0)} (${per1000(p.firstFills, views).toFixed(0)} / ${per1000(p.repeats, views).toFixed(0)})`,
        p === afterPurge || p === outage || p === hang
          ? `${p.withinFresh}`
          : check(p.withinFresh === 0, `${p.withinFresh} (budget 0)`),
        `${p.maxInFlight.count}`,
        per1000(p.kvReads, views).toFixed(1),
        per1000(p.kvWrites, views).toFixed(1),
        `${((pageHits / Math.max(1, views)) * 100).toFixed(0)}%`,
        readAll ? `${((readHits / readAll) * 100).toFixed(0)}%` : '-',
        ms(percentile(ttlb, 50)),
        ms(percentile(ttlb, 99)),
        inOutage
          ? check(
              seenErrors === 0,
              `${errors.length} (${seenErrors} on pages seen before; budget 0)`,
            )
          : check(errors.length === 0, `${errors.length} (budget 0)`),
      ],
    };
  });
  table(
    `Scale simulation: ${INSTITUTES} institutes, ${CONCURRENCY} connections, provider latency ${LATENCY_MS} ms`,
    [
      'phase',
      'page views',
      'views/s',
      'provider reads /1000 views (first of their key / repeats)',
      'repeats within the freshness window',
      'most identical reads in flight',
      'KV reads /1000 views',
      'KV writes /1000 views',
      'page-cache hits',
      'read-cache hits (before first byte)',
      'TTLB p50',
      'TTLB p99',
      'errors (5xx or no answer)',
    ],
    rows.map((r) => r.row),
  );

  table(
    `Cold burst: ${BURST} concurrent visitors to ${hot.host}/notice just after a purge of its notices`,
    ['figure', 'value', 'budget'],
    [
      [
        'provider reads',
        String(burst.reads),
        check(burst.reads <= burst.distinct, `<= one per distinct path (${burst.distinct})`),
      ],
      [
        'most identical reads in flight',
        `${burst.maxInFlight} (${burst.key})`,
        check(burst.maxInFlight <= 1, '1 (coalesced)'),
      ],
      [
        'renders of the page key (X-Page-Cache: miss)',
        String(burst.renders),
        check(burst.renders <= 1, '1 (one render, the others wait for it)'),
      ],
      ['slowest time to last byte', ms(burst.ttlb), ''],
      ['errors', String(burst.errors), check(burst.errors === 0, '0')],
    ],
  );

  const before = othersP99(control1);
  const during = othersP99(hang);
  table(
    `Isolation: every read of ${hanging.host} hangs (after a purge of its host)`,
    ['figure', 'control', 'hanging', 'budget'],
    [
      [
        'other institutes’ TTLB p99',
        ms(before),
        ms(during),
        check(during <= before * 1.2, `<= +20% (${ms(before * 1.2)})`),
      ],
      [
        `${hanging.host}: views, errors`,
        '',
        `${hang.visits.filter((v) => v.host === hanging.host).length}, ${hang.visits.filter((v) => v.host === hanging.host && v.failed).length}`,
        '',
      ],
    ],
  );

  // Per page type: pages first seen in warm-up and not asked for since (at most
  // RENDERS_PER_TYPE), asked one at a time now.
  const later = new Set(
    [steady, afterPurge, outage, control1, hang].flatMap((p) =>
      p.visits.map((v) => `${v.host}${v.path}`),
    ),
  );
  const candidates = new Map<string, Visit[]>();
  for (const v of warm.visits) {
    if (v.status !== 200 || later.has(`${v.host}${v.path}`)) continue;
    const list = candidates.get(v.type) ?? [];
    if (list.length < RENDERS_PER_TYPE && !list.some((x) => x.host === v.host && x.path === v.path))
      list.push(v);
    candidates.set(v.type, list);
  }
  // CPU time per request inside workerd (test/bench/cpu.ts: the V8 profiler over workerd's
  // inspector, idle time excluded). On the main worker: a page-cache hit (the page rendered once
  // more first, its kept copy having expired). On each CPU worker: a render of the page asked just
  // before (so its reads are in KV and, on the memory worker, in the isolate's memory), with no
  // provider read.
  const profiler = await connectProfiler(site.inspectorPort as number);
  const hitCpu: number[] = [];
  /** Per kind of request, the time its thread was elsewhere between samples (not counted). */
  const away = { hit: [] as number[], memory: [] as number[], kv: [] as number[] };
  for (const list of candidates.values())
    for (const v of list) {
      await httpGet(site.port, v.host, v.path);
      for (let i = 0; i < HITS_PER_PAGE; i++) {
        let again: Timed | undefined;
        const hit = await profiler.cpuOf(async () => {
          again = await httpGet(site.port, v.host, v.path);
        });
        if (again?.headers['x-page-cache'] !== 'hit') continue;
        hitCpu.push(hit.cpu);
        away.hit.push(hit.away);
      }
    }
  const heapAfterRun = await profiler.heapUsed();
  profiler.close();
  // The CPU workers read every page once (its reads into KV, their writes long landed when the
  // renders are measured).
  const pages = [...candidates.values()].flat();
  await Promise.all(
    cpuSites.map(async (cpuSite) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 4 });
      let next = 0;
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          for (let v = pages[next++]; v; v = pages[next++])
            await httpGet(cpuSite.port, v.host, v.path, agent).catch(() => undefined);
        }),
      );
      agent.destroy();
    }),
  );
  /** CPU per render on `cpuSite`, by page type; `again`: the page asked once more just before. */
  async function rendersOn(
    cpuSite: (typeof cpuSites)[number],
    again: boolean,
    awayTimes: number[],
  ) {
    const cpuProfiler = await connectProfiler(cpuSite.inspectorPort as number);
    const byType = new Map<string, number[]>();
    for (const [type, list] of candidates) {
      const times: number[] = [];
      for (const v of list) {
        if (again) await httpGet(cpuSite.port, v.host, v.path);
        let r: Timed | undefined;
        const { cpu, away: elsewhere } = await cpuProfiler.cpuOf(async () => {
          r = await httpGet(cpuSite.port, v.host, v.path);
        });
        const [, , miss, fail] = r ? readOutcomes(r) : [0, 0, 1, 0];
        if (r?.status !== 200 || miss + fail > 0) continue;
        times.push(cpu);
        awayTimes.push(elsewhere);
      }
      byType.set(type, times);
    }
    cpuProfiler.close();
    return byType;
  }
  const inMemory = await rendersOn(cpuSites[0], true, away.memory);
  const fromKv = await rendersOn(cpuSites[1], false, away.kv);
  const figures = (times: number[], exempt: boolean) =>
    times.length
      ? [
          check(exempt || percentile(times, 50) <= 10, ms(percentile(times, 50))),
          check(percentile(times, 99) <= 50, ms(percentile(times, 99))),
        ]
      : ['-', '-'];
  const typeRows = [...candidates.keys()].map((type) => {
    const exempt = EXEMPT.has(type);
    const memoryTimes = inMemory.get(type) ?? [];
    const kvTimes = fromKv.get(type) ?? [];
    return [
      exempt ? `${type} (exempt)` : type,
      `${memoryTimes.length} / ${kvTimes.length}`,
      ...figures(memoryTimes, exempt),
      ...figures(kvTimes, exempt),
    ];
  });
  typeRows.push([
    'any page from the page cache',
    String(hitCpu.length),
    ...figures(hitCpu, false),
    '',
    '',
  ]);
  table(
    'CPU time per request inside workerd (V8 profiler over the inspector, the time the isolate ran; a render: page cache off, no provider read; p50 budget <= 10 ms, staff table and deepest quality tree exempt; p99 <= 50 ms)',
    [
      'page type',
      'renders (memory / KV)',
      'reads in memory: p50',
      'p99',
      'every read from KV: p50',
      'p99',
    ],
    typeRows,
  );
  const awayFigure = (times: number[]) =>
    times.length ? `${ms(percentile(times, 50))} / ${ms(percentile(times, 99))}` : '-';
  console.log(
    `\nNot counted above, p50 / p99 per request: the time workerd's thread was in other isolates (locally the KV and Cache API simulators, the entry worker) between two samples of this one: page-cache hit ${awayFigure(away.hit)}, render with reads in memory ${awayFigure(away.memory)}, render with every read from KV ${awayFigure(away.kv)} (test/bench/cpu.ts).`,
  );
  console.log(
    warmRun
      ? `\nWarm-up, one cron run after steady state (decision 072): ${warmRun.reads} provider reads (the provider counted ${warmRun.providerReads}), budget ${warmRun.budget} a minute; of the ${warmRun.hosts.length} hottest hosts, ${warmRun.warmed.length} warmed (${warmRun.pages} pages), ${warmRun.alreadyWarm.length} already warm; ${warmRun.pagesSkipped} pages and ${warmRun.readsSkipped} reads skipped for the budget.`
      : '\nWarm-up: the cron run wrote no warm-up line.',
  );
  console.log(
    `\nSlowest page-cache hit: ${ms(Math.max(0, ...hitCpu))} of ${hitCpu.length}. The main worker's isolate after the run: ${(heapAfterRun / 1024 / 1024).toFixed(1)} MB of JavaScript heap used, live objects and garbage not yet collected (an isolate may use 128 MB; the values and pages it holds in memory are bounded, decision 044).`,
  );
  const renderCpu = [...fromKv.values()].flat();

  // KV writes per institute per day: steady state's write rate over the institutes it visited,
  // scaled to a day.
  const visited = new Set(steady.visits.map((v) => v.host)).size;
  const writesPerDay = (steady.kvWrites / (steady.elapsed / 1000)) * 86_400;
  // The traffic data point: its CPU under plain Node (it is inside every CPU figure above too,
  // the bundle's TRAFFIC binding being Miniflare's local dataset), and one write per request.
  const trafficCpu = trafficWriteCost();
  table(
    'Traffic data point (Analytics Engine; decision 070): building it and the writeDataPoint call, plain Node, stub binding, per call',
    ['figure', 'value', 'budget'],
    [
      [
        'CPU p50 / p99',
        `${(trafficCpu.p50 * 1000).toFixed(1)} µs / ${(trafficCpu.p99 * 1000).toFixed(1)} µs (${trafficCpu.calls.toLocaleString('en')} calls)`,
        check(trafficCpu.p50 <= 0.2, 'p50 <= 0.2 ms'),
      ],
    ],
  );
  table(
    `KV writes, one isolate (steady state; ${visited} of ${INSTITUTES} institutes visited)`,
    ['figure', 'value', 'note'],
    [
      [
        'KV writes per second (all institutes)',
        (steady.kvWrites / (steady.elapsed / 1000)).toFixed(2),
        '',
      ],
      [
        'projected KV writes per visited institute per day',
        (writesPerDay / Math.max(1, visited)).toFixed(0),
        'at this run’s traffic, kept up all day; free plan: 1,000 writes/day in all',
      ],
      [
        'of which not cold fills (KV writes minus first reads of a key), per visited institute per day',
        (
          ((Math.max(0, steady.kvWrites - steady.firstFills) / (steady.elapsed / 1000)) * 86_400) /
          Math.max(1, visited)
        ).toFixed(0),
        'what stays once every key is filled: refreshes that changed or were about to expire',
      ],
      ['KV deletes and lists', String(steady.kvOther), ''],
    ],
  );
  const [changed, everyRead] = policies;
  const perDay = (p: { writes: number; seconds: number }) =>
    ((p.writes / Math.max(1, p.seconds)) * 86_400) / PAIR_INSTITUTES;
  table(
    `KV write policies side by side (two workers, the same visits to the ${PAIR_INSTITUTES} hottest institutes, after ${PHASES.warm / 3000} s of fills; freshness ${PAIR_FRESH_SECONDS} s so refreshes happen within the run)`,
    [
      'policy',
      'page views',
      'KV writes',
      'KV writes /1000 views',
      'per institute per day at this rate',
    ],
    [changed, everyRead].map((p, i) => [
      i === 0 ? 'write only what changed (today)' : 'write every answer (before decision 031)',
      String(p.views),
      String(p.writes),
      ((p.writes * 1000) / Math.max(1, p.views)).toFixed(1),
      perDay(p).toFixed(1),
    ]),
  );
  // Per view: the two workers answer the same visits, but not always as many of them in the time.
  const perView = (p: { writes: number; views: number }) => p.writes / Math.max(1, p.views);
  const ratio = perView(everyRead) / Math.max(perView(changed), 1 / Math.max(1, changed.views));
  table(
    'KV writes: today against before',
    ['figure', 'value', 'budget'],
    [
      [
        'fewer KV writes per view',
        `${ratio.toFixed(0)}x${changed.writes === 0 ? ' (today wrote none: at least this)' : ''}`,
        check(ratio >= 10, '>= 10x'),
      ],
    ],
  );
  // The bill: the topology's counts, each render and each other request at the CPU measured
  // here (a render with every read from KV, a page-cache hit).
  printCost(topology, { renderMs: percentile(renderCpu, 50), hitMs: percentile(hitCpu, 50) });
} finally {
  await Promise.all([site, ...cpuSites].map((s) => s.close()));
}
process.exit(0);
