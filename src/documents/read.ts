/**
 * Reading a document's text from the file host and keeping it in KV for good (decision 059): its
 * lines, that it has none, or why it was skipped (encrypted, too large, too costly, broken,
 * missing). A failure of the moment (the file host's 5xx, a timeout) is not kept.
 */
import { bytesUpTo } from '../lib/body.ts';
import { logEvent } from '../lib/log.ts';
import { fileUrl } from '../lib/url.ts';
import { pdfLines, TooCostly } from './pdfLines.ts';
import { type DocumentText, documentTextKey, type SkipReason, TEXT_VERSION } from './record.ts';

/** The largest PDF read: a bigger one (a scanned book) is skipped, found by its name only. */
const DOCUMENT_MAX_BYTES = 8 * 1024 * 1024;
/** How long the file host has to send a document. */
const FETCH_MS = 15_000;

/**
 * Why pdf.js refused a file: encrypted, too costly (a work bound), or else broken
 * (InvalidPDFException for bytes that are no PDF, FormatError or another error for a damaged
 * one). Every one says something of the file, never of the moment: none is worth trying again.
 */
function refusal(error: unknown): SkipReason {
  if (error instanceof TooCostly) return 'too-costly';
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') return 'encrypted';
  return 'broken';
}

/** A document skipped for good, logged once, when it is read. */
function skipped(fileKey: string, reason: SkipReason, detail?: string): DocumentText {
  logEvent('warn', 'document-text-skipped', undefined, { key: fileKey, reason, detail });
  return { v: TEXT_VERSION, status: 'skipped', reason };
}

/**
 * Reads the PDF under `fileKey` from the file host and says what it holds; null when it could not
 * be had this time (the file host failed or was slow: read again after a later build).
 */
async function readDocumentText(filesBase: string, fileKey: string): Promise<DocumentText | null> {
  const url = fileUrl(filesBase, fileKey);
  if (!url) return null;
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_MS) });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      // A file the host does not have stays missing: its key names one upload, for good.
      if (response.status === 404 || response.status === 410)
        return skipped(fileKey, 'missing', `status ${response.status}`);
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
  if (!bytes) return skipped(fileKey, 'too-large', `over ${DOCUMENT_MAX_BYTES} bytes`);
  try {
    const { pages, lines } = await pdfLines(bytes);
    return lines.length > 0
      ? { v: TEXT_VERSION, status: 'text', pages, lines }
      : { v: TEXT_VERSION, status: 'none', pages };
  } catch (error) {
    return skipped(fileKey, refusal(error), error instanceof Error ? error.message : String(error));
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
