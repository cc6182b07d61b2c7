/**
 * Document buttons say what they open (issue 31): the file's kind ("Open PDF"), a picture or a
 * web address, in the page's language, never a bare "View Details"; their accessible name starts
 * with the visible text and names the document (WCAG 2.5.3).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n/catalogue';
import { RICH } from '../helpers/hosts';
import { demo, get, pageBody } from '../helpers/worker';

beforeEach(async () => {
  await demo.reset();
});

/** Each `.button` link of `html`: its visible text and its whole text (with the hidden part). */
function buttons(html: string) {
  return [...pageBody(html).matchAll(/<a class="button"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => {
    const inner = m[1] as string;
    const clean = (s: string) =>
      s
        .replace(/<[^>]*>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .trim();
    return {
      visible: clean(inner.replace(/<span class="visually-hidden">[\s\S]*?<\/span>/g, '')),
      name: clean(inner),
    };
  });
}

describe('document buttons name what they open', () => {
  for (const lang of ['en', 'hi', 'mr'] as const)
    it(`examination lists in ${lang}: "Open PDF", an image, a link; the name holds the title`, async () => {
      const t = messages(lang).common.documents;
      const prefix = lang === 'en' ? '' : `/${lang}`;
      const manual = buttons((await get(RICH, `${prefix}/examination/manual`)).html);
      expect(manual.map((b) => b.visible)).toEqual([t.open('PDF'), t.open('PDF'), t.open('PDF')]);
      expect(manual[0]?.name).toBe(`${t.open('PDF')}: Manual of Examinations 2025`);
      for (const b of manual) expect(b.name.startsWith(`${b.visible}: `)).toBe(true);

      const table = buttons((await get(RICH, `${prefix}/examination/time-table`)).html);
      expect(table.map((b) => b.visible)).toEqual([t.open('PDF'), t.openImage, t.openLink]);
      expect(table[2]?.name).toBe(`${t.openLink}: University time table portal ${t.opensInNewTab}`);

      const html = (await get(RICH, `${prefix}/examination/manual`)).html;
      expect(html).not.toContain('View Details');
      expect(html).not.toContain('विवरण देखें');
      expect(html).not.toContain('तपशील पहा');
    });
});
