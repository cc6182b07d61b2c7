/**
 * Traffic per institute: one Workers Analytics Engine data point per page a visitor was sent and
 * per request that went wrong (recordedPoint), written by middleware/observe.ts once it has ended, read back by `npm run traffic` (scripts/
 * traffic.ts) through the SQL API. The index is the institute's id, so Analytics Engine's
 * sampling of a busy institute never touches another's figures. Nothing that identifies a visitor
 * is written: no address, no User-Agent (only its device class), no cookie, no query string, no
 * path of an answer that is not a page (a 404's path is what was typed: its route's pattern
 * stands for it); a search with no results keeps its words, normalised, without a number in
 * them, with nothing about who searched (docs/decisions/070-traffic-per-institute.md). Pure
 * besides the one `writeDataPoint` call, and imported by the CLI and the bench under plain Node:
 * type imports only.
 */
import type { ReadLog } from '../provider/reader.ts';

/** The blobs, in order: `blob1` is `host`, `blob2` is `page`, ... */
export type Screen = 'phone' | 'tablet' | 'desktop';

/**
 * The kind of screen a User-Agent names, the way browsers announce it: phones say "Mobi"
 * (Android's "Mobile", iOS's "Mobile/…") or iPhone; tablets are iPads and Androids without it.
 * What an institute asks ("how many came on a phone?"), and nothing more of the visitor.
 */
export function screenOf(userAgent: string): Screen {
  if (/iPad|Tablet/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod/i.test(userAgent)) return 'phone';
  return /Android/i.test(userAgent) ? 'tablet' : 'desktop';
}

export const TRAFFIC_BLOBS = [
  /** The request's host, normalised (the institute's, or any host asked for). */
  'host',
  /** The route's pattern as src/paths.ts spells it (`/one/notice/:noticeId/detail`); '' when no route matched. */
  'page',
  /**
   * The path without its query (and without a language prefix), at most 200 characters, of an
   * answer in 200-299; of any other (a 404, a 429, a redirect, an error) the route's pattern,
   * '' when no route matched: that path is what someone typed, an e-mail address as likely as a
   * page.
   */
  'path',
  /** The page's language (`en`, `hi`, `mr`). */
  'lang',
  /** The response's status, three digits. */
  'status',
  /** The page cache's outcome (`X-Page-Cache`: `hit`, `miss`), '' when it was not asked. */
  'pageCache',
  /** `phone`, `tablet` or `desktop` (screenOf): all that is read of the User-Agent. */
  'device',
  /** Cloudflare's country code of the request (`request.cf.country`), '' when unknown. */
  'country',
  /** Why the request failed when it did: `provider-unavailable`, `unhandled-error`, `render-error`. */
  'failure',
  /** The kinds of its failed provider reads, sorted, comma-separated (`http,timeout`). */
  'failedReads',
  /** A search results page that found nothing: its words, normalised (searchMissText). */
  'searchMiss',
] as const;

/** The doubles, in order: `double1` is `view`, ... */
export const TRAFFIC_DOUBLES = [
  /** 1 for a page view (a GET answered 200 with HTML), else 0. */
  'view',
  /** Milliseconds to the first byte. */
  'ms',
  /** Milliseconds until the body was sent and every provider request it started had ended. */
  'msToEnd',
  /** Provider reads, all of them (the streamed sections' and background refreshes' too). */
  'reads',
  /** Of them: answered from a fresh copy, from a copy past its freshness, by the provider. */
  'readHits',
  'readStale',
  'readMisses',
  /** Reads of the request that failed, whether a copy then served or not (background refreshes are not reads of the request: see providerFailed). */
  'readFailures',
  /** Requests that really reached the provider, background refreshes included, and those of them that failed. */
  'providerSent',
  'providerFailed',
  /** 1 when the visitor got provider content past its freshness: a stale read before the first byte, or a kept page marked `X-Page-Stale`. */
  'staleServed',
  /** 1 when the status is 500 or more. */
  'serverError',
] as const;

type TrafficBlob = (typeof TRAFFIC_BLOBS)[number];
type TrafficDouble = (typeof TRAFFIC_DOUBLES)[number];

/**
 * The dataset's columns by name, `{ institute: 'index1', host: 'blob1', ..., view: 'double1', ... }`:
 * the one layout the worker writes and the CLI's SQL reads.
 */
export const TRAFFIC_COLUMNS = Object.freeze({
  institute: 'index1',
  ...Object.fromEntries(TRAFFIC_BLOBS.map((name, i) => [name, `blob${i + 1}`])),
  ...Object.fromEntries(TRAFFIC_DOUBLES.map((name, i) => [name, `double${i + 1}`])),
}) as Readonly<Record<'institute' | TrafficBlob | TrafficDouble, string>>;

/** The index of a request that resolved no institute (an unknown host, pictures, purges). */
export const NO_INSTITUTE = '-';

/** The dataset names of wrangler.toml, by environment. */
export const TRAFFIC_DATASETS = {
  production: 'institute_sites_traffic',
  staging: 'institute_sites_traffic_staging',
  dev: 'institute_sites_traffic_dev',
} as const;

/** Analytics Engine's limits: an index of at most 96 bytes; our own bound on each blob. */
const INDEX_BYTES = 96;
const PATH_CHARS = 200;
const BLOB_CHARS = 253;
const SEARCH_CHARS = 64;

/** What observe.ts knows of one request when it has ended. */
export type TrafficRequest = {
  institute: string | null | undefined;
  host: string;
  /** The pattern of the route that matched, '' when none did. */
  route: string;
  path: string;
  lang: string;
  method: string;
  status: number;
  headers: Headers;
  device: Screen;
  country: unknown;
  failure: string | undefined;
  searchMiss: string | undefined;
  reads: readonly ReadLog[];
  /** How many of `reads` were made before the first byte. */
  readsAtFirstByte: number;
  providerRequests: { sent: number; failed: number };
  ms: number;
  msToEnd: number;
};

const clip = (text: string, chars: number) => (text.length > chars ? text.slice(0, chars) : text);

/** The request's data point, every blob bounded. */
export function trafficPoint(r: TrafficRequest): AnalyticsEngineDataPoint {
  let hits = 0;
  let stale = 0;
  let misses = 0;
  let failures = 0;
  let staleBeforeFirstByte = false;
  const failedKinds: string[] = [];
  for (let i = 0; i < r.reads.length; i++) {
    const read = r.reads[i];
    if (read.outcome === 'hit') hits++;
    else if (read.outcome === 'stale') {
      stale++;
      if (i < r.readsAtFirstByte) staleBeforeFirstByte = true;
    } else if (read.outcome === 'miss') misses++;
    if (read.error) {
      failures++;
      if (!failedKinds.includes(read.error)) failedKinds.push(read.error);
    }
  }
  const headers = r.headers;
  const html = headers.get('content-type')?.startsWith('text/html') ?? false;
  const blobs: Record<TrafficBlob, string> = {
    host: clip(r.host, BLOB_CHARS),
    page: clip(r.route, BLOB_CHARS),
    path: clip(r.status >= 200 && r.status < 300 ? r.path : r.route, PATH_CHARS),
    lang: r.lang,
    status: String(r.status),
    pageCache: headers.get('x-page-cache') ?? '',
    device: r.device,
    country: typeof r.country === 'string' ? clip(r.country, 8) : '',
    failure: r.failure ?? '',
    failedReads: failedKinds.sort().join(','),
    searchMiss: r.searchMiss ? clip(r.searchMiss, SEARCH_CHARS) : '',
  };
  const doubles: Record<TrafficDouble, number> = {
    view: r.method === 'GET' && r.status === 200 && html ? 1 : 0,
    ms: r.ms,
    msToEnd: r.msToEnd,
    reads: r.reads.length,
    readHits: hits,
    readStale: stale,
    readMisses: misses,
    readFailures: failures,
    providerSent: r.providerRequests.sent,
    providerFailed: r.providerRequests.failed,
    staleServed: staleBeforeFirstByte || headers.get('x-page-stale') === 'true' ? 1 : 0,
    serverError: r.status >= 500 ? 1 : 0,
  };
  return {
    indexes: [indexOf(r.institute)],
    blobs: TRAFFIC_BLOBS.map((name) => blobs[name]),
    doubles: TRAFFIC_DOUBLES.map((name) => doubles[name]),
  };
}

/** The doubles that say a request went wrong: each is written, whatever else it was. */
const ERROR_DOUBLES = ['serverError', 'staleServed', 'readFailures', 'providerFailed'] as const;

/**
 * The request's data point when it is one to write, else null: a page a visitor was sent (a GET
 * answered with HTML, a 404 page too) or a request that went wrong (a failure, a 5xx, a stale copy
 * served, a failed read or provider request), never sampled by us. A picture, an asset, the
 * instant search's JSON, a feed or a redirect that went well writes none: a view is one point,
 * not the 1.5 to 3 of its pictures (issue 40).
 */
export function recordedPoint(r: TrafficRequest): AnalyticsEngineDataPoint | null {
  const point = trafficPoint(r);
  const page = r.method === 'GET' && !!r.headers.get('content-type')?.startsWith('text/html');
  const wrong =
    r.failure !== undefined ||
    ERROR_DOUBLES.some((name) => (point.doubles?.[TRAFFIC_DOUBLES.indexOf(name)] ?? 0) > 0);
  return page || wrong ? point : null;
}

/** The institute's id as the index (ids are 24 hex digits; anything longer is cut to the limit). */
const indexOf = (institute: string | null | undefined) =>
  institute ? institute.slice(0, INDEX_BYTES) : NO_INSTITUTE;

/**
 * Writes `point` (none when it is null) and never fails or waits: `writeDataPoint` returns at once
 * and the runtime sends the point in the background; a missing binding or a throw (a point over a
 * limit) is dropped.
 */
export function writeTraffic(
  dataset: AnalyticsEngineDataset | undefined,
  point: () => AnalyticsEngineDataPoint | null,
): void {
  if (!dataset) return;
  try {
    const written = point();
    if (written) dataset.writeDataPoint(written);
  } catch {
    // Analytics must never cost a visitor anything: the point is lost, the response is not.
  }
}

/**
 * Digits in a query from which on it holds a number that names someone: a phone number (10), an
 * Aadhaar (12), a PAN or a birth date with a roll number, typed in groups ("+91 98 7654 3210").
 */
const NUMBER_DIGITS = 8;

/**
 * A searched text as it is counted: lower case, spaces collapsed, a word with `@` (an address)
 * left out, every word with a digit left out when the query holds NUMBER_DIGITS digits or more
 * in all (any script's digits), else a run of five or more digits (a roll number) written `#`,
 * at most 64 characters. It says what visitors look for and do not find, not who they are.
 */
export function searchMissText(q: string): string {
  const text = q.normalize('NFKC').toLowerCase();
  const number = (text.match(/\p{Nd}/gu)?.length ?? 0) >= NUMBER_DIGITS;
  const words = text
    .split(/\s+/)
    .filter((word) => word && !word.includes('@') && !(number && /\p{Nd}/u.test(word)))
    .map((word) => word.replace(/\p{Nd}{5,}/gu, '#'));
  return Array.from(words.join(' ')).slice(0, SEARCH_CHARS).join('');
}
