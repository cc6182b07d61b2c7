import { describe, expect, it } from 'vitest';
import { setBounded } from '../../src/lib/bounded';

describe('setBounded', () => {
  it('keeps at most `max` entries, dropping the least recently stored', () => {
    const map = new Map<string, number>();
    for (let i = 0; i < 5; i++) setBounded(map, `k${i}`, i, 3);
    expect([...map.keys()]).toEqual(['k2', 'k3', 'k4']);
    setBounded(map, 'k2', 20, 3); // stored again: now the newest
    setBounded(map, 'k5', 5, 3);
    expect([...map.entries()]).toEqual([['k4', 4], ['k2', 20], ['k5', 5]]);
  });
});
