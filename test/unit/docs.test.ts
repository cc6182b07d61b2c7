/**
 * The README and the guides under docs/ say only what the tree holds: the README stays short,
 * every relative link reaches a file (and a heading, for an anchor into a markdown file), every
 * backticked repository path exists, and every `npm run X` is a script of package.json.
 * Decision notes are historical: their links are checked, their paths and commands are not.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const markdownIn = (dir: string) =>
  readdirSync(join(root, dir))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `${dir}/${name}`);

/** The README and the topic guides: held to what the tree is today. */
const current = ['README.md', ...markdownIn('docs')];
/** Every markdown file whose links must resolve. */
const linked = [...current, ...markdownIn('docs/decisions')];

/** The text outside fenced code blocks (a link or a path in a code sample is not checked). */
const prose = (text: string) => text.replace(/^```[^\n]*\n[\s\S]*?^```[^\n]*$/gm, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N} -]/gu, '')
    .replace(/ /g, '-');

/** The anchors of a markdown file's headings, repeated ones numbered as GitHub numbers them. */
const anchors = (path: string) => {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const [, heading] of prose(read(path)).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(heading);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
};

/** Files in the tree's root that a guide may name in backticks. */
const rootFiles = new Set([
  'README.md',
  'build.ts',
  'biome.json',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vitest.config.ts',
  'worker-configuration.d.ts',
  'wrangler.toml',
  '.ci/run',
]);
const pathLike = /^(src|test|scripts|demo|client|docs|assets|patches)\//;
/** Output the build writes (git-ignored): named in the guides, absent from a fresh clone. */
const generated = /^assets\/build(\/|$)/;
/** Placeholders, globs and shell: not one path. */
const notOnePath = /[<>*{}$\s…]|\.\.\./;

describe('README.md', () => {
  it('is at most 150 lines', () => {
    const lines = read('README.md').split('\n').length - 1;
    expect(lines).toBeLessThanOrEqual(150);
  });

  it("shows the test command .ci/run runs, in a code block (.ci/run: the README's test command)", () => {
    const command = read('.ci/run').trim().split('\n').at(-1);
    expect(command).toBe('npm test');
    expect(read('README.md')).toMatch(/^```sh\nnpm install && npm test\n```$/m);
  });
});

describe('README.md and docs/', () => {
  it('every relative link reaches a file, and every anchor a heading of it', () => {
    const broken: string[] = [];
    for (const file of linked) {
      for (const [, target] of prose(read(file)).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // https:, mailto:
        const [path, anchor] = target.split('#');
        const resolved = path
          ? relative(root, join(root, dirname(file), decodeURIComponent(path)))
          : file;
        if (resolved.startsWith('..')) {
          broken.push(`${file}: ${target} (outside the repository)`);
        } else if (!existsSync(join(root, resolved))) {
          broken.push(`${file}: ${target} (no such file)`);
        } else if (anchor && resolved.endsWith('.md') && !anchors(resolved).has(anchor)) {
          broken.push(`${file}: ${target} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('every backticked repository path exists in the tree', () => {
    const missing: string[] = [];
    for (const file of current) {
      for (const [, token] of prose(read(file)).matchAll(/`([^`\n]+)`/g)) {
        const path = token.replace(/[.,;:]$/, '');
        if (path.startsWith('../')) missing.push(`${file}: ${path} (outside the repository)`);
        if (!pathLike.test(path) && !rootFiles.has(path)) continue;
        if (notOnePath.test(path) || generated.test(path)) continue;
        if (!existsSync(join(root, path))) missing.push(`${file}: ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every decision cited by number has its note in docs/decisions/', () => {
    const notes = new Set(markdownIn('docs/decisions').map((path) => path.slice(15, 18)));
    const unknown: string[] = [];
    for (const file of current) {
      for (const [cited] of read(file).matchAll(
        /\b[Dd]ecisions? \d{3}(?:(?:,| and| to) \d{3})*/g,
      )) {
        for (const [n] of cited.matchAll(/\d{3}/g)) {
          if (!notes.has(n)) unknown.push(`${file}: decision ${n}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });

  it('the decisions index lists every note', () => {
    const index = read('docs/decisions/README.md');
    const unlisted = markdownIn('docs/decisions')
      .map((path) => path.slice('docs/decisions/'.length))
      .filter((name) => name !== 'README.md' && !index.includes(`](${name})`));
    expect(unlisted).toEqual([]);
  });

  it('every `npm run X` is a script of package.json', () => {
    const scripts = Object.keys(JSON.parse(read('package.json')).scripts);
    const unknown: string[] = [];
    for (const file of current) {
      for (const [, name] of read(file).matchAll(/npm run (?:--silent )?([\w:.-]+)/g)) {
        if (!scripts.includes(name)) unknown.push(`${file}: npm run ${name}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});
