/**
 * A GET over node:http to the local worker with an explicit Host header (Node's fetch may not
 * let a caller set Host, and `*.localhost` need not resolve in Node), timing first and last byte.
 */
import { type Agent, request } from 'node:http';

export type Timed = {
  status: number;
  ttfb: number;
  ttlb: number;
  bytes: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
};

export function httpGet(
  port: number,
  host: string,
  path: string,
  agent?: Agent,
  headers: Record<string, string> = {},
): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'GET',
        agent,
        headers: { host, 'accept-encoding': 'identity', ...headers },
      },
      (res) => {
        let ttfb = 0;
        const chunks: Buffer[] = [];
        res.once('data', () => (ttfb = performance.now() - start));
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            ttfb: ttfb || performance.now() - start,
            ttlb: performance.now() - start,
            bytes: body.length,
            body: body.toString('utf8'),
            headers: res.headers,
          });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout ${path}`)));
    req.on('error', reject);
    req.end();
  });
}
