import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hostArgument, main } from '../../scripts/domains.ts';

/**
 * A local imitation of Cloudflare's custom hostnames API (records requests, answers `reply`) and,
 * under /api/, of the provider's host lookup (records `providerRequests`, answers `providerReply`).
 */
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
let providerRequests: string[] = [];
/** The provider's answer; `null` never answers (the provider's way with some inputs). */
let providerReply: (url: URL) => { status: number; body: unknown } | null = () => linked;

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      if (req.url!.startsWith('/api/')) {
        providerRequests.push(req.url!);
        const answer = providerReply(new URL(req.url!, 'http://provider'));
        if (answer)
          res
            .writeHead(answer.status, { 'content-type': 'application/json' })
            .end(JSON.stringify(answer.body));
        return;
      }
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
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  base = `${origin}/client/v4`;
  providerBase = `${origin}/api`;
});
afterAll(() => {
  server.closeAllConnections(); // a lookup left hanging on purpose
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  requests = [];
  providerRequests = [];
  providerReply = () => linked;
});
let providerBase: string;

const env = (): Record<string, string | undefined> => ({
  CLOUDFLARE_API_TOKEN: 'test-token',
  CLOUDFLARE_ZONE_ID: 'zone123',
  CLOUDFLARE_API_BASE: base,
  CLOUDFLARE_CNAME_TARGET: 'sites.example-institutes.com',
  PROVIDER_API: providerBase,
});

/** The provider's host lookup answer for a host linked to an institute. */
const linked = {
  status: 200,
  body: {
    message: 'Domain found',
    access: true,
    all_domain: {
      _id: '6600000000000000000000aa',
      sub_domain_path: 'https://college.example.edu',
      status: 'Allotted and Linked',
      link_up: { _id: '65a1b2c3d4e5f60718293a4b', insName: 'College of Example', name: 'coe' },
    },
  },
};
const ok = (result: unknown, extra = {}) => ({
  status: 200,
  body: { success: true, errors: [], messages: [], result, ...extra },
});

async function run(args: string[], environment: Record<string, string | undefined> = env()) {
  const lines: string[] = [];
  const code = await main(args, environment, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

/** The exit code and the last line printed: `add` says what the provider answered first. */
async function outcome(args: string[], environment?: Record<string, string | undefined>) {
  const { code, output } = await run(args, environment);
  return { code, output: output.split('\n').at(-1) };
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
    // The worker's own lookup: the host escaped and anchored, GET only.
    expect(
      providerRequests.map((url) => new URL(url, 'http://provider').searchParams.get('filter_by')),
    ).toEqual(['^(https?://)?(www\\.)?college\\.example\\.edu(:[0-9]+)?([/?#].*)?$']);
    expect(output).toBe(
      [
        'The provider links college.example.edu to College of Example (65a1b2c3d4e5f60718293a4b).',
        'Added college.example.edu to the SaaS zone.',
        'college.example.edu',
        '  hostname: pending: Cloudflare has not verified ownership yet (publish the TXT record below, or point the CNAME at the zone)',
        '  certificate: waiting for validation: the record below must be reachable (validated by HTTP)',
        '  ownership: the institute adds this DNS record (or points the host at the zone with a CNAME):',
        '    _cf-custom-hostname.college.example.edu  TXT  0e2d5a7f-owner',
        '  certificate validation: Cloudflare fetches this URL itself once the host points at the zone',
        '    http://college.example.edu/.well-known/acme-challenge/abc  answers  abc.def',
        '  Cloudflare says: custom hostname does not CNAME to this zone.',
        '  traffic: the institute adds this DNS record when the site should move:',
        '    college.example.edu  CNAME  sites.example-institutes.com',
        '    (at the apex of its domain, where DNS allows no CNAME: a flattened CNAME, ALIAS or ANAME record to the same name)',
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
    expect(await outcome(['add', 'college.example.edu'])).toEqual({
      code: 1,
      output: 'Cloudflare API refused (HTTP 409): 1406 Duplicate custom hostname found.',
    });
  });

  it('treats success: false as a failure even with HTTP 200', async () => {
    reply = () => ({
      status: 200,
      body: { success: false, errors: [{ code: 10000, message: 'Authentication error' }] },
    });
    expect(await outcome(['add', 'college.example.edu'])).toEqual({
      code: 1,
      output: 'Cloudflare API refused (HTTP 200): 10000 Authentication error',
    });
  });

  it('says so when the answer is not JSON', async () => {
    reply = () => ({ status: 502, body: '<html>Bad gateway</html>' });
    expect(await outcome(['add', 'college.example.edu'])).toEqual({
      code: 1,
      output: 'Cloudflare API answered HTTP 502 without a JSON body',
    });
  });
});

describe('npm run domains -- add checks the provider and the zone first', () => {
  it('refuses a host the provider has no institute for, and adds nothing', async () => {
    providerReply = () => ({
      status: 200,
      body: { message: 'You are lost in space', access: false, all_domain: null },
    });
    expect(await run(['add', 'college.example.edu'])).toEqual({
      code: 1,
      output:
        "The provider has no institute for college.example.edu: ask the provider to set the institute's website address (sub_domain_path) to college.example.edu first, then run this again. Nothing was added.",
    });
    expect(providerRequests.length).toBe(1);
    expect(requests).toEqual([]);
  });

  it('refuses a record of another host, or one that links no institute, as the worker would', async () => {
    for (const all_domain of [
      { sub_domain_path: 'https://mycollege.example.edu', link_up: linked.body.all_domain.link_up },
      { sub_domain_path: 'https://college.example.edu' },
      { sub_domain_path: 'https://college.example.edu', link_up: null },
      { sub_domain_path: 'https://college.example.edu', link_up: { _id: 'not-an-id' } },
    ]) {
      providerReply = () => ({ status: 200, body: { access: true, all_domain } });
      const { code, output } = await run(['add', 'college.example.edu']);
      expect(code, JSON.stringify(all_domain)).toBe(1);
      expect(output).toMatch(/^The provider has no institute for college\.example\.edu/);
    }
    expect(requests).toEqual([]);
  });

  it('says so when the provider does not answer, and adds nothing', async () => {
    providerReply = () => null;
    expect(
      await run(['add', 'college.example.edu'], { ...env(), PROVIDER_TIMEOUT_MS: '200' }),
    ).toEqual({
      code: 1,
      output: `The provider's host lookup failed (no answer within 0.2 s) at ${providerBase}: nothing was added. Try again, or check PROVIDER_API.`,
    });
    providerReply = () => ({ status: 404, body: 'Page Not Found...' });
    expect((await run(['add', 'college.example.edu'])).output).toMatch(
      /^The provider's host lookup failed \(HTTP 404\)/,
    );
    expect(requests).toEqual([]);
  });

  it('needs the provider address, from PROVIDER_API or --provider', async () => {
    expect(
      await run(['add', 'college.example.edu'], { ...env(), PROVIDER_API: undefined }),
    ).toEqual({
      code: 2,
      output:
        "PROVIDER_API must be set to the provider's API base (as in wrangler.toml, e.g. https://api.qviple.com/api), or give --provider <url>: add checks the host with the provider first",
    });
    expect(providerRequests).toEqual([]);
    reply = () => ok(pending);
    const flagged = await run(['add', 'college.example.edu', '--provider', providerBase], {
      ...env(),
      PROVIDER_API: undefined,
    });
    expect(flagged.code).toBe(0);
    expect(providerRequests.length).toBe(1);
  });

  it("says when the provider stores the host's other form, which needs a custom hostname too", async () => {
    providerReply = () => ({
      status: 200,
      body: {
        access: true,
        all_domain: {
          ...linked.body.all_domain,
          sub_domain_path: 'https://www.college.example.edu/',
        },
      },
    });
    reply = () => ok(pending);
    const { code, output } = await run(['add', 'college.example.edu']);
    expect(code).toBe(0);
    expect(output).toContain(
      '  Note: the provider stores www.college.example.edu; the worker redirects college.example.edu there, so www.college.example.edu needs a custom hostname too.',
    );
  });

  it("prints the zone's fallback origin as the CNAME target when none is configured", async () => {
    reply = ({ url }) =>
      url.endsWith('/fallback_origin')
        ? ok({ origin: 'origin.example-institutes.com', status: 'active', errors: [] })
        : ok(pending);
    const { code, output } = await run(['add', 'college.example.edu'], {
      ...env(),
      CLOUDFLARE_CNAME_TARGET: undefined,
    });
    expect(code).toBe(0);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /client/v4/zones/zone123/custom_hostnames/fallback_origin',
      'POST /client/v4/zones/zone123/custom_hostnames',
    ]);
    expect(output).toContain('    college.example.edu  CNAME  origin.example-institutes.com');
  });

  it('refuses while the zone has no fallback origin, and adds nothing', async () => {
    reply = () => ok({});
    expect(
      await outcome(['add', 'college.example.edu'], {
        ...env(),
        CLOUDFLARE_CNAME_TARGET: undefined,
      }),
    ).toEqual({
      code: 1,
      output:
        'The SaaS zone has no fallback origin yet: set one first (docs/operating.md "Domain onboarding", once per SaaS zone), or set CLOUDFLARE_CNAME_TARGET. Nothing was added.',
    });
    expect(requests.map((r) => r.method)).toEqual(['GET']);
  });
});

describe('npm run domains -- remove', () => {
  it('finds the custom hostname by name, deletes it and says what is left to do', async () => {
    reply = ({ method }) =>
      method === 'DELETE'
        ? ok({ id: 'ch-1' })
        : ok([{ ...pending, status: 'active', ssl: { status: 'active', method: 'http' } }]);
    const { code, output } = await run(['remove', 'College.Example.edu']);
    expect(code).toBe(0);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /client/v4/zones/zone123/custom_hostnames?hostname=college.example.edu',
      'DELETE /client/v4/zones/zone123/custom_hostnames/ch-1',
    ]);
    expect(providerRequests).toEqual([]);
    expect(output).toBe(
      [
        'Removed college.example.edu from the SaaS zone (custom hostname ch-1, was: hostname active, certificate active).',
        'Cloudflare no longer sends this host to the worker, and its certificate is deleted.',
        'Next:',
        '  - tell the institute to delete its DNS records for college.example.edu (the CNAME and any _cf-custom-hostname or _acme-challenge TXT records) or point them elsewhere;',
        '  - if the provider should stop linking college.example.edu to the institute, ask the provider to change its website address (sub_domain_path);',
        '  - before the host serves again (another institute, or re-added): PURGE_URL=https://<any live site> npm run purge -- --host college.example.edu',
      ].join('\n'),
    );
  });

  it('deletes nothing when the zone has no such host, exit 1', async () => {
    reply = () => ok([{ ...pending, hostname: 'www.college.example.edu' }]);
    expect(await run(['remove', 'college.example.edu'])).toEqual({
      code: 1,
      output: 'college.example.edu is not a custom hostname of this zone: nothing was removed.',
    });
    expect(requests.map((r) => r.method)).toEqual(['GET']);
  });

  it("reports Cloudflare's refusal to delete, exit 1", async () => {
    reply = ({ method }) =>
      method === 'DELETE'
        ? {
            status: 403,
            body: { success: false, errors: [{ code: 10000, message: 'Authentication error' }] },
          }
        : ok([pending]);
    expect(await run(['remove', 'college.example.edu'])).toEqual({
      code: 1,
      output: 'Cloudflare API refused (HTTP 403): 10000 Authentication error',
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
        'CLOUDFLARE_API_TOKEN and CLOUDFLARE_ZONE_ID must be set (docs/operating.md "Domain onboarding")',
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
    expect(await run(['delete', 'college.example.edu'])).toEqual({
      code: 2,
      output:
        'usage: npm run domains -- add <host> [--method http|txt] [--provider <url>] | status <host> | remove <host> | list',
    });
    expect((await run(['add', 'college.example.edu', '--method', 'email'])).code).toBe(2);
    expect(requests).toEqual([]);
  });

  it('normalises case, spaces and the trailing dot', () => {
    expect(hostArgument(' WWW.College.Example.edu. ')).toBe('www.college.example.edu');
  });
});
