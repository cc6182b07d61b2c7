/**
 * Reading a document's text from the file host (decision 059), in the document reader worker
 * (decision 084): its lines, that it has none, or why it is skipped for good (encrypted, too
 * large, too costly, broken, missing); or that it could not be had this time (the file host's
 * 5xx, a timeout), which is not kept.
 */
import { bytesUpTo } from '../lib/body.ts';
import { fileUrl } from '../lib/url.ts';
import { pdfLines, TooCostly } from './pdfLines.ts';
import { type ReadOutcome, type SkipReason, TEXT_VERSION } from './record.ts';

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

const skipped = (reason: SkipReason, detail?: string): ReadOutcome => ({
  text: { v: TEXT_VERSION, status: 'skipped', reason },
  detail,
});

/** Reads the PDF under `fileKey` from the file host and says what it holds. */
export async function readDocument(filesBase: string, fileKey: string): Promise<ReadOutcome> {
  const url = fileUrl(filesBase, fileKey);
  if (!url) return { unread: { error: 'no file address' } };
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_MS) });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      // A file the host does not have stays missing: its key names one upload, for good.
      if (response.status === 404 || response.status === 410)
        return skipped('missing', `status ${response.status}`);
      return { unread: { status: response.status } };
    }
    bytes = await bytesUpTo(response, DOCUMENT_MAX_BYTES);
  } catch (error) {
    return { unread: { error: String(error) } };
  }
  if (!bytes) return skipped('too-large', `over ${DOCUMENT_MAX_BYTES} bytes`);
  try {
    const { pages, lines } = await pdfLines(bytes);
    return {
      text:
        lines.length > 0
          ? { v: TEXT_VERSION, status: 'text', pages, lines }
          : { v: TEXT_VERSION, status: 'none', pages },
    };
  } catch (error) {
    return skipped(refusal(error), error instanceof Error ? error.message : String(error));
  }
}
