import type { Config } from './config';
import type { Frame, FrameCore } from './frame/load';
import type { Provider } from './provider/cache';
import type { Id } from './provider/params';
import type { Institute } from './provider/schemas/institute';

/**
 * What the worker's `env` holds: `Env` is generated from wrangler.toml by `npm run cf-typegen`
 * (worker-configuration.d.ts; each var's meaning is commented there), plus the secret and the
 * tunables, which wrangler.toml leaves unset so config.ts's defaults apply. Code reads them
 * parsed, from `c.var.config`.
 */
export type Bindings = Env & {
  /** Bearer token of POST /__purge (a secret); unset disables the endpoint. */
  PURGE_TOKEN?: string;
  /**
   * `public`: every response carries Server-Timing (set in wrangler.toml's [env.dev] only); unset
   * or other: only a request carrying the purge token gets it.
   */
  SERVER_TIMING?: string;
  /** Secret signing picture addresses (decision 050); unset: pictures link the file host. */
  IMAGE_SIGNING_KEY?: string;
  /** `off`: the image route streams originals instead of resizing them. */
  IMAGE_RESIZING?: string;
  /** Longest the image route waits for a picture's answer, in ms. */
  IMAGE_TIMEOUT_MS?: string;
  /** Timeout of one provider read in ms . */
  PROVIDER_TIMEOUT_MS?: string;
  /** The most bytes one provider answer may have (default 8 MiB); a longer one is a failed read. */
  PROVIDER_MAX_BYTES?: string;
  /** Longest one request waits on the provider in all, in ms; its reads share it. */
  REQUEST_DEADLINE_MS?: string;
  /** Longest one request waits on the provider for reads it has a last good copy of, in ms. */
  COPY_WAIT_MS?: string;
  /** Longest a page waits to be sent whole before its slow sections stream, in ms (0 = at once). */
  WHOLE_PAGE_MS?: string;
  /** How long a cached provider read counts as fresh, in seconds. */
  CACHE_FRESH_SECONDS?: string;
  /** How long one isolate reuses a value it read, before asking KV again, in seconds (0 = off). */
  CACHE_MEMORY_SECONDS?: string;
  /** How long a whole rendered page may be reused, in seconds (0 = off). */
  PAGE_CACHE_SECONDS?: string;
  /**
   * `every-read` writes every provider answer to KV again, as before decision 031: only so
   * `npm run scale` can measure today's policy (`changed`, the default) against it side by side.
   */
  CACHE_WRITES?: string;
  /** The language of the institutes' Devanagari content (`hi` or `mr`); unset or other: `hi`. */
  CONTENT_LANG?: string;
  /** The most provider reads the warm-up (src/warmup/) sends in a minute (0 = no warm-up). */
  WARM_READS_PER_MINUTE?: string;
  /** How often, at most, one isolate writes its view counts to KV, in seconds (0 = never). */
  VIEW_FLUSH_SECONDS?: string;
  /** A fixed current time (ISO 8601) instead of the real clock: tests and demos only. */
  CLOCK_NOW?: string;
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
  /** The institute's resources purged on their own, by name: a kept page that used one checks it. */
  tagGenerations: Readonly<Record<string, string>>;
  /** A preview address (`<institute id>.<PREVIEW_ZONE>`, decision 073): noindex, no canonical. */
  preview?: true;
};

export type AppEnv = {
  Bindings: Bindings;
  Variables: {
    /** The worker's parsed settings (middleware/config.ts). */
    config: Config;
    /** Set by middleware/requestId.ts: the request's id on its log lines and X-Request-Id. */
    requestId: string;
    /** Set by middleware/site.ts for every institute page. */
    site: Site;
    /** Provider reader scoped to the institute (its cache keys and purge generation). */
    provider: Provider;
    /**
     * The institute's record, read once per request (the frame's core waits on the same read):
     * rejects with the error page's reason (unknown institute, provider unavailable).
     */
    institute: Promise<Institute>;
    /** The shared frame's data, started as soon as the institute is known; routes await it. */
    frame: Promise<Frame>;
    /** The frame's core (institute, web profile), ready a round trip or two before its menus. */
    frameCore: Promise<FrameCore>;
    /** Per-request CSP nonce for React's streamed Suspense scripts. */
    nonce: string;
    /** The rendered page's theme stylesheet (lib/themeStyle.ts): its hash goes into the CSP. */
    themeCss?: string;
    /** Set when rendering failed after the first byte (the page then is not cached). */
    renderFailed: boolean;
    /**
     * `sent` turns true when the renderer stops waiting for a whole page (decision 055): a
     * section that renders after it replaces a placeholder already sent.
     */
    firstByte: { sent: boolean };
    /**
     * Why the request failed, for its traffic data point (lib/traffic.ts): set by the error page
     * (`provider-unavailable`, `unhandled-error`) and the renderer (`render-error`).
     */
    failure?: string;
    /** A search results page that found nothing: the searched words as counted (lib/traffic.ts). */
    searchMiss?: string;
    /**
     * How long the page's content stays right whatever its reads (ms): set by pages that depend
     * on the date (upcoming events), so the page cache never keeps one past the day's end.
     */
    rightForMs?: number;
  };
};
