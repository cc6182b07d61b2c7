import { describe, expect, it } from 'vitest';
import { normaliseHost, sameSite } from '../../src/lib/host';

describe('normaliseHost', () => {
  it('lower-cases and drops the port and trailing dot', () => {
    expect(normaliseHost('Sunrise.LocalHost.:8787')).toBe('sunrise.localhost');
    expect(normaliseHost('localhost')).toBe('localhost');
  });
  it('refuses anything that is not a plain DNS name (regex metacharacters reach no provider)', () => {
    for (const bad of ['.*', 'a(b', 'a b', '', '[::1]:8787', 'x'.repeat(254), 'a..b', '-a.com', 'a/b', 'a\\.b']) {
      expect(normaliseHost(bad), bad).toBeNull();
    }
  });
});

describe('sameSite', () => {
  it('accepts the exact host, with or without www on either side', () => {
    expect(sameSite('sunrise.localhost', 'https://sunrise.localhost')).toBe(true);
    expect(sameSite('www.sunrise.localhost', 'https://sunrise.localhost')).toBe(true);
    expect(sameSite('sunrise.localhost', 'https://www.sunrise.localhost/')).toBe(true);
    expect(sameSite('sunrise.localhost', 'sunrise.localhost')).toBe(true);
  });
  it('rejects a substring match the provider regex would accept', () => {
    expect(sameSite('ocalhost', 'https://localhost')).toBe(false);
    expect(sameSite('a', 'https://sunrise.localhost')).toBe(false);
    expect(sameSite('sunrise.localhost', 'https://sunrise.localhost.evil.com')).toBe(false);
    expect(sameSite('sunrisexlocalhost', 'https://sunrise.localhost')).toBe(false);
  });
  it('accepts a record without a path', () => {
    expect(sameSite('sunrise.localhost', '')).toBe(true);
  });
});
