/**
 * A stand-in for the peer, the provider's current frontend (a client-rendered SPA, not reachable
 * offline), served locally for `npm run bench`: for every address the same HTML shell with an
 * empty root div, a render-blocking stylesheet (ours, so the bytes match) and a module bundle
 * (React and a small app, about the size of our client runtime) that renders nothing until its
 * provider reads answer (peer/app.tsx). `/api/*` goes to the demo provider, same-origin, so the
 * stand-in pays no CORS preflights the real one may pay: if anything, it is flattered.
 */
import { readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));

const SHELL = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Institute</title><link rel="stylesheet" href="/peer/app.css"><script type="module" src="/peer/app.js"></script></head><body><div id="root"></div></body></html>`;

export type Peer = { port: number; jsGz: number; close(): Promise<void> };

/** Builds the stand-in's bundle and serves it on a free loopback port. */
export async function startPeer(demoUrl: string): Promise<Peer> {
  const built = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['test/bench/peer/app.tsx'],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'warning',
  });
  const js = Buffer.from(built.outputFiles[0].contents);
  const manifest = JSON.parse(readFileSync(`${root}assets/build/manifest.json`, 'utf8'));
  // The empty root's background is what the shell paints first, as the real one's does (the
  // document's own background alone is no paint to Chromium's paint timing).
  const css = Buffer.concat([
    readFileSync(`${root}assets${manifest.css}`),
    Buffer.from('#root{min-height:100vh;background:#f4f6f9}'),
  ]);
  const files: Record<string, [string, Buffer]> = {
    '/peer/app.js': ['text/javascript', gzipSync(js)],
    '/peer/app.css': ['text/css', gzipSync(css)],
  };
  const shell = gzipSync(SHELL);
  const demo = new URL(demoUrl);
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path.startsWith('/api/')) {
      const upstream = request(
        { host: demo.hostname, port: demo.port, path: req.url, method: req.method },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const [type, body] = files[path] ?? ['text/html; charset=utf-8', shell];
    res.writeHead(files[path] || path === '/' || !path.includes('.') ? 200 : 404, {
      'content-type': type,
      'content-encoding': 'gzip',
      'cache-control': 'no-cache',
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    jsGz: files['/peer/app.js'][1].length,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
