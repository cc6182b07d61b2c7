/**
 * The purge storm (issue 41): the same load as `npm run load` (the deploy bundle in workerd, the
 * demo provider in its own process, LOAD's mix of pages and hosts) with no purge, and with a host
 * purge of the rich demo institute every second, in alternating rounds on one site, so both see
 * the same machine and the same load. Returns each side's throughput and p99; the figure is their
 * ratio (budget: the storm keeps >= 0.8 of the throughput). Every purge is sent from an address of
 * its own, so the purge endpoint's rate limit (30 a minute per client) does not turn purges away.
 * `node test/bench/purgeStorm.ts` prints the table; `npm run scale` calls `purgeStorm()`.
 */
import { Agent } from 'node:http';
import { fileURLToPath } from 'node:url';
import { httpGet } from '../helpers/http.ts';
import { serveBundle } from '../helpers/serve.ts';
import { pageTypes } from './pages.ts';
import { check, ms, percentile, table } from './stats.ts';

const PURGE_TOKEN = 'purge-storm-token';
const PURGED_HOST = 'sunrise.localhost';

/** One side's figures: requests answered a second, the 99th percentile of their times, errors. */
export type StormSide = {
  requestsPerSecond: number;
  p99: number;
  errors: number;
  /** Pages rendered (`X-Page-Cache: miss`). */
  renders: number;
};
/** Both sides of a run, and the purges the storm sent (all answered 200, else `purgeErrors`). */
export type PurgeStormResult = {
  none: StormSide;
  storm: StormSide;
  /** The storm's throughput over no purge's. */
  ratio: number;
  purges: number;
  purgeErrors: number;
  /** Provider reads the demo provider answered during each side's rounds. */
  providerReads: { none: number; storm: number };
};

export type PurgeStormOptions = {
  /** Seconds of each round (default 10). */
  seconds?: number;
  /** Rounds of each side, alternating none then storm (default 3). */
  rounds?: number;
  /** Connections held open (default 32, as `npm run load`). */
  concurrency?: number;
  /** More of the worker's vars (WARM_READS_PER_MINUTE...), to try a setting against the storm. */
  vars?: Record<string, string>;
};

const targets = [
  ...pageTypes({ all: true }).map((p) => ({ host: PURGED_HOST, path: p.path })),
  { host: 'gyandeep.localhost', path: '/' },
  { host: 'hillview.localhost', path: '/' },
  { host: 'hillview.localhost', path: '/notice' },
];

/** Runs the storm against a site of its own, started and stopped here. */
export async function purgeStorm({
  seconds = 10,
  rounds = 3,
  concurrency = 32,
  vars = {},
}: PurgeStormOptions = {}): Promise<PurgeStormResult> {
  const site = await serveBundle({ state: 'purge-storm-state', vars: { ...vars, PURGE_TOKEN } });
  const providerReads = async () => {
    const stats = await fetch(`${site.demo}/__control/stats`).then((r) => r.json());
    return (stats as { reads: number }).reads;
  };
  try {
    for (const t of targets) await httpGet(site.port, t.host, t.path); // warm the cache
    const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
    const sides = { none: newSide(), storm: newSide() };
    let purges = 0;
    let purgeErrors = 0;
    let next = 0;
    for (let round = 0; round < rounds * 2; round++) {
      const storming = round % 2 === 1;
      const side = storming ? sides.storm : sides.none;
      const readsBefore = await providerReads();
      const started = Date.now();
      const until = started + seconds * 1000;
      const purging = (async () => {
        if (!storming) return;
        for (let at = started; at < until; at += 1000) {
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
          purges++;
          const answer = await fetch(`http://127.0.0.1:${site.port}/__purge`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${PURGE_TOKEN}`,
              'content-type': 'application/json',
              'cf-connecting-ip': `192.0.2.${purges % 250}`,
            },
            body: JSON.stringify({ host: PURGED_HOST }),
          }).catch(() => null);
          if (answer?.status !== 200) purgeErrors++;
          await answer?.arrayBuffer();
        }
      })();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (Date.now() < until) {
            const t = targets[next++ % targets.length];
            try {
              const r = await httpGet(site.port, t.host, t.path, agent);
              side.latencies.push(r.ttlb);
              if (r.headers['x-page-cache'] === 'miss') side.renders++;
              if (r.status >= 500) side.errors++;
            } catch {
              side.errors++;
            }
          }
        }),
      );
      await purging;
      side.ms += Date.now() - started;
      side.reads += (await providerReads()) - readsBefore;
    }
    agent.destroy();
    const none = figures(sides.none);
    const storm = figures(sides.storm);
    return {
      none,
      storm,
      ratio: storm.requestsPerSecond / none.requestsPerSecond,
      purges,
      purgeErrors,
      providerReads: { none: sides.none.reads, storm: sides.storm.reads },
    };
  } finally {
    await site.close();
  }
}

const newSide = () => ({
  latencies: [] as number[],
  errors: 0,
  ms: 0,
  reads: 0,
  renders: 0,
});

function figures(side: ReturnType<typeof newSide>): StormSide {
  return {
    requestsPerSecond: side.latencies.length / (side.ms / 1000),
    p99: percentile(side.latencies, 99),
    errors: side.errors,
    renders: side.renders,
  };
}

/** The result as a table with its budget. */
export function printPurgeStorm(result: PurgeStormResult, options: PurgeStormOptions = {}) {
  const row = (name: string, side: StormSide, reads: number) => [
    name,
    side.requestsPerSecond.toFixed(1),
    ms(side.p99),
    side.errors,
    side.renders,
    reads,
  ];
  table(
    `Purge storm: a host purge every second against none (${options.rounds ?? 3} rounds of ` +
      `${options.seconds ?? 10} s each, ${options.concurrency ?? 32} connections)`,
    ['purges', 'requests/s', 'p99', 'errors', 'renders', 'provider reads'],
    [
      row('none', result.none, result.providerReads.none),
      row(
        `${result.purges} (${result.purgeErrors} refused)`,
        result.storm,
        result.providerReads.storm,
      ),
    ],
  );
  console.log(
    `\n${check(result.ratio >= 0.8, `throughput kept under a purge a second: ${result.ratio.toFixed(2)}x (budget >= 0.8x)`)}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = {
    seconds: Number(process.env.STORM_SECONDS ?? 10),
    rounds: Number(process.env.STORM_ROUNDS ?? 3),
    concurrency: Number(process.env.STORM_CONCURRENCY ?? 32),
    vars: JSON.parse(process.env.STORM_VARS ?? '{}'),
  };
  printPurgeStorm(await purgeStorm(options), options);
}
