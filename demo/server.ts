/** Starts the demo provider over HTTP on loopback (port 0 = any free port). */

import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createDemoProvider, type Knobs } from './app.ts';
import { warmPhotos } from './photos.ts';
import { fileKeys } from './records.ts';

export async function startDemoProvider({
  port = 8788,
  knobs = {},
  warm = false,
}: {
  port?: number;
  knobs?: Partial<Knobs>;
  /** Make every photo-sized picture in the background once listening (photos.ts `warmPhotos`). */
  warm?: boolean;
} = {}) {
  const { app, state } = createDemoProvider(knobs);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(s));
  });
  // Node closes an idle keep-alive connection after 5 s; a request workerd sends on a pooled
  // connection at that instant fails with "Network connection lost" (seen under load as stray
  // 503s). Keep idle connections far longer than the worker's pool does.
  const http = server as unknown as { keepAliveTimeout: number; headersTimeout: number };
  http.keepAliveTimeout = 120_000;
  http.headersTimeout = 121_000;
  const actual = (server.address() as AddressInfo).port;
  if (warm) void warmPhotos(fileKeys());
  return {
    url: `http://127.0.0.1:${actual}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
