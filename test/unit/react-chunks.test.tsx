/**
 * The patched React edge renderer (patches/react-dom+*.patch, docs/decisions/043): short strings
 * are encoded once and their bytes reused, and the HTML stays exactly what React writes.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const require = createRequire(import.meta.url);
type Fizz = {
  renderToReadableStream(children: unknown): Promise<ReadableStream<Uint8Array>>;
};
// The builds `wrangler deploy` bundles (workerd condition: server.edge, production), and the Node
// build, which never had the patch, as the reference for the markup.
const cjs = join(dirname(require.resolve('react-dom/package.json')), 'cjs');
const edge: Fizz = require(join(cjs, 'react-dom-server.edge.production.js'));
const node: Fizz = require(join(cjs, 'react-dom-server.node.production.js'));

const html = async (fizz: Fizz, tree: unknown) =>
  new Response(await fizz.renderToReadableStream(tree)).text();

/** A list like a page's: the same class names and attributes over and over, and unique text. */
const page = (rows: number, label: (i: number) => string) => (
  <main className="site-main" id="content">
    <ul className="card-list" aria-label="Notices">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="card" data-kind="notice">
          <a className="card-link" href={`/one/notice/${i}/detail`} lang={i % 2 ? 'hi' : undefined}>
            {label(i)}
          </a>
        </li>
      ))}
    </ul>
  </main>
);

afterEach(() => vi.restoreAllMocks());

describe('React edge renderer with shared short chunks', () => {
  it('encodes a repeated short string once, not once per use', async () => {
    const encode = vi.spyOn(TextEncoder.prototype, 'encode');
    await html(
      edge,
      page(200, () => 'Admission notice'),
    );
    // Unpatched: every class name, attribute name and value and text is encoded again (> 2000).
    expect(encode.mock.calls.length).toBeLessThan(400);
  });

  it('writes the same HTML as React, for short and long, Latin and Devanagari text', async () => {
    const labels = [
      (i: number) => `Notice ${i}`,
      (i: number) => `प्रवेश सूचना ${i} `.repeat(i % 5),
      (i: number) => `A long title that is well over forty-eight characters long, number ${i}`,
    ];
    for (const label of labels) {
      expect(await html(edge, page(300, label))).toBe(await html(node, page(300, label)));
    }
  });

  it('stays right after more distinct short strings than it keeps', async () => {
    // 6000 distinct hrefs and labels: the shared chunks turn over while the page is written.
    const tree = page(6000, (i) => `n${i}`);
    const [first, second] = await Promise.all([html(edge, tree), html(edge, tree)]);
    expect(first).toBe(await html(node, tree));
    expect(second).toBe(first);
  });
});
