/**
 * Host names as the worker sees them and as the provider stores them.
 * A Host header may carry a port, upper case or a trailing dot; the provider's lookup treats its
 * input as an unanchored regular expression, so only plain host names are looked up, and only as
 * the escaped, anchored pattern of `hostLookupPattern`.
 */

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** `"Sunrise.Example.edu.:8787"` -> `"sunrise.example.edu"`; anything that is not a plain DNS name -> null. */
export function normaliseHost(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let host = raw.trim().toLowerCase();
  if (host.startsWith('[')) return null; // IPv6 literals never name an institute
  host = host.replace(/:\d*$/, '').replace(/\.$/, '');
  return HOST_NAME.test(host) ? host : null;
}

/** `text` as a regular expression that matches exactly that text (every metacharacter escaped). */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The provider's host lookup (`filter_by`) for `host`: the provider matches it as a
 * case-insensitive regular expression over the stored `sub_domain_path`, and answers the first
 * record in stored order. Unescaped and unanchored, `college.edu` would find
 * `https://mycollege.edu` when that is stored first, and the real record never. So the host is
 * escaped and anchored to the whole stored form: an optional scheme, an optional `www.` (either
 * side may have it; one lookup covers both), an optional port and anything after a `/`, `?` or `#`.
 */
export function hostLookupPattern(host: string): string {
  return `^(https?://)?(www\\.)?${escapeRegex(withoutWww(host))}(:[0-9]+)?([/?#].*)?$`;
}

/**
 * The site's public origin for a normalised host: the configured scheme (https unless it says
 * "http") and the host, no port. Absolute URLs are built from this, never from the request URL,
 * whose port, trailing dot, case and scheme a visitor chooses and a cached page would keep.
 */
export function publicOrigin(scheme: string | undefined, host: string): string {
  return `${scheme === 'http' ? 'http' : 'https'}://${host}`;
}

/** `"www.a.edu"` -> `"a.edu"`. */
function withoutWww(host: string): string {
  return host.startsWith('www.') ? host.slice(4) : host;
}

/**
 * The host a provider sub-domain record stores in `sub_domain_path` (a URL or a bare host),
 * normalised; null when it holds no plain host name.
 */
export function storedHost(subDomainPath: string): string | null {
  try {
    const url = /^[a-z][a-z0-9+.-]*:\/\//i.test(subDomainPath)
      ? subDomainPath
      : `https://${subDomainPath}`;
    return normaliseHost(new URL(url).hostname);
  } catch {
    return null;
  }
}

/**
 * Whether a provider sub-domain record really belongs to the requested host. The lookup is
 * anchored, but it is still the provider's regex matching: we accept only the same host name,
 * allowing a `www.` prefix on either side. A record without a path cannot be checked and is
 * accepted, as the design brief says.
 */
export function sameSite(requested: string, subDomainPath: string): boolean {
  if (!subDomainPath) return true;
  const stored = storedHost(subDomainPath);
  return stored !== null && withoutWww(stored) === withoutWww(requested);
}
