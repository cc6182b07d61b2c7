/**
 * Counts, and caps, the provider requests sent inside a scope, whatever request or background
 * refresh sends them: the warm-up (src/warmup/) renders pages in such a scope to keep to its
 * budget of provider reads. An async scope, so it reaches reads started in `waitUntil` work too;
 * outside a scope nothing is counted or refused.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Result } from './client';

/** The provider requests a scope may send (`limit`), has sent, and was refused for the limit. */
export type ReadMeter = { limit: number; sent: number; refused: number };

const scope = new AsyncLocalStorage<ReadMeter>();

/** Runs `fn` with the provider requests it sends (and the work it leaves behind) counted in `meter`. */
export function metered<T>(meter: ReadMeter, fn: () => T): T {
  return scope.run(meter, fn);
}

/**
 * Whether a provider request may be sent now: always outside a metered scope; inside one, while
 * its meter is under its limit (the request is then counted, else counted as refused).
 */
export function mayRequestProvider(): boolean {
  const meter = scope.getStore();
  if (!meter) return true;
  if (meter.sent >= meter.limit) {
    meter.refused++;
    return false;
  }
  meter.sent++;
  return true;
}

/** What a read refused by its meter answers: a failed read (its copy, if any, serves). */
export const overBudget = (): Result<never> => ({
  ok: false,
  error: { kind: 'timeout', detail: 'warm-up budget of provider reads spent' },
});

/** Whether the current work runs in a metered scope (the warm-up's own requests). */
export const inMeteredScope = (): boolean => scope.getStore() !== undefined;
