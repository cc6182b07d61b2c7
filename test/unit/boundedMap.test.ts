import { describe, expect, it } from 'vitest';
import { BoundedMap } from '../../src/lib/boundedMap';

describe('BoundedMap', () => {
  it('never holds more than its limit, however many keys are set', () => {
    const map = new BoundedMap<string, number>(100);
    for (let i = 0; i < 10_000; i++) map.set(`host-${i}.example`, i);
    expect(map.size).toBe(100);
    expect(map.get('host-9999.example')).toBe(9999);
    expect(map.has('host-0.example')).toBe(false);
  });

  it('drops the least recently used entry: a read keeps an entry', () => {
    const map = new BoundedMap<string, string>(2);
    map.set('a', '1').set('b', '2');
    expect(map.get('a')).toBe('1');
    map.set('c', '3');
    expect([map.has('a'), map.has('b'), map.has('c')]).toEqual([true, false, true]);
  });

  it('setting a known key replaces its value without growing', () => {
    const map = new BoundedMap<string, string>(2);
    map.set('a', '1').set('a', '2');
    expect(map.size).toBe(1);
    expect(map.get('a')).toBe('2');
    expect(map.delete('a')).toBe(true);
    expect(map.get('a')).toBeUndefined();
  });
});
