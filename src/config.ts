/**
 * The worker's settings, parsed once per environment into typed values with their defaults.
 * Everything reads settings from here (`c.var.config`), never from `c.env` strings, so a default
 * or a unit is written once. wrangler.toml sets the URLs; the tunables are unset there, so the
 * defaults below apply unless an operator or a test overrides them.
 */
import { type ContentLang, parseContentLang } from './i18n/content';
import { isTimeZone } from './lib/dates';
import { normaliseHost } from './lib/host';
import { MAX_BYTES } from './provider/client';

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
  /**
   * `off`: the image route streams originals instead of resizing them; `webp`: it resizes, to
   * WebP at best (never AVIF, the slowest format to encode).
   */
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
  /**
   * An API token that may read the account's Analytics Engine (Account Analytics, Read): the
   * warm-up ranks institutes by the views the traffic dataset holds (decision 072). A secret;
   * unset: by the views the cron's own isolate counted.
   */
  TRAFFIC_SQL_TOKEN?: string;
  /** The Cloudflare account (32 hex digits) whose Analytics Engine holds the traffic dataset. */
  CLOUDFLARE_ACCOUNT_ID?: string;
  /** The traffic dataset the TRAFFIC binding writes to (wrangler.toml); default production's. */
  TRAFFIC_DATASET?: string;
  /** Cloudflare's API base, for the SQL API (a local stand-in in tests); default Cloudflare's. */
  TRAFFIC_SQL_API?: string;
  /** A fixed current time (ISO 8601) instead of the real clock: tests and demos only. */
  CLOCK_NOW?: string;
};

export type Config = {
  /** The provider's REST API base (GET only). */
  providerApi: string;
  /** Where the provider's files (storage keys) are served from. */
  filesBase: string;
  /** The provider's login page (top bar). */
  loginUrl: string;
  /** The provider's application form (admission pages). */
  applyUrl: string;
  /** Scheme of every absolute URL the site writes (`https` in production, `http` locally). */
  publicScheme: string;
  /**
   * The zone under which `<institute id>.<zone>` previews an institute's site before its domain
   * moves (decision 073); null: previews are off (production's default).
   */
  previewZone: string | null;
  /** Bearer token of POST /__purge; undefined disables the endpoint. */
  purgeToken: string | undefined;
  /**
   * Who gets Server-Timing (provider reads, cache outcomes, the search index's origin): `public`
   * everyone (`[env.dev]`), `token` only requests carrying the purge token (production's default).
   */
  serverTiming: 'public' | 'token';
  /**
   * Secret that signs picture addresses (`/img/<width>/<key>?s=`); undefined: pictures link the
   * file host's originals, as before the image route (decision 050).
   */
  imageSigningKey: string | undefined;
  /** Whether the image route resizes through Cloudflare's engine (else it streams originals). */
  imageResizing: boolean;
  /** Whether resized pictures may be AVIF (`IMAGE_RESIZING=webp`: WebP at best). */
  imageAvif: boolean;
  /** Longest the image route waits for a picture's answer (its headers; the body streams). */
  imageTimeoutMs: number;
  /** Timeout of one provider read. */
  providerTimeoutMs: number;
  /** The most bytes one provider answer may have; a longer one is a failed read (decision 052). */
  providerMaxBytes: number;
  /** Longest one request waits on the provider in all; its reads share it. */
  requestDeadlineMs: number;
  /** Longest one request waits on the provider for reads it has a last good copy of (purged since). */
  copyWaitMs: number;
  /**
   * Longest a page waits, from when its route starts (the host resolved), to be sent as one
   * whole document; sections still waiting on the provider then stream in behind the rest (0: send
   * at once).
   */
  wholePageMs: number;
  /** How long a cached provider read counts as fresh. */
  cacheFreshMs: number;
  /** How long one isolate reuses a value it read before asking KV again (0: off). */
  cacheMemoryMs: number;
  /** KV gets every provider answer again (`CACHE_WRITES=every-read`): the scale comparison only. */
  cacheWriteEveryRead: boolean;
  /** Longest a whole rendered page is reused, in seconds (0: the page cache is off). */
  pageCacheSeconds: number;
  /** IANA time zone of the institutes' "today" (upcoming events, years of notices). */
  timeZone: string;
  /** The most provider reads the warm-up sends in a minute, cron and purges together (0: none). */
  warmReadsPerMinute: number;
  /**
   * Where the warm-up reads the views per host from (Analytics Engine's SQL API: the account's
   * endpoint, the token, the dataset); null: from the cron's own isolate's counts only.
   */
  trafficSql: { url: string; token: string; dataset: string } | null;
  /** The language of Devanagari provider text, its `lang` on English pages (`hi` or `mr`). */
  contentLang: ContentLang;
  /** The current instant (ms): the real clock, or the fixed `CLOCK_NOW` of tests and demos. */
  now: () => number;
};

const DEFAULTS = {
  providerTimeoutMs: 5000,
  providerMaxBytes: MAX_BYTES,
  requestDeadlineMs: 8000,
  // A page with its last good copies answers within a second even while the provider hangs.
  copyWaitMs: 500,
  wholePageMs: 1000,
  cacheFreshSeconds: 300,
  cacheMemorySeconds: 5,
  pageCacheSeconds: 60,
  // A transformation of a 5 MB photo takes seconds; the engine's own limit is longer still.
  imageTimeoutMs: 20_000,
  // Two cold institutes' home and notice list a minute: a trickle beside visitors' own reads.
  warmReadsPerMinute: 60,
  trafficDataset: 'institute_sites_traffic',
  cloudflareApi: 'https://api.cloudflare.com/client/v4',
  timeZone: 'Asia/Kolkata',
} as const;

/** A positive number of `value`, else `fallback` (unset, empty or not a number). */
const positive = (value: string | undefined, fallback: number) => Number(value) || fallback;

/** A number where "0" means off: unset or empty gives `fallback`, junk gives 0. */
const orOff = (value: string | undefined, fallback: number) =>
  value === undefined || value === '' ? fallback : Number(value) || 0;

/** A fixed clock when `value` is a date (tests and demos), else the real one. */
function clock(value: string | undefined): () => number {
  const fixed = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(fixed) ? Date.now : () => fixed;
}

/** The SQL API the warm-up ranks from: only with a token and an account id of the right shape. */
function trafficSqlOf(env: Bindings): Config['trafficSql'] {
  const account = env.CLOUDFLARE_ACCOUNT_ID ?? '';
  if (!env.TRAFFIC_SQL_TOKEN || !/^[0-9a-f]{32}$/i.test(account)) return null;
  const api = (env.TRAFFIC_SQL_API || DEFAULTS.cloudflareApi).replace(/\/+$/, '');
  return {
    url: `${api}/accounts/${account}/analytics_engine/sql`,
    token: env.TRAFFIC_SQL_TOKEN,
    dataset: env.TRAFFIC_DATASET || DEFAULTS.trafficDataset,
  };
}

const parsed = new WeakMap<object, Config>();

/** The settings of `env`, parsed on first use and kept for the isolate's life. */
export function configOf(env: Bindings): Config {
  let config = parsed.get(env);
  if (!config) {
    config = {
      providerApi: env.PROVIDER_API,
      filesBase: env.FILES_BASE,
      loginUrl: env.LOGIN_URL,
      applyUrl: env.APPLY_URL,
      publicScheme: env.PUBLIC_SCHEME,
      previewZone: normaliseHost(env.PREVIEW_ZONE),
      purgeToken: env.PURGE_TOKEN || undefined,
      serverTiming: env.SERVER_TIMING === 'public' ? 'public' : 'token',
      imageSigningKey: env.IMAGE_SIGNING_KEY || undefined,
      imageResizing: env.IMAGE_RESIZING !== 'off',
      imageAvif: env.IMAGE_RESIZING !== 'webp',
      imageTimeoutMs: positive(env.IMAGE_TIMEOUT_MS, DEFAULTS.imageTimeoutMs),
      providerTimeoutMs: positive(env.PROVIDER_TIMEOUT_MS, DEFAULTS.providerTimeoutMs),
      providerMaxBytes: positive(env.PROVIDER_MAX_BYTES, DEFAULTS.providerMaxBytes),
      requestDeadlineMs: positive(env.REQUEST_DEADLINE_MS, DEFAULTS.requestDeadlineMs),
      copyWaitMs: positive(env.COPY_WAIT_MS, DEFAULTS.copyWaitMs),
      wholePageMs: orOff(env.WHOLE_PAGE_MS, DEFAULTS.wholePageMs),
      cacheFreshMs: positive(env.CACHE_FRESH_SECONDS, DEFAULTS.cacheFreshSeconds) * 1000,
      cacheMemoryMs: orOff(env.CACHE_MEMORY_SECONDS, DEFAULTS.cacheMemorySeconds) * 1000,
      cacheWriteEveryRead: env.CACHE_WRITES === 'every-read',
      pageCacheSeconds: orOff(env.PAGE_CACHE_SECONDS, DEFAULTS.pageCacheSeconds),
      timeZone: env.TIME_ZONE && isTimeZone(env.TIME_ZONE) ? env.TIME_ZONE : DEFAULTS.timeZone,
      contentLang: parseContentLang(env.CONTENT_LANG),
      warmReadsPerMinute: orOff(env.WARM_READS_PER_MINUTE, DEFAULTS.warmReadsPerMinute),
      trafficSql: trafficSqlOf(env),
      now: clock(env.CLOCK_NOW),
    };
    parsed.set(env, config);
  }
  return config;
}
