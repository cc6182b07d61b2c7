/**
 * A cached value is validated again on its way out of KV unless it was written under this
 * deploy's schemas (decision 047): then it is their output already.
 */
import { describe, expect, it } from 'vitest';
import { readEntry, SCHEMAS } from '../../src/provider/entries';
import type { KvBatch } from '../../src/provider/kvBatch';
import { record, text } from '../../src/provider/schemas/common';

const Notice = record({ title: text });

/** One stored key, as the request's bulk reads would answer it. */
const stored = (value: string, metadata: unknown): KvBatch =>
  ({ getWithMetadata: async () => ({ value, metadata }) }) as unknown as KvBatch;

describe('a cached value on its way out of KV', () => {
  it('is taken as it is when this deploy’s schemas wrote it', async () => {
    const entry = await readEntry(stored('{"title":7}', { t: 5, g: '0', s: SCHEMAS }), 'k', Notice);
    // The schema would have made the number a string: it did not run.
    expect(entry).toEqual({ value: { title: 7 }, fetchedAt: 5, generation: '0' });
  });

  it('is validated again when other schemas (or none named) wrote it', async () => {
    for (const s of ['an older deploy', undefined]) {
      const entry = await readEntry(stored('{"title":7}', { t: 5, g: '0', s }), 'k', Notice);
      expect(entry?.value).toEqual({ title: '7' });
    }
  });

  it('is nothing when it is "not found", whoever wrote it', async () => {
    expect(await readEntry(stored('null', { t: 5, s: SCHEMAS }), 'k', Notice)).toBeNull();
    expect(await readEntry(stored('null', { t: 5 }), 'k', Notice)).toBeNull();
  });
});
