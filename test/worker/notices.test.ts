/**
 * Notices (spec 2.10) in workerd against the demo provider: the list (limit 1000) with dates and
 * links, the detail with its whole title in the banner, description and documents
 * (images as thumbnails, other files as cards, the ?show= filter), the empty institute, and bad
 * or foreign ids answered 404 (bad ones with no provider read carrying them).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { gyandeep, demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import { messages } from '../../src/i18n/catalogue';
import { INTL_LOCALE } from '../../src/i18n/languages';
import { HINDI, RICH, SPARSE } from '../helpers/hosts';
import {
  clearCache,
  demo,
  expectConsoleError,
  fileHref,
  get,
  h1,
  headLinks,
  pageBody,
  pagerLinks,
  pictureHref,
  requestsMentioning,
  visibleText,
} from '../helpers/worker';

const s = ids.sunrise;

/** `text` matched literally in a regular expression. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The notice ids the page links to, in order. */
const noticeLinks = (html: string) =>
  [...pageBody(html).matchAll(/href="\/one\/notice\/([0-9a-f]{24})\/detail"/g)].map((m) => m[1]);

/** The list line of notice `noticeId`: its title's text and its meta line's parts, in order. */
function noticeLine(html: string, noticeId: string) {
  const rows = pageBody(html).split('<li').slice(1);
  const row = rows.find((r) => r.includes(`/one/notice/${noticeId}/detail`)) ?? '';
  const meta = /<p class="meta[^"]*">([\s\S]*?)<\/p>/.exec(row)?.[1] ?? '';
  const parts = meta
    .split(/<span aria-hidden="true"[^>]*>[^<]*<\/span>/)
    .map((part) => visibleText(part).trim());
  return { row, parts };
}

beforeEach(async () => {
  await demo.reset();
});

describe('notice list', () => {
  it('lists 20 notices a page from one limit-1000 read, with dates, linking to their details', async () => {
    await clearCache();
    const page = await get(RICH, '/notice');
    expect(page.status).toBe(200);
    expect(h1(page.html)).toBe('Notices');
    expect(await requestsMentioning('/announcemnt')).toEqual([
      expect.objectContaining({
        path: `/api/v1/ins/${s.insId}/announcemnt`,
        search: '?limit=1000&page=1',
      }),
    ]);
    expect(noticeLinks(page.html)).toEqual(sunrise.notices.slice(0, 20).map((n) => n._id));
    const text = visibleText(page.html);
    // The list shows whole titles; only the detail banner is cut.
    expect(text).toContain(sunrise.notices[1].insAnnTitle);
    expect(page.html).toContain(`<time dateTime="${sunrise.notices[0].createdAt}"`);
    expect(text).toContain('1 Nov 2026'); // the demo's day
    expect(page.html).not.toContain('undefined');
  });

  it('shows Devanagari titles among the English ones, and the own-language institute its own', async () => {
    const rich = visibleText((await get(RICH, '/notice')).html);
    expect(sunrise.notices[5].insAnnTitle).toMatch(/[\u0900-\u097f]/);
    expect(rich).toContain(sunrise.notices[5].insAnnTitle);
    expect(rich).toContain(sunrise.notices[13].insAnnTitle);
  });

  it('shows the institute own-language titles', async () => {
    const page = await get(HINDI, '/notice');
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).toContain(gyandeep.notices[0].insAnnTitle);
  });

  it('says so when there are no notices', async () => {
    const page = await get(SPARSE, '/notice');
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).toContain('No notices yet.');
    expect(page.html).not.toContain('/one/notice/');
  });

  it('shows a notice in place of the list when the provider fails, the page still 200', async () => {
    await clearCache();
    await demo.faults({ faults: [{ pattern: '/announcemnt$', mode: 'status500' }] });
    const page = await get(RICH, '/notice');
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).toContain('Notices could not be loaded right now.');
  });
});

describe('notice list lines', () => {
  // The worker's clock stands at 06:30 UTC on the demo's day: notice 0 was published that
  // morning (new), notice 1 a week before (7 days and 1 h 45 min: no longer new).
  const [today, lastWeek, noFiles] = sunrise.notices;
  for (const [lang, prefix] of [
    ['en', ''],
    ['hi', '/hi'],
    ['mr', '/mr'],
  ] as const) {
    const t = messages(lang).news.notices;
    const day = (iso: string) =>
      new Intl.DateTimeFormat(INTL_LOCALE[lang], {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(iso));

    it(`${lang}: a meta line under each title: its date, its documents' kinds, New for the last 7 days`, async () => {
      const page = await get(RICH, `${prefix}/notice`);
      expect(page.status).toBe(200);
      const first = noticeLine(page.html, today._id);
      expect(first.row).toContain(`<time dateTime="${today.createdAt}"`);
      expect(first.parts).toEqual([day(today.createdAt), `PDF, ${t.image}`, t.isNew]);
      expect(noticeLine(page.html, lastWeek._id).parts).toEqual([day(lastWeek.createdAt), 'PDF']);
      expect(noticeLine(page.html, noFiles._id).parts).toEqual([day(noFiles.createdAt)]);
    });
  }

  it('reads the documents of the shown notices only (the list does not carry them), once each', async () => {
    await clearCache();
    await get(RICH, '/notice?page=2');
    const details = await requestsMentioning('/one/announcement/');
    expect(details.map((r) => r.path.split('/').pop()).sort()).toEqual(
      sunrise.notices
        .slice(20, 40)
        .map((n) => n._id)
        .sort(),
    );
  });

  it('still lists every notice, without kinds, when their documents cannot be read', async () => {
    await clearCache();
    await demo.faults({ faults: [{ pattern: '/one/announcement/', mode: 'status500' }] });
    const page = await get(RICH, '/notice');
    expect(page.status).toBe(200);
    expect(noticeLinks(page.html)).toEqual(sunrise.notices.slice(0, 20).map((n) => n._id));
    expect(noticeLine(page.html, today._id).parts).toEqual(['1 Nov 2026', 'New']);
  });
});

describe('notice detail', () => {
  it('shows title, date, description and documents: images as thumbnails, files as cards', async () => {
    const n = sunrise.notices[0];
    const page = await get(RICH, `/one/notice/${n._id}/detail`);
    expect(page.status).toBe(200);
    expect(h1(page.html)).toBe(n.insAnnTitle);
    const text = visibleText(page.html);
    expect(text).toContain('Please contact the office for details. (Notice 1)');
    expect(text).toContain('Published 1 Nov 2026');
    const [pdf, poster] = n.announcementDocument;
    expect(page.html).toContain(
      `<a class="button" href="${fileHref(pdf.documentKey)}" data-file-viewer=""`,
    );
    expect(page.html).toContain(`<h3>${pdf.documentName}</h3>`);
    expect(page.html).toMatch(
      new RegExp(
        `<ul class="thumbs"><li><a href="${escapeRegExp(pictureHref(poster.documentKey, 1920))}" data-srcset="[^"]*" data-file-viewer=""[^>]*><img src="${escapeRegExp(pictureHref(poster.documentKey, 512))}" srcSet="[^"]*" sizes="[^"]*" alt="${poster.documentName}"`,
      ),
    );
    // The breadcrumb leads back to the list.
    expect(page.html).toContain('<a href="/notice">Notices</a>');
  });

  it('preloads the first poster, its largest picture, and loads it at once', async () => {
    const n = sunrise.notices[0];
    const page = await get(RICH, `/one/notice/${n._id}/detail`);
    const poster = n.announcementDocument.find((d) => /\.(svg|png|jpe?g)$/i.test(d.documentKey))!;
    // Attribute names are case-insensitive (React writes `fetchPriority` on the link).
    const preloads = headLinks(page.html)
      .map((l) => Object.fromEntries(Object.entries(l).map(([k, v]) => [k.toLowerCase(), v])))
      .filter((l) => l.rel === 'preload');
    const src = pictureHref(poster.documentKey, 512);
    const img = new RegExp(`<img src="${escapeRegExp(src)}"[^>]*>`).exec(page.html)?.[0] ?? '';
    const attr = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(img)?.[1];
    expect(attr('srcSet')).toContain(`${src} 512w`);
    expect(attr('sizes')).toBeTruthy();
    // With candidates, the preload names them (and the sizes they are chosen by), no `href`.
    expect(preloads).toEqual([
      {
        rel: 'preload',
        as: 'image',
        imagesrcset: attr('srcSet'),
        imagesizes: attr('sizes'),
        fetchpriority: 'high',
      },
    ]);
    expect(img.toLowerCase()).toContain('fetchpriority="high"');
    expect(img).not.toContain('loading="lazy"');
  });

  it('shows a title longer than 70 characters whole in the banner, and once (issue 31)', async () => {
    const n = sunrise.notices[1];
    expect(n.insAnnTitle.length).toBeGreaterThan(70);
    const page = await get(RICH, `/one/notice/${n._id}/detail`);
    expect(page.status).toBe(200);
    expect(h1(page.html)).toBe(n.insAnnTitle);
    expect(page.html).not.toContain(`${n.insAnnTitle.slice(0, 70)}...`);
    expect(page.html).not.toContain(`<h2>${n.insAnnTitle}</h2>`);
    // A shorter title is the banner's as it is.
    const short = await get(RICH, `/one/notice/${sunrise.notices[2]._id}/detail`);
    expect(h1(short.html)).toBe(sunrise.notices[2].insAnnTitle);
    expect(short.html).not.toContain(`${sunrise.notices[2].insAnnTitle}...`);
  });

  it('filters the documents with ?show=: all by default, one id shows only that one', async () => {
    const n = sunrise.notices[0];
    const [pdf, poster] = n.announcementDocument;
    const base = `/one/notice/${n._id}/detail`;
    const all = await get(RICH, base);
    expect(all.html).toContain(`href="${base}?show=all" aria-current="page">All</a>`);
    expect(all.html).toContain(`href="${base}?show=${pdf._id}">${pdf.documentName}</a>`);
    const one = await get(RICH, `${base}?show=${poster._id}`);
    expect(one.status).toBe(200);
    expect(one.html).toContain(`href="${base}?show=${poster._id}" aria-current="page"`);
    expect(one.html).toContain(`<img src="${pictureHref(poster.documentKey, 512)}"`);
    expect(one.html).not.toContain(`href="${fileHref(pdf.documentKey)}"`);
    // An unknown filter value falls back to all and is never echoed.
    const junk = await get(RICH, `${base}?show=%3Cscript%3E`);
    expect(junk.html).toContain(`href="${fileHref(pdf.documentKey)}"`);
    expect(junk.html).not.toContain('<script>');
  });

  it('a notice without documents says so', async () => {
    const page = await get(RICH, `/one/notice/${sunrise.notices[2]._id}/detail`);
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).toContain('No documents yet.');
  });

  it('is a 404 for malformed ids with no provider read, and for unknown or foreign notices', async () => {
    await demo.clearRequests();
    for (const bad of [
      'not-a-notice',
      '123',
      `${s.noticeIds[0]}0`,
      `zz${s.noticeIds[0].slice(2)}`,
    ]) {
      expect((await get(RICH, `/one/notice/${bad}/detail`)).status, bad).toBe(404);
      expect(await requestsMentioning(bad)).toEqual([]);
    }
    expect(await requestsMentioning('/one/announcement/')).toEqual([]);
    expect((await get(RICH, `/one/notice/${'0'.repeat(24)}/detail`)).status).toBe(404);
    // Another institute's notice does not appear under this site.
    expect((await get(RICH, `/one/notice/${ids.gyandeep.noticeIds[0]}/detail`)).status).toBe(404);
    expect((await get(HINDI, `/one/notice/${ids.gyandeep.noticeIds[0]}/detail`)).status).toBe(200);
  });

  it('answers 503 when the notice cannot be read and nothing is cached', async () => {
    expectConsoleError(/"event":"provider-unavailable"/);
    await clearCache();
    await demo.faults({ faults: [{ pattern: '/one/announcement/', mode: 'status500' }] });
    expect((await get(RICH, `/one/notice/${s.noticeIds[3]}/detail`)).status).toBe(503);
  });
});

/** The year of a notice on the institute's calendar (India), as a visitor reads its date. */
const yearInIndia = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })
    .format(Date.parse(iso))
    .slice(0, 4);

describe('notice list paging and years', () => {
  it('page 1 is the bare address: numbered pages, a next link only, in the body and the head', async () => {
    for (const path of ['/notice', '/notice?page=1']) {
      const page = await get(RICH, path);
      expect(page.status).toBe(200);
      expect(pagerLinks(page.html)).toEqual([
        { text: 'Page 1', href: '/notice', rel: undefined, current: true },
        { text: 'Page 2', href: '/notice?page=2', rel: undefined, current: false },
        { text: 'Page 3', href: '/notice?page=3', rel: undefined, current: false },
        { text: 'Page 4', href: '/notice?page=4', rel: undefined, current: false },
        { text: 'Next page', href: '/notice?page=2', rel: 'next', current: false },
      ]);
      const head = headLinks(page.html);
      expect(head).toContainEqual(
        expect.objectContaining({ rel: 'canonical', href: `http://${RICH}/notice` }),
      );
      expect(head).toContainEqual({ rel: 'next', href: '/notice?page=2' });
      expect(head.filter((l) => l.rel === 'prev')).toEqual([]);
    }
  });

  it('a middle page links both ways; the last holds the rest and links back only', async () => {
    const middle = await get(RICH, '/notice?page=2');
    expect(middle.status).toBe(200);
    expect(noticeLinks(middle.html)).toEqual(sunrise.notices.slice(20, 40).map((n) => n._id));
    expect(headLinks(middle.html)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rel: 'canonical', href: `http://${RICH}/notice?page=2` }),
        { rel: 'prev', href: '/notice' },
        { rel: 'next', href: '/notice?page=3' },
      ]),
    );
    expect(pagerLinks(middle.html).find((l) => l.current)?.text).toBe('Page 2');

    const last = await get(RICH, '/notice?page=4');
    expect(last.status).toBe(200);
    expect(noticeLinks(last.html)).toEqual(sunrise.notices.slice(60).map((n) => n._id));
    expect(noticeLinks(last.html)).toHaveLength(4);
    const pager = pagerLinks(last.html);
    expect(pager[0]).toEqual({
      text: 'Previous page',
      href: '/notice?page=3',
      rel: 'prev',
      current: false,
    });
    expect(pager.filter((l) => l.rel === 'next')).toEqual([]);
    expect(headLinks(last.html).filter((l) => l.rel === 'next')).toEqual([]);
  });

  it('a page past the end is the branded 404, from the one list read', async () => {
    await clearCache();
    await get(RICH, '/notice'); // the frame's reads, cached
    await demo.clearRequests();
    const past = await get(RICH, '/notice?page=5');
    expect(past.status).toBe(404);
    expect(h1(past.html)).toBe('Page not found');
    expect(visibleText(past.html)).toContain('Sunrise');
    const reads = await demo.requests();
    expect(reads.filter((r) => !r.path.endsWith('/announcemnt'))).toEqual([]);
  });

  it('page=0, a negative, a padded or a non-number page is a 404 before any notices read', async () => {
    await clearCache();
    for (const path of [
      '/notice?page=0',
      '/notice?page=-1',
      '/notice?page=01',
      '/notice?page=abc',
      '/notice?page=2.5',
      '/notice?page=',
      '/notice?year=20x6',
    ]) {
      await demo.clearRequests();
      const page = await get(RICH, path);
      expect(page.status, path).toBe(404);
      expect(h1(page.html)).toBe('Page not found');
      expect(await requestsMentioning('/announcemnt'), path).toEqual([]);
    }
  });

  it('filters by the years the notices carry, pages within a year, and 404s a year without notices', async () => {
    const years = [...new Set(sunrise.notices.map((n) => yearInIndia(n.createdAt)))];
    expect(years).toEqual(['2026', '2025']);
    const all = await get(RICH, '/notice');
    const yearNav = /<nav aria-label="Notices by year">[\s\S]*?<\/nav>/.exec(all.html)?.[0] ?? '';
    expect([...yearNav.matchAll(/href="([^"]*)"/g)].map((m) => m[1])).toEqual([
      '/notice',
      '/notice?year=2026',
      '/notice?year=2025',
    ]);

    const of2026 = sunrise.notices.filter((n) => yearInIndia(n.createdAt) === '2026');
    expect(of2026.length).toBeGreaterThan(40);
    const second = await get(RICH, '/notice?year=2026&page=2');
    expect(second.status).toBe(200);
    expect(h1(second.html)).toBe('Notices of 2026');
    expect(noticeLinks(second.html)).toEqual(of2026.slice(20, 40).map((n) => n._id));
    expect(headLinks(second.html)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          rel: 'canonical',
          href: `http://${RICH}/notice?year=2026&page=2`,
        }),
        { rel: 'prev', href: '/notice?year=2026' },
        { rel: 'next', href: '/notice?year=2026&page=3' },
      ]),
    );

    const of2025 = await get(RICH, '/notice?year=2025');
    expect(noticeLinks(of2025.html)).toEqual(
      sunrise.notices.filter((n) => yearInIndia(n.createdAt) === '2025').map((n) => n._id),
    );
    expect((await get(RICH, '/notice?year=2024')).status).toBe(404);
    expect((await get(RICH, '/notice?year=2025&page=2')).status).toBe(404);
  });

  it('links its RSS feed from the page and from the head', async () => {
    const page = await get(RICH, '/notice?page=2');
    expect(headLinks(page.html)).toContainEqual({
      rel: 'alternate',
      type: 'application/rss+xml',
      href: '/notice/rss.xml',
      title: 'Notices',
    });
    expect(pageBody(page.html)).toContain('href="/notice/rss.xml"');
  });

  it('an institute without notices has one empty page and no pager', async () => {
    const page = await get(SPARSE, '/notice');
    expect(page.status).toBe(200);
    expect(pagerLinks(page.html)).toEqual([]);
    expect((await get(SPARSE, '/notice?page=2')).status).toBe(404);
  });
});

// Issue 42, item 3: categories a visitor can pick, read from the notices' own words, and a search
// scoped to notices, both plain links and forms (no JavaScript).
describe('notice categories and the notice search', () => {
  const exam = sunrise.notices.filter((n) => /exam|परीक्षा/i.test(n.insAnnTitle));
  const scholarship = sunrise.notices.filter((n) =>
    /scholarship|छात्रवृत्ति|शिष्यवृत्ती/i.test(n.insAnnTitle),
  );
  const nav = (html: string, label: string) =>
    new RegExp(`<nav aria-label="${label}">[\\s\\S]*?</nav>`).exec(html)?.[0] ?? '';
  const links = (html: string) =>
    [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [
      m[2],
      m[1].replaceAll('&amp;', '&'),
    ]);

  it('offers the categories its notices fall in, as links that keep the year', async () => {
    const all = await get(RICH, '/notice');
    expect(links(nav(all.html, 'Notices by category'))).toEqual([
      ['All', '/notice'],
      ['Examination', '/notice?category=examination'],
      ['Admission', '/notice?category=admission'],
      ['Scholarship', '/notice?category=scholarship'],
      ['Fees', '/notice?category=fees'],
      ['Holiday', '/notice?category=holiday'],
      ['Event', '/notice?category=event'],
    ]);
    expect(nav(all.html, 'Notices by category')).toContain(
      'href="/notice" aria-current="page">All</a>',
    );
    const of2025 = await get(RICH, '/notice?year=2025');
    expect(links(nav(of2025.html, 'Notices by category'))[1]).toEqual([
      'Examination',
      '/notice?year=2025&category=examination',
    ]);
  });

  it('a category lists its notices only (in any language they are written in), 20 a page', async () => {
    expect(exam.length).toBeGreaterThan(20);
    const first = await get(RICH, '/notice?category=examination');
    expect(first.status).toBe(200);
    expect(h1(first.html)).toBe('Examination notices');
    expect(noticeLinks(first.html)).toEqual(exam.slice(0, 20).map((n) => n._id));
    expect(visibleText(pageBody(first.html))).toContain('परीक्षा');
    expect(nav(first.html, 'Notices by category')).toContain('aria-current="page">Examination</a>');
    expect(headLinks(first.html)).toContainEqual({
      rel: 'next',
      href: '/notice?category=examination&page=2',
    });
    const second = await get(RICH, '/notice?category=examination&page=2');
    expect(noticeLinks(second.html)).toEqual(exam.slice(20, 40).map((n) => n._id));
    // Its year links lead to that category's notices of the year.
    expect(links(nav(second.html, 'Notices by year'))).toContainEqual([
      '2025',
      '/notice?year=2025&category=examination',
    ]);
    const scholarships = await get(RICH, '/notice?category=scholarship');
    expect(noticeLinks(scholarships.html)).toEqual(scholarship.map((n) => n._id));
    expect(visibleText(pageBody(scholarships.html))).toContain('छात्रवृत्ति');
  });

  it('a category and a year together', async () => {
    const both = exam.filter((n) => yearInIndia(n.createdAt) === '2025');
    const page = await get(RICH, '/notice?year=2025&category=examination');
    expect(page.status).toBe(200);
    expect(h1(page.html)).toBe('Examination notices of 2025');
    expect(noticeLinks(page.html)).toEqual(both.slice(0, 20).map((n) => n._id));
  });

  it('an unknown category is a 404 before any read; one no notice falls in is a 404', async () => {
    await clearCache();
    await demo.clearRequests();
    expect((await get(RICH, '/notice?category=gossip')).status).toBe(404);
    expect(await requestsMentioning('/announcemnt')).toEqual([]);
    // An institute without notices has none of any category.
    expect((await get(SPARSE, '/notice?category=fees')).status).toBe(404);
    expect((await get(SPARSE, '/notice')).status).toBe(200);
  });

  for (const [lang, label, category, title, search] of [
    ['', 'Notices by category', 'Examination', 'Examination notices', 'Search notices'],
    ['/hi', 'श्रेणी के अनुसार सूचनाएँ', 'परीक्षा', 'परीक्षा की सूचनाएँ', 'सूचनाओं में खोजें'],
    ['/mr', 'प्रकारानुसार सूचना', 'परीक्षा', 'परीक्षेच्या सूचना', 'सूचनांमध्ये शोधा'],
  ]) {
    it(`${lang || '/'}: the categories and the notice search in the page's language`, async () => {
      const page = await get(RICH, `${lang}/notice`);
      expect(links(nav(page.html, label))[1]).toEqual([
        category,
        `${lang}/notice?category=examination`,
      ]);
      const picked = await get(RICH, `${lang}/notice?category=examination`);
      expect(h1(picked.html)).toBe(title);
      // The search form goes to the site search, scoped to notices, without JavaScript.
      const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/.exec(
        pageBody(page.html).replace(/<header[\s\S]*?<\/header>/, ''),
      );
      expect(form?.[1]).toBe(`${lang}/search`);
      expect(form?.[2]).toContain('<input type="hidden" name="kind" value="notice"/>');
      expect(form?.[2]).toContain(`>${search}</label>`);
      expect(form?.[2]).toMatch(/<input id="notice-search" type="search"[^>]* name="q"\/>/);
    });
  }

  it('the notice search finds notices only', async () => {
    const page = await get(RICH, '/search?q=scholarship&kind=notice');
    expect(page.status).toBe(200);
    const kinds = [...page.html.matchAll(/<p class="search-kind">([^<]*)/g)].map((m) => m[1]);
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds)).toEqual(new Set(['Notice']));
  });
});
