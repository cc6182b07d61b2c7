/**
 * The purge CLI (scripts/purge.ts) against a stub site: it refuses to guess a target, sends the
 * token only to the site it was given (or the purged host's own), and prints the JSON answer.
 */
import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../scripts/purge.ts', import.meta.url));
type Seen = { url: string; authorization?: string; body: string };
let seen: Seen[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{}' };
let server: Server;
let site = '';

/** Runs the CLI with `args` and exactly `env` (plus PATH); never throws. */
function cli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [script, ...args],
      { env: { PATH: process.env.PATH ?? '', ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    seen.push({
      url: req.url ?? '',
      authorization: req.headers.authorization,
      body: await read(req),
    });
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  answer = { status: 200, body: '{}' };
});

describe('purge CLI', () => {
  it('refuses to run without a target URL for an institute or everything, and sends nothing', async () => {
    for (const args of [['--all'], ['--institute', 'a00000000000000000000001']]) {
      const run = await cli(args, { PURGE_TOKEN: 'secret' });
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toMatch(/PURGE_URL is required/);
    }
    expect(seen).toEqual([]);
  });

  it('sends the token to the given URL only, and prints the JSON answer', async () => {
    answer = {
      status: 200,
      body: JSON.stringify({ purged: { scope: 'all' }, invalidated: 'every institute' }),
    };
    const run = await cli(['--all'], { PURGE_TOKEN: 'secret', PURGE_URL: `${site}/some/page` });
    expect(run.code).toBe(0);
    expect(seen).toEqual([
      { url: '/__purge', authorization: 'Bearer secret', body: '{"all":true}' },
    ]);
    expect(run.stdout).toContain('"invalidated": "every institute"');
  });

  it('sends the resources named with --resource (repeated or comma-separated)', async () => {
    const run = await cli(
      [
        '--institute',
        'a00000000000000000000001',
        '--resource',
        'notices,events',
        '--resource',
        'staff',
      ],
      { PURGE_TOKEN: 'secret', PURGE_URL: site },
    );
    expect(run.code).toBe(0);
    expect(JSON.parse(seen[0]?.body ?? '{}')).toEqual({
      institute: 'a00000000000000000000001',
      resources: ['notices', 'events', 'staff'],
    });
  });

  it("prints the worker's refusal and exits non-zero", async () => {
    answer = { status: 404, body: JSON.stringify({ error: 'purge disabled' }) };
    const run = await cli(['--host', 'sunrise.localhost'], {
      PURGE_TOKEN: 'secret',
      PURGE_URL: site,
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^404 /);
    expect(run.stdout).toContain('"error": "purge disabled"');
  });

  it('refuses a URL that is not http(s)', async () => {
    const run = await cli(['--all'], { PURGE_TOKEN: 'secret', PURGE_URL: 'file:///etc/passwd' });
    expect(run.code).toBe(2);
    expect(seen).toEqual([]);
  });
});
