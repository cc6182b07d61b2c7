/**
 * No English label left on a Hindi or Marathi page (issue 19): every page type of every demo
 * institute, reached by following the links of its home page in that language, is compared with
 * the English catalogue. A text of the page, or an accessible name it writes (aria-label, title,
 * placeholder, alt), that equals an English label is a label left untranslated. Provider content
 * is exempt: Latin-script provider text on these pages carries `lang="en"` (and is skipped with
 * everything inside it), and labels that are the same in every language (NAAC, PDF) are skipped.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n/catalogue';
import type { Lang } from '../../src/i18n/languages';
import { decodeEntities, pageTypeAddresses } from '../helpers/crawl';
import { demo, get } from '../helpers/worker';

/** The demo institutes and how many page types (tabs apart) each one's links reach at least. */
const HOSTS = { 'sunrise.localhost': 45, 'gyandeep.localhost': 28, 'hillview.localhost': 8 };

/** Every string of a catalogue, by its key path. */
function strings(value: unknown, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === 'string') found.set(path, value);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value))
      for (const [p, s] of strings(inner, `${path}.${key}`)) found.set(p, s);
  return found;
}

/** English labels that the language says differently (the same word in both is no leftover). */
function englishLeftovers(lang: Lang): Set<string> {
  const english = strings(messages('en'));
  const other = strings(messages(lang));
  const labels = new Set<string>();
  for (const [path, text] of english)
    if (/[A-Za-z]{2}/.test(text) && other.get(path) !== text) labels.add(text.trim());
  return labels;
}

const VOID = new Set([
  'area',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const decode = decodeEntities;

/** The page's texts and accessible-name attributes outside `lang="en"` subtrees, scripts, styles. */
function siteTexts(html: string): string[] {
  const body = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '').replace(/<!--[\s\S]*?-->/g, '');
  const texts: string[] = [];
  const stack: boolean[] = []; // per open element: inside an English subtree
  let last = 0;
  for (const m of body.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)) {
    const english = stack.at(-1) ?? false;
    if (!english) texts.push(body.slice(last, m.index));
    last = m.index + m[0].length;
    const [, closing, tag, attributes] = m;
    const name = tag.toLowerCase();
    if (closing) {
      stack.pop();
      continue;
    }
    const inEnglish = english || /\slang="en"/.test(attributes);
    if (!inEnglish)
      for (const a of attributes.matchAll(/\s(?:aria-label|title|placeholder|alt)="([^"]*)"/g))
        texts.push(a[1]);
    if (!VOID.has(name) && !attributes.endsWith('/')) stack.push(inEnglish);
  }
  return texts.map((t) => decode(t).replace(/\s+/g, ' ').trim()).filter(Boolean);
}

beforeAll(async () => {
  await demo.reset();
});

describe('no English label left on a Hindi or Marathi page', () => {
  for (const lang of ['hi', 'mr'] as const) {
    const leftovers = englishLeftovers(lang);
    for (const [host, least] of Object.entries(HOSTS)) {
      it(`${lang}: every page type of ${host}`, { timeout: 180_000 }, async () => {
        const paths = await pageTypeAddresses((path) => get(host, path), lang);
        expect(paths.length).toBeGreaterThanOrEqual(least);
        const found: string[] = [];
        for (const path of paths) {
          const { html } = await get(host, path);
          for (const text of siteTexts(html))
            if (leftovers.has(text)) found.push(`${path}: ${text}`);
        }
        console.log(lang, host, paths.length, paths.join(' '));
        expect(found).toEqual([]);
      });
    }
  }
});
