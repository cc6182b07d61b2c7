/**
 * A rate limit through Cloudflare's Workers Rate Limiting binding: each request counts against
 * the key its caller chooses (a client and host: limits/rateLimitKey.ts) before any other work, and
 * one over the limit gets the caller's 429 with `Retry-After`. Cloudflare counts per location
 * and approximately; the binding's window is its `period` (10 or 60 s in wrangler.toml), which
 * the binding does not tell the worker, so the caller passes it for Retry-After. Without the
 * binding (not configured) there is no limit. Miniflare runs the binding locally.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Bindings } from '../env';

export type RateLimitOptions = {
  /** The binding, or undefined where the environment has none (then nothing is limited). */
  limiter: (env: Bindings) => RateLimit | undefined;
  /** What one count is of: limits/rateLimitKey.ts's `clientKey`. */
  key: (c: Context<AppEnv>) => string;
  /** The binding's period in seconds: the longest a limited client waits. */
  periodSeconds: number;
  /** The answer over the limit (status 429; `Retry-After` is set on it). */
  limited: (c: Context<AppEnv>) => Response | Promise<Response>;
};

export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const limited = await overLimit(c, options);
    if (limited) return limited;
    await next();
  });
}

/**
 * Counts this request against `options`' limit: the 429 (with `Retry-After`) when it is over, else
 * null. For a count that is known only after routing (a 404), where a middleware cannot stand.
 */
export async function overLimit(
  c: Context<AppEnv>,
  options: RateLimitOptions,
): Promise<Response | null> {
  const limiter = options.limiter(c.env);
  if (!limiter) return null;
  const { success } = await limiter.limit({ key: options.key(c) });
  if (success) return null;
  const response = await options.limited(c);
  response.headers.set('Retry-After', String(options.periodSeconds));
  return response;
}
