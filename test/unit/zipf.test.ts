import { describe, expect, it } from 'vitest';
import { scaleHost, scaleProfiles, seeded } from '../../demo/fixtures/scale';
import { zipf } from '../bench/zipf';

describe('the scale simulation generators', () => {
  it('draws the same ranks from the same seed, the first rank most often', () => {
    const draw = (seed: number) => {
      const next = zipf(1000, 1, seeded(seed));
      return Array.from({ length: 5000 }, next);
    };
    const ranks = draw(7);
    expect(draw(7)).toEqual(ranks);
    expect(draw(8)).not.toEqual(ranks);
    const counts = new Map<number, number>();
    for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
    expect(Math.min(...ranks)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ranks)).toBeLessThan(1000);
    const top = [...counts].sort((a, b) => b[1] - a[1])[0][0];
    expect(top).toBe(0);
    expect(counts.size).toBeGreaterThan(300); // a long tail is visited too
  });

  it('generates the same institutes from the same seed, between the sparse and rich shapes', () => {
    const profiles = scaleProfiles(200, 3);
    expect(scaleProfiles(200, 3)).toEqual(profiles);
    expect(scaleProfiles(200, 4)).not.toEqual(profiles);
    expect(profiles.some((p) => p.rich)).toBe(true);
    expect(profiles.some((p) => p.sparse)).toBe(true);
    for (const p of profiles) {
      expect(p.staffCount).toBeLessThanOrEqual(320);
      expect(p.noticeCount).toBeLessThanOrEqual(64);
    }
    expect(scaleHost(0)).toBe('i0001.scale.localhost');
  });
});
