import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { buildSync } from 'esbuild';
import { defineConfig } from 'vitest/config';
import { FIXED_NEWS_DAY } from './demo/fixtures/ids.ts';

// The demo's notices and events are dated around its fixed day in every process of the run (the
// demo provider here, the fixtures the tests import in workerd), never around a DEMO_TODAY.
delete process.env.DEMO_TODAY;

/** The document reader worker bundled for the worker tier's Miniflare (an auxiliary worker). */
function documentReaderBundle(): string {
  const outfile = '.wrangler/document-reader/reader.js';
  buildSync({
    entryPoints: ['src/documents/reader.ts'],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2024',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    external: ['cloudflare:*', 'node:*'],
    logLevel: 'error',
  });
  return outfile;
}

/**
 * Three tiers: unit (Node: pure helpers, schemas, the demo provider), worker (the worker in
 * workerd with a real local KV, the demo provider as its upstream over HTTP), browser (Chromium
 * via playwright-core against the worker served by wrangler dev).
 */
export default defineConfig({
  test: {
    // The worker logs one JSON line per request; show output only for failing tests.
    silent: 'passed-only',
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // A ceiling, not a wait: the other tiers run beside this one (and the demo makes its
          // photo-sized pictures meanwhile), so a CPU-heavy test can take several times its time.
          testTimeout: 30_000,
        },
      },
      {
        plugins: [
          cloudflareTest(({ inject }) => {
            const demo = inject<string>('demoProviderUrl');
            return {
              wrangler: { configPath: './wrangler.toml', environment: 'dev' },
              miniflare: {
                // The document reader (wrangler.documents.toml, decision 084) beside the site, as
                // the service its DOCUMENT_READER binding names: bundled here as wrangler would.
                workers: [
                  {
                    name: 'institute-sites-documents-dev',
                    modules: true,
                    scriptPath: documentReaderBundle(),
                    compatibilityDate: '2026-11-01',
                    compatibilityFlags: ['nodejs_compat_do_not_populate_process_env'],
                  },
                ],
                // Tests purge, search and 404 far more often than visitors: the limits of
                // wrangler.toml would answer them 429. purge.test.ts and rate-limits.test.ts test
                // the limits with BURST_LIMITER.
                ratelimits: {
                  PURGE_LIMITER: { namespace_id: '1001', simple: { limit: 1_000_000, period: 60 } },
                  SEARCH_LIMITER: {
                    namespace_id: '1011',
                    simple: { limit: 1_000_000, period: 60 },
                  },
                  NOT_FOUND_LIMITER: {
                    namespace_id: '1021',
                    simple: { limit: 1_000_000, period: 60 },
                  },
                  BURST_LIMITER: { namespace_id: '1901', simple: { limit: 5, period: 60 } },
                },
                bindings: {
                  PROVIDER_API: `${demo}/api`,
                  FILES_BASE: `${demo}/files`,
                  APPLY_URL: `${demo}/apply`,
                  LOGIN_URL: `${demo}/login`,
                  // Absolute URLs (canonical, sitemap) are http://<host>/..., as on `npm start`.
                  PUBLIC_SCHEME: 'http',
                  PURGE_TOKEN: 'test-purge-token',
                  // Pictures through the image route (test/worker/images.test.ts).
                  IMAGE_SIGNING_KEY: 'test-image-signing-key',
                  // A ceiling: sharp's local resize of a photo queues behind others on a loaded
                  // machine (test/worker/images.test.ts sets its own to test the 504).
                  IMAGE_TIMEOUT_MS: '120000',
                  // The product's own timeout: the demo provider on loopback answers in
                  // milliseconds, but a loaded 2-core CI machine can starve it for a second or
                  // more, and a tighter timeout would turn that into 503s (decision 004).
                  PROVIDER_TIMEOUT_MS: '5000',
                  // Likewise the request's deadline: tests of the deadline set their own.
                  REQUEST_DEADLINE_MS: '20000',
                  // And the wait for a read that has a copy (after a purge): tests of it set their own.
                  COPY_WAIT_MS: '20000',
                  CACHE_FRESH_SECONDS: '300',
                  // Tests look at KV itself; the per-isolate memory in front of it is off here.
                  CACHE_MEMORY_SECONDS: '0',
                  // Likewise whole pages: page-cache.test.ts turns it on for its own requests.
                  PAGE_CACHE_SECONDS: '0',
                  // No warm-up after purges: tests of a purge see the next visit read the provider.
                  // warmup.test.ts turns it on for its own requests.
                  WARM_READS_PER_MINUTE: '0',
                  // The worker's clock stands at noon in India on the demo's day, so which events
                  // are upcoming never depends on when the tests run.
                  CLOCK_NOW: `${FIXED_NEWS_DAY}T06:30:00.000Z`,
                },
              },
            };
          }),
        ],
        test: {
          name: 'worker',
          include: ['test/worker/**/*.test.{ts,tsx}'],
          globalSetup: ['test/helpers/demo-provider.setup.ts'],
          // Fail a test on a request to anywhere but the demo provider, and on a console.error
          // it did not declare with expectConsoleError (test/helpers/guards.ts).
          setupFiles: ['test/helpers/fresh-isolate.ts', 'test/helpers/guards.ts'],
          // One workerd for every file, each file starting from a clean one (fresh-isolate.ts).
          isolate: false,
          testTimeout: 20_000,
          // One demo provider serves every file, and tests set its faults and read its request
          // record: files run one after another so they never see each other's.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/helpers/site.setup.ts'],
          // Ceilings, not waits: another suite on the same 2-core machine slows Chromium a lot.
          testTimeout: 300_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A loaded 2-core CI machine can take seconds to open an overlay; the default 1 s poll is too tight.
          expect: { poll: { timeout: 60_000, interval: 50 } },
        },
      },
    ],
  },
});
