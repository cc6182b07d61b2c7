/**
 * Issue 19's "no English label left on a Hindi or Marathi page", one function a job: the strings
 * of a catalogue area, the English labels a language says differently, what a page says outside
 * its English (provider) subtrees, the labels left among it, and a Devanagari check. Pure: used by
 * the worker and the browser tier alike.
 */
import { type Messages, messages } from '../../src/i18n/catalogue';
import type { Lang } from '../../src/i18n/languages';
import { decodeEntities } from './crawl';

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Whether `text` holds Devanagari letters, the script of the Hindi and Marathi labels; with
 * `noLatin`, none in Latin script either (a label alone, no provider name or acronym beside it).
 */
export const devanagari = (text: string, { noLatin = false } = {}) =>
  DEVANAGARI.test(text) && !(noLatin && /[A-Za-z]/.test(text));

/**
 * Every string of a catalogue area (or the whole catalogue, or any plain data), nested objects
 * included, by key path.
 */
export function areaStrings(area: unknown, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof area === 'string') found.set(path, area);
  else if (area && typeof area === 'object')
    for (const [key, inner] of Object.entries(area))
      for (const [p, s] of areaStrings(inner, `${path}.${key}`)) found.set(p, s);
  return found;
}

const MARK = '\u0001';

/** A label that takes values, called with a marker in each value's place. */
const withMarks = (label: unknown) => {
  if (typeof label !== 'function') return undefined;
  return String(label(...Array.from({ length: label.length }, () => MARK)));
};

/**
 * The English labels of an area (`pick` from each language's catalogue; the whole catalogue by
 * default) that `lang` words differently: its strings, and the fixed parts (4+ characters) of its
 * labels that take values. A label the same in both (NAAC, PDF) is no leftover.
 */
export function englishLabels(
  lang: Lang,
  pick: (m: Messages) => unknown = (m) => m,
): { whole: Set<string>; parts: Set<string> } {
  const whole = new Set<string>();
  const parts = new Set<string>();
  const walk = (en: unknown, other: unknown) => {
    if (typeof en === 'string') {
      if (en !== other && /[A-Za-z]{2}/.test(en)) whole.add(en.replace(/\s+/g, ' ').trim());
    } else if (typeof en === 'function') {
      const text = withMarks(en) as string;
      if (text === withMarks(other)) return;
      for (const part of text.split(MARK).map((p) => p.trim()))
        if (part.length >= 4 && /[A-Za-z]{2}/.test(part)) parts.add(part);
    } else if (en && typeof en === 'object') {
      for (const [key, value] of Object.entries(en))
        walk(value, (other as Record<string, unknown> | undefined)?.[key]);
    }
  };
  walk(pick(messages('en')), pick(messages(lang)));
  return { whole, parts };
}

/** Elements without an end tag. */
const VOID = new Set('area br col embed hr img input link meta source track wbr'.split(' '));

/**
 * What `html` says to a visitor or a screen reader outside its `lang="en"` subtrees (provider
 * text in Latin script): its texts and its aria-label, title, placeholder, alt and data-label
 * values, entities decoded, white space folded. `main`: only the page's `<main>` (the whole of
 * `html` when it has none, a fragment) without its tab bars, whose names are the `nav` area's.
 * `islandProps`: the strings of the islands' props too, labels an island may show only once
 * hydrated (they carry no `lang`: the language menu's own name "English" is one of them).
 */
export function pageTexts(html: string, { main = false, islandProps = false } = {}): string[] {
  const part = main
    ? (/<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? html).replace(
        /<nav class="tabbar"[\s\S]*?<\/nav>/g,
        ' ',
      )
    : html;
  const texts: string[] = [];
  if (islandProps)
    for (const m of part.matchAll(/<script type="application\/json" id="[^"]*-props">([^<]*)</g))
      texts.push(...areaStrings(JSON.parse(m[1])).values());
  const body = part.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '').replace(/<!--[\s\S]*?-->/g, '');
  const stack: boolean[] = []; // per open element: inside an English subtree
  let last = 0;
  for (const m of body.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)) {
    const english = stack.at(-1) ?? false;
    if (!english) texts.push(decodeEntities(body.slice(last, m.index)));
    last = m.index + m[0].length;
    const [, closing, tag, attributes] = m;
    if (closing) {
      stack.pop();
      continue;
    }
    const inEnglish = english || /\slang="en"/.test(attributes);
    if (!inEnglish)
      for (const a of attributes.matchAll(
        /\s(?:aria-label|title|placeholder|alt|data-label)="([^"]*)"/g,
      ))
        texts.push(decodeEntities(a[1]));
    if (!VOID.has(tag.toLowerCase()) && !attributes.endsWith('/')) stack.push(inEnglish);
  }
  if (!(stack.at(-1) ?? false)) texts.push(decodeEntities(body.slice(last)));
  return texts.map((t) => t.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/**
 * The English labels left among `texts` (a page's, from `pageTexts`), in page order, once each
 * time a text has one (empty when all are translated): a text that is a whole label, or that holds
 * a fixed part of a label with values (a whole label is not looked for inside a longer text:
 * provider text without `lang="en"` holds such words, "Society", "Notice", on most demo pages).
 * `notOurs`: what is not this check's to look at, neither as a text nor as a label: provider
 * content (shown as it is), another area's label spelled like one of these. A label worded exactly
 * like one cannot be told from it.
 */
export function englishLeft(
  texts: string[],
  labels: { whole: Set<string>; parts: Set<string> },
  notOurs: string[] = [],
): string[] {
  const skip = new Set(notOurs.map((s) => s.replace(/\s+/g, ' ').trim()));
  const parts = [...labels.parts].filter((p) => !skip.has(p));
  const left: string[] = [];
  for (const text of texts) {
    if (skip.has(text)) continue;
    if (labels.whole.has(text)) left.push(text);
    for (const part of parts) if (text.includes(part)) left.push(part);
  }
  return left;
}
