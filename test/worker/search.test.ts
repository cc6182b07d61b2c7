/**
 * Site search (issue 18) in workerd against the demo provider: the form in every page's header and
 * the OpenSearch description, the results page (each kind of entry, matched words marked and
 * escaped, prefix, typo, Devanagari), its JSON for the instant list, no provider read per query,
 * a purge building a new index, and one institute's entries never shown on another's host.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gyandeep, demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import { messages } from '../../src/i18n/catalogue';
import type { SearchJson } from '../../src/lib/searchText';
import { fullName } from '../../src/lib/text';
import { HINDI, RICH, SPARSE } from '../helpers/hosts';
import { devanagari, englishLabels, englishLeft, pageTexts } from '../helpers/i18n';
import {
  clearCache,
  demo,
  get,
  h1,
  open,
  pageBody,
  readAllDocuments,
  settleCache,
  visibleText,
} from '../helpers/worker';

const search = (host: string, q: string) => get(host, `/search?q=${encodeURIComponent(q)}`);
const searchJson = async (host: string, q: string) => {
  const r = await open(host, `/search.json?q=${encodeURIComponent(q)}`);
  return { status: r.status, headers: r.headers, body: (await r.json()) as SearchJson };
};

/** Text of HTML as shown: tags dropped without adding space (a `<mark>` sits inside a word run). */
const shownText = (html: string) => visibleText(html.replace(/<(?!script)[^>]+>/g, '')).trim();

/** The results of a results page: kind, title as shown, link, and the title's inner HTML. */
function results(html: string) {
  const list = /<ol class="search-results">([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map(([, item]) => {
    const title = /<h2 class="search-title"[^>]*>([\s\S]*?)<\/h2>/.exec(item)?.[1] ?? '';
    return {
      kind: visibleText(/<p class="search-kind">([\s\S]*?)<\/p>/.exec(item)?.[1] ?? '')
        .split('·')[0]
        .trim(),
      title: shownText(title),
      titleHtml: title,
      href: /href="([^"]*)"/.exec(title)?.[1]?.replace(/&amp;/g, '&') ?? '',
      item,
    };
  });
}

/** The attributes of the first `<form class="{cls}">` in `html`. */
const formTag = (html: string, cls: string) =>
  new RegExp(`<form class="${cls}"([^>]*)>`)
    .exec(html)?.[1]
    .trim()
    .match(/[\w-]+="[^"]*"/g) ?? [];

const searchKey = async () =>
  (await (env.CACHE as KVNamespace).list({ prefix: 'search:' })).keys.map((k) => k.name);

beforeAll(async () => {
  await demo.reset();
  await clearCache();
});

beforeEach(async () => {
  await demo.reset();
});

describe('the search form and OpenSearch', () => {
  it('every page has a labelled search form to /search in its header and in the drawer, and links the OpenSearch description', async () => {
    for (const path of ['/', '/notice', '/contact/us']) {
      const { html } = await get(RICH, path);
      const header = /<header class="header-band[^"]*">[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
      expect(formTag(header, 'site-search'), path).toEqual(
        expect.arrayContaining([
          'action="/search"',
          'method="get"',
          'role="search"',
          'aria-label="Site"',
        ]),
      );
      expect(header).toMatch(/<label for="header-search-q"[^>]*>Search this site<\/label>/);
      expect(header).toMatch(/<input id="header-search-q" type="search"[^>]* name="q"/);
      const drawer = /<details class="drawer"[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
      expect(formTag(drawer, 'drawer-search')).toEqual(
        expect.arrayContaining(['action="/search"', 'method="get"', 'role="search"']),
      );
      expect(drawer).toMatch(/<input id="drawer(?:-pending)?-q"[^>]* name="q"/);
      // The phone's sticky bar leads to the search page.
      expect(html).toMatch(/<a class="navbar-search narrow-only" href="\/search">/);
      expect(html).toContain(
        '<link rel="search" type="application/opensearchdescription+xml" title="Sunrise College',
      );
      expect(html).toContain('href="/opensearch.xml"/>');
    }
  });

  it('/opensearch.xml describes the search on the institute’s own host', async () => {
    const r = await get(HINDI, '/opensearch.xml');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('application/opensearchdescription+xml');
    expect(r.html).toContain(
      '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">',
    );
    expect(r.html).toContain(
      '<Url type="text/html" method="get" template="http://gyandeep.localhost/search?q={searchTerms}"/>',
    );
    const short = /<ShortName>([^<]*)<\/ShortName>/.exec(r.html)?.[1] ?? '';
    expect(short.length).toBeGreaterThan(0);
    expect(Array.from(short).length).toBeLessThanOrEqual(16);
  });

  it('an empty or missing q shows the search page with its form and no results', async () => {
    for (const path of ['/search', '/search?q=', '/search?q=%20%20']) {
      const r = await get(RICH, path);
      expect(r.status, path).toBe(200);
      const body = pageBody(r.html);
      expect(formTag(body, 'site-search')).toEqual(
        expect.arrayContaining([
          'action="/search"',
          'role="search"',
          'aria-label="Search results"',
        ]),
      );
      expect(body).not.toContain('search-results');
      expect(visibleText(body)).toContain('Type a few words');
    }
  });
});

describe('results', () => {
  it('finds each kind of entry, linking to the page that shows it or opening its file', async () => {
    const s = ids.sunrise;
    const staff = sunrise.staff[5] as Partial<Record<`staff${string}Name`, string>>;
    const name = fullName(staff.staffFirstName, staff.staffMiddleName, staff.staffLastName);
    const cases: { q: string; kind: string; title: string | RegExp; href: RegExp }[] = [
      {
        q: 'admission update',
        kind: 'Notice',
        title: /Admission update/,
        href: /^\/one\/notice\//,
      },
      { q: 'hackathon', kind: 'Event', title: /^Hackathon/, href: /^\/one\/event\// },
      { q: name, kind: 'Staff', title: name, href: /^\/institute\/faculties\/[a-z-]+\?search=/ },
      {
        q: 'mechanical engineering',
        kind: 'Department',
        title: 'Mechanical Engineering',
        href: /^\/onedepartment\//,
      },
      {
        q: 'anti-ragging committee',
        kind: 'Committee',
        title: 'Anti-Ragging Committee',
        href: new RegExp(`^/committee/${s.iqacId}/one/`),
      },
      {
        q: 'postgraduate programmes',
        kind: 'Course',
        title: 'Postgraduate Programmes',
        href: /^\/academic\/course\/type\//,
      },
      {
        q: 'diploma yoga',
        kind: 'Course',
        title: 'Diploma in Yoga',
        href: /^\/oneacademic\/course\//,
      },
      {
        q: 'NIRF 2023-24',
        kind: 'Quality',
        title: 'NIRF 2023-24',
        href: new RegExp(`^/nirf/${s.iqacDetailId}/tab/`),
      },
      {
        q: 'criterion 1.1.1',
        kind: 'Document',
        title: /^Criterion 1\.1\.1/,
        href: /\/files\/.+\.pdf$/,
      },
      {
        q: 'N-LIST',
        kind: 'E-resource',
        title: 'N-LIST',
        href: /^https:\/\/nlist\.inflibnet\.ac\.in/,
      },
      {
        q: 'campus',
        kind: 'Gallery',
        title: 'Campus',
        href: /^\/photo\/gallery\/year\/[0-9a-f]{24}\/category\//,
      },
      {
        q: 'student handbook',
        kind: 'Student corner',
        title: 'Student Handbook',
        href: new RegExp(`^/student/corner/${s.lcid}/lvl1/`),
      },
      {
        q: 'placements brochure',
        kind: 'Link',
        title: 'Placements Brochure',
        href: /\/files\/.*Placements-1\.pdf$/,
      },
      {
        q: 'examination time table',
        kind: 'Page',
        title: 'Examination Time Table',
        href: /^\/examination\/time-table$/,
      },
      {
        q: 'librarian message',
        kind: 'Page',
        title: 'Librarian Message',
        href: /^\/library\/[0-9a-f]{24}\/message$/,
      },
    ];
    for (const c of cases) {
      const r = await search(RICH, c.q);
      expect(r.status, c.q).toBe(200);
      const found = results(r.html).find(
        (x) =>
          x.kind === c.kind &&
          (typeof c.title === 'string' ? x.title === c.title : c.title.test(x.title)),
      );
      expect(
        found,
        `${c.q}: a ${c.kind} titled ${c.title} in ${results(r.html)
          .map((x) => `${x.kind}: ${x.title}`)
          .join(' | ')}`,
      ).toBeDefined();
      expect(found!.href, c.q).toMatch(c.href);
      if (c.kind === 'Document' || c.kind === 'Link')
        expect(found!.titleHtml, 'a file opens in the viewer').toContain('data-file-viewer=""');
    }
  });

  it('marks the matched words, escaping provider text, in titles and excerpts', async () => {
    // The Tally course's topic is titled `Fees & <i>Concessions</i>`: text, never markup.
    const r = await search(RICH, 'concessions');
    const tally = results(r.html).find((x) => x.title === 'Tally');
    expect(tally).toBeDefined();
    expect(tally!.item).toContain('Fees &amp; &lt;i&gt;<mark>Concessions</mark>&lt;/i&gt;');
    expect(r.html).not.toContain('<i>Concessions');
    const notices = results((await search(RICH, 'scholarship')).html);
    expect(notices[0].titleHtml).toMatch(/<mark>Scholarships?<\/mark>/);
  });

  it('matches case-insensitively, by prefix, and with one typo in a longer word', async () => {
    const titles = async (q: string) => results((await search(RICH, q)).html).map((x) => x.title);
    expect((await titles('ADM')).some((t) => /Admission update/.test(t))).toBe(true);
    const prefix = results((await search(RICH, 'adm')).html).find((x) => /Admission/.test(x.title));
    expect(prefix!.titleHtml).toContain('<mark>Admission</mark>');
    expect((await titles('hakathon')).some((t) => t.startsWith('Hackathon'))).toBe(true);
    expect((await titles('scholarshp')).some((t) => /Scholarship update/.test(t))).toBe(true);
    // No typo in short words: "yoha" is not "yoga".
    expect(await titles('yoha')).toEqual([]);
  });

  it('ranks title matches first, and newer notices before older ones', async () => {
    const found = results((await search(RICH, 'scholarship')).html);
    const firstTextOnly = found.findIndex((x) => !x.titleHtml.includes('<mark>'));
    const lastTitled = found.findLastIndex((x) => x.titleHtml.includes('<mark>'));
    expect(firstTextOnly === -1 || lastTitled < firstTextOnly).toBe(true);
    const dates = found
      .filter((x) => x.kind === 'Notice')
      .map((x) => /<time dateTime="([^"]+)"/i.exec(x.item)?.[1] ?? '');
    expect(dates.length).toBeGreaterThan(3);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('finds Devanagari text by its own words, prefixes included', async () => {
    const notice = gyandeep.notices[0];
    for (const q of ['प्रवेश', 'प्रक्रि', 'सूचना कला']) {
      const found = results((await search(HINDI, q)).html);
      const hit = found.find((x) => x.title === notice.insAnnTitle);
      expect(hit, q).toBeDefined();
      expect(hit!.href).toBe(`/one/notice/${notice._id}/detail`);
    }
    const marked = results((await search(HINDI, 'प्रक्रिया')).html)[0];
    expect(marked.titleHtml).toContain('<mark>प्रक्रिया</mark>');
    // Devanagari on an English page: screen readers are told its language.
    expect(marked.item).toContain('<h2 class="search-title" lang="hi">');
    const department = results((await search(HINDI, 'मराठी')).html).find(
      (x) => x.kind === 'Department',
    );
    expect(department?.title).toBe('मराठी विभाग');
  });

  it('shows a hostile or overlong query back as text, cut to 120 characters', async () => {
    const r = await search(RICH, '<script>alert(1)</script>"&');
    expect(r.status).toBe(200);
    expect(r.html).not.toContain('<script>alert(1)');
    expect(r.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&amp;');
    const long = await search(RICH, `admission ${'x'.repeat(5000)}`);
    expect(long.status).toBe(200);
    const shown = /value="([^"]*)"/.exec(pageBody(long.html))?.[1] ?? '';
    expect(shown.length).toBe(120);
    expect((await searchJson(RICH, '!!! ... ---')).body.total).toBe(0);
  });

  it('answers JSON for the instant list: the best few, with links and files as the page has them', async () => {
    const { status, body, headers } = await searchJson(RICH, 'placements');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('application/json');
    expect(body.q).toBe('placements');
    expect(body.total).toBeGreaterThan(0);
    expect(body.hits.length).toBeLessThanOrEqual(8);
    const file = body.hits.find((h) => h.file);
    expect(file?.href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\//);
    expect(file?.title.some((s) => s.mark && /placements/i.test(s.text))).toBe(true);
    expect((await searchJson(RICH, '')).body).toEqual({ q: '', total: 0, hits: [] });
  });
});

describe('the index', () => {
  it('is built once; then no search reads the provider', async () => {
    await search(RICH, 'notice'); // built now, or found
    await settleCache();
    await demo.clearRequests();
    for (const q of ['hackathon', 'admission', 'computer', 'prin', 'campus', 'anti ragging']) {
      expect((await search(RICH, q)).status).toBe(200);
      expect((await searchJson(RICH, q)).status).toBe(200);
    }
    expect(await demo.requests()).toEqual([]);
  });

  it('a purge makes the next search build a new index from fresh reads; later ones read nothing', async () => {
    await search(RICH, 'notice');
    await settleCache();
    const before = await searchKey();
    const purged = await open(RICH, '/__purge', {
      method: 'POST',
      headers: { authorization: 'Bearer test-purge-token', 'content-type': 'application/json' },
      body: JSON.stringify({ host: RICH }),
    });
    expect(purged.status).toBe(200);
    await demo.clearRequests();
    const first = await open(RICH, '/search.json?q=hackathon');
    expect(first.headers.get('server-timing')).toContain('search-index;desc="built"');
    expect(((await first.json()) as SearchJson).total).toBeGreaterThan(0);
    expect((await demo.requests()).length).toBeGreaterThan(0);
    await settleCache();
    const after = await searchKey();
    expect(after.filter((k) => !before.includes(k)).length).toBe(1);
    await demo.clearRequests();
    const next = await open(RICH, '/search.json?q=annual');
    expect(next.headers.get('server-timing')).toContain('search-index;desc="memory"');
    await next.text();
    expect(await demo.requests()).toEqual([]);
  });

  it('a resource purge makes the next search build a new index from fresh reads', async () => {
    await search(RICH, 'notice');
    await settleCache();
    for (const resources of [['notices'], ['events'], ['departments']]) {
      const before = await searchKey();
      const purged = await open(RICH, '/__purge', {
        method: 'POST',
        headers: { authorization: 'Bearer test-purge-token', 'content-type': 'application/json' },
        body: JSON.stringify({ host: RICH, resources }),
      });
      expect(purged.status).toBe(200);
      const first = await open(RICH, '/search.json?q=hackathon');
      expect(first.headers.get('server-timing'), resources[0]).toContain(
        'search-index;desc="built"',
      );
      await first.text();
      await settleCache();
      expect(
        (await searchKey()).filter((k) => !before.includes(k)),
        resources[0],
      ).toHaveLength(1);
    }
  });

  it('never shows one institute’s entries on another’s host', async () => {
    // Sunrise's events and departments are not Hillview's; Gyandeep's Marathi notice is not Sunrise's.
    expect(results((await search(RICH, 'hackathon')).html).length).toBeGreaterThan(0);
    expect(results((await search(SPARSE, 'hackathon')).html)).toEqual([]);
    expect((await searchJson(SPARSE, 'computer science')).body.total).toBe(0);
    // Sunrise's own words name its admission pages प्रवेश in Hindi and Marathi, and its hall
    // tickets प्रवेश पत्र: pages first, the hall ticket files, no notice.
    const pravesh = results((await search(RICH, 'प्रवेश')).html);
    expect(pravesh[0]?.kind).toBe('Page');
    expect(pravesh.filter((x) => x.kind === 'Notice')).toEqual([]);
    const own = new Set([...ids.gyandeep.noticeIds, ...ids.gyandeep.eventIds]);
    const links = results((await search(HINDI, 'notice')).html)
      .map((x) => /\/one\/(?:notice|event)\/([0-9a-f]{24})\//.exec(x.href)?.[1])
      .filter(Boolean);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(own.has(link!)).toBe(true);
    const keys = await searchKey();
    expect(keys.some((k) => k.includes(ids.gyandeep.insId))).toBe(true);
    expect(keys.some((k) => k.includes(ids.sunrise.insId))).toBe(true);
  });
});

describe('Hindi and Marathi typed in Latin letters', () => {
  const noticeTitled = (prefix: string) => {
    const n = gyandeep.notices.find((x) => x.insAnnTitle.startsWith(prefix));
    if (!n) throw new Error(`no demo notice titled ${prefix}`);
    return n;
  };

  it('finds the Devanagari notice, its word marked, however the visitor spells it', async () => {
    const cases: [string[], string, string][] = [
      [['pravesh', 'Pravesh', 'pravesh prakriya', 'prawesh'], 'प्रवेश प्रक्रिया', 'प्रवेश'],
      [['pariksha', 'pareeksha', 'pariksha velapatrak'], 'परीक्षा वेळापत्रक', 'परीक्षा'],
      [['vela patrak', 'velapatrak'], 'परीक्षा वेळापत्रक', 'वेळापत्रक'],
      [['shishyavrutti', 'shishyavritti', 'shishyavruti'], 'शिष्यवृत्ती', 'शिष्यवृत्ती'],
    ];
    for (const [queries, title, word] of cases) {
      const notice = noticeTitled(title);
      for (const q of queries) {
        // The section's own pages come first for a navigational word (decision 056).
        const found = results((await search(HINDI, q)).html);
        const hit = found.find((x) => x.title === notice.insAnnTitle);
        expect(hit, `${q}: ${found.map((x) => x.title)}`).toBeDefined();
        expect(hit?.href, q).toBe(`/one/notice/${notice._id}/detail`);
        expect(hit?.titleHtml, q).toContain(`<mark>${word}</mark>`);
      }
    }
  });

  it('Hindi typed in Latin letters finds the Hindi notices of an English institute', async () => {
    for (const [q, title, word] of [
      ['chhatravritti', 'छात्रवृत्ति आवेदन की अंतिम तिथि', 'छात्रवृत्ति'],
      ['pustakalay samay', 'पुस्तकालय की नई समय सारणी', 'पुस्तकालय'],
    ]) {
      const [first] = results((await search(RICH, q)).html);
      expect(first?.title, q).toBe(title);
      expect(first.titleHtml, q).toContain(`<mark>${word}</mark>`);
    }
  });

  it('the instant list finds them too, in every language of the site', async () => {
    const notice = noticeTitled('प्रवेश प्रक्रिया');
    const { body } = await searchJson(HINDI, 'pravesh');
    // The admission page first (a navigational word), the notice in the top 3.
    const hit = body.hits
      .slice(0, 3)
      .find((h) => h.title.map((s) => s.text).join('') === notice.insAnnTitle);
    expect(hit?.title[0]).toEqual({ text: 'प्रवेश', mark: true });
    // In Marathi the menus' own Admission page (प्रवेश) is found as well, linking in /mr/.
    const mr = results((await get(HINDI, `/mr/search?q=pravesh`)).html);
    expect(mr.map((x) => x.href)).toContain(`/mr/one/notice/${notice._id}/detail`);
    expect(mr.every((x) => x.href.startsWith('/mr/'))).toBe(true);
  });

  it('an English query finds what its own words find: no entry only by a Latin key', async () => {
    for (const q of ['exam', 'scholarship', 'admission', 'time table', 'library']) {
      const found = results((await search(RICH, q)).html);
      expect(found.length, q).toBeGreaterThan(0);
      for (const x of found) expect(/<mark>[A-Za-z]/.test(x.item), `${q}: ${x.title}`).toBe(true);
    }
  });
});

describe('search in Hindi and Marathi', () => {
  const siteHref = (href: string) => href.startsWith('/') && !href.startsWith('//');

  for (const lang of ['hi', 'mr'] as const) {
    it(`${lang}: the results page and the header form speak ${lang}, results link in /${lang}/`, async () => {
      const english = englishLabels(lang, (m) => m.search);
      for (const q of ['hackathon', 'campus', 'librarian message', 'zzzzqqq']) {
        const r = await get(RICH, `/${lang}/search?q=${encodeURIComponent(q)}`);
        expect(r.status, q).toBe(200);
        const main = /<main[\s\S]*<\/main>/.exec(r.html)?.[0] ?? '';
        const header =
          /<header class="header-band[^"]*">[\s\S]*?<\/header>/.exec(r.html)?.[0] ?? '';
        expect(devanagari(visibleText(h1(r.html)).trim(), { noLatin: true }), q).toBe(true);
        expect(englishLeft(pageTexts(main + header, { islandProps: true }), english), q).toEqual(
          [],
        );
        expect(main, q).not.toMatch(/Photo gallery|results? for/);
        const count = /<p role="status" class="search-count">([^<]*)<\/p>/.exec(main)?.[1] ?? '';
        expect(devanagari(count), q).toBe(true);
        for (const hit of results(r.html)) {
          expect(devanagari(hit.kind, { noLatin: true }), `${q}: ${hit.kind}`).toBe(true);
          if (siteHref(hit.href)) expect(hit.href, q).toMatch(new RegExp(`^/${lang}/`));
        }
        if (q !== 'zzzzqqq') expect(results(r.html).length, q).toBeGreaterThan(0);
        expect(formTag(main, 'site-search'), q).toEqual(
          expect.arrayContaining([`action="/${lang}/search"`]),
        );
      }
      const empty = await get(RICH, `/${lang}/search`);
      expect(visibleText(pageBody(empty.html))).toContain(messages(lang).search.intro);
    });
  }

  it('one index for every language: each answer links in its own language', async () => {
    const purged = await open(RICH, '/__purge', {
      method: 'POST',
      headers: { authorization: 'Bearer test-purge-token', 'content-type': 'application/json' },
      body: JSON.stringify({ host: RICH }),
    });
    expect(purged.status).toBe(200);
    const before = await searchKey();
    // Built by a Hindi visitor first: what it stores must not be Hindi.
    const first = await open(RICH, '/hi/search.json?q=hackathon');
    expect(first.headers.get('server-timing')).toContain('search-index;desc="built"');
    await first.text();
    await settleCache();
    expect((await searchKey()).filter((k) => !before.includes(k)).length).toBe(1);
    for (const [lang, prefix] of [
      ['en', ''],
      ['hi', '/hi'],
      ['mr', '/mr'],
    ] as const) {
      for (const q of ['hackathon', 'examination', 'campus']) {
        const r = await open(RICH, `${prefix}/search.json?q=${q}`);
        expect(r.headers.get('server-timing'), `${lang} ${q}`).toContain('desc="memory"');
        const body = (await r.json()) as SearchJson;
        expect(body.hits.length, `${lang} ${q}`).toBeGreaterThan(0);
        for (const hit of body.hits.filter((h) => siteHref(h.href))) {
          if (prefix) expect(hit.href, `${lang} ${q}`).toMatch(new RegExp(`^${prefix}/`));
          else expect(hit.href, `${lang} ${q}`).not.toMatch(/^\/(hi|mr)(\/|$)/);
        }
        const kinds = messages(lang).search.kinds as Record<string, string>;
        for (const hit of body.hits) expect(Object.values(kinds), lang).toContain(hit.kind);
      }
    }
    expect((await searchKey()).filter((k) => !before.includes(k)).length).toBe(1);
  });

  it('a list’s search form and its match status speak the page’s language', async () => {
    for (const lang of ['hi', 'mr'] as const) {
      const english = englishLabels(lang, (m) => m.common.search);
      const t = messages(lang).common.search;
      for (const q of ['zzzqqq', 'a']) {
        const r = await get(RICH, `/${lang}/institute/faculties/teaching?search=${q}`);
        expect(r.status).toBe(200);
        const body = pageBody(r.html);
        const form = /<form class="search-form"[\s\S]*?<\/form>/.exec(body)?.[0] ?? '';
        expect(form, `${lang} ${q}`).toMatch(
          new RegExp(`<button class="button" type="submit">${t.submit}</button>`),
        );
        expect(
          englishLeft(pageTexts(body, { islandProps: true }), english),
          `${lang} ${q}`,
        ).toEqual([]);
        // The live count (issue 31: "4 of 143"), and a way back to the whole list.
        const status = /<span role="status"[^>]*>([\s\S]*?)<\/span>/.exec(body)?.[1] ?? '';
        expect(devanagari(visibleText(status)), `${lang} ${q}`).toBe(true);
        expect(visibleText(status), `${lang} ${q}`).not.toMatch(/ of | match /);
        expect(body).toContain(`href="/${lang}/institute/faculties/teaching"`);
      }
    }
  });

  it('the OpenSearch description of a language searches in it', async () => {
    const r = await get(HINDI, '/mr/opensearch.xml');
    expect(r.status).toBe(200);
    expect(r.html).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<OpenSearchDescription /);
    expect(r.html).toContain(
      '<Url type="text/html" method="get" template="http://gyandeep.localhost/mr/search?q={searchTerms}"/>',
    );
    const description = /<Description>([^<]*)<\/Description>/.exec(r.html)?.[1] ?? '';
    expect(description).toMatch(/शोधा$/);
    expect(description).not.toMatch(/^Search /);
  });
});

describe('no results (issue 30)', () => {
  /** The part of the results page after its form: the count, suggestion and other places. */
  const answer = (html: string) =>
    /<p role="status" class="search-count">[\s\S]*?(?=<\/main>)/.exec(html)?.[0] ?? '';
  const links = (html: string) =>
    [...answer(html).matchAll(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(
      ([, href, text]) => ({ href: href.replace(/&amp;/g, '&'), text: visibleText(text).trim() }),
    );

  it('offers a word of the index that has results, and the site map, notices and contact page', async () => {
    // Two letters off "hackathon": no result, but the index knows the word.
    const r = await search(RICH, 'hakaton');
    expect(r.status).toBe(200);
    expect(results(r.html)).toEqual([]);
    expect(visibleText(answer(r.html))).toContain('No results for “hakaton”');
    expect(visibleText(answer(r.html))).toMatch(/Did you mean\s*hackathon\s*\?/);
    const found = links(r.html);
    expect(found).toContainEqual({ href: '/search?q=hackathon', text: 'hackathon' });
    // The suggestion has results.
    expect(results((await search(RICH, 'hackathon')).html).length).toBeGreaterThan(0);
    expect(found).toEqual(
      expect.arrayContaining([
        { href: '/sitemap', text: 'Site Map' },
        { href: '/notice', text: 'Notices' },
        { href: '/contact/us', text: 'Contact Us' },
      ]),
    );
  });

  it('suggests nothing when no word of the index is near, and still links elsewhere', async () => {
    const r = await search(RICH, 'zzzzqqq');
    expect(results(r.html)).toEqual([]);
    expect(visibleText(answer(r.html))).not.toContain('Did you mean');
    expect(links(r.html).map((l) => l.href)).toEqual(['/sitemap', '/notice', '/contact/us']);
  });

  for (const lang of ['hi', 'mr'] as const) {
    it(`${lang}: the suggestion and the other places speak ${lang} and link in /${lang}/`, async () => {
      const r = await get(RICH, `/${lang}/search?q=hakaton`);
      const found = links(r.html);
      expect(found.map((l) => l.href)).toEqual([
        `/${lang}/search?q=hackathon`,
        `/${lang}/sitemap`,
        `/${lang}/notice`,
        `/${lang}/contact/us`,
      ]);
      const m = messages(lang);
      expect(found.slice(1).map((l) => l.text)).toEqual([
        m.a11y.siteMap,
        m.news.notices.title,
        m.frame.contactUs,
      ]);
      const english = englishLabels(lang, (x) => x.search);
      expect(englishLeft(pageTexts(answer(r.html)), english)).toEqual([]);
      expect(visibleText(answer(r.html))).toContain(m.search.noResults.didYouMean.before);
    });
  }
});

describe('filter by kind (issue 30)', () => {
  /** The filter's links: label, count, link and whether it is the current one. */
  const filter = (html: string) => {
    const nav = /<nav class="search-kinds"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    return [...nav.matchAll(/<a ([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attrs, text]) => ({
      href: (/href="([^"]*)"/.exec(attrs)?.[1] ?? '').replace(/&amp;/g, '&'),
      text: visibleText(text).replace(/\s+/g, ' ').trim(),
      current: attrs.includes('aria-current="page"'),
    }));
  };

  // Documents' text changes what a query finds as it is read: read all of it first.
  beforeAll(() => readAllDocuments(RICH), 180_000);

  it('lists every kind found with its count, pages and documents first, as plain links', async () => {
    const r = await search(RICH, 'examination');
    const found = results(r.html);
    const kinds = filter(r.html);
    const labels = kinds.slice(1).map((k) => /^(.*) \((\d+)\)$/.exec(k.text)!.slice(1));
    const total = labels.reduce((sum, [, n]) => sum + Number(n), 0);
    expect(kinds[0]).toEqual({
      href: '/search?q=examination',
      text: `All (${total})`,
      current: true,
    });
    expect(found.length).toBe(Math.min(total, 50));
    expect(/<nav class="search-kinds" aria-label="Filter by kind"/.test(r.html)).toBe(true);
    const counts = new Map<string, number>();
    for (const x of found) counts.set(x.kind, (counts.get(x.kind) ?? 0) + 1);
    expect(counts.size).toBeGreaterThan(1);
    // Each kind's count is at least what the page shows of it (the page shows the best 50).
    const counted = new Map(labels.map(([label, n]) => [label, Number(n)]));
    for (const [kind, shown] of counts) expect(counted.get(kind)).toBeGreaterThanOrEqual(shown);
    // Pages first, then documents, then the rest.
    const order = labels.map(([label]) => label);
    const firsts = order.filter((l) => l === 'Page' || l === 'Document');
    expect(order.slice(0, firsts.length)).toEqual(firsts);
    if (firsts.length === 2) expect(firsts).toEqual(['Page', 'Document']);
    for (const k of kinds.slice(1))
      expect(k.href).toMatch(/^\/search\?q=examination&kind=[a-z-]+$/);
  });

  it('a kind’s link shows only that kind, marked as the current filter; the count says so', async () => {
    const all = filter((await search(RICH, 'examination')).html);
    const r = await get(RICH, '/search?q=examination&kind=notice');
    expect(r.status).toBe(200);
    const found = results(r.html);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((x) => x.kind === 'Notice')).toBe(true);
    expect(all.find((k) => k.text.startsWith('Notice'))?.text).toBe(`Notice (${found.length})`);
    const current = filter(r.html).filter((k) => k.current);
    expect(current).toEqual([
      {
        href: '/search?q=examination&kind=notice',
        text: `Notice (${found.length})`,
        current: true,
      },
    ]);
    const count = /<p role="status" class="search-count">([^<]*)<\/p>/.exec(r.html)?.[1] ?? '';
    expect(count).toContain(`${found.length} result`);
  });

  it('an unknown kind is a 404; the filter speaks the page’s language', async () => {
    expect((await get(RICH, '/search?q=examination&kind=junk')).status).toBe(404);
    const r = await get(RICH, '/hi/search?q=examination&kind=notice');
    expect(r.status).toBe(200);
    const kinds = filter(r.html);
    expect(kinds[0].href).toBe('/hi/search?q=examination');
    expect(kinds[0].text).toMatch(new RegExp(`^${messages('hi').search.filter.all} \\(\\d+\\)$`));
    expect(kinds.find((k) => k.current)?.text).toMatch(/^सूचना \(\d+\)$/);
    expect(r.html).toContain(`aria-label="${messages('hi').search.filter.label}"`);
  });
});

// Issue 42, item 6: search details a visitor noticed.
describe('search details (issue 42)', () => {
  for (const [lang, contactUs] of [
    ['', 'Contact Us'],
    ['/hi', messages('hi').frame.contactUs],
    ['/mr', messages('mr').frame.contactUs],
  ]) {
    it(`${lang || '/'}: "contact" answers the institute's own Contact page first`, async () => {
      const page = await get(RICH, `${lang}/search?q=contact`);
      const [first] = results(page.html);
      expect(first).toMatchObject({ kind: expect.any(String), href: `${lang}/contact/us` });
      // Typed in English on a Hindi page, the page's English name matched (decision 036).
      expect([contactUs, 'Contact Us']).toContain(first.title);
      const json = await open(RICH, `${lang}/search.json?q=contact`);
      const body = (await json.json()) as SearchJson;
      expect(body.hits[0].href).toBe(`${lang}/contact/us`);
    });
  }

  it('the instant list and the results page count the same results', async () => {
    for (const q of ['contact', 'computer', 'admission', 'exam', 'परीक्षा']) {
      const json = (await searchJson(RICH, q)).body;
      const page = await search(RICH, q);
      const count = /<p role="status" class="search-count">([^<]*)<\/p>/.exec(page.html)?.[1];
      expect(count, q).toMatch(new RegExp(`^${json.total} results? for`));
    }
  });

  it('departments found alike are listed in the order of their names', async () => {
    const named = Object.values(sunrise.departmentsByType)
      .flat()
      .map((d) => (d as { dName: string }).dName)
      .filter((name) => /engineering/i.test(name));
    expect(named.length).toBeGreaterThan(1);
    const page = await search(RICH, 'engineering');
    const shown = results(page.html)
      .filter((r) => r.kind === 'Department' && /engineering/i.test(r.title))
      .map((r) => r.title);
    expect(shown).toEqual([...named].sort((a, b) => a.localeCompare(b)));
  });
});
