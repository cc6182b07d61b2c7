import { describe, expect, it } from 'vitest';
import { BULK_KEYS, createKvBatch } from '../../src/provider/kvBatch';

type Stored = { value: string; metadata: unknown };

/** A KV namespace that answers bulk reads from `data` and records the keys of each call. */
function fakeKv(data: Record<string, Stored>, fail = false) {
  const calls: string[][] = [];
  const kv = {
    async getWithMetadata(keys: string[], type: string) {
      if (!Array.isArray(keys) || type !== 'text') throw new Error('bulk text reads only');
      calls.push(keys);
      if (fail) throw new Error('KV unavailable');
      // What KV answers for a key over 512 bytes: the whole bulk read fails.
      if (keys.some((k) => new TextEncoder().encode(k).length > 512))
        throw new Error('KV GET_BULK failed: 414 UTF-8 encoded length exceeds key length limit');
      return new Map(keys.map((k) => [k, data[k] ? { ...data[k], cacheStatus: null } : null]));
    },
  };
  return { kv: kv as unknown as KVNamespace, calls };
}

describe('KV bulk reads of one request', () => {
  it('sends the keys asked in one turn as one bulk read; each caller gets its own key', async () => {
    const { kv, calls } = fakeKv({
      a: { value: '{"n":1}', metadata: { t: 1 } },
      b: { value: 'not json {', metadata: null },
    });
    const batch = createKvBatch(kv);
    const [a, b, missing, text] = await Promise.all([
      batch.getWithMetadata('a'),
      batch.getWithMetadata('b'),
      batch.getWithMetadata('missing'),
      batch.get('a'),
    ]);
    expect(calls).toEqual([['a', 'b', 'missing']]);
    expect(a).toEqual({ value: '{"n":1}', metadata: { t: 1 } });
    expect(b?.value).toBe('not json {');
    expect(missing).toBeNull();
    expect(text).toBe('{"n":1}');
  });

  it('joins reads that start from other reads answers, several promise steps later', async () => {
    const { kv, calls } = fakeKv({ a: { value: '1', metadata: null } });
    const batch = createKvBatch(kv);
    const first = await batch.get('a');
    const later = Promise.resolve()
      .then(() => undefined)
      .then(() => batch.get('c'));
    await Promise.all([batch.get('b'), later]);
    expect(first).toBe('1');
    expect(calls).toEqual([['a'], ['b', 'c']]);
  });

  it(`splits a batch at ${BULK_KEYS} keys`, async () => {
    const { kv, calls } = fakeKv({});
    const batch = createKvBatch(kv);
    const keys = Array.from({ length: 2 * BULK_KEYS + 1 }, (_, i) => `k${i}`);
    await Promise.all(keys.map((k) => batch.get(k)));
    expect(calls.map((c) => c.length)).toEqual([BULK_KEYS, BULK_KEYS, 1]);
    expect(calls.flat()).toEqual(keys);
  });

  it('answers null for every key of a bulk read that failed, never throws', async () => {
    const { kv } = fakeKv({ a: { value: '1', metadata: null } }, true);
    const batch = createKvBatch(kv);
    expect(await Promise.all([batch.get('a'), batch.getWithMetadata('b')])).toEqual([null, null]);
  });

  it('never asks for a key too long for KV: the other keys of its batch are still answered', async () => {
    const { kv, calls } = fakeKv({ a: { value: '1', metadata: null } });
    const batch = createKvBatch(kv);
    const long = `host:${'é'.repeat(300)}`; // 305 characters, 605 bytes
    expect(await Promise.all([batch.get('a'), batch.get(long)])).toEqual(['1', null]);
    expect(calls).toEqual([['a']]);
  });

  it('a prefetched key is answered without another round trip, once', async () => {
    const { kv, calls } = fakeKv({ a: { value: '1', metadata: null } });
    const batch = createKvBatch(kv);
    batch.prefetch('a');
    expect(await batch.get('g')).toBeNull();
    expect(calls).toEqual([['a', 'g']]);
    expect(await batch.get('a')).toBe('1');
    expect(calls).toHaveLength(1);
    expect(await batch.get('a')).toBe('1');
    expect(calls).toEqual([['a', 'g'], ['a']]);
  });
});
