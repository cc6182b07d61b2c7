/**
 * The folder rule (issue 33): every folder of src/ holds one concern, and no folder imports one
 * that imports it back, type imports included, nor does any module. So a newcomer can read the
 * code bottom up: env.ts and config.ts, lib/, i18n/ and provider/ below the frame's data (frame/),
 * below the pages (pages/, components/), below the middleware and the routes, below app.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

type Graph = Map<string, Set<string>>;

/** Every .ts/.tsx file under `dir`, repository-relative. */
function sources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The project modules `file` imports (values and types alike), repository-relative. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(SPECIFIER)].flatMap(([, spec]) => {
    const base = join(dirname(file), spec as string);
    const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].find((ext) => {
      const path = join(root, base + ext);
      return existsSync(path) && statSync(path).isFile();
    });
    return found === undefined ? [] : [relative(root, join(root, base + found))];
  });
}

/** The module graph of src/ (edges to modules outside src/ left out). */
function moduleGraph(): Graph {
  const graph: Graph = new Map();
  for (const file of sources('src'))
    graph.set(file, new Set(importsOf(file).filter((to) => to.startsWith('src/'))));
  return graph;
}

/** A module's folder: its directory; a module directly in src/ stands alone (app.ts, env.ts...). */
const folderOf = (file: string) => (dirname(file) === 'src' ? file : dirname(file));

function folderGraph(modules: Graph): Graph {
  const graph: Graph = new Map();
  for (const [from, tos] of modules) {
    const edges = graph.get(folderOf(from)) ?? new Set<string>();
    for (const to of tos) if (folderOf(to) !== folderOf(from)) edges.add(folderOf(to));
    graph.set(folderOf(from), edges);
  }
  return graph;
}

/** The graph's cycles: its strongly connected components of more than one node (Tarjan). */
function cyclesOf(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let top: string | undefined;
      do {
        top = stack.pop() as string;
        component.push(top);
      } while (top !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** Each edge inside a cycle, as `from -> to (by module -> module)`, for a failure that says where. */
function explain(cycles: string[][], folders: Graph, modules: Graph): string[] {
  return cycles.flatMap((cycle) =>
    cycle.flatMap((from) =>
      [...(folders.get(from) ?? [])]
        .filter((to) => cycle.includes(to))
        .map((to) => {
          const by = [...modules].flatMap(([m, tos]) =>
            folderOf(m) === from
              ? [...tos].filter((t) => folderOf(t) === to).map((t) => `${m} -> ${t}`)
              : [],
          );
          return `${from} -> ${to} (${by.join(', ')})`;
        }),
    ),
  );
}

describe('the folder rule', () => {
  const modules = moduleGraph();
  const folders = folderGraph(modules);

  it('finds a cycle where there is one (the check can fail)', () => {
    const graph: Graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c']]);
    expect(
      cyclesOf(
        folderGraph(
          new Map([
            ['src/x/one.ts', new Set(['src/y/two.ts'])],
            ['src/y/two.ts', new Set(['src/x/three.ts'])],
            ['src/x/three.ts', new Set()],
          ]),
        ),
      ),
    ).toEqual([['src/x', 'src/y']]);
  });

  it('reads the real graph: the app reaches the routes, a route its pages', () => {
    expect(modules.get('src/app.ts')).toContain('src/routes/home.tsx');
    expect(folders.get('src/routes')).toContain('src/pages');
  });

  it('no folder imports one that imports it back', () => {
    expect(explain(cyclesOf(folders), folders, modules)).toEqual([]);
  });

  it('no module imports one that imports it back, type imports included', () => {
    expect(cyclesOf(modules)).toEqual([]);
  });

  it('env.ts is the floor: nothing it imports imports the app, a route, a page or a middleware', () => {
    const reached = new Set<string>();
    const walk = (file: string) => {
      for (const to of modules.get(file) ?? [])
        if (!reached.has(to)) {
          reached.add(to);
          walk(to);
        }
    };
    walk('src/env.ts');
    expect(
      [...reached].filter((m) =>
        /^src\/(app\.ts|index\.ts|routes\/|pages\/|middleware\/|components\/|search\/|warmup\/)/.test(
          m,
        ),
      ),
    ).toEqual([]);
    expect(reached.has('src/env.ts')).toBe(false);
  });
});
