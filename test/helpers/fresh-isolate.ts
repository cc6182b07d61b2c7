/**
 * Each worker test file starts as if in a new isolate. The worker tier runs its files in one
 * workerd (`isolate: false` in vitest.config.ts: a workerd and the app's modules for each of
 * some 65 files cost more CPU than their tests), so what a file leaves behind is cleared first:
 *
 * - the modules, so every per-isolate memory of the worker (read cache, search indexes,
 *   generations, picture sizes, view counts) starts empty, as in a fresh isolate;
 * - every binding's data (KV, the Cache API), once the last file's background writes have landed.
 *
 * It runs before guards.ts, whose state the test helpers share, so that both are loaded fresh.
 */
import { reset } from 'cloudflare:test';
import { vi } from 'vitest';
import { settleCache } from './worker.ts';

await settleCache();
vi.resetModules();
await reset();
