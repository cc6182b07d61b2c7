/**
 * `npm test`'s vitest step: the browser tier in two vitest processes (its three longest files,
 * and the rest) and the unit and worker tiers in two more (half their files each),
 * side by side (issue 33). Within one process vitest runs a project whose files run
 * one after another (`fileParallelism: false`, as the worker and browser tiers must: each shares
 * one demo provider or one `wrangler dev` between its files) one file at a time across every
 * project, so the three tiers took the sum of their times; each waits mostly on another process
 * (workerd, Chromium), so four runs fill the two cores instead (on a quiet machine the
 * load stayed under one with three). Each tier still runs its own files
 * one after another, against its own servers, as before.
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
 * The browser tier's longest files, in a run of their own beside the others, so that the two
 * browser runs take about as long as each other: every page type in every theme and language
 * (331 s in the four runs of 2026-11-27 04:24, of 1,048 s of browser files), home (127 s) and
 * tap targets (58 s).
 */
const BROWSER_LONGEST = [
  'test/browser/themes-languages.test.ts',
  'test/browser/home.test.ts',
  'test/browser/tap-targets.test.ts',
];
const runs = [
  { name: 'browser-1', projects: ['browser'], files: BROWSER_LONGEST },
  {
    name: 'browser-2',
    projects: ['browser'],
    files: BROWSER_LONGEST.flatMap((f) => ['--exclude', f]),
  },
  // Each of these has its own demo provider (the worker tier's global setup), so their files,
  // which set its faults and read its record, never see the other half's.
  { name: 'unit-worker-1', projects: ['unit', 'worker'], files: ['--shard', '1/2'] },
  { name: 'unit-worker-2', projects: ['unit', 'worker'], files: ['--shard', '2/2'] },
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
