/**
 * Photo and video galleries (spec 2.8) in workerd against the demo provider: academic years as
 * accordions with a categories fragment (and a no-JavaScript page with the year opened), the
 * gallery page's chips, grid and header, the provider reads for "all" (institute id, flow
 * INSTITUTE) and for one category (flow CATEGORY), hqdefault thumbnails for watch, shorts and
 * bare ids, empty institutes, and bad ids answered 404 with no provider read.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import { RICH, SPARSE } from '../helpers/hosts';
import { clearCache, demo, get, pageBody, pictureHref, visibleText } from '../helpers/worker';

const s = ids.sunrise;
const [year0, , year2] = sunrise.years;

const thumbs = (html: string) =>
  /<ul class="thumbs[^"]*"[^>]*>[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
const chips = (html: string) =>
  /<nav aria-label="Gallery categories">[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
const paths = async (text: string) =>
  (await demo.requests()).map((r) => `${r.path}${r.search}`).filter((p) => p.includes(text));
const amp = (href: string) => href.replace(/&/g, '&amp;');
const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&');
/** The year accordions of a gallery landing, in order, with whether each is open. */
const yearEntries = (html: string) =>
  [...html.matchAll(/<details data-fragment="[^"]*gallery\/year[^>]*>[\s\S]*?<\/details>/g)].map(
    ([entry]) => ({ html: entry, open: /^<details[^>]*\sopen=""/.test(entry) }),
  );
const summary = (html: string) => /<summary[\s\S]*?<\/summary>/.exec(html)?.[0] ?? '';
const coverImages = (html: string) => html.match(/<img [^>]*class="gallery-cover"[^>]*>/g) ?? [];
/** The category cards (All first) of a year: each card's markup and its name's markup. */
const categoryCards = (html: string) =>
  [...html.matchAll(/<li class="gallery-card">([\s\S]*?)<\/li>/g)].map(([, card]) => ({
    html: card,
    name: /<span class="gallery-card-name"[^>]*>([\s\S]*?)<\/span>/.exec(card)?.[1] ?? '',
  }));
/** Every alt, title and aria-label value and every caption's text in the page's content. */
const namesIn = (html: string) => [
  ...[...html.matchAll(/\s(?:alt|title|aria-label)="([^"]*)"/g)].map((m) => m[1]),
  ...[...html.matchAll(/<figcaption[^>]*>([\s\S]*?)<\/figcaption>/g)].map((m) => visibleText(m[1])),
];

beforeEach(async () => {
  await demo.reset();
});

describe('photo gallery index', () => {
  it('lists the academic years as accordions, the newest open with its categories, the others loading theirs on opening', async () => {
    const page = await get(RICH, '/photo/gallery');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Photo Gallery</h1>');
    const years = yearEntries(page.html);
    expect(years.map((y) => y.open)).toEqual(sunrise.years.map((_, i) => i === 0));
    sunrise.years.forEach((y, i) => {
      expect(years[i].html).toContain(`data-fragment="/photo/gallery/year/${y._id}/categories"`);
      expect(visibleText(summary(years[i].html))).toContain(y.batchName);
      if (i > 0) expect(years[i].html).toContain(`href="/photo/gallery?year=${y._id}"`);
    });
    // The open year shows All and every category without a further request.
    for (const cat of sunrise.photoCats[year0._id])
      expect(years[0].html).toContain(
        `href="/photo/gallery/year/${year0._id}/category/${cat._id}?q=2025-26"`,
      );
    expect(years[0].html).toContain(`/category/all?q=2025-26"`);
  });

  it('each year and each category shows its first picture as a lazy cover with its size reserved', async () => {
    const page = await get(RICH, '/photo/gallery');
    const years = yearEntries(page.html);
    sunrise.years.forEach((y, i) => {
      const first = sunrise.photos[`${s.insId}|INSTITUTE|${y._id}`][0];
      const covers = coverImages(summary(years[i].html));
      // A year's cover is 96 px wide, a category card's 320: each takes the first width to cover it.
      expect(covers.map((img) => attr(img, 'src'))).toEqual(first ? [pictureHref(first, 96)] : []);
    });
    const cards = categoryCards(years[0].html);
    expect(cards.map((c) => visibleText(c.name).trim())).toEqual([
      'All',
      ...sunrise.photoCats[year0._id].map((c) => c.category),
    ]);
    const firsts = [
      sunrise.photos[`${s.insId}|INSTITUTE|${year0._id}`][0],
      ...sunrise.photoCats[year0._id].map(
        (c) => sunrise.photos[`${c._id}|CATEGORY|${year0._id}`][0],
      ),
    ];
    expect(cards.map((c) => attr(coverImages(c.html)[0] ?? '', 'src'))).toEqual(
      firsts.map((key) => pictureHref(key, 384)),
    );
    for (const img of coverImages(page.html)) {
      expect(attr(img, 'width'), img).toMatch(/^\d+$/);
      expect(attr(img, 'height'), img).toMatch(/^\d+$/);
      expect(attr(img, 'loading'), img).toBe('lazy');
      expect(attr(img, 'decoding'), img).toBe('async');
    }
  });

  it('a year or category without pictures shows a placeholder, never an image without a source', async () => {
    const year1 = sunrise.years[1];
    const page = await get(RICH, '/photo/gallery');
    const empty = yearEntries(page.html)[2];
    expect(coverImages(summary(empty.html))).toEqual([]);
    expect(summary(empty.html)).toContain('gallery-cover gallery-cover--none');
    const fragment = await get(RICH, `/photo/gallery/year/${year1._id}/categories`);
    const cards = categoryCards(fragment.html);
    const alumni = cards.find((c) => c.name.includes('Alumni Meet'));
    expect(sunrise.photos[`${sunrise.photoCats[year1._id][3]._id}|CATEGORY|${year1._id}`]).toEqual(
      [],
    );
    expect(alumni).toBeDefined();
    expect(coverImages(alumni!.html)).toEqual([]);
    expect(alumni!.html).toContain('gallery-cover gallery-cover--none');
    expect(visibleText(alumni!.html)).toContain('No photos yet');
    for (const card of cards.filter((c) => c !== alumni))
      expect(coverImages(card.html)).toHaveLength(1);
    // A year without categories still offers All, with the placeholder.
    const none = await get(RICH, `/photo/gallery/year/${year2._id}/categories`);
    expect(categoryCards(none.html)).toHaveLength(1);
    expect(none.html).toContain('gallery-cover gallery-cover--none');
    expect(none.html).not.toMatch(/<img(?![^>]*\ssrc="[^"]+")/);
  });

  it('without JavaScript, ?year= renders that year opened with its categories, the newest closed', async () => {
    const year1 = sunrise.years[1];
    const page = await get(RICH, `/photo/gallery?year=${year1._id}`);
    expect(page.status).toBe(200);
    expect(yearEntries(page.html).map((y) => y.open)).toEqual([false, true, false]);
    expect(page.html).toContain(`href="/photo/gallery/year/${year1._id}/category/all?q=2024-25"`);
    expect(page.html).toContain(`/category/${sunrise.photoCats[year1._id][1]._id}?q=2024-25`);
  });

  it('the categories fragment: All and each category with ?q={batchName}, no frame', async () => {
    const page = await get(RICH, `/photo/gallery/year/${year0._id}/categories`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.html).not.toContain('<html');
    const cards = categoryCards(page.html);
    expect(cards.map((c) => [attr(c.html, 'href'), c.name])).toEqual([
      [`/photo/gallery/year/${year0._id}/category/all?q=2025-26`, 'All'],
      ...sunrise.photoCats[year0._id].map((cat) => [
        `/photo/gallery/year/${year0._id}/category/${cat._id}?q=2025-26`,
        cat.category,
      ]),
    ]);
    expect(visibleText(cards[1].html)).toContain('12 photos');
  });

  it('in Hindi and Marathi, counts and picture names follow the language (plural rules, digits)', async () => {
    const cat = sunrise.photoCats[year0._id][0];
    const count = sunrise.photos[`${cat._id}|CATEGORY|${year0._id}`].length;
    const year1 = sunrise.years[1];
    for (const [lang, twelve, none, third] of [
      ['hi', '12 फ़ोटो', 'अभी कोई फ़ोटो नहीं', `${count} में से फ़ोटो 3`],
      ['mr', '१२ फोटो', 'अद्याप फोटो नाहीत', '१२ पैकी फोटो ३'],
    ] as const) {
      const cards = categoryCards(
        (await get(RICH, `/${lang}/photo/gallery/year/${year0._id}/categories`)).html,
      );
      expect(count).toBe(12);
      expect(visibleText(cards[1].html), lang).toContain(twelve);
      expect(cards[0].html, lang).toContain(
        `/${lang}/photo/gallery/year/${year0._id}/category/all`,
      );
      const older = categoryCards(
        (await get(RICH, `/${lang}/photo/gallery/year/${year1._id}/categories`)).html,
      );
      expect(visibleText(older.find((c) => c.name.includes('Alumni Meet'))!.html), lang).toContain(
        none,
      );
      const page = await get(
        RICH,
        `/${lang}/photo/gallery/year/${year0._id}/category/${cat._id}?q=2025-26`,
      );
      const alt = attr((thumbs(page.html).match(/<img [^>]*>/g) ?? [])[2], 'alt');
      expect(alt, lang).toBe(`${cat.category} 2025-26 — ${third}`);
    }
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
    // A GIF opens in the viewer moving (decision 091).
    for (const key of expected)
      expect(grid).toContain(
        `<a href="${pictureHref(key, 1920)}${key.endsWith('.gif') ? '&amp;a=1' : ''}" data-srcset="`,
      );
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

  it('header: Gallery breadcrumb and the gallery with the q value as title; chips with the active one marked', async () => {
    const cat = sunrise.photoCats[year0._id][0];
    const page = await get(RICH, `/photo/gallery/year/${year0._id}/category/${cat._id}?q=2025-26`);
    expect(page.html).toMatch(
      /<nav aria-label="Breadcrumb" class="breadcrumb"><ol><li><a href="\/">Home<\/a>.*?<li><a href="\/photo\/gallery">Gallery<\/a>/,
    );
    expect(page.html).toContain('<h1>Photo Gallery 2025-26</h1>');
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

  it('photos are named by their category and year and their place in the list, never by file name', async () => {
    const cat = sunrise.photoCats[year0._id][0];
    const keys = sunrise.photos[`${cat._id}|CATEGORY|${year0._id}`];
    expect(keys.length).toBe(12);
    const page = await get(RICH, `/photo/gallery/year/${year0._id}/category/${cat._id}?q=2025-26`);
    const imgs = thumbs(page.html).match(/<img [^>]*>/g) ?? [];
    expect(imgs.map((img) => attr(img, 'alt'))).toEqual(
      keys.map((_, i) => `${cat.category} 2025-26 — photo ${i + 1} of ${keys.length}`),
    );
    for (const img of imgs) {
      expect(attr(img, 'width'), img).toMatch(/^\d+$/);
      expect(attr(img, 'height'), img).toMatch(/^\d+$/);
      expect(attr(img, 'decoding'), img).toBe('async');
    }
    const all = await get(RICH, `/photo/gallery/year/${year0._id}/category/all?q=2025-26`);
    const allKeys = sunrise.photos[`${s.insId}|INSTITUTE|${year0._id}`];
    expect(attr((thumbs(all.html).match(/<img [^>]*>/g) ?? [])[2], 'alt')).toBe(
      `2025-26 — photo 3 of ${allKeys.length}`,
    );
    // Below the first rows the pictures load as they come near.
    expect(attr((thumbs(all.html).match(/<img [^>]*>/g) ?? []).at(-1)!, 'loading')).toBe('lazy');
  });

  it('no alt, title, label or caption anywhere in the galleries names a file', async () => {
    const year1 = sunrise.years[1];
    const pages = [
      '/photo/gallery',
      `/photo/gallery?year=${year1._id}`,
      `/photo/gallery/year/${year1._id}/categories`,
      `/photo/gallery/year/${year0._id}/category/all?q=2025-26`,
      ...sunrise.photoCats[year0._id].map(
        (c) => `/photo/gallery/year/${year0._id}/category/${c._id}?q=2025-26`,
      ),
    ];
    const files = Object.values(sunrise.photos)
      .flat()
      .map((key) => key.slice(key.lastIndexOf('/') + 1));
    expect(files.length).toBeGreaterThan(0);
    for (const path of pages) {
      const names = namesIn(pageBody((await get(RICH, path)).html));
      expect(names.length, path).toBeGreaterThan(0);
      for (const name of names) {
        expect(name, path).not.toMatch(/\.(svg|jpe?g|png|webp|gif)\b/i);
        for (const file of files) expect(name, path).not.toContain(file.replace(/\.\w+$/, ''));
      }
    }
  });

  it('the q value is text only', async () => {
    const page = await get(
      RICH,
      `/photo/gallery/year/${year0._id}/category/all?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
    );
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<img src=x');
    expect(page.html).toContain('<h1>Photo Gallery &lt;img src=x onerror=alert(1)&gt;</h1>');
  });

  it('without q the gallery and the academic year name are the title', async () => {
    const page = await get(RICH, `/photo/gallery/year/${year0._id}/category/all`);
    expect(page.html).toContain('<h1>Photo Gallery 2025-26</h1>');
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

  it('index covers: the first video of each year and category, as its hqdefault thumbnail', async () => {
    const page = await get(RICH, '/video/gallery');
    const [open] = yearEntries(page.html);
    expect(open.open).toBe(true);
    const first = sunrise.videos[`${s.insId}|INSTITUTE|${year0._id}`][0];
    const vid = /(?:v=|shorts\/)([\w-]{11})/.exec(first)?.[1] ?? first;
    expect(coverImages(summary(open.html)).map((img) => attr(img, 'src'))).toEqual([
      `https://i.ytimg.com/vi/${vid}/hqdefault.jpg`,
    ]);
    expect(categoryCards(open.html)).toHaveLength(1 + sunrise.videoCats[year0._id].length);
    expect(visibleText(open.html)).toContain(
      `${sunrise.videos[`${s.insId}|INSTITUTE|${year0._id}`].length} videos`,
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

  it('titled "Video Gallery 2025-26" in every language; each video a drawn tile named by its place, its thumbnail decorative over it', async () => {
    const items = sunrise.videos[`${s.insId}|INSTITUTE|${year0._id}`];
    const path = `/video/gallery/year/${year0._id}/category/all?q=2025-26`;
    const langs = [
      {
        prefix: '',
        h1: 'Video Gallery 2025-26',
        name: 'Video 2 of',
        label: 'Play 2025-26 — video 2 of',
      },
      { prefix: '/hi', h1: 'वीडियो गैलरी 2025-26', name: 'में से वीडियो 2', label: '2025-26 — ' },
      { prefix: '/mr', h1: 'व्हिडिओ गॅलरी 2025-26', name: 'पैकी व्हिडिओ २', label: '2025-26 — ' },
    ];
    for (const lang of langs) {
      const page = await get(RICH, `${lang.prefix}${path}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain(`<h1>${lang.h1}</h1>`);
      const tiles = [...thumbs(page.html).matchAll(/<a [^>]*data-video[^>]*>[\s\S]*?<\/a>/g)].map(
        ([tile]) => tile,
      );
      expect(tiles).toHaveLength(items.length);
      const second = tiles[1];
      // The link's name holds its visible text (the tile's place), so speech and sight agree.
      const label = attr(second, 'aria-label') ?? '';
      const name = visibleText(
        /<span class="video-tile-name">([\s\S]*?)<\/span>/.exec(second)?.[1] ?? '',
      );
      expect(name, lang.prefix).toContain(lang.name);
      expect(label, lang.prefix).toContain(lang.label);
      expect(label.toLowerCase(), lang.prefix).toContain(name.toLowerCase());
      for (const tile of tiles) {
        expect(tile).toMatch(/<svg [^>]*aria-hidden="true"/);
        const img = /<img [^>]*>/.exec(tile)?.[0] ?? '';
        expect(attr(img, 'alt'), img).toBe('');
      }
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
