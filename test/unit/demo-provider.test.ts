/**
 * The demo provider answers like the real backend (provider-api.md): envelopes, empty and
 * missing cases, paging, the unanchored host regex, hangs, fault modes, the record, the file host.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demo } from '../../demo/fixtures/index.ts';
import { render } from '../../demo/photos.ts';
import { fileKeys } from '../../demo/records.ts';
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
    const logo = await fetch(`${server.url}/files/gyandeep/logo.svg`);
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

describe('photo-sized pictures (the rich institute)', () => {
  // A picture is made on its first request (most of a second each; more on a loaded machine),
  // then read from node_modules/.cache/demo-photos. A ceiling, not a wait: beside the other test
  // runs of a fresh clone, one 12-megapixel JPEG once took over 30 s.
  const SLOW = 120_000;
  const file = (key: string, init?: RequestInit) => fetch(`${server.url}/files/${key}`, init);
  const bytesOf = async (r: Response) => new Uint8Array(await r.arrayBuffer());
  const MB = 1024 * 1024;

  it('publishes raster keys for Sunrise and SVG keys elsewhere', () => {
    const keys = [...fileKeys()];
    const sunrise = keys.filter((k) => k.startsWith('sunrise/'));
    expect(sunrise.filter((k) => k.endsWith('.svg'))).toEqual([]);
    expect(sunrise).toEqual(expect.arrayContaining(['sunrise/logo.png', 'sunrise/campus-0.jpg']));
    expect(keys.filter((k) => !k.startsWith('sunrise/') && /\.(jpg|png|gif)$/.test(k))).toEqual([]);
  });

  it(
    'answers a JPEG 3000-4500 pixels wide of 2-5 MB, the same bytes every time',
    async () => {
      const first = await file('sunrise/campus-0.jpg');
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('image/jpeg');
      expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(first.headers.get('etag')).toMatch(/^".+"$/);
      const bytes = await bytesOf(first);
      expect(Number(first.headers.get('content-length'))).toBe(bytes.length);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBeGreaterThanOrEqual(3000);
      expect(meta.width).toBeLessThanOrEqual(4500);
      expect(bytes.length).toBeGreaterThanOrEqual(2 * MB);
      expect(bytes.length).toBeLessThanOrEqual(5 * MB);
      const again = await file('sunrise/campus-0.jpg');
      expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
      expect(Buffer.from(await bytesOf(again)).equals(Buffer.from(bytes))).toBe(true);
      // Made afresh, past memory and disk: the same bytes (a seeded generator, no Math.random).
      const fresh = await render('sunrise/campus-0.jpg');
      expect(Buffer.from(fresh!.bytes).equals(Buffer.from(bytes))).toBe(true);
    },
    SLOW,
  );

  it(
    "publishes people's photos under 32-hex keys with no extension, every other one stored turned",
    async () => {
      const uploads = [...fileKeys()].filter((k) => /^[0-9a-f]{32}$/.test(k));
      expect(uploads.length).toBeGreaterThan(100);
      const shapes = new Set<string>();
      for (const key of uploads.slice(0, 8)) {
        const meta = await sharp(await bytesOf(await file(key))).metadata();
        expect(meta.format).toBe('jpeg');
        expect(meta.autoOrient).toEqual({ width: 3024, height: 4032 }); // shown portrait
        shapes.add(meta.orientation === 6 ? `${meta.width}x${meta.height} turned` : 'upright');
      }
      expect([...shapes].sort()).toEqual(['4032x3024 turned', 'upright']);
    },
    SLOW,
  );

  it(
    'saves every fourth gallery photo as an animated GIF',
    async () => {
      const gifs = [...fileKeys()].filter((k) => k.endsWith('.gif'));
      expect(gifs.length).toBeGreaterThan(5);
      const answer = await file(gifs[0]);
      expect(answer.headers.get('content-type')).toBe('image/gif');
      const meta = await sharp(await bytesOf(answer), { animated: true }).metadata();
      expect(meta).toMatchObject({ format: 'gif', pages: 3 });
    },
    SLOW,
  );

  it(
    'answers the logo as a PNG of 1.5-3 MB and a QR code as a small black-and-white PNG',
    async () => {
      const logo = await file('sunrise/logo.png');
      expect(logo.headers.get('content-type')).toBe('image/png');
      const bytes = await bytesOf(logo);
      expect(await sharp(bytes).metadata()).toMatchObject({
        format: 'png',
        width: 2000,
        height: 2000,
      });
      expect(bytes.length).toBeGreaterThanOrEqual(1.5 * MB);
      expect(bytes.length).toBeLessThanOrEqual(3 * MB);
      const qr = await bytesOf(await file('sunrise/qr-english.png'));
      expect(await sharp(qr).metadata()).toMatchObject({
        format: 'png',
        width: 1000,
        height: 1000,
      });
      expect(qr.length).toBeLessThan(20_000);
      const { data } = await sharp(qr).greyscale().raw().toBuffer({ resolveWithObject: true });
      expect(new Set(data)).toEqual(new Set([0, 255]));
    },
    SLOW,
  );

  it(
    'answers a byte range with 206, an open or suffix range too, 416 past the end, and HEAD',
    async () => {
      const whole = await bytesOf(await file('sunrise/campus-0.jpg'));
      const total = whole.length;
      const range = async (value: string) => {
        const r = await file('sunrise/campus-0.jpg', { headers: { range: value } });
        return { r, bytes: await bytesOf(r) };
      };
      const first = await range('bytes=0-65535');
      expect(first.r.status).toBe(206);
      expect(first.r.headers.get('content-range')).toBe(`bytes 0-65535/${total}`);
      expect(first.r.headers.get('content-length')).toBe('65536');
      expect(first.bytes.length).toBe(65536);
      expect(Buffer.from(first.bytes).equals(Buffer.from(whole.subarray(0, 65536)))).toBe(true);
      const open = await range('bytes=100-');
      expect(open.r.status).toBe(206);
      expect(open.r.headers.get('content-range')).toBe(`bytes 100-${total - 1}/${total}`);
      expect(open.bytes.length).toBe(total - 100);
      const suffix = await range('bytes=-500');
      expect(suffix.r.headers.get('content-range')).toBe(
        `bytes ${total - 500}-${total - 1}/${total}`,
      );
      expect(Buffer.from(suffix.bytes).equals(Buffer.from(whole.subarray(total - 500)))).toBe(true);
      const past = await range(`bytes=${total}-`);
      expect(past.r.status).toBe(416);
      expect(past.r.headers.get('content-range')).toBe(`bytes */${total}`);
      const headOnly = await file('sunrise/campus-0.jpg', { method: 'HEAD' });
      expect(headOnly.status).toBe(200);
      expect(headOnly.headers.get('content-length')).toBe(String(total));
      expect(headOnly.headers.get('content-type')).toBe('image/jpeg');
      expect((await headOnly.arrayBuffer()).byteLength).toBe(0);
      const etag = headOnly.headers.get('etag')!;
      expect(
        (await file('sunrise/campus-0.jpg', { headers: { 'if-none-match': etag } })).status,
      ).toBe(304);
    },
    SLOW,
  );

  it("still answers the other institutes' pictures as SVG, and unknown keys with 404", async () => {
    const r = await file('gyandeep/campus-0.svg');
    expect(r.headers.get('content-type')).toBe('image/svg+xml');
    expect(await r.text()).toMatch(/^<svg/);
    expect((await file('sunrise/campus-0.svg')).status).toBe(404);
    expect((await file('sunrise/campus-99.jpg')).status).toBe(404);
  });
});
