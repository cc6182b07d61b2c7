import type { Provider } from './provider/cache';
import type { Id } from './provider/params';
import type { Frame, FrameCore } from './middleware/frame';

/**
 * What the worker's `env` holds: `Env` is generated from wrangler.toml by `npm run cf-typegen`
 * (worker-configuration.d.ts; each var's meaning is commented there), plus the secret and the
 * tunables, which wrangler.toml leaves unset so the defaults below apply.
 */
export type Bindings = Env & {
  /** Bearer token of POST /__purge (a secret); unset disables the endpoint. */
  PURGE_TOKEN?: string;
  /** Timeout of one provider read in ms (default 5000). */
  PROVIDER_TIMEOUT_MS?: string;
  /** Longest one request waits on the provider in all, in ms (default 8000); its reads share it. */
  REQUEST_DEADLINE_MS?: string;
  /** How long a cached provider read counts as fresh, in seconds (default 300). */
  CACHE_FRESH_SECONDS?: string;
  /** How long one isolate reuses a value it read, before asking KV again, in seconds (default 5; 0 = off). */
  CACHE_MEMORY_SECONDS?: string;
  /** How long a whole rendered page may be reused, in seconds (default 60; 0 = off). */
  PAGE_CACHE_SECONDS?: string;
};

/** The institute a request's host resolved to. */
export type Site = {
  host: string;
  /** `<PUBLIC_SCHEME>://<host>`: the base of every absolute URL, never taken from the request. */
  origin: string;
  insId: Id;
  name: string;
  shortName: string;
  /** Purge generations (all, host, institute) that whole cached pages are keyed by. */
  generation: string;
};

export type AppEnv = {
  Bindings: Bindings;
  Variables: {
    /** Set by middleware/observe.ts: the request's id on its log lines and X-Request-Id. */
    requestId: string;
    /** Set by middleware/site.ts for every institute page. */
    site: Site;
    /** Provider reader scoped to the institute (its cache keys and purge generation). */
    provider: Provider;
    /** The shared frame's data, started as soon as the institute is known; routes await it. */
    frame: Promise<Frame>;
    /** The frame's core (institute, web profile), ready a round trip or two before its menus. */
    frameCore: Promise<FrameCore>;
    /** Per-request CSP nonce for React's streamed Suspense scripts. */
    nonce: string;
    /** Set when rendering failed after the first byte (the page then is not cached). */
    renderFailed: boolean;
  };
};
