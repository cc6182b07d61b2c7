/** One deadline per request: a read waits at most the time the request has left. */

import type { Result } from './client';
import type { CacheSettings } from './reader';

const pastDeadline = (): Result<never> => ({
  ok: false,
  error: { kind: 'timeout', detail: 'request deadline passed' },
});

/**
 * Reads the provider for at most the request's time left. Past the deadline nothing is sent. A
 * read the deadline cuts short goes on in the background (up to its own timeout): the request
 * that sent it stores what it brings (provider/cache.ts), so the next visit finds it.
 */
export async function readInTime<T>(
  s: CacheSettings,
  deadline: number,
  fetchNow: () => Promise<Result<T>>,
): Promise<{ result: Result<T>; late?: true }> {
  const left = deadline - Date.now();
  if (left <= 0) return { result: pastDeadline(), late: true };
  const reading = fetchNow();
  if (left >= s.timeoutMs) return { result: await reading };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cut = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), left);
  });
  const first = await Promise.race([reading, cut]);
  clearTimeout(timer);
  if (first) return { result: first };
  return { result: pastDeadline(), late: true };
}
