/**
 * Notices (spec 2.10) in workerd against the demo provider: the list (limit 1000) with dates and
 * links, the detail with its banner title cut to 70 characters, description and documents
 * (images as thumbnails, other files as cards, the ?show= filter), the empty institute, and bad
 * or foreign ids answered 404 (bad ones with no provider read carrying them).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { gyandeep, demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import {
  clearCache,
  demo,
  expectConsoleError,
  fileHref,
  get,
  h1,
  requestsMentioning,
  visibleText,
} from '../helpers/worker';

const RICH = 'sunrise.localhost';
const HINDI = 'gyandeep.localhost';
const SPARSE = 'hillview.localhost';
const s = ids.sunrise;

beforeEach(async () => {
  await demo.reset();
});

describe('notice list', () => {
  it('lists every notice (limit 1000) with its date, linking to its detail', async () => {
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
    const links = [...page.html.matchAll(/href="\/one\/notice\/([0-9a-f]{24})\/detail"/g)].map(
      (m) => m[1],
    );
    expect(links).toEqual(sunrise.notices.map((n) => n._id));
    expect(links).toHaveLength(64);
    const text = visibleText(page.html);
    // The list shows whole titles; only the detail banner is cut.
    expect(text).toContain(sunrise.notices[1].insAnnTitle);
    expect(page.html).toContain(`<time dateTime="${sunrise.notices[0].createdAt}"`);
    expect(text).toContain('1 Nov 2026'); // isoDay(300)
    expect(page.html).not.toContain('undefined');
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
        `<ul class="thumbs"><li><a href="${fileHref(poster.documentKey)}" data-file-viewer=""[^>]*><img src="${fileHref(poster.documentKey)}" alt="${poster.documentName}"`,
      ),
    );
    // The breadcrumb leads back to the list.
    expect(page.html).toContain('<a href="/notice">Notices</a>');
  });

  it('cuts a banner title longer than 70 characters to 70 plus "..." and keeps the whole title below', async () => {
    const n = sunrise.notices[1];
    expect(n.insAnnTitle.length).toBeGreaterThan(70);
    const page = await get(RICH, `/one/notice/${n._id}/detail`);
    expect(page.status).toBe(200);
    expect(h1(page.html)).toBe(`${n.insAnnTitle.slice(0, 70)}...`);
    expect(page.html).toContain(`<h2>${n.insAnnTitle}</h2>`);
    // A title of 70 characters or fewer is not cut.
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
    expect(one.html).toContain(`<img src="${fileHref(poster.documentKey)}"`);
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
