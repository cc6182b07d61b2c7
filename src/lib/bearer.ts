/**
 * The operator's bearer token (`Authorization: Bearer <token>`, RFC 6750) where it is only asked
 * about, not enforced: a request carrying it gets Server-Timing, one without it still gets the
 * page. The purge endpoint enforces it with hono/bearer-auth (routes/purge.ts), which answers by
 * throwing a 401; this reads the header as that middleware does (the scheme in any case, a space,
 * a token of RFC 6750's characters) and compares with the same constant-time `timingSafeEqual`,
 * so the token that opens the one shows the other (decision 077).
 */
import { timingSafeEqual } from 'hono/utils/buffer';

/** The token of a `Bearer` Authorization header (scheme in any case), else undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  return /^bearer \s*([A-Za-z0-9._~+/-]+=*)$/i.exec(header ?? '')?.[1];
}

/** Whether the request's Authorization header carries `expected` (never when it is unset). */
export async function carriesToken(
  header: string | undefined,
  expected: string | undefined,
): Promise<boolean> {
  const given = bearerToken(header);
  return !!given && !!expected && timingSafeEqual(given, expected);
}
