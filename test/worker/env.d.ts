/// <reference types="@cloudflare/vitest-plugin/types" />
import type { Bindings } from '../../src/env';

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {
      /** A purge limiter with a small limit, for the rate limit's own tests (vitest.config.ts). */
      BURST_LIMITER: RateLimit;
    }
  }
}
