/**
 * Photo and video galleries (spec 2.8) in workerd against the demo provider: academic years as
 * accordions with a categories fragment (and a no-JavaScript page with the year opened), the
 * gallery page's chips, grid and header, the provider reads for "all" (institute id, flow
 * INSTITUTE) and for one category (flow CATEGORY), hqdefault thumbnails for watch, shorts and
 * bare ids, empty institutes, and bad ids answered 404 with no provider read.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import { clearCache, demo, fileHref, get, visibleText } from '../helpers/worker';

const RICH = 'sunrise.localhost';
const SPARSE = 'hillview.localhost';
const s = ids.sunrise;
const [year0, , year2] = sunrise.years;

const thumbs = (html: string) => /<ul class="thumbs">[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
const chips = (html: string) =>
  /<nav aria-label="Gallery categories">[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
const paths = async (text: string) =>
  (await demo.requests()).map((r) => `${r.path}${r.search}`).filter((p) => p.includes(text));
const amp = (href: string) => href.replace(/&/g, '&amp;');

beforeEach(async () => {
  await demo.reset();
});

describe('photo gallery index', () => {
  it('lists the academic years as accordions loading their categories on opening', async () => {
    const page = await get(RICH, '/photo/gallery');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Photo Gallery</h1>');
    for (const y of sunrise.years) {
      expect(page.html).toContain(`data-fragment="/photo/gallery/year/${y._id}/categories"`);
      expect(page.html).toContain(`<summary>${y.batchName}</summary>`);
      expect(page.html).toContain(`href="/photo/gallery?year=${y._id}"`);
    }
    expect(page.html).not.toMatch(/<details[^>]*open/);
  });

  it('the categories fragment: All and each category with ?q={batchName}, no frame', async () => {
    const page = await get(RICH, `/photo/gallery/year/${year0._id}/categories`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.html).not.toContain('<html');
    expect(page.html).toContain(
      `href="/photo/gallery/year/${year0._id}/category/all?q=2025-26">All</a>`,
    );
    for (const cat of sunrise.photoCats[year0._id])
      expect(page.html).toContain(
        `href="/photo/gallery/year/${year0._id}/category/${cat._id}?q=2025-26">${cat.category}</a>`,
      );
  });

  it('without JavaScript, ?year= renders that year opened with its categories', async () => {
    const page = await get(RICH, `/photo/gallery?year=${year0._id}`);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(
      new RegExp(`<details data-fragment="/photo/gallery/year/${year0._id}/categories" open="">`),
    );
    expect(page.html).toContain(`href="/photo/gallery/year/${year0._id}/category/all?q=2025-26"`);
    expect(page.html).toContain(`/category/${sunrise.photoCats[year0._id][1]._id}?q=2025-26`);
  });

  it('a year without categories still offers All', async () => {
    const page = await get(RICH, `/photo/gallery/year/${year2._id}/categories`);
    expect(page.html).toContain(`/category/all?q=${year2.batchName}`);
    expect(page.html.match(/<a /g)?.length).toBe(1);
  });

  it('the sparse institute has no galleries', async () => {
    const page = await get(SPARSE, '/photo/gallery');
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).toContain('No galleries yet.');
  });
});

describe('photo gallery page', () => {
  it('all: the institute id with flow INSTITUTE, every photo of the year in the grid', async () => {
    await clearCache();
    await demo.clearRequests();
    const page = await get(RICH, `/photo/gallery/year/${year0._id}/category/all?q=2025-26`);
    expect(page.status).toBe(200);
    expect(await paths('/images/list')).toEqual([
      `/api/v2/committee/image/gallery/${s.insId}/category/images/list?batchId=${year0._id}&flow=INSTITUTE`,
    ]);
    const expected = sunrise.photos[`${s.insId}|INSTITUTE|${year0._id}`];
    const grid = thumbs(page.html);
    expect(grid.match(/<li/g)?.length).toBe(expected.length);
    for (const key of expected)
      expect(grid).toContain(`<a href="${fileHref(key)}" data-file-viewer=""`);
  });

  it('one category: the category id with flow CATEGORY', async () => {
    const cat = sunrise.photoCats[year0._id][1];
    await clearCache();
    await demo.clearRequests();
    const page = await get(RICH, `/photo/gallery/year/${year0._id}/category/${cat._id}?q=2025-26`);
    expect(page.status).toBe(200);
    expect(await paths('/images/list')).toEqual([
      `/api/v2/committee/image/gallery/${cat._id}/category/images/list?batchId=${year0._id}&flow=CATEGORY`,
    ]);
    const expected = sunrise.photos[`${cat._id}|CATEGORY|${year0._id}`];
    expect(thumbs(page.html).match(/<li/g)?.length).toBe(expected.length);
  });

  it('header: Gallery breadcrumb and the q value as title; chips with the active one marked', async () => {
    const cat = sunrise.photoCats[year0._id][0];
    const page = await get(RICH, `/photo/gallery/year/${year0._id}/category/${cat._id}?q=2025-26`);
    expect(page.html).toMatch(
      /<nav aria-label="Breadcrumb" class="breadcrumb"><a href="\/photo\/gallery">Gallery<\/a>/,
    );
    expect(page.html).toContain('<h1>2025-26</h1>');
    const bar = chips(page.html);
    expect(bar).toContain(
      `<a href="/photo/gallery/year/${year0._id}/category/all?q=2025-26">All</a>`,
    );
    expect(bar).toContain(
      `<a href="/photo/gallery/year/${year0._id}/category/${cat._id}?q=2025-26" aria-current="page">${cat.category}</a>`,
    );
    expect(bar.match(/aria-current/g)?.length).toBe(1);
    const all = await get(RICH, `/photo/gallery/year/${year0._id}/category/all?q=2025-26`);
    expect(chips(all.html)).toContain(`category/all?q=2025-26" aria-current="page">All</a>`);
  });

  it('the q value is text only', async () => {
    const page = await get(
      RICH,
      `/photo/gallery/year/${year0._id}/category/all?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
    );
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<img src=x');
    expect(page.html).toContain('<h1>&lt;img src=x onerror=alert(1)&gt;</h1>');
  });

  it('without q the academic year name is the title', async () => {
    const page = await get(RICH, `/photo/gallery/year/${year0._id}/category/all`);
    expect(page.html).toContain('<h1>2025-26</h1>');
  });

  it('a year with no photos says so', async () => {
    const page = await get(
      RICH,
      `/photo/gallery/year/${year2._id}/category/all?q=${year2.batchName}`,
    );
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).toContain('No photos yet.');
  });

  it('bad year or category ids are a 404 with no provider read carrying them', async () => {
    await demo.clearRequests();
    for (const path of [
      '/photo/gallery/year/bad-year-x/category/all',
      `/photo/gallery/year/${year0._id}/category/bad-cat-x`,
      `/photo/gallery/year/${year0._id}/category/ALL`,
      '/photo/gallery/year/bad-year-y/categories',
      '/photo/gallery?year=bad-year-z',
      '/video/gallery/year/bad-year-v/category/all',
    ])
      expect((await get(RICH, path)).status, path).toBe(404);
    for (const bad of ['bad-year', 'bad-cat', '/ALL']) expect(await paths(bad)).toEqual([]);
  });

  it('well-formed but unknown year or category ids are 404s', async () => {
    expect(
      (await get(RICH, `/photo/gallery/year/${ids.gyandeep.yearIds[0]}/category/all`)).status,
    ).toBe(404);
    expect(
      (
        await get(
          RICH,
          `/photo/gallery/year/${year0._id}/category/${sunrise.videoCats[year0._id][0]._id}`,
        )
      ).status,
    ).toBe(404);
    expect(
      (await get(RICH, `/photo/gallery/year/${ids.gyandeep.yearIds[0]}/categories`)).status,
    ).toBe(404);
  });
});

describe('video gallery', () => {
  it('index lists the years with video fragments', async () => {
    const page = await get(RICH, '/video/gallery');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Video Gallery</h1>');
    for (const y of sunrise.years)
      expect(page.html).toContain(`data-fragment="/video/gallery/year/${y._id}/categories"`);
    const fragment = await get(RICH, `/video/gallery/year/${year0._id}/categories`);
    for (const cat of sunrise.videoCats[year0._id])
      expect(fragment.html).toContain(
        `href="/video/gallery/year/${year0._id}/category/${cat._id}?q=2025-26"`,
      );
  });

  it('hqdefault thumbnails for watch URLs, shorts URLs and bare ids, each opening the video overlay', async () => {
    const cat = sunrise.videoCats[year0._id][0];
    const items = sunrise.videos[`${cat._id}|CATEGORY|${year0._id}`];
    expect(items[0]).toMatch(/watch\?v=/);
    expect(items[1]).toMatch(/\/shorts\//);
    const page = await get(RICH, `/video/gallery/year/${year0._id}/category/${cat._id}?q=2025-26`);
    expect(page.status).toBe(200);
    const grid = thumbs(page.html);
    expect(grid.match(/<li/g)?.length).toBe(items.length);
    for (const item of items) {
      const vid = /(?:v=|shorts\/)([\w-]{11})/.exec(item)?.[1] ?? item;
      expect(grid).toContain(
        `<a href="${amp(`https://www.youtube.com/watch?v=${vid}`)}" data-video=""`,
      );
      expect(grid).toContain(`src="https://i.ytimg.com/vi/${vid}/hqdefault.jpg"`);
    }
  });

  it('all: the institute id with flow INSTITUTE; a category: flow CATEGORY', async () => {
    const cat = sunrise.videoCats[year0._id][1];
    await clearCache();
    await demo.clearRequests();
    expect(
      (await get(RICH, `/video/gallery/year/${year0._id}/category/all?q=2025-26`)).status,
    ).toBe(200);
    expect(
      (await get(RICH, `/video/gallery/year/${year0._id}/category/${cat._id}?q=2025-26`)).status,
    ).toBe(200);
    expect(await paths('/videos/list')).toEqual([
      `/api/v2/committee/video/gallery/${s.insId}/category/videos/list?batchId=${year0._id}&flow=INSTITUTE`,
      `/api/v2/committee/video/gallery/${cat._id}/category/videos/list?batchId=${year0._id}&flow=CATEGORY`,
    ]);
  });

  it('a failed item read shows a notice in place', async () => {
    await clearCache();
    await demo.faults({ faults: [{ pattern: '/videos/list', mode: 'status500' }] });
    const page = await get(RICH, `/video/gallery/year/${year0._id}/category/all?q=2025-26`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('section-notice');
    expect(chips(page.html)).toContain('>All</a>');
    await demo.reset();
    await clearCache();
  });

  it('the sparse institute has no videos', async () => {
    expect(visibleText((await get(SPARSE, '/video/gallery')).html)).toContain('No galleries yet.');
  });
});
