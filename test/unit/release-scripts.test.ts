/**
 * The release scripts (docs/operating.md "Releases"): `release:upload` builds first, as `deploy` does, and
 * uploads the top level (production) as a new version without sending it traffic. Its dry run
 * needs no account and no network.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const scripts: Record<string, string> = JSON.parse(
  readFileSync(`${root}/package.json`, 'utf8'),
).scripts;

describe('release scripts', () => {
  it('build before uploading and never take an environment from CLOUDFLARE_ENV', () => {
    expect(scripts['release:upload']).toMatch(
      /node build\.ts && CLOUDFLARE_ENV= wrangler versions upload "\$@"/,
    );
    expect(scripts['release:deploy']).toMatch(/CLOUDFLARE_ENV= wrangler versions deploy "\$@"/);
    // The document reader first (decision 084), then the site, with the same arguments.
    const reader = 'CLOUDFLARE_ENV= wrangler deploy --config wrangler.documents.toml "$@"';
    const site = 'CLOUDFLARE_ENV= wrangler deploy "$@"';
    expect(scripts.deploy).toContain(`node build.ts && ${reader} && ${site}`);
  });

  it('the tiers pass what follows `--` on to vitest (`npm run test:worker -- <file>`)', () => {
    for (const tier of ['test:worker', 'test:browser'])
      expect(scripts[tier], tier).toMatch(/vitest run --project \w+ \\?"\$@\\?"' test:\w+$/);
  });

  // Five modules import assets/build/manifest.json, which a fresh clone does not have yet.
  it('typecheck builds the client first, so it passes in a fresh clone', () => {
    expect(scripts.typecheck).toMatch(/node build\.ts && tsc --noEmit/);
    expect(scripts.test).toMatch(/node build\.ts && tsc --noEmit/);
  });

  // The upload alone: the test command has built already, and a build here would rewrite
  // assets/build under the other tiers running beside this one.
  it('its upload, dry run, bundles the production top level, offline', async () => {
    const outdir = mkdtempSync(join(tmpdir(), 'release-dry-run-'));
    const upload = scripts['release:upload'].match(/CLOUDFLARE_ENV= wrangler versions upload/)![0];
    const { stdout } = await promisify(execFile)(
      'bash',
      [
        'scripts/with-node.sh',
        'sh',
        '-c',
        `${upload} "$@"`,
        'release:upload',
        '--dry-run',
        '--outdir',
        outdir,
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          CLOUDFLARE_ENV: 'dev', // ignored: the top level is what a release uploads
          CLOUDFLARE_API_TOKEN: '',
          WRANGLER_SEND_METRICS: 'false',
        },
      },
    );
    expect(stdout).toContain('env.PROVIDER_API ("https://api.qviple.com/api")');
    expect(stdout).toContain('env.PREVIEW_ZONE ("")');
    expect(stdout).toContain('--dry-run: exiting now.');
    rmSync(outdir, { recursive: true, force: true });
  }, 180_000);
});
