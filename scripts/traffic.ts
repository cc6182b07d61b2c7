/**
 * `npm run traffic -- --host <host> [--days N] [--dataset <name>]`
 * `npm run traffic -- --alert [--minutes N] [--max-5xx R] [--max-stale R] [--min-requests N] [--dataset <name>]`
 *
 * Reads the traffic data points the worker writes (src/middleware/traffic.ts; decisions 070 and
 * 086: one per page a visitor was sent and per request that went wrong, the "requests" here) from
 * Workers Analytics Engine's SQL API. The first form reports one institute's host: views per day,
 * top pages, languages, countries, searches that found nothing, and the error and stale-served
 * rates. The second checks every institute's 5xx and stale-served rates over the last minutes
 * and exits 3 when one is over its bound (docs/operating.md "Traffic per institute": run it on a
 * schedule).
 * Needs CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN (permission: Account Analytics, Read);
 * CLOUDFLARE_API_BASE overrides Cloudflare's API address (the tests point it at a local stub).
 * Every value put into SQL is checked first: a host name, a whole number, a dataset name, or an
 * institute id of 24 hex digits.
 */
import { TRAFFIC_COLUMNS as C, NO_INSTITUTE, TRAFFIC_DATASETS } from '../src/middleware/traffic.ts';
import { CliError } from './cli.ts';
import { CLOUDFLARE_API, hostArgument } from './domains.ts';

const USAGE =
  'usage: npm run traffic -- --host <host> [--days N] [--dataset <name>] | --alert [--minutes N] [--max-5xx R] [--max-stale R] [--min-requests N] [--dataset <name>]';

/** Analytics Engine keeps data points three months. */
const MAX_DAYS = 92;
const ID = /^[0-9a-f]{24}$/;
const ACCOUNT_ID = /^[0-9a-f]{32}$/i;
const DATASET = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

type SqlConfig = { token: string; accountId: string; apiBase: string };
type Row = Record<string, unknown>;

/** Refusals of this script (scripts/cli.ts). */
class TrafficError extends CliError {}

/** Token, account and API base from the environment; refuses before any call when one is missing. */
function sqlConfig(env: Record<string, string | undefined>): SqlConfig {
  const { CLOUDFLARE_API_TOKEN: token, CLOUDFLARE_ACCOUNT_ID: accountId } = env;
  if (!token || !accountId) {
    const missing = ['CLOUDFLARE_ACCOUNT_ID', 'CLOUDFLARE_API_TOKEN'].filter((name) => !env[name]);
    throw new TrafficError(
      `${missing.join(' and ')} must be set (docs/operating.md "Traffic per institute")`,
    );
  }
  if (!ACCOUNT_ID.test(accountId))
    throw new TrafficError('CLOUDFLARE_ACCOUNT_ID is the 32 hex digits of the account id');
  return {
    token,
    accountId,
    apiBase: (env.CLOUDFLARE_API_BASE || CLOUDFLARE_API).replace(/\/+$/, ''),
  };
}

/** Runs one query; the rows of its JSON answer. */
export async function query(config: SqlConfig, sql: string): Promise<Row[]> {
  const response = await fetch(
    `${config.apiBase}/accounts/${config.accountId}/analytics_engine/sql`,
    { method: 'POST', headers: { authorization: `Bearer ${config.token}` }, body: sql },
  );
  const text = await response.text();
  if (!response.ok) {
    throw new TrafficError(
      `Analytics Engine refused the query (HTTP ${response.status}): ${text.trim().slice(0, 300) || 'no reason given'}`,
      1,
    );
  }
  let answer: { data?: unknown };
  try {
    answer = JSON.parse(text);
  } catch {
    throw new TrafficError(`Analytics Engine answered HTTP ${response.status} without JSON`, 1);
  }
  if (!Array.isArray(answer.data))
    throw new TrafficError('Analytics Engine answered JSON without its rows (`data`)', 1);
  return answer.data as Row[];
}

/** A whole number of `name` within [min, max], or `fallback` when not given. */
function wholeNumber(args: string[], name: string, fallback: number, min: number, max: number) {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const raw = args[at + 1] ?? '';
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
    throw new TrafficError(`${name} is a whole number from ${min} to ${max}, not "${raw}"`);
  return Number(raw);
}

/** A rate of `name` between 0 and 1, or `fallback`. */
function rate(args: string[], name: string, fallback: number) {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const raw = args[at + 1] ?? '';
  if (!/^(0(\.\d+)?|1(\.0+)?)$/.test(raw))
    throw new TrafficError(`${name} is a rate from 0 to 1 (0.02 is 2%), not "${raw}"`);
  return Number(raw);
}

function datasetArgument(args: string[]): string {
  const at = args.indexOf('--dataset');
  if (at < 0) return TRAFFIC_DATASETS.production;
  const name = args[at + 1] ?? '';
  if (!DATASET.test(name))
    throw new TrafficError(`--dataset is a dataset name (e.g. ${TRAFFIC_DATASETS.staging})`);
  return name;
}

const n = (value: unknown) => Number(value ?? 0) || 0;
const count = (value: number) => Math.round(value).toLocaleString('en');
const percent = (part: number, whole: number) =>
  whole > 0 ? `${((100 * part) / whole).toFixed(1)}%` : '-';
/** `sum(_sample_interval * <double>)`: a double summed over the points it stands for. */
const weighted = (column: string) => `SUM(_sample_interval * ${column})`;

/** The queries of one host's report, each with the checked values already in place. */
export function reportQueries(dataset: string, host: string, days: number, institutes: string[]) {
  const where = [
    `${C.institute} IN (${institutes.map((id) => `'${id}'`).join(', ')})`,
    `${C.host} = '${host}'`,
    `timestamp > NOW() - INTERVAL '${days}' DAY`,
  ].join(' AND ');
  const views = (column: string, limit: number) =>
    `SELECT ${column} AS value, SUM(_sample_interval) AS views FROM ${dataset} WHERE ${where} AND ${C.view} = 1 GROUP BY value ORDER BY views DESC LIMIT ${limit}`;
  return {
    days: `SELECT toStartOfInterval(timestamp, INTERVAL '1' DAY) AS day, SUM(_sample_interval) AS requests, ${weighted(C.view)} AS views, ${weighted(C.serverError)} AS server_errors, ${weighted(C.staleServed)} AS stale_served, ${weighted(C.readFailures)} AS read_failures, ${weighted(C.providerFailed)} AS provider_failures FROM ${dataset} WHERE ${where} GROUP BY day ORDER BY day`,
    pages: views(C.path, 10),
    languages: views(C.lang, 10),
    countries: views(C.country, 10),
    searches: `SELECT ${C.searchMiss} AS value, SUM(_sample_interval) AS searches FROM ${dataset} WHERE ${where} AND ${C.searchMiss} != '' GROUP BY value ORDER BY searches DESC LIMIT 20`,
    errors: `SELECT ${C.status} AS status, ${C.failure} AS failure, ${C.failedReads} AS failed_reads, SUM(_sample_interval) AS requests FROM ${dataset} WHERE ${where} AND (${C.serverError} = 1 OR ${C.failedReads} != '') GROUP BY status, failure, failed_reads ORDER BY requests DESC LIMIT 10`,
  };
}

/** The institutes the host's points name (a host may have moved), checked before any further SQL uses them. */
async function institutesOf(config: SqlConfig, dataset: string, host: string, days: number) {
  const rows = await query(
    config,
    `SELECT ${C.institute} AS institute, SUM(_sample_interval) AS requests FROM ${dataset} WHERE ${C.host} = '${host}' AND timestamp > NOW() - INTERVAL '${days}' DAY GROUP BY institute ORDER BY requests DESC LIMIT 10`,
  );
  return rows.map((row) => {
    const id = String(row.institute ?? '');
    if (!ID.test(id) && id !== NO_INSTITUTE)
      throw new TrafficError(
        `Analytics Engine answered an institute id that is not one: "${id.slice(0, 40)}"`,
        1,
      );
    return { id, requests: n(row.requests) };
  });
}

/** One host's report, as lines of plain text. */
export async function report(
  config: SqlConfig,
  dataset: string,
  host: string,
  days: number,
): Promise<string[]> {
  const institutes = await institutesOf(config, dataset, host, days);
  if (!institutes.length)
    return [`No traffic recorded for ${host} in the last ${days} days (dataset ${dataset}).`];
  const ids = institutes.map((i) => i.id);
  const q = reportQueries(dataset, host, days, ids);
  const named = ids.map((id) => (id === NO_INSTITUTE ? 'no institute' : `institute ${id}`));
  const lines = [
    `Traffic of ${host} (${named.join(', ')}), last ${days} days, days in UTC, dataset ${dataset}.`,
    'Counts weigh each data point by its _sample_interval: exact unless Analytics Engine sampled.',
    '',
    'day          views  requests   5xx  5xx rate  stale served  stale rate  failed reads  failed provider requests',
  ];
  const total = { views: 0, requests: 0, errors: 0, stale: 0, reads: 0, provider: 0 };
  for (const row of await query(config, q.days)) {
    const d = {
      views: n(row.views),
      requests: n(row.requests),
      errors: n(row.server_errors),
      stale: n(row.stale_served),
      reads: n(row.read_failures),
      provider: n(row.provider_failures),
    };
    for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += d[key];
    lines.push(dayLine(String(row.day ?? '').slice(0, 10), d));
  }
  lines.push(dayLine('total', total));
  const listOf = async (title: string, sql: string, label: (row: Row) => string, key: string) => {
    const rows = await query(config, sql);
    lines.push('', title);
    if (!rows.length) lines.push('  none');
    const whole = rows.reduce((sum, row) => sum + n(row[key]), 0);
    for (const row of rows)
      lines.push(
        `  ${count(n(row[key])).padStart(9)}  ${percent(n(row[key]), whole).padStart(6)}  ${label(row)}`,
      );
  };
  const value = (row: Row) => String(row.value ?? '') || '(unknown)';
  await listOf('Top pages (views)', q.pages, value, 'views');
  await listOf('Languages (views)', q.languages, value, 'views');
  await listOf('Countries (views)', q.countries, value, 'views');
  await listOf(
    'Searches that found nothing (results page; how often)',
    q.searches,
    value,
    'searches',
  );
  await listOf(
    'Errors (status, why, failed reads)',
    q.errors,
    (row) =>
      [row.status, row.failure || '-', row.failed_reads || '-'].map((v) => String(v)).join('  '),
    'requests',
  );
  return lines;
}

function dayLine(
  day: string,
  d: {
    views: number;
    requests: number;
    errors: number;
    stale: number;
    reads: number;
    provider: number;
  },
) {
  return [
    day.padEnd(10),
    count(d.views).padStart(7),
    count(d.requests).padStart(9),
    count(d.errors).padStart(5),
    percent(d.errors, d.requests).padStart(9),
    count(d.stale).padStart(13),
    percent(d.stale, d.requests).padStart(11),
    count(d.reads).padStart(13),
    count(d.provider).padStart(25),
  ].join(' ');
}

type AlertBounds = {
  minutes: number;
  maxServerErrors: number;
  maxStale: number;
  minRequests: number;
};

/** The alert's one query: every institute's requests, 5xx and stale-served over the last minutes. */
export function alertQuery(dataset: string, minutes: number): string {
  return `SELECT ${C.institute} AS institute, ${C.host} AS host, SUM(_sample_interval) AS requests, ${weighted(C.serverError)} AS server_errors, ${weighted(C.staleServed)} AS stale_served FROM ${dataset} WHERE ${C.institute} != '${NO_INSTITUTE}' AND timestamp > NOW() - INTERVAL '${minutes}' MINUTE GROUP BY institute, host ORDER BY requests DESC LIMIT 1000`;
}

/** Every institute host over a bound, as lines; none when all are within them. */
async function alerts(config: SqlConfig, dataset: string, bounds: AlertBounds): Promise<string[]> {
  const lines: string[] = [];
  for (const row of await query(config, alertQuery(dataset, bounds.minutes))) {
    const requests = n(row.requests);
    if (requests < bounds.minRequests) continue;
    const errors = n(row.server_errors);
    const stale = n(row.stale_served);
    const over = [
      errors / requests > bounds.maxServerErrors &&
        `5xx ${percent(errors, requests)} (${count(errors)} of ${count(requests)}, bound ${percent(bounds.maxServerErrors, 1)})`,
      stale / requests > bounds.maxStale &&
        `stale served ${percent(stale, requests)} (${count(stale)} of ${count(requests)}, bound ${percent(bounds.maxStale, 1)})`,
    ].filter(Boolean);
    if (over.length)
      lines.push(
        `ALERT ${String(row.host ?? '')} (institute ${String(row.institute ?? '')}), last ${bounds.minutes} minutes: ${over.join('; ')}`,
      );
  }
  return lines;
}

/**
 * Runs one command; returns the exit code: 0 done (no alert), 1 API failure, 2 bad usage, 3 an
 * institute over an alert bound.
 */
export async function main(
  args: string[],
  env: Record<string, string | undefined>,
  print: (line: string) => void,
): Promise<number> {
  try {
    const dataset = datasetArgument(args);
    if (args.includes('--alert')) {
      const bounds: AlertBounds = {
        minutes: wholeNumber(args, '--minutes', 15, 1, 24 * 60),
        maxServerErrors: rate(args, '--max-5xx', 0.02),
        maxStale: rate(args, '--max-stale', 0.2),
        minRequests: wholeNumber(args, '--min-requests', 20, 1, 1_000_000),
      };
      const config = sqlConfig(env);
      const over = await alerts(config, dataset, bounds);
      for (const line of over) print(line);
      if (!over.length)
        print(
          `No institute over its bounds in the last ${bounds.minutes} minutes (5xx <= ${percent(bounds.maxServerErrors, 1)}, stale served <= ${percent(bounds.maxStale, 1)}, institutes with ${bounds.minRequests} requests or more).`,
        );
      return over.length ? 3 : 0;
    }
    const hostAt = args.indexOf('--host');
    if (hostAt < 0 || !args[hostAt + 1]?.trim()) throw new TrafficError(USAGE);
    const host = hostArgument(args[hostAt + 1]);
    const days = wholeNumber(args, '--days', 7, 1, MAX_DAYS);
    const config = sqlConfig(env);
    for (const line of await report(config, dataset, host, days)) print(line);
    return 0;
  } catch (error) {
    // hostArgument's refusals (scripts/domains.ts) included.
    if (!(error instanceof CliError)) throw error;
    print(error.message);
    return error.exitCode;
  }
}

if (import.meta.main) {
  process.exitCode = await main(process.argv.slice(2), process.env, (line) => console.log(line));
}
