/**
 * Starts the whole site locally the way `npm start` does: the demo provider in-process and the
 * worker under `wrangler dev`, both on free loopback ports. Used by the browser tests and the
 * benchmark scripts.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
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

export type LocalSite = { port: number; demo: string; close(): Promise<void> };

/**
 * `state` names a fresh local KV folder under .wrangler/ (removed first: every run starts cold).
 * `production` bundles the worker as `wrangler deploy` does (React's production build); the
 * browser tests keep development mode for React's hydration-mismatch warnings.
 */
export async function serveSite({ state, vars = {}, production = false }: { state: string; vars?: Record<string, string>; production?: boolean }): Promise<LocalSite> {
  const demo = await startDemoProvider({ port: 0 });
  const port = await freePort();
  const persist = `${root}.wrangler/${state}`;
  rmSync(persist, { recursive: true, force: true });
  const allVars = { PROVIDER_API: `${demo.url}/api`, FILES_BASE: `${demo.url}/files`, APPLY_URL: `${demo.url}/apply`, LOGIN_URL: `${demo.url}/login`, ...vars };
  const wrangler = spawn(
    process.execPath,
    [
      `${root}node_modules/wrangler/bin/wrangler.js`, 'dev', '--port', String(port), '--ip', '127.0.0.1', '--show-interactive-dev-session=false',
      '--persist-to', persist, ...Object.entries(allVars).flatMap(([k, v]) => ['--var', `${k}:${v}`]),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: production ? 'production' : 'development', WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' } },
  );
  let output = '';
  wrangler.stdout.on('data', (d) => (output += d));
  wrangler.stderr.on('data', (d) => (output += d));
  const close = async () => {
    wrangler.kill('SIGTERM');
    await demo.close();
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await httpGet(port, 'sunrise.localhost', '/robots.txt')).status === 200) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline || wrangler.exitCode !== null) {
      await close();
      throw new Error(`wrangler dev did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { port, demo: demo.url, close };
}
