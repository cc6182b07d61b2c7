/** The operator's bearer token as the purge endpoint and Server-Timing read it. */
import { Hono } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { describe, expect, it } from 'vitest';
import { bearerToken, carriesToken } from '../../src/lib/bearer';
import { clientKey } from '../../src/limits/rateLimitKey';

describe('bearerToken', () => {
  it('reads the token whatever the case of the scheme (RFC 7235)', () => {
    for (const header of ['Bearer abc', 'bearer abc', 'BEARER abc', 'Bearer   abc', 'Bearer \tabc'])
      expect(bearerToken(header), header).toBe('abc');
    expect(bearerToken('Bearer a-b.c_d~e+f/g==')).toBe('a-b.c_d~e+f/g==');
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
      'bearer\tabc', // RFC 7235: one space after the scheme
      'Bearer a!b', // RFC 6750: a token of letters, digits and -._~+/ (then =)
    ])
      expect(bearerToken(header), String(header)).toBeUndefined();
  });

  it('takes exactly the headers hono/bearer-auth lets through to the purge endpoint', async () => {
    const token = 'abc';
    const app = new Hono()
      .use(bearerAuth({ token }))
      .get('/', (c) => c.text('ok'))
      .onError((error, c) => c.text(String(error), 401));
    const headers = [
      'Bearer abc',
      'bearer abc',
      'BEARER abc',
      'Bearer   abc',
      'Bearer \tabc',
      'bearer\tabc',
      'Bearer abcd',
      'Bearer ab',
      'Bearer a!b',
      'Bearer abc def',
      'Bearerabc',
      'Basic abc',
      'abc',
    ];
    for (const header of headers) {
      const purgeAccepts = (await app.request('/', { headers: { authorization: header } })).ok;
      const asRead = new Headers({ authorization: header }).get('authorization') ?? undefined;
      expect(await carriesToken(asRead, token), header).toBe(purgeAccepts);
    }
    expect(await carriesToken('Bearer abc', undefined)).toBe(false);
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
