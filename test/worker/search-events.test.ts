/**
 * Site search finds events by their descriptions (issue 30): each event's description is its own
 * read, the one the event's page makes, and an index build reads the newest events' (a bounded
 * number); a failed read leaves the event found by its name.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gyandeep, sunrise } from '../../demo/fixtures/index.ts';
import { messages } from '../../src/i18n/catalogue';
import type { SearchJson } from '../../src/lib/searchText';
import { HINDI as LOCAL, RICH } from '../helpers/hosts';
import {
  clearCache,
  demo,
  get,
  open,
  requestsMentioning,
  settleCache,
  visibleText,
} from '../helpers/worker';

/** The eighth event of Sunrise: only its description holds "origami". */
const described = sunrise.eventDetails[7];
const describedHref = `/one/event/${described._id}/detail`;

/** The results page's results: kind, title and link as shown. */
function results(html: string) {
  const list = /<ol class="search-results">([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map(([, item]) => {
    const title = /<h2 class="search-title"[^>]*>([\s\S]*?)<\/h2>/.exec(item)?.[1] ?? '';
    return {
      kind: visibleText(/<p class="search-kind">([\s\S]*?)<\/p>/.exec(item)?.[1] ?? '')
        .split('·')[0]
        .trim(),
      title: visibleText(title.replace(/<[^>]+>/g, '')).trim(),
      href: /href="([^"]*)"/.exec(title)?.[1]?.replace(/&amp;/g, '&') ?? '',
      item,
    };
  });
}

const search = async (host: string, q: string, lang = '') =>
  results((await get(host, `${lang}/search?q=${encodeURIComponent(q)}`)).html);
const searchJson = async (host: string, q: string) =>
  (await (await open(host, `/search.json?q=${encodeURIComponent(q)}`)).json()) as SearchJson;

/** Purges the institute's events, so the next search builds its index from fresh reads. */
async function purgeEvents(host: string) {
  const purged = await open(host, '/__purge', {
    method: 'POST',
    headers: { authorization: 'Bearer test-purge-token', 'content-type': 'application/json' },
    body: JSON.stringify({ host, resources: ['events'] }),
  });
  expect(purged.status).toBe(200);
}

beforeAll(async () => {
  await demo.reset();
  await clearCache();
});

beforeEach(async () => {
  await demo.reset();
});

describe('event descriptions', () => {
  it('a failed read of an event’s detail leaves the event found by its name', async () => {
    await clearCache(); // no copy of the detail to fall back on
    await demo.faults({ faults: [{ pattern: `/one/event/${described._id}$`, mode: 'status500' }] });
    await purgeEvents(RICH);
    const byName = await search(RICH, described.event_name);
    expect(
      byName.find((r) => r.href === describedHref),
      byName.map((r) => `${r.kind}: ${r.title} ${r.href}`).join(' | '),
    ).toMatchObject({ kind: 'Event', title: described.event_name });
    expect(await search(RICH, 'origami')).toEqual([]);
    // An index with entries missing is not kept in KV: it is built again soon.
    await settleCache();
    expect((await (env.CACHE as KVNamespace).list({ prefix: 'search:' })).keys).toEqual([]);
  });

  it('finds an event by a word only its description holds, on /search and /search.json', async () => {
    await purgeEvents(RICH);
    const found = await search(RICH, 'origami');
    expect(found.map((r) => `${r.kind}: ${r.title} ${r.href}`)).toEqual([
      `Event: ${described.event_name} ${describedHref}`,
    ]);
    expect(found[0].item).toContain('<mark>origami</mark>');
    const json = await searchJson(RICH, 'origami workshop');
    expect(json.total).toBe(1);
    expect(json.hits[0]).toMatchObject({ kind: 'Event', href: describedHref });
    expect(json.hits[0].excerpt.filter((s) => s.mark).map((s) => s.text)).toEqual([
      'origami',
      'workshop',
    ]);
    // Devanagari descriptions too: Gyandeep's third event is found by its Marathi description.
    const rangoli = await search(LOCAL, 'रांगोळी');
    expect(rangoli.map((r) => r.href)).toEqual([`/one/event/${gyandeep.events[2]._id}/detail`]);
  });

  it('an index build reads the details of the 30 newest events, as their pages do', async () => {
    await search(RICH, 'origami'); // any index built before is built
    await purgeEvents(RICH);
    await demo.clearRequests();
    expect(await search(RICH, 'origami')).toHaveLength(1);
    const read = (await requestsMentioning('/one/event/')).map((r) =>
      r.path.replace(/.*\/one\/event\//, ''),
    );
    const newest = [...sunrise.events]
      .sort((a, b) => (b.event_date ?? '').localeCompare(a.event_date ?? ''))
      .slice(0, 30)
      .map((e) => e._id);
    expect(sunrise.events.length).toBeGreaterThan(30);
    expect(new Set(read)).toEqual(new Set(newest));
    expect(read).toHaveLength(30);
    // The event's page then reads nothing of its own: the build's read is its cache.
    await demo.clearRequests();
    expect((await get(RICH, describedHref)).status).toBe(200);
    expect(await requestsMentioning('/one/event/')).toEqual([]);
  });
});

describe('the site’s own words of files and Syllabus tabs, in the visitor’s language', () => {
  /** The shown excerpt of the result titled `title`. */
  const excerpt = (found: ReturnType<typeof results>, title: string) =>
    visibleText(
      /<p class="search-excerpt"[^>]*>([\s\S]*?)<\/p>/
        .exec(found.find((r) => r.title === title)?.item ?? '')?.[1]
        ?.replace(/<[^>]+>/g, '') ?? '',
    ).trim();

  for (const lang of ['hi', 'mr'] as const) {
    it(`${lang}: a department’s Syllabus tab is titled in ${lang}, found by the ${lang} word`, async () => {
      const syllabus = messages(lang).nav.tabs.department.syllabus;
      const found = await search(RICH, syllabus, `/${lang}`);
      const tab = found.find((r) => r.title === `${syllabus}: Computer Science`);
      expect(tab, found.map((r) => `${r.kind}: ${r.title}`).join(' | ')).toBeDefined();
      expect(tab!.href).toMatch(new RegExp(`^/${lang}/onedepartment/[0-9a-f]{24}/tab/syllabus$`));
      // English words find it too, as they find the menus' pages: by its English title, which
      // holds the words typed, linking in the visitor's language.
      const english = await search(RICH, 'computer science syllabus', `/${lang}`);
      expect(english.find((r) => r.title === 'Syllabus: Computer Science')?.href).toBe(tab!.href);
    });

    it(`${lang}: a file shows the page it belongs to in ${lang}`, async () => {
      const m = messages(lang);
      const t = m.nav.tabs;
      const cases = [
        {
          q: 'time table F.Y. B.Sc.',
          title: 'Time table: F.Y. B.Sc.',
          shows: `${m.campus.examination.title} · ${t.examination['time-table']}`,
        },
        { q: 'fee structure', title: 'fee structure', shows: m.home.quickLinks },
        { q: 'affidavit 1.2', title: 'Affidavit 1.2', shows: m.campus.studentCorner.title },
        {
          // Only its title's words: a word found only inside a syllabus would show that line.
          q: 'syllabus first year',
          title: 'Syllabus First Year',
          shows: t.department.syllabus,
        },
      ];
      for (const c of cases) {
        const found = await search(RICH, c.q, `/${lang}`);
        const shown = excerpt(found, c.title);
        expect(shown, `${c.q}: ${found.map((r) => r.title).join(' | ')}`).toContain(c.shows);
        expect(shown, c.q).not.toMatch(
          /Examinations|Quick Links|Student Corner|Syllabus$|Syllabus ·/,
        );
      }
    });
  }
});
