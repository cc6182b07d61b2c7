/**
 * Checks that a Hindi or Marathi page has no English label of a catalogue part left (issue 19):
 * the English phrases a translation changes, looked for in what a visitor (or a screen reader)
 * gets from the page's main content.
 */
import { messages } from '../../src/i18n/catalogue';
import type { Lang } from '../../src/i18n/languages';
import { settledHtml } from './worker';

const MARK = '\u0001';

/**
 * The English phrases of a catalogue part (`pick` from each language's catalogue) that `lang`
 * words differently: its strings, and the fixed words of its functions (called with markers).
 */
export function englishPhrases<T>(lang: Lang, pick: (m: ReturnType<typeof messages>) => T) {
  const phrases = new Set<string>();
  const walk = (en: unknown, other: unknown) => {
    if (typeof en === 'string') {
      if (en !== other) phrases.add(en);
    } else if (typeof en === 'function') {
      const args = Array.from({ length: en.length }, () => MARK);
      const text = en(...args) as string;
      if (text === (other as (...a: string[]) => string)(...args)) return;
      for (const part of text.split(MARK)) if (/[A-Za-z]{2,}/.test(part)) phrases.add(part.trim());
    } else if (en && typeof en === 'object') {
      for (const [key, value] of Object.entries(en))
        walk(value, (other as Record<string, unknown>)[key]);
    }
  };
  walk(pick(messages('en')), pick(messages(lang)));
  return [...phrases].filter((p) => p.replace(/[^A-Za-z]/g, '').length > 0);
}

/**
 * What the page's main content says: its text and its alt, aria-label, title and placeholder
 * values, without the tab bars' links (tab names are another area's labels).
 */
export function mainWords(html: string): string {
  const main = /<main[\s\S]*<\/main>/.exec(settledHtml(html))?.[0] ?? '';
  const withoutTabs = main.replace(
    /(<nav class="tabbar"[^>]*>)[\s\S]*?<\/nav>/g,
    (_, open: string) => open,
  );
  const attributes = [
    ...withoutTabs.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/g),
  ].map((m) => m[1]);
  const text = withoutTabs.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ');
  return [text, ...attributes]
    .join(' \n ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

/** Every string a (provider) record holds, at any depth. */
export function stringsOf(record: unknown): string[] {
  if (typeof record === 'string') return [record];
  if (record && typeof record === 'object') return Object.values(record).flatMap(stringsOf);
  return [];
}

/**
 * The phrases of `phrases` that `words` still holds as whole words, once the text that is not
 * the area's to translate is taken out: `notOurs` (provider content, shown as it is), longest
 * first. A label worded exactly like a provider text on the same page cannot be told from it.
 */
export function phrasesLeft(words: string, phrases: string[], notOurs: string[] = []): string[] {
  let text = words;
  const others = [...new Set(notOurs.map((s) => s.replace(/\s+/g, ' ').trim()))]
    .filter((s) => s.length > 2)
    .sort((a, b) => b.length - a.length);
  for (const other of others) text = text.replaceAll(other, ' ');
  const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return phrases.filter((p) => new RegExp(`(^|[^A-Za-z])${escaped(p)}([^A-Za-z]|$)`).test(text));
}

/** Whether `text` holds Devanagari letters. */
export const devanagari = (text: string) => /[\u0900-\u097F]/.test(text);
