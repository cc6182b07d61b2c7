/**
 * The browser bundle's boundary (issue 33): a client import of worker-only code fails the build,
 * whichever folder of src/ it is in, while what islands share with the server passes.
 */
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { workerOnlyInputs } from '../../scripts/client-boundary.ts';

const root = join(import.meta.dirname, '../..');

/** The client-side graph of a module whose only line is `code`, bundled as build.ts bundles. */
async function graphOf(code: string): Promise<esbuild.Metafile> {
  const result = await esbuild.build({
    absWorkingDir: root,
    stdin: { contents: code, resolveDir: join(root, 'client'), loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    tsconfig: 'client/tsconfig.json',
    // A worker module may import Node's built-ins (AsyncLocalStorage): left external here, so the
    // graph is read to its end and the rule, not a resolve error, is what refuses it.
    external: ['node:*'],
    metafile: true,
    logLevel: 'silent',
  });
  return result.metafile;
}

describe('the client build keeps worker code out', () => {
  it('refuses a client import of site search (MiniSearch and the index)', async () => {
    const problems = workerOnlyInputs(
      await graphOf(
        "import { buildIndex } from '../src/search/engine.ts'; console.log(buildIndex);",
      ),
    );
    expect(problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/worker-only module src\/search\/engine\.ts/)]),
    );
  });

  it.each([
    ['the provider client', "import * as m from '../src/provider/client.ts'; console.log(m);"],
    ['the page cache', "import * as m from '../src/cache/pageStore.ts'; console.log(m);"],
    ['the settings', "import * as m from '../src/config.ts'; console.log(m);"],
    ['the path table', "import * as m from '../src/paths.ts'; console.log(m);"],
  ])('refuses %s', async (_, code) => {
    expect(workerOnlyInputs(await graphOf(code))).not.toEqual([]);
  });

  it('lets through the helpers and components islands share', async () => {
    expect(
      workerOnlyInputs(
        await graphOf(
          "import { searchWords } from '../src/lib/searchText'; import { Marked } from '../src/components/Marked'; console.log(searchWords, Marked);",
        ),
      ),
    ).toEqual([]);
  });

  it('passes the real client: main.ts and every island', async () => {
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: ['client/main.ts'],
      bundle: true,
      splitting: true,
      outdir: join(root, 'assets/unused'),
      write: false,
      format: 'esm',
      platform: 'browser',
      jsx: 'automatic',
      external: ['/img/*', '/build/*'],
      tsconfig: 'client/tsconfig.json',
      metafile: true,
      logLevel: 'silent',
    });
    expect(Object.keys(result.metafile.inputs).some((i) => i.startsWith('client/islands/'))).toBe(
      true,
    );
    expect(workerOnlyInputs(result.metafile)).toEqual([]);
  });
});
