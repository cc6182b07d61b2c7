/**
 * The 503 page of an outage on a phone (issue 31, decision 061): inside the institute's frame
 * (its reads cached), what happened and when to try again are on the first screen, in English and
 * in Marathi, and the office's phone is a link to tap.
 */
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../src/i18n/catalogue';
import { hasChromium, launch, siteUrl } from '../helpers/browser';
import { httpGet } from '../helpers/http';

const HOST = 'sunrise.localhost';
const SCREEN = { width: 375, height: 800 };
/** A well-formed notice id no other test visits: nothing of it is ever cached. */
const UNSEEN_NOTICE = 'fa11ed00fa11ed00fa11ed00';

const setFaults = (faults: unknown[]) =>
  fetch(`${inject('siteOrigin').demo}/__control/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ faults }),
  });

describe.skipIf(!hasChromium)('the outage page on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await setFaults([]);
  });

  for (const [lang, prefix] of [
    ['en', ''],
    ['mr', '/mr'],
  ] as const) {
    it(`${lang}: the message and when to try again are on the first screen`, async () => {
      const t = messages(lang).errors;
      const port = inject('siteOrigin').port;
      expect((await httpGet(port, HOST, `${prefix}/`)).status).toBe(200);
      await setFaults([{ pattern: '.', mode: 'status500' }]);
      const path = `${prefix}/one/notice/${UNSEEN_NOTICE}/detail`;
      // The frame's copies land in KV just after the warm visit answered: a ceiling, not a wait.
      await expect
        .poll(
          async () => {
            const page = await httpGet(port, HOST, path);
            return page.status === 503 && page.body.includes('<header class="header-band');
          },
          { timeout: 30_000 },
        )
        .toBe(true);
      const context = await browser.newContext({ viewport: SCREEN });
      const page = await context.newPage();
      const response = await page.goto(siteUrl(HOST, path), { waitUntil: 'load' });
      expect(response?.status()).toBe(503);
      const bottom = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => el.getBoundingClientRect().bottom);
      expect(await page.locator('main h1').textContent()).toBe(t.unavailableTitle);
      expect(await bottom('main h1')).toBeLessThanOrEqual(SCREEN.height);
      expect(await bottom('main .page-body > p:nth-of-type(2)')).toBeLessThanOrEqual(SCREEN.height);
      expect(await page.locator('main a[href^="tel:"]').isVisible()).toBe(true);
      await context.close();
    });
  }
});
