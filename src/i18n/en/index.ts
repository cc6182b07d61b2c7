import { admission } from './admission';
import { campus } from './campus';
import { common } from './common';
import { frame } from './frame';
import { home } from './home';
import { news } from './news';
import { quality } from './quality';
import { search } from './search';
import { viewer } from './viewer';

/** The en catalogue: one object per area of the site (the area files say which). */
export const en = { frame, common, home, news, admission, quality, campus, search, viewer };
