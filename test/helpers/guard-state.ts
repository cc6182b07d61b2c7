/** What the worker tier's guards (guards.ts) have seen, and the errors a test declared. */

type GuardState = {
  allowedOrigins: Set<string>;
  refused: string[];
  errors: string[];
  expected: { pattern: RegExp; seen: boolean }[];
};

// On globalThis: the setup file and the tests' helpers share one state, however often imported.
const KEY = Symbol.for('institute-sites.test-guards');
const holder = globalThis as typeof globalThis & { [KEY]?: GuardState };

holder[KEY] ??= { allowedOrigins: new Set(), refused: [], errors: [], expected: [] };
export const guardState: GuardState = holder[KEY];

/**
 * Declares that this test makes the worker log `console.error` lines matching `pattern` (e.g.
 * `/"event":"provider-unavailable"/`): they no longer fail the test, and the test fails if none
 * is logged. Call it before the request that logs.
 */
export function expectConsoleError(pattern: RegExp): void {
  guardState.expected.push({ pattern, seen: false });
}
