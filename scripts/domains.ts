/**
 * `npm run domains -- add <host> [--method http|txt] [--provider <url>]` | `status <host>` |
 * `remove <host>` | `list`
 *
 * Onboards an institute's own domain as a custom hostname of the SaaS zone (Cloudflare for
 * SaaS) and reports what the institute must publish and how far validation has got, in plain
 * words. `add` first asks the provider's host lookup (GET only; PROVIDER_API or `--provider`)
 * whether an institute has the host, as the worker will, and refuses otherwise: a host the
 * provider does not know would only ever show the "no institute" page. Needs
 * CLOUDFLARE_API_TOKEN (permission: SSL and Certificates, Edit) and CLOUDFLARE_ZONE_ID (the SaaS
 * zone); CLOUDFLARE_CNAME_TARGET names what institutes point their CNAME at (default: the zone's
 * fallback origin, read from Cloudflare); CLOUDFLARE_API_BASE overrides Cloudflare's API address
 * (the tests point it at a local stub). docs/operating.md "Domain onboarding" walks through the
 * steps.
 */
import { hostLookupPattern, normaliseHost, sameSite, storedHost } from '../src/lib/host.ts';
import { id } from '../src/provider/params.ts';
import { CliError } from './cli.ts';

export const CLOUDFLARE_API = 'https://api.cloudflare.com/client/v4';
const USAGE =
  'usage: npm run domains -- add <host> [--method http|txt] [--provider <url>] | status <host> | remove <host> | list';
/** How long `add` waits for the provider's host lookup (it never answers some inputs at all). */
const PROVIDER_TIMEOUT_MS = 10_000;

type ApiConfig = { token: string; zoneId: string; apiBase: string };
type ValidationMethod = 'http' | 'txt';

/** The fields of Cloudflare's custom hostname object this script reads. */
type CustomHostname = {
  id: string;
  hostname: string;
  status?: string;
  verification_errors?: string[];
  ownership_verification?: { type?: string; name?: string; value?: string };
  ownership_verification_http?: { http_url?: string; http_body?: string };
  ssl?: {
    status?: string;
    method?: string;
    validation_records?: {
      txt_name?: string;
      txt_value?: string;
      http_url?: string;
      http_body?: string;
    }[];
    validation_errors?: { message?: string }[];
  };
};

/** Refusals of this script (scripts/cli.ts). */
class DomainsError extends CliError {}

/** Token, zone and API base from the environment; refuses before any call when one is missing. */
function apiConfig(env: Record<string, string | undefined>): ApiConfig {
  const { CLOUDFLARE_API_TOKEN: token, CLOUDFLARE_ZONE_ID: zoneId } = env;
  if (!token || !zoneId) {
    const missing = ['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ZONE_ID'].filter((name) => !env[name]);
    throw new DomainsError(
      `${missing.join(' and ')} must be set (docs/operating.md "Domain onboarding")`,
    );
  }
  return {
    token,
    zoneId,
    apiBase: (env.CLOUDFLARE_API_BASE || CLOUDFLARE_API).replace(/\/+$/, ''),
  };
}

/**
 * `" College.Example.edu. "` -> `"college.example.edu"`. Refuses a URL, a path, a port, a
 * wildcard or a name without a dot: the custom hostname must be exactly the host visitors type.
 */
export function hostArgument(raw: string | undefined): string {
  const text = (raw ?? '').trim();
  if (!text) throw new DomainsError(USAGE);
  if (/[/:*\s@?#]/.test(text)) {
    throw new DomainsError(
      `"${text}" is not a bare host name: give it without scheme, port or path (e.g. college.example.edu)`,
    );
  }
  const host = normaliseHost(text);
  if (!host?.includes('.'))
    throw new DomainsError(`"${text}" is not a valid host name (e.g. college.example.edu)`);
  return host;
}

type Envelope<T> = {
  success?: boolean;
  errors?: { code?: number; message?: string }[];
  result?: T;
  result_info?: { page?: number; total_pages?: number };
};

async function call<T>(
  config: ApiConfig,
  method: string,
  path: string,
  body?: unknown,
): Promise<Envelope<T>> {
  const response = await fetch(
    `${config.apiBase}/zones/${encodeURIComponent(config.zoneId)}${path}`,
    {
      method,
      headers: {
        authorization: `Bearer ${config.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
  );
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new DomainsError(
      `Cloudflare API answered HTTP ${response.status} without a JSON body`,
      1,
    );
  }
  if (!response.ok || envelope.success !== true) {
    const errors = (envelope.errors ?? []).map((e) => `${e.code ?? '?'} ${e.message ?? ''}`.trim());
    throw new DomainsError(
      `Cloudflare API refused (HTTP ${response.status}): ${errors.join('; ') || 'no error given'}`,
      1,
    );
  }
  return envelope;
}

/** Creates the custom hostname with a DV certificate validated by `method`. */
async function addHostname(
  config: ApiConfig,
  host: string,
  method: ValidationMethod = 'http',
): Promise<CustomHostname> {
  const body = {
    hostname: host,
    ssl: { method, type: 'dv', settings: { min_tls_version: '1.2' } },
  };
  const { result } = await call<CustomHostname>(config, 'POST', '/custom_hostnames', body);
  if (!result)
    throw new DomainsError('Cloudflare API answered success without the custom hostname', 1);
  return result;
}

/** The custom hostname named exactly `host`, or null when the zone has none. */
async function findHostname(config: ApiConfig, host: string): Promise<CustomHostname | null> {
  const { result = [] } = await call<CustomHostname[]>(
    config,
    'GET',
    `/custom_hostnames?hostname=${encodeURIComponent(host)}`,
  );
  return result.find((h) => h.hostname === host) ?? null;
}

/** Every custom hostname of the zone, page after page. */
async function listHostnames(config: ApiConfig): Promise<CustomHostname[]> {
  const all: CustomHostname[] = [];
  for (let page = 1; ; page++) {
    const { result = [], result_info } = await call<CustomHostname[]>(
      config,
      'GET',
      `/custom_hostnames?page=${page}&per_page=50`,
    );
    all.push(...result);
    if (!result.length || page >= (result_info?.total_pages ?? 1)) return all;
  }
}

/** Deletes the custom hostname `h` (its certificate goes with it). */
async function removeHostname(config: ApiConfig, h: CustomHostname): Promise<void> {
  await call<{ id?: string }>(config, 'DELETE', `/custom_hostnames/${encodeURIComponent(h.id)}`);
}

/**
 * The name institutes point their CNAME at: CLOUDFLARE_CNAME_TARGET, else the zone's fallback
 * origin as Cloudflare reports it. Refuses when the zone has none: no custom hostname can serve
 * before it exists (docs/operating.md "Domain onboarding", once per zone).
 */
async function cnameTarget(
  config: ApiConfig,
  env: Record<string, string | undefined>,
): Promise<string> {
  const configured = normaliseHost(env.CLOUDFLARE_CNAME_TARGET);
  if (configured) return configured;
  const { result } = await call<{ origin?: string; status?: string }>(
    config,
    'GET',
    '/custom_hostnames/fallback_origin',
  );
  const origin = normaliseHost(result?.origin);
  if (!origin)
    throw new DomainsError(
      'The SaaS zone has no fallback origin yet: set one first (docs/operating.md "Domain onboarding", once per SaaS zone), or set CLOUDFLARE_CNAME_TARGET. Nothing was added.',
      1,
    );
  return origin;
}

/** The institute the provider links `host` to, as the worker would find it. */
type ProviderInstitute = { insId: string; name: string; storedHost: string | null };

/**
 * Asks the provider's host lookup about `host` exactly as the worker does (escaped, anchored
 * pattern; the same host name or its `www.` form only). Refuses when no institute has it.
 */
async function providerInstitute(
  base: string,
  host: string,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): Promise<ProviderInstitute> {
  const query = new URLSearchParams({ filter_by: hostLookupPattern(host) });
  const url = `${base.replace(/\/+$/, '')}/v1/admin/sub/domain/by/host?${query}`;
  let body: {
    all_domain?: {
      sub_domain_path?: string;
      link_up?: { _id?: string; insName?: string } | null;
    } | null;
  };
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = (await response.json()) as typeof body;
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${timeoutMs / 1000} s`
        : error instanceof Error
          ? error.message
          : String(error);
    throw new DomainsError(
      `The provider's host lookup failed (${reason}) at ${base}: nothing was added. Try again, or check PROVIDER_API.`,
      1,
    );
  }
  const record = body?.all_domain;
  const insId = id(record?.link_up?._id);
  const path = record?.sub_domain_path ?? '';
  if (!record || !insId || !sameSite(host, path))
    throw new DomainsError(
      `The provider has no institute for ${host}: ask the provider to set the institute's website address (sub_domain_path) to ${host} first, then run this again. Nothing was added.`,
      1,
    );
  return {
    insId,
    name: record.link_up?.insName ?? '',
    storedHost: path ? storedHost(path) : null,
  };
}

/** The provider's API base: `--provider <url>`, else PROVIDER_API; refuses before any call. */
function providerBase(rest: string[], env: Record<string, string | undefined>): string {
  const at = rest.indexOf('--provider');
  const base = at >= 0 ? rest[at + 1] : env.PROVIDER_API;
  if (!base || !/^https?:\/\//.test(base))
    throw new DomainsError(
      "PROVIDER_API must be set to the provider's API base (as in wrangler.toml, e.g. https://api.qviple.com/api), or give --provider <url>: add checks the host with the provider first",
    );
  return base;
}

const HOSTNAME_STATUS: Record<string, string> = {
  active: 'active: Cloudflare sends this host to the worker',
  pending:
    'pending: Cloudflare has not verified ownership yet (publish the TXT record below, or point the CNAME at the zone)',
  moved: 'moved: the host no longer points at this zone; the institute must restore its CNAME',
  blocked: 'blocked by Cloudflare; contact Cloudflare support',
  pending_blocked: 'blocked by Cloudflare; contact Cloudflare support',
  pending_deletion: 'being deleted',
  deleted: 'deleted',
};

const SSL_STATUS: Record<string, string> = {
  active: 'issued and serving',
  initializing: 'being set up; run status again in a minute',
  pending_validation: 'waiting for validation: the record below must be reachable',
  pending_issuance: 'validated, being issued (minutes)',
  pending_deployment: 'issued, being deployed to the edge (minutes)',
  validation_timed_out:
    'validation timed out: fix the record, then retry validation in the dashboard (SSL/TLS > Custom Hostnames)',
  issuance_timed_out: 'issuance timed out: retry in the dashboard (SSL/TLS > Custom Hostnames)',
  deployment_timed_out: 'deployment timed out: retry in the dashboard (SSL/TLS > Custom Hostnames)',
  expired: 'expired',
};

/** What an operator needs to know about one custom hostname, as lines of plain text. */
function describeHostname(h: CustomHostname): string[] {
  const status = h.status ?? 'unknown';
  const lines = [`${h.hostname}`, `  hostname: ${HOSTNAME_STATUS[status] ?? status}`];
  const ssl = h.ssl ?? {};
  const sslStatus = ssl.status ?? 'unknown';
  lines.push(
    `  certificate: ${SSL_STATUS[sslStatus] ?? sslStatus}${ssl.method ? ` (validated by ${ssl.method.toUpperCase()})` : ''}`,
  );
  const ownership = h.ownership_verification;
  if (status !== 'active' && ownership?.name && ownership.value) {
    lines.push(
      '  ownership: the institute adds this DNS record (or points the host at the zone with a CNAME):',
    );
    lines.push(
      `    ${ownership.name}  ${(ownership.type ?? 'txt').toUpperCase()}  ${ownership.value}`,
    );
  }
  if (sslStatus !== 'active') {
    for (const record of ssl.validation_records ?? []) {
      if (record.txt_name && record.txt_value) {
        lines.push('  certificate validation: the institute adds this DNS record:');
        lines.push(`    ${record.txt_name}  TXT  ${record.txt_value}`);
      }
      if (record.http_url && record.http_body) {
        lines.push(
          '  certificate validation: Cloudflare fetches this URL itself once the host points at the zone',
        );
        lines.push(`    ${record.http_url}  answers  ${record.http_body}`);
      }
    }
  }
  const errors = [
    ...(h.verification_errors ?? []),
    ...(ssl.validation_errors ?? []).map((e) => e.message ?? ''),
  ].filter(Boolean);
  for (const error of errors) lines.push(`  Cloudflare says: ${error}`);
  return lines;
}

/** Runs one command; returns the exit code (0 done, 1 API or lookup failure, 2 bad usage). */
export async function main(
  args: string[],
  env: Record<string, string | undefined>,
  print: (line: string) => void,
): Promise<number> {
  const [command, hostArg, ...rest] = args;
  try {
    if (command !== 'add' && command !== 'status' && command !== 'remove' && command !== 'list')
      throw new DomainsError(USAGE);
    const host = command === 'list' ? '' : hostArgument(hostArg);
    const methodAt = rest.indexOf('--method');
    const method = methodAt >= 0 ? rest[methodAt + 1] : 'http';
    if (method !== 'http' && method !== 'txt')
      throw new DomainsError(`--method is http or txt, not "${method}"`);
    const config = apiConfig(env);
    if (command === 'add') await add(config, host, method, providerBase(rest, env), env, print);
    else if (command === 'status') {
      const found = await findHostname(config, host);
      if (!found) {
        print(
          `${host} is not a custom hostname of this zone; add it with: npm run domains -- add ${host}`,
        );
        return 1;
      }
      for (const line of describeHostname(found)) print(line);
    } else if (command === 'remove') {
      const found = await findHostname(config, host);
      if (!found) {
        print(`${host} is not a custom hostname of this zone: nothing was removed.`);
        return 1;
      }
      await removeHostname(config, found);
      print(
        `Removed ${host} from the SaaS zone (custom hostname ${found.id}, was: hostname ${found.status ?? 'unknown'}, certificate ${found.ssl?.status ?? 'unknown'}).`,
      );
      print('Cloudflare no longer sends this host to the worker, and its certificate is deleted.');
      print('Next:');
      print(
        `  - tell the institute to delete its DNS records for ${host} (the CNAME and any _cf-custom-hostname or _acme-challenge TXT records) or point them elsewhere;`,
      );
      print(
        `  - if the provider should stop linking ${host} to the institute, ask the provider to change its website address (sub_domain_path);`,
      );
      print(
        `  - before the host serves again (another institute, or re-added): PURGE_URL=https://<any live site> npm run purge -- --host ${host}`,
      );
    } else {
      const all = await listHostnames(config);
      if (!all.length) print('No custom hostnames yet.');
      for (const h of all)
        print(
          `${h.hostname}  hostname ${h.status ?? 'unknown'}, certificate ${h.ssl?.status ?? 'unknown'}`,
        );
    }
    return 0;
  } catch (error) {
    if (!(error instanceof DomainsError)) throw error;
    print(error.message);
    return error.exitCode;
  }
}

/**
 * `add`: the provider must know the host and the zone must have a CNAME target before anything
 * is created; then the custom hostname, and every DNS record the institute must publish.
 */
async function add(
  config: ApiConfig,
  host: string,
  method: ValidationMethod,
  provider: string,
  env: Record<string, string | undefined>,
  print: (line: string) => void,
) {
  const timeoutMs = Number(env.PROVIDER_TIMEOUT_MS) || PROVIDER_TIMEOUT_MS;
  const institute = await providerInstitute(provider, host, timeoutMs);
  print(`The provider links ${host} to ${institute.name || 'an institute'} (${institute.insId}).`);
  if (institute.storedHost && institute.storedHost !== host)
    print(
      `  Note: the provider stores ${institute.storedHost}; the worker redirects ${host} there, so ${institute.storedHost} needs a custom hostname too.`,
    );
  const target = await cnameTarget(config, env);
  const added = await addHostname(config, host, method);
  print(`Added ${host} to the SaaS zone.`);
  for (const line of describeHostname(added)) print(line);
  print('  traffic: the institute adds this DNS record when the site should move:');
  print(`    ${host}  CNAME  ${target}`);
  print(
    '    (at the apex of its domain, where DNS allows no CNAME: a flattened CNAME, ALIAS or ANAME record to the same name)',
  );
  print(`Check progress with: npm run domains -- status ${host}`);
}

if (import.meta.main) {
  process.exitCode = await main(process.argv.slice(2), process.env, (line) => console.log(line));
}
