/**
 * `npm run scale`'s topology (issue 40; docs/decisions/087-the-topology-in-the-simulation.md):
 * the deploy bundle in LOCATIONS x ISOLATES workerd isolates (separate Miniflare workers, each
 * with its own memory), every location with its own Cache API and all of them sharing one KV
 * namespace whose copies lag writes made elsewhere (edge.ts), against the demo provider serving
 * the generated institutes. Visitors arrive on a simulated clock at the rate a month's views
 * make (isolate.ts stamps it on the worker's `Date.now()`), so every figure is a count of
 * operations that does not depend on the machine's speed.
 *
 * The traffic: institutes drawn Zipf-like (weight 1/rank); a visitor (a phone at 375 px DPR 2 or
 * a desktop at 1280 px) in one of the locations opens a session on an entry page (home, a notice,
 * the notice list or a search) and follows links of the pages it gets, a think time apart; its
 * browser fetches the pictures each page's `srcset` asks for on its screen (browser.ts) unless it
 * has them from an earlier visit; a search types into the instant search too. Purges (resources
 * or a whole host) and the Cron Trigger's runs come on the same clock.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { scaleHost, scaleInstitutes, seeded } from '../../demo/fixtures/scale.ts';
import { demoVars, deployBundle, startDemoProcess } from '../helpers/serve.ts';
import { DESKTOP, PHONE, pageLinks, picturesToFetch, type Screen } from './browser.ts';
import { type CacheCounts, Edge, type KvCounts, zeroKv } from './edge.ts';
import { ISOLATE_ENTRY } from './isolate.ts';
import { zipf } from './zipf.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const MONTH_MS = 30 * 86_400_000;
/** Cloudflare locations in India, with the share of visitors each serves (a guess by population). */
const LOCATION_NAMES = ['BOM', 'DEL', 'MAA', 'BLR', 'HYD', 'CCU', 'AMD', 'NAG'];
const LOCATION_SHARES = [0.22, 0.2, 0.14, 0.14, 0.1, 0.1, 0.06, 0.04];
/** Between two pages of a session, simulated. */
const THINK_MS = 30_000;
/** Of sessions: a visitor back with the pictures of an earlier visit in its browser. */
const RETURNING = 0.4;
const PHONES = 0.7;
/** Of a session's pages after the first: a search typed instead of a link followed. */
const SEARCHES = 0.08;
/** Instant-search requests a search types before its results page. */
const INSTANT_PER_SEARCH = 2;
const CONTINUE = 0.5;
const LONGEST_SESSION = 6;
const SEARCH_WORDS = ['admission', 'exam', 'result', 'fees', 'notice', 'timetable', 'library'];
const PURGE_TOKEN = 'scale-topology-token';
/**
 * The worker's CACHE_FRESH_SECONDS default (src/config.ts; its imports need the bundler, so the
 * value is repeated here) and some of the resources a purge names (src/provider/api.ts).
 */
const FRESH_MS = 300_000;
const RESOURCES = ['notices', 'events', 'staff', 'departments', 'galleries', 'institute'];

export type TopologyOptions = {
  institutes: number;
  seed: number;
  locations: number;
  isolates: number;
  viewsPerMonth: number;
  /** Page views before the measured ones (their figures are printed apart). */
  fillViews: number;
  views: number;
  concurrency: number;
  purgesPerDay: number;
  purgeCompression: number;
  latencyMs: number;
};

/** What one stretch of the run counted. */
export type Counts = {
  views: number;
  simMs: number;
  renders: number;
  stalePages: number;
  errors: number;
  requests: {
    pages: number;
    pictures: number;
    instantSearch: number;
    purges: number;
    cron: number;
    other: number;
  };
  /** Static files a browser fetched (served by Workers Assets, no worker run). */
  assetFetches: number;
  kv: KvCounts;
  /** The locations' Cache API: lookups, those that found an entry, entries stored. */
  cache: CacheCounts;
  providerReads: number;
  /** Provider reads of a key no location had read before in the run (a cold fill). */
  firstProviderReads: number;
  /** Provider reads of a key in a location within the freshness window of the last one there. */
  repeatsWithinFresh: number;
  subrequests: { provider: number; files: number; other: number };
  points: number;
  logLines: number;
  purges: number;
};

export type TopologyResult = {
  options: TopologyOptions;
  fill: Counts;
  measured: Counts;
  /** Unique picture variants made in the run, and the pictures they are of. */
  variants: number;
  picturesVariantsOf: number;
  /** Raster pictures the institutes publish (every variant of them a month's candidates). */
  picturesPublished: number;
  kvStoredBytes: number;
  freshMs: number;
  bundleGzipBytes: number;
  names: string[];
  /** KV reads by the kind of key, in the fills and in the measured stretch. */
  kvReadsByKind: { fill: Record<string, number>; measured: Record<string, number> };
};

type IsolateCounts = {
  points: number;
  logLines: number;
  subrequests: { provider: number; files: number; other: number };
  providerReads: { key: string; at: number }[];
  variants: string[];
};

type Visitor = { screen: Screen; pictures: Set<string>; location: number };
type Event = { at: number; run: () => Promise<void> };

/** Events in time order (a binary heap). */
class Timeline {
  private readonly heap: Event[] = [];
  push(event: Event) {
    const h = this.heap;
    h.push(event);
    for (let i = h.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (h[parent].at <= h[i].at) break;
      [h[parent], h[i]] = [h[i], h[parent]];
      i = parent;
    }
  }
  pop(): Event | undefined {
    const h = this.heap;
    const top = h[0];
    const last = h.pop();
    if (h.length && last) {
      h[0] = last;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < h.length && h[l].at < h[m].at) m = l;
        if (r < h.length && h[r].at < h[m].at) m = r;
        if (m === i) break;
        [h[m], h[i]] = [h[i], h[m]];
        i = m;
      }
    }
    return top;
  }
  peek(): Event | undefined {
    return this.heap[0];
  }
}

const zeroCounts = (): Counts => ({
  views: 0,
  simMs: 0,
  renders: 0,
  stalePages: 0,
  errors: 0,
  requests: { pages: 0, pictures: 0, instantSearch: 0, purges: 0, cron: 0, other: 0 },
  assetFetches: 0,
  kv: zeroKv(),
  cache: { matches: 0, hits: 0, puts: 0 },
  providerReads: 0,
  firstProviderReads: 0,
  repeatsWithinFresh: 0,
  subrequests: { provider: 0, files: 0, other: 0 },
  points: 0,
  logLines: 0,
  purges: 0,
});

/** The institute an address of the provider's API is about: by an id of its data, or its host. */
function instituteIndex(institutes: ReturnType<typeof scaleInstitutes>['institutes']) {
  const byId = new Map<string, number>();
  institutes.forEach((ins, i) => {
    const walk = (value: unknown) => {
      if (typeof value === 'string') {
        if (/^[0-9a-f]{24}$/.test(value) && !byId.has(value)) byId.set(value, i);
      } else if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(ins);
  });
  return (key: string): number | undefined => {
    for (const [id] of key.matchAll(/[0-9a-f]{24}/g)) {
      const found = byId.get(id);
      if (found !== undefined) return found;
    }
    const slug = /i(\d{4})\.scale/.exec(key)?.[1];
    return slug ? Number(slug) - 1 : undefined;
  };
}

/** The raster pictures an institute publishes (its data's `.jpg`/`.png` keys of its own). */
function rasterPictures(ins: { slug: string }): number {
  const keys = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.startsWith(`${ins.slug}/`) && /\.(?:jpe?g|png)$/i.test(value)) keys.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(ins);
  return keys.size;
}

export async function runTopology(o: TopologyOptions): Promise<TopologyResult> {
  const { institutes } = scaleInstitutes(o.institutes, o.seed, true);
  const instituteOf = instituteIndex(institutes);
  const freshMs = FRESH_MS;
  const random = seeded(o.seed * 7919 + 1);
  const pickInstitute = zipf(institutes.length, 1, random);
  const shares = Array.from(
    { length: o.locations },
    (_, i) => LOCATION_SHARES[i] ?? LOCATION_SHARES.at(-1)!,
  );
  const names = Array.from({ length: o.locations }, (_, i) => LOCATION_NAMES[i] ?? `L${i}`);
  const shareTotal = shares.reduce((a, b) => a + b, 0);
  const pickLocation = () => {
    let r = random() * shareTotal;
    for (let i = 0; i < shares.length; i++) {
      r -= shares[i];
      if (r < 0) return i;
    }
    return shares.length - 1;
  };

  let said = 0;
  /** The first few errors of the run, as they happen (the tables count them all). */
  const say = (text: string) => {
    if (said++ < 5) console.error(`topology: ${text}`);
  };
  const demo = await startDemoProcess({
    DEMO_INSTITUTES: String(o.institutes),
    DEMO_SEED: String(o.seed),
    DEMO_LATENCY_MS: String(o.latencyMs),
    DEMO_WARM_PHOTOS: '0',
    DEMO_SCALE_PHOTOS: '1',
  });
  /** Miniflare's instance, once started (its type is the copy wrangler loads). */
  let started: { dispose(): Promise<void> } | undefined;
  try {
    const outdir = `${root}.wrangler/scale-topology-bundle`;
    rmSync(outdir, { recursive: true, force: true });
    cpSync(await deployBundle(), outdir, { recursive: true });
    writeFileSync(`${outdir}/isolate.js`, ISOLATE_ENTRY);
    const bundleGzipBytes = gzipSync(readFileSync(`${outdir}/index.js`)).length;
    const { unstable_getMiniflareWorkerOptions } = await import('wrangler');
    const wranglerDir = dirname(fileURLToPath(import.meta.resolve('wrangler')));
    const { Miniflare, convertV4MiniflareOptions } = createRequire(`${wranglerDir}/`)('miniflare');
    const { workerOptions } = unstable_getMiniflareWorkerOptions(`${root}wrangler.toml`, 'dev');
    const edge = new Edge(o.locations);
    const bindings = {
      ...(workerOptions.bindings as Record<string, unknown>),
      ...demoVars(demo.url),
      PURGE_TOKEN,
    };
    const workerName = (location: number, isolate: number) => `l${location}i${isolate}`;
    const workers = [];
    for (let l = 0; l < o.locations; l++)
      for (let i = 0; i < o.isolates; i++)
        workers.push({
          name: workerName(l, i),
          modulesRoot: outdir,
          modules: ['isolate.js', 'index.js'].map((name) => ({
            type: 'ESModule',
            path: `${outdir}/${name}`,
          })),
          compatibilityDate: workerOptions.compatibilityDate,
          compatibilityFlags: workerOptions.compatibilityFlags,
          bindings,
          serviceBindings: { SIM: edge.binding(l) },
        });
    const mf = new Miniflare(
      convertV4MiniflareOptions({
        host: '127.0.0.1',
        port: 0,
        defaultPersistRoot: `${root}.wrangler/scale-topology`,
        handleStructuredLogs: () => {},
        workers,
      }),
    );
    started = mf;
    await mf.ready;
    const fetchers = new Map<string, { fetch: typeof fetch }>();
    const isolateOf = async (location: number, isolate: number) => {
      const name = workerName(location, isolate);
      let found = fetchers.get(name);
      if (!found) {
        found = (await mf.getWorker(name)) as { fetch: typeof fetch };
        fetchers.set(name, found);
      }
      return found;
    };

    // The clock: view n of the run at start + n * (a month / views a month), sessions spread so.
    const start = Date.now();
    const viewGap = MONTH_MS / o.viewsPerMonth;
    const meanSession = 1 / (1 - CONTINUE);
    let clock = start;
    let stretch = zeroCounts();
    const stretches: Counts[] = [];
    const lastRead = new Map<string, number>();
    const everRead = new Set<string>();
    const purgedAt = new Map<number, number>();
    const variants = new Set<string>();
    const visitorsOf = new Map<number, Visitor[]>();

    async function request(
      location: number,
      path: string,
      host: string,
      at: number,
      init: { method?: string; body?: string; headers?: Record<string, string> } = {},
    ) {
      const isolate = Math.floor(random() * o.isolates);
      const worker = await isolateOf(location, isolate);
      const answer = await worker.fetch(`http://${host}${path}`, {
        ...init,
        headers: { ...init.headers, host, 'x-sim-time': String(Math.round(at)) },
        redirect: 'manual',
      });
      const body = await answer.text();
      return { status: answer.status, headers: answer.headers, body };
    }

    async function view(visitor: Visitor, host: string, path: string, at: number) {
      const isSearch = path.startsWith('/search?');
      if (isSearch) {
        const q = new URL(path, 'http://x').searchParams.get('q') ?? '';
        for (let k = 1; k <= INSTANT_PER_SEARCH; k++) {
          stretch.requests.instantSearch++;
          await request(
            visitor.location,
            `/search.json?q=${encodeURIComponent(q.slice(0, k + 2))}`,
            host,
            at,
          );
        }
      }
      const page = await request(visitor.location, path, host, at);
      stretch.views++;
      stretch.requests.pages++;
      const made = viewsDone + stretch.views;
      if (made % 500 === 0) console.error(`topology: ${made} of ${totalViews} views`);
      if (page.status >= 500) {
        stretch.errors++;
        say(`page ${host}${path}: ${page.status}`);
      }
      if (page.headers.get('x-page-cache') !== 'hit') stretch.renders++;
      if (page.headers.get('x-page-stale') === 'true') stretch.stalePages++;
      if (page.status >= 300 && page.status < 400) return { links: [] as string[] };
      if (visitor.pictures.size === 0) stretch.assetFetches += 2; // its stylesheet and script, once
      for (const picture of picturesToFetch(page.body, visitor.screen)) {
        if (visitor.pictures.has(picture)) continue;
        visitor.pictures.add(picture);
        stretch.requests.pictures++;
        const answer = await request(visitor.location, picture, host, at, {
          headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
        });
        if (answer.status >= 500) stretch.errors++;
      }
      return { links: pageLinks(page.body) };
    }

    let viewsDone = 0;
    const timeline = new Timeline();
    const totalViews = o.fillViews + o.views;
    let sessionsStarted = 0;
    /** Whether the run still wants views (it ends once `totalViews` are made, sessions or not). */
    const wanting = () => viewsDone + stretch.views < totalViews;
    const sessionGap = viewGap * meanSession;
    const entry = (ins: (typeof institutes)[number]) => {
      const r = random();
      if (r < 0.55 || !ins.notices.length) return '/';
      if (r < 0.8)
        return `/one/notice/${ins.notices[Math.floor(random() * ins.notices.length)]._id}/detail`;
      if (r < 0.9) return '/notice';
      return `/search?q=${SEARCH_WORDS[Math.floor(random() * SEARCH_WORDS.length)]}`;
    };
    function startSession() {
      const at = start + sessionsStarted++ * sessionGap;
      const index = pickInstitute();
      const ins = institutes[index];
      const host = scaleHost(index);
      const known = visitorsOf.get(index) ?? [];
      visitorsOf.set(index, known);
      const visitor: Visitor =
        known.length && random() < RETURNING
          ? known[Math.floor(random() * known.length)]
          : {
              screen: random() < PHONES ? PHONE : DESKTOP,
              pictures: new Set(),
              location: pickLocation(),
            };
      if (!known.includes(visitor) && known.length < 200) known.push(visitor);
      let pages = 1;
      while (pages < LONGEST_SESSION && random() < CONTINUE) pages++;
      const step = (path: string, left: number, when: number): Event => ({
        at: when,
        run: async () => {
          const { links } = await view(visitor, host, path, when);
          if (left <= 1) return;
          const next =
            random() < SEARCHES || !links.length
              ? `/search?q=${SEARCH_WORDS[Math.floor(random() * SEARCH_WORDS.length)]}`
              : links[Math.floor(random() * links.length)];
          timeline.push(step(next, left - 1, Math.max(clock, when + THINK_MS)));
        },
      });
      timeline.push(step(entry(ins), pages, at));
    }

    // Purges: each institute `purgesPerDay` a day, `purgeCompression` times as often; three in four
    // of some resources, one in four of the whole host; sent by an operator near the first location.
    const purgeGap = 86_400_000 / (o.purgesPerDay * o.purgeCompression * o.institutes);
    const pushPurge = (at: number) =>
      timeline.push({
        at,
        run: async () => {
          const index = Math.floor(random() * institutes.length);
          const resource = RESOURCES[Math.floor(random() * RESOURCES.length)];
          const body =
            random() < 0.75
              ? { institute: institutes[index].insId, resources: [resource] }
              : { host: scaleHost(index) };
          purgedAt.set(index, at);
          stretch.purges++;
          stretch.requests.purges++;
          const answer = await request(0, '/__purge', scaleHost(index), at, {
            method: 'POST',
            body: JSON.stringify(body),
            headers: { authorization: `Bearer ${PURGE_TOKEN}`, 'content-type': 'application/json' },
          });
          if (answer.status !== 200) {
            stretch.errors++;
            say(`purge of ${scaleHost(index)}: ${answer.status} ${answer.body}`);
          }
          if (wanting()) pushPurge(at + purgeGap);
        },
      });
    pushPurge(start + purgeGap * random());
    // The Cron Trigger: every five minutes, in one location (Cloudflare picks one).
    let cronRuns = 0;
    const pushCron = (at: number) =>
      timeline.push({
        at,
        run: async () => {
          stretch.requests.cron++;
          await request(cronRuns++ % o.locations, '/__sim/cron', scaleHost(0), at);
          if (wanting()) pushCron(at + 300_000);
        },
      });
    pushCron(start + 300_000);

    /** Pulls every isolate's counts; provider reads checked against the freshness budget. */
    async function collect(into: Counts) {
      for (let l = 0; l < o.locations; l++)
        for (let i = 0; i < o.isolates; i++) {
          const worker = await isolateOf(l, i);
          const counts = (await (
            await worker.fetch('http://collect/__sim/counts')
          ).json()) as IsolateCounts;
          into.points += counts.points;
          into.logLines += counts.logLines;
          for (const kind of ['provider', 'files', 'other'] as const)
            into.subrequests[kind] += counts.subrequests[kind];
          for (const v of counts.variants) variants.add(v);
          for (const read of counts.providerReads) {
            into.providerReads++;
            const key = `${l} ${read.key}`;
            const last = lastRead.get(key);
            if (!everRead.has(read.key)) into.firstProviderReads++;
            everRead.add(read.key);
            const index = instituteOf(read.key);
            const purged = index === undefined ? undefined : purgedAt.get(index);
            if (
              last !== undefined &&
              read.at - last < freshMs &&
              !(purged !== undefined && purged > last)
            )
              into.repeatsWithinFresh++;
            lastRead.set(key, Math.max(last ?? 0, read.at));
          }
        }
    }
    /** Cumulative per-isolate counters: each stretch keeps the difference. */
    let isolateBase = zeroCounts();
    /** `edge.readsByKind` when each stretch closed. */
    const readsByKindAt: Record<string, number>[] = [];
    let kvBase: KvCounts = zeroKv();
    let cacheBase: CacheCounts = { matches: 0, hits: 0, puts: 0 };
    async function closeStretch() {
      const pulled = zeroCounts();
      await collect(pulled);
      const kvNow = zeroKv();
      for (const counts of edge.kv)
        for (const name of Object.keys(kvNow) as (keyof KvCounts)[]) kvNow[name] += counts[name];
      const cumulative = {
        points: pulled.points,
        logLines: pulled.logLines,
        subrequests: pulled.subrequests,
      };
      // Counters since the isolate started, minus what earlier stretches took.
      stretch.points = cumulative.points - isolateBase.points;
      stretch.logLines = cumulative.logLines - isolateBase.logLines;
      for (const kind of ['provider', 'files', 'other'] as const)
        stretch.subrequests[kind] = cumulative.subrequests[kind] - isolateBase.subrequests[kind];
      stretch.providerReads = pulled.providerReads;
      stretch.firstProviderReads = pulled.firstProviderReads;
      stretch.repeatsWithinFresh = pulled.repeatsWithinFresh;
      isolateBase = { ...pulled, subrequests: { ...pulled.subrequests } };
      stretch.kv = zeroKv();
      for (const name of Object.keys(kvNow) as (keyof KvCounts)[])
        stretch.kv[name] = kvNow[name] - kvBase[name];
      kvBase = kvNow;
      const cacheNow = { matches: 0, hits: 0, puts: 0 };
      for (const counts of edge.cache)
        for (const name of ['matches', 'hits', 'puts'] as const) cacheNow[name] += counts[name];
      for (const name of ['matches', 'hits', 'puts'] as const)
        stretch.cache[name] = cacheNow[name] - cacheBase[name];
      cacheBase = cacheNow;
      stretches.push(stretch);
      readsByKindAt.push(Object.fromEntries(edge.readsByKind));
      stretch = zeroCounts();
    }

    // The driver: events in simulated-time order, `concurrency` at a time; sessions start on their
    // schedule until `totalViews` views are made (sessions still open then are left).

    let stretchStart = start;
    const inFlight = new Set<Promise<void>>();

    for (;;) {
      while (
        wanting() &&
        (timeline.peek()?.at ?? Number.POSITIVE_INFINITY) >= start + sessionsStarted * sessionGap
      )
        startSession();
      const next = timeline.pop();
      if (!next) {
        if (!inFlight.size) break;
        await Promise.race(inFlight); // its session's next page may follow
        continue;
      }
      clock = Math.max(clock, next.at);
      if (stretches.length === 0 && viewsDone + stretch.views >= o.fillViews && stretch.views) {
        await Promise.all(inFlight);
        viewsDone += stretch.views;
        stretch.simMs = clock - stretchStart;
        stretchStart = clock;
        await closeStretch();
      }
      const running: Promise<void> = next
        .run()
        .catch((error) => {
          stretch.errors++;
          say(String(error));
        })
        .finally(() => inFlight.delete(running));
      inFlight.add(running);
      if (inFlight.size >= o.concurrency) await Promise.race(inFlight);
      if (viewsDone + stretch.views >= totalViews) break;
    }
    await Promise.all(inFlight);
    viewsDone += stretch.views;
    stretch.simMs = clock - stretchStart;
    await closeStretch();
    return {
      options: o,
      fill: stretches[0],
      measured: stretches[1] ?? zeroCounts(),
      variants: variants.size,
      picturesVariantsOf: new Set([...variants].map((v) => v.split(' ')[0])).size,
      picturesPublished: institutes.map(rasterPictures).reduce((a, b) => a + b, 0),
      kvStoredBytes: edge.storedBytes(clock),
      freshMs,
      bundleGzipBytes,
      names,
      kvReadsByKind: {
        fill: readsByKindAt[0] ?? {},
        measured: Object.fromEntries(
          Object.entries(readsByKindAt[1] ?? {}).map(([kind, n]) => [
            kind,
            n - (readsByKindAt[0]?.[kind] ?? 0),
          ]),
        ),
      },
    };
  } finally {
    await started?.dispose();
    await demo.close();
  }
}
