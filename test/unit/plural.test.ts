import { describe, expect, it } from 'vitest';
import { withLang } from '../../src/i18n/current';
import { plural } from '../../src/i18n/plural';

const FORMS = { one: '# one-form', other: '# other-form' };

describe('plural', () => {
  it('picks the form by the language’s plural rules', () => {
    expect(plural(1, FORMS, 'en-IN')).toBe('1 one-form');
    expect(plural(0, FORMS, 'en-IN')).toBe('0 other-form');
    // Hindi counts zero as "one".
    expect(plural(0, FORMS, 'hi-IN')).toBe('0 one-form');
    expect(plural(2, FORMS, 'mr-IN')).toBe('२ other-form');
  });

  it('writes the count the language’s way, in the current language by default', () => {
    expect(plural(1234, { other: '# photos' })).toBe('1,234 photos');
    expect(withLang('mr', () => plural(1234, { other: '# फोटो' }))).toBe('१,२३४ फोटो');
    expect(plural(3, { other: 'x' })).toBe('x');
  });
});
