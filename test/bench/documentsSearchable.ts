/**
 * How soon a document becomes searchable (issue 40, "documents still become searchable";
 * decision 084): after a purge, the time from a first search to the first answer that finds a
 * word only a document holds (the notice's circular on sunrise: "invigilator"). The first search
 * builds an index and asks the document reader for its unread documents; searches follow every
 * POLL_MS, as visitors' would, until one finds the word. Part of `npm run bench`, before the
 * other documents' figures (test/bench/documents.ts), on a site whose documents are not read yet.
 */
import { httpGet } from '../helpers/http.ts';
import { ms, table } from './stats.ts';

const HOST = 'sunrise.localhost';
/** A word found only inside Circular 2.pdf, among the first documents a build reads. */
const WORD = 'invigilator';
const POLL_MS = 250;
/** A ceiling: the word is found in seconds, or reading documents is broken. */
const CEILING_MS = 120_000;

export async function measureDocumentsSearchable(site: {
  port: number;
  purge: (host: string) => Promise<void>;
}): Promise<string[]> {
  await site.purge(HOST);
  const started = performance.now();
  let searches = 0;
  let found = -1;
  while (performance.now() - started < CEILING_MS) {
    const answer = await httpGet(site.port, HOST, `/search.json?q=${WORD}`);
    searches++;
    if (((JSON.parse(answer.body) as { total?: number }).total ?? 0) > 0) {
      found = performance.now() - started;
      break;
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  const figure = found < 0 ? `not found within ${ms(CEILING_MS)}` : ms(found);
  table(
    'Documents searchable',
    ['figure', 'value'],
    [
      [
        `first search to a document's word found (${searches} searches, every ${POLL_MS} ms)`,
        figure,
      ],
    ],
  );
  return [`document searchable: ${figure} from the first search`];
}

/** Alone (`node test/bench/documentsSearchable.ts`): the deploy bundles in Miniflare. */
if (import.meta.main) {
  const { serveBundle } = await import('../helpers/serve.ts');
  const token = 'documents-searchable-purge-token';
  const site = await serveBundle({
    state: 'documents-searchable',
    vars: { PURGE_TOKEN: token, WARM_READS_PER_MINUTE: '0' },
  });
  try {
    await measureDocumentsSearchable({
      port: site.port,
      purge: async (host) => {
        const purged = await fetch(`http://127.0.0.1:${site.port}/__purge`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ host }),
        });
        await purged.body?.cancel();
      },
    });
  } finally {
    await site.close();
  }
}
