/**
 * Per-isolate memory of purge generations: keyed by the request's host, so a flood of made-up
 * hosts must not grow it without limit. Observed through its behaviour: a generation changed in
 * KV behind the memory's back shows only once the remembered copy has been pushed out.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  GENERATION_MEMORY_ENTRIES,
  generationKey,
  readGeneration,
} from '../../src/provider/generation';
import { clearCache } from '../helpers/worker';

describe('remembered generations', () => {
  it('keeps a bounded number: a flood of distinct hosts pushes the oldest out', async () => {
    await clearCache();
    const kv = env.CACHE as KVNamespace;
    const first = generationKey.host('first.example');
    const remember = 60_000;
    await kv.put(first, 'a');
    expect(await readGeneration(kv, first, remember)).toBe('a');
    await kv.put(first, 'b'); // behind the memory's back
    expect(await readGeneration(kv, first, remember)).toBe('a');
    for (let i = 0; i < GENERATION_MEMORY_ENTRIES; i++)
      await readGeneration(kv, generationKey.host(`flood-${i}.example`), remember);
    expect(await readGeneration(kv, first, remember)).toBe('b');
  });
});
