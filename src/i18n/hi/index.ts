import type { Messages } from '../en/index.ts';
import { a11y } from './a11y.ts';
import { admission } from './admission.ts';
import { campus } from './campus.ts';
import { common } from './common.ts';
import { departments } from './departments.ts';
import { errors } from './errors.ts';
import { frame } from './frame.ts';
import { home } from './home.ts';
import { nav } from './nav.ts';
import { news } from './news.ts';
import { quality } from './quality.ts';
import { search } from './search.ts';
import { viewer } from './viewer.ts';

/** The Hindi catalogue: one object per area of the site (each area file says which). */
export const hi: Messages = {
  frame,
  nav,
  errors,
  a11y,
  common,
  home,
  news,
  admission,
  departments,
  quality,
  campus,
  search,
  viewer,
};
