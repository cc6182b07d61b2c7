/**
 * The text of a PDF's first pages, read by unpdf (pdf.js's serverless build) within bounds
 * (decisions 059 and 083): the file's streams decoded at most DOCUMENT_MAX_DECODED bytes (else
 * pdf.js is never given it), at most DOCUMENT_MAX_PAGES pages and DOCUMENT_MAX_ITEMS text items
 * read, and each page's text taken as pdf.js finds it and no further than the text kept
 * (DOCUMENT_TEXT_MAX). Past a work bound the document is too costly: TooCostly is thrown.
 */
import { getDocumentProxy } from 'unpdf';
import { decodedStreamBytes } from './decodedBytes.ts';
import { DOCUMENT_TEXT_MAX } from './record.ts';

/** Pages read of a PDF: a timetable or a notice says what it is about on its first pages. */
export const DOCUMENT_MAX_PAGES = 20;
/**
 * Bytes a document's streams (content, fonts; not pictures) may decode to. pdf.js parses a
 * page's content stream whole: on a loaded machine about 0.4 s a MB of text operators and 0.04 s
 * a MB of strokes (decision 083). An honest 20-page notice decodes to well under 1 MB; a
 * vector-dense time table to a few.
 */
const DOCUMENT_MAX_DECODED = 8 * 1024 * 1024;
/**
 * Text items read of a document (a line is one or a few): pages of 50 to 500 each reach the text
 * kept long before; empty or one-letter items by the hundred thousand are a file built to cost.
 */
const DOCUMENT_MAX_ITEMS = 50_000;

/** A document that would take more reading than one may: kept as skipped, `too-costly`. */
export class TooCostly extends Error {
  override name = 'TooCostly';
}

type TextItem = { str?: string; hasEOL?: boolean };

/**
 * The lines of a PDF's first pages: whitespace folded, empty lines dropped, at most
 * DOCUMENT_TEXT_MAX characters in all. Throws TooCostly past a work bound, and what pdf.js throws
 * (PasswordException for an encrypted file, InvalidPDFException for bytes that are no PDF).
 */
export async function pdfLines(
  bytes: Uint8Array<ArrayBuffer>,
): Promise<{ pages: number; lines: string[] }> {
  const decoded = await decodedStreamBytes(bytes, DOCUMENT_MAX_DECODED);
  if (decoded > DOCUMENT_MAX_DECODED)
    throw new TooCostly(`streams decode to over ${DOCUMENT_MAX_DECODED} bytes`);
  // Quiet: pdf.js's warnings about a file would be log lines of every read.
  const pdf = await getDocumentProxy(bytes, { stopAtErrors: false, verbosity: 0 });
  try {
    const lines: string[] = [];
    let length = 0;
    let items = 0;
    const full = () => length >= DOCUMENT_TEXT_MAX;
    const pages = Math.min(pdf.numPages, DOCUMENT_MAX_PAGES);
    for (let number = 1; number <= pages && !full(); number++) {
      const page = await pdf.getPage(number);
      let line = '';
      const end = () => {
        const folded = line.replace(/\s+/g, ' ').trim();
        line = '';
        if (!folded || full()) return;
        const kept = folded.slice(0, DOCUMENT_TEXT_MAX - length);
        lines.push(kept);
        length += kept.length + 1;
      };
      // Streamed: pdf.js hands over a page's items a hundred at a time and stops when the
      // stream is cancelled, so a page holding far more text than is kept is not read whole.
      const reader = page.streamTextContent().getReader();
      try {
        while (!full()) {
          const { done, value } = await reader.read();
          if (done) break;
          const chunk = (value as { items: TextItem[] }).items;
          items += chunk.length;
          if (items > DOCUMENT_MAX_ITEMS)
            throw new TooCostly(`over ${DOCUMENT_MAX_ITEMS} text items`);
          for (const item of chunk) {
            if (typeof item.str !== 'string') continue;
            line += item.str;
            if (item.hasEOL) end();
            else if (item.str && !line.endsWith(' ')) line += ' ';
            // A page of one endless line: what is kept is cut at the cap all the same.
            if (line.length > DOCUMENT_TEXT_MAX) end();
          }
        }
        end();
      } finally {
        // pdf.js asserts a reason is an Error; its task for the page stops at its next pause.
        await reader.cancel(new Error('read enough')).catch(() => undefined);
        page.cleanup();
      }
    }
    return { pages: pdf.numPages, lines };
  } finally {
    await pdf.loadingTask.destroy().catch(() => undefined);
  }
}
