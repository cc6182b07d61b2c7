/**
 * A loopback proxy in front of the local site that holds a page's HTML at a chosen point, the
 * way a slow network or a parser that yields leaves a browser with half a document. Used to show
 * what a visitor sees when the browser draws a frame of what it has so far.
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export type HeldPage = {
  /** The proxy's port: `http://<host>:<port>/...` reaches the site through it. */
  port: number;
  /** Sends the rest of the held page (and passes every later response through at once). */
  release(): void;
  close(): Promise<void>;
};

/**
 * Forwards every request to the site on `sitePort`, uncompressed. The first HTML response is sent
 * up to the first occurrence of `cut` only; the rest follows once `release()` is called. Without
 * `cut`, every response passes as it comes: a page that streams reaches the browser in its parts,
 * which workerd's local gzip would hold to the end (Cloudflare's edge compresses each part as it
 * comes).
 */
export async function holdPageAt(sitePort: number, cut?: string): Promise<HeldPage> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  const server = createServer((req, res) => {
    const upstream = request(
      {
        host: '127.0.0.1',
        port: sitePort,
        method: req.method,
        path: req.url,
        // Plain text, so that `cut` can be found in the bytes.
        headers: { ...req.headers, 'accept-encoding': 'identity' },
      },
      async (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        const hold =
          cut !== undefined && !held && /text\/html/.test(String(answer.headers['content-type']));
        if (hold) held = true;
        let head = Buffer.alloc(0);
        let cutDone = !hold;
        for await (const chunk of answer as AsyncIterable<Buffer>) {
          if (cutDone) {
            res.write(chunk);
            continue;
          }
          head = Buffer.concat([head, chunk]);
          const at = head.indexOf(cut!);
          if (at < 0) continue;
          res.write(head.subarray(0, at));
          await released;
          res.write(head.subarray(at));
          cutDone = true;
        }
        if (!cutDone) res.write(head);
        res.end();
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    release: () => release(),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
