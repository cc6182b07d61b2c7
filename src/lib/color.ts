/**
 * An institute's theme colour: the provider's `color_theme` (any CSS colour an editor may have
 * typed) parsed to sRGB, and the brand shades derived from it with WCAG 2.1 AA contrast
 * guaranteed (docs/decisions/032-theme-per-institute.md). Pure: no I/O.
 */

type Rgb = readonly [r: number, g: number, b: number];

/** The CSS named colours (CSS Color 4), as `name:rrggbb` pairs. */
const NAMED = new Map(
  (
    'aliceblue:f0f8ff antiquewhite:faebd7 aqua:00ffff aquamarine:7fffd4 azure:f0ffff beige:f5f5dc ' +
    'bisque:ffe4c4 black:000000 blanchedalmond:ffebcd blue:0000ff blueviolet:8a2be2 brown:a52a2a ' +
    'burlywood:deb887 cadetblue:5f9ea0 chartreuse:7fff00 chocolate:d2691e coral:ff7f50 ' +
    'cornflowerblue:6495ed cornsilk:fff8dc crimson:dc143c cyan:00ffff darkblue:00008b ' +
    'darkcyan:008b8b darkgoldenrod:b8860b darkgray:a9a9a9 darkgreen:006400 darkgrey:a9a9a9 ' +
    'darkkhaki:bdb76b darkmagenta:8b008b darkolivegreen:556b2f darkorange:ff8c00 ' +
    'darkorchid:9932cc darkred:8b0000 darksalmon:e9967a darkseagreen:8fbc8f darkslateblue:483d8b ' +
    'darkslategray:2f4f4f darkslategrey:2f4f4f darkturquoise:00ced1 darkviolet:9400d3 ' +
    'deeppink:ff1493 deepskyblue:00bfff dimgray:696969 dimgrey:696969 dodgerblue:1e90ff ' +
    'firebrick:b22222 floralwhite:fffaf0 forestgreen:228b22 fuchsia:ff00ff gainsboro:dcdcdc ' +
    'ghostwhite:f8f8ff gold:ffd700 goldenrod:daa520 gray:808080 green:008000 greenyellow:adff2f ' +
    'grey:808080 honeydew:f0fff0 hotpink:ff69b4 indianred:cd5c5c indigo:4b0082 ivory:fffff0 ' +
    'khaki:f0e68c lavender:e6e6fa lavenderblush:fff0f5 lawngreen:7cfc00 lemonchiffon:fffacd ' +
    'lightblue:add8e6 lightcoral:f08080 lightcyan:e0ffff lightgoldenrodyellow:fafad2 ' +
    'lightgray:d3d3d3 lightgreen:90ee90 lightgrey:d3d3d3 lightpink:ffb6c1 lightsalmon:ffa07a ' +
    'lightseagreen:20b2aa lightskyblue:87cefa lightslategray:778899 lightslategrey:778899 ' +
    'lightsteelblue:b0c4de lightyellow:ffffe0 lime:00ff00 limegreen:32cd32 linen:faf0e6 ' +
    'magenta:ff00ff maroon:800000 mediumaquamarine:66cdaa mediumblue:0000cd mediumorchid:ba55d3 ' +
    'mediumpurple:9370db mediumseagreen:3cb371 mediumslateblue:7b68ee mediumspringgreen:00fa9a ' +
    'mediumturquoise:48d1cc mediumvioletred:c71585 midnightblue:191970 mintcream:f5fffa ' +
    'mistyrose:ffe4e1 moccasin:ffe4b5 navajowhite:ffdead navy:000080 oldlace:fdf5e6 olive:808000 ' +
    'olivedrab:6b8e23 orange:ffa500 orangered:ff4500 orchid:da70d6 palegoldenrod:eee8aa ' +
    'palegreen:98fb98 paleturquoise:afeeee palevioletred:db7093 papayawhip:ffefd5 ' +
    'peachpuff:ffdab9 peru:cd853f pink:ffc0cb plum:dda0dd powderblue:b0e0e6 purple:800080 ' +
    'rebeccapurple:663399 red:ff0000 rosybrown:bc8f8f royalblue:4169e1 saddlebrown:8b4513 ' +
    'salmon:fa8072 sandybrown:f4a460 seagreen:2e8b57 seashell:fff5ee sienna:a0522d silver:c0c0c0 ' +
    'skyblue:87ceeb slateblue:6a5acd slategray:708090 slategrey:708090 snow:fffafa ' +
    'springgreen:00ff7f steelblue:4682b4 tan:d2b48c teal:008080 thistle:d8bfd8 tomato:ff6347 ' +
    'turquoise:40e0d0 violet:ee82ee wheat:f5deb3 white:ffffff whitesmoke:f5f5f5 yellow:ffff00 ' +
    'yellowgreen:9acd32'
  )
    .trim()
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/;
/**
 * Longer than any colour `parseColour` reads, spaces included
 * (`rgba(100.00%, 100.00%, 100.00%, 100.00%)` is 41 characters): a longer value is not matched.
 */
const COLOUR_MAX = 64;
const NUMBER = String.raw`(\d{1,3}(?:\.\d+)?%?)`;
// `1`, `1.0`, `.5`, with `%` or not; no two quantifiers can take the same digits.
const ALPHA = String.raw`(\d+(?:\.\d+)?%?|\.\d+%?)`;
/** `rgb()`/`rgba()` in the legacy comma form and the modern space form, alpha optional. */
const RGB = [
  String.raw`^rgba?\(\s*${NUMBER}\s*,\s*${NUMBER}\s*,\s*${NUMBER}\s*(?:,\s*${ALPHA}\s*)?\)$`,
  String.raw`^rgba?\(\s*${NUMBER}\s+${NUMBER}\s+${NUMBER}\s*(?:/\s*${ALPHA}\s*)?\)$`,
].map((source) => new RegExp(source));

const byte = (hex: string) => Number.parseInt(hex.length === 1 ? hex + hex : hex, 16);

/** A channel of `rgb()`: 0-255 or a percentage, clamped as CSS does. */
function channel(value: string): number {
  const n = Number.parseFloat(value);
  return Math.round(Math.min(255, Math.max(0, value.endsWith('%') ? (n * 255) / 100 : n)));
}

const opaque = (alpha: string | undefined) =>
  alpha === undefined || Number.parseFloat(alpha) === (alpha.endsWith('%') ? 100 : 1);

/**
 * Parses a CSS colour as a provider may store it: `#rgb`, `#rrggbb` (and their opaque `#rgbf`,
 * `#rrggbbff` forms), a CSS named colour, `rgb()`/`rgba()` with an opaque alpha. Anything else
 * (other syntaxes, transparency, `javascript:`, `url(...)`, CSS injection) is `undefined`.
 */
export function parseColour(value: string): Rgb | undefined {
  const trimmed = value.trim();
  if (trimmed.length > COLOUR_MAX) return undefined;
  const text = trimmed.toLowerCase();
  const hex = HEX.exec(text)?.[1];
  if (hex) {
    const size = hex.length <= 4 ? 1 : 2;
    const [r, g, b, a] = [0, 1, 2, 3].map((i) => hex.slice(i * size, i * size + size));
    if (a && byte(a) !== 255) return undefined;
    return [byte(r), byte(g), byte(b)];
  }
  const named = NAMED.get(text);
  if (named) return parseColour(`#${named}`);
  const rgb = RGB.map((form) => form.exec(text)).find(Boolean);
  if (!rgb || !opaque(rgb[4])) return undefined;
  const channels = [rgb[1], rgb[2], rgb[3]];
  // CSS does not mix numbers and percentages among the three channels.
  if (new Set(channels.map((v) => v.endsWith('%'))).size > 1) return undefined;
  return channels.map(channel) as unknown as Rgb;
}

/** `#rrggbb`, lower case. */
const toHex = (rgb: Rgb) =>
  `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2.1 relative luminance of an sRGB colour. */
export function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

type Hsl = [h: number, s: number, l: number];

function toHsl([r, g, b]: Rgb): Hsl {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, l];
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === R ? ((G - B) / d + 6) % 6 : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  return [h * 60, s, l];
}

function fromHsl([h, s, l]: Hsl): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return [r, g, b].map((v) => Math.round((v + m) * 255)) as unknown as Rgb;
}

export const WHITE: Rgb = [255, 255, 255];
/** `--soft`, the lightest tinted surface links sit on (client/css/site.css). */
export const SOFT: Rgb = [0xf3, 0xf6, 0xf9];
/** WCAG 2.1 AA for normal text. */
export const AA = 4.5;
/** How much darker `--brand-dark` is than `--brand` (HSL lightness; today's palette: 0.74). */
const DARKER = 0.74;

/** The colour darkened (HSL lightness, hue and saturation kept) until `passes` holds. */
function darkenUntil(rgb: Rgb, passes: (c: Rgb) => boolean): Rgb {
  const [h, s, l] = toHsl(rgb);
  for (let lightness = l; lightness > 0; lightness -= 0.005) {
    const candidate = fromHsl([h, s, lightness]);
    if (passes(candidate)) return candidate;
  }
  return [0, 0, 0];
}

export type Theme = {
  /** Navigation bar, buttons, active tabs, links: white text on it and it on white pass AA. */
  brand: string;
  /** Top bar, cover banner, hover: darker than `brand`. */
  brandDark: string;
  /**
   * Apply, New Admission, the "New" tag: the brand's opposite hue, so a call to act stands out
   * from every brand surface and belongs to the palette; white text on it passes AA.
   */
  accent: string;
  /** Hover on `accent`: darker. */
  accentDark: string;
};

/** Today's accent (client/css/site.css `--accent`), kept for a theme without a hue (greys). */
const DEFAULT_ACCENT: Rgb = [0xb3, 0x26, 0x1e];
/** Below this HSL saturation a colour has no hue worth opposing (a grey, black, white). */
const HUELESS = 0.15;
/** An accent as vivid as a call to act needs, whatever the brand's saturation. */
const ACCENT_SATURATION = 0.7;

/** The accent of a brand colour: its complementary hue, vivid, dark enough for white text. */
function accentOf(brand: Rgb): Rgb {
  const [h, s] = toHsl(brand);
  const base = s < HUELESS ? DEFAULT_ACCENT : fromHsl([(h + 180) % 360, ACCENT_SATURATION, 0.45]);
  return darkenUntil(base, (c) => contrastRatio(c, WHITE) >= AA);
}

/**
 * The site's brand shades from the provider's colour, or `undefined` (today's palette) when it
 * is not a colour. White text on `brand` and `brand` text on white and on `--soft` reach AA
 * (4.5:1): a light colour is darkened until they do; `brandDark` is darker still. The accent is
 * derived from the brand, not fixed: a fixed red clashed with every theme but the default blue.
 */
export function themeOf(value: string | undefined): Theme | undefined {
  const rgb = value === undefined ? undefined : parseColour(value);
  if (!rgb) return undefined;
  const brand = darkenUntil(
    rgb,
    (c) => contrastRatio(c, WHITE) >= AA && contrastRatio(c, SOFT) >= AA,
  );
  const accent = accentOf(brand);
  return {
    brand: toHex(brand),
    brandDark: toHex(darker(brand)),
    accent: toHex(accent),
    accentDark: toHex(darker(accent)),
  };
}

const darker = (rgb: Rgb): Rgb => {
  const [h, s, l] = toHsl(rgb);
  return fromHsl([h, s, l * DARKER]);
};
