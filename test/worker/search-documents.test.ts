/**
 * Site search inside documents (issue 30, decision 059) in workerd against the demo provider:
 * the text of the PDFs an institute links is read once per file key, after an index build and
 * never while a visitor waits, at most DOCUMENTS_PER_BUILD a build, kept in KV, and found: a
 * result found by its document's words says so and shows the line that matched. A PDF that is
 * scanned is found by its name; one that is encrypted, too large or broken is skipped with a log
 * line, and nothing else fails.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pdfText } from '../../demo/files.ts';
import { DOCUMENT_MAX_PAGES } from '../../src/documents/pdfLines';
import { DOCUMENTS_PER_BUILD, type DocumentText } from '../../src/search/documentText';
import { HINDI, RICH } from '../helpers/hosts';
import {
  captureLogLines,
  clearCache,
  demo,
  documentCounts,
  get,
  keptDocumentCount,
  open,
  purgeHost,
  readAllDocuments,
  settleCache,
} from '../helpers/worker';

/** The notice whose circular (Circular 2.pdf) alone speaks of the invigilator. */
const NOTICE_63 =
  'Notice 63: Examination update regarding the revised schedule of the semester examinations and the submission of internal assessment marks';
/** Reading documents takes a while on a loaded machine: a test may wait for dozens of them. */
const LONG = 120_000;

const kv = () => env.CACHE as KVNamespace;

/** What KV keeps of each document read, by file key. */
async function keptTexts(): Promise<Map<string, DocumentText>> {
  const { keys } = await kv().list({ prefix: 'document-text:' });
  const kept = new Map<string, DocumentText>();
  for (const { name } of keys)
    kept.set(name.slice('document-text:'.length), JSON.parse((await kv().get(name)) ?? 'null'));
  return kept;
}

/** Waits until `count` documents are kept (they are read after a build, in the background). */
async function documentsKept(count: number): Promise<Map<string, DocumentText>> {
  for (let i = 0; i < 1200 && (await keptDocumentCount()) < count; i++)
    await new Promise((r) => setTimeout(r, 50));
  await settleCache();
  return keptTexts();
}

const pdfRequests = async () =>
  (await demo.fileRequests()).filter((f) => /\.pdf$/i.test(f.path)).map((f) => f.path);

/** Waits until `count` PDFs were asked of the file host, and what followed has landed. */
async function documentsAsked(count: number): Promise<string[]> {
  for (let i = 0; i < 1200 && (await pdfRequests()).length < count; i++)
    await new Promise((r) => setTimeout(r, 50));
  await settleCache();
  return pdfRequests();
}

/** A results page's results: title, whether found inside its document, and the excerpt's HTML. */
function results(html: string) {
  const list = /<ol class="search-results">([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map(([, item]) => ({
    title: (/<h2[^>]*>([\s\S]*?)<\/h2>/.exec(item)?.[1] ?? '').replace(/<[^>]+>/g, ''),
    inside: item.includes('class="search-inside"'),
    excerpt: /<p class="search-excerpt"[^>]*>([\s\S]*?)<\/p>/.exec(item)?.[1] ?? '',
  }));
}

const search = (host: string, q: string, lang = '') =>
  get(host, `${lang}/search?q=${encodeURIComponent(q)}`);

/** Nothing kept, no fault, no request recorded, and a new index to be built for both institutes. */
async function startClean() {
  await demo.reset();
  await clearCache();
  // A new generation for both: this isolate's index of an earlier test is never the one answered.
  expect((await purgeHost(RICH)).status).toBe(200);
  expect((await purgeHost(HINDI)).status).toBe(200);
  await demo.clearRequests();
}

describe('reading documents', () => {
  beforeEach(startClean);

  it(
    'happens after the answer, at most DOCUMENTS_PER_BUILD a build, once per file key',
    async () => {
      const first = await open(RICH, '/search.json?q=invigilator');
      expect(first.status).toBe(200);
      // The answer did not wait for any document: none is read, none found by its text.
      expect(documentCounts(first)).toMatchObject({ indexed: 0 });
      expect(documentCounts(first)?.unread).toBeGreaterThan(DOCUMENTS_PER_BUILD);
      expect(((await first.json()) as { total: number }).total).toBe(0);
      const kept = await documentsKept(DOCUMENTS_PER_BUILD);
      expect(kept.size).toBe(DOCUMENTS_PER_BUILD);
      const asked = await pdfRequests();
      expect(asked.length).toBe(DOCUMENTS_PER_BUILD);
      // The newest notices' documents come first.
      expect(asked[0]).toBe('/files/sunrise/Circular 1.pdf');

      // The index built again with their text finds words only they hold: a notice by its circular.
      const { html } = await search(RICH, 'invigilator');
      const found = results(html);
      expect(found[0]).toMatchObject({ title: NOTICE_63, inside: true });
      expect(found[0].excerpt).toContain('Found inside the document:');
      const line = pdfText('sunrise/Circular 2.pdf').find((l) => /invigilator/i.test(l)) ?? '-';
      expect(found[0].excerpt.replace(/<[^>]+>/g, '')).toContain(line);
      expect(found[0].excerpt).toContain('<mark>invigilator</mark>');

      // A new index reads the next documents, never one read before.
      await purgeHost(RICH);
      await open(RICH, '/search.json?q=invigilator').then((r) => r.text());
      expect((await documentsKept(2 * DOCUMENTS_PER_BUILD)).size).toBe(2 * DOCUMENTS_PER_BUILD);
      const again = await pdfRequests();
      expect(new Set(again).size).toBe(again.length);
    },
    LONG,
  );
});

describe('found inside documents', () => {
  // These tests only search: every document of both institutes is read once for all of them.
  beforeAll(async () => {
    await startClean();
    await readAllDocuments(RICH);
    await readAllDocuments(HINDI);
  }, LONG);

  it(
    'a syllabus by its units, a Devanagari line by a Devanagari word',
    async () => {
      // Words only inside a syllabus (read after the notices' circulars).
      const thermodynamics = results((await search(RICH, 'thermodynamics')).html);
      expect(thermodynamics[0]).toMatchObject({ title: 'Syllabus First Year', inside: true });
      expect(thermodynamics[0].excerpt).toMatch(/<mark>Thermodynamics<\/mark>/i);

      const word = 'ओळखपत्र';
      const devanagari = results((await search(HINDI, word, '/mr')).html);
      expect(devanagari[0]).toMatchObject({ inside: true });
      expect(devanagari[0].title).toContain('वेळापत्रक');
      expect(devanagari[0].excerpt).toContain(`<mark>${word}</mark>`);
      expect(devanagari[0].excerpt).toContain('दस्तऐवजाच्या आत सापडले:');
    },
    LONG,
  );

  it(
    'a scanned PDF without text is kept as such and found by its name',
    async () => {
      const scanned = (await keptTexts()).get('sunrise/Hall Ticket Instructions (scanned).pdf');
      expect(scanned).toMatchObject({ status: 'none', pages: 1 });
      const found = results((await search(RICH, 'hall ticket instructions')).html);
      expect(found.map((r) => r.title)).toContain('Hall ticket instructions');
    },
    LONG,
  );
});

describe('a document that cannot be read', () => {
  beforeEach(startClean);

  for (const [mode, reason] of [
    ['encrypted', 'encrypted'],
    ['broken', 'broken'],
  ] as const)
    it(
      `${mode}: skipped with a log line, kept as skipped, found by its name`,
      async () => {
        await demo.fileFaults([{ pattern: 'Circular%201\\.pdf$', mode }]);
        const log = captureLogLines();
        try {
          await open(RICH, '/search.json?q=circular').then((r) => r.text());
          const kept = await documentsKept(DOCUMENTS_PER_BUILD);
          expect(kept.get('sunrise/Circular 1.pdf')).toMatchObject({ status: 'skipped', reason });
          expect(log.lines).toContainEqual(
            expect.objectContaining({
              event: 'document-text-skipped',
              key: 'sunrise/Circular 1.pdf',
              reason,
            }),
          );
          // Every other document was read all the same.
          expect([...kept.values()].filter((t) => t.status === 'text').length).toBe(
            DOCUMENTS_PER_BUILD - 1,
          );
          // Its notice is found by the document's name.
          const { status, html } = await search(RICH, 'circular 1');
          expect(status).toBe(200);
          expect(results(html).map((r) => r.title)).toContain('Notice 64: Admission update');
        } finally {
          log.stop();
        }
      },
      LONG,
    );

  it(
    'too large: skipped without reading past the limit; a long one is read to its page limit',
    async () => {
      await demo.fileFaults([
        { pattern: 'Circular%201\\.pdf$', mode: 'huge', count: 60_000 },
        { pattern: 'Circular%202\\.pdf$', mode: 'huge', count: 400 },
      ]);
      const log = captureLogLines();
      try {
        await open(RICH, '/search.json?q=circular').then((r) => r.text());
        const kept = await documentsKept(DOCUMENTS_PER_BUILD);
        expect(kept.get('sunrise/Circular 1.pdf')).toMatchObject({
          status: 'skipped',
          reason: 'too-large',
        });
        expect(log.lines).toContainEqual(
          expect.objectContaining({ event: 'document-text-skipped', reason: 'too-large' }),
        );
        const long = kept.get('sunrise/Circular 2.pdf');
        expect(long).toMatchObject({ status: 'text', pages: 400 });
        const lines = long?.status === 'text' ? long.lines.join('\n') : '';
        expect(lines).toContain(`page ${DOCUMENT_MAX_PAGES} of 400`);
        expect(lines).not.toContain(`page ${DOCUMENT_MAX_PAGES + 1} of 400`);
      } finally {
        log.stop();
      }
    },
    LONG,
  );

  it(
    'one the file host fails to send is not kept (asked again later); the search answers',
    async () => {
      await demo.fileFaults([{ pattern: '\\.pdf$', mode: 'status500' }]);
      const log = captureLogLines();
      try {
        const first = await search(RICH, 'syllabus first year');
        expect(first.status).toBe(200);
        await documentsAsked(DOCUMENTS_PER_BUILD);
        expect((await keptTexts()).size).toBe(0);
        expect(log.lines).toContainEqual(
          expect.objectContaining({ event: 'document-text-unread', status: 500 }),
        );
        const { status, html } = await search(RICH, 'syllabus first year');
        expect(status).toBe(200);
        expect(results(html).map((r) => r.title)).toContain('Syllabus First Year');
      } finally {
        log.stop();
      }
    },
    LONG,
  );
});
