/**
 * The `values` fault of the demo provider: an answer with the named fields' values replaced
 * wherever they occur (an editor's 100 KB e-mail value, a notice description with markup), so
 * tests serve hostile provider text through the real paths.
 */

/** `body` with every property named in `values` set to its value, at any depth. */
export function withValues(body: unknown, values: Record<string, unknown>): unknown {
  if (Array.isArray(body)) return body.map((item) => withValues(item, values));
  if (!body || typeof body !== 'object') return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      Object.hasOwn(values, key) ? values[key] : withValues(value, values),
    ]),
  );
}
