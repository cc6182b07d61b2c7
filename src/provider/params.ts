/**
 * Checks for everything a visitor's URL can put into a provider path. The backend hangs on a
 * malformed id, so a bad parameter is a 404 before any provider call. Tab names and flows come
 * from fixed lists.
 */

/** A provider ObjectId (24 hex characters), checked. Only `id()` makes one. */
export type Id = string & { readonly __brand: 'ObjectId' };

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** `"65a1...": Id` when it is a 24-hex id (lower-cased), else null. */
export function id(raw: string | undefined | null): Id | null {
  return raw && OBJECT_ID.test(raw) ? (raw.toLowerCase() as Id) : null;
}

/** Free text that goes into a provider query (department type names): bounded, no control characters. */
export function queryValue(raw: string | undefined | null, max = 100): string | null {
  if (raw == null) return null;
  const value = raw.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejects control chars on purpose
  return value !== '' && value.length <= max && !/[\u0000-\u001f\u007f]/.test(value) ? value : null;
}
