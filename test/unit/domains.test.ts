import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hostArgument, main } from '../../scripts/domains.ts';

/** A local imitation of Cloudflare's custom hostnames API: records requests, answers `reply`. */
type Recorded = {
  method: string;
  url: string;
  authorization?: string;
  contentType?: string;
  body: unknown;
};
let server: Server;
let base: string;
let requests: Recorded[] = [];
let reply: (request: Recorded) => { status: number; body: unknown } = () => ({
  status: 500,
  body: {},
});

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      const request = {
        method: req.method!,
        url: req.url!,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(request);
      const { status, body } = reply(request);
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
  requests = [];
});

const env = () => ({
  CLOUDFLARE_API_TOKEN: 'test-token',
  CLOUDFLARE_ZONE_ID: 'zone123',
  CLOUDFLARE_API_BASE: base,
});
const ok = (result: unknown, extra = {}) => ({
  status: 200,
  body: { success: true, errors: [], messages: [], result, ...extra },
});

async function run(args: string[], environment: Record<string, string | undefined> = env()) {
  const lines: string[] = [];
  const code = await main(args, environment, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

/** A hostname just created: ownership by TXT, certificate by HTTP, both pending. */
const pending = {
  id: 'ch-1',
  hostname: 'college.example.edu',
  status: 'pending',
  verification_errors: ['custom hostname does not CNAME to this zone.'],
  ownership_verification: {
    type: 'txt',
    name: '_cf-custom-hostname.college.example.edu',
    value: '0e2d5a7f-owner',
  },
  ssl: {
    status: 'pending_validation',
    method: 'http',
    validation_records: [
      {
        http_url: 'http://college.example.edu/.well-known/acme-challenge/abc',
        http_body: 'abc.def',
      },
    ],
  },
};

describe('npm run domains -- add', () => {
  it('creates the custom hostname with a DV certificate and prints what the institute must publish', async () => {
    reply = () => ok(pending);
    const { code, output } = await run(['add', ' College.Example.EDU. ']);
    expect(code).toBe(0);
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/client/v4/zones/zone123/custom_hostnames',
        authorization: 'Bearer test-token',
        contentType: 'application/json',
        body: {
          hostname: 'college.example.edu',
          ssl: { method: 'http', type: 'dv', settings: { min_tls_version: '1.2' } },
        },
      },
    ]);
    expect(output).toBe(
      [
        'Added college.example.edu to the SaaS zone.',
        'college.example.edu',
        '  hostname: pending: Cloudflare has not verified ownership yet (publish the TXT record below, or point the CNAME at the zone)',
        '  certificate: waiting for validation: the record below must be reachable (validated by HTTP)',
        '  ownership: the institute adds this DNS record (or points the host at the zone with a CNAME):',
        '    _cf-custom-hostname.college.example.edu  TXT  0e2d5a7f-owner',
        '  certificate validation: Cloudflare fetches this URL itself once the host points at the zone',
        '    http://college.example.edu/.well-known/acme-challenge/abc  answers  abc.def',
        '  Cloudflare says: custom hostname does not CNAME to this zone.',
        'Check progress with: npm run domains -- status college.example.edu',
      ].join('\n'),
    );
  });

  it('asks for TXT certificate validation with --method txt and prints the TXT record', async () => {
    reply = () =>
      ok({
        ...pending,
        ssl: {
          status: 'pending_validation',
          method: 'txt',
          validation_records: [
            { txt_name: '_acme-challenge.college.example.edu', txt_value: 'ca3-token' },
          ],
        },
      });
    const { code, output } = await run(['add', 'college.example.edu', '--method', 'txt']);
    expect(code).toBe(0);
    expect((requests[0].body as { ssl: { method: string } }).ssl.method).toBe('txt');
    expect(output).toContain(
      '  certificate validation: the institute adds this DNS record:\n    _acme-challenge.college.example.edu  TXT  ca3-token',
    );
  });

  it("reports Cloudflare's error envelope and exits 1", async () => {
    reply = () => ({
      status: 409,
      body: {
        success: false,
        errors: [{ code: 1406, message: 'Duplicate custom hostname found.' }],
        messages: [],
        result: null,
      },
    });
    const { code, output } = await run(['add', 'college.example.edu']);
    expect(code).toBe(1);
    expect(output).toBe('Cloudflare API refused (HTTP 409): 1406 Duplicate custom hostname found.');
  });

  it('treats success: false as a failure even with HTTP 200', async () => {
    reply = () => ({
      status: 200,
      body: { success: false, errors: [{ code: 10000, message: 'Authentication error' }] },
    });
    expect(await run(['add', 'college.example.edu'])).toEqual({
      code: 1,
      output: 'Cloudflare API refused (HTTP 200): 10000 Authentication error',
    });
  });

  it('says so when the answer is not JSON', async () => {
    reply = () => ({ status: 502, body: '<html>Bad gateway</html>' });
    expect(await run(['add', 'college.example.edu'])).toEqual({
      code: 1,
      output: 'Cloudflare API answered HTTP 502 without a JSON body',
    });
  });
});

describe('npm run domains -- status', () => {
  it('looks the host up by name and says in plain words that it is live', async () => {
    reply = () =>
      ok([
        {
          id: 'ch-0',
          hostname: 'www.college.example.edu',
          status: 'pending',
          ssl: { status: 'pending_validation' },
        },
        {
          id: 'ch-1',
          hostname: 'college.example.edu',
          status: 'active',
          ownership_verification: pending.ownership_verification,
          ssl: { status: 'active', method: 'http' },
        },
      ]);
    const { code, output } = await run(['status', 'college.example.edu']);
    expect(code).toBe(0);
    expect(requests).toEqual([
      {
        method: 'GET',
        url: '/client/v4/zones/zone123/custom_hostnames?hostname=college.example.edu',
        authorization: 'Bearer test-token',
        contentType: undefined,
        body: undefined,
      },
    ]);
    expect(output).toBe(
      [
        'college.example.edu',
        '  hostname: active: Cloudflare sends this host to the worker',
        '  certificate: issued and serving (validated by HTTP)',
      ].join('\n'),
    );
  });

  it('says how to add a host the zone does not have, exit 1', async () => {
    reply = () => ok([]);
    expect(await run(['status', 'new.example.edu'])).toEqual({
      code: 1,
      output:
        'new.example.edu is not a custom hostname of this zone; add it with: npm run domains -- add new.example.edu',
    });
  });
});

describe('npm run domains -- list', () => {
  it('reads every page', async () => {
    reply = ({ url }) =>
      url.includes('page=1&')
        ? ok(
            [{ id: 'a', hostname: 'a.example.edu', status: 'active', ssl: { status: 'active' } }],
            { result_info: { page: 1, total_pages: 2 } },
          )
        : ok(
            [
              {
                id: 'b',
                hostname: 'b.example.edu',
                status: 'pending',
                ssl: { status: 'pending_validation' },
              },
            ],
            { result_info: { page: 2, total_pages: 2 } },
          );
    const { code, output } = await run(['list']);
    expect(code).toBe(0);
    expect(requests.map((r) => r.url)).toEqual([
      '/client/v4/zones/zone123/custom_hostnames?page=1&per_page=50',
      '/client/v4/zones/zone123/custom_hostnames?page=2&per_page=50',
    ]);
    expect(output).toBe(
      'a.example.edu  hostname active, certificate active\nb.example.edu  hostname pending, certificate pending_validation',
    );
  });
});

describe('refuses before any call', () => {
  it('without a token or zone id', async () => {
    expect(await run(['add', 'college.example.edu'], { CLOUDFLARE_API_BASE: base })).toEqual({
      code: 2,
      output:
        'CLOUDFLARE_API_TOKEN and CLOUDFLARE_ZONE_ID must be set (README "Domain onboarding")',
    });
    expect(
      (await run(['status', 'college.example.edu'], { ...env(), CLOUDFLARE_ZONE_ID: '' })).code,
    ).toBe(2);
    expect(requests).toEqual([]);
  });

  it('a URL, a port, a path, a wildcard or a single label instead of a host', async () => {
    for (const bad of [
      'https://college.example.edu',
      'college.example.edu/about',
      'college.example.edu:443',
      '*.example.edu',
      'localhost',
      'a..b',
      '',
    ]) {
      const { code, output } = await run(['add', bad]);
      expect(code, bad).toBe(2);
      expect(output, bad).not.toBe('');
    }
    expect(await run(['remove', 'college.example.edu'])).toEqual({
      code: 2,
      output: 'usage: npm run domains -- add <host> [--method http|txt] | status <host> | list',
    });
    expect((await run(['add', 'college.example.edu', '--method', 'email'])).code).toBe(2);
    expect(requests).toEqual([]);
  });

  it('normalises case, spaces and the trailing dot', () => {
    expect(hostArgument(' WWW.College.Example.edu. ')).toBe('www.college.example.edu');
  });
});
