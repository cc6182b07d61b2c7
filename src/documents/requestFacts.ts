/** The documents' facts of one request: one reader, shared by the page's renders. */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { createDocumentFacts, type DocumentFactsReader } from './documentFacts';

const built = new WeakMap<Context<AppEnv>, DocumentFactsReader>();

/** This request's document facts (each key looked up once per request). */
export function documentFactsOf(c: Context<AppEnv>): DocumentFactsReader {
  let reader = built.get(c);
  if (!reader) {
    reader = createDocumentFacts({
      kv: c.env.CACHE,
      filesBase: c.var.config.filesBase,
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    });
    built.set(c, reader);
  }
  return reader;
}
