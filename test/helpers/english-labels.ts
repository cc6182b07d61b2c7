/**
 * Issue 19's "no English label left" check for one area of the catalogue: every English string
 * of the area (functions and `{n}` templates aside) that a Hindi or Marathi page still shows as
 * a whole text, attribute value or JSON string.
 */

/** Every plain string in `area`, nested objects included. */
export function areaStrings(area: object): string[] {
  return Object.values(area).flatMap((v): string[] =>
    typeof v === 'string' ? [v] : v && typeof v === 'object' ? areaStrings(v) : [],
  );
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

/** The strings of `english` found in `html` as an element's text, an attribute or a JSON value. */
export function englishLeft(html: string, english: string[]): string[] {
  return english.filter((s) => {
    if (s.length < 2 || s.includes('{')) return false;
    const e = escapeHtml(s);
    return [
      `>${e}<`,
      `"${e}"`,
      `"${e.replace(/"/g, '&quot;')}"`,
      `"${JSON.stringify(s).slice(1, -1)}"`,
    ].some((form) => html.includes(form));
  });
}

/** True when `text` has Devanagari letters and no Latin ones. */
export const devanagari = (text: string) => /[\u0900-\u097F]/.test(text) && !/[A-Za-z]/.test(text);
