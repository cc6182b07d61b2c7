/** The operator's bearer token as the purge endpoint and Server-Timing read it. */
import { Hono } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { describe, expect, it } from 'vitest';
import { bearerToken, carriesToken } from '../../src/lib/bearer';
import { clientKey, clientOf } from '../../src/limits/rateLimitKey';

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
  it('is one client in one institute within one use, the scope in lower case and bounded', () => {
    expect(clientKey('search', '203.0.113.7', '65A1F0C2E4B0A1B2C3D4E5F6')).toBe(
      'search|203.0.113.7|65a1f0c2e4b0a1b2c3d4e5f6',
    );
    expect(clientKey('purge', undefined)).toBe('purge|local|');
    expect(clientKey('search', '::1', 'x'.repeat(5000)).length).toBeLessThan(300);
    expect(clientKey('404', '2001:db8:7:9::1', 'id')).toBe('404|2001:db8:7:9::/64|id');
  });
});

describe('clientOf', () => {
  it('is an IPv6 address’s /64, one way however the address is written', () => {
    const network = '2001:db8:7:9::/64';
    for (const address of [
      '2001:db8:7:9::1',
      '2001:db8:7:9:ffff:ffff:ffff:ffff',
      '2001:0DB8:0007:0009:0000:0000:0000:0001',
      '2001:db8:7:9:1::',
      '2001:db8:7:9::192.0.2.1',
    ])
      expect(clientOf(address), address).toBe(network);
    expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
    expect(clientOf('2001:db8:7:a::1')).not.toBe(network);
  });

  it('is an IPv4 address as it is, an IPv4-mapped IPv6 address as IPv4, and `local` for none', () => {
    expect(clientOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(clientOf(undefined)).toBe('local');
    expect(clientOf('')).toBe('local');
  });

  it('keeps text that is no address, clipped', () => {
    for (const text of ['1:2:3', '1::2::3', '12345::1', '1:2:3:4:5:6:7:8:9', 'g::1', '::1.2.3.999'])
      expect(clientOf(text), text).toBe(text.toLowerCase());
    expect(clientOf(`::${'a'.repeat(500)}`).length).toBeLessThanOrEqual(45);
    expect(clientOf('x'.repeat(500)).length).toBeLessThanOrEqual(45);
  });
});
