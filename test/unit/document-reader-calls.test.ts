/**
 * The page worker's side of reading documents (src/documents/ask.ts, decision 084): what the
 * document reader answers is kept in KV; a call the platform ends ("exceeded" its CPU or memory
 * limit) is asked again, and a file that ends two calls is kept as too costly; any other failed
 * call keeps nothing.
 */
import { describe, expect, it } from 'vitest';
import { readAndKeepDocuments } from '../../src/documents/ask.ts';
import type { DocumentReader, ReadOutcome } from '../../src/documents/record.ts';

/** A KV namespace of a Map: `put` and what was put. */
function memoryKv() {
  const values = new Map<string, string>();
  const kv = { put: async (key: string, value: string) => void values.set(key, value) };
  return { kv: kv as unknown as KVNamespace, values };
}

const reader = (answer: (key: string) => Promise<ReadOutcome>): DocumentReader => ({
  read: (_base, key) => answer(key),
});

describe('asking the document reader', () => {
  it('keeps its answers, and nothing of a call that failed', async () => {
    const { kv, values } = memoryKv();
    const text = { v: 1, status: 'text' as const, pages: 1, lines: ['Hall ticket'] };
    const { kept, failed } = await readAndKeepDocuments(
      kv,
      reader(async (key) => {
        if (key === 'a.pdf') return { text };
        if (key === 'b.pdf') return { unread: { status: 500 } };
        throw new Error('Network connection lost.');
      }),
      'http://files',
      ['a.pdf', 'b.pdf', 'c.pdf'],
    );
    expect(kept).toBe(1);
    expect(failed).toEqual(['b.pdf', 'c.pdf']);
    expect(JSON.parse(values.get('document-text:a.pdf') ?? 'null')).toEqual(text);
    expect(values.size).toBe(1);
  });

  it('keeps a file whose read the platform ended twice as too costly', async () => {
    const { kv, values } = memoryKv();
    const dying = reader(async () => {
      throw new Error('Worker exceeded CPU time limit.');
    });
    const first = await readAndKeepDocuments(kv, dying, 'http://files', ['heavy.pdf']);
    expect(first).toEqual({ kept: 0, failed: ['heavy.pdf'] });
    expect(values.size).toBe(0);
    const second = await readAndKeepDocuments(kv, dying, 'http://files', ['heavy.pdf']);
    expect(second).toEqual({ kept: 1, failed: [] });
    expect(JSON.parse(values.get('document-text:heavy.pdf') ?? 'null')).toMatchObject({
      status: 'skipped',
      reason: 'too-costly',
    });
  });
});
