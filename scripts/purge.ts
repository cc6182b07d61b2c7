export {};

/**
 * `npm run purge -- --host <host>` | `--institute <id>` | `--all`, and with a host or institute
 * `--resource <name>` (repeatable or comma-separated: notices, events...; docs/caching.md lists
 * them) to purge only those resources.
 * Calls POST /__purge with PURGE_TOKEN on the site at PURGE_URL, and prints the worker's answer.
 * No default target, so a token is never sent where it was not meant to go: PURGE_URL is
 * required, except when purging a host, whose own site (https://<host>) is then the target.
 */
const USAGE =
  'usage: PURGE_TOKEN=... PURGE_URL=https://<site> npm run purge -- --host <host> | --institute <id> | --all\n' +
  '       [--resource notices[,events]] (with --host or --institute: only those resources)\n' +
  '       (with --host, PURGE_URL defaults to https://<host>)';

const args = process.argv.slice(2);
const value = (flag: string) => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};
const host = value('--host');
const institute = value('--institute');
const resources = args
  .flatMap((arg, i) => (arg === '--resource' ? (args[i + 1] ?? '').split(',') : []))
  .map((name) => name.trim())
  .filter(Boolean);
const scope = args.includes('--all')
  ? { all: true }
  : host
    ? { host }
    : institute
      ? { institute }
      : null;
// The worker checks the names (an unknown one is a 400 that lists the known ones).
const body = scope && resources.length > 0 ? { ...scope, resources } : scope;
const token = process.env.PURGE_TOKEN;

function fail(message: string): never {
  console.error(`purge: ${message}\n${USAGE}`);
  process.exit(2);
}

/** The site to call: PURGE_URL, or the purged host's own https site; only http(s) URLs. */
function target(): URL {
  const given =
    process.env.PURGE_URL || (host && /^[a-z0-9.-]+$/i.test(host) ? `https://${host}` : '');
  if (!given) fail('PURGE_URL is required (the site whose cache to purge)');
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    fail(`PURGE_URL is not a URL: ${given}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    fail(`PURGE_URL must be http(s): ${given}`);
  return new URL('/__purge', url.origin);
}

if (!body) fail('say what to purge');
if (!token) fail('PURGE_TOKEN is required');
const url = target();
let response: Response;
try {
  response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    redirect: 'manual', // never carry the token to wherever a redirect points
  });
} catch (error) {
  console.error(`purge: ${url.origin} did not answer (${(error as Error).message})`);
  process.exit(1);
}
const text = await response.text();
let answer: unknown;
try {
  answer = JSON.parse(text);
} catch {
  answer = undefined;
}
console.log(`${response.status} ${url.origin}`);
console.log(
  answer === undefined
    ? `not a purge answer (is ${url.origin} the site?): ${text.slice(0, 200)}`
    : JSON.stringify(answer, null, 2),
);
process.exit(response.ok ? 0 : 1);
