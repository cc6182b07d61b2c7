/**
 * The demo provider: a small Hono app answering the provider's real paths with its real
 * envelopes (provider-api.md; docs/decisions/001-provider-reads.md), a file host, and knobs for
 * tests: latency, faults per path pattern (500, garbage, HTML with 200, wrong types, never
 * answering), an error rate (a share of reads answered 500), a record of every API request, and
 * counts of the reads answered and of the most identical reads in flight at once. No business logic beyond the provider's
 * behaviour. Imports nothing from src/.
 */
import { type Context, Hono, type Next } from 'hono';
import { providerApi } from './api.ts';
import { drip, huge, many } from './bodies.ts';
import { type CostlyKind, costlyPdf } from './costlyPdf.ts';
import { encryptedPdf, hugePdf, NOT_A_PDF, pdf, svg } from './files.ts';
import { badPage, hang, releaseHangs } from './habits.ts';
import { hostilePicture } from './hostile-pictures.ts';
import { photo, type Raster } from './photos.ts';
import { fileKeys, indexRecords } from './records.ts';
import { withValues } from './values.ts';

type FaultMode =
  | 'status500'
  | 'garbage'
  | 'html200'
  | 'wrongTypes'
  | 'hang'
  | 'values'
  | 'huge'
  | 'drip'
  | 'many';
/**
 * A fault without a mode only delays the matching paths by its latencyMs. `values`: the answer
 * with the fields named in `values` set to the values given, at any depth (demo/values.ts).
 * `huge`: a ~30 MB body (a picture pasted as a `data:` URL); `drip`: headers, then a body that
 * never ends; `many`: the first list `count` records long whatever the `limit` (demo/bodies.ts).
 */
export type Fault = {
  pattern: string;
  mode?: FaultMode;
  latencyMs?: number;
  values?: Record<string, unknown>;
  count?: number;
};
/**
 * A fault of the file host, on the paths `pattern` (a regex) matches. `hang`: never answered;
 * `status500`; `garbage`: an SVG with a script under an image type; `redirect`: a 302 to another
 * file. For pictures (hostile originals, hostile-pictures.ts): `corrupt`: a JPEG's first bytes and
 * nothing a decoder can read; `giant-pixels`: a 110 KB PNG of 30000x30000 pixels; `giant-bytes`:
 * the photo followed by padding to 150 MB, streamed. For PDF keys: `encrypted`: the PDF locked
 * with a user password nobody knows; `broken`: bytes that are no PDF, typed application/pdf;
 * `huge`: a valid PDF of `count` pages (default 400); `costly`: a small PDF of `count` pages
 * (default 1) whose content streams each inflate to `bytes` bytes (default 60 MB) of `kind`
 * operators (demo/costlyPdf.ts: text, lines or paths).
 */
export type FileFault = {
  pattern: string;
  mode:
    | 'status500'
    | 'garbage'
    | 'redirect'
    | 'hang'
    | 'corrupt'
    | 'giant-pixels'
    | 'giant-bytes'
    | 'encrypted'
    | 'broken'
    | 'huge'
    | 'costly';
  count?: number;
  bytes?: number;
  kind?: CostlyKind;
};
/** `errorRate` (0..1): that share of API reads, spread evenly, answers 500. */
export type Knobs = { latencyMs: number; faults: Fault[]; errorRate?: number };
export type RecordedRequest = { method: string; path: string; search: string; at: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function createDemoProvider(options: Partial<Knobs> = {}) {
  const state = {
    knobs: {
      latencyMs: options.latencyMs ?? 0,
      faults: options.faults ?? [],
      errorRate: options.errorRate ?? 0,
    } as Knobs,
    requests: [] as RecordedRequest[],
    /** The file host's requests (path and Range header) and its faults, by a regex on the path. */
    files: [] as { path: string; range: string | null }[],
    fileFaults: [] as FileFault[],
    /** Reads answered (each API request, whatever its outcome) and those answered 500 by errorRate. */
    reads: 0,
    failed: 0,
    /** Identical reads (path and query) in flight now, and the most at once with its key. */
    inFlight: new Map<string, number>(),
    maxInFlight: { count: 0, key: '' },
    /** The Analytics Engine SQL API's stand-in: the rows it answers, and the queries it was sent. */
    analytics: { rows: [] as unknown[], queries: [] as string[] },
  };
  const db = indexRecords();
  const files = fileKeys();
  const app = new Hono();

  // Control API, outside the API base.
  app.get('/__control/requests', (c) => c.json({ requests: state.requests }));
  app.delete('/__control/requests', (c) => {
    state.requests.length = 0;
    return c.json({ ok: true });
  });
  app.put('/__control/faults', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Partial<Knobs>;
    state.knobs = {
      latencyMs: Number(body.latencyMs) || 0,
      faults: Array.isArray(body.faults) ? body.faults : [],
      errorRate: Math.min(1, Math.max(0, Number(body.errorRate) || 0)),
    };
    return c.json(state.knobs);
  });
  app.get('/__control/stats', (c) =>
    c.json({
      reads: state.reads,
      failed: state.failed,
      maxInFlight: state.maxInFlight,
      // API requests not answered yet (a hang fault holds them until the client gives up).
      open: [...state.inFlight.values()].reduce((sum, n) => sum + n, 0),
    }),
  );
  app.delete('/__control/stats', (c) => {
    state.maxInFlight = { count: 0, key: '' };
    return c.json({ ok: true });
  });
  // A stand-in for Analytics Engine's SQL API (the warm-up's ranking): answers the rows set.
  app.put('/__control/analytics', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { rows?: unknown };
    state.analytics.rows = Array.isArray(body.rows) ? body.rows : [];
    return c.json({ rows: state.analytics.rows });
  });
  app.get('/__control/analytics', (c) => c.json({ queries: state.analytics.queries }));
  app.post('/__analytics/accounts/:account/analytics_engine/sql', async (c) => {
    state.analytics.queries.push(await c.req.text());
    if (!c.req.header('authorization')?.startsWith('Bearer ')) return c.text('no token', 401);
    return c.json({ meta: [], data: state.analytics.rows, rows: state.analytics.rows.length });
  });
  app.get('/__control/files', (c) => c.json({ files: state.files }));
  app.put('/__control/file-faults', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { faults?: unknown };
    state.fileFaults = Array.isArray(body.faults) ? (body.faults as typeof state.fileFaults) : [];
    return c.json({ faults: state.fileFaults });
  });
  app.post('/__control/reset', (c) => {
    releaseHangs();
    state.knobs = { latencyMs: 0, faults: [], errorRate: 0 };
    state.files.length = 0;
    state.fileFaults = [];
    state.requests.length = 0;
    state.analytics = { rows: [], queries: [] };
    return c.json({ ok: true });
  });

  // Record, latency and faults for the API.
  app.use('/api/*', async (c, next) => {
    const url = new URL(c.req.url);
    state.requests.push({
      method: c.req.method,
      path: url.pathname,
      search: url.search,
      at: Date.now(),
    });
    const key = url.pathname + url.search;
    const inFlight = (state.inFlight.get(key) ?? 0) + 1;
    state.inFlight.set(key, inFlight);
    if (inFlight > state.maxInFlight.count) state.maxInFlight = { count: inFlight, key };
    try {
      const early = await answer(c, next, url);
      if (early) return early;
    } finally {
      state.reads++;
      const left = (state.inFlight.get(key) ?? 1) - 1;
      if (left > 0) state.inFlight.set(key, left);
      else state.inFlight.delete(key);
    }
  });

  /** The API's answer under the knobs: a Response of its own, or nothing when `next` answered. */
  const answer = async (c: Context, next: Next, url: URL): Promise<Response | undefined> => {
    const fault = state.knobs.faults.find((f) => new RegExp(f.pattern).test(url.pathname));
    const latency = fault?.latencyMs ?? state.knobs.latencyMs;
    if (latency > 0) await sleep(latency);
    if (fault?.mode === 'hang') return hang(c);
    const rate = state.knobs.errorRate ?? 0;
    // Evenly spread: read n fails when floor(n * rate) steps up, so 100% fails every read.
    if (rate > 0 && Math.floor((state.reads + 1) * rate) > Math.floor(state.reads * rate)) {
      state.failed++;
      return c.text('Internal Server Error', 500);
    }
    if (fault?.mode === 'status500') return c.text('Internal Server Error', 500);
    if (fault?.mode === 'garbage')
      return c.body('{"message": "ok", "acc', 200, {
        'content-type': 'application/json; charset=utf-8',
      });
    if (fault?.mode === 'html200')
      return c.html('<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>', 200);
    if (fault?.mode === 'drip') return drip(c);
    if (badPage(c)) return hang(c); // negative skip: a database error the handler never answers
    await next();
    if (
      (fault?.mode === 'huge' || fault?.mode === 'many') &&
      c.res.headers.get('content-type')?.includes('json')
    ) {
      const body = (await c.res.clone().json()) as Record<string, unknown>;
      c.res =
        fault.mode === 'huge' ? huge(body) : Response.json(many(body, Number(fault.count) || 0));
    }
    if (fault?.mode === 'wrongTypes' && c.res.headers.get('content-type')?.includes('json')) {
      const body = (await c.res.clone().json()) as Record<string, unknown>;
      const broken = Object.fromEntries(
        Object.entries(body).map(([k, v]) => [
          k,
          k === 'message'
            ? v
            : Array.isArray(v)
              ? [42, 'x', null, { _id: 7, insAnnTitle: ['no'] }]
              : typeof v === 'object' && v
                ? { _id: 1, landing_control: 'oops', insName: 5 }
                : v,
        ]),
      );
      c.res = new Response(JSON.stringify(broken), {
        status: c.res.status,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
    }
    if (fault?.mode === 'values' && c.res.headers.get('content-type')?.includes('json')) {
      const body = withValues(await c.res.clone().json(), fault.values ?? {});
      c.res = Response.json(body, { status: c.res.status });
    }
    return undefined;
  };

  app.route('/api', providerApi(db));
  app.all('/api/*', (c) => c.text('Page Not Found...', 404));

  // The file host.
  app.get('/files/*', async (c) => {
    const path = new URL(c.req.url).pathname;
    state.files.push({ path: decodeURIComponent(path), range: c.req.header('range') ?? null });
    const fault = state.fileFaults.find((f) => new RegExp(f.pattern).test(path));
    if (fault?.mode === 'hang') return hang(c);
    if (fault?.mode === 'status500') return c.text('Internal Server Error', 500);
    const key = decodeURIComponent(path.slice('/files/'.length));
    if (!files.has(key)) return c.text('Not Found', 404);
    // Bytes that are no picture under a picture's name (an upload gone wrong).
    if (fault?.mode === 'garbage')
      return c.body(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        200,
        {
          'content-type': 'image/jpeg',
        },
      );
    // A redirect to another picture: the image route must not follow it anywhere.
    if (fault?.mode === 'redirect') return c.redirect('/files/sunrise/campus-0.jpg', 302);
    const cache = { 'cache-control': 'public, max-age=86400' };
    const hostile = fault && hostilePicture(fault.mode, key);
    if (hostile) return ranged(await hostile, c.req.header('range'), undefined);
    const picture = photo(key);
    if (picture) return ranged(await picture, c.req.header('range'), c.req.header('if-none-match'));
    if (/\.pdf$/i.test(key)) {
      const bytes =
        fault?.mode === 'encrypted'
          ? encryptedPdf(key)
          : fault?.mode === 'broken'
            ? NOT_A_PDF
            : fault?.mode === 'huge'
              ? hugePdf(key, Number(fault.count) || 400)
              : fault?.mode === 'costly'
                ? costlyPdf(
                    Number(fault.count) || 1,
                    Number(fault.bytes) || 60_000_000,
                    fault.kind ?? 'text',
                  )
                : pdf(key);
      return c.body(bytes.buffer as ArrayBuffer, 200, {
        'content-type': 'application/pdf',
        ...(fault ? {} : cache),
      });
    }
    return c.body(svg(key), 200, { 'content-type': 'image/svg+xml', ...cache });
  });

  // The external pages the site links to.
  app.get('/apply/:id?', (c) =>
    c.html(
      `<!DOCTYPE html><html lang="en"><head><title>Application form</title></head><body><h1>Application form</h1><p>Application ${(c.req.param('id') ?? '').replace(/[^0-9a-f]/gi, '')}</p></body></html>`,
    ),
  );
  app.get('/login', (c) =>
    c.html(
      '<!DOCTYPE html><html lang="en"><head><title>Provider login</title></head><body><h1>Provider login</h1></body></html>',
    ),
  );
  app.get('/', (c) =>
    c.text('Demo provider: API under /api, files under /files, knobs under /__control'),
  );

  return { app, state };
}

/**
 * A photo-sized picture as a file host answers it: whole (200), a single byte range (206, as
 * the worker reads a picture's first bytes to learn its size), 416 for a range past its end,
 * 304 when the client holds it. A malformed or multiple range is ignored (200), as RFC 9110
 * lets a server do.
 */
function ranged(
  { bytes, type, etag }: Raster,
  range: string | undefined,
  ifNoneMatch: string | undefined,
) {
  const total = bytes.length;
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control': 'public, max-age=86400',
    etag,
    'accept-ranges': 'bytes',
  };
  if (ifNoneMatch?.split(/\s*,\s*/).includes(etag))
    return new Response(null, { status: 304, headers });
  // `bytes=first-last`, `bytes=first-` or `bytes=-suffix`; a last before the first is malformed.
  const m = /^bytes=(\d*)-(\d*)$/.exec(range?.trim() ?? '');
  const [first, last] = [m?.[1] ? Number(m[1]) : null, m?.[2] ? Number(m[2]) : null];
  if (
    m &&
    (first !== null || last !== null) &&
    !(first !== null && last !== null && last < first)
  ) {
    const start = first ?? Math.max(0, total - (last ?? 0));
    const end = first === null || last === null ? total - 1 : Math.min(last, total - 1);
    if (start >= total || (first === null && last === 0))
      return new Response(null, {
        status: 416,
        headers: { ...headers, 'content-range': `bytes */${total}` },
      });
    return new Response(bytes.subarray(start, end + 1), {
      status: 206,
      headers: {
        ...headers,
        'content-range': `bytes ${start}-${end}/${total}`,
        'content-length': String(end - start + 1),
      },
    });
  }
  return new Response(bytes, {
    status: 200,
    headers: { ...headers, 'content-length': String(total) },
  });
}
