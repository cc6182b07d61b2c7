/**
 * The key a rate limit counts by: one client, within one use (`purge`, `search`...), and in one
 * institute where the use belongs to one, so one client's flood on one institute spends neither
 * another's allowance nor another use's. A client is an IPv4 address, or an IPv6 /64: one
 * subscriber's network, whose every address it may use (decision 081).
 */

/** Longest scope part kept: it may be a client's text, and a key is stored per window. */
const MAX_SCOPE = 253;
/** Longest client part kept when the address is not one this module can read. */
const MAX_CLIENT = 45;

/**
 * @param client the client's address (`CF-Connecting-IP`, which Cloudflare always sets; absent
 * only locally, where every request is one client)
 * @param scope the institute's id; none for a use that is not tied to one (the purge endpoint
 * answers on every host: a key per host would let a client multiply its allowance by the hosts).
 * An institute's id, not its host: its preview address and its own domain are one allowance.
 * @example clientKey('search', '203.0.113.7', id) // 'search|203.0.113.7|<id>'
 * @example clientKey('404', '2001:db8:7:9::1', id) // '404|2001:db8:7:9::/64|<id>'
 */
export function clientKey(use: string, client: string | undefined, scope = ''): string {
  return `${use}|${clientOf(client)}|${scope.slice(0, MAX_SCOPE).toLowerCase()}`;
}

/**
 * Who `address` is to a rate limit: an IPv4 address as it is; an IPv6 address as its /64
 * (`2001:db8:7:9::/64`), written one way however the address was (zeros, case, `::`); an
 * IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) as its IPv4 address; `local` without one.
 * Text that is no address is kept, clipped: Cloudflare sends only addresses.
 */
export function clientOf(address: string | undefined): string {
  if (!address) return 'local';
  if (!address.includes(':')) return address.slice(0, MAX_CLIENT);
  const groups = ipv6Groups(address.toLowerCase());
  if (!groups) return address.slice(0, MAX_CLIENT).toLowerCase();
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

const GROUP = /^[0-9a-f]{1,4}$/;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an IPv4 tail read), or null. */
function ipv6Groups(address: string): number[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (part === '') return [];
    const out: number[] = [];
    const pieces = part.split(':');
    for (const [i, piece] of pieces.entries()) {
      const v4 = i === pieces.length - 1 ? IPV4.exec(piece) : null;
      if (v4) {
        const bytes = v4.slice(1).map(Number);
        if (bytes.some((b) => b > 255)) return null;
        out.push((bytes[0] << 8) | bytes[1], (bytes[2] << 8) | bytes[3]);
      } else if (GROUP.test(piece)) out.push(Number.parseInt(piece, 16));
      else return null;
    }
    return out;
  };
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const zeros = 8 - head.length - tail.length;
  return zeros >= 1 ? [...head, ...Array(zeros).fill(0), ...tail] : null;
}
