/**
 * Client build: esbuild bundles client/main.ts (ESM, code-split per island, minified) and
 * client/css/site.css into assets/build/, and writes assets/build/manifest.json:
 *   { "build": "HASH", "main": "/build/main-HASH.js", "css": "/build/site-HASH.css",
 *     "inlineCss": the minified stylesheet's text, "inlineCssHash": "sha256-BASE64" of that text,
 *     "mainChunks": [chunks main.js imports statically, then the runtime it imports once the page
 *       has painted (client/start.ts) and its chunks],
 *     "islands": { "Carousel": [island chunk and every chunk it imports statically], ... } }
 * so the worker can modulepreload what a page's islands need, and inline the stylesheet into
 * every page with its hash in the CSP (docs/decisions/028-paint-first-frame.md). Fails when the client graph reaches
 * worker-only code (anything in src/ but lib/, i18n/, components/ and paths.ts:
 * scripts/client-boundary.ts): kept out by rule, not by tree-shaking. Prints each output's raw and gzipped size. `node build.ts --watch` rebuilds.
 */

import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { islands } from './client/islands/index.ts';
import { workerOnlyInputs } from './scripts/client-boundary.ts';

const root = dirname(fileURLToPath(import.meta.url));
const outdir = join(root, 'assets/build');
const PUBLIC = '/build/';
/** Island name by the entry esbuild reports for its chunk: the registry imports `./Name.tsx`. */
const ISLAND_BY_ENTRY = new Map(
  Object.keys(islands).map((name) => [`client/islands/${name}.tsx`, name]),
);

export type Manifest = {
  /** Names this client build: pages a worker keeps are kept per build (cache/pageStore.ts). */
  build: string;
  /**
   * Names the provider schemas (their source and valibot's version): a cached value written under
   * the same schemas is their output already and is not validated again (provider/entries.ts).
   */
  schemas: string;
  main: string;
  css: string;
  inlineCss: string;
  inlineCssHash: string;
  mainChunks: string[];
  islands: Record<string, string[]>;
};

const options: esbuild.BuildOptions = {
  absWorkingDir: root,
  entryPoints: ['client/main.ts', 'client/css/site.css'],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  external: ['/img/*', '/build/*'],
  tsconfig: 'client/tsconfig.json',
  metafile: true,
  logLevel: 'warning',
};

const publicPath = (out: string) =>
  PUBLIC + relative(outdir, join(root, out)).split('\\').join('/');

/** `out` and every output it imports statically, transitively (the entry itself first). */
function staticClosure(meta: esbuild.Metafile, out: string): string[] {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imp of meta.outputs[file]?.imports ?? [])
      if (imp.kind === 'import-statement' && !imp.external) walk(imp.path);
  };
  walk(out);
  return [...seen];
}

/** Problems that make the build fail: worker-only inputs in the client graph, missing islands. */
function check(meta: esbuild.Metafile, manifest: Manifest): string[] {
  const problems = workerOnlyInputs(meta);
  for (const name of Object.keys(islands)) {
    if (!manifest.islands[name])
      problems.push(`island ${name} is in the registry but produced no chunk`);
  }
  if (!manifest.main || !manifest.css)
    problems.push('main entry or stylesheet missing from the output');
  const main = Object.values(meta.outputs).find((info) => info.entryPoint === 'client/main.ts');
  if (main && !main.imports.some((imp) => imp.kind === 'dynamic-import'))
    problems.push('main entry does not import the runtime (client/start.ts) after the first paint');
  return problems;
}

function schemasVersion(): string {
  const hash = createHash('sha256');
  const valibot = JSON.parse(readFileSync(join(root, 'node_modules/valibot/package.json'), 'utf8'));
  hash.update(`valibot ${valibot.version}\n`);
  const dir = join(root, 'src/provider/schemas');
  for (const name of readdirSync(dir).sort())
    hash.update(name).update(readFileSync(join(dir, name)));
  return hash.digest('hex').slice(0, 16);
}

function manifestOf(meta: esbuild.Metafile): Manifest {
  const manifest: Manifest = {
    build: '',
    schemas: schemasVersion(),
    main: '',
    css: '',
    inlineCss: '',
    inlineCssHash: '',
    mainChunks: [],
    islands: {},
  };
  let mainOut = '';
  for (const [out, info] of Object.entries(meta.outputs)) {
    if (out.endsWith('.map')) continue;
    if (info.entryPoint === 'client/main.ts') mainOut = out;
    else if (info.entryPoint === 'client/css/site.css' && out.endsWith('.css')) {
      manifest.css = publicPath(out);
      manifest.inlineCss = readFileSync(join(root, out), 'utf8');
      manifest.inlineCssHash = cspHash(manifest.inlineCss);
    }
  }
  manifest.main = mainOut ? publicPath(mainOut) : '';
  // The entry's own chunks, then the runtime it imports once the page has painted (start.ts)
  // with the chunks that imports: what every page loads, not what it loads with the HTML.
  const runtime = meta.outputs[mainOut]?.imports.find((imp) => imp.kind === 'dynamic-import');
  manifest.mainChunks = [
    ...new Set([
      ...staticClosure(meta, mainOut).slice(1),
      ...(runtime ? staticClosure(meta, runtime.path) : []),
    ]),
  ].map(publicPath);
  for (const [out, info] of Object.entries(meta.outputs)) {
    const name = info.entryPoint && ISLAND_BY_ENTRY.get(info.entryPoint);
    if (!name || !out.endsWith('.js')) continue;
    // The island's chunk and what it imports; main.js itself is always on the page already.
    manifest.islands[name] = staticClosure(meta, out)
      .filter((file) => file !== mainOut)
      .map(publicPath);
  }
  manifest.build = createHash('sha256').update(JSON.stringify(manifest)).digest('hex').slice(0, 12);
  return manifest;
}

/** A CSP hash source for an inline element's text: `sha256-` and the base64 SHA-256 digest. */
const cspHash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} kB`;

function report(manifest: Manifest) {
  const sizes = new Map<string, { raw: number; gz: number }>();
  const size = (path: string) => {
    let s = sizes.get(path);
    if (!s) {
      const data = readFileSync(join(outdir, path.slice(PUBLIC.length)));
      s = { raw: data.length, gz: gzipSync(data, { level: 9 }).length };
      sizes.set(path, s);
    }
    return s;
  };
  const all = [
    manifest.main,
    ...manifest.mainChunks,
    manifest.css,
    ...new Set(Object.values(manifest.islands).flat()),
  ];
  const lines = ['output                                   raw        gzip'];
  for (const path of new Set(all)) {
    const s = size(path);
    lines.push(`${path.padEnd(36)} ${kb(s.raw)} ${kb(s.gz)}`);
  }
  const total = (paths: string[]) =>
    paths.reduce((sum, p) => ({ raw: sum.raw + size(p).raw, gz: sum.gz + size(p).gz }), {
      raw: 0,
      gz: 0,
    });
  const base = [manifest.main, ...manifest.mainChunks];
  const baseTotal = total(base);
  lines.push('', `${'main (every page)'.padEnd(36)} ${kb(baseTotal.raw)} ${kb(baseTotal.gz)}`);
  for (const [name, files] of Object.entries(manifest.islands)) {
    const t = total(files.filter((f) => !base.includes(f)));
    lines.push(`${`+ island ${name}`.padEnd(36)} ${kb(t.raw)} ${kb(t.gz)}`);
  }
  console.log(lines.join('\n'));
}

function finish(result: esbuild.BuildResult): boolean {
  if (!result.metafile) return false;
  const manifest = manifestOf(result.metafile);
  const problems = check(result.metafile, manifest);
  if (problems.length > 0) {
    for (const p of problems) console.error(`build.ts: ${p}`);
    return false;
  }
  writeFileSync(join(outdir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  report(manifest);
  return true;
}

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

if (process.argv.includes('--watch')) {
  const ctx = await esbuild.context({
    ...options,
    plugins: [
      {
        name: 'manifest',
        setup(build) {
          build.onEnd((result) => {
            if (result.errors.length === 0) finish(result);
          });
        },
      },
    ],
  });
  await ctx.watch();
  console.log('build.ts: watching client/ for changes');
} else {
  try {
    const result = await esbuild.build(options);
    if (!finish(result)) process.exit(1);
  } catch {
    // esbuild has printed the errors.
    process.exit(1);
  }
}
