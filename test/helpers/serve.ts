/**
 * Starts the whole site locally the way `npm start` does: the demo provider in-process and the
 * worker under `wrangler dev`, both on free loopback ports. Used by the browser tests and the
 * benchmark scripts.
 */
import { spawn } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDemoProvider } from '../../demo/server.ts';
import { httpGet } from './http.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The worker's vars that point at a demo provider. */
export const demoVars = (demoUrl: string) => ({
  PROVIDER_API: `${demoUrl}/api`,
  FILES_BASE: `${demoUrl}/files`,
  APPLY_URL: `${demoUrl}/apply`,
  LOGIN_URL: `${demoUrl}/login`,
  // Pictures through the image route, as `npm start` serves them (a local key, never production's).
  IMAGE_SIGNING_KEY: 'local-development-only',
  // A ceiling, not a wait: on a loaded 2-core machine Miniflare's local resize of a 12-megapixel
  // photo (sharp, queued behind the others) can take longer than production's 20 s.
  IMAGE_TIMEOUT_MS: '120000',
});

/**
 * What the browser tier's sites set beyond `npm start`'s: pictures resized to WebP at best. Sharp,
 * standing in for Cloudflare's engine, takes 15 times the CPU for an AVIF (decision 079).
 */
export const BROWSER_TIER_VARS = { IMAGE_RESIZING: 'webp' };

export type LocalSite = {
  port: number;
  demo: string;
  /** The worker's KV namespace `CACHE` (the bundle only: `wrangler dev` runs out of reach). */
  kv?: () => Promise<KVNamespace>;
  /** workerd's DevTools inspector port, when asked for (serveBundle's `inspect`). */
  inspectorPort?: number;
  close(): Promise<void>;
};

/**
 * `state` names a fresh local KV folder under .wrangler/ (removed first: every run starts cold).
 * The worker is bundled with React's production build, as `wrangler deploy` bundles it: React's
 * server-side warnings are the worker tier's to catch (it runs development mode, and its guard
 * fails on any `console.error`), and the browser bundle is React's production build either way.
 * Development mode took four times the CPU per page in workerd (decision 080).
 */
export async function serveSite({
  state,
  vars = {},
}: {
  state: string;
  vars?: Record<string, string>;
}): Promise<LocalSite> {
  const demo = await startDemoProvider({ port: 0, warm: true });
  const persist = `${root}.wrangler/${state}`;
  rmSync(persist, { recursive: true, force: true });
  const allVars = { ...demoVars(demo.url), ...vars };
  // Two test runs start their sites at the same moment (scripts/test-tiers.ts): ports one found
  // free can be taken by the other before wrangler binds them. A start that lost such a race is
  // tried again on other ports; any other failure is thrown at once.
  for (let attempt = 1; ; attempt++) {
    const started = await startWranglerDev(persist, allVars);
    if ('port' in started) {
      const { port, stop } = started;
      const close = async () => {
        stop();
        await demo.close();
      };
      return { port, demo: demo.url, close };
    }
    if (attempt >= 3 || !started.output.includes('Address already in use')) {
      await demo.close();
      throw new Error(`wrangler dev did not start:\n${started.output}`);
    }
  }
}

/** `wrangler dev` on free ports (its own and its inspector's), once it answers; else its output. */
async function startWranglerDev(
  persist: string,
  allVars: Record<string, string>,
): Promise<{ port: number; stop: () => void } | { output: string }> {
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const wrangler = spawn(
    process.execPath,
    [
      `${root}node_modules/wrangler/bin/wrangler.js`,
      'dev',
      // The site and the document reader it calls, as `npm start` runs them.
      '--config',
      'wrangler.toml',
      '--config',
      'wrangler.documents.toml',
      '--env',
      'dev',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--ip',
      '127.0.0.1',
      '--show-interactive-dev-session=false',
      '--persist-to',
      persist,
      ...Object.entries(allVars).flatMap(([k, v]) => ['--var', `${k}:${v}`]),
    ],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        WRANGLER_SEND_METRICS: 'false',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      },
    },
  );
  let output = '';
  wrangler.stdout.on('data', (d) => (output += d));
  wrangler.stderr.on('data', (d) => (output += d));
  let stopping = false;
  const stop = () => {
    stopping = true;
    wrangler.kill('SIGTERM');
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await httpGet(port, 'sunrise.localhost', '/robots.txt')).status === 200) {
        // Every later request to the site is refused: say why, once, where the tests' output is.
        wrangler.once('exit', (code, signal) => {
          if (!stopping)
            console.error(
              `wrangler dev on port ${port} exited (${code ?? signal}); its last output:\n${output.slice(-6000)}`,
            );
        });
        return { port, stop };
      }
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline || wrangler.exitCode !== null) {
      stop();
      return { output };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * The demo provider in a process of its own (`npm run demo-provider`), as the real provider is a
 * server of its own: its work does not share an event loop with the benchmark's client.
 */
export async function startDemoProcess(
  demoEnv: Record<string, string> = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [`${root}demo/main.ts`], {
    cwd: root,
    env: { ...process.env, ...demoEnv, DEMO_PROVIDER_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (d) => (output += d));
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`demo provider exited (${code}):\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      child.kill('SIGTERM');
    },
  };
}

/**
 * `wrangler deploy --dry-run` once per process and config: every worker a script starts copies
 * it. `config` is the site's (wrangler.toml) or the document reader's (wrangler.documents.toml).
 */
const deployBuilds = new Map<string, Promise<string>>();
export function deployBundle(config = 'wrangler.toml'): Promise<string> {
  const built = deployBuilds.get(config);
  if (built) return built;
  const building = (async () => {
    const outdir = `${root}.wrangler/deploy-bundle-${config.replace(/\W/g, '-')}-${process.pid}`;
    rmSync(outdir, { recursive: true, force: true });
    process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
    await new Promise<void>((resolve, reject) => {
      const build = spawn(
        process.execPath,
        [
          `${root}node_modules/wrangler/bin/wrangler.js`,
          'deploy',
          '--config',
          config,
          '--dry-run',
          '--outdir',
          outdir,
        ],
        {
          cwd: root,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: {
            ...process.env,
            NODE_ENV: 'production',
            WRANGLER_SEND_METRICS: 'false',
            CLOUDFLARE_CF_FETCH_ENABLED: 'false',
          },
        },
      );
      let output = '';
      build.stdout.on('data', (d) => (output += d));
      build.stderr.on('data', (d) => (output += d));
      build.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`wrangler deploy --dry-run failed:\n${output}`)),
      );
    });
    return outdir;
  })();
  deployBuilds.set(config, building);
  return building;
}

/**
 * The worker as `wrangler deploy` bundles it (the production top level: minified), run by workerd
 * through Miniflare with the bindings of wrangler.toml's `dev` environment, and no dev server in front: `wrangler dev` adds its proxy worker and inspector
 * to every request (about 10 ms here), which a deployed worker does not have. Used by the
 * benchmark's latency figures, with the demo provider in its own process. Miniflare is the copy wrangler itself runs on, so the versions match.
 */
export async function serveBundle({
  state,
  vars = {},
  demoEnv,
  wrapper,
  inspect = false,
}: {
  state: string;
  /** Opens workerd's DevTools inspector on a free port (`inspectorPort`): CPU profiles. */
  inspect?: boolean;
  vars?: Record<string, string>;
  /** Environment of the demo provider's process (DEMO_INSTITUTES, DEMO_LATENCY_MS…). */
  demoEnv?: Record<string, string>;
  /** Source of an entry module that imports the bundle from `./index.js` and wraps it. */
  wrapper?: string;
}): Promise<LocalSite> {
  const outdir = `${root}.wrangler/${state}-bundle`;
  rmSync(outdir, { recursive: true, force: true });
  cpSync(await deployBundle(), outdir, { recursive: true });
  const { unstable_getMiniflareWorkerOptions } = await import('wrangler');
  const wranglerDir = dirname(fileURLToPath(import.meta.resolve('wrangler')));
  const { Miniflare, convertV4MiniflareOptions } = createRequire(`${wranglerDir}/`)('miniflare');
  const { workerOptions } = unstable_getMiniflareWorkerOptions(`${root}wrangler.toml`, 'dev');
  // The document reader the site calls (decision 084), as deployed: its own bundle and worker.
  const reader = unstable_getMiniflareWorkerOptions(`${root}wrangler.documents.toml`, 'dev');
  const readerDir = await deployBundle('wrangler.documents.toml');
  const demo = await startDemoProcess(demoEnv);
  if (wrapper) writeFileSync(`${outdir}/wrapper.js`, wrapper);
  const persist = `${root}.wrangler/${state}`;
  rmSync(persist, { recursive: true, force: true });
  const bindings = {
    ...(workerOptions.bindings as Record<string, unknown>),
    ...demoVars(demo.url),
    ...vars,
  };
  const inspectorPort = inspect ? await freePort() : undefined;
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: '127.0.0.1',
      port: 0,
      inspectorPort,
      defaultPersistRoot: persist,
      handleStructuredLogs: () => {}, // one JSON line per request would drown the figures
      workers: [
        {
          name: 'site',
          ...(wrapper
            ? {
                modulesRoot: outdir,
                modules: ['wrapper.js', 'index.js'].map((name) => ({
                  type: 'ESModule',
                  path: `${outdir}/${name}`,
                })),
              }
            : { modules: true, scriptPath: `${outdir}/index.js` }),
          compatibilityDate: workerOptions.compatibilityDate,
          compatibilityFlags: workerOptions.compatibilityFlags,
          kvNamespaces: workerOptions.kvNamespaces,
          // The traffic data point's write is part of each request's CPU (decision 070).
          analyticsEngineDatasets: workerOptions.analyticsEngineDatasets,
          assets: workerOptions.assets,
          serviceBindings: workerOptions.serviceBindings,
          bindings,
        },
        {
          name: 'institute-sites-documents-dev',
          modules: true,
          scriptPath: `${readerDir}/reader.js`,
          compatibilityDate: reader.workerOptions.compatibilityDate,
          compatibilityFlags: reader.workerOptions.compatibilityFlags,
        },
      ],
    }),
  );
  const url: URL = await mf.ready;
  return {
    port: Number(url.port),
    demo: demo.url,
    inspectorPort,
    kv: () => mf.getKVNamespace('CACHE'),
    close: async () => {
      await mf.dispose();
      await demo.close();
    },
  };
}
