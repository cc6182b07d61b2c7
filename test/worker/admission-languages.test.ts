/**
 * The admission pages in Hindi and Marathi (issue 19): every label the site writes on them (QR
 * language names, application buttons, checklist, empty texts) in Devanagari, none of the
 * admission area's English labels left. English is checked by admission.test.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids } from '../../demo/fixtures/index.ts';
import { messages } from '../../src/i18n/catalogue';
import type { Lang } from '../../src/i18n/languages';
import { RICH, SPARSE } from '../helpers/hosts';
import { devanagari, englishLabels, englishLeft, pageTexts } from '../helpers/i18n';
import { demo, get, h1, pageBody, tabBars, visibleText } from '../helpers/worker';

const s = ids.sunrise;

beforeEach(async () => {
  await demo.reset();
});

/** The admission area's English labels left on the page's main content. */
const admissionLeft = (lang: Lang, html: string) =>
  englishLeft(
    pageTexts(html, { main: true }),
    englishLabels(lang, (m) => m.admission),
  );

for (const lang of ['hi', 'mr'] as const) {
  const t = messages(lang).admission;
  describe(`admission in ${lang}`, () => {
    it('every admission page of an institute with admissions', async () => {
      const open = s.applicationIds.open[0];
      for (const path of [
        '/admission',
        '/admission/process',
        '/admission/process?active=marathi',
        '/admission/contact',
        '/admission/document',
        '/admission/application',
        `/admission/application?open=${open}`,
      ]) {
        const page = await get(RICH, `/${lang}${path}`);
        expect(page.status, path).toBe(200);
        expect(h1(page.html), path).toBe('प्रवेश');
        expect(admissionLeft(lang, page.html), path).toEqual([]);
      }
      const process = await get(RICH, `/${lang}/admission/process`);
      const qrTabs = tabBars(process.html)[1] ?? '';
      for (const name of Object.values(t.qrLanguages)) {
        expect(devanagari(name)).toBe(true);
        expect(qrTabs).toContain(`>${name}<`);
      }
      expect(visibleText(pageBody(process.html))).toContain(t.downloadApp);

      const list = visibleText(pageBody((await get(RICH, `/${lang}/admission/application`)).html));
      expect(list).toContain(t.viewDetails);
      // "Applications are open until <date>." in the page's words and digits.
      const [, until] = t.openUntil('|').split('|');
      expect(devanagari(until)).toBe(true);
      expect(list).toContain(until);
      expect(list).not.toContain('2026-06-30');
      expect(list).toContain(t.apply);
      expect(devanagari(t.apply)).toBe(true);

      const fragment = await get(RICH, `/${lang}/admission/application/${open}/detail`);
      expect(fragment.status).toBe(200);
      expect(visibleText(fragment.html)).toContain(t.instructions);
      expect(admissionLeft(lang, fragment.html)).toEqual([]);
    });

    it('the empty admission pages of an institute without admissions', async () => {
      for (const [path, line] of [
        ['/admission', t.noAbout],
        ['/admission/document', t.noChecklist],
        ['/admission/application', t.noneOpen],
        ['/admission/process', t.noQr(t.qrLanguages.english)],
      ] as const) {
        const page = await get(SPARSE, `/${lang}${path}`);
        expect(page.status, path).toBe(200);
        expect(devanagari(line), path).toBe(true);
        expect(visibleText(pageBody(page.html)), path).toContain(line);
        expect(admissionLeft(lang, page.html), path).toEqual([]);
      }
    });
  });
}
