import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';

const configPath = fileURLToPath(new URL('../../wrangler.toml', import.meta.url));
/** wrangler.toml as wrangler resolves it for one environment (undefined: the top level). */
const read = (env?: string) =>
  unstable_readConfig({ config: configPath, env }, { hideWarnings: true });
const local = /localhost|127\.0\.0\.1|\[::1\]|0\.0\.0\.0/;
const urlVars = ['PROVIDER_API', 'FILES_BASE', 'APPLY_URL', 'LOGIN_URL'];

describe('wrangler.toml', () => {
  // A plain `wrangler deploy` (no --env) publishes the top level: it must be the real site.
  for (const env of [undefined, 'staging']) {
    const name = env ?? 'the top level (production)';
    it(`${name} points at the real provider over https, never at a local address`, () => {
      const { vars } = read(env);
      for (const key of urlVars) {
        expect(vars[key], key).toMatch(/^https:\/\//);
        expect(vars[key], key).not.toMatch(local);
      }
      expect(vars.PUBLIC_SCHEME).toBe('https');
      expect(vars.PREVIEW_ZONE, 'previews are off unless an operator turns them on').toBe('');
    });
    it(`${name} ships minified without kept names, with source maps, observability sampled, and its own KV`, () => {
      const config = read(env);
      expect(config.minify).toBe(true);
      expect(config.keep_names).toBe(false);
      expect(config.upload_source_maps).toBe(true);
      expect(config.observability?.enabled).toBe(true);
      expect(config.observability?.head_sampling_rate).toBeGreaterThan(0);
      expect(config.observability?.head_sampling_rate).toBeLessThanOrEqual(1);
      expect(config.kv_namespaces.map((kv: { binding: string }) => kv.binding)).toEqual(['CACHE']);
      expect(config.assets?.binding).toBe('ASSETS');
    });
  }

  it('routes every host of the SaaS zone to production only', () => {
    expect(read().workers_dev).toBe(false);
    expect(read().preview_urls).toBe(false);
    expect(read().routes).toEqual([{ pattern: '*/*', zone_name: 'example-institutes.com' }]);
    expect(read('staging').routes).toEqual([]);
    expect(read('dev').routes).toEqual([]);
  });

  it('the dev environment (npm start) reads the local demo provider over http', () => {
    const { vars } = read('dev');
    for (const key of urlVars) expect(vars[key], key).toMatch(/^http:\/\/127\.0\.0\.1:8788\//);
    expect(vars.PUBLIC_SCHEME).toBe('http');
    expect(vars.PREVIEW_ZONE).toBe('preview.localhost');
  });

  it('every environment declares the same vars, so the generated Env holds for all', () => {
    const keys = (env?: string) => Object.keys(read(env).vars).sort();
    expect(keys('staging')).toEqual(keys());
    expect(keys('dev')).toEqual(keys());
  });

  it('every environment limits purges, searches and 404s in 60 s windows (the Retry-After the worker sends), each binding with its own namespace', () => {
    type Limit = { name: string; namespace_id: string; simple: { limit: number; period: number } };
    const limits = (env?: string) => read(env).ratelimits as Limit[];
    const names = ['NOT_FOUND_LIMITER', 'PURGE_LIMITER', 'SEARCH_LIMITER'];
    const ids: string[] = [];
    for (const env of [undefined, 'staging', 'dev']) {
      expect(
        limits(env)
          .map((l) => l.name)
          .sort(),
        env,
      ).toEqual(names);
      for (const l of limits(env)) expect(l.simple.period, `${env} ${l.name}`).toBe(60);
      ids.push(...limits(env).map((l) => l.namespace_id));
    }
    expect(new Set(ids).size).toBe(ids.length);
    // Decision 071: what a visitor typing in the search field (at most 300 a minute) never meets.
    const production = Object.fromEntries(limits().map((l) => [l.name, l.simple.limit]));
    expect(production).toEqual({ NOT_FOUND_LIMITER: 120, PURGE_LIMITER: 30, SEARCH_LIMITER: 600 });
  });

  it('tests, dev and deploy run on one workerd: the test plugin uses the project wrangler', () => {
    // Each require resolves as code inside that package would: a nested copy would differ.
    const from = (file: string) => createRequire(file);
    const root = from(configPath);
    const plugin = from(
      fileURLToPath(
        new URL('../../node_modules/@cloudflare/vitest-plugin/package.json', import.meta.url),
      ),
    );
    const wrangler = from(root.resolve('wrangler'));
    expect(plugin.resolve('wrangler')).toBe(root.resolve('wrangler'));
    expect(plugin.resolve('miniflare')).toBe(wrangler.resolve('miniflare'));
    expect(from(plugin.resolve('miniflare')).resolve('workerd')).toBe(wrangler.resolve('workerd'));
  });
});
