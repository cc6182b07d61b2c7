/**
 * What a parent needs to judge a document before opening it on a metered phone (issue 42, item
 * 2; decision 093): its length in bytes and, once site search has read it, its page count. A file
 * key's content never changes, so its length is read once from the file host (a one-byte `Range`
 * read: `Content-Range` says the whole length, or a 200's `Content-Length`) and kept for good, in
 * the isolate's memory and in KV (`document-size:<key>`). A page waits for that read at most
 * LENGTH_BUDGET_MS; past it the page shows the document without its size and the read goes on in
 * the background, for the next render. Page counts are what the search's reading of the PDF kept
 * (`document-text:<key>`, src/search/documentText.ts); this module only reads them.
 */
import { BoundedMap } from '../lib/boundedMap';
import { fileUrl } from '../lib/url';
import { createKvBatch, KEY_BYTES } from '../provider/kvBatch';

/** The most a page waits for a document's length it has never seen. */
const LENGTH_BUDGET_MS = 300;
/** How long the background read of a length may take. */
const LENGTH_READ_MS = 10_000;
/** Lengths one isolate remembers; each is a few bytes. */
const REMEMBERED = 50_000;
/** How long an isolate waits before asking the file host again for a length it could not read. */
const RETRY_MS = 60_000;

/** A document's facts; each absent when not known (yet). */
export type DocumentFacts = { bytes?: number; pages?: number };

export type DocumentFactsReader = {
  /** The facts of the document stored under `key` (never rejects). */
  factsOf(key: string): Promise<DocumentFacts>;
};

const knownBytes = new BoundedMap<string, number>(REMEMBERED);
const failedAt = new BoundedMap<string, number>(REMEMBERED);
/** Length reads under way in this isolate: a key asked by many pages at once is read once. */
const reading = new Map<string, Promise<number | null>>();

/** The KV key of a document's length; null when the file key is too long for KV. */
function lengthKvKey(fileKey: string): string | null {
  const key = `document-size:${fileKey}`;
  return new TextEncoder().encode(key).length <= KEY_BYTES ? key : null;
}

/** The KV key under which site search keeps what it read of a PDF (with its `pages`). */
const textKvKey = (fileKey: string): string | null => {
  const key = `document-text:${fileKey}`;
  return new TextEncoder().encode(key).length <= KEY_BYTES ? key : null;
};

/** A whole length in decimal, or undefined. */
const lengthOf = (text: string | null | undefined): number | undefined =>
  text && /^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : undefined;

/** The page count in a kept `document-text` record; undefined for a skipped or unread one. */
function pagesOf(json: string | null): number | undefined {
  try {
    const pages = (JSON.parse(json ?? 'null') as { pages?: unknown } | null)?.pages;
    return typeof pages === 'number' && Number.isInteger(pages) && pages > 0 ? pages : undefined;
  } catch {
    return undefined;
  }
}

/** The whole length of the file at `url` from a one-byte read, or null when it cannot be had. */
async function readLength(url: string, signal: AbortSignal): Promise<number | null> {
  try {
    const response = await fetch(url, {
      headers: { Range: 'bytes=0-0' },
      redirect: 'manual',
      signal,
    });
    await response.body?.cancel().catch(() => {});
    if (response.status === 206)
      return (
        lengthOf(/\/(\d{1,15})\s*$/.exec(response.headers.get('content-range') ?? '')?.[1]) ?? null
      );
    if (response.status === 200) return lengthOf(response.headers.get('content-length')) ?? null;
    return null;
  } catch {
    return null;
  }
}

/** One request's document facts: each key asked once, the KV look-ups in bulk reads. */
export function createDocumentFacts(settings: {
  kv: KVNamespace;
  filesBase: string;
  waitUntil: (promise: Promise<unknown>) => void;
  budgetMs?: number;
}): DocumentFactsReader {
  const kv = createKvBatch(settings.kv);
  const asked = new Map<string, Promise<DocumentFacts>>();

  /** The length from the file host, kept in memory and KV; the page waits a budget for it. */
  function readAndKeep(key: string, kvKey: string | null): Promise<number | null> {
    const url = fileUrl(settings.filesBase, key);
    const failed = failedAt.get(key);
    if (!url || (failed !== undefined && Date.now() - failed < RETRY_MS))
      return Promise.resolve(null);
    let read = reading.get(key);
    if (!read) {
      read = readLength(url, AbortSignal.timeout(LENGTH_READ_MS)).then(async (bytes) => {
        reading.delete(key);
        if (bytes === null) failedAt.set(key, Date.now());
        else {
          knownBytes.set(key, bytes);
          if (kvKey) await settings.kv.put(kvKey, String(bytes)).catch(() => {});
        }
        return bytes;
      });
      reading.set(key, read);
      settings.waitUntil(read);
    }
    const budget = settings.budgetMs ?? LENGTH_BUDGET_MS;
    return Promise.race([read, new Promise<null>((done) => setTimeout(done, budget, null))]);
  }

  async function lookUp(key: string): Promise<DocumentFacts> {
    const sizeKey = lengthKvKey(key);
    const pagesKey = textKvKey(key);
    const [stored, text] = await Promise.all([
      knownBytes.get(key) ?? (sizeKey ? kv.get(sizeKey) : null),
      pagesKey ? kv.get(pagesKey) : null,
    ]);
    const bytes =
      typeof stored === 'number' ? stored : (lengthOf(stored) ?? (await readAndKeep(key, sizeKey)));
    if (bytes !== null && bytes !== undefined) knownBytes.set(key, bytes);
    const pages = pagesOf(text);
    return {
      ...(bytes !== null && bytes !== undefined ? { bytes } : {}),
      ...(pages !== undefined ? { pages } : {}),
    };
  }

  return {
    factsOf(key) {
      let answer = asked.get(key);
      if (!answer) {
        answer = lookUp(key).catch(() => ({}));
        asked.set(key, answer);
      }
      return answer;
    },
  };
}
