/**
 * The 503 page during a provider outage (issue 31) and the unknown-host page: in the institute's
 * frame when its reads have cached copies (name, menus, home link, the office's phone and mail),
 * bare but complete when they have none; either way in the request's language, saying what
 * happened and when to try again (as `Retry-After` says), never stored.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids } from '../../demo/fixtures/index.ts';
import { messages } from '../../src/i18n/catalogue';
import { withLang } from '../../src/i18n/current';
import type { Lang } from '../../src/i18n/languages';
import { plural } from '../../src/i18n/plural';
import { RETRY_AFTER_SECONDS } from '../../src/pages/errorPages';
import { RICH } from '../helpers/hosts';
import { englishLabels, englishLeft, pageTexts } from '../helpers/i18n';
import {
  clearCache,
  demo,
  expectConsoleError,
  get,
  h1,
  settleCache,
  visibleText,
} from '../helpers/worker';

const s = ids.sunrise;
const LANGS = [
  ['en', ''],
  ['hi', '/hi'],
  ['mr', '/mr'],
] as const satisfies readonly (readonly [Lang, string])[];
/** Every provider read fails, as in an outage. */
const OUTAGE = { faults: [{ pattern: '.', mode: 'status500' as const }] };
const DEVANAGARI = /[\u0900-\u097F]/;

const htmlLang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
/** The retry sentence of `lang`, with the minutes `Retry-After` says. */
const retryText = (lang: Lang) =>
  withLang(lang, () => plural(RETRY_AFTER_SECONDS / 60, messages(lang).errors.retryIn));

beforeEach(async () => {
  await demo.reset();
});

describe('the 503 page during an outage', () => {
  it('asks to come back after whole minutes', () => {
    expect(RETRY_AFTER_SECONDS % 60).toBe(0);
    expect(RETRY_AFTER_SECONDS).toBeGreaterThanOrEqual(60);
  });

  for (const [lang, prefix] of LANGS) {
    const t = messages(lang).errors;

    it(`${lang}: keeps the institute's frame from its cached copies, with the office's phone and what still works`, async () => {
      expectConsoleError(/"event":"provider-unavailable"/);
      await clearCache();
      expect((await get(RICH, `${prefix}/`)).status).toBe(200);
      await settleCache();
      await demo.faults(OUTAGE);
      const page = await get(RICH, `${prefix}/one/notice/${s.noticeIds[3]}/detail`);
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(htmlLang(page.html)).toBe(lang);
      // The frame: header with the name, the menu bar, the footer.
      expect(page.html).toContain('<header class="header-band');
      expect(page.html).toContain('<nav class="menubar"');
      expect(page.html).toContain('<footer class="footer">');
      expect(visibleText(page.html)).toContain('Sunrise College');
      // What happened and when to try again, in the page itself.
      const body = main(page.html);
      expect(h1(body)).toBe(t.unavailableTitle);
      expect(visibleText(body)).toContain(t.unavailableText);
      expect(visibleText(body)).toContain(retryText(lang));
      // The pages that still work, in this language, and the office.
      expect(body).toContain(`href="${prefix}/"`);
      expect(body).toContain(`href="${prefix}/contact/us"`);
      expect(body).toContain(`href="${prefix}/sitemap"`);
      expect(body).toContain('href="tel:2024401234"');
      expect(body).toMatch(/href="mailto:[^"]+@[^"]+"/);
      if (lang !== 'en') {
        expect(t.unavailableText).toMatch(DEVANAGARI);
        expect(englishLeft(pageTexts(page.html), englishLabels(lang))).toEqual([]);
      }
    });

    it(`${lang}: with nothing cached, a bare page still says it all in ${lang}`, async () => {
      expectConsoleError(/"event":"provider-unavailable"/);
      await clearCache();
      await demo.faults(OUTAGE);
      const page = await get(RICH, `${prefix}/notice`);
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(htmlLang(page.html)).toBe(lang);
      expect(page.html).not.toContain('<header class="header-band');
      expect(page.html).toContain(`<title>${t.unavailableTitle}</title>`);
      expect(h1(page.html)).toBe(t.unavailableTitle);
      expect(visibleText(page.html)).toContain(t.unavailableText);
      expect(visibleText(page.html)).toContain(retryText(lang));
      if (lang !== 'en') expect(englishLeft(pageTexts(page.html), englishLabels(lang))).toEqual([]);
    });
  }

  it('names the institute on the bare page when only its host lookup was cached', async () => {
    expectConsoleError(/"event":"provider-unavailable"/);
    await clearCache();
    await demo.faults({ faults: [{ pattern: '/dash$', mode: 'status500' }] });
    const page = await get(RICH, '/');
    expect(page.status).toBe(503);
    expect(page.html).not.toContain('<header class="header-band');
    expect(visibleText(page.html)).toContain('Sunrise College');
  });

  it('asks the provider nothing more for the 503 page than the failed page did', async () => {
    expectConsoleError(/"event":"provider-unavailable"/);
    await clearCache();
    expect((await get(RICH, '/')).status).toBe(200);
    await settleCache();
    await demo.faults(OUTAGE);
    await demo.clearRequests();
    expect((await get(RICH, `/one/notice/${s.noticeIds[3]}/detail`)).status).toBe(503);
    await settleCache();
    const asked = (await demo.requests()).map((r) => r.path);
    expect(new Set(asked).size).toBe(asked.length);
  });
});

describe('the unknown-host page', () => {
  for (const [lang, prefix] of LANGS) {
    const t = messages(lang).errors;

    it(`${lang}: says what happened and what to do, in ${lang}`, async () => {
      await demo.clearRequests();
      const page = await get('unknown.example.edu', `${prefix}/notice`);
      expect(page.status).toBe(404);
      expect(htmlLang(page.html)).toBe(lang);
      expect(h1(page.html)).toBe(t.unknownHostTitle);
      const text = visibleText(page.html);
      expect(text).toContain(t.unknownHostText('unknown.example.edu'));
      expect(text).toContain(t.unknownHostCheck);
      expect(text).toContain(t.unknownHostInstitutes);
      expect(page.html).not.toContain('Sunrise College');
      if (lang !== 'en') expect(englishLeft(pageTexts(page.html), englishLabels(lang))).toEqual([]);
      // Only the host lookup was asked: nothing of any institute.
      const asked = await demo.requests();
      expect(asked.every((r) => r.path.includes('sub/domain/by/host'))).toBe(true);
    });
  }
});
