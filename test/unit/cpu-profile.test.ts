import { describe, expect, it } from 'vitest';
import { type Profile, runningMicros } from '../bench/cpu.ts';

/** A profile whose samples are `frames` (function names), each `deltas[i]` µs after the last. */
function profileOf(samples: [frame: string, delta: number][]): Profile {
  const names = [...new Set(samples.map(([frame]) => frame))];
  return {
    nodes: names.map((functionName, i) => ({ id: i + 1, callFrame: { functionName } })),
    samples: samples.map(([frame]) => names.indexOf(frame) + 1),
    timeDeltas: samples.map(([, delta]) => delta),
  };
}

describe('CPU time from a V8 profile (test/bench/cpu.ts)', () => {
  it('counts each running sample up to the next one, and no idle time', () => {
    const profile = profileOf([
      ['render', 0],
      ['render', 160],
      ['(idle)', 170],
      ['render', 5000],
      ['(program)', 150],
      ['render', 165],
    ]);
    // render 160 + render 170 + render 150 + (program) 165; the idle sample's 5,000 µs is waiting.
    expect(runningMicros(profile, 100)).toEqual({ running: 645, away: 0 });
  });

  it('leaves out the time the thread spent in another isolate between two samples', () => {
    // The isolate asks KV, and the KV simulator's isolate runs for 4 ms before this one resumes.
    const profile = profileOf([
      ['render', 0],
      ['render', 160],
      ['getWithMetadata', 170],
      ['render', 4000],
      ['render', 165],
      ['render', 160],
    ]);
    // The usual spacing is 165 µs: the sample before the gap counts for that much.
    expect(runningMicros(profile, 100)).toEqual({
      running: 160 + 170 + 165 + 165 + 160,
      away: 4000 - 165,
    });
  });

  it('keeps a loaded machine’s slower sampling: a gap is measured against the usual spacing', () => {
    // Under load the sampler fires every 600 µs or so; none of those spans is a gap.
    const spans = [0, 600, 620, 580, 640, 610];
    const profile = profileOf(spans.map((delta) => ['render', delta]));
    expect(runningMicros(profile, 100)).toEqual({ running: 3050, away: 0 });
  });

  it('finds the usual spacing among short spans, when most of a request is gaps', () => {
    // A short request that waits on KV four times: more gaps than running spans.
    const profile = profileOf([
      ['handler', 0],
      ['getWithMetadata', 160],
      ['handler', 2500],
      ['getWithMetadata', 170],
      ['handler', 3100],
      ['getWithMetadata', 2800],
      ['handler', 2900],
      ['handler', 150],
    ]);
    // The usual spacing is 160 µs (of 150, 160 and 170): each sample before a gap counts that.
    expect(runningMicros(profile, 100)).toEqual({
      running: 160 + 160 + 170 + 160 + 160 + 160 + 150,
      away: 2500 + 3100 + 2800 + 2900 - 4 * 160,
    });
  });

  it('never counts a span under three sampling intervals as a gap', () => {
    const profile = profileOf([
      ['render', 0],
      ['render', 100],
      ['render', 100],
      ['render', 290],
    ]);
    expect(runningMicros(profile, 100)).toEqual({ running: 490, away: 0 });
  });
});
