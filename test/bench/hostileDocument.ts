/**
 * Another institute's p99 while a hostile document is read (issue 41 item 1, decisions 083 and
 * 084), for `npm run scale`: the bundle as deployed (serveBundle: the page worker and the
 * document reader, each its own worker), the demo provider in its own process. Gyandeep's cached
 * home page is asked at CONCURRENCY connections for SECONDS twice, each time while sunrise is
 * purged and searched again and again (its index rebuilt, its documents asked of the reader):
 * first with every PDF failing on the file host (nothing read: the baseline), then with every
 * PDF one that inflates to 60 MB (each read to its bound and refused; their kept records cleared
 * each round, so reading never stops). Prints both p99s and their ratio (budget: within 20%).
 * Self-contained: starts and stops what it needs; `node test/bench/hostileDocument.ts` runs it.
 */
import { Agent } from 'node:http';
import { httpGet } from '../helpers/http.ts';
import { serveBundle } from '../helpers/serve.ts';
import { ms, percentile, table } from './stats.ts';

const CONCURRENCY = 8;
const SECONDS = Number(process.env.HOSTILE_SECONDS ?? 15);
const PURGE_TOKEN = 'hostile-document-purge-token';
const OTHER = 'gyandeep.localhost';
const OTHER_PATHS = ['/'];
const READER = 'sunrise.localhost';

/** p99 of the other institute's pages over SECONDS at CONCURRENCY, and how many were answered. */
async function otherP99(port: number): Promise<{ p99: number; requests: number; errors: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const until = Date.now() + SECONDS * 1000;
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        const path = OTHER_PATHS[next++ % OTHER_PATHS.length];
        const r = await httpGet(port, OTHER, path, agent).catch(() => null);
        if (r?.status !== 200) errors++;
        if (r) latencies.push(r.ttlb);
      }
    }),
  );
  agent.destroy();
  return { p99: percentile(latencies, 99), requests: latencies.length, errors };
}

export async function measureHostileDocument(): Promise<{ alone: number; reading: number }> {
  const site = await serveBundle({
    state: 'hostile-document',
    vars: { PURGE_TOKEN, WARM_READS_PER_MINUTE: '0' },
  });
  try {
    const kv = await site.kv?.();
    const purge = (host: string) =>
      fetch(`http://127.0.0.1:${site.port}/__purge`, {
        method: 'POST',
        headers: { authorization: `Bearer ${PURGE_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ host }),
      }).then((r) => r.body?.cancel());
    for (const path of OTHER_PATHS) await httpGet(site.port, OTHER, path);
    const fileFaults = (mode: string) =>
      fetch(`${site.demo}/__control/file-faults`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          faults: [{ pattern: '\\.pdf$', mode, count: 1, bytes: 60_000_000 }],
        }),
      });
    /** The other institute's p99 while sunrise is purged and searched round after round. */
    const whileSearched = async () => {
      let searching = true;
      let rounds = 0;
      const searches = (async () => {
        while (searching) {
          const kept = (await kv?.list({ prefix: 'document-text:' }))?.keys ?? [];
          for (const { name } of kept) await kv?.delete(name);
          await purge(READER);
          await httpGet(site.port, READER, '/search.json?q=circular');
          rounds++;
          await new Promise((r) => setTimeout(r, 500));
        }
      })();
      const other = await otherP99(site.port);
      searching = false;
      await searches;
      return { ...other, rounds };
    };
    await fileFaults('status500');
    const alone = await whileSearched();
    await fileFaults('costly');
    const during = await whileSearched();
    const kept = (await kv?.list({ prefix: 'document-text:' }))?.keys ?? [];
    const tooCostly = kept.length;

    const ratio = during.p99 / alone.p99;
    table(
      `Another institute while hostile documents are read (${CONCURRENCY} at once, ${SECONDS} s)`,
      ['', 'requests', 'p99', 'errors'],
      [
        [
          `sunrise searched, no document read (${alone.rounds} rounds)`,
          String(alone.requests),
          ms(alone.p99),
          String(alone.errors),
        ],
        [
          `sunrise searched, 60 MB documents read (${during.rounds} rounds, ${tooCostly} kept)`,
          String(during.requests),
          ms(during.p99),
          String(during.errors),
        ],
        ['ratio (budget <= 1.20)', '', ratio.toFixed(2), ''],
      ],
    );
    return { alone: alone.p99, reading: during.p99 };
  } finally {
    await site.close();
  }
}

if (import.meta.main) await measureHostileDocument();
