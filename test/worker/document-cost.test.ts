/**
 * Documents that cost more to read than they weigh (issue 41 item 1, decision 083), in workerd
 * against the demo provider: a small PDF whose one page inflates to tens of MB, one of 20 such
 * pages, and an honest vector-dense page are each kept as skipped `too-costly`, without pdf.js
 * parsing what they inflate to, and never read again; a page of more text than is kept is read
 * only as far as the text kept. The PDFs are made by the demo's file host when asked (file fault
 * `costly`), not shipped. Ceilings, not timings: today's unbounded read of the first takes
 * minutes of CPU and some hundreds of MB; the bounded one, well under a second.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { DOCUMENT_TEXT_MAX, type DocumentText } from '../../src/documents/record';
import { DOCUMENTS_PER_BUILD } from '../../src/search/documentText';
import { RICH } from '../helpers/hosts';
import {
  captureLogLines,
  clearCache,
  demo,
  keptDocumentCount,
  open,
  purgeHost,
  settleCache,
} from '../helpers/worker';

const COSTLY = 'sunrise/Circular 1.pdf';
/** A ceiling for a build's documents to be kept on a loaded machine: the bounded read needs less */
const LONG = 120_000;

const kv = () => env.CACHE as KVNamespace;
const kept = async (key: string): Promise<DocumentText | null> =>
  JSON.parse((await kv().get(`document-text:${key}`)) ?? 'null');

/** Waits until `count` documents are kept. */
async function documentsKept(count: number): Promise<void> {
  while ((await keptDocumentCount()) < count) await new Promise((r) => setTimeout(r, 50));
  await settleCache();
}

const fileRequests = async (key: string) =>
  (await demo.fileRequests()).filter((f) => f.path === `/files/${key}`).length;

async function startClean() {
  await demo.reset();
  await clearCache();
  expect((await purgeHost(RICH)).status).toBe(200);
  await demo.clearRequests();
}

describe('a document that costs more to read than it weighs', () => {
  beforeEach(startClean);

  for (const [name, fault] of [
    ['one page inflating to 60 MB of text', { count: 1, bytes: 60_000_000, kind: 'text' }],
    ['20 pages of 3 MB of text each', { count: 20, bytes: 3_000_000, kind: 'text' }],
    [
      'an honest vector-dense page (40 MB of strokes)',
      { count: 1, bytes: 40_000_000, kind: 'paths' },
    ],
  ] as const)
    it(
      `${name}: kept as skipped too-costly, never read again; the others are found`,
      async () => {
        await demo.fileFaults([{ pattern: 'Circular%201\\.pdf$', mode: 'costly', ...fault }]);
        const log = captureLogLines();
        try {
          await open(RICH, '/search.json?q=circular').then((r) => r.text());
          await documentsKept(DOCUMENTS_PER_BUILD);
          expect(await kept(COSTLY)).toMatchObject({ status: 'skipped', reason: 'too-costly' });
          expect(log.lines).toContainEqual(
            expect.objectContaining({
              event: 'document-text-skipped',
              key: COSTLY,
              reason: 'too-costly',
            }),
          );
          expect(await kept('sunrise/Circular 2.pdf')).toMatchObject({ status: 'text' });

          // A new index (a purge) reads the next documents, never this one again.
          await purgeHost(RICH);
          const again = await open(RICH, '/search.json?q=invigilator');
          expect(again.status).toBe(200);
          await documentsKept(2 * DOCUMENTS_PER_BUILD);
          expect(await fileRequests(COSTLY)).toBe(1);
          // A normal document is found by its text all the same.
          await purgeHost(RICH);
          const found = (await (await open(RICH, '/search.json?q=invigilator')).json()) as {
            total: number;
          };
          expect(found.total).toBeGreaterThan(0);
        } finally {
          log.stop();
        }
      },
      LONG,
    );

  it(
    'a page of one endless line is read only as far as the text kept',
    async () => {
      // 6 MB of text, under the decoded bound: read, and only its first DOCUMENT_TEXT_MAX
      // characters; today's reader joined the whole line first (minutes of CPU).
      await demo.fileFaults([
        {
          pattern: 'Circular%201\\.pdf$',
          mode: 'costly',
          count: 1,
          bytes: 6_000_000,
          kind: 'text',
        },
      ]);
      await open(RICH, '/search.json?q=circular').then((r) => r.text());
      await documentsKept(DOCUMENTS_PER_BUILD);
      const text = await kept(COSTLY);
      expect(text).toMatchObject({ status: 'text', pages: 1 });
      const lines = text?.status === 'text' ? text.lines : [];
      expect(lines.join('\n').length).toBeLessThanOrEqual(DOCUMENT_TEXT_MAX);
      expect(lines[0]).toContain('Marks of roll number 0 entered twice');
    },
    LONG,
  );
});
