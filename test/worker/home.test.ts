/**
 * The home page (spec 2.2) in workerd against the demo provider: the hero's heading and its Apply
 * link, read once with the New Admission page's groups and never holding the first byte; the
 * notice and event columns, where every slide links to a page that exists, also when the provider
 * sends entries without a usable id.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import { messages } from '../../src/i18n/catalogue';
import { RICH, SPARSE } from '../helpers/hosts';
import { devanagari, englishLabels, englishLeft, pageTexts } from '../helpers/i18n';
import {
  clearCache,
  demo,
  get,
  open,
  requestsMentioning,
  sentUntil,
  settleCache,
  settledHtml,
  visibleText,
} from '../helpers/worker';

const GROUPS = 'application/grouped';
/** The hero's Apply link as sent. */
const APPLY = '<a class="hero-apply" href="/admission/application">Apply now</a>';
/** The hero's heading: its text. */
const heroTitle = (html: string) => /<h1 class="hero-title">([^<]*)<\/h1>/.exec(html)?.[1];

/** The hrefs of the slides of island `id` on `html`. */
const slideHrefs = (html: string, id: string): string[] => {
  const props = html.match(
    new RegExp(`<script type="application/json" id="${id}-props">([^<]*)</script>`),
  );
  expect(props, id).not.toBeNull();
  return (JSON.parse(props![1]) as { slides: { href: string }[] }).slides.map((s) => s.href);
};

beforeEach(async () => {
  await demo.reset();
  await clearCache();
});

describe('home news columns', () => {
  it('link each notice and event to its detail page', async () => {
    const page = await get(RICH, '/');
    expect(page.status).toBe(200);
    const notices = slideHrefs(page.html, 'home-notices');
    const events = slideHrefs(page.html, 'home-events');
    expect(notices.length).toBeGreaterThan(0);
    expect(events.length).toBeGreaterThan(0);
    for (const href of notices)
      expect(ids.sunrise.noticeIds.map((n) => `/one/notice/${n}/detail`)).toContain(href);
    for (const href of events)
      expect(ids.sunrise.eventIds.map((e) => `/one/event/${e}/detail`)).toContain(href);
  });

  it('link an entry without a usable id to its section list, not to a page that cannot exist', async () => {
    // wrongTypes turns each list into junk whose one record has `_id: 7`.
    await demo.faults({ faults: [{ pattern: '/(announcemnt|all/events)$', mode: 'wrongTypes' }] });
    const page = await get(RICH, '/');
    expect(page.status).toBe(200);
    expect(slideHrefs(page.html, 'home-notices')).toEqual(['/notice']);
    expect(slideHrefs(page.html, 'home-events')).toEqual(['/event']);
  });
});

describe('home news columns link their whole lists', () => {
  const more = (html: string) =>
    [...html.matchAll(/<p class="home-column-more"><a href="([^"]*)">([^<]*)<\/a><\/p>/g)].map(
      ([, href, text]) => `${href} ${text}`,
    );
  it('"All notices" and "All events" under the columns in every language, also when a read failed', async () => {
    expect(more((await get(RICH, '/')).html)).toEqual(['/notice All notices', '/event All events']);
    expect(more((await get(RICH, '/hi/')).html)).toEqual([
      '/hi/notice सभी सूचनाएँ',
      '/hi/event सभी कार्यक्रम',
    ]);
    expect(more((await get(RICH, '/mr/')).html)).toEqual([
      '/mr/notice सर्व सूचना',
      '/mr/event सर्व कार्यक्रम',
    ]);
    // Under "No notices yet." there is no list to go to.
    expect(more((await get(SPARSE, '/')).html)).toEqual([]);
    await demo.faults({ faults: [{ pattern: '/(announcemnt|all/events)$', mode: 'status500' }] });
    await clearCache();
    expect(more((await get(RICH, '/')).html)).toEqual(['/notice All notices', '/event All events']);
  });
});

describe('home hero', () => {
  it("heads the page with the institute's name and links Apply to the New Admission page while an application is Open", async () => {
    expect(
      ids.sunrise.applicationIds.open.length,
      'fixture has an Open application',
    ).toBeGreaterThan(0);
    const page = await get(RICH, '/');
    expect(heroTitle(page.html)).toBe(sunrise.dash.insName);
    expect(page.html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(page.html).toContain(APPLY);
    // The heading and Apply sit over the first picture, in the hero (once streamed in: cold).
    const html = settledHtml(page.html);
    const hero = html.slice(html.indexOf('class="hero"'), html.indexOf('class="home-columns"'));
    expect(hero).toContain('data-island-id="home-images"');
    expect(hero).toContain(APPLY);
  });

  it('shows no Apply for an institute without an Open application, and a hero without pictures', async () => {
    expect(ids.hillview.applicationIds.open).toEqual([]);
    const page = await get(SPARSE, '/');
    expect(page.status).toBe(200);
    expect(page.html).toContain('class="hero hero--plain"');
    expect(heroTitle(page.html)).toBeTruthy();
    expect(page.html).not.toContain('class="hero-apply"');
  });

  it('shows no Apply when the applications cannot be read, or none has a usable id', async () => {
    for (const mode of ['status500', 'wrongTypes'] as const) {
      await clearCache();
      await demo.faults({ faults: [{ pattern: `${GROUPS}$`, mode }] });
      const page = await get(RICH, '/');
      expect(page.status, mode).toBe(200);
      expect(heroTitle(page.html), mode).toBe(sunrise.dash.insName);
      expect(page.html, mode).not.toContain('class="hero-apply"');
      expect(visibleText(page.html), mode).toContain('Notice');
    }
  });

  it('reads the application groups once for the home and New Admission pages, from the cache after', async () => {
    await demo.clearRequests();
    expect((await get(RICH, '/')).html).toContain(APPLY);
    await settleCache();
    expect(await requestsMentioning(GROUPS)).toHaveLength(1);
    expect((await get(RICH, '/admission/application')).status).toBe(200);
    expect((await get(RICH, '/')).html).toContain(APPLY);
    expect(await requestsMentioning(GROUPS)).toHaveLength(1);
  });

  it('sends the hero before slow application groups answer and streams Apply in', async () => {
    // Past the 1 s the page waits to be sent whole (decision 055), within the 5 s read timeout.
    await demo.faults({ faults: [{ pattern: `${GROUPS}$`, latencyMs: 3000 }] });
    const response = await open(RICH, '/');
    expect(response.status).toBe(200);
    const { sent, rest: readRest } = await sentUntil(response, '</footer>');
    expect(heroTitle(sent)).toBe(sunrise.dash.insName);
    expect(sent).not.toContain('class="hero-apply"');
    const rest = await readRest();
    expect(rest).toContain(APPLY);
  });
});

describe('home in Hindi and Marathi', () => {
  for (const lang of ['hi', 'mr'] as const) {
    const english = englishLabels(lang, (m) => ({ home: m.home, viewer: m.viewer }));
    it(`${lang}: headings, Apply, carousel labels and empty messages in ${lang}, links in /${lang}/`, async () => {
      for (const host of [RICH, SPARSE]) {
        const page = await get(host, `/${lang}/`);
        expect(page.status, host).toBe(200);
        const html = settledHtml(page.html);
        const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
        const headings = [...main.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) =>
          visibleText(m[1]!).trim(),
        );
        // Notice, Event and Quick Links; the sparse institute has no Quick Links section.
        expect(headings.length, host).toBeGreaterThanOrEqual(host === RICH ? 3 : 2);
        for (const h of headings)
          expect(devanagari(h, { noLatin: true }), `${host} h2 ${h}`).toBe(true);
        expect(englishLeft(pageTexts(main, { islandProps: true }), english), host).toEqual([]);
        expect(main, host).not.toMatch(/campus photo|Photo of /);
        expect(main, host).toContain(`<a href="/${lang}/notice">`);
        expect(main, host).toContain(`<a href="/${lang}/event">`);
        if (host === RICH) {
          const apply = /<a class="hero-apply" href="([^"]*)">([^<]*)<\/a>/.exec(main);
          expect(apply?.[1]).toBe(`/${lang}/admission/application`);
          expect(devanagari(apply?.[2] ?? '', { noLatin: true })).toBe(true);
        } else {
          expect(visibleText(main)).toContain(messages(lang).home.noNotices);
        }
      }
    });
  }
});
