/**
 * Per-isolate memory of purge generations: keyed by the request's host, so a flood of made-up
 * hosts must not grow it without limit. Observed through its behaviour: a generation changed in
 * KV behind the memory's back shows only once the remembered copy has been pushed out.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  bumpGeneration,
  bumpResources,
  GENERATION_MEMORY_ENTRIES,
  generationKey,
  purge,
  readGeneration,
  readInstituteGeneration,
  readSite,
  storeSite,
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

describe('resource purges', () => {
  it('two resource purges of one institute at the same instant both take effect', async () => {
    await clearCache();
    const kv = env.CACHE as KVNamespace;
    const ins = 'aaaaaaaaaaaaaaaaaaaaaaaa';
    for (let round = 0; round < 8; round++) {
      const before = await readInstituteGeneration(kv, ins);
      const [notices, events] = await Promise.all([
        bumpResources(kv, ins, ['notices']),
        bumpResources(kv, ins, ['events']),
      ]);
      const after = await readInstituteGeneration(kv, ins);
      // Each purge answers what it wrote, and both writes hold.
      expect(after.tags.notices, `round ${round}`).toBe(notices);
      expect(after.tags.events, `round ${round}`).toBe(events);
      expect(after.tags.notices).not.toBe(before.tags.notices);
      expect(after.tags.events).not.toBe(before.tags.events);
      expect(after.base).toBe(before.base);
    }
  });

  it('a whole-institute purge changes the base; resource generations stay theirs', async () => {
    await clearCache();
    const kv = env.CACHE as KVNamespace;
    const ins = 'bbbbbbbbbbbbbbbbbbbbbbbb';
    const notices = await bumpResources(kv, ins, ['notices']);
    const base = await bumpGeneration(kv, generationKey.institute(ins));
    expect(await readInstituteGeneration(kv, ins)).toEqual({ base, tags: { notices } });
  });
});

describe("a host's generation record", () => {
  it('two purges of one institute at the same instant both reach the records of its hosts', async () => {
    await clearCache();
    const kv = env.CACHE as KVNamespace;
    const ins = 'cccccccccccccccccccccccc';
    const hosts = ['one.example', 'www.one.example'];
    for (const host of hosts) await storeSite(kv, host, ins);
    for (let round = 0; round < 4; round++) {
      const [notices, events, base] = await Promise.all([
        purge(kv, { insId: ins, resources: ['notices'] }),
        purge(kv, { insId: ins, host: hosts[0], resources: ['events'] }),
        purge(kv, { insId: ins, host: hosts[0], hostToo: true }),
      ]);
      for (const host of hosts) {
        const site = await readSite(kv, host);
        expect(site?.ins, `round ${round}`).toBe(ins);
        expect(site?.tags.notices, `round ${round} ${host}`).toBe(notices.generation);
        expect(site?.tags.events, `round ${round} ${host}`).toBe(events.generation);
        expect(site?.base, `round ${round} ${host}`).toBe(base.generation);
      }
      expect((await readSite(kv, hosts[0]))?.host).toBe(base.hostGeneration);
    }
  });
});
