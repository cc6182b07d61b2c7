/**
 * The key a rate limit counts by: one client on one host, within one use (`purge`, `search`...),
 * so one client's flood on one institute neither spends another's allowance nor another use's.
 */

/** Longest host part kept: a Host header is the client's text, and a key is stored per window. */
const MAX_HOST = 253;

/**
 * @param client the client's address (`CF-Connecting-IP`, which Cloudflare always sets; absent
 * only locally, where every request is one client)
 * @example clientKey('purge', '203.0.113.7', 'sunrise.example.edu') // 'purge|203.0.113.7|sunrise.example.edu'
 */
export function clientKey(use: string, client: string | undefined, host: string): string {
  return `${use}|${client || 'local'}|${host.slice(0, MAX_HOST).toLowerCase()}`;
}
