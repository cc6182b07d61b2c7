/** A Zipf-like sampler for the scale simulation: rank 0 is the most drawn, a long tail follows. */

/**
 * Draws ranks `0..count-1` with probability proportional to `1 / (rank + 1) ** exponent`, using
 * `random` (a seeded generator gives the same sequence on every run).
 */
export function zipf(count: number, exponent: number, random: () => number): () => number {
  const cdf: number[] = [];
  let total = 0;
  for (let rank = 0; rank < count; rank++) {
    total += 1 / (rank + 1) ** exponent;
    cdf.push(total);
  }
  return () => {
    const target = random() * total;
    let low = 0;
    let high = count - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cdf[mid] < target) low = mid + 1;
      else high = mid;
    }
    return low;
  };
}
