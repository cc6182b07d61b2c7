/**
 * `npm start`: the site on http://localhost:$PORT (default 8787). Starts the bundled demo
 * provider unless PROVIDER_API is set, builds the client bundle and keeps rebuilding it on change
 * (esbuild's watch; wrangler dev reloads the worker when the manifest changes), then runs
 * `wrangler dev --env dev` (wrangler.toml's local environment, and the document reader's,
 * wrangler.documents.toml; their top level is production) with
 * PROVIDER_API, FILES_BASE, APPLY_URL, LOGIN_URL, PURGE_TOKEN and the image settings from the environment. Every
 * process stops together (Ctrl-C, or any one of them exiting).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.PORT ?? '8787';
const demoPort = process.env.DEMO_PROVIDER_PORT ?? '8788';
const demoBase = `http://127.0.0.1:${demoPort}`;
const children: ChildProcess[] = [];

function stopAll(code: number) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => stopAll(code ?? 1));
  children.push(child);
  return child;
}

async function waitFor(url: string, seconds = 30) {
  for (let i = 0; i < seconds * 10; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not answer within ${seconds}s`);
}

const useDemo = !process.env.PROVIDER_API;
if (useDemo) {
  run(process.execPath, ['demo/main.ts'], { DEMO_PROVIDER_PORT: demoPort });
  await waitFor(`${demoBase}/__control/requests`);
}

// The watch build empties assets/build first, then writes the manifest the worker bundles.
const manifest = `${root}assets/build/manifest.json`;
rmSync(manifest, { force: true });
run(process.execPath, ['build.ts', '--watch']);
for (let i = 0; !existsSync(manifest); i++) {
  if (i > 600) {
    console.error('start: the client build wrote no manifest within a minute');
    stopAll(1);
    break;
  }
  await new Promise((r) => setTimeout(r, 100));
}

const vars: Record<string, string | undefined> = {
  PROVIDER_API: process.env.PROVIDER_API ?? `${demoBase}/api`,
  FILES_BASE: process.env.FILES_BASE ?? (useDemo ? `${demoBase}/files` : undefined),
  APPLY_URL: process.env.APPLY_URL ?? (useDemo ? `${demoBase}/apply` : undefined),
  LOGIN_URL: process.env.LOGIN_URL ?? (useDemo ? `${demoBase}/login` : undefined),
  // Pictures arrive on a busy laptop: WebP (sharp encodes it in a fifteenth of AVIF's time) and a
  // patient wait for the engine, which sends the original when even that runs out (decision 091).
  IMAGE_RESIZING: process.env.IMAGE_RESIZING ?? 'webp',
  IMAGE_TIMEOUT_MS: process.env.IMAGE_TIMEOUT_MS ?? '120000',
  WARM_READS_PER_MINUTE: process.env.WARM_READS_PER_MINUTE,
};
const varArgs = Object.entries(vars).flatMap(([key, value]) =>
  value ? ['--var', `${key}:${value}`] : [],
);
// Secrets go in a file only this user may read, which wrangler loads as it loads .dev.vars: on
// the command line `ps` would show them to every user of the machine.
const secrets: Record<string, string | undefined> = {
  PURGE_TOKEN: process.env.PURGE_TOKEN,
  // Signs picture addresses (decision 050): any value works on this machine; production's is a
  // secret (`wrangler secret put IMAGE_SIGNING_KEY`).
  IMAGE_SIGNING_KEY: process.env.IMAGE_SIGNING_KEY ?? 'local-development-only',
};
const secretsFile = `${root}.wrangler/npm-start-secrets.env`;
mkdirSync(`${root}.wrangler`, { recursive: true });
writeFileSync(
  secretsFile,
  Object.entries(secrets)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${JSON.stringify(value)}\n`)
    .join(''),
  { mode: 0o600 },
);
run(
  process.execPath,
  [
    `${root}node_modules/wrangler/bin/wrangler.js`,
    'dev',
    // The site, then the document reader it calls (decision 084): one wrangler dev runs both.
    '--config',
    'wrangler.toml',
    '--config',
    'wrangler.documents.toml',
    '--env',
    'dev',
    '--port',
    port,
    '--ip',
    '127.0.0.1',
    '--show-interactive-dev-session=false',
    // GET /__scheduled runs the Cron Trigger's warm-up on demand (docs/operating.md "Warm caches").
    '--test-scheduled',
    '--env-file',
    secretsFile,
    ...varArgs,
  ],
  {
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  },
);
