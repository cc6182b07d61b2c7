/**
 * The document reader: a worker of its own (`wrangler.documents.toml`, decision 084) that reads a
 * PDF's text for the page worker, which calls it through a service binding (`DOCUMENT_READER`)
 * after an index build and keeps what it answers. pdf.js (through unpdf) is most of a bundle's
 * bytes and startup: here it is loaded only by the isolates that read documents, and a document's
 * CPU and memory are this worker's invocation's, never a visitor's isolate's. No route reaches it:
 * its `fetch` answers 404.
 */
import { WorkerEntrypoint } from 'cloudflare:workers';
import { readDocument } from './read.ts';
import type { DocumentReader as Reader, ReadOutcome } from './record.ts';

export default class DocumentReader extends WorkerEntrypoint implements Reader {
  /** What the PDF under `fileKey` on the file host `filesBase` holds (read.ts). */
  read(filesBase: string, fileKey: string): Promise<ReadOutcome> {
    return readDocument(filesBase, fileKey);
  }

  override fetch(): Response {
    return new Response('Not Found', { status: 404 });
  }
}
