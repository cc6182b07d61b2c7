/** The operator's bearer token as the purge endpoint and Server-Timing read it. */
import { describe, expect, it } from 'vitest';
import { bearerToken } from '../../src/lib/bearer';
import { clientKey } from '../../src/limits/rateLimitKey';

describe('bearerToken', () => {
  it('reads the token whatever the case of the scheme (RFC 7235)', () => {
    for (const header of ['Bearer abc', 'bearer abc', 'BEARER abc', 'Bearer   abc ', 'bearer\tabc'])
      expect(bearerToken(header), header).toBe('abc');
  });

  it('reads nothing from another scheme, a missing token or a token with spaces', () => {
    for (const header of [
      undefined,
      '',
      'Basic abc',
      'Bearer',
      'Bearer ',
      'Bearerabc',
      'Bearer a b',
    ])
      expect(bearerToken(header), String(header)).toBeUndefined();
  });
});

describe('clientKey', () => {
  it('is one client on one host within one use, the host in lower case and bounded', () => {
    expect(clientKey('search', '203.0.113.7', 'Sunrise.Example.EDU')).toBe(
      'search|203.0.113.7|sunrise.example.edu',
    );
    expect(clientKey('purge', undefined)).toBe('purge|local|');
    expect(clientKey('search', '::1', 'x'.repeat(5000)).length).toBeLessThan(300);
  });
});
