/** POST /__purge: token checks, generation bumps, and the proof that the next request reads the provider again. */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids } from '../../demo/fixtures/index.ts';
import { app } from '../../src/app';
import { pageTypes, paths } from '../bench/pages.ts';
import { RICH, PURGE_TOKEN as TOKEN } from '../helpers/hosts';
import { postPurge } from '../helpers/purge';
import { clearCache, demo, get, settleCache, settledHtml, visibleText } from '../helpers/worker';

const purge = (body: unknown, token?: string, bindings?: Record<string, unknown>) =>
  postPurge(RICH, body, { token, bindings });

async function warm() {
  await get(RICH, '/');
  await settleCache();
  await demo.clearRequests();
  await get(RICH, '/');
  expect(await demo.requests()).toEqual([]);
}

beforeEach(async () => {
  await demo.reset();
  await clearCache();
});

describe('purge', () => {
  it('with the right token purges a host: the next request reads the provider again', async () => {
    await warm();
    const response = await purge({ host: RICH }, TOKEN);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      purged: { scope: 'host', host: RICH, institute: ids.sunrise.insId },
    });
    await get(RICH, '/');
    const paths = (await demo.requests()).map((r) => r.path);
    expect(paths.some((p) => p.includes('sub/domain/by/host'))).toBe(true);
    expect(paths.some((p) => p.endsWith('/dash'))).toBe(true);
  });

  it('purges an institute by id, or everything', async () => {
    await warm();
    expect((await purge({ institute: ids.sunrise.insId }, TOKEN)).status).toBe(200);
    await get(RICH, '/');
    expect((await demo.requests()).some((r) => r.path.endsWith('/dash'))).toBe(true);
    await settleCache();
    await demo.clearRequests();
    expect((await purge({ all: true }, TOKEN)).status).toBe(200);
    await get(RICH, '/');
    expect((await demo.requests()).some((r) => r.path.includes('sub/domain/by/host'))).toBe(true);
  });

  it('never forgets the last good copy: with the provider down, every page seen before still answers after a purge', {
    // Five rounds over every page type: minutes, not seconds, on a loaded machine.
    timeout: 120_000,
  }, async () => {
    const pages = pageTypes({ all: true });
    for (const { path } of pages) await get(RICH, path);
    await settleCache();
    // Seen twice: a read that timed out on a busy machine the first time is in the cache now.
    const before = new Map<string, string>();
    for (const { path } of pages) {
      const page = await get(RICH, path);
      expect(page.status, path).toBe(200);
      expect(visibleText(page.html), path).not.toContain('could not be loaded');
      before.set(path, settledHtml(page.html));
    }
    await settleCache();
    await demo.faults({ faults: [{ pattern: '.*', mode: 'status500' }] });
    const asked: number[] = [];
    for (const body of [{ host: RICH }, { institute: ids.sunrise.insId }, { all: true }]) {
      const response = await purge(body, TOKEN);
      expect(response.status).toBe(200);
      await demo.clearRequests();
      for (const { path } of pages) {
        const page = await get(RICH, path);
        expect(page.status, `${JSON.stringify(body)} ${path}`).toBe(200);
        expect(visibleText(page.html), path).not.toContain('could not be loaded');
        expect(settledHtml(page.html), path).toBe(before.get(path));
      }
      asked.push((await demo.requests()).length);
    }
    // A purge means "read again now": the provider was asked, and its failure left the copies
    // serving. The purges after it find those reads failed moments ago: each key backs off
    // (whatever the generation) and serves its copy without asking again.
    expect(asked[0]).toBeGreaterThan(0);
    expect(asked[2]).toBeLessThan(asked[0] ?? 0);
  });

  it('says in its answer what a purge does while the provider is down', async () => {
    const response = await purge({ all: true }, TOKEN);
    const answer = (await response.json()) as { purged: unknown; effect?: string };
    expect(answer.effect).toMatch(/next/i);
    expect(answer.effect).toMatch(/last good copy/i);
  });

  it('refuses a wrong or missing token with 401 and changes nothing', async () => {
    await warm();
    for (const token of ['wrong', 'test-purge-token-but-longer', 'not a token!', undefined]) {
      const response = await purge({ all: true }, token);
      expect(response.status, String(token)).toBe(401);
      // One answer for a missing, malformed or wrong token: a guess learns nothing from it.
      expect(response.headers.get('www-authenticate'), String(token)).toBe('Bearer');
      expect(await response.json(), String(token)).toEqual({ error: 'unauthorized' });
    }
    await get(RICH, '/');
    expect(await demo.requests()).toEqual([]);
  });

  it('takes the Authorization scheme in any case, as RFC 7235 allows (`bearer <token>`)', async () => {
    for (const scheme of ['bearer', 'BEARER', 'BeArEr']) {
      const response = await postPurge(RICH, { all: true }, { token: TOKEN, scheme });
      expect(response.status, scheme).toBe(200);
    }
    const basic = await postPurge(RICH, { all: true }, { token: TOKEN, scheme: 'Basic' });
    expect(basic.status).toBe(401);
    expect(await basic.json()).toEqual({ error: 'unauthorized' });
  });

  it('answers JSON "purge disabled" when no token is configured', async () => {
    const response = await purge({ all: true }, TOKEN, {
      ...(env as unknown as Record<string, unknown>),
      PURGE_TOKEN: undefined,
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: 'purge disabled' });
  });

  it('answers 404 for a host or institute the provider does not know, and changes nothing', async () => {
    const generations = async () =>
      (await env.CACHE.list({ prefix: 'gen:' })).keys.map((k) => k.name);
    const before = await generations();
    const host = await purge({ host: 'nowhere.localhost' }, TOKEN);
    expect(host.status).toBe(404);
    expect(await host.json()).toMatchObject({ error: 'unknown host' });
    const institute = await purge({ institute: 'ffffffffffffffffffffffff' }, TOKEN);
    expect(institute.status).toBe(404);
    expect(await institute.json()).toMatchObject({ error: 'unknown institute' });
    expect(await generations()).toEqual(before);
  });

  it('says what it invalidated and when other locations see it', async () => {
    const host = (await (await purge({ host: RICH }, TOKEN)).json()) as Record<string, unknown>;
    expect(host.invalidated).toContain(RICH);
    expect(host.invalidated).toContain(ids.sunrise.insId);
    expect(host.seenEverywhereWithinSeconds).toBeGreaterThanOrEqual(60);
    const institute = (await (
      await purge({ institute: ids.hillview.insId }, TOKEN)
    ).json()) as Record<string, unknown>;
    expect(institute).toMatchObject({
      purged: { scope: 'institute', institute: ids.hillview.insId },
    });
    expect(institute.invalidated).toContain(ids.hillview.insId);
  });

  it('rejects a body that names nothing it knows', async () => {
    expect((await purge({ host: '.*' }, TOKEN)).status).toBe(400);
    expect((await purge({ institute: 'nope' }, TOKEN)).status).toBe(400);
  });

  it('refuses a body naming two scopes with a 400, and changes nothing', async () => {
    const generations = async () =>
      Object.fromEntries(
        await Promise.all(
          (await env.CACHE.list({ prefix: 'gen:' })).keys.map(
            async (k) => [k.name, await env.CACHE.get(k.name)] as const,
          ),
        ),
      );
    const before = await generations();
    for (const body of [
      { host: RICH, all: true },
      { institute: ids.sunrise.insId, all: true },
      { host: RICH, institute: ids.sunrise.insId },
    ]) {
      const response = await purge(body, TOKEN);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/one of/);
    }
    expect(await generations()).toEqual(before);
  });

  it('a notice purge leaves department pages warm and re-reads the notice list', async () => {
    const department = paths().departmentAbout;
    for (const path of [department, '/notice']) await get(RICH, path);
    await settleCache();
    await demo.clearRequests();
    const response = await purge({ institute: ids.sunrise.insId, resources: ['notices'] }, TOKEN);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      purged: { scope: 'institute', institute: ids.sunrise.insId, resources: ['notices'] },
    });
    expect((await get(RICH, department)).status).toBe(200);
    expect(await demo.requests()).toEqual([]);
    expect((await get(RICH, '/notice')).status).toBe(200);
    const paths_ = (await demo.requests()).map((r) => r.path);
    expect(paths_.filter((p) => p.endsWith('/announcemnt'))).toHaveLength(1);
    // Only the notices were read again (the list and the shown notices' own records, for their
    // documents' kinds): the frame's reads stayed warm.
    expect(paths_.filter((p) => !/\/announcemnt$|\/one\/announcement\//.test(p))).toEqual([]);
  });

  it('a resource purge by host reaches its institute; whole pages that used no notice stay kept', async () => {
    const bindings = { ...(env as unknown as Record<string, unknown>), PAGE_CACHE_SECONDS: '60' };
    const page = async (path: string) => {
      const ctx = createExecutionContext();
      const response = await app.fetch(
        new Request(`http://${RICH}${path}`, { headers: { host: RICH } }),
        bindings,
        ctx,
      );
      await response.text();
      await waitOnExecutionContext(ctx);
      return response.headers.get('x-page-cache');
    };
    const department = paths().departmentAbout;
    for (const path of [department, '/']) await get(RICH, path); // warm reads: whole pages
    await settleCache();
    for (const path of [department, '/']) await page(path);
    expect(await page(department)).toBe('hit');
    expect(await page('/')).toBe('hit');
    expect((await purge({ host: RICH, resources: ['notices'] }, TOKEN)).status).toBe(200);
    expect(await page(department)).toBe('hit');
    expect(await page('/')).toBe('miss'); // the home page lists notices
  });

  it('refuses unknown resource names with a 400 that lists the known ones, and changes nothing', async () => {
    const generations = async () =>
      (await env.CACHE.list({ prefix: 'gen:' })).keys.map((k) => k.name);
    const before = await generations();
    const wrong = await purge(
      { institute: ids.sunrise.insId, resources: ['notice', 'events'] },
      TOKEN,
    );
    expect(wrong.status).toBe(400);
    const answer = (await wrong.json()) as { error: string };
    expect(answer.error).toContain('"notice"');
    expect(answer.error).toContain('notices');
    expect((await purge({ host: RICH, resources: [] }, TOKEN)).status).toBe(400);
    expect((await purge({ all: true, resources: ['notices'] }, TOKEN)).status).toBe(400);
    expect(await generations()).toEqual(before);
  });

  it('answers only POST; other methods on any path get 405', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const response = await get(RICH, '/', { method });
      expect(response.status, method).toBe(405);
    }
  });
});

describe('purge rate limit', () => {
  /** The limit of BURST_LIMITER in vitest.config.ts (PURGE_LIMITER there is far above any test's). */
  const LIMIT = 5;
  let client = 0;
  /** A client address of its own for each burst: the limiter's counts outlive a test. */
  const newClient = () => `198.51.100.${++client}-${crypto.randomUUID()}`;
  const from = (ip: string) => ({
    bindings: { ...(env as unknown as Record<string, unknown>), PURGE_LIMITER: env.BURST_LIMITER },
    headers: { 'cf-connecting-ip': ip },
  });
  /** The limiter's window (Cloudflare's and Miniflare's minutes are aligned to the clock). */
  const minute = () => Math.floor(Date.now() / 60_000);

  it('past the limit, a burst of wrong tokens from one client gets 429 with Retry-After; the right token still purges', async () => {
    const generations = async () =>
      (await env.CACHE.list({ prefix: 'gen:' })).keys.map((k) => k.name);
    for (let attempt = 1; ; attempt++) {
      const started = minute();
      const ip = newClient();
      const answers: Response[] = [];
      // Without a token, with another scheme, with a wrong one: every way of failing counts.
      answers.push(await postPurge(RICH, { all: true }, from(ip)));
      answers.push(
        await postPurge(RICH, { all: true }, { token: TOKEN, scheme: 'Basic', ...from(ip) }),
      );
      for (let i = 2; i < LIMIT + 3; i++)
        answers.push(await postPurge(RICH, { all: true }, { token: 'wrong', ...from(ip) }));
      const before = await generations();
      const right = await postPurge(RICH, { all: true }, { token: TOKEN, ...from(ip) });
      // The limiter's minute turned during the burst: its count started again; burst once more.
      if (minute() !== started && attempt === 1) continue;
      expect(answers.map((a) => a.status)).toEqual([
        ...Array(LIMIT).fill(401),
        ...Array(3).fill(429),
      ]);
      for (const limited of answers.slice(LIMIT)) {
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(limited.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await limited.json()).toMatchObject({ error: 'too many requests' });
      }
      // A wrong token's loop does not lock the operator behind the same address out.
      expect(right.status).toBe(200);
      expect(await right.json()).toMatchObject({ purged: { scope: 'all' } });
      expect(await generations()).toEqual([...new Set([...before, 'gen:all'])].sort());
      break;
    }
  });

  it('counts failures only: purges with the right token spend nothing of the allowance', async () => {
    for (let attempt = 1; ; attempt++) {
      const started = minute();
      const ip = newClient();
      const purges: number[] = [];
      for (let i = 0; i < LIMIT + 2; i++)
        purges.push((await postPurge(RICH, { all: true }, { token: TOKEN, ...from(ip) })).status);
      const wrong = await postPurge(RICH, { all: true }, { token: 'wrong', ...from(ip) });
      if (minute() !== started && attempt === 1) continue;
      expect(purges).toEqual(Array(LIMIT + 2).fill(200));
      expect(wrong.status).toBe(401);
      break;
    }
  });

  it('counts each client on its own: one client over the limit does not stop another', async () => {
    const started = minute();
    const noisy = newClient();
    for (let i = 0; i < LIMIT + 1; i++)
      await postPurge(RICH, { all: true }, { token: 'wrong', ...from(noisy) });
    const other = await postPurge(RICH, { all: true }, { token: TOKEN, ...from(newClient()) });
    expect(other.status).toBe(200);
    const again = await postPurge(RICH, { all: true }, { token: 'wrong', ...from(noisy) });
    if (minute() === started) expect(again.status).toBe(429);
  });

  it('counts a client on every host together: other hosts bring no new allowance', async () => {
    for (let attempt = 1; ; attempt++) {
      const started = minute();
      const ip = newClient();
      for (let i = 0; i < LIMIT; i++)
        await postPurge(RICH, { all: true }, { token: 'wrong', ...from(ip) });
      const elsewhere = await postPurge(
        'hillview.localhost',
        { all: true },
        {
          token: 'wrong',
          ...from(ip),
        },
      );
      if (minute() !== started && attempt === 1) continue; // the window turned: once more
      expect(elsewhere.status).toBe(429);
      break;
    }
  });

  it('without a limiter binding there is no limit', async () => {
    const ip = newClient();
    for (let i = 0; i < LIMIT * 3; i++) {
      const { PURGE_LIMITER: _, ...unlimited } = env as unknown as Record<string, unknown>;
      const response = await postPurge(
        RICH,
        {},
        { token: 'wrong', ...from(ip), bindings: unlimited },
      );
      expect(response.status).toBe(401);
    }
  });
});
