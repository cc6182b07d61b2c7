/**
 * What a page's file links and pictures are built from, once per request: the file host, the
 * signer of picture addresses and the pictures' sizes (decision 050).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { createPictureSizes, type PictureSizes } from './facts';
import { signerOf } from './signature';

/** Longest a render waits to learn a new picture's size from its first bytes. */
const SIZE_PROBE_MS = 1500;

/** Where a page's files and pictures come from. */
export type PageFiles = {
  /** FILES_BASE: links to files, and pictures the image route does not resize (SVG, GIF). */
  base: string;
  /** Signs a canonical picture key; absent when no IMAGE_SIGNING_KEY is set (originals then). */
  sign?: (key: string) => string;
  /** Pictures' real sizes, for boxes at their aspect ratio; absent in fragments. */
  sizes?: PictureSizes;
};

const built = new WeakMap<Context<AppEnv>, PageFiles>();

/** This request's files and pictures (one size look-up per request, shared by its renders). */
export function pageFilesOf(c: Context<AppEnv>): PageFiles {
  let files = built.get(c);
  if (!files) {
    const { config } = c.var;
    const signer = config.imageSigningKey ? signerOf(config.imageSigningKey) : undefined;
    files = {
      base: config.filesBase,
      sign: signer?.sign,
      sizes: signer
        ? createPictureSizes({
            kv: c.env.CACHE,
            filesBase: config.filesBase,
            waitUntil: (promise) => c.executionCtx.waitUntil(promise),
            probeMs: SIZE_PROBE_MS,
          })
        : undefined,
    };
    built.set(c, files);
  }
  return files;
}
