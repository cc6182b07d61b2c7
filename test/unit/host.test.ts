import { describe, expect, it } from 'vitest';
import {
  escapeRegex,
  hostLookupPattern,
  normaliseHost,
  publicOrigin,
  sameSite,
} from '../../src/lib/host';

describe('normaliseHost', () => {
  it('lower-cases and drops the port and trailing dot', () => {
    expect(normaliseHost('Sunrise.LocalHost.:8787')).toBe('sunrise.localhost');
    expect(normaliseHost('localhost')).toBe('localhost');
  });
  it('refuses anything that is not a plain DNS name (regex metacharacters reach no provider)', () => {
    for (const bad of [
      '.*',
      'a(b',
      'a b',
      '',
      '[::1]:8787',
      'x'.repeat(254),
      'a..b',
      '-a.com',
      'a/b',
      'a\\.b',
    ]) {
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

describe('hostLookupPattern', () => {
  const matches = (host: string, stored: string) =>
    new RegExp(hostLookupPattern(host), 'i').test(stored);

  it('matches the stored forms of the host: scheme, www. either way, trailing slash, any case', () => {
    for (const stored of [
      'https://college.localhost',
      'http://college.localhost/',
      'https://www.college.localhost',
      'HTTPS://College.LocalHost/',
      'college.localhost',
      'https://college.localhost:443/',
    ]) {
      expect(matches('college.localhost', stored), stored).toBe(true);
      expect(matches('www.college.localhost', stored), `www. ${stored}`).toBe(true);
    }
  });

  it('is anchored: a record that merely contains the host is not matched', () => {
    for (const stored of [
      'https://mycollege.localhost',
      'https://college.localhost.evil.com',
      'https://collegexlocalhost',
      'https://www.www.college.localhost',
      'https://a.college.localhost',
      'xhttps://college.localhost',
    ]) {
      expect(matches('college.localhost', stored), stored).toBe(false);
    }
  });

  it('escapes the host: a dot matches only a dot', () => {
    expect(hostLookupPattern('college.localhost')).toBe(
      '^(https?://)?(www\\.)?college\\.localhost(:[0-9]+)?([/?#].*)?$',
    );
  });
});

describe('escapeRegex', () => {
  it('escapes every regular expression metacharacter', () => {
    const text = 'a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o/p-q';
    expect(new RegExp(`^${escapeRegex(text)}$`).test(text)).toBe(true);
    expect(new RegExp(`^${escapeRegex('a.b')}$`).test('axb')).toBe(false);
  });
});

describe('publicOrigin', () => {
  it('is https unless the setting says http, and never has a port', () => {
    expect(publicOrigin(undefined, 'sunrise.localhost')).toBe('https://sunrise.localhost');
    expect(publicOrigin('https', 'sunrise.localhost')).toBe('https://sunrise.localhost');
    expect(publicOrigin('http', 'sunrise.localhost')).toBe('http://sunrise.localhost');
    expect(publicOrigin('HTTP://evil', 'sunrise.localhost')).toBe('https://sunrise.localhost');
  });
});
