/**
 * Logs that add up: one id per request on every line and in X-Request-Id (Cloudflare's ray id
 * when there is one), a closing line that counts every provider request, reads after the first
 * byte included, and a 503 that says which reads failed for which institute.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demo as ids } from '../../demo/fixtures/index.ts';
import { app } from '../../src/app';
import { RICH } from '../helpers/hosts';
import { captureLogLines, clearCache, demo } from '../helpers/worker';

type Line = Record<string, unknown> & { event: string; requestId?: string };

/** Every JSON line the worker logged (log, warn, error) while handling one request to its end. */
async function logged(host: string, path = '/', headers: Record<string, string> = {}) {
  const { lines, stop } = captureLogLines();
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`http://${host}${path}`, { headers: { host, ...headers } }),
    env,
    ctx,
  );
  await response.text();
  await waitOnExecutionContext(ctx);
  stop();
  return { response, lines: lines as Line[] };
}

beforeEach(async () => {
  await demo.reset();
  await clearCache();
});
afterEach(() => vi.restoreAllMocks());

describe('request logs', () => {
  it('put one request id on every line of a request and in X-Request-Id', async () => {
    await demo.faults({ faults: [{ pattern: 'announcemnt', mode: 'status500' }] }); // a read-failed line too
    const { response, lines } = await logged(RICH);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.map((l) => l.event)).toEqual(
      expect.arrayContaining(['request', 'provider-read-failed', 'request-end']),
    );
    for (const line of lines) expect(line.requestId, line.event).toBe(id);
  });

  it("use Cloudflare's ray id when the request has one, and ignore a cf-ray that is not one", async () => {
    const ray = '8f1e2d3c4b5a6978-AMS';
    const { response, lines } = await logged(RICH, '/', { 'cf-ray': ray });
    expect(response.headers.get('x-request-id')).toBe(ray);
    expect(lines.every((l) => l.requestId === ray)).toBe(true);
    const forged = await logged(RICH, '/', { 'cf-ray': '<script>' });
    expect(forged.response.headers.get('x-request-id')).not.toContain('<');
  });

  it("never take the visitor's own X-Request-Id: the id on our lines is ours or Cloudflare's", async () => {
    const theirs = 'another-requests-id';
    const { response, lines } = await logged(RICH, '/', { 'x-request-id': theirs });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.requestId, line.event).toBe(id);
    const ray = '8f1e2d3c4b5a6978-AMS';
    const both = await logged(RICH, '/', { 'x-request-id': theirs, 'cf-ray': ray });
    expect(both.response.headers.get('x-request-id')).toBe(ray);
  });

  it('close with a line that counts every provider request of a cold home page, streamed ones included', async () => {
    await demo.clearRequests();
    const { lines } = await logged(RICH);
    const received = (await demo.requests()).length;
    const first = lines.find((l) => l.event === 'request')!;
    const end = lines.find((l) => l.event === 'request-end')!;
    expect(end, 'closing line').toBeDefined();
    expect(end.providerRequests).toEqual({ sent: received, failed: 0 });
    expect(end.reads).toBe(received); // cold: every read went to the provider
    // The first-byte line cannot know the streamed sections' reads; the closing line lists them.
    expect((first.reads as unknown[]).length + (end.readsAfterFirstByte as unknown[]).length).toBe(
      received,
    );
  });

  it('write each read as one short string, and say nothing twice across the two lines', async () => {
    const { lines } = await logged(RICH);
    const first = lines.find((l) => l.event === 'request')!;
    const end = lines.find((l) => l.event === 'request-end')!;
    const read = /^(hit|stale|miss|fail) \d+ms \/v\d\/\S+( error=\w+)?( deadline)?$/;
    const reads = [...(first.reads as string[]), ...(end.readsAfterFirstByte as string[])];
    expect(reads.length).toBeGreaterThan(0);
    for (const r of reads) expect(r).toMatch(read);
    const dash = new RegExp(`^miss \\d+ms /v1/ins/${ids.sunrise.insId}/dash$`); // cold: a miss
    expect(reads).toContainEqual(expect.stringMatching(dash));
    // Until when the page may be kept, as the reads decide it: their earliest freshness.
    expect(first.freshUntil).toBeGreaterThan(Date.now());
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining(['method', 'host', 'institute', 'route', 'path', 'status', 'ms']),
    );
    // The closing line keeps what its queries group by (host, institute, route), no more.
    expect(Object.keys(end).sort()).toEqual(
      [
        'event',
        'requestId',
        'host',
        'institute',
        'route',
        'ms',
        'reads',
        'readsAfterFirstByte',
        'providerRequests',
      ].sort(),
    );
  });

  it('say in a 503 which read failed and for which institute', async () => {
    await demo.faults({ faults: [{ pattern: '/dash', mode: 'status500' }] });
    const { response, lines } = await logged(RICH);
    expect(response.status).toBe(503);
    const line = lines.find((l) => l.event === 'provider-unavailable')!;
    expect(line).toMatchObject({
      host: RICH,
      institute: ids.sunrise.insId,
      requestId: response.headers.get('x-request-id'),
    });
    expect(line.failed).toEqual([
      expect.objectContaining({
        path: `/v1/ins/${ids.sunrise.insId}/dash`,
        outcome: 'fail',
        error: 'http',
      }),
    ]);
  });

  it('name the host and its failed lookup when the host lookup itself fails', async () => {
    await demo.faults({ faults: [{ pattern: 'sub/domain', mode: 'status500' }] });
    const { response, lines } = await logged(RICH);
    expect(response.status).toBe(503);
    const request = lines.find((l) => l.event === 'request')!;
    expect(request.reads).toEqual([
      expect.stringMatching(/^fail \d+ms \/v1\/admin\/sub\/domain\/by\/host error=http$/),
    ]);
    const line = lines.find((l) => l.event === 'provider-unavailable')!;
    expect(line).toMatchObject({ host: RICH, institute: null });
    expect(line.failed).toEqual([
      expect.objectContaining({ path: '/v1/admin/sub/domain/by/host', outcome: 'fail' }),
    ]);
  });
});
