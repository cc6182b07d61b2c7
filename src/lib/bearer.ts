/**
 * The operator's bearer token (`Authorization: Bearer <token>`, RFC 6750): read from the header
 * with its scheme in any case, as RFC 7235 allows, and compared in constant time.
 */

/** The token of a `Bearer` Authorization header (scheme in any case), else undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return match?.[1];
}

async function digest(text: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
}

/** Constant-time token check; digests first, since timingSafeEqual throws on unequal lengths. */
export async function tokenMatches(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  // Workers-only API (not in the DOM typings this project also loads).
  return (
    crypto.subtle as unknown as { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean }
  ).timingSafeEqual(a, b);
}

/** Whether the request's Authorization header carries `expected` (never when it is unset). */
export async function carriesToken(
  header: string | undefined,
  expected: string | undefined,
): Promise<boolean> {
  const given = bearerToken(header);
  return !!given && !!expected && tokenMatches(given, expected);
}
