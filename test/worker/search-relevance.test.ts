/**
 * The relevance set (test/search-relevance.ts) in workerd against the demo provider: every
 * supported query finds its entry among the first three of the instant list (`/search.json`,
 * eight hits), and a navigational one first, in the instant list and on the results page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchJson } from '../../src/lib/searchText';
import { clearCache, demo, get, open, readAllDocuments, visibleText } from '../helpers/worker';
import { RELEVANCE_SET, type RelevanceCase, rankOf } from '../search-relevance';

const prefix = (c: RelevanceCase) => (c.lang === 'en' ? '' : `/${c.lang}`);

async function instantTitles(c: RelevanceCase) {
  const r = await open(c.host, `${prefix(c)}/search.json?q=${encodeURIComponent(c.q)}`);
  const body = (await r.json()) as SearchJson;
  return body.hits.map((h) => h.title.map((s) => s.text).join(''));
}

/** The results page's titles in order, as shown (tags dropped, entities read). */
async function pageTitles(c: RelevanceCase) {
  const { html } = await get(c.host, `${prefix(c)}/search?q=${encodeURIComponent(c.q)}`);
  return [...html.matchAll(/<h2 class="search-title"[^>]*>([\s\S]*?)<\/h2>/g)].map(([, t]) =>
    visibleText(t.replace(/<[^>]+>/g, '')).trim(),
  );
}

beforeAll(async () => {
  await demo.reset();
  await clearCache();
  // The queries of words inside documents need every document read (after builds, as visitors'
  // searches would have them read).
  for (const host of new Set(RELEVANCE_SET.map((c) => c.host))) await readAllDocuments(host);
}, 300_000);

describe('the relevance set', () => {
  const supported = RELEVANCE_SET.filter((c) => !c.pending);

  it('holds at least 40 supported queries over the three demo institutes and languages', () => {
    expect(supported.length).toBeGreaterThanOrEqual(40);
    expect(new Set(supported.map((c) => c.host)).size).toBe(3);
    expect(new Set(supported.map((c) => c.lang))).toEqual(new Set(['en', 'hi', 'mr']));
  });

  for (const c of supported) {
    const where = `${c.host}${prefix(c)} “${c.q}” (${c.tries})`;
    it(`${where}: ${c.titles[0]} ${c.navigational ? 'first' : 'in the top 3'}`, async () => {
      const titles = await instantTitles(c);
      const rank = rankOf(c, titles);
      const shown = titles.join(' | ');
      expect(rank, `${where} → ${shown}`).toBeGreaterThan(0);
      expect(rank, `${where} → ${shown}`).toBeLessThanOrEqual(c.navigational ? 1 : 3);
      if (c.navigational) {
        const page = await pageTitles(c);
        expect(rankOf(c, page), `results page: ${page.slice(0, 5).join(' | ')}`).toBe(1);
      }
    });
  }
});
