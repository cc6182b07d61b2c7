/**
 * The isolate's memory of provider reads is bounded by count and by JSON length: values are held
 * for minutes (while fresh), so many large ones must never crowd a 128 MB isolate.
 */
import { describe, expect, it } from 'vitest';
import { MEMORY_BYTES, MEMORY_ENTRIES, memory, remember } from '../../src/provider/entries.ts';

const entry = (value: unknown, bytes?: number) => ({
  value,
  fetchedAt: Date.now(),
  generation: 'g',
  bytes,
});

describe("the isolate's memory", () => {
  it('drops the least recently used values once they weigh more than MEMORY_BYTES', () => {
    const size = 512 * 1024;
    const fit = Math.floor(MEMORY_BYTES / size);
    for (let i = 0; i <= fit; i++) remember(`big:${i}`, entry(i, size));
    expect(memory.get('big:0')).toBeUndefined();
    expect(memory.get('big:1')?.value).toBe(1);
    expect(memory.get(`big:${fit}`)?.value).toBe(fit);
  });

  it('measures a value whose length is not known, and holds none bigger than a megabyte', () => {
    remember('huge', entry('x'.repeat(1024 * 1024 + 1)));
    expect(memory.get('huge')).toBeUndefined();
    remember('small', entry({ a: 'b' }));
    expect(memory.get('small')?.bytes).toBe(JSON.stringify({ a: 'b' }).length);
  });

  it('holds at most MEMORY_ENTRIES values', () => {
    for (let i = 0; i <= MEMORY_ENTRIES; i++) remember(`n:${i}`, entry(i, 10));
    expect(memory.get('n:0')).toBeUndefined();
    expect(memory.get(`n:${MEMORY_ENTRIES}`)?.value).toBe(MEMORY_ENTRIES);
  });

  it('counts a value stored again once', () => {
    const size = 1024 * 1024;
    for (let i = 0; i < 100; i++) remember('same', entry(i, size));
    const others = MEMORY_BYTES / size - 1;
    for (let i = 0; i < others; i++) remember(`other:${i}`, entry(i, size));
    expect(memory.get('same')?.value).toBe(99);
    expect(memory.get(`other:${others - 1}`)?.value).toBe(others - 1);
  });
});
