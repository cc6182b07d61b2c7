/**
 * The request's id (`c.var.requestId`), set by Hono's own middleware: Cloudflare's ray id when
 * the request has one, so a log line leads to Cloudflare's record of the same request, else a new
 * random id (lib/log.ts `requestIdOf`). `headerName: ''`: an `X-Request-Id` the request brings is
 * not taken, since the id on our log lines is never the visitor's to choose (one could send
 * another request's id and have its lines read as that one's; decision 077). Hono reads and
 * writes the same header, so with none it writes none either: middleware/observe.ts puts the id
 * in the answer's `X-Request-Id`, on every response.
 */
import { requestId as honoRequestId } from 'hono/request-id';
import { requestIdOf } from '../lib/log';

export const requestId = honoRequestId({
  headerName: '',
  generator: (c) => requestIdOf(c.req.header('cf-ray')),
});
