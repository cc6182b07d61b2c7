/**
 * Provider answers of any size and pace (issue 29, items 2 and 8): a huge body is a failed read
 * (the last good copy serves, a log line says why, nothing huge goes to KV), a list never holds
 * more records than the `limit` asked for, a sitemap past the protocol's 50,000 URLs becomes an
 * index of parts, and a body that drips past the read timeout is a timeout.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../src/app';
import { RICH } from '../helpers/hosts';
import {
  ageCache,
  captureLogLines,
  clearCache,
  demo,
  requestsMentioning,
  settleCache,
} from '../helpers/worker';

type Line = Record<string, unknown> & { event: string };
type Put = { key: string; bytes: number };

/**
 * GET `path` as `host` through the app with some bindings changed, to its end (background work
 * included): the response, the JSON lines it logged and the KV writes it attempted.
 */
async function visit(host: string, path: string, vars: Record<string, string> = {}) {
  const { lines, stop } = captureLogLines();
  const kv = env.CACHE as KVNamespace;
  const puts: Put[] = [];
  const recording = new Proxy(kv, {
    get(target, name) {
      if (name === 'put')
        return (key: string, value: string, options?: KVNamespacePutOptions) => {
          puts.push({ key, bytes: typeof value === 'string' ? value.length : -1 });
          return target.put(key, value, options);
        };
      const member = Reflect.get(target, name);
      return typeof member === 'function' ? member.bind(target) : member;
    },
  });
  const ctx = createExecutionContext();
  try {
    const response = await app.fetch(
      new Request(`http://${host}${path}`, { headers: { host } }),
      { ...(env as unknown as Record<string, unknown>), CACHE: recording, ...vars },
      ctx,
    );
    const body = await response.text();
    await waitOnExecutionContext(ctx);
    return {
      status: response.status,
      body,
      headers: response.headers,
      lines: lines as Line[],
      puts,
    };
  } finally {
    stop();
  }
}

const readFailures = (lines: Line[]) => lines.filter((l) => l.event === 'provider-read-failed');
const noticeLinks = (html: string) =>
  [...html.matchAll(/href="(\/one\/notice\/[^"]+)"/g)].map((m) => m[1]);
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

beforeEach(async () => {
  await demo.reset();
  await clearCache();
  // A fresh generation per test: this isolate's refresh bookkeeping never carries over.
  await (env.CACHE as KVNamespace).put('gen:all', crypto.randomUUID());
});
afterEach(() => vi.restoreAllMocks());

describe('a huge provider answer', () => {
  it('is a failed read: the last good copy serves, a log line says why, KV never gets it, and the provider is not asked on every view', async () => {
    const warm = await visit(RICH, '/notice');
    expect(warm.status).toBe(200);
    const listed = noticeLinks(warm.body);
    expect(listed.length).toBeGreaterThan(0);
    await settleCache();
    await ageCache(); // stale: the next views refresh it
    await demo.faults({ faults: [{ pattern: '/announcemnt', mode: 'huge' }] });
    await demo.clearRequests();

    const views = [];
    for (let i = 0; i < 3; i++) views.push(await visit(RICH, '/notice'));
    for (const view of views) {
      expect(view.status).toBe(200);
      expect(view.body).not.toContain('data:image');
      expect(noticeLinks(view.body)).toEqual(listed);
    }
    const failures = views.flatMap((v) => readFailures(v.lines));
    expect(failures).toContainEqual(
      expect.objectContaining({ path: expect.stringContaining('/announcemnt'), kind: 'too-large' }),
    );
    expect(String(failures[0]?.detail)).toMatch(/\d+ bytes/);
    // One refresh failed; the views after it serve the copy without asking again (back-off).
    expect(await requestsMentioning('/announcemnt')).toHaveLength(1);
    const notices = views.flatMap((v) => v.puts).filter((p) => p.key.includes('/announcemnt'));
    expect(notices).toEqual([]);
  });
});

describe('a huge provider answer with nothing cached', () => {
  it('is read once, then refused without a read on the next views for a while', async () => {
    await demo.faults({ faults: [{ pattern: '/announcemnt', mode: 'huge' }] });
    const views = [];
    for (let i = 0; i < 3; i++) views.push(await visit(RICH, '/notice'));
    for (const view of views) {
      expect(view.status).toBe(200);
      expect(view.body).toContain('could not be loaded');
    }
    expect(await requestsMentioning('/announcemnt')).toHaveLength(1);
    const failures = views.flatMap((v) => readFailures(v.lines));
    expect(failures.length).toBe(3);
    for (const failure of failures) expect(failure.kind).toBe('too-large');
  });
});

describe('a provider that ignores limit', () => {
  it('gives lists no more records than the limit asked for: 1,000 notices, 50 pages of 20', async () => {
    await demo.faults({ faults: [{ pattern: '/announcemnt', mode: 'many', count: 5000 }] });
    const last = await visit(RICH, '/notice?page=50');
    expect(last.status).toBe(200);
    expect((await visit(RICH, '/notice?page=51')).status).toBe(404);
    const sitemap = await visit(RICH, '/sitemap.xml');
    const notices = locs(sitemap.body).filter((u) => /^http:\/\/[^/]+\/one\/notice\//.test(u));
    expect(notices.length).toBe(1000);
  });
});

describe('a sitemap past 50,000 URLs', () => {
  it('is an index of parts, each within the protocol limits; other part numbers are 404s', async () => {
    // 500 departments of each of the three types: 12 pages each, in three languages.
    await demo.faults({
      faults: [{ pattern: '/one/pinned/department/query', mode: 'many', count: 500 }],
    });
    const index = await visit(RICH, '/sitemap.xml');
    expect(index.status).toBe(200);
    // Small values only in assertions: a failure message carrying a whole sitemap would be huge.
    expect(index.body.slice(0, 200)).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    const parts = locs(index.body);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts).toEqual(parts.map((_, i) => `http://${RICH}/sitemap-${i + 1}.xml`));
    // Each part's lastmod is the newest of its pages' (a notice's or an event's day), if any.
    const lastmods = [...index.body.matchAll(/<sitemap>(.*?)<\/sitemap>/g)].map(
      ([, entry]) => /<lastmod>([^<]*)<\/lastmod>/.exec(entry)?.[1],
    );
    const all = new Set<string>();
    for (const [i, part] of parts.entries()) {
      const r = await visit(RICH, new URL(part).pathname);
      const days = [...r.body.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((m) => m[1]).sort();
      expect(lastmods[i], part).toBe(days.at(-1));
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toContain('application/xml');
      expect(r.body.slice(0, 200)).toContain('<urlset');
      const urls = [...r.body.matchAll(/<url>\s*<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(50_000);
      expect(new TextEncoder().encode(r.body).length).toBeLessThanOrEqual(50 * 1024 * 1024);
      for (const url of urls) all.add(url);
    }
    expect(all.size).toBeGreaterThan(50_000);
    expect(all.has(`http://${RICH}/`)).toBe(true);
    expect(all.has(`http://${RICH}/hi/`)).toBe(true);

    await demo.clearRequests();
    for (const path of ['/sitemap-0.xml', '/sitemap-01.xml', '/sitemap-x.xml', '/sitemap-1000.xml'])
      expect((await visit(RICH, path)).status, path).toBe(404);
    expect(await demo.requests()).toEqual([]);
    const past = await visit(RICH, `/sitemap-${parts.length + 1}.xml`);
    expect(past.status).toBe(404);
    expect(past.body.slice(0, 100)).toMatch(/^<!DOCTYPE html>/i); // the branded 404 page
  }, 120_000); // 150,000 URLs built and read several times over: slow on a loaded machine

  it('stays one urlset, and its parts 404, while it is within the limits', async () => {
    const sitemap = await visit(RICH, '/sitemap.xml');
    expect(sitemap.body.slice(0, 200)).toContain('<urlset');
    expect((await visit(RICH, '/sitemap-1.xml')).status).toBe(404);
  });
});

describe('a body that drips past the read timeout', () => {
  it('is logged and recorded as a timeout, not as a malformed body', async () => {
    await demo.faults({ faults: [{ pattern: '/announcemnt', mode: 'drip' }] });
    const page = await visit(RICH, '/notice', { PROVIDER_TIMEOUT_MS: '1000' });
    expect(page.body).toContain('Notices could not be loaded right now');
    const failures = readFailures(page.lines);
    expect(failures).toContainEqual(
      expect.objectContaining({ path: expect.stringContaining('/announcemnt'), kind: 'timeout' }),
    );
    expect(failures.map((f) => f.kind)).not.toContain('malformed');
    const reads = page.lines.flatMap((l) =>
      [l.reads, l.readsAfterFirstByte].flatMap((r) => (Array.isArray(r) ? r : [])),
    );
    expect(reads).toContainEqual(expect.stringMatching(/\/announcemnt.* error=timeout/));
  });
});
