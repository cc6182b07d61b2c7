import { describe, expect, it } from 'vitest';
import { gyandeep, hillview, sunrise } from '../../demo/fixtures/index.ts';
import {
  contrastRatio,
  parseColour,
  relativeLuminance,
  SOFT,
  themeOf,
  WHITE,
} from '../../src/lib/color';

const rgb = (hex: string) => parseColour(hex) ?? [NaN, NaN, NaN];

describe('parseColour', () => {
  it('reads 3- and 6-digit hex in any case, and opaque 4- and 8-digit hex', () => {
    expect(parseColour('#fd5')).toEqual([255, 221, 85]);
    expect(parseColour('#FFD54F')).toEqual([255, 213, 79]);
    expect(parseColour('  #0b4f8a ')).toEqual([11, 79, 138]);
    expect(parseColour('#fd5f')).toEqual([255, 221, 85]);
    expect(parseColour('#ffd54fff')).toEqual([255, 213, 79]);
  });

  it('reads an alpha written as 1, 1.0, .5 or a percentage; nothing longer than a colour', () => {
    expect(parseColour('rgba(1, 2, 3, 1.0)')).toEqual([1, 2, 3]);
    expect(parseColour('rgb(1 2 3 / 100%)')).toEqual([1, 2, 3]);
    expect(parseColour('rgba(1, 2, 3, .5)')).toBeUndefined();
    expect(parseColour(`rgb(1,1,1,${'1'.repeat(100_000)}x`)).toBeUndefined();
    expect(parseColour(`${' '.repeat(1000)}#0b4f8a${' '.repeat(1000)}`)).toEqual([11, 79, 138]);
    expect(parseColour(`#0b4f8a${'0'.repeat(100)}`)).toBeUndefined();
  });

  it('reads the CSS named colours', () => {
    expect(parseColour('teal')).toEqual([0, 128, 128]);
    expect(parseColour('RebeccaPurple')).toEqual([102, 51, 153]);
    expect(parseColour('white')).toEqual([255, 255, 255]);
  });

  it('reads rgb() and rgba() with an opaque alpha, comma and space forms', () => {
    expect(parseColour('rgb(255, 213, 79)')).toEqual([255, 213, 79]);
    expect(parseColour('rgba(10,20,30,1)')).toEqual([10, 20, 30]);
    expect(parseColour('rgb(10 20 30 / 100%)')).toEqual([10, 20, 30]);
    expect(parseColour('rgb(100%, 0%, 50%)')).toEqual([255, 0, 128]);
    expect(parseColour('rgb(300, 0, 0)')).toEqual([255, 0, 0]);
  });

  it('ignores everything else: garbage, transparency, other syntaxes, injection', () => {
    for (const value of [
      '',
      'garbage',
      'javascript:alert(1)',
      'url(https://evil.example/x.png)',
      'red;}body{background:red',
      'red; background: url(x)',
      '#ffd54f;}',
      '"><script>alert(1)</script>',
      '#12',
      '#12345',
      '#gggggg',
      '#ffd54f80',
      'rgb(123)',
      'rgb(1, 2)',
      'rgb(1 2 3 / 0.5)',
      'rgba(1, 2, 3, 0)',
      'rgb(1, 2 3)',
      'rgb(10%, 20, 30)',
      'hsl(120, 50%, 50%)',
      'transparent',
      'currentcolor',
      'var(--x)',
      'expression(alert(1))',
    ]) {
      expect(parseColour(value), value).toBeUndefined();
      expect(themeOf(value), value).toBeUndefined();
    }
    expect(themeOf(undefined)).toBeUndefined();
  });
});

describe('contrastRatio (WCAG 2.1 relative luminance)', () => {
  it('matches the reference values', () => {
    expect(relativeLuminance(WHITE)).toBe(1);
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(contrastRatio(WHITE, [0, 0, 0])).toBe(21);
    expect(contrastRatio([0, 0, 0], WHITE)).toBe(21);
    // #767676 is the well-known lightest grey passing 4.5:1 on white.
    expect(contrastRatio(rgb('#767676'), WHITE)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(rgb('#777777'), WHITE)).toBeLessThan(4.5);
  });
});

describe('themeOf', () => {
  /** Every guarantee the site's CSS relies on (decision 032). */
  const expectAccessible = (value: string) => {
    const theme = themeOf(value);
    expect(theme, value).toBeDefined();
    const brand = rgb(theme?.brand ?? '');
    const dark = rgb(theme?.brandDark ?? '');
    expect(theme?.brand).toMatch(/^#[0-9a-f]{6}$/);
    expect(theme?.brandDark).toMatch(/^#[0-9a-f]{6}$/);
    // white text on the navigation bar, buttons, active tabs; links on white and on --soft
    expect(contrastRatio(brand, WHITE), value).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(brand, SOFT), value).toBeGreaterThanOrEqual(4.5);
    // the top bar and cover banner: darker still
    expect(relativeLuminance(dark), value).toBeLessThanOrEqual(relativeLuminance(brand));
    expect(contrastRatio(dark, WHITE), value).toBeGreaterThan(contrastRatio(brand, WHITE));
    // white text on Apply and New Admission, the "New" tag on white; hover darker
    const accent = rgb(theme?.accent ?? '');
    expect(contrastRatio(accent, WHITE), value).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(rgb(theme?.accentDark ?? ''), WHITE)).toBeGreaterThan(
      contrastRatio(accent, WHITE),
    );
    return theme;
  };

  it('keeps a colour that already passes, and derives today’s palette from today’s blue', () => {
    expect(expectAccessible('#0b4f8a')).toMatchObject({ brand: '#0b4f8a', brandDark: '#083a66' });
    expect(expectAccessible('#7a1f5c')?.brand).toBe('#7a1f5c');
  });

  it('darkens a light colour (keeping its hue) until white text on it passes AA', () => {
    const theme = expectAccessible('#ffd54f');
    expect(theme?.brand).not.toBe('#ffd54f');
    const [r, g, b] = rgb(theme?.brand ?? '');
    expect(r).toBeGreaterThan(g); // still a yellow-orange, not a grey
    expect(g).toBeGreaterThan(b);
    // darkened no further than needed: one step lighter would fail
    expect(contrastRatio(rgb(theme?.brand ?? ''), WHITE)).toBeLessThan(5.2);
  });

  it('makes every demo institute’s colour accessible, each clearly different', () => {
    const themes = [sunrise, gyandeep, hillview].map((institute) =>
      expectAccessible(institute.landing.home_background_object.color_theme ?? ''),
    );
    expect(new Set(themes.map((t) => t?.brand)).size).toBe(3);
    expect(themes.map((t) => t?.brand)).toEqual(['#007d7d', '#7a1f5c', '#8c6b00']);
  });

  it('handles the extremes', () => {
    expect(expectAccessible('white')?.brand).toMatch(/^#[0-9a-f]{6}$/);
    expectAccessible('yellow');
    expectAccessible('#fff');
    expectAccessible('lime');
    expectAccessible('aqua');
    expect(themeOf('black')).toMatchObject({ brand: '#000000', brandDark: '#000000' });
  });

  it('derives the accent from the brand: its opposite hue, today’s red for a grey', () => {
    const accents = ['#007d7d', '#7a1f5c', '#8c6b00'].map((brand) => themeOf(brand)?.accent);
    // teal's accent red, plum's green, ochre's blue: each apart from its brand
    expect(accents).toEqual(['#c32222', '#18883d', '#2248c3']);
    for (const grey of ['black', 'white', '#777777'])
      expect(themeOf(grey)?.accent, grey).toBe('#b3261e');
  });
});
