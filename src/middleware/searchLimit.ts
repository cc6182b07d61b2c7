/**
 * Searches per client in one institute (its hosts together): the results page and the instant
 * search's JSON count together (SEARCH_LIMITER in wrangler.toml, decisions 071 and 081). It
 * stands before the page cache and the frame's reads, so a search over the limit starts none;
 * its 429 reads no provider.
 */

import { rateLimit } from '../limits/rateLimit';
import { clientKey } from '../limits/rateLimitKey';
import { tooManyRequests } from '../pages/errorPages';

/** The window of SEARCH_LIMITER (wrangler.toml): a client over its limit waits this long. */
const SEARCH_PERIOD_SECONDS = 60;

export const searchLimit = rateLimit({
  limiter: (env) => env.SEARCH_LIMITER as RateLimit | undefined,
  key: (c) => clientKey('search', c.req.header('cf-connecting-ip'), c.var.site.insId),
  periodSeconds: SEARCH_PERIOD_SECONDS,
  limited: (c) => tooManyRequests(c, SEARCH_PERIOD_SECONDS),
});
