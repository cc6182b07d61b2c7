/**
 * pdf.js stays out of the page worker (issue 40 item 6, decision 084): the document reader is a
 * worker of its own, and nothing src/index.ts imports reaches unpdf, whose 1.6 MB were most of
 * the page worker's bundle and of every new isolate's startup. The reader's own graph holds it.
 */
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/** The inputs of `entry`'s bundle, as wrangler bundles a worker (paths from the repo's root). */
async function inputsOf(entry: string): Promise<string[]> {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    jsx: 'automatic',
    external: ['cloudflare:*', 'node:*'],
    loader: { '.css': 'text', '.svg': 'text' },
    metafile: true,
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

describe('the page worker bundle', () => {
  it('holds no pdf.js: documents are read by the document reader worker', async () => {
    const page = await inputsOf('src/index.ts');
    expect(page.filter((input) => input.includes('node_modules/unpdf/'))).toEqual([]);
    expect(page.filter((input) => input.startsWith('src/documents/'))).not.toContain(
      'src/documents/pdfLines.ts',
    );
    const reader = await inputsOf('src/documents/reader.ts');
    expect(reader.some((input) => input.includes('node_modules/unpdf/'))).toBe(true);
  });
});
