/**
 * Server-Timing tells how a response was made (provider reads and their cache outcomes, the
 * search index's origin): for operators, not the public. Production (`SERVER_TIMING` unset) sends
 * it only to a request carrying the purge token; `[env.dev]` (these tests' env) to everyone.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { app } from '../../src/app';
import { RICH, PURGE_TOKEN as TOKEN } from '../helpers/hosts';
import { clearCache, demo } from '../helpers/worker';

/** The worker as production configures it: SERVER_TIMING is set only in wrangler.toml's [env.dev]. */
const production = { ...(env as unknown as Record<string, unknown>), SERVER_TIMING: undefined };

async function fetchAs(
  path: string,
  headers: Record<string, string> = {},
  bindings: Record<string, unknown> = production,
) {
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`http://${RICH}${path}`, { headers: { host: RICH, ...headers } }),
    bindings,
    ctx,
  );
  await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return response;
}

const PATHS = ['/', '/notice', '/search?q=admission', '/search.json?q=admission'];

beforeEach(async () => {
  await demo.reset();
  await clearCache();
});

describe('Server-Timing', () => {
  it('is not sent to the public in production: pages, search and its JSON', async () => {
    for (const path of PATHS) {
      const response = await fetchAs(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('server-timing'), path).toBeNull();
    }
  });

  it('nor to a request with a wrong token', async () => {
    const response = await fetchAs('/search.json?q=admission', { authorization: 'Bearer wrong' });
    expect(response.headers.get('server-timing')).toBeNull();
  });

  it('is sent to a request carrying the purge token (scheme in any case)', async () => {
    for (const scheme of ['Bearer', 'bearer']) {
      const page = await fetchAs('/', { authorization: `${scheme} ${TOKEN}` });
      expect(page.headers.get('server-timing'), scheme).toMatch(/provider;dur=\d+;desc="\d+ reads/);
      const search = await fetchAs('/search.json?q=admission', {
        authorization: `${scheme} ${TOKEN}`,
      });
      expect(search.headers.get('server-timing'), scheme).toContain('search-index;desc=');
    }
  });

  it('is sent to everyone under [env.dev]', async () => {
    const dev = env as unknown as Record<string, unknown>;
    expect(dev.SERVER_TIMING).toBe('public');
    const response = await fetchAs('/search.json?q=admission', {}, dev);
    expect(response.headers.get('server-timing')).toContain('search-index;desc=');
    expect(response.headers.get('server-timing')).toMatch(/provider;dur=/);
  });
});
