/**
 * No dead exports (issue 33): a name a module exports is one another module uses (a test counts).
 * A name used only inside its module stays private to it, so what a module offers is what others
 * take. The check is by word: a name mentioned in any other file counts as used, so it can miss a
 * dead export that shares its name with something else, but never flags a used one.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

const EXPORTED =
  /^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|function\*?|type|interface|class|enum)\s+([A-Za-z_$][\w$]*)/gm;

/** `file: name` for each exported name of `files` that no other of `all` mentions. */
function unusedExports(files: string[], all: Map<string, string>): string[] {
  return files.flatMap((file) =>
    [...(all.get(file) as string).matchAll(EXPORTED)]
      .map(([, name]) => name as string)
      .filter((name) => {
        const word = new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`);
        return ![...all].some(([other, text]) => other !== file && word.test(text));
      })
      .map((name) => `${file}: ${name}`),
  );
}

describe('exports', () => {
  const tracked = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => f && !f.endsWith('.d.ts'));
  const all = new Map(tracked.map((f) => [f, readFileSync(join(root, f), 'utf8')]));

  it('finds an export nobody imports (the check can fail)', () => {
    const files = new Map([
      ['a.ts', 'export const used = 1;\nexport function lonely() {}\n'],
      ['b.ts', "import { used } from './a';"],
    ]);
    expect(unusedExports(['a.ts'], files)).toEqual(['a.ts: lonely']);
  });

  it('every name src/, client/, scripts/ and demo/ export is used by another module', () => {
    const modules = tracked.filter((f) => /^(src|client|scripts|demo)\//.test(f));
    expect(modules.length).toBeGreaterThan(100);
    expect(unusedExports(modules, all)).toEqual([]);
  });
});
