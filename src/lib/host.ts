/**
 * Host names as the worker sees them and as the provider stores them.
 * A Host header may carry a port, upper case or a trailing dot; the provider's lookup treats its
 * input as an unanchored regular expression, so only plain host names ever reach it.
 */

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** `"Sunrise.Example.edu.:8787"` -> `"sunrise.example.edu"`; anything that is not a plain DNS name -> null. */
export function normaliseHost(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let host = raw.trim().toLowerCase();
  if (host.startsWith('[')) return null; // IPv6 literals never name an institute
  host = host.replace(/:\d*$/, '').replace(/\.$/, '');
  return HOST_NAME.test(host) ? host : null;
}

/** `"www.a.edu"` -> `"a.edu"`. */
export function withoutWww(host: string): string {
  return host.startsWith('www.') ? host.slice(4) : host;
}

/**
 * Whether a provider sub-domain record really belongs to the requested host. The lookup is a
 * substring regex, so `Host: a` matches somebody's record; we accept only the same host name,
 * allowing a `www.` prefix on either side. A record without a path cannot be checked and is
 * accepted, as the design brief says.
 */
export function sameSite(requested: string, subDomainPath: string): boolean {
  if (!subDomainPath) return true;
  let stored: string | null;
  try {
    stored = normaliseHost(new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(subDomainPath) ? subDomainPath : `https://${subDomainPath}`).hostname);
  } catch {
    return false;
  }
  return stored !== null && withoutWww(stored) === withoutWww(requested);
}
