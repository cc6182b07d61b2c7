/**
 * Answers of a provider that misbehaves in size or in pace, for the fault knobs (demo/app.ts):
 * a huge body (a picture pasted into a record as a `data:` URL), a body that drips and never
 * ends, and a list that ignores the `limit` it was asked for. Generated cheaply: the huge body's
 * bytes are one buffer sent again and again.
 */
import type { Context } from 'hono';

/** How big the huge answer is: the 30 MB notice list of the reliability review (issue 29). */
const HUGE_BYTES = 30 * 1024 * 1024;
const CHUNK_BYTES = 1024 * 1024;
/** One chunk of the pasted picture's base64, made once. */
let chunk: Uint8Array | undefined;
const MARK = '\u0000pasted\u0000';
const encoder = new TextEncoder();

type Json = Record<string, unknown>;

/** The first object of `body`'s first list (the record a picture is pasted into), if any. */
function firstItem(body: Json): Json | undefined {
  const list = Object.values(body).find((v) => Array.isArray(v) && v.length > 0) as unknown[];
  const item = list?.[0];
  return item && typeof item === 'object' ? (item as Json) : undefined;
}

/**
 * `body` with a `data:` picture of about HUGE_BYTES pasted into its first record's description
 * (or beside the payload), streamed in chunks without a Content-Length, as a proxy would send it.
 */
export function huge(body: Json): Response {
  const record = firstItem(body) ?? body;
  const field = Object.keys(record).find((k) => /desc|body|about/i.test(k)) ?? 'pasted';
  record[field] = `<img src="data:image/png;base64,${MARK}">`;
  const [before, after] = JSON.stringify(body).split(JSON.stringify(MARK).slice(1, -1));
  chunk ??= encoder.encode('A'.repeat(CHUNK_BYTES));
  const parts = [encoder.encode(before), ...Array(HUGE_BYTES / CHUNK_BYTES).fill(chunk)];
  parts.push(encoder.encode(after));
  let next = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next < parts.length) controller.enqueue(parts[next++]);
      else controller.close();
    },
  });
  return new Response(stream, {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** How often a dripping body sends its next byte. */
const DRIP_MS = 200;

/**
 * Headers at once, then the start of a JSON body and one more space every DRIP_MS: a body
 * that never ends (until the client gives up).
 */
export function drip(c: Context): Response {
  const signal = c.req.raw.signal;
  let sent = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (signal.aborted) return controller.close();
      if (sent) await new Promise((resolve) => setTimeout(resolve, DRIP_MS));
      controller.enqueue(encoder.encode(sent ? ' ' : '{"message": "Dripping", "data": '));
      sent = true;
    },
  });
  return new Response(stream, {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/**
 * `body` with its first list made `count` records long whatever `limit` asked for: its records
 * again and again, each with an id of its own (the first record's id, its last 8 digits the
 * copy's number), as a provider that ignores `limit` answers.
 */
export function many(body: Json, count: number): Json {
  const key = Object.keys(body).find((k) => Array.isArray(body[k]) && body[k].length > 0);
  if (!key) return body;
  const list = body[key] as Json[];
  const copies = Array.from({ length: count }, (_, i) => {
    const item = list[i % list.length];
    const id = String(item._id ?? '').slice(0, 16);
    return { ...item, _id: `${id.padEnd(16, '0')}${i.toString(16).padStart(8, '0')}` };
  });
  return { ...body, [key]: copies };
}
