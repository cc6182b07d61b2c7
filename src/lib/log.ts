/**
 * Log lines for Workers Logs: one JSON object per line, the request's id on every line of that
 * request, so one query finds all of a request's lines (docs/operating.md, "Logs").
 */

/** Cloudflare's ray id looks like `8f1e2d3c4b5a6978-AMS`; anything else is not used as an id. */
const RAY_ID = /^[0-9a-f]{16}(-[A-Z]{3})?$/i;

/** The request's id: its `cf-ray` header when that is a ray id, else a new random id. */
export function requestIdOf(cfRay: string | null | undefined): string {
  const ray = cfRay?.trim();
  return ray && RAY_ID.test(ray) ? ray : crypto.randomUUID();
}

/** Writes `{event, requestId, ...fields}` as one line at `level`. */
export function logEvent(
  level: 'log' | 'warn' | 'error',
  event: string,
  requestId: string | undefined,
  fields: Record<string, unknown> = {},
): void {
  console[level](JSON.stringify({ event, requestId, ...fields }));
}
