/** JSON for embedding inside HTML. Pure: no I/O. */

const UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * `JSON.stringify` that is safe as the text of a `<script type="application/json">`: `<`, `>`
 * and `&` are escaped so provider text can never close the script (`</script>`) or open a
 * comment (`<!--`), and U+2028/U+2029 so the result is also valid JavaScript. `JSON.parse`
 * reads the escapes back to the original characters. `undefined` becomes `null`.
 *
 * @example jsonForScript({ t: '</script>' }) // '{"t":"\u003c/script\u003e"}'
 */
export function jsonForScript(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE[c]);
}
