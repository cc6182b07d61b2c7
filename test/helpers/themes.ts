/** The demo institutes' themes, for the browser tests that check the colours Chromium applies. */
import { gyandeep, hillview, sunrise } from '../../demo/fixtures/index.ts';
import { parseColour } from '../../src/lib/color';

export const THEMES = [
  { host: 'sunrise.localhost', institute: sunrise },
  { host: 'gyandeep.localhost', institute: gyandeep },
  { host: 'hillview.localhost', institute: hillview },
];

/** `#rrggbb` as the browser computes it: `rgb(r, g, b)`. */
export const computed = (hex: string) => `rgb(${parseColour(hex)?.join(', ')})`;
