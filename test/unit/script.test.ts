import { describe, expect, it } from 'vitest';
import { parseContentLang, providerLang, withContentLang } from '../../src/i18n/content';
import { withLang } from '../../src/i18n/current';
import { scriptOf, textLang } from '../../src/i18n/script';

describe('scriptOf', () => {
  it('tells Devanagari from Latin by their letters', () => {
    expect(scriptOf('विज्ञान विभाग')).toBe('deva');
    expect(scriptOf('Department of Science')).toBe('latn');
    expect(scriptOf('Café Über')).toBe('latn');
  });

  it('goes by most letters: a Devanagari title with an acronym is Devanagari', () => {
    expect(scriptOf('NAAC समिती सदस्य')).toBe('deva');
    expect(scriptOf('B.Sc. Computer Science (संगणक)')).toBe('latn');
  });

  it('tells nothing for a text written in both alike (a name and its transliteration)', () => {
    expect(scriptOf('ज्ञानदीप महाविद्यालय (Gyandeep Mahavidyalaya)')).toBeUndefined();
    expect(textLang('ज्ञानदीप महाविद्यालय (Gyandeep Mahavidyalaya)', 'hi', 'hi')).toBeUndefined();
    expect(textLang('ज्ञानदीप महाविद्यालय (Gyandeep Mahavidyalaya)', 'en', 'hi')).toBeUndefined();
  });

  it('tells nothing without letters of either script', () => {
    expect(scriptOf('')).toBeUndefined();
    expect(scriptOf('2026 - 27 / ९८')).toBeUndefined();
    expect(scriptOf('中文')).toBeUndefined();
  });
});

describe('textLang', () => {
  it('marks Devanagari text on an English page with the content language', () => {
    expect(textLang('विज्ञान विभाग', 'en', 'hi')).toBe('hi');
    expect(textLang('विज्ञान विभाग', 'en', 'mr')).toBe('mr');
  });

  it('marks Latin text on a Hindi or Marathi page as English', () => {
    expect(textLang('Department of Science', 'hi', 'hi')).toBe('en');
    expect(textLang('Department of Science', 'mr', 'mr')).toBe('en');
  });

  it('adds nothing to text in the page script or without letters', () => {
    expect(textLang('Department of Science', 'en', 'hi')).toBeUndefined();
    expect(textLang('विज्ञान विभाग', 'hi', 'hi')).toBeUndefined();
    expect(textLang('विज्ञान विभाग', 'mr', 'hi')).toBeUndefined();
    expect(textLang('2026', 'hi', 'hi')).toBeUndefined();
  });
});

describe('providerLang', () => {
  it('reads the page language and the configured content language (hi by default)', () => {
    expect(providerLang('विज्ञान विभाग')).toBe('hi');
    expect(withContentLang('mr', () => providerLang('विज्ञान विभाग'))).toBe('mr');
    expect(withLang('mr', () => providerLang('Science'))).toBe('en');
    expect(withLang('hi', () => providerLang('विज्ञान'))).toBeUndefined();
    expect(providerLang('')).toBeUndefined();
  });

  it('CONTENT_LANG is hi or mr, anything else hi', () => {
    expect(parseContentLang('mr')).toBe('mr');
    expect(parseContentLang('hi')).toBe('hi');
    expect(parseContentLang(undefined)).toBe('hi');
    expect(parseContentLang('fr')).toBe('hi');
  });
});
