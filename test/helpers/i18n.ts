/**
 * Checks of a page in Hindi or Marathi (issue 19): which of an area's English labels are still on
 * it. Only the page's `<main>` is read: the frame around it belongs to other areas.
 */
import { type Messages, messages } from '../../src/i18n/catalogue';

type Area = keyof Messages;

/** Devanagari, the script of the Hindi and Marathi labels. */
export const DEVANAGARI = /[\u0900-\u097f]/;

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/**
 * The page's `<main>` (the whole page when it has none: a fragment) without its tab bars: the
 * section tab names are the `nav` area's (tests check an area's own tabs by name).
 */
const mainOf = (html: string) =>
  (/<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? html).replace(
    /<nav class="tabbar"[\s\S]*?<\/nav>/g,
    ' ',
  );

/** Every text node and every label-bearing attribute value of `html`, trimmed. */
function segments(html: string): string[] {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, ' ');
  const texts = body.split(/<[^>]*>/).map((t) => decode(t).replace(/\s+/g, ' ').trim());
  const attributes = [
    ...body.matchAll(/\s(?:aria-label|alt|title|placeholder|data-label)="([^"]*)"/g),
  ].map((m) => decode(m[1]).trim());
  return [...texts, ...attributes].filter(Boolean);
}

/**
 * The English labels of `areas`: whole strings, and the fixed parts (4+ characters) of the labels
 * that take values (called with a marker in each value's place).
 */
function englishLabels(areas: Area[]) {
  const whole = new Set<string>();
  const parts = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') whole.add(value);
    else if (typeof value === 'function') {
      const marker = '\u0001';
      const text = String(value(...Array.from({ length: value.length }, () => marker)));
      for (const part of text.split(marker)) if (part.trim().length >= 4) parts.add(part.trim());
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const area of areas) walk(messages('en')[area]);
  return { whole, parts };
}

/**
 * The English labels of `areas` left on the page's main content (empty when all are translated).
 * `others`: labels of other areas the page shows that spell the same as one of these (a tab name
 * "Notice" as a heading), left to those areas' tests.
 */
export function englishLeft(html: string, areas: Area[], others: string[] = []): string[] {
  const { whole, parts } = englishLabels(areas);
  for (const label of others) {
    whole.delete(label);
    parts.delete(label);
  }
  const found = segments(mainOf(html));
  const text = found.join(' \u0002 ');
  return [
    ...new Set([
      ...found.filter((segment) => whole.has(segment)),
      ...[...parts].filter((part) => text.includes(part)),
    ]),
  ];
}
