/** The provider backend's habits every route shares: ids, paging, and requests never answered. */
import type { Context } from 'hono';

export const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** The `page` / `limit` slice of `list` (page 1, 10 per page by default). */
export const page = (c: Context, list: unknown[]) => {
  const pageNo = Number.parseInt(c.req.query('page') ?? '1', 10);
  const limit = Number.parseInt(c.req.query('limit') ?? '10', 10);
  return list.slice((pageNo - 1) * limit, (pageNo - 1) * limit + limit);
};

/** The backend's worst habit: a request that is never answered (until the client gives up). */
export const hang = (c: Context) =>
  new Promise<Response>((resolve) => {
    const signal = c.req.raw.signal;
    const done = () => resolve(new Response(null, { status: 499 }));
    if (signal.aborted) done();
    else signal.addEventListener('abort', done, { once: true });
  });

/** A `page` or `limit` below 1 (or not a number): the real backend never answers it. */
export const badPage = (c: Context) =>
  ['page', 'limit'].some((k) => {
    const value = c.req.query(k);
    return value !== undefined && !(Number.parseInt(value, 10) >= 1);
  });
