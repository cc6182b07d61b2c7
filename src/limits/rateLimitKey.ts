/**
 * The key a rate limit counts by: one client, within one use (`purge`, `search`...), and on one
 * host where the use belongs to an institute, so one client's flood on one institute spends
 * neither another's allowance nor another use's.
 */

/** Longest host part kept: a Host header is the client's text, and a key is stored per window. */
const MAX_HOST = 253;

/**
 * @param client the client's address (`CF-Connecting-IP`, which Cloudflare always sets; absent
 * only locally, where every request is one client)
 * @param host the institute's host; none for a use that is not tied to one (the purge endpoint
 * answers on every host: a key per host would let a client multiply its allowance by the hosts)
 * @example clientKey('search', '203.0.113.7', 'sunrise.example.edu') // 'search|203.0.113.7|sunrise.example.edu'
 */
export function clientKey(use: string, client: string | undefined, host = ''): string {
  return `${use}|${client || 'local'}|${host.slice(0, MAX_HOST).toLowerCase()}`;
}
