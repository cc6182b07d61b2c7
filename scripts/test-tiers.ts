/**
 * `npm test`'s vitest step: the browser tier in two vitest processes and the unit and worker
 * tiers in two more, each with about half its tiers' time, side by side (issue 33). Within one
 * process vitest runs a project whose files run one after another (`fileParallelism: false`, as
 * the worker and browser tiers must: each shares one demo provider or one `wrangler dev` between
 * its files) one file at a time across every project, so the three tiers took the sum of their
 * times; each waits mostly on another process (workerd, Chromium), so four runs fill the two
 * cores instead (on a quiet machine the load stayed under one with three). Each tier still runs
 * its own files one after another, against its own servers, as before. A file named below that
 * is renamed fails its run (no test files found); a new file runs in the other half.
 *
 * Every output line is prefixed with its run's name; the exit code is the first failing run's
 * (1 if one was killed), 0 when all pass. Arguments go to every run, `%run%` in them replaced by
 * the run's name (`--reporter=json --outputFile=times-%run%.json`).
 */
import { spawn } from 'node:child_process';
import { delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';
import { warmPhotos } from '../demo/photos.ts';
import { fileKeys } from '../demo/records.ts';

// The demo's photo-sized pictures, made once into node_modules/.cache/demo-photos before the runs
// start: each run's demo provider would otherwise make all of them at the same moment in a fresh
// clone (about 35 s of CPU each), starving the tests beside them.
console.log('test-tiers: the demo photos (made once; later runs read them from the cache)');
await warmPhotos(fileKeys());

const vitest = fileURLToPath(new URL('vitest.mjs', import.meta.resolve('vitest/package.json')));
const bin = fileURLToPath(new URL('../node_modules/.bin', import.meta.url));
const extra = process.argv.slice(2);
/**
 * The browser files in a run of their own beside the others, about half the tier's time (the four
 * runs of 2026-11-27 08:13, in seconds): every page type in every theme and language (196), home
 * (88), tap targets (28) and the desktop menus (27), against 712 s of browser files in all.
 */
const BROWSER_HALF = [
  'test/browser/themes-languages.test.ts',
  'test/browser/home.test.ts',
  'test/browser/tap-targets.test.ts',
  'test/browser/desktop-nav.test.ts',
];
/**
 * Likewise the worker files run beside the rest of the worker tier and the unit tier, about half
 * their time (the same runs): fuzz (106), the page cache (50), the quality and campus pages in
 * every language (49), the read cache (48), every page in Hindi and Marathi (36), the cache
 * round trip (34), search (28), documents' text (26), search's relevance (11) and tenancy (10),
 * against 800 s of unit and worker files in all. The other run has ten times as many files, each
 * starting its workerd afresh (test/helpers/fresh-isolate.ts): it ends last all the same (460 s
 * against 419).
 */
const WORKER_HALF = [
  'test/worker/fuzz.test.ts',
  'test/worker/search-documents.test.ts',
  'test/worker/translations.test.ts',
  'test/worker/languages-quality-campus.test.ts',
  'test/worker/cache.test.ts',
  'test/worker/page-cache.test.ts',
  'test/worker/search.test.ts',
  'test/worker/search-relevance.test.ts',
  'test/worker/cache-roundtrip.test.ts',
  'test/worker/tenancy.test.ts',
];
const excluding = (files: string[]) => files.flatMap((f) => ['--exclude', f]);
const runs = [
  { name: 'browser-1', projects: ['browser'], files: BROWSER_HALF },
  { name: 'browser-2', projects: ['browser'], files: excluding(BROWSER_HALF) },
  // Each of these has its own demo provider (the worker tier's global setup), so their files,
  // which set its faults and read its record, never see the other half's.
  { name: 'worker-1', projects: ['worker'], files: WORKER_HALF },
  { name: 'unit-worker-2', projects: ['unit', 'worker'], files: excluding(WORKER_HALF) },
];

const children = runs.map(({ name, projects, files }) => {
  const args = [
    vitest,
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    ...files,
    ...extra.map((arg) => arg.replaceAll('%run%', name)),
  ];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    // As under npm: tests run the project's own tools by name (unit/release-scripts.test.ts).
    // TEST_RUN: each browser run serves the site from a local KV folder of its own.
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`, TEST_RUN: name },
  });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    let partial = '';
    from.setEncoding('utf8');
    from.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) to.write(`[${name}] ${line}\n`);
    });
    from.on('end', () => {
      if (partial) to.write(`[${name}] ${partial}\n`);
    });
  }
  const done = new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  return { name, child, done };
});

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const { child } of children) if (child.exitCode === null) child.kill(signal);
  });

const codes = await Promise.all(children.map((c) => c.done));
for (const [i, code] of codes.entries())
  console.log(`[${children[i].name}] vitest exited with ${code}`);
process.exit(codes.find((code) => code !== 0) ?? 0);
