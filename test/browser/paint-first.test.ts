/**
 * Nothing on a page holds its first paint back (docs/decisions/028-paint-first-frame.md) but the
 * header itself: on every bench page type the stylesheet is inline and allowed by its hash in the
 * CSP (no stylesheet request, no CSP violation), no script blocks the parser or asks for its file
 * before the pictures, the only preloaded picture is the page's largest paint, the first frame
 * waits only for the chrome above the content to be parsed (decision 049), and once loaded no
 * animation runs forever (an endless one kept headless Chromium from drawing the first frame). No
 * timing: what the HTML says and what the browser reports.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageTypes } from '../bench/pages';
import { hasChromium, launch, openHydrated, siteUrl } from '../helpers/browser';
import { httpGet } from '../helpers/http';

const HOST = 'sunrise.localhost';
const manifest = JSON.parse(
  readFileSync(new URL('../../assets/build/manifest.json', import.meta.url), 'utf8'),
) as { main: string };
const PAGES = pageTypes();

const tags = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => m[0]);
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

describe('the HTML of every bench page type', () => {
  for (const page of PAGES) {
    it(`${page.name}: inline stylesheet allowed by its hash, scripts that never block`, async () => {
      const r = await httpGet(inject('siteOrigin').port, HOST, page.path);
      expect(r.status).toBe(200);
      const head = r.body.slice(0, r.body.indexOf('</head>'));
      const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
      expect(styles).toHaveLength(1);
      const hash = `sha256-${createHash('sha256').update(styles[0]).digest('base64')}`;
      const csp = String(r.headers['content-security-policy']);
      const styleElem = csp.split(';').find((d) => d.trim().startsWith('style-src-elem '));
      expect(styleElem?.split(/\s+/)).toContain(`'${hash}'`);
      expect(tags(r.body, 'link').filter((t) => attr(t, 'rel') === 'stylesheet')).toEqual([]);

      const scripts = tags(r.body, 'script').filter((t) => attr(t, 'src') !== undefined);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(attr(script, 'type'), script).toBe('module');
        expect(attr(script, 'fetchpriority'), script).toBe('low');
      }
      // Inline scripts carry data, or are React's few lines revealing a streamed section (a cold
      // read; allowed by this response's nonce): none waits for a file.
      for (const script of tags(r.body, 'script').filter((t) => attr(t, 'src') === undefined)) {
        if (attr(script, 'nonce') === undefined)
          expect(attr(script, 'type'), script).toMatch(/^application\/(ld\+)?json$/);
      }
      for (const link of tags(r.body, 'link').filter((t) => attr(t, 'rel') === 'modulepreload'))
        expect(attr(link, 'fetchpriority'), link).toBe('low');

      // No frame of half a header (decision 049): the first waits for the element that ends the
      // chrome above the content, right before <main>.
      const expects = tags(head, 'link').filter((t) => attr(t, 'rel') === 'expect');
      expect(expects.map((t) => [attr(t, 'href'), attr(t, 'blocking')])).toEqual([
        ['#header-end', 'render'],
      ]);
      expect(r.body).toMatch(/<span id="header-end" hidden=""><\/span><main\b/);

      const preloads = tags(r.body, 'link').filter((t) => attr(t, 'rel') === 'preload');
      expect(preloads.length, preloads.join('\n')).toBeLessThanOrEqual(1);
      for (const link of preloads) {
        expect(attr(link, 'as'), link).toBe('image');
        expect(attr(link, 'fetchpriority'), link).toBe('high');
      }
    });
  }
});

describe.skipIf(!hasChromium)('in the browser', () => {
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launch();
    context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    // Every CSP violation of the page, from its first byte.
    await context.addInitScript(() => {
      const w = window as unknown as { __violations: string[] };
      w.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
      );
    });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  for (const page of PAGES) {
    it(`${page.name}: styled by the inline stylesheet, no endless animation, only the largest picture preloaded`, async () => {
      const tab = await context.newPage();
      const cssRequests: string[] = [];
      tab.on('request', (req) => {
        if (req.resourceType() === 'stylesheet') cssRequests.push(req.url());
      });
      await openHydrated(tab, HOST, page.path);
      const found = await tab.evaluate(() => {
        // A picture's preload names its candidates (`imagesrcset`, decision 050) or one address.
        const preloaded = [...document.querySelectorAll('link[rel="preload"][as="image"]')].map(
          (l) => {
            const link = l as HTMLLinkElement;
            return link.imageSrcset
              ? link.imageSrcset
                  .split(',')
                  .map((c) => new URL(c.trim().split(/\s+/)[0], location.href).href)
              : [link.href];
          },
        );
        return {
          violations: (window as unknown as { __violations: string[] }).__violations,
          // The stylesheet applied: the header band is laid out as the stylesheet says.
          headerDisplay: getComputedStyle(document.querySelector('.header-band')!).display,
          endless: document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().iterations === Infinity)
            .map((a) => (a as CSSAnimation).animationName ?? a.id),
          preloaded,
          // The cover banner is drawn by CSS: no picture to fetch before an inner page's title
          // (its largest paint) can count as painted.
          coverImage: [...document.querySelectorAll('.cover')].map(
            (cover) => getComputedStyle(cover).backgroundImage,
          ),
        };
      });
      expect(found.violations).toEqual([]);
      expect(cssRequests).toEqual([]);
      expect(found.headerDisplay).not.toBe('block');
      expect(found.endless).toEqual([]);
      for (const image of found.coverImage) expect(image).not.toMatch(/url\(/);
      if (found.preloaded.length > 0) {
        // The preloaded picture is the one the browser reports as the largest paint.
        // The picture's paint can follow the text's by a frame: ask until a picture is reported.
        const lastLargest = () =>
          tab.evaluate(
            () =>
              new Promise<{ url: string; inGallery: boolean }>((resolve) =>
                new PerformanceObserver((list) => {
                  const entries = list.getEntries() as unknown as {
                    url: string;
                    element: Element;
                  }[];
                  const last = entries[entries.length - 1];
                  resolve({
                    url: last.url,
                    inGallery: !!last.element?.closest('.thumbs--gallery'),
                  });
                }).observe({ type: 'largest-contentful-paint', buffered: true }),
              ),
          );
        await expect.poll(async () => (await lastLargest()).url).not.toBe('');
        const largest = await lastLargest();
        expect(found.preloaded).toHaveLength(1);
        // A gallery's photos are all one size (two across on a phone): whichever of the first
        // row paints first counts as the largest, the preloaded first one or its neighbour.
        if (!largest.inGallery) expect(found.preloaded[0]).toContain(largest.url);
      }
      await tab.close();
    });

    it(`${page.name}: the client runtime is asked for only after the content and its largest picture`, async () => {
      const tab = await context.newPage();
      await openHydrated(tab, HOST, page.path);
      const timing = await tab.evaluate((main) => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return {
          parsed: nav.domInteractive,
          picture: picture
            ? resources.find((r) => r.name === picture.currentSrc)?.responseEnd
            : undefined,
          scripts: resources
            .filter((r) => /\/build\/.*\.js$/.test(r.name) && !r.name.endsWith(main))
            .map((r) => ({ name: r.name, start: r.startTime })),
        };
      }, manifest.main);
      // Only the small entry comes with the HTML; React, the islands and their chunks are asked
      // for once the document is parsed and the largest picture is in, never competing with them.
      expect(timing.scripts.length).toBeGreaterThan(0);
      for (const script of timing.scripts) {
        expect(script.start, script.name).toBeGreaterThanOrEqual(timing.parsed);
        if (timing.picture !== undefined)
          expect(script.start, script.name).toBeGreaterThanOrEqual(timing.picture);
      }
      await tab.close();
    });
  }

  it('New Admission still pulses, a few times, and not at all for reduced motion', async () => {
    const tab = await context.newPage();
    const pulse = () =>
      tab.evaluate(() => {
        const style = getComputedStyle(document.querySelector('.new-admission')!);
        return { name: style.animationName, count: style.animationIterationCount };
      });
    await tab.goto(siteUrl(HOST, '/'), { waitUntil: 'load' });
    const normal = await pulse();
    expect(normal.name).toBe('pulse');
    expect(Number(normal.count)).toBeLessThanOrEqual(3);
    await tab.emulateMedia({ reducedMotion: 'reduce' });
    expect((await pulse()).name).toBe('none');
    await tab.close();
  });
});
