/** The provider backend's habits every route shares: ids, paging, and requests never answered. */
import type { Context } from 'hono';

export const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** The `page` / `limit` slice of `list` (page 1, 10 per page by default). */
export const page = (c: Context, list: unknown[]) => {
  const pageNo = Number.parseInt(c.req.query('page') ?? '1', 10);
  const limit = Number.parseInt(c.req.query('limit') ?? '10', 10);
  return list.slice((pageNo - 1) * limit, (pageNo - 1) * limit + limit);
};

/** Requests held by `hang` now: each ends when its client gives up or the hangs are released. */
const held = new Set<() => void>();

/** The backend's worst habit: a request that is never answered (until the client gives up). */
export const hang = (c: Context) =>
  new Promise<Response>((resolve) => {
    const signal = c.req.raw.signal;
    const done = (status: number) => () => {
      held.delete(release);
      resolve(new Response(null, { status }));
    };
    // Released (a test's reset): answered as a load balancer would cut a hung request.
    const release = done(504);
    if (signal.aborted) return done(499)();
    held.add(release);
    signal.addEventListener('abort', done(499), { once: true });
  });

/** Ends every request `hang` holds now, with a 504. */
export function releaseHangs() {
  for (const release of [...held]) release();
}

/** A `page` or `limit` below 1 (or not a number): the real backend never answers it. */
export const badPage = (c: Context) =>
  ['page', 'limit'].some((k) => {
    const value = c.req.query(k);
    return value !== undefined && !(Number.parseInt(value, 10) >= 1);
  });
