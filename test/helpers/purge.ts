/** POST /__purge to the worker in this isolate, as an operator's purge command sends it. */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { app } from '../../src/app';

/**
 * `bindings`: the worker's env (default: the test env); `token`: none sends no Authorization;
 * `scheme`: the Authorization scheme as written (default `Bearer`); `headers`: more headers (a
 * client address, `CF-Connecting-IP`, for the rate limit).
 */
export async function postPurge(
  host: string,
  body: unknown,
  {
    token,
    bindings,
    scheme = 'Bearer',
    headers = {},
  }: {
    token?: string;
    bindings?: Record<string, unknown>;
    scheme?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`http://${host}/__purge`, {
      method: 'POST',
      headers: {
        host,
        'content-type': 'application/json',
        ...(token ? { authorization: `${scheme} ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    }),
    bindings ?? (env as unknown as Record<string, unknown>),
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}
