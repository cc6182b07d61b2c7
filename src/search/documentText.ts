/**
 * The text inside the PDF documents an institute links, for site search (issue 30, "Inside
 * documents"; decisions 059 and 083): which of an entry's files are PDFs, the texts kept of them
 * in KV (`document-text:<key>`, written once per file key by the document reader, src/documents/),
 * and the entries with that text. At most DOCUMENTS_PER_BUILD documents are read after one build.
 */
import {
  DOCUMENT_TEXT_MAX,
  type DocumentText,
  documentTextKey,
  parseDocumentText,
} from '../documents/record.ts';
import { BULK_KEYS } from '../provider/kvBatch.ts';
import type { SearchDoc } from './engine.ts';

export type { DocumentText };

/**
 * Documents read after one index build (in its `waitUntil`, which lasts at most 30 s past the
 * answer): each costs some tens of milliseconds of CPU and a file host read, and one invocation's
 * CPU is bounded; the rest are read after a later build.
 */
export const DOCUMENTS_PER_BUILD = 20;

/** Whether `fileKey` names a PDF (the file hosts name files by their extension). */
const isPdfKey = (fileKey: string) => /\.pdf$/i.test(fileKey.trim());

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
