/**
 * The text inside the PDF documents an institute links, for site search (issue 30, "Inside
 * documents"; decision 059). A file key's content never changes, so each PDF is read once, in the
 * background after an index build (never while a visitor waits), by unpdf (pdf.js's serverless
 * build, which runs on Workers), and what it holds is kept in KV under `document-text:<key>` for
 * every later build, in every isolate: the text's lines, or that it has none (a scanned PDF, found
 * by its name only), or why it was skipped (encrypted, too large, broken, missing). Reading is
 * bounded: at most DOCUMENT_MAX_BYTES are fetched, DOCUMENT_MAX_PAGES pages read,
 * DOCUMENT_TEXT_MAX characters kept, and DOCUMENTS_PER_BUILD documents read after one build.
 */
import { getDocumentProxy } from 'unpdf';
import { bytesUpTo } from '../lib/body.ts';
import { logEvent } from '../lib/log.ts';
import { fileUrl } from '../lib/url.ts';
import { BULK_KEYS, KEY_BYTES } from '../provider/kvBatch.ts';
import type { SearchDoc } from './engine.ts';

/** The largest PDF read: a bigger one (a scanned book) is skipped, found by its name only. */
const DOCUMENT_MAX_BYTES = 8 * 1024 * 1024;
/** Pages read of a PDF: a timetable or a notice says what it is about on its first pages. */
export const DOCUMENT_MAX_PAGES = 20;
/** Characters of a document's text kept and indexed (its first lines). */
const DOCUMENT_TEXT_MAX = 6000;
/**
 * Documents read after one index build (in its `waitUntil`, which lasts at most 30 s past the
 * answer): each costs some tens of milliseconds of CPU and a file host read, and one invocation's
 * CPU is bounded; the rest are read after a later build.
 */
export const DOCUMENTS_PER_BUILD = 20;
/** How long the file host has to send a document. */
const FETCH_MS = 15_000;
/** Bumped when what is kept per document changes, so every document is read again. */
const TEXT_VERSION = 1;

/** What reading a PDF found: its text's lines, no text at all (scanned), or why it was not read. */
export type DocumentText =
  | { v: number; status: 'text'; pages: number; lines: string[] }
  | { v: number; status: 'none'; pages: number }
  | { v: number; status: 'skipped'; reason: SkipReason };
type SkipReason = 'encrypted' | 'too-large' | 'broken' | 'missing';

/** The KV key of a file key's text; null when the key is too long for KV (never read then). */
function documentTextKey(fileKey: string): string | null {
  const key = `document-text:${fileKey}`;
  return new TextEncoder().encode(key).length <= KEY_BYTES ? key : null;
}

/** Whether `fileKey` names a PDF (the file hosts name files by their extension). */
const isPdfKey = (fileKey: string) => /\.pdf$/i.test(fileKey.trim());

/** A stored record back from KV's JSON; null when absent, of another version or not one. */
function parseDocumentText(json: unknown): DocumentText | null {
  if (!json || typeof json !== 'object') return null;
  const record = json as Partial<DocumentText>;
  if (record.v !== TEXT_VERSION) return null;
  if (record.status === 'text')
    return Array.isArray(record.lines) && record.lines.every((l) => typeof l === 'string')
      ? (record as DocumentText)
      : null;
  return record.status === 'none' || record.status === 'skipped' ? (record as DocumentText) : null;
}

function parseJson(text: string | null): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** The stored texts of `fileKeys` (absent ones are missing from the map), in one bulk read. */
export async function storedDocumentTexts(
  kv: KVNamespace,
  fileKeys: readonly string[],
): Promise<Map<string, DocumentText>> {
  const found = new Map<string, DocumentText>();
  const byKvKey = new Map<string, string>();
  for (const fileKey of fileKeys) {
    const kvKey = documentTextKey(fileKey);
    if (kvKey) byKvKey.set(kvKey, fileKey);
  }
  const kvKeys = [...byKvKey.keys()];
  for (let i = 0; i < kvKeys.length; i += BULK_KEYS) {
    // As text: one value that is not JSON spoils only itself, not the bulk read.
    const values = await kv
      .get(kvKeys.slice(i, i + BULK_KEYS), 'text')
      .catch(() => new Map<string, string | null>());
    for (const [kvKey, value] of values) {
      const text = parseDocumentText(parseJson(value));
      const fileKey = byKvKey.get(kvKey);
      if (text && fileKey) found.set(fileKey, text);
    }
  }
  return found;
}

/**
 * The lines of a PDF's first pages: whitespace folded, empty lines dropped, at most
 * DOCUMENT_TEXT_MAX characters in all. Throws what pdf.js throws (PasswordException for an
 * encrypted file, InvalidPDFException for bytes that are no PDF).
 */
export async function pdfLines(bytes: Uint8Array): Promise<{ pages: number; lines: string[] }> {
  // Quiet: pdf.js's warnings about a file would be log lines of every read.
  const pdf = await getDocumentProxy(bytes, { stopAtErrors: false, verbosity: 0 });
  try {
    const lines: string[] = [];
    let length = 0;
    const pages = Math.min(pdf.numPages, DOCUMENT_MAX_PAGES);
    for (let number = 1; number <= pages && length < DOCUMENT_TEXT_MAX; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      let line = '';
      const end = () => {
        const folded = line.replace(/\s+/g, ' ').trim();
        line = '';
        if (!folded || length >= DOCUMENT_TEXT_MAX) return;
        const kept = folded.slice(0, DOCUMENT_TEXT_MAX - length);
        lines.push(kept);
        length += kept.length + 1;
      };
      for (const item of content.items)
        if ('str' in item) {
          line += item.str;
          if (item.hasEOL) end();
          else if (item.str && !line.endsWith(' ')) line += ' ';
        }
      end();
      page.cleanup();
    }
    return { pages: pdf.numPages, lines };
  } finally {
    await pdf.loadingTask.destroy().catch(() => undefined);
  }
}

/**
 * Why pdf.js refused a file: encrypted, or else broken (InvalidPDFException for bytes that are no
 * PDF, FormatError or another error for a damaged one). pdf.js's failures say something of the
 * file, never of the moment, so none is worth trying again.
 */
function refusal(error: unknown): SkipReason {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') return 'encrypted';
  return 'broken';
}

/**
 * Reads the PDF under `fileKey` from the file host and says what it holds; null when it could not
 * be had this time (the file host failed or was slow: read again after a later build). A file
 * skipped for good is logged once, when it is read.
 */
async function readDocumentText(filesBase: string, fileKey: string): Promise<DocumentText | null> {
  const url = fileUrl(filesBase, fileKey);
  if (!url) return null;
  const skipped = (reason: SkipReason, detail?: string): DocumentText => {
    logEvent('warn', 'document-text-skipped', undefined, { key: fileKey, reason, detail });
    return { v: TEXT_VERSION, status: 'skipped', reason };
  };
  let bytes: Uint8Array | null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_MS) });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      // A file the host does not have stays missing: its key names one upload, for good.
      if (response.status === 404 || response.status === 410)
        return skipped('missing', `status ${response.status}`);
      logEvent('warn', 'document-text-unread', undefined, {
        key: fileKey,
        status: response.status,
      });
      return null;
    }
    bytes = await bytesUpTo(response, DOCUMENT_MAX_BYTES);
  } catch (error) {
    logEvent('warn', 'document-text-unread', undefined, { key: fileKey, error: String(error) });
    return null;
  }
  if (!bytes) return skipped('too-large', `over ${DOCUMENT_MAX_BYTES} bytes`);
  try {
    const { pages, lines } = await pdfLines(bytes);
    return lines.length > 0
      ? { v: TEXT_VERSION, status: 'text', pages, lines }
      : { v: TEXT_VERSION, status: 'none', pages };
  } catch (error) {
    return skipped(refusal(error), error instanceof Error ? error.message : String(error));
  }
}

/**
 * Reads each of `fileKeys` one after another (one PDF's pages in memory at a time) and keeps what
 * each holds in KV for good; says how many were kept and which could not be had this time.
 */
export async function readAndKeepDocuments(
  kv: KVNamespace,
  filesBase: string,
  fileKeys: readonly string[],
): Promise<{ kept: number; failed: string[] }> {
  let kept = 0;
  const failed: string[] = [];
  for (const fileKey of fileKeys) {
    const kvKey = documentTextKey(fileKey);
    if (!kvKey) continue;
    const text = await readDocumentText(filesBase, fileKey);
    if (!text) {
      failed.push(fileKey);
      continue;
    }
    await kv.put(kvKey, JSON.stringify(text)).catch(() => undefined);
    kept++;
  }
  return { kept, failed };
}

/** The PDF files whose text finds `doc`: its own file, and the documents it carries (a notice's). */
export const documentKeysOf = (doc: SearchDoc): string[] =>
  [...(doc.file ? [doc.file] : []), ...(doc.documents ?? [])].filter(isPdfKey);

/**
 * `docs` with the text of their documents that `texts` holds, as `content` (at most
 * DOCUMENT_TEXT_MAX characters an entry, its documents' lines in order).
 */
export function withDocumentText(
  docs: readonly SearchDoc[],
  texts: ReadonlyMap<string, DocumentText>,
): SearchDoc[] {
  return docs.map((doc) => {
    const lines: string[] = [];
    let length = 0;
    for (const key of documentKeysOf(doc)) {
      const text = texts.get(key);
      if (text?.status !== 'text') continue;
      for (const line of text.lines) {
        if (length + line.length > DOCUMENT_TEXT_MAX) break;
        lines.push(line);
        length += line.length + 1;
      }
    }
    return lines.length > 0 ? { ...doc, content: lines.join('\n') } : doc;
  });
}
