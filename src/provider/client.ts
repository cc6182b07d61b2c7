/**
 * The one door to the provider: every read is path + query -> validated value, or a failure the
 * page can render around. Only this module calls `fetch` for provider data.
 */
import * as v from 'valibot';
import { envelope, type Schema } from './schemas/common';

export type Query = Record<string, string | number>;

export type ReadError = { kind: 'timeout' | 'http' | 'network' | 'malformed'; detail: string };
export type Result<T> = { ok: true; value: T } | { ok: false; error: ReadError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

/** `?a=1&b=` with keys sorted, so the same read always has the same cache key. */
export function queryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) params.set(key, String(query[key]));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * Fetches `base + path + query`, unwraps the envelope's `key` and validates the payload. The backend never answers some bad
 * requests (it hangs), so every read carries a hard timeout. Status 200 is the normal answer;
 * a 404 with a JSON body is the approve-staff "no staff" answer and parses as empty data; any
 * other status, a non-JSON body or a body that is not an object is a failed read.
 */
export async function fetchValidated<T>(
  base: string,
  path: string,
  query: Query | undefined,
  key: string,
  schema: Schema<T>,
  timeoutMs: number,
): Promise<Result<T>> {
  let response: Response;
  try {
    response = await fetch(base.replace(/\/+$/, '') + path + queryString(query), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = (error as Error)?.name;
    return name === 'TimeoutError' || name === 'AbortError'
      ? { ok: false, error: { kind: 'timeout', detail: `no answer within ${timeoutMs} ms` } }
      : {
          ok: false,
          error: { kind: 'network', detail: String((error as Error)?.message ?? error) },
        };
  }
  const body = await response.text().catch(() => '');
  const isJson =
    (response.headers.get('content-type') ?? '').includes('json') || /^\s*[{[]/.test(body);
  if (!(response.status === 200 || (response.status === 404 && isJson))) {
    return { ok: false, error: { kind: 'http', detail: `status ${response.status}` } };
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, error: { kind: 'malformed', detail: 'body is not JSON' } };
  }
  const parsed = v.safeParse(envelope(key, schema), json);
  return parsed.success
    ? ok(parsed.output)
    : {
        ok: false,
        error: { kind: 'malformed', detail: parsed.issues[0]?.message ?? 'invalid body' },
      };
}
