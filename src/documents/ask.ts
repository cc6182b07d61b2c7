/**
 * The page worker's side of reading documents (decisions 059 and 084): it asks the document
 * reader worker for each file key's text, one after another, and keeps each answer in KV for
 * good, with a log line for a document skipped or unread. A reader whose invocation died on this
 * very file (the platform's CPU or memory limit) twice is the file's doing: kept as too costly.
 */
import { BoundedMap } from '../lib/boundedMap.ts';
import { logEvent } from '../lib/log.ts';
import {
  type DocumentReader,
  type DocumentText,
  documentTextKey,
  type ReadOutcome,
  TEXT_VERSION,
} from './record.ts';

/** Reads of a file key that ended the reader's invocation, by key (this isolate's). */
const died = new BoundedMap<string, number>(1000);
/** Invocations a file may end before it is kept as too costly (once could be the platform's). */
const DEATHS_BEFORE_TOO_COSTLY = 2;

/** The reader's answer, or, when its call failed, what that failure says. */
async function ask(reader: DocumentReader, filesBase: string, key: string): Promise<ReadOutcome> {
  try {
    return await reader.read(filesBase, key);
  } catch (error) {
    const message = String(error);
    // "Worker exceeded CPU time limit", "... memory limit": the file's cost, not the moment's.
    if (/exceeded/i.test(message)) {
      const deaths = (died.get(key) ?? 0) + 1;
      died.set(key, deaths);
      if (deaths >= DEATHS_BEFORE_TOO_COSTLY)
        return {
          text: { v: TEXT_VERSION, status: 'skipped', reason: 'too-costly' },
          detail: message,
        };
    }
    return { unread: { error: message } };
  }
}

/**
 * Asks `reader` for each of `fileKeys` one after another (one PDF in the reader's memory at a
 * time) and keeps what each holds in KV for good; says how many were kept and which could not
 * be had this time.
 */
export async function readAndKeepDocuments(
  kv: KVNamespace,
  reader: DocumentReader,
  filesBase: string,
  fileKeys: readonly string[],
): Promise<{ kept: number; failed: string[] }> {
  let kept = 0;
  const failed: string[] = [];
  for (const key of fileKeys) {
    const kvKey = documentTextKey(key);
    if (!kvKey) continue;
    const outcome = await ask(reader, filesBase, key);
    if ('unread' in outcome) {
      logEvent('warn', 'document-text-unread', undefined, { key, ...outcome.unread });
      failed.push(key);
      continue;
    }
    const text: DocumentText = outcome.text;
    if (text.status === 'skipped')
      logEvent('warn', 'document-text-skipped', undefined, {
        key,
        reason: text.reason,
        detail: outcome.detail,
      });
    await kv.put(kvKey, JSON.stringify(text)).catch(() => undefined);
    kept++;
  }
  return { kept, failed };
}
