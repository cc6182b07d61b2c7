/**
 * Site search inside documents (issue 30, decision 059), measured: the CPU pdf.js (unpdf) spends
 * reading one document's text, in this process, for the demo's PDFs and for a document as long
 * as the reader reads (DOCUMENT_MAX_PAGES pages); then, on the running site, the time from an
 * index build to its documents' text kept, per document, and how many each institute's index
 * holds once every document is read (builds after purges, as visitors' searches would cause).
 * Part of `npm run bench`, before the relevance set (whose document queries need the text).
 */
import { hugePdf, pdf } from '../../demo/files.ts';
import { fileKeys } from '../../demo/records.ts';
import { DOCUMENT_MAX_PAGES, pdfLines } from '../../src/documents/pdfLines.ts';
import { DOCUMENTS_PER_BUILD } from '../../src/search/documentText.ts';
import { httpGet } from '../helpers/http.ts';
import { ms, percentile, table } from './stats.ts';

const HOSTS = ['sunrise.localhost', 'gyandeep.localhost', 'hillview.localhost'] as const;

/** CPU time (user + system) of `run`, in milliseconds. */
async function cpuOf(run: () => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage();
  await run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** The documents an answer's index holds the text of, and those unread (its Server-Timing). */
function documentCounts(headers: Record<string, string | string[] | undefined>) {
  const timing = [headers['server-timing'] ?? ''].flat().join(', ');
  const found = /search-documents;desc="(\d+) indexed, (\d+) unread"/.exec(timing);
  return found ? { indexed: Number(found[1]), unread: Number(found[2]) } : null;
}

export async function measureDocuments(site: {
  port: number;
  kv?: () => Promise<KVNamespace>;
  purge: (host: string) => Promise<void>;
}): Promise<string[]> {
  // In this process: pdf.js's CPU per document.
  const keys = [...fileKeys()].filter((key) => /\.pdf$/i.test(key));
  // pdf.js takes the bytes over (transfers their buffer): each read gets a copy of its own, as
  // each read on the site gets a fetched body.
  const own = (bytes: Uint8Array) => new Uint8Array(bytes);
  await pdfLines(own(pdf(keys[0]))); // pdf.js's first use loads its code: not a document's cost
  const perDocument: number[] = [];
  for (const key of keys) perDocument.push(await cpuOf(() => pdfLines(own(pdf(key)))));
  const long = hugePdf(keys[0], DOCUMENT_MAX_PAGES);
  const longCpu: number[] = [];
  for (let i = 0; i < 5; i++) longCpu.push(await cpuOf(() => pdfLines(own(long))));

  // On the site: every institute's documents read, build after build.
  const kv = await site.kv?.();
  const kept = async () => (await kv?.list({ prefix: 'document-text:' }))?.keys.length ?? 0;
  const perKept: number[] = [];
  const indexed: string[] = [];
  for (const host of HOSTS) {
    let counts = null;
    for (let round = 0; round < 30; round++) {
      const before = await kept();
      const started = performance.now();
      const answer = await httpGet(site.port, host, '/search.json?q=a');
      counts = documentCounts(answer.headers);
      if (!counts || counts.unread === 0) break;
      const expected = before + Math.min(counts.unread, DOCUMENTS_PER_BUILD);
      for (let i = 0; i < 1200 && (await kept()) < expected; i++)
        await new Promise((r) => setTimeout(r, 25));
      perKept.push((performance.now() - started) / (expected - before));
      await site.purge(host);
    }
    indexed.push(`${host.split('.')[0]} ${counts ? counts.indexed : '?'}`);
  }

  table(
    'Search inside documents',
    ['figure', 'value'],
    [
      [
        `pdf.js CPU per demo document (${keys.length} PDFs, this process)`,
        `${ms(percentile(perDocument, 50))} p50, ${ms(Math.max(...perDocument))} max`,
      ],
      [
        `pdf.js CPU for a ${DOCUMENT_MAX_PAGES}-page document (the most read of one)`,
        `${ms(percentile(longCpu, 50))} p50 of 5`,
      ],
      [
        `time to index one PDF on the site (read, kept; ${DOCUMENTS_PER_BUILD} a build)`,
        perKept.length ? `${ms(percentile(perKept, 50))} p50` : 'none read',
      ],
      ['documents indexed, every one read', indexed.join(', ')],
    ],
  );
  return [
    `search inside documents: ${ms(percentile(perDocument, 50))} CPU p50 per document, ${ms(percentile(longCpu, 50))} for ${DOCUMENT_MAX_PAGES} pages; indexed ${indexed.join(', ')}`,
  ];
}
