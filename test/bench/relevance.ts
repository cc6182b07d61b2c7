/**
 * Relevance of site search over the relevance set (test/search-relevance.ts): each query asked of
 * the instant list (`/search.json`, eight hits) on its demo institute and language, its entry's
 * rank read, and success@3, mean reciprocal rank and navigational-first printed against their
 * budgets (issue 30: success@3 >= 90%, navigational-first >= 90%). Pending queries (they need
 * transliteration or PDF text, or the demo lacks the entry) are measured and printed apart.
 * Part of `npm run bench`; alone: `bash scripts/with-node.sh node test/bench/relevance.ts`.
 */
import { fileURLToPath } from 'node:url';
import { httpGet } from '../helpers/http.ts';
import { serveBundle } from '../helpers/serve.ts';
import {
  RELEVANCE_SET,
  type RelevanceCase,
  rankOf,
  relevanceFigures,
} from '../search-relevance.ts';
import { check, table } from './stats.ts';

const SUCCESS_AT_3_BUDGET = 0.9;
const NAVIGATIONAL_FIRST_BUDGET = 0.9;

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

async function rankFor(port: number, c: RelevanceCase): Promise<{ rank: number; top: string[] }> {
  const prefix = c.lang === 'en' ? '' : `/${c.lang}`;
  const r = await httpGet(port, c.host, `${prefix}/search.json?q=${encodeURIComponent(c.q)}`);
  if (r.status !== 200) throw new Error(`${c.host} ${c.q}: answered ${r.status}`);
  const body = JSON.parse(r.body) as { hits: { title: { text: string }[] }[] };
  const titles = body.hits.map((h) => h.title.map((s) => s.text).join(''));
  return { rank: rankOf(c, titles), top: titles.slice(0, 3) };
}

/** Measures the set on a running site and prints its tables; the budget lines for the summary. */
export async function measureRelevance(port: number): Promise<string[]> {
  const answers: { c: RelevanceCase; rank: number; top: string[] }[] = [];
  for (const c of RELEVANCE_SET) answers.push({ c, ...(await rankFor(port, c)) });
  const supported = relevanceFigures(answers.filter((a) => !a.c.pending));
  const pending = relevanceFigures(answers.filter((a) => a.c.pending));
  const misses = answers.filter(
    (a) => !a.c.pending && (a.rank === 0 || a.rank > (a.c.navigational ? 1 : 3)),
  );
  table(
    'Search relevance (relevance set, instant list of 8)',
    ['figure', 'value', 'budget'],
    [
      ['supported queries (navigational)', `${supported.queries} (${supported.navigational})`, ''],
      [
        'success@3',
        pct(supported.successAt3),
        check(supported.successAt3 >= SUCCESS_AT_3_BUDGET, '>= 90%'),
      ],
      ['mean reciprocal rank', supported.mrr.toFixed(3), ''],
      [
        'navigational query: the page first',
        pct(supported.navigationalFirst),
        check(supported.navigationalFirst >= NAVIGATIONAL_FIRST_BUDGET, '>= 90%'),
      ],
      [
        `pending queries (${pending.queries}: entries the demo lacks)`,
        `success@3 ${pct(pending.successAt3)}, MRR ${pending.mrr.toFixed(3)}`,
        'not counted',
      ],
    ],
  );
  if (misses.length > 0)
    table(
      'Search relevance: misses',
      ['host', 'query', 'wanted', 'rank', 'top 3'],
      misses.map((a) => [a.c.host, a.c.q, a.c.titles[0], a.rank || '-', a.top.join(' | ')]),
    );
  return [
    check(
      supported.successAt3 >= SUCCESS_AT_3_BUDGET,
      `search relevance: success@3 ${pct(supported.successAt3)} over ${supported.queries} queries, MRR ${supported.mrr.toFixed(3)} (budget >= 90%)`,
    ),
    check(
      supported.navigationalFirst >= NAVIGATIONAL_FIRST_BUDGET,
      `search relevance: the meant page first for ${pct(supported.navigationalFirst)} of ${supported.navigational} navigational queries (budget >= 90%)`,
    ),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const site = await serveBundle({ state: 'relevance-state' });
  try {
    for (const line of await measureRelevance(site.port)) console.log(line);
  } finally {
    await site.close();
  }
}
