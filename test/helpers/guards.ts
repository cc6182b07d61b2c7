/**
 * Guards of the worker tier, set up before every test file (`setupFiles` in vitest.config.ts):
 *
 * - **No request leaves for anywhere but the demo provider.** The worker under test runs in the
 *   tests' isolate and calls the same global `fetch`, so wrapping it here sees every request it
 *   makes. A request to any other origin is refused (the worker sees a network error, as with
 *   Cloudflare's `fetchMock.disableNetConnect()`) and fails the test, even when the worker
 *   swallows the error and answers 200.
 * - **No `console.error` the test did not declare.** The worker logs an error line only for
 *   something an operator must look at (a render error, a 503, an unhandled error); a test where
 *   that is the point says so with `expectConsoleError(/pattern/)` (helpers/worker.ts), and then
 *   it must happen.
 *
 * And each file starts with the demo provider as new: no fault, latency or request record that a
 * file before it left (files share the one provider, and not every file resets it first).
 */
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { guardState as state } from './guard-state.ts';

state.allowedOrigins.add(new URL(inject('demoProviderUrl')).origin);

const realFetch = globalThis.fetch;
const realError = console.error;

globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const request = input instanceof Request ? input : undefined;
  const url = new URL(request ? request.url : String(input));
  if (!state.allowedOrigins.has(url.origin)) {
    state.refused.push(`${init?.method ?? request?.method ?? 'GET'} ${url.href}`);
    return Promise.reject(
      new TypeError(`test guard: no outbound request to ${url.origin} (only the demo provider)`),
    );
  }
  return realFetch.call(globalThis, input, init);
};

beforeAll(async () => {
  await realFetch(`${inject('demoProviderUrl')}/__control/reset`, { method: 'POST' });
});

console.error = (...args: unknown[]) => {
  state.errors.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '));
  realError.apply(console, args);
};

/** What the guards saw since the last check, as failure messages; clears it. */
function problems(): string[] {
  const found: string[] = [];
  if (state.refused.length > 0) {
    found.push(`outbound requests refused: ${state.refused.join(', ')}`);
  }
  const unexpected = state.errors.filter((line) => {
    const match = state.expected.find((e) => e.pattern.test(line));
    if (match) match.seen = true;
    return !match;
  });
  if (unexpected.length > 0) {
    found.push(
      `console.error the test did not expect (expectConsoleError):\n${unexpected.join('\n')}`,
    );
  }
  for (const { pattern } of state.expected.filter((e) => !e.seen)) {
    found.push(`expected a console.error matching ${pattern}, none was logged`);
  }
  state.refused = [];
  state.errors = [];
  state.expected = [];
  return found;
}

afterEach(() => {
  const found = problems();
  if (found.length > 0) throw new Error(found.join('\n'));
});

// Lines logged by background work after a file's last test still fail that file.
afterAll(() => {
  globalThis.fetch = realFetch;
  console.error = realError;
  const found = problems();
  if (found.length > 0) throw new Error(found.join('\n'));
});
