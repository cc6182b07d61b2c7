/**
 * The demo provider answers like the real backend (provider-api.md): envelopes, empty and
 * missing cases, paging, the unanchored host regex, hangs, fault modes, the record, the file host.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demo } from '../../demo/fixtures/index.ts';
import { startDemoProvider } from '../../demo/server.ts';

let server: Awaited<ReturnType<typeof startDemoProvider>>;
const api = (path: string, init?: RequestInit) =>
  fetch(`${server.url}/api${path}`, { signal: AbortSignal.timeout(2000), ...init });
const json = async (path: string) => {
  const r = await api(path);
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
};
const hangs = async (path: string) => {
  await expect(
    fetch(`${server.url}/api${path}`, { signal: AbortSignal.timeout(300) }),
  ).rejects.toThrow();
};

beforeAll(async () => {
  server = await startDemoProvider({ port: 0 });
});
afterAll(() => server.close());
beforeEach(() => fetch(`${server.url}/__control/reset`, { method: 'POST' }));

describe('host lookup', () => {
  it('matches filter_by as an unanchored, case-insensitive regex; first stored record wins', async () => {
    expect(
      (await json('/v1/admin/sub/domain/by/host?filter_by=SUNRISE.localhost')).body,
    ).toMatchObject({
      access: true,
      all_domain: {
        sub_domain_path: 'https://sunrise.localhost',
        link_up: { _id: demo.sunrise.insId },
      },
    });
    // A substring of every path: the first record (https://localhost) answers.
    expect((await json('/v1/admin/sub/domain/by/host?filter_by=ocalhost')).body).toMatchObject({
      all_domain: { sub_domain_path: 'https://localhost' },
    });
  });
  it('stores mycollege.localhost before college.localhost, so only an anchored pattern finds the second', async () => {
    const lookup = async (filter: string) =>
      (
        (await json(`/v1/admin/sub/domain/by/host?filter_by=${encodeURIComponent(filter)}`)).body
          .all_domain as { sub_domain_path: string }
      ).sub_domain_path;
    expect(await lookup('college.localhost')).toBe('https://mycollege.localhost');
    expect(await lookup('^(https?://)?(www\\.)?college\\.localhost(:[0-9]+)?([/?#].*)?$')).toBe(
      'https://college.localhost/',
    );
  });
  it('answers no match, missing filter, unlinked and deleted links as the backend does', async () => {
    expect((await json('/v1/admin/sub/domain/by/host?filter_by=nowhere.example')).body).toEqual({
      message: 'You are lost in space',
      access: false,
      all_domain: null,
    });
    expect((await json('/v1/admin/sub/domain/by/host')).body).not.toHaveProperty('all_domain');
    expect(
      (await json('/v1/admin/sub/domain/by/host?filter_by=unlinked')).body.all_domain as object,
    ).not.toHaveProperty('link_up');
    expect(
      (
        (await json('/v1/admin/sub/domain/by/host?filter_by=closed')).body.all_domain as {
          link_up: unknown;
        }
      ).link_up,
    ).toBeNull();
  });
  it('never answers an invalid regex', () => hangs('/v1/admin/sub/domain/by/host?filter_by=a(b'));
});

describe('envelopes per institute', () => {
  it('dash carries the module ids; web profile the landing control', async () => {
    for (const slug of ['sunrise', 'gyandeep', 'hillview'] as const) {
      const dash = (await json(`/v1/ins/${demo[slug].insId}/dash`)).body;
      expect(dash.institute).toMatchObject({ _id: demo[slug].insId });
      expect(dash).not.toHaveProperty('access');
      const profile = (await json(`/v1/landing/${demo[slug].insId}/one/web/profile`)).body;
      expect(profile).toMatchObject({
        access: true,
        one_ins: { landing_control: { _id: demo[slug].lcid } },
      });
    }
  });
  it('pages lists with page and limit, and has the sizes the issue asks for', async () => {
    const page1 = (await json(`/v1/ins/${demo.sunrise.insId}/announcemnt?page=1&limit=20`)).body
      .announcement as unknown[];
    const page4 = (await json(`/v1/ins/${demo.sunrise.insId}/announcemnt?page=4&limit=20`)).body
      .announcement as unknown[];
    expect(page1).toHaveLength(20);
    expect(page4).toHaveLength(demo.sunrise.noticeIds.length - 60);
    expect(demo.sunrise.noticeIds.length).toBeGreaterThanOrEqual(60);
    expect(demo.sunrise.eventIds.length).toBeGreaterThanOrEqual(30);
    const staff = (
      await json(`/v1/ins/${demo.sunrise.insId}/approve-staff/list?page=1&limit=1000&date=`)
    ).body.staffIns as unknown[];
    expect(staff.length).toBeGreaterThanOrEqual(300);
  });
  it('answers empty staff with a JSON 404, and leaves payload keys out where the backend does', async () => {
    const staff = await json(`/v1/ins/${demo.hillview.insId}/approve-staff/list?page=1&limit=1000`);
    expect(staff).toEqual({ status: 404, body: { message: 'Failure', staffIns: [] } });
    expect(
      (await json(`/v2/admission/${demo.hillview.insId}/all/ongoing/application/grouped`)).body,
    ).toEqual({ encrypt: expect.any(String) });
    const events = (
      await json(
        `/v1/event/process/manager/${demo.sunrise.eventManagerId?.replace(/./, '0')}/all/events?page=1&limit=20`,
      )
    ).body;
    expect(events).toMatchObject({ access: false, all_events: [], count: 0 });
  });
  it('never answers a malformed id, an unexpected flow or page=0', async () => {
    await hangs('/v1/ins/not-an-object-id-at-all/dash');
    await hangs(`/v1/landing/${demo.sunrise.insId}/all/pinned/department/query?flow=OTHER`);
    await hangs(`/v1/ins/${demo.sunrise.insId}/announcemnt?page=0&limit=20`);
    await hangs(
      `/v1/site/all/activity/query?page=1&limit=10&sid=${demo.sunrise.departmentIds[0]}&flow=ANY`,
    );
  });
  it('answers an unknown path with the plain-text 404', async () => {
    const r = await api('/v9/nothing/here');
    expect(r.status).toBe(404);
    expect(await r.text()).toBe('Page Not Found...');
  });
  it('has quality trees, committees including IQAC, RND and NAAC, and open and closed applications', async () => {
    const iqac = (await json(`/v2/committee/${demo.sunrise.iqacId}/dashboard`)).body.iqac as {
      authority: { custom_head_name: string }[];
    };
    expect(iqac.authority.map((a) => a.custom_head_name)).toEqual(
      expect.arrayContaining(['IQAC', 'RND', 'NAAC']),
    );
    const tree = JSON.stringify(
      (await json(`/v2/committee/new/iqac/detail/${demo.sunrise.iqacDetailId}/all/things`)).body,
    );
    expect(tree).toContain('Quality Indicator Framework');
    expect(tree).toContain('nested4_card');
    expect(demo.sunrise.applicationIds.open.length).toBeGreaterThan(0);
    expect(demo.sunrise.applicationIds.closed.length).toBeGreaterThan(0);
  });
});

describe('knobs', () => {
  it('records every API request, and clears the record', async () => {
    await api(`/v1/ins/${demo.sunrise.insId}/dash`);
    const { requests } = (await (await fetch(`${server.url}/__control/requests`)).json()) as {
      requests: { path: string; at: number }[];
    };
    expect(requests.map((r) => r.path)).toEqual([`/api/v1/ins/${demo.sunrise.insId}/dash`]);
    await fetch(`${server.url}/__control/requests`, { method: 'DELETE' });
    expect(
      ((await (await fetch(`${server.url}/__control/requests`)).json()) as { requests: unknown[] })
        .requests,
    ).toEqual([]);
  });
  it('applies faults per path pattern: 500, garbage, HTML with 200, wrong types, hang', async () => {
    const set = (faults: unknown[]) =>
      fetch(`${server.url}/__control/faults`, { method: 'PUT', body: JSON.stringify({ faults }) });
    const path = `/v1/ins/${demo.sunrise.insId}/dash`;
    await set([{ pattern: '/dash$', mode: 'status500' }]);
    expect((await api(path)).status).toBe(500);
    await set([{ pattern: '/dash$', mode: 'garbage' }]);
    await expect((await api(path)).json()).rejects.toThrow();
    await set([{ pattern: '/dash$', mode: 'html200' }]);
    const html = await api(path);
    expect([html.status, html.headers.get('content-type')]).toEqual([
      200,
      expect.stringContaining('text/html'),
    ]);
    await set([{ pattern: '/dash$', mode: 'wrongTypes' }]);
    expect(((await (await api(path)).json()) as { institute: unknown }).institute).toMatchObject({
      landing_control: 'oops',
    });
    await set([{ pattern: '/dash$', mode: 'hang' }]);
    await hangs(path);
  });
  it('adds latency', async () => {
    await fetch(`${server.url}/__control/faults`, {
      method: 'PUT',
      body: JSON.stringify({ latencyMs: 150, faults: [] }),
    });
    const started = Date.now();
    await api(`/v1/ins/${demo.sunrise.insId}/dash`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });
});

describe('file host', () => {
  it('serves referenced images as SVG and documents as valid PDFs; unknown keys 404', async () => {
    const logo = await fetch(`${server.url}/files/sunrise/logo.svg`);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toMatch(/^<svg/);
    const doc = await fetch(
      `${server.url}/files/${encodeURIComponent('sunrise/Circular 1.pdf').replace('%2F', '/')}`,
    );
    expect(doc.headers.get('content-type')).toBe('application/pdf');
    const bytes = await doc.text();
    expect(bytes.startsWith('%PDF-')).toBe(true);
    expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(bytes.match(/startxref\n(\d+)/)![1]);
    expect(bytes.slice(xref, xref + 4)).toBe('xref');
    expect((await fetch(`${server.url}/files/sunrise/not-referenced.pdf`)).status).toBe(404);
  });
});
