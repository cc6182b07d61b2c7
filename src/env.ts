import type { Bindings, Config } from './config';
import type { Frame, FrameCore } from './frame/load';
import type { Provider } from './provider/cache';
import type { Id } from './provider/params';
import type { Institute } from './provider/schemas/institute';

export type { Bindings };

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
     * Why the request failed, for its traffic data point (middleware/traffic.ts): set by the error page
     * (`provider-unavailable`, `unhandled-error`) and the renderer (`render-error`).
     */
    failure?: string;
    /** A search results page that found nothing: the searched words as counted (middleware/traffic.ts). */
    searchMiss?: string;
    /**
     * How long the page's content stays right whatever its reads (ms): set by pages that depend
     * on the date (upcoming events), so the page cache never keeps one past the day's end.
     */
    rightForMs?: number;
  };
};
