/**
 * The topology's figures as `npm run scale` prints them (issue 40): the fills apart, then per
 * page view beside each budget, the startup figures, and the month's bill at 10, 30 and 100
 * million views with the included amounts apart (prices.ts).
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type CostLine, monthlyBill, PRICES, perMillion, type Usage } from './prices.ts';
import { check, table } from './stats.ts';
import type { Counts, TopologyResult } from './topology.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Workers Logs keeps one request in ten (wrangler.toml `head_sampling_rate`). */
const LOG_SAMPLING = 0.1;
const VOLUMES = [10_000_000, 30_000_000, 100_000_000];
const BUDGET = {
  kvReadsPerView: 1.5,
  dollarsAt30M: 1.5,
  dollarsAt100M: 1,
  startupCpuMs: 40,
  bundleGzipKiB: 350,
};

const per = (n: number, views: number, scale = 1) => (views ? (n * scale) / views : 0);
const fixed = (n: number, digits = 2) => n.toFixed(digits);
const requestsOf = (c: Counts) =>
  c.requests.pages +
  c.requests.pictures +
  c.requests.instantSearch +
  c.requests.purges +
  c.requests.cron +
  c.requests.other;

/** The rows of one stretch's figures, per view (per 1000 where a view makes few). */
function rows(c: Counts, freshMinutes: number): string[][] {
  const v = c.views;
  return [
    ['page views (simulated minutes)', `${v} (${fixed(c.simMs / 60_000, 1)})`, ''],
    [
      'KV reads per view',
      fixed(per(c.kv.reads, v)),
      check(per(c.kv.reads, v) <= BUDGET.kvReadsPerView, `<= ${BUDGET.kvReadsPerView}`),
    ],
    [
      'KV reads answered by a lagging copy, per 1000 views',
      fixed(per(c.kv.lagged, v, 1000), 0),
      '',
    ],
    [
      'KV writes per 1000 views (of them cold fills: keys never written before)',
      `${fixed(per(c.kv.writes, v, 1000), 0)} (${fixed(per(c.kv.firstWrites, v, 1000), 0)})`,
      '',
    ],
    [
      'KV writes / deletes / lists per 1000 views',
      [c.kv.writes, c.kv.deletes, c.kv.lists].map((n) => fixed(per(n, v, 1000), 1)).join(' / '),
      '',
    ],
    [
      'provider reads per 1000 views (of them cold fills: keys no location had read)',
      `${fixed(per(c.providerReads, v, 1000), 0)} (${fixed(per(c.firstProviderReads, v, 1000), 0)})`,
      '',
    ],
    [
      `provider reads of a key again in the same location within ${freshMinutes} min (no purge between)`,
      String(c.repeatsWithinFresh),
      check(c.repeatsWithinFresh === 0, '0, whatever the isolates'),
    ],
    ['renders per view (X-Page-Cache not hit)', fixed(per(c.renders, v)), ''],
    [
      'Cache API lookups / entries found / entries stored, per view (pages and pictures)',
      [c.cache.matches, c.cache.hits, c.cache.puts].map((n) => fixed(per(n, v))).join(' / '),
      '',
    ],
    [
      'pages marked stale (X-Page-Stale; the provider never failed)',
      String(c.stalePages),
      check(c.stalePages === 0, '0'),
    ],
    [
      'worker requests per view: pages / pictures / instant search / purges / cron',
      [
        c.requests.pages,
        c.requests.pictures,
        c.requests.instantSearch,
        c.requests.purges,
        c.requests.cron,
      ]
        .map((n) => fixed(per(n, v), 3))
        .join(' / '),
      '',
    ],
    ['worker requests per view, all kinds', fixed(per(requestsOf(c), v)), ''],
    [
      'static files fetched per view (Workers Assets: no worker run, not billed)',
      fixed(per(c.assetFetches, v)),
      '',
    ],
    ['Analytics Engine data points per view', fixed(per(c.points, v)), ''],
    [
      'log events per view (1 in 10 requests: the request and its lines)',
      fixed(per((requestsOf(c) + c.logLines) * LOG_SAMPLING, v)),
      '',
    ],
    [
      'subrequests per view: provider / file host',
      `${fixed(per(c.subrequests.provider, v))} / ${fixed(per(c.subrequests.files, v))}`,
      '',
    ],
    ['purges in the stretch', String(c.purges), ''],
    ['errors (5xx, a failed purge)', String(c.errors), check(c.errors === 0, '0')],
  ];
}

/** Prints the run's figures per view: the fills and the measured stretch side by side. */
export function printTopology(r: TopologyResult) {
  const o = r.options;
  const fill = rows(r.fill, r.freshMs / 60_000);
  const measured = rows(r.measured, r.freshMs / 60_000);
  table(
    `Topology: ${o.locations} locations (${r.names.join(', ')}) x ${o.isolates} isolates, one KV namespace (copies lag 60 s), ${o.institutes} institutes, ${(o.viewsPerMonth / 1e6).toFixed(0)} M views a month on the simulated clock; fills first (printed apart), then the measured stretch`,
    ['figure', 'fills', 'measured', 'budget (measured)'],
    measured.map((row, i) => [row[0], fill[i][1], row[1], row[2]]),
  );
}

/** The page worker's startup CPU (`wrangler check startup`'s profile), in ms; null if it failed. */
export async function startupCpuMs(): Promise<number | null> {
  const outfile = `${tmpdir()}/scale-startup-${process.pid}.cpuprofile`;
  const ok = await new Promise<boolean>((resolve) => {
    const child = spawn(
      process.execPath,
      [`${root}node_modules/wrangler/bin/wrangler.js`, 'check', 'startup', '--outfile', outfile],
      {
        cwd: root,
        stdio: 'ignore',
        env: {
          ...process.env,
          WRANGLER_SEND_METRICS: 'false',
          CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        },
      },
    );
    child.on('exit', (code) => resolve(code === 0));
    child.on('error', () => resolve(false));
  });
  if (!ok) return null;
  try {
    const profile = JSON.parse(readFileSync(outfile, 'utf8')) as {
      nodes: { id: number; callFrame: { functionName: string } }[];
      samples: number[];
      timeDeltas: number[];
    };
    const idle = new Set(
      profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id),
    );
    // A sample stands for the time since the one before it (V8's cpuprofile).
    let micros = 0;
    profile.samples.forEach((node, i) => {
      if (!idle.has(node)) micros += profile.timeDeltas[i] ?? 0;
    });
    return micros / 1000;
  } finally {
    rmSync(outfile, { force: true });
  }
}

export function printStartup(r: TopologyResult, startupMs: number | null) {
  const kib = r.bundleGzipBytes / 1024;
  table(
    'Page worker startup (paid by every new isolate)',
    ['figure', 'value', 'budget'],
    [
      [
        'bundle, gzipped (the deploy bundle)',
        `${kib.toFixed(0)} KiB`,
        check(kib <= BUDGET.bundleGzipKiB, `<= ${BUDGET.bundleGzipKiB} KiB`),
      ],
      [
        'startup CPU (wrangler check startup, measured on this machine)',
        startupMs === null
          ? 'not measured (wrangler check startup failed)'
          : `${startupMs.toFixed(0)} ms`,
        startupMs === null
          ? ''
          : check(startupMs <= BUDGET.startupCpuMs, `<= ${BUDGET.startupCpuMs} ms`),
      ],
    ],
  );
}

/**
 * CPU per request kind, measured in workerd by the one-isolate section's profiler (null: not
 * measured); the topology's counts say how many of each a view makes.
 */
export type CpuPerRequest = { renderMs: number; hitMs: number } | null;

/**
 * Usage per view from the measured stretch: pictures left out when `pictures` is false, KV's cold
 * fills (first writes of a key) when `warm` is true.
 */
function usageOf(r: TopologyResult, cpu: CpuPerRequest, pictures: boolean, warm = false): Usage {
  const c = r.measured;
  const v = Math.max(1, c.views);
  const requests = requestsOf(c) - (pictures ? 0 : c.requests.pictures);
  const hits = c.requests.pages - c.renders;
  // A picture, an instant search, a purge or a cron run is counted at a page-cache hit's CPU.
  const others = requests - c.requests.pages;
  const cpuMs = cpu ? (c.renders * cpu.renderMs + (hits + others) * cpu.hitMs) / v : 0;
  const variantsPerPicture = r.variants / Math.max(1, r.picturesVariantsOf);
  return {
    requests: requests / v,
    cpuMs,
    kvReads: c.kv.reads / v,
    kvWrites: (c.kv.writes - (warm ? c.kv.firstWrites : 0)) / v,
    kvDeletes: c.kv.deletes / v,
    kvLists: c.kv.lists / v,
    points: (c.points * (requests / Math.max(1, requestsOf(c)))) / v,
    logEvents: ((requests + c.logLines) * LOG_SAMPLING) / v,
    kvStoredGb: r.kvStoredBytes / 1e9,
    transformationsPerMonth: pictures ? r.picturesPublished * variantsPerPicture : 0,
  };
}

const money = (n: number) => `$${n.toFixed(2)}`;

/** Prints the bill per million views at 10, 30 and 100 M views a month, and the cost budgets. */
export function printCost(r: TopologyResult, cpu: CpuPerRequest) {
  const usage = usageOf(r, cpu, true);
  const bills = VOLUMES.map((views) => monthlyBill(usage, views));
  const quantity = (line: CostLine, views: number) =>
    line.price === PRICES.plan ||
    line.price === PRICES.kvStorage ||
    line.price === PRICES.transformations
      ? `${fixed(line.quantity, line.quantity < 10 ? 3 : 0)} a month`
      : `${fixed(line.quantity / views, 3)} a view`;
  table(
    `Cost per million page views, Workers Paid plan (the measured stretch's counts; prices dated and cited in docs/performance.md "Prices"; ${cpu ? "CPU: the one-isolate section's measured p50 of a render and of a page-cache hit, by this run's counts" : 'CPU not measured (SCALE_ONE_ISOLATE=0)'})`,
    ['item', 'quantity', 'included a month', ...VOLUMES.map((v) => `$/M views at ${v / 1e6} M`)],
    bills[0].map((line, i) => [
      line.price.item,
      quantity(line, VOLUMES[0]),
      line.price === PRICES.plan ? '-' : fixed(line.price.included, 0),
      ...bills.map((bill, b) => money((bill[i].dollars * 1e6) / VOLUMES[b])),
    ]),
  );
  const withPictures = VOLUMES.map((v, b) => perMillion(bills[b], v));
  const without = VOLUMES.map((v) => perMillion(monthlyBill(usageOf(r, cpu, false), v), v));
  const included = VOLUMES.map(
    (v, b) =>
      bills[b].reduce(
        (sum, line) => sum + (line.included * line.price.dollars) / line.price.per,
        0,
      ) /
      (v / 1e6),
  );
  table(
    'Cost per million page views: totals and budgets',
    ['figure', ...VOLUMES.map((v) => `${v / 1e6} M views a month`), 'budget'],
    [
      ['total, with pictures', ...withPictures.map(money), ''],
      [
        'total, without pictures (no picture requests nor transformations)',
        ...without.map(money),
        '',
      ],
      [
        'total with pictures, KV writes of keys never written before left out (a warm namespace)',
        ...VOLUMES.map((v) => money(perMillion(monthlyBill(usageOf(r, cpu, true, true), v), v))),
        '',
      ],
      ['value of the included amounts used (not billed, shown apart)', ...included.map(money), ''],
      [
        'budget',
        '',
        check(withPictures[1] <= BUDGET.dollarsAt30M, `${money(withPictures[1])} <= $1.50`),
        check(withPictures[2] <= BUDGET.dollarsAt100M, `${money(withPictures[2])} <= $1.00`),
        'with pictures',
      ],
    ],
  );
  console.log(
    `\nImage transformations: ${r.variants} unique variants of ${r.picturesVariantsOf} pictures in the run (${fixed(r.variants / Math.max(1, r.picturesVariantsOf))} a picture); a month: ${fixed(usage.transformationsPerMonth, 0)} (every one of the ${r.picturesPublished} pictures the institutes publish, at that many variants). KV stored at the end: ${(r.kvStoredBytes / 1e6).toFixed(1)} MB (the keys this run read; a month of traffic reads more). Not in the bill: Cloudflare for SaaS custom hostnames (one per institute; the first 100 free, see docs/operating.md).`,
  );
}
