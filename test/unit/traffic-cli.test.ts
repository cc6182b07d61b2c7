import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alertQuery, main, reportQueries } from '../../scripts/traffic.ts';
import { searchMissText, TRAFFIC_COLUMNS } from '../../src/middleware/traffic.ts';

/**
 * A local imitation of Analytics Engine's SQL API: records each query (method, path, token, SQL
 * text) and answers `reply(sql)` as the API's default JSON format does (`meta`, `data`, `rows`;
 * 64-bit sums quoted, as ClickHouse writes them).
 */
type Recorded = { method: string; url: string; authorization?: string; sql: string };
let server: Server;
let base: string;
let queries: Recorded[] = [];
let reply: (sql: string) => { status: number; body: unknown } = () => ({ status: 500, body: '' });

beforeAll(async () => {
  server = createServer((req, res) => {
    let sql = '';
    req.on('data', (chunk) => (sql += chunk));
    req.on('end', () => {
      queries.push({
        method: req.method!,
        url: req.url!,
        authorization: req.headers.authorization,
        sql,
      });
      const { status, body } = reply(sql);
      res
        .writeHead(status, { 'content-type': 'application/json' })
        .end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}/client/v4`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  queries = [];
});

const ACCOUNT = '0123456789abcdef0123456789abcdef';
const INSTITUTE = '65a1b2c3d4e5f60718293a4b';
const env = () => ({
  CLOUDFLARE_API_TOKEN: 'analytics-read-token',
  CLOUDFLARE_ACCOUNT_ID: ACCOUNT,
  CLOUDFLARE_API_BASE: base,
});
const rows = (data: Record<string, unknown>[]) => ({
  status: 200,
  body: { meta: [], data, rows: data.length },
});

async function run(args: string[], environment: Record<string, string | undefined> = env()) {
  const lines: string[] = [];
  const code = await main(args, environment, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

/** What the stub answers to each query of a report, told apart by its text. */
function reportReplies(sql: string) {
  if (sql.includes('GROUP BY institute '))
    return rows([{ institute: INSTITUTE, requests: '1200' }]);
  if (sql.includes('GROUP BY day'))
    return rows([
      {
        day: '2026-11-24 00:00:00',
        requests: '600',
        views: '500',
        server_errors: '6',
        stale_served: '30',
        read_failures: '12',
        provider_failures: '14',
      },
      {
        day: '2026-11-25 00:00:00',
        requests: '600',
        views: '520',
        server_errors: '0',
        stale_served: '0',
        read_failures: '0',
        provider_failures: '0',
      },
    ]);
  if (sql.includes(`${TRAFFIC_COLUMNS.path} AS value`))
    return rows([
      { value: '/', views: '600' },
      { value: '/notice', views: '420' },
    ]);
  if (sql.includes(`${TRAFFIC_COLUMNS.lang} AS value`))
    return rows([
      { value: 'en', views: '800' },
      { value: 'hi', views: '220' },
    ]);
  if (sql.includes(`${TRAFFIC_COLUMNS.country} AS value`))
    return rows([
      { value: 'IN', views: '1000' },
      { value: '', views: '20' },
    ]);
  if (sql.includes(`${TRAFFIC_COLUMNS.searchMiss} AS value`))
    return rows([{ value: 'hostel fees', searches: '7' }]);
  if (sql.includes('AS failed_reads'))
    return rows([
      { status: '503', failure: 'provider-unavailable', failed_reads: 'timeout', requests: '6' },
    ]);
  return { status: 400, body: 'unexpected query' };
}

describe('npm run traffic -- --host', () => {
  it("finds the host's institute, then asks for its figures, each count weighed by the sample interval", async () => {
    reply = reportReplies;
    const { code, output } = await run(['--host', ' College.Example.EDU. ', '--days', '30']);
    expect(code).toBe(0);
    expect(queries.map((q) => [q.method, q.url, q.authorization])).toEqual(
      Array(7).fill([
        'POST',
        `/client/v4/accounts/${ACCOUNT}/analytics_engine/sql`,
        'Bearer analytics-read-token',
      ]),
    );
    expect(queries[0].sql).toBe(
      "SELECT index1 AS institute, SUM(_sample_interval) AS requests FROM institute_sites_traffic WHERE blob1 = 'college.example.edu' AND timestamp > NOW() - INTERVAL '30' DAY GROUP BY institute ORDER BY requests DESC LIMIT 10",
    );
    const expected = reportQueries('institute_sites_traffic', 'college.example.edu', 30, [
      INSTITUTE,
    ]);
    expect(queries.slice(1).map((q) => q.sql)).toEqual([
      expected.days,
      expected.pages,
      expected.languages,
      expected.countries,
      expected.searches,
      expected.errors,
    ]);
    for (const { sql } of queries.slice(1)) {
      expect(sql).toContain(
        `index1 IN ('${INSTITUTE}') AND blob1 = 'college.example.edu' AND timestamp > NOW() - INTERVAL '30' DAY`,
      );
      expect(sql).not.toMatch(/\bcount\(\)/i); // sampled points would be undercounted
    }
    expect(expected.days).toContain(`SUM(_sample_interval * ${TRAFFIC_COLUMNS.serverError})`);
    expect(output).toBe(
      [
        `Traffic of college.example.edu (institute ${INSTITUTE}), last 30 days, days in UTC, dataset institute_sites_traffic.`,
        'Counts weigh each data point by its _sample_interval: exact unless Analytics Engine sampled.',
        '',
        'day          views  requests   5xx  5xx rate  stale served  stale rate  failed reads  failed provider requests',
        '2026-11-24     500       600     6      1.0%            30        5.0%            12                        14',
        '2026-11-25     520       600     0      0.0%             0        0.0%             0                         0',
        'total        1,020     1,200     6      0.5%            30        2.5%            12                        14',
        '',
        'Top pages (views)',
        '        600   58.8%  /',
        '        420   41.2%  /notice',
        '',
        'Languages (views)',
        '        800   78.4%  en',
        '        220   21.6%  hi',
        '',
        'Countries (views)',
        '      1,000   98.0%  IN',
        '         20    2.0%  (unknown)',
        '',
        'Searches that found nothing (results page; how often)',
        '          7  100.0%  hostel fees',
        '',
        'Errors (status, why, failed reads)',
        '          6  100.0%  503  provider-unavailable  timeout',
      ].join('\n'),
    );
  });

  it('says so when the host has no traffic, after one query', async () => {
    reply = () => rows([]);
    expect(await run(['--host', 'quiet.example.edu'])).toEqual({
      code: 0,
      output:
        'No traffic recorded for quiet.example.edu in the last 7 days (dataset institute_sites_traffic).',
    });
    expect(queries).toHaveLength(1);
    expect(queries[0].sql).toContain("INTERVAL '7' DAY");
  });

  it('reads the dataset named with --dataset (staging)', async () => {
    reply = () => rows([]);
    await run(['--host', 'college.example.edu', '--dataset', 'institute_sites_traffic_staging']);
    expect(queries[0].sql).toContain('FROM institute_sites_traffic_staging WHERE');
  });

  it('never puts an institute id the API answered into SQL unless it is one', async () => {
    reply = () => rows([{ institute: "x') OR 1=1 --", requests: '5' }]);
    const { code, output } = await run(['--host', 'college.example.edu']);
    expect(code).toBe(1);
    expect(output).toBe(
      'Analytics Engine answered an institute id that is not one: "x\') OR 1=1 --"',
    );
    expect(queries).toHaveLength(1);
  });

  it("reports the API's refusal and exits 1", async () => {
    reply = () => ({
      status: 401,
      body: 'Authentication error: token lacks Account Analytics Read',
    });
    expect(await run(['--host', 'college.example.edu'])).toEqual({
      code: 1,
      output:
        'Analytics Engine refused the query (HTTP 401): Authentication error: token lacks Account Analytics Read',
    });
  });

  it('says so when the answer is not JSON, or has no rows', async () => {
    reply = () => ({ status: 200, body: 'index1\trequests' });
    expect((await run(['--host', 'college.example.edu'])).output).toBe(
      'Analytics Engine answered HTTP 200 without JSON',
    );
    reply = () => ({ status: 200, body: { meta: [] } });
    expect(await run(['--host', 'college.example.edu'])).toEqual({
      code: 1,
      output: 'Analytics Engine answered JSON without its rows (`data`)',
    });
  });
});

describe('npm run traffic -- --alert', () => {
  const institutes = [
    // 5% 5xx: over a 2% bound.
    {
      institute: INSTITUTE,
      host: 'college.example.edu',
      requests: '400',
      server_errors: '20',
      stale_served: '4',
    },
    // A third served stale: over a 20% bound.
    {
      institute: '65a1b2c3d4e5f60718293a4c',
      host: 'school.example.edu',
      requests: '90',
      server_errors: '0',
      stale_served: '30',
    },
    // Within both.
    {
      institute: '65a1b2c3d4e5f60718293a4d',
      host: 'quiet.example.edu',
      requests: '300',
      server_errors: '1',
      stale_served: '3',
    },
    // Over, but too few requests to say.
    {
      institute: '65a1b2c3d4e5f60718293a4e',
      host: 'tiny.example.edu',
      requests: '3',
      server_errors: '3',
      stale_served: '0',
    },
  ];

  it('names each institute over a bound and exits 3', async () => {
    reply = () => rows(institutes);
    const { code, output } = await run(['--alert']);
    expect(code).toBe(3);
    expect(queries.map((q) => q.sql)).toEqual([alertQuery('institute_sites_traffic', 15)]);
    expect(queries[0].sql).toBe(
      "SELECT index1 AS institute, blob1 AS host, SUM(_sample_interval) AS requests, SUM(_sample_interval * double12) AS server_errors, SUM(_sample_interval * double11) AS stale_served FROM institute_sites_traffic WHERE index1 != '-' AND timestamp > NOW() - INTERVAL '15' MINUTE GROUP BY institute, host ORDER BY requests DESC LIMIT 1000",
    );
    expect(output).toBe(
      [
        `ALERT college.example.edu (institute ${INSTITUTE}), last 15 minutes: 5xx 5.0% (20 of 400, bound 2.0%)`,
        'ALERT school.example.edu (institute 65a1b2c3d4e5f60718293a4c), last 15 minutes: stale served 33.3% (30 of 90, bound 20.0%)',
      ].join('\n'),
    );
  });

  it('exits 0 when every institute is within its bounds, which --max-5xx, --max-stale and --min-requests set', async () => {
    reply = () => rows(institutes);
    const { code, output } = await run([
      '--alert',
      '--minutes',
      '60',
      '--max-5xx',
      '0.06',
      '--max-stale',
      '0.5',
      '--min-requests',
      '10',
    ]);
    expect(code).toBe(0);
    expect(queries[0].sql).toContain("INTERVAL '60' MINUTE");
    expect(output).toBe(
      'No institute over its bounds in the last 60 minutes (5xx <= 6.0%, stale served <= 50.0%, institutes with 10 requests or more).',
    );
  });
});

describe('refuses before any query', () => {
  it('without an account id or token, or with an account id that is not one', async () => {
    expect(await run(['--host', 'college.example.edu'], { CLOUDFLARE_API_BASE: base })).toEqual({
      code: 2,
      output:
        'CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN must be set (docs/operating.md "Traffic per institute")',
    });
    expect((await run(['--alert'], { ...env(), CLOUDFLARE_ACCOUNT_ID: '../zones/x' })).code).toBe(
      2,
    );
    expect(queries).toEqual([]);
  });

  it('a host that is not a bare host name, days, minutes or rates out of range, a dataset that is no name', async () => {
    for (const args of [
      [],
      ['--host'],
      ['--host', "college.example.edu' OR '1'='1"],
      ['--host', 'https://college.example.edu'],
      ['--host', 'localhost'],
      ['--host', 'college.example.edu', '--days', '0'],
      ['--host', 'college.example.edu', '--days', '93'],
      ['--host', 'college.example.edu', '--days', '7; DROP'],
      ['--host', 'college.example.edu', '--dataset', 'x; SHOW TABLES'],
      ['--alert', '--minutes', '0'],
      ['--alert', '--max-5xx', '2'],
      ['--alert', '--max-stale', '0.2 OR 1'],
    ]) {
      const { code, output } = await run(args);
      expect(code, args.join(' ')).toBe(2);
      expect(output, args.join(' ')).not.toBe('');
    }
    expect(queries).toEqual([]);
  });
});

describe('searchMissText', () => {
  it('keeps the words, not who typed them', () => {
    expect(searchMissText('  Hostel   FEES ')).toBe('hostel fees');
    expect(searchMissText('call 9876543210 or asha@example.com')).toBe('call or');
    expect(searchMissText('ＡＤＭＩＳＳＩＯＮ 2026')).toBe('admission 2026');
    expect(Array.from(searchMissText('प्रवेश '.repeat(30)))).toHaveLength(64);
  });

  it('drops every word with a digit from a query with 8 digits or more: a number, in groups', () => {
    expect(searchMissText('+91 98 7654 3210')).toBe('');
    expect(searchMissText('Aadhaar 1234 5678 9012')).toBe('aadhaar');
    expect(searchMissText('fees 98-7654-3210 hostel')).toBe('fees hostel');
    expect(searchMissText('pan ABCDE1234F dob 12/05/2001')).toBe('pan dob');
    expect(searchMissText('roll ２０２５ ００１２ ３４')).toBe('roll');
    expect(searchMissText('९८७६५ ४३२१० मोबाइल')).toBe('मोबाइल');
  });

  it('keeps the numbers of a query with fewer digits, a run of five or more written #', () => {
    expect(searchMissText('room 101 hostel 2025')).toBe('room 101 hostel 2025');
    expect(searchMissText('roll 12345 result')).toBe('roll # result');
    expect(searchMissText('bsc sem 5 result 2025')).toBe('bsc sem 5 result 2025');
  });
});
