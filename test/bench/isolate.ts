/**
 * The entry module of one simulated isolate of `npm run scale`'s topology (test/bench/topology.ts;
 * docs/decisions/087-the-topology-in-the-simulation.md). It imports the deploy bundle unchanged
 * from `./index.js` and gives it, in place of its bindings and globals:
 *
 * - a clock: `Date.now()` is the simulated time the driver stamped on the request being served
 *   (`x-sim-time`; AsyncLocalStorage follows it into the request's background work), running on
 *   at real speed from its arrival, so freshness windows, the page cache's expiry and the view
 *   flushes follow the traffic model, while a request's own deadlines stay real time however
 *   fast other requests move the simulated clock;
 * - `CACHE`: a KV namespace whose every call goes to the location's edge in the driver (the
 *   `SIM` service binding; edge.ts), which counts it and lags other locations' writes;
 * - `caches.default`: the location's Cache API, also in the driver, expiring by simulated time;
 * - `fetch`: every subrequest counted by kind (provider, file host, other); an image
 *   transformation (`cf.image`) is answered by a stub that records the variant, as Miniflare's
 *   local engine would spend seconds of sharp per photo;
 * - `TRAFFIC`: an Analytics Engine binding that counts the points written;
 * - `console`: lines counted (Workers Logs bills each logged event).
 *
 * `GET /__sim/counts` answers what this isolate counted; `/__sim/cron` runs the Cron Trigger.
 */
export const ISOLATE_ENTRY = `import { AsyncLocalStorage } from 'node:async_hooks';
import worker from './index.js';
const realNow = Date.now.bind(Date);
/** The request being served (and its background work): its stamp, and when it arrived. */
const clocks = new AsyncLocalStorage();
let latest = { simAt: 0, realAt: 0 };
const now = () => {
  const clock = clocks.getStore() ?? latest;
  return clock.simAt ? clock.simAt + (realNow() - clock.realAt) : realNow();
};
Date.now = now;
function clockOf(request) {
  const clock = { simAt: Number(request.headers.get('x-sim-time')) || 0, realAt: realNow() };
  if (clock.simAt > latest.simAt) latest = clock;
  return clock;
}
const counts = {
  points: 0,
  logLines: 0,
  subrequests: { provider: 0, files: 0, other: 0 },
  providerReads: [],
  variants: [],
};
for (const level of ['log', 'info', 'warn', 'error', 'debug']) {
  const original = console[level].bind(console);
  console[level] = (...args) => { counts.logLines++; original(...args); };
}
let sim;
async function call(path, body) {
  const answer = await sim.fetch('http://sim' + path, {
    method: 'POST',
    body: JSON.stringify({ ...body, now: now() }),
  });
  if (!answer.ok) throw new Error(path + ': ' + answer.status + ' ' + (await answer.text()));
  return answer.json();
}
const toBase64 = (bytes) => {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
};
const fromBase64 = (text) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
async function encode(value) {
  if (typeof value === 'string') return { text: value };
  if (value instanceof ReadableStream) value = await new Response(value).arrayBuffer();
  if (value instanceof ArrayBuffer) return { bytes: toBase64(new Uint8Array(value)) };
  if (ArrayBuffer.isView(value))
    return { bytes: toBase64(new Uint8Array(value.buffer, value.byteOffset, value.byteLength)) };
  return { text: String(value) };
}
function decode(found, type) {
  if (!found) return null;
  const text = () => (found.text ?? new TextDecoder().decode(fromBase64(found.bytes)));
  const bytes = () => (found.bytes !== undefined ? fromBase64(found.bytes) : new TextEncoder().encode(found.text));
  if (type === 'json') return JSON.parse(text());
  if (type === 'arrayBuffer') return bytes().buffer;
  if (type === 'stream') return new Response(bytes()).body;
  return text();
}
const typeOf = (options) => (typeof options === 'string' ? options : options?.type) ?? 'text';
const kv = {
  async get(key, options) {
    const found = await this.getWithMetadata(key, options);
    if (found instanceof Map) return new Map([...found].map(([k, v]) => [k, v?.value ?? null]));
    return found.value;
  },
  async getWithMetadata(key, options) {
    const type = typeOf(options);
    const keys = Array.isArray(key) ? key : [key];
    const { found } = await call('/kv/get', { keys });
    const answer = (f) => ({ value: decode(f, type), metadata: f?.metadata ?? null });
    if (Array.isArray(key)) return new Map(keys.map((k, i) => [k, found[i] ? answer(found[i]) : null]));
    return answer(found[0]);
  },
  async put(key, value, options = {}) {
    await call('/kv/put', { key, value: await encode(value), options });
  },
  async delete(key) {
    await call('/kv/delete', { key });
  },
  async list(options = {}) {
    return call('/kv/list', { options });
  },
};
const cacheKey = (request) => (typeof request === 'string' ? request : request.url);
const edgeCache = {
  async match(request) {
    const { found } = await call('/cache/match', { key: cacheKey(request) });
    if (!found) return undefined;
    return new Response(fromBase64(found.body), { status: found.status, headers: found.headers });
  },
  async put(request, response) {
    const body = toBase64(new Uint8Array(await response.arrayBuffer()));
    await call('/cache/put', {
      key: cacheKey(request),
      status: response.status,
      headers: [...response.headers],
      body,
    });
  },
  async delete(request) {
    return (await call('/cache/delete', { key: cacheKey(request) })).deleted;
  },
};
Object.defineProperty(globalThis, 'caches', {
  value: { default: edgeCache, open: async () => edgeCache },
  configurable: true,
  writable: true,
});
/**
 * The first bytes of a 4032x3024 JPEG (SOI, a JFIF header, a baseline frame header) and of a
 * 2000x2000 PNG (signature, IHDR).
 */
const JPEG_HEAD = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x0b, 0xd0, 0x0f, 0xc0, 0x03, 0x01, 0x22,
  0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9,
]);
const PNG_HEAD = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
  0x00, 0x00, 0x07, 0xd0, 0x00, 0x00, 0x07, 0xd0, 0x08, 0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
]);
let provider = '';
let files = '';
const realFetch = globalThis.fetch.bind(globalThis);
globalThis.fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const image = init?.cf?.image;
  if (image) {
    counts.variants.push(url + ' ' + image.width + ' ' + (image.format ?? 'same'));
    const type = image.format ? 'image/' + image.format : 'image/jpeg';
    return new Response(new Uint8Array(64), {
      headers: { 'content-type': type, 'cf-resized': 'internal=ok/- q=0 n=0 c=0 v=sim l:0' },
    });
  }
  if (provider && url.startsWith(provider)) {
    counts.subrequests.provider++;
    counts.providerReads.push({ key: url.slice(provider.length), at: now() });
  } else if (files && url.startsWith(files)) {
    counts.subrequests.files++;
    const raster = /\\.(jpe?g|png)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
    if (raster)
      return new Response(raster === 'png' ? PNG_HEAD : JPEG_HEAD, {
        headers: { 'content-type': raster === 'png' ? 'image/png' : 'image/jpeg' },
      });
  }
  else counts.subrequests.other++;
  return realFetch(input, init);
};
const traffic = { writeDataPoint() { counts.points++; } };
let wrapped;
function bindings(env) {
  sim = env.SIM;
  provider = env.PROVIDER_API;
  files = env.FILES_BASE;
  wrapped ??= { ...env, CACHE: kv, TRAFFIC: traffic };
  return wrapped;
}
export default {
  fetch(request, env, ctx) {
    return clocks.run(clockOf(request), () => serve(request, env, ctx));
  },
};
async function serve(request, env, ctx) {
    const path = new URL(request.url).pathname;
    if (path === '/__sim/counts') {
      const answer = Response.json(counts);
      counts.providerReads = [];
      counts.variants = [];
      return answer;
    }
    const wrappedEnv = bindings(env);
    if (path === '/__sim/cron') {
      await worker.scheduled({ cron: '*/5 * * * *', scheduledTime: now(), noRetry() {} }, wrappedEnv, ctx);
      return new Response('ran');
    }
    return worker.fetch(request, wrappedEnv, ctx);
}
`;
