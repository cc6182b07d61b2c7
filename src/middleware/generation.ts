/**
 * Purge generations. Cache keys carry a generation, so purging is one KV write that makes every
 * older key unreachable at once (no key listing): `gen:all` for everything, `gen:host:<host>` for
 * a host's lookup, `gen:ins:<id>` for an institute's reads.
 */
export const generationKey = {
  all: 'gen:all',
  host: (host: string) => `gen:host:${host}`,
  institute: (insId: string) => `gen:ins:${insId}`,
};

export async function readGeneration(kv: KVNamespace, key: string): Promise<string> {
  return (await kv.get(key).catch(() => null)) ?? '0';
}

/** Bumps a generation to a new unique value (time-based, so two purges never collide). */
export async function bumpGeneration(kv: KVNamespace, key: string): Promise<string> {
  const next = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await kv.put(key, next);
  return next;
}
