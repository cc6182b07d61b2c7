import { describe, expect, it } from 'vitest';
import { attachmentTarget, fileUrl, mailHref, safeHref, telHref } from '../../src/lib/url';

describe('safeHref', () => {
  it('keeps http(s) links', () => {
    expect(safeHref('https://example.org/a?b=1')).toBe('https://example.org/a?b=1');
    expect(safeHref('http://example.org')).toBe('http://example.org/');
    expect(safeHref('www.example.org')).toBe('https://www.example.org/');
  });
  it('drops javascript:, data:, relative and junk', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<b>',
      'vbscript:x',
      '/relative',
      '',
      'not a url',
      'file:///etc/passwd',
    ]) {
      expect(safeHref(bad), bad).toBeUndefined();
    }
  });
});

describe('fileUrl', () => {
  const base = 'https://files.test/';
  it('encodes each segment of a key', () => {
    expect(fileUrl(base, 'Fee Structure (2026).pdf')).toBe(
      'https://files.test/Fee%20Structure%20(2026).pdf',
    );
    expect(fileUrl(base, 'chat-document/abc')).toBe('https://files.test/chat-document/abc');
  });
  it('never walks out of the file host root', () => {
    expect(fileUrl(base, '../../secret')).toBe('https://files.test/secret');
    expect(fileUrl(base, '/a/./b')).toBe('https://files.test/a/b');
  });
  it('returns nothing for an empty key and filters URL keys through safeHref', () => {
    expect(fileUrl(base, '')).toBeUndefined();
    expect(fileUrl(base, '  ')).toBeUndefined();
    expect(fileUrl(base, 'https://cdn.test/x.png')).toBe('https://cdn.test/x.png');
  });
  it('encodes characters that could break out of an attribute or path', () => {
    expect(fileUrl(base, 'a"b<c>?#.pdf')).toBe('https://files.test/a%22b%3Cc%3E%3F%23.pdf');
  });
});

describe('telHref / mailHref', () => {
  it('builds tel: and mailto: only from plausible values', () => {
    expect(telHref('+91 98765 43210')).toBe('tel:+919876543210');
    expect(telHref('')).toBeUndefined();
    expect(mailHref('office@sunrise.edu')).toBe('mailto:office@sunrise.edu');
    expect(mailHref('not an email')).toBeUndefined();
    expect(mailHref('a@b.c?subject=<x>')).toBeUndefined();
  });

  it('takes one address of at most 254 characters (RFC 5321), with a dotted domain', () => {
    const local = 'a'.repeat(64);
    const longest = `${local}@${'b'.repeat(185)}.edu`;
    expect(longest.length).toBe(254);
    expect(mailHref(longest)).toBe(`mailto:${longest}`);
    expect(mailHref(`${longest}x`)).toBeUndefined();
    expect(mailHref(`a@${'.'.repeat(100_000)}@`)).toBeUndefined();
    expect(mailHref('office@mail.sunrise.edu')).toBe('mailto:office@mail.sunrise.edu');
    for (const bad of ['a@b', 'a@.b', 'a@b.', 'a@b..c', 'a@b@c.d']) {
      expect(mailHref(bad), bad).toBeUndefined();
    }
  });
});

describe('fileUrl of text that is not well-formed', () => {
  it('names no file for a key with a lone surrogate (it cannot be encoded)', () => {
    expect(fileUrl('https://files.test', 'a/\ud800.pdf')).toBeUndefined();
    expect(fileUrl('https://files.test', 'a/😀.pdf')).toBe('https://files.test/a/%F0%9F%98%80.pdf');
  });
});

describe('attachmentTarget', () => {
  it('takes a key for a stored file and an http(s) address for a web page', () => {
    expect(attachmentTarget('sunrise/Exam Rules.pdf')).toEqual({
      fileKey: 'sunrise/Exam Rules.pdf',
    });
    expect(attachmentTarget(' https://u.example.edu/x.pdf ')).toEqual({
      href: 'https://u.example.edu/x.pdf',
    });
    expect(attachmentTarget('www.u.example.edu')).toEqual({ href: 'https://www.u.example.edu/' });
  });
  it('gives nothing for any other address or a blank', () => {
    for (const raw of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'mailto:a@b.c',
      '',
      '   ',
      null,
      undefined,
      '../..',
    ])
      expect(attachmentTarget(raw), String(raw)).toBeUndefined();
  });
});
