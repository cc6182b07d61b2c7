/**
 * `npm run bench`: starts the worker locally (the deploy bundle in workerd via Miniflare, see
 * serveBundle) with the demo provider and prints
 * every performance budget beside its figure: warm latency per page type, throughput, the cold
 * home page with 100 ms provider latency (and its sequential provider round trips), bytes per
 * page type, Lighthouse mobile scores and paint times, and paint times under DevTools' Slow 4G
 * against a local stand-in for the peer (test/bench/peer.ts), and site search's relevance over the
 * relevance set (success@3, mean reciprocal rank). A script, not a test: it prints,
 * it does not assert.
 * Bounded: loopback only, fixed request counts and durations.
 */
import { readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { demo as demoIds } from '../../demo/fixtures/index.ts';
import { httpGet } from '../helpers/http.ts';
import { serveBundle } from '../helpers/serve.ts';
import { measureDocuments } from './documents.ts';
import { measureDocumentsSearchable } from './documentsSearchable.ts';
import { pageTypes, paths } from './pages.ts';
import { measureRelevance } from './relevance.ts';
import { check, gz, kb, ms, percentile, table } from './stats.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const HOST = 'sunrise.localhost';
const WARM_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = 16;
const COLD_LATENCY_MS = 100;
/**
 * The cold home page is sent as one whole document once its reads answer (decision 055): its last
 * byte is the budget, its first byte only bounded by the wait (WHOLE_PAGE_MS, 1 s) and the head.
 */
const COLD_TTLB_BUDGET_MS = 600;
const COLD_TTFB_BUDGET_MS = 1260;
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const SLOW4G_RUNS = Number(process.env.BENCH_SLOW4G_RUNS ?? 3);
/** Paint budgets (issue 17, "Paint first"): Lighthouse mobile, and Slow 4G for the home page. */
const FCP_BUDGET = 1000;
const SPEED_INDEX_BUDGET = 2500;
const LCP_BUDGET = 1500;
const TITLE_BUDGET = 1500;
const FIRST_NOTICE_TITLE = '[aria-labelledby="home-notice"] .carousel-link-title';

const manifest = JSON.parse(readFileSync(`${root}assets/build/manifest.json`, 'utf8')) as {
  main: string;
  mainChunks: string[];
  css: string;
  islands: Record<string, string[]>;
};
const asset = (path: string) => readFileSync(`${root}assets${path}`);

const PURGE_TOKEN = 'bench-purge-token';
// No warm-up after a purge (decision 072): the cold figures purge to measure a visitor's cold fill.
const site = await serveBundle({
  state: 'bench-state',
  vars: { PURGE_TOKEN, WARM_READS_PER_MINUTE: '0' },
});
const control = (path: string, init?: RequestInit) => fetch(`${site.demo}/__control${path}`, init);
const results: string[] = [];

/**
 * From a page's HTML: scripts that block rendering (neither module, async nor defer), script files
 * it loads or preloads beyond `allowed` (the entry and the islands it shows), scripts and styles
 * from another origin, and fonts fetched from another origin.
 */
function loadingOf(html: string, allowed: Set<string>) {
  const tags = (name: string) =>
    [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => m[0]);
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const external = (url: string) => /^(?:[a-z]+:)?\/\//i.test(url);
  const scripts = tags('script').filter((t) => attr(t, 'src') !== undefined);
  const links = tags('link');
  const scriptFiles = [
    ...scripts.map((t) => attr(t, 'src')!),
    ...links.filter((t) => attr(t, 'rel') === 'modulepreload').map((t) => attr(t, 'href')!),
  ];
  return {
    blockingScripts: scripts
      .filter((t) => attr(t, 'type') !== 'module' && !/\s(?:async|defer)\b/.test(t))
      .map((t) => attr(t, 'src')!),
    unshownIslandCode: scriptFiles.filter((f) => !external(f) && !allowed.has(f)),
    thirdParty: [
      ...scriptFiles,
      ...links.filter((t) => attr(t, 'rel') === 'stylesheet').map((t) => attr(t, 'href')!),
    ].filter(external),
    externalFonts: links
      .filter((t) => attr(t, 'as') === 'font' || /fonts\.(?:googleapis|gstatic)/.test(t))
      .map((t) => attr(t, 'href')!)
      .filter(external),
  };
}

/** Sequential round trips in a list of request arrival times: a gap of over 50 ms starts a new one. */
function roundTrips(arrivals: number[]): number {
  let count = arrivals.length ? 1 : 0;
  for (let i = 1; i < arrivals.length; i++) if (arrivals[i] - arrivals[i - 1] > 50) count++;
  return count;
}

try {
  // Cold home page: what the first visitor after an operator's purge gets. The isolate is warm
  // (a deployed site serves many requests per isolate), the institute's cache is empty (the purge
  // of its host makes the host lookup and every read miss), and every provider answer is 100 ms
  // late. One visit is a noisy sample on a shared machine: COLD_RUNS visits, the median reported.
  for (let i = 0; i < 5; i++) await httpGet(site.port, HOST, `/?warm=${i}`);
  await control('/faults', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ latencyMs: COLD_LATENCY_MS, faults: [] }),
  });
  const colds: {
    ttfb: number;
    ttlb: number;
    reads: number;
    waves: number;
    wavesBeforeFirstByte: number;
  }[] = [];
  for (let run = 0; run < COLD_RUNS; run++) {
    const purged = await fetch(`http://127.0.0.1:${site.port}/__purge`, {
      method: 'POST',
      headers: { authorization: `Bearer ${PURGE_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ host: HOST }),
    });
    if (!purged.ok) throw new Error(`purge failed: ${purged.status}`);
    await control('/requests', { method: 'DELETE' });
    const started = Date.now();
    const cold = await httpGet(site.port, HOST, '/');
    if (cold.status !== 200) throw new Error(`cold home answered ${cold.status}`);
    const arrivals = (
      (await (await control('/requests')).json()) as { requests: { at: number }[] }
    ).requests
      .map((r) => r.at)
      .sort((a, b) => a - b);
    colds.push({
      ttfb: cold.ttfb,
      ttlb: cold.ttlb,
      reads: arrivals.length,
      waves: roundTrips(arrivals),
      // The first byte waited on the round trips whose answers (100 ms after the request) came before it.
      wavesBeforeFirstByte: roundTrips(
        arrivals.filter((at) => at + COLD_LATENCY_MS <= started + cold.ttfb),
      ),
    });
    await new Promise((r) => setTimeout(r, 300)); // let the visit's background cache writes land
  }
  await control('/reset', { method: 'POST' });
  const coldTtfb = percentile(
    colds.map((c) => c.ttfb),
    50,
  );
  const coldWaves = Math.max(...colds.map((c) => c.wavesBeforeFirstByte));
  const coldTtlb = percentile(
    colds.map((c) => c.ttlb),
    50,
  );
  table(
    `Cold home page (after a purge: empty cache, provider latency 100 ms; median of ${COLD_RUNS} visits)`,
    ['figure', 'value', 'all visits', 'budget'],
    [
      [
        'time to first byte',
        ms(coldTtfb),
        colds.map((c) => c.ttfb.toFixed(0)).join(' '),
        // The page waits up to WHOLE_PAGE_MS (1 s) to be sent whole (decision 055).
        check(coldTtfb <= COLD_TTFB_BUDGET_MS, `<= ${COLD_TTFB_BUDGET_MS} ms`),
      ],
      [
        'time to last byte',
        ms(
          percentile(
            colds.map((c) => c.ttlb),
            50,
          ),
        ),
        colds.map((c) => c.ttlb.toFixed(0)).join(' '),
        check(coldTtlb <= COLD_TTLB_BUDGET_MS, `<= ${COLD_TTLB_BUDGET_MS} ms, one whole document`),
      ],
      ['provider reads', colds[0].reads, colds.map((c) => c.reads).join(' '), ''],
      [
        'sequential provider round trips before the first byte',
        coldWaves,
        colds.map((c) => c.wavesBeforeFirstByte).join(' '),
        'all of them when the page is sent whole',
      ],
      [
        'sequential provider round trips, whole page',
        Math.max(...colds.map((c) => c.waves)),
        colds.map((c) => c.waves).join(' '),
        '',
      ],
    ],
  );
  results.push(
    check(
      coldTtlb <= COLD_TTLB_BUDGET_MS,
      `cold home: one whole document by ${ms(coldTtlb)} (median last byte) with 100 ms provider latency (budget <= ${COLD_TTLB_BUDGET_MS} ms)`,
    ),
  );

  // Warm latency per page type (the page cache serves repeats), and what rendering itself costs:
  // home with a new query string each time, so every request renders from the warm read cache.
  const pages = pageTypes();
  const warmRows: string[][] = [];
  let homeWarm = { median: 0, p99: 0 };
  // A query name the page does not read is the same cached page, so only a declared one (a
  // department page's title, ?q=) makes a new page each time.
  const department = pageTypes({ all: true }).find((p) => p.name === 'department about')!;
  const rendered = {
    name: 'department about, rendered each time (new ?q=)',
    path: `${department.path.split('?')[0]}?q=Dept`,
    lighthouse: false,
  };
  for (const page of [...pages, rendered]) {
    const path = (i: number) => (page === rendered ? `${page.path}${i}` : page.path);
    for (let i = 0; i < 3; i++) await httpGet(site.port, HOST, page.path); // fill the caches
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const ttfb: number[] = [];
    const ttlb: number[] = [];
    let errors = 0;
    for (let i = 0; i < WARM_REQUESTS; i++) {
      const r = await httpGet(site.port, HOST, path(i), agent);
      if (r.status !== 200) errors++;
      ttfb.push(r.ttfb);
      ttlb.push(r.ttlb);
    }
    agent.destroy();
    const row = { median: percentile(ttlb, 50), p99: percentile(ttlb, 99) };
    if (page.name === 'home') homeWarm = row;
    warmRows.push([
      page.name,
      ms(percentile(ttfb, 50)),
      ms(percentile(ttfb, 99)),
      ms(row.median),
      ms(row.p99),
      String(errors),
    ]);
  }
  table(
    `Warm latency (${WARM_REQUESTS} sequential requests per page, loopback)`,
    ['page', 'TTFB p50', 'TTFB p99', 'TTLB p50', 'TTLB p99', 'errors'],
    warmRows,
  );
  results.push(
    check(homeWarm.median <= 10, `warm home TTLB median ${ms(homeWarm.median)} (budget <= 10 ms)`),
  );
  results.push(
    check(homeWarm.p99 <= 30, `warm home TTLB p99 ${ms(homeWarm.p99)} (budget <= 30 ms)`),
  );

  // Site search: the answer to a query from the warm index (the results page, a new query each
  // time so the page cache never serves it; and the instant list's JSON), the index's size per
  // institute, and the first search after a purge (the index built again from fresh reads).
  const searchRows: string[][] = [];
  const purgeHost = async (host: string) => {
    const purged = await fetch(`http://127.0.0.1:${site.port}/__purge`, {
      method: 'POST',
      headers: { authorization: `Bearer ${PURGE_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ host }),
    });
    if (!purged.ok) throw new Error(`purge failed: ${purged.status}`);
  };
  const WORDS = ['admission', 'exam', 'hackathon', 'patil', 'computer', 'naac', 'campus', 'fees'];
  let searchWarm = 0;
  for (const [name, path] of [
    ['results page', (i: number) => `/search?q=${WORDS[i % WORDS.length]}%20${i}`],
    ['instant list JSON', (i: number) => `/search.json?q=${WORDS[i % WORDS.length]}%20${i}`],
  ] as const) {
    for (let i = 0; i < 3; i++) await httpGet(site.port, HOST, path(i));
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const ttlb: number[] = [];
    let errors = 0;
    for (let i = 0; i < WARM_REQUESTS; i++) {
      const r = await httpGet(site.port, HOST, path(i), agent);
      if (r.status !== 200) errors++;
      ttlb.push(r.ttlb);
    }
    agent.destroy();
    const p50 = percentile(ttlb, 50);
    if (name === 'results page') searchWarm = p50;
    searchRows.push([
      `warm search, ${name} (time to last byte)`,
      `${ms(p50)} p50, ${ms(percentile(ttlb, 99))} p99${errors ? `, ${errors} errors` : ''}`,
      name === 'results page' ? check(p50 <= 30, '<= 30 ms p50') : '',
    ]);
  }
  const kv = await site.kv?.();
  for (const host of ['sunrise.localhost', 'gyandeep.localhost', 'hillview.localhost']) {
    await httpGet(site.port, host, '/search?q=size');
    await new Promise((r) => setTimeout(r, 300)); // the index's KV write lands in waitUntil
  }
  // The newest index of each institute (keys: search:v<n>:<insId>:<generation>).
  const sizes = new Map<string, { raw: number; gz: number }>();
  for (const { name } of (await kv?.list({ prefix: 'search:' }))?.keys ?? []) {
    const value = (await kv?.get(name)) ?? '';
    const insId = name.split(':')[2];
    if (value.length > (sizes.get(insId)?.raw ?? 0))
      sizes.set(insId, { raw: value.length, gz: gzipSync(Buffer.from(value)).length });
  }
  for (const slug of ['sunrise', 'gyandeep', 'hillview'] as const) {
    const size = sizes.get(demoIds[slug].insId);
    searchRows.push([
      `index size, ${slug} (MiniSearch JSON as KV holds it)`,
      size ? `${kb(size.raw)} (${kb(size.gz)} gzipped)` : 'not found',
      '',
    ]);
  }
  const firsts: { ttlb: number; reads: number }[] = [];
  for (let run = 0; run < 3; run++) {
    await purgeHost(HOST);
    await control('/requests', { method: 'DELETE' });
    const first = await httpGet(site.port, HOST, `/search?q=admission%20${run}`);
    if (first.status !== 200) throw new Error(`first search answered ${first.status}`);
    const { requests } = (await (await control('/requests')).json()) as { requests: unknown[] };
    firsts.push({ ttlb: first.ttlb, reads: requests.length });
    await new Promise((r) => setTimeout(r, 300));
  }
  searchRows.push([
    'first search after a purge (index built from fresh reads; median of 3)',
    `${ms(
      percentile(
        firsts.map((f) => f.ttlb),
        50,
      ),
    )}, ${firsts[0].reads} provider reads`,
    '',
  ]);
  table('Site search', ['figure', 'value', 'budget'], searchRows);
  results.push(
    check(
      searchWarm <= 30,
      `warm search answer ${ms(searchWarm)} p50 to last byte (budget <= 30 ms)`,
    ),
  );
  // How soon a document is found by its words (test/bench/documentsSearchable.ts), then every
  // document's text read (test/bench/documents.ts), then the relevance set's queries, their
  // entries' ranks (test/bench/relevance.ts; its document queries need that text).
  results.push(...(await measureDocumentsSearchable({ ...site, purge: purgeHost })));
  results.push(...(await measureDocuments({ ...site, purge: purgeHost })));
  results.push(...(await measureRelevance(site.port)));

  // Throughput: the home page, and the requests anyone can send to force work: unknown addresses
  // (404), tracking parameters the page does not read, and well-formed ids the institute does
  // not have. Each stream gets its own fixed time at 16 connections.
  const randomHex = () =>
    Array.from({ length: 24 }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join('');
  const streams: { name: string; path: (i: number) => string; expect: number }[] = [
    { name: 'home (page cache hits)', path: () => '/', expect: 200 },
    { name: 'unknown addresses (404)', path: (i) => `/no/such/page/${i}`, expect: 404 },
    { name: 'home with an unknown query parameter', path: (i) => `/?utm_source=${i}`, expect: 200 },
    {
      name: 'notice with an unknown id (404)',
      path: () => `/one/notice/${randomHex()}/detail`,
      expect: 404,
    },
  ];
  const throughputRows: string[][] = [];
  for (const stream of streams) {
    await httpGet(site.port, HOST, stream.path(0));
    const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const until = Date.now() + THROUGHPUT_SECONDS * 1000;
    let done = 0;
    let failed = 0;
    let i = 1;
    const latencies: number[] = [];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < until) {
          try {
            const r = await httpGet(site.port, HOST, stream.path(i++), agent);
            latencies.push(r.ttlb);
            if (r.status === stream.expect) done++;
            else failed++;
          } catch {
            failed++;
          }
        }
      }),
    );
    agent.destroy();
    throughputRows.push([
      stream.name,
      (done / THROUGHPUT_SECONDS).toFixed(0),
      ms(percentile(latencies, 50)),
      ms(percentile(latencies, 99)),
      check(failed === 0, `${failed} (budget 0)`),
    ]);
  }
  table(
    `Throughput (${CONCURRENCY} connections, ${THROUGHPUT_SECONDS} s each)`,
    ['requests', 'requests/s', 'p50', 'p99', 'unexpected status'],
    throughputRows,
  );

  // Bytes per page type: HTML, CSS, and the JS the page loads (entry and its chunks, plus the chunks of the islands it shows and hydrates without waiting for the visitor).
  const css = asset(manifest.css);
  const byteRows: string[][] = [];
  const loadingRows: string[][] = [];
  let homeJsGz = 0;
  for (const page of pages) {
    const html = (await httpGet(site.port, HOST, page.path)).body;
    // An island hydrated on interaction (the search form) loads its code only then.
    const islandNames = [
      ...new Set(
        [...html.matchAll(/<div data-island="([A-Za-z]+)"[^>]*>/g)]
          .filter((m) => !m[0].includes('data-hydrate="interaction"'))
          .map((m) => m[1]),
      ),
    ];
    const files = new Set([
      manifest.main,
      ...manifest.mainChunks,
      ...islandNames.flatMap((name) => manifest.islands[name] ?? []),
    ]);
    const loading = loadingOf(html, files);
    loadingRows.push([
      page.name,
      check(loading.blockingScripts.length === 0, loading.blockingScripts.join(' ') || 'none'),
      check(loading.unshownIslandCode.length === 0, loading.unshownIslandCode.join(' ') || 'none'),
      check(loading.thirdParty.length === 0, loading.thirdParty.join(' ') || 'none'),
      check(loading.externalFonts.length === 0, loading.externalFonts.join(' ') || 'none'),
    ]);
    const js = [...files].map((f) => asset(f));
    const jsRaw = js.reduce((n, b) => n + b.length, 0);
    const jsGz = js.reduce((n, b) => n + gz(b), 0);
    if (page.name === 'home') homeJsGz = jsGz;
    byteRows.push([
      page.name,
      kb(html.length),
      kb(gz(html)),
      kb(css.length),
      kb(gz(css)),
      kb(jsRaw),
      kb(jsGz),
      islandNames.join(' ') || '-',
    ]);
  }
  table(
    'Bytes per page type (raw / gzipped)',
    ['page', 'HTML', 'HTML gz', 'CSS', 'CSS gz', 'JS', 'JS gz', 'islands'],
    byteRows,
  );
  table(
    'What each page loads',
    [
      'page',
      'render-blocking scripts',
      'island code it does not show',
      'third-party scripts or styles',
      'web fonts from outside',
    ],
    loadingRows,
  );
  const cssFonts = [
    ...css.toString('utf8').matchAll(/@font-face[^}]*url\(\s*['"]?((?:https?:)?\/\/[^)'"]+)/g),
  ].map((m) => m[1]);
  results.push(
    check(
      loadingRows.every((row) => row.slice(1).every((cell) => cell.startsWith('PASS'))) &&
        cssFonts.length === 0,
      `no render-blocking or third-party script or style, no island code a page does not show, no web font from outside${cssFonts.length ? ` (CSS: ${cssFonts.join(' ')})` : ''}`,
    ),
  );
  results.push(
    check(homeJsGz <= 90 * 1024, `home JS on first load ${kb(homeJsGz)} gzipped (budget <= 90 KB)`),
  );
  results.push(check(gz(css) <= 20 * 1024, `CSS ${kb(gz(css))} gzipped (budget <= 20 KB)`));

  // Pictures on sunrise's photo-sized originals (issue 28, decision 050): bytes per screen until
  // idle, a photo in the viewer, no picture too wide, desktop shifts, the image route's times.
  if (process.env.BENCH_PICTURES !== '0') {
    const { pictureBudgets } = await import('./pictures.ts');
    const p = paths();
    results.push(
      ...(await pictureBudgets(site.port, HOST, {
        home: p.home,
        gallery: p.photoGallery,
        staff: p.staff,
        noticeWithPoster: p.noticeDetail,
        all: pages.map((page) => ({ name: page.name, url: page.path })),
      })),
    );
  }

  // Lighthouse (mobile) on four page types. One run's performance score moves by several points
  // on a shared machine, so each page runs LIGHTHOUSE_RUNS times and the run with the median
  // performance score is reported (Lighthouse CI's "representative run"), every score shown.
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    const { runLighthouse } = await import('./lighthouse.ts');
    const rows: string[][] = [];
    for (const page of pages.filter((p) => p.lighthouse)) {
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const run = await runLighthouse(`http://${HOST}:${site.port}${page.path}`);
        if (run) runs.push(run);
      }
      if (runs.length === 0) {
        rows.push([page.name, 'no Chromium', '', '', '', '', '', '', '']);
        continue;
      }
      runs.sort((a, b) => a.performance - b.performance);
      const r = runs[Math.floor((runs.length - 1) / 2)];
      rows.push([
        page.name,
        String(r.performance),
        runs.map((x) => x.performance).join(' '),
        String(r.accessibility),
        String(r.bestPractices),
        String(r.seo),
        check(r.fcp <= FCP_BUDGET, ms(r.fcp)),
        check(r.speedIndex <= SPEED_INDEX_BUDGET, ms(r.speedIndex)),
        check(r.lcp <= LCP_BUDGET, ms(r.lcp)),
        ms(r.tbt),
        r.cls.toFixed(3),
      ]);
      results.push(
        check(
          r.fcp <= FCP_BUDGET && r.speedIndex <= SPEED_INDEX_BUDGET && r.lcp <= LCP_BUDGET,
          `${page.name}: Lighthouse FCP ${ms(r.fcp)}, Speed Index ${ms(r.speedIndex)}, LCP ${ms(r.lcp)} (budgets <= ${FCP_BUDGET}, ${SPEED_INDEX_BUDGET}, ${LCP_BUDGET} ms)`,
        ),
      );
      results.push(
        check(Number(r.cls.toFixed(3)) === 0, `${page.name}: CLS ${r.cls.toFixed(3)} (budget 0)`),
      );
      results.push(
        check(
          r.performance >= 98,
          `${page.name}: Lighthouse performance ${r.performance} (budget >= 98, photo-sized pictures)`,
        ),
      );
      results.push(
        check(
          r.accessibility === 100,
          `${page.name}: accessibility ${r.accessibility} (budget 100)`,
        ),
      );
      results.push(
        check(
          r.bestPractices === 100,
          `${page.name}: best practices ${r.bestPractices} (budget 100, https-only audits aside${r.bestPracticesFailing.length ? `; failing: ${r.bestPracticesFailing.join(', ')}` : ''})`,
        ),
      );
      results.push(check(r.seo === 100, `${page.name}: SEO ${r.seo} (budget 100)`));
      results.push(
        check(r.tbt <= 150, `${page.name}: total blocking time ${ms(r.tbt)} (budget <= 150 ms)`),
      );
    }
    table(
      `Lighthouse (mobile; median of ${LIGHTHOUSE_RUNS} runs)`,
      [
        'page',
        'performance',
        'all runs',
        'accessibility',
        'best practices',
        'SEO',
        `FCP (<= ${FCP_BUDGET} ms)`,
        `Speed Index (<= ${SPEED_INDEX_BUDGET} ms)`,
        `LCP (<= ${LCP_BUDGET} ms)`,
        'TBT',
        'CLS',
      ],
      rows,
    );
  }

  // Slow 4G as DevTools applies it (not Lighthouse's simulation): the browser's own first paint
  // on every page type against the peer's empty shell (test/bench/peer.ts: a client-rendered SPA
  // like the provider's current frontend, served locally), and when the home page's first notice
  // title is on screen. Runs interleave ours and the peer's; medians reported.
  if (process.env.BENCH_SLOW4G !== '0') {
    const { openBrowser, loadSlow4G } = await import('./slow4g.ts');
    const { startPeer } = await import('./peer.ts');
    const browser = await openBrowser();
    if (!browser) console.log('\n### Slow 4G\n\nno Chromium');
    else {
      const peer = await startPeer(site.demo);
      try {
        const rows: string[][] = [];
        const peerPaints: number[] = [];
        const peerTitles: number[] = [];
        const ours = new Map<string, { paint: number[]; title: number[] }>();
        for (let run = 0; run < SLOW4G_RUNS; run++) {
          for (const page of pages) {
            const home = page.name === 'home';
            const t = await loadSlow4G(
              browser,
              `http://${HOST}:${site.port}${page.path}`,
              home ? FIRST_NOTICE_TITLE : undefined,
            );
            const row = ours.get(page.name) ?? { paint: [], title: [] };
            row.paint.push(t.firstPaint);
            if (t.element !== null) row.title.push(t.element);
            ours.set(page.name, row);
          }
          const shell = await loadSlow4G(
            browser,
            `http://${HOST}:${peer.port}/`,
            FIRST_NOTICE_TITLE,
          );
          peerPaints.push(shell.firstPaint);
          if (shell.element !== null) peerTitles.push(shell.element);
        }
        const peerPaint = percentile(peerPaints, 50);
        for (const [name, row] of ours) {
          const paint = percentile(row.paint, 50);
          const title = name === 'home' ? percentile(row.title, 50) : NaN;
          rows.push([
            name,
            check(paint <= peerPaint, ms(paint)),
            row.paint.map((x) => x.toFixed(0)).join(' '),
            name === 'home' ? check(title <= TITLE_BUDGET, ms(title)) : '',
          ]);
          results.push(
            check(
              paint <= peerPaint,
              `${name}: Slow 4G first paint ${ms(paint)} (budget: no later than the peer's empty shell, ${ms(peerPaint)})`,
            ),
          );
          if (name === 'home')
            results.push(
              check(
                title <= TITLE_BUDGET,
                `home: Slow 4G first notice title visible at ${ms(title)} (budget <= ${TITLE_BUDGET} ms)`,
              ),
            );
        }
        rows.push([
          `peer's empty shell (stand-in, JS ${kb(peer.jsGz)} gz)`,
          ms(peerPaint),
          peerPaints.map((x) => x.toFixed(0)).join(' '),
          peerTitles.length ? ms(percentile(peerTitles, 50)) : 'never',
        ]);
        table(
          `Slow 4G (DevTools preset via CDP, CPU x4, cold; median of ${SLOW4G_RUNS} interleaved runs)`,
          [
            'page',
            'first paint (<= peer shell)',
            'all runs',
            `first notice title (<= ${TITLE_BUDGET} ms)`,
          ],
          rows,
        );
      } finally {
        await browser.close();
        await peer.close();
      }
    }
  }

  console.log('\n### Budgets\n');
  for (const line of results) console.log(`- ${line}`);
} finally {
  await site.close();
}
process.exit(0);
