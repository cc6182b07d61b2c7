/**
 * The one door to the provider: every read is path + query -> validated value, or a failure the
 * page can render around. Only this module calls `fetch` for provider data.
 */
import * as v from 'valibot';
import { textUpTo } from '../lib/body';
import { envelope, type Schema } from './schemas/common';

export type Query = Record<string, string | number>;

export type ReadError = {
  kind: 'timeout' | 'http' | 'network' | 'malformed' | 'too-large';
  detail: string;
};
export type Result<T> = { ok: true; value: T } | { ok: false; error: ReadError };

/**
 * The most bytes one provider answer may have (`PROVIDER_MAX_BYTES`): a longer one is a failed
 * read, so the last good copy serves (docs/decisions/052-provider-answers-have-a-size.md).
 */
export const MAX_BYTES = 8 * 1024 * 1024;

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

/** `?a=1&b=` with keys sorted, so the same read always has the same cache key. */
export function queryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) params.set(key, String(query[key]));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * Fetches `base + path + query`, unwraps the envelope's `key` and validates the payload. The
 * backend never answers some bad requests (it hangs), so every read carries a hard timeout, body
 * included: a body still arriving when it ends is a timeout. Status 200 is the normal answer;
 * a 404 with a JSON body is the approve-staff "no staff" answer and parses as empty data; any
 * other status, a body over `maxBytes`, a non-JSON body or a body that is not an object is a
 * failed read. A list longer than the `limit` the query asked for is cut to it.
 */
export async function fetchValidated<T>(
  base: string,
  path: string,
  query: Query | undefined,
  key: string,
  schema: Schema<T>,
  timeoutMs: number,
  maxBytes = MAX_BYTES,
): Promise<Result<T>> {
  const signal = AbortSignal.timeout(timeoutMs);
  const failed = (kind: ReadError['kind'], detail: string): Result<T> => ({
    ok: false,
    error: { kind, detail },
  });
  const thrown = (error: unknown, what: string) =>
    signal.aborted
      ? failed('timeout', `${what} within ${timeoutMs} ms`)
      : failed('network', String((error as Error)?.message ?? error));
  let response: Response;
  try {
    response = await fetch(base.replace(/\/+$/, '') + path + queryString(query), {
      headers: { accept: 'application/json' },
      signal,
    });
  } catch (error) {
    return thrown(error, 'no answer');
  }
  if (response.status !== 200 && response.status !== 404) {
    await response.body?.cancel().catch(() => undefined);
    return failed('http', `status ${response.status}`);
  }
  let body: string | null;
  try {
    body = await textUpTo(response, maxBytes);
  } catch (error) {
    return thrown(error, 'body not whole');
  }
  if (body === null) return failed('too-large', `body over ${maxBytes} bytes`);
  const isJson =
    (response.headers.get('content-type') ?? '').includes('json') || /^\s*[{[]/.test(body);
  if (response.status === 404 && !isJson) return failed('http', 'status 404');
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return failed('malformed', 'body is not JSON');
  }
  const parsed = v.safeParse(envelope(key, schema), withinLimit(json, key, query));
  return parsed.success
    ? ok(parsed.output)
    : failed('malformed', parsed.issues[0]?.message ?? 'invalid body');
}

/**
 * The envelope `json` with its `key` list cut to the query's `limit` when the provider sent more
 * (it ignored the limit): no page, feed or sitemap uses more records than it asked for.
 */
function withinLimit(json: unknown, key: string, query: Query | undefined): unknown {
  const limit = Number(query?.limit);
  if (!(limit > 0) || typeof json !== 'object' || json === null) return json;
  const list = (json as Record<string, unknown>)[key];
  return Array.isArray(list) && list.length > limit
    ? { ...json, [key]: list.slice(0, limit) }
    : json;
}
