import type { Messages } from '../catalogue';
import { a11y } from './a11y';
import { admission } from './admission';
import { campus } from './campus';
import { common } from './common';
import { departments } from './departments';
import { errors } from './errors';
import { frame } from './frame';
import { home } from './home';
import { nav } from './nav';
import { news } from './news';
import { quality } from './quality';
import { search } from './search';
import { viewer } from './viewer';

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
