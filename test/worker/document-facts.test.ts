/**
 * A document says what it is before a parent opens it (issue 42, item 2; decision 093): its kind,
 * its size (the file host's length, read once per key and kept in KV) and, once site search has
 * read it, its page count, in the line under its name, on document cards and in search results,
 * in every language. A file host that fails or never answers costs the line its size, never the
 * page.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { RICH } from '../helpers/hosts';
import {
  clearCache,
  demo,
  demoUrl,
  get,
  pageBody,
  readAllDocuments,
  settleCache,
  visibleText,
} from '../helpers/worker';

const kv = () => env.CACHE as KVNamespace;
const MANUAL = 'sunrise/Manual of Examinations 2025.pdf';
const MANUAL_MR = 'sunrise/pariksha-niyamavali.pdf';

/** The lines under the documents' names on a page. */
const factLines = (html: string) =>
  [...pageBody(html).matchAll(/<(?:p|span) class="document-facts">([^<]*)<\/(?:p|span)>/g)].map(
    (m) => m[1],
  );

/** The demo file host's length of `key`. */
async function lengthOf(key: string): Promise<number> {
  const url = `${demoUrl()}/files/${key.split('/').map(encodeURIComponent).join('/')}`;
  return (await (await fetch(url)).arrayBuffer()).byteLength;
}

/** Waits until KV holds the length of each of `keys` (read in the background of a page). */
async function lengthsKept(keys: string[]): Promise<(string | null)[]> {
  for (let i = 0; i < 200; i++) {
    const kept = await Promise.all(keys.map((key) => kv().get(`document-size:${key}`)));
    if (kept.every((value) => value !== null)) return kept;
    await new Promise((r) => setTimeout(r, 50));
  }
  return Promise.all(keys.map((key) => kv().get(`document-size:${key}`)));
}

/** `240 kB` as en-IN writes a length below a megabyte. */
const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1000))} kB`;

/**
 * The lines of `path` once its first document's size is known: a page renders without a length
 * the file host has not given within its budget, and the next render has it.
 */
async function linesOnceSized(path: string): Promise<string[]> {
  let lines: string[] = [];
  for (let i = 0; i < 100; i++) {
    lines = factLines((await get(RICH, path)).html);
    if (lines[0]?.includes(' · ')) return lines;
    await new Promise((r) => setTimeout(r, 50));
  }
  return lines;
}

/** Reading every PDF for search takes a while on a busy machine. */
const LONG = 120_000;

beforeEach(async () => {
  await demo.reset();
  await clearCache();
});

describe('document facts', () => {
  // Runs first: the isolate remembers lengths it has read, and this test watches the first read.
  it('a document card says its kind and size, the length read once per key and kept in KV', async () => {
    const first = await get(RICH, '/examination/manual');
    expect(first.status).toBe(200);
    const lengths = [await lengthOf(MANUAL), await lengthOf(MANUAL_MR)];
    expect(await lengthsKept([MANUAL, MANUAL_MR])).toEqual(lengths.map(String));
    await settleCache();
    const reads = (await demo.fileRequests()).filter((r) => r.range === 'bytes=0-0');
    expect(reads.map((r) => r.path).sort()).toEqual([`/files/${MANUAL}`, `/files/${MANUAL_MR}`]);

    const again = await get(RICH, '/examination/manual');
    // Two stored PDFs and a document on another site (a link: nothing known of it).
    expect(factLines(again.html)).toEqual(lengths.map((n) => `PDF · ${kilobytes(n)}`));
    expect((await demo.fileRequests()).filter((r) => r.range === 'bytes=0-0')).toHaveLength(2);
  });

  // Before any test renders the schedule: the isolate would remember its length.
  it('a file host that never answers does not hold the page: it comes without the size', async () => {
    const schedule = 'sunrise/Schedule Summer 2026 UG.pdf';
    await demo.fileFaults([{ pattern: 'Schedule', mode: 'hang' }]);
    const page = await get(RICH, '/examination/schedule');
    expect(page.status).toBe(200);
    // The page answered while the file host still holds the length read (released by reset).
    expect((await demo.fileRequests()).map((r) => r.path)).toContain(`/files/${schedule}`);
    expect(factLines(page.html)[0]).toBe('PDF');
    expect(await kv().get(`document-size:${schedule}`)).toBeNull();
  });

  it(
    'the page count once search has read the PDF, and the same line in search results',
    async () => {
      await readAllDocuments(RICH);
      const kept = JSON.parse((await kv().get(`document-text:${MANUAL}`)) ?? '{}') as {
        pages?: number;
      };
      expect(kept.pages).toBeGreaterThan(0);
      const pages = kept.pages === 1 ? '1 page' : `${kept.pages} pages`;
      const line = `PDF · ${kilobytes(await lengthOf(MANUAL))} · ${pages}`;
      expect((await linesOnceSized('/examination/manual'))[0]).toBe(line);

      const results = await get(RICH, '/search?q=Manual+of+Examinations');
      const hit = [...pageBody(results.html).matchAll(/<li>[\s\S]*?<\/li>/g)]
        .map((m) => m[0])
        .find((item) => visibleText(item).includes('Manual of Examinations 2025'));
      expect(hit).toBeDefined();
      expect(factLines(hit ?? '')).toEqual([line]);
      expect(visibleText(hit ?? '')).toContain(`Document · ${line}`);
    },
    LONG,
  );

  it('in Hindi and Marathi, in their words and digits', async () => {
    await linesOnceSized('/examination/manual');
    const hi = factLines((await get(RICH, '/hi/examination/manual')).html)[0];
    const mr = factLines((await get(RICH, '/mr/examination/manual')).html)[0];
    expect(hi).toMatch(/^PDF · \d+ \S+$/);
    // Marathi writes its digits in Devanagari.
    expect(mr).toMatch(/^PDF · [०-९]+ \S+$/);
  });

  it('a file host that fails costs the line its size, not the page', async () => {
    const timetable = 'sunrise/Timetable FY BSc.pdf';
    await demo.fileFaults([{ pattern: 'Timetable', mode: 'status500' }]);
    const page = await get(RICH, '/examination/time-table');
    expect(page.status).toBe(200);
    await settleCache();
    expect(factLines((await get(RICH, '/examination/time-table')).html)).toEqual(['PDF']);
    expect(await kv().get(`document-size:${timetable}`)).toBeNull();
    expect((await demo.fileRequests()).filter((r) => r.path.includes('Timetable'))).not.toEqual([]);
  });
});
