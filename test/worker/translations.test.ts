/**
 * No English label left on a Hindi or Marathi page (issue 19): every page type of every demo
 * institute, reached by following the links of its home page in that language, is compared with
 * the English catalogue. A text of the page, or an accessible name it writes (aria-label, title,
 * placeholder, alt), that equals an English label is a label left untranslated. Provider content
 * is exempt: Latin-script provider text on these pages carries `lang="en"` (and is skipped with
 * everything inside it), and labels that are the same in every language (NAAC, PDF) are skipped.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { pageTypeAddresses } from '../helpers/crawl';
import { englishLabels, englishLeft, pageTexts } from '../helpers/i18n';
import { demo, get } from '../helpers/worker';

/** The demo institutes and how many page types (tabs apart) each one's links reach at least. */
const HOSTS = { 'sunrise.localhost': 45, 'gyandeep.localhost': 28, 'hillview.localhost': 8 };

beforeAll(async () => {
  await demo.reset();
});

describe('no English label left on a Hindi or Marathi page', () => {
  for (const lang of ['hi', 'mr'] as const) {
    const labels = englishLabels(lang);
    for (const [host, least] of Object.entries(HOSTS)) {
      it(`${lang}: every page type of ${host}`, { timeout: 180_000 }, async () => {
        const paths = await pageTypeAddresses((path) => get(host, path), lang);
        expect(paths.length).toBeGreaterThanOrEqual(least);
        const found: string[] = [];
        for (const path of paths) {
          const { html } = await get(host, path);
          for (const label of englishLeft(pageTexts(html), labels)) found.push(`${path}: ${label}`);
        }
        console.log(lang, host, paths.length, paths.join(' '));
        expect(found).toEqual([]);
      });
    }
  }
});
