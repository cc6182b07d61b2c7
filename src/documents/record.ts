/**
 * What reading a PDF found, as kept in KV under `document-text:<file key>` for good (a file key
 * names one upload, whose content never changes; decision 059): the text's lines, that it has
 * none (a scan), or why it was skipped. The extractor writes it; the search index reads it.
 */
import { KEY_BYTES } from '../provider/kvBatch.ts';

/** Characters of a document's text kept and indexed (its first lines). */
export const DOCUMENT_TEXT_MAX = 6000;

/** Bumped when what is kept per document changes, so every document is read again. */
export const TEXT_VERSION = 1;

/**
 * Why a document was not read, for good: `too-costly` is a file that would take more reading
 * than a document may (decision 083), the others say what the file is.
 */
export type SkipReason = 'encrypted' | 'too-large' | 'too-costly' | 'broken' | 'missing';

/** What reading a PDF found: its text's lines, no text at all (scanned), or why it was not read. */
export type DocumentText =
  | { v: number; status: 'text'; pages: number; lines: string[] }
  | { v: number; status: 'none'; pages: number }
  | { v: number; status: 'skipped'; reason: SkipReason };

/**
 * What the document reader answers for a file key: its record, to keep for good (with a detail
 * of why it was skipped, for the log line), or that it could not be had this time (the file
 * host's status, or the error of the fetch): asked again after a later build.
 */
export type ReadOutcome =
  | { text: DocumentText; detail?: string }
  | { unread: { status?: number; error?: string } };

/** The document reader worker's RPC (src/documents/reader.ts), as the page worker calls it. */
export type DocumentReader = {
  read(filesBase: string, fileKey: string): Promise<ReadOutcome>;
};

/** The KV key of a file key's text; null when the key is too long for KV (never read then). */
export function documentTextKey(fileKey: string): string | null {
  const key = `document-text:${fileKey}`;
  return new TextEncoder().encode(key).length <= KEY_BYTES ? key : null;
}

/** A stored record back from KV's JSON; null when absent, of another version or not one. */
export function parseDocumentText(json: unknown): DocumentText | null {
  if (!json || typeof json !== 'object') return null;
  const record = json as Partial<DocumentText>;
  if (record.v !== TEXT_VERSION) return null;
  if (record.status === 'text')
    return Array.isArray(record.lines) && record.lines.every((l) => typeof l === 'string')
      ? (record as DocumentText)
      : null;
  return record.status === 'none' || record.status === 'skipped' ? (record as DocumentText) : null;
}
