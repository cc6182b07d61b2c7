/**
 * Site search (issue 18, decision 029): `/search?q=` is the results page (the form alone without
 * `q`), `/search.json?q=` the same results for the instant search island, `/opensearch.xml` the
 * OpenSearch description that lets browsers offer the site's search. A query is answered from the
 * institute's index (search/store.ts), never by a provider read of its own.
 */
import { type Context, Hono } from 'hono';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import SiteSearch from '../../client/islands/SiteSearch';
import { DocumentFactsLine } from '../components/DocumentFacts';
import { FileLink, fileHrefs } from '../components/FileLink';
import { Island } from '../components/Island';
import { InnerPage } from '../components/layout/InnerPage';
import { Marked, segmentsText } from '../components/Marked';
import type { DocumentReader } from '../documents/record';
import type { AppEnv } from '../env';
import { PageNotFound } from '../errors';
import { type Frame, loadFrame } from '../frame/load';
import { sectionOn } from '../frame/sections';
import { messages } from '../i18n/catalogue';
import { providerLang } from '../i18n/content';
import { currentLang } from '../i18n/current';
import { formatDate, formatNumber, intlLocale, numberFormat, pluralRules } from '../i18n/format';
import type { Lang } from '../i18n/languages';
import { pageFilesOf } from '../images/pageFiles';
import type { SearchJson } from '../lib/searchText';
import { truncate } from '../lib/text';
import { searchMissText } from '../middleware/traffic';
import { renderPage } from '../pages/render';
import { ClampedText, orWrong, queries } from '../pages/validate';
import { href, PAGES } from '../paths';
import { RESOURCES } from '../provider/api';
import { readGeneration } from '../provider/cache';
import {
  kindLabel,
  type SearchHit,
  type SearchIndex,
  type SearchKind,
  search,
  suggest,
} from '../search/engine';
import { siteSearchLabels } from '../search/labels';
import { institutionIndex } from '../search/store';

/** The results page and the OpenSearch description need the frame; the JSON does not. */
export const searchPage = new Hono<AppEnv>();
export const searchData = new Hono<AppEnv>();

/** Results a page shows, and the instant list. */
const PAGE_RESULTS = 50;
const INSTANT_RESULTS = 8;

/** The institute's index, and a Server-Timing note of where it came from (memory, KV, built). */
async function indexFor(c: Context<AppEnv>, frame: () => Promise<Frame>) {
  const { held, origin } = await institutionIndex({
    kv: c.env.CACHE,
    provider: c.var.provider,
    insId: c.var.site.insId,
    // Every resource purged on its own too: the index holds them all, so any purge rebuilds it.
    generation: readGeneration(c.var.site.generation, c.var.site.tagGenerations, RESOURCES),
    frame,
    filesBase: c.var.config.filesBase,
    // A service binding's RPC: wrangler types it as a plain Fetcher (another worker's class).
    reader: c.env.DOCUMENT_READER as unknown as DocumentReader | undefined,
    freshMs: c.var.config.cacheFreshMs,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
  });
  const { indexed, unread } = held.documents;
  c.header('Server-Timing', `search-index;desc="${origin}"`);
  // How far reading its documents has come (decision 059): operators and tests see it.
  c.header('Server-Timing', `search-documents;desc="${indexed} indexed, ${unread} unread"`, {
    append: true,
  });
  return held.index;
}

/** Every kind a result may be, pages and documents first: the filter lists them in this order. */
const FIRST_KINDS: readonly SearchKind[] = ['page', 'document'];
const KINDS = [
  ...FIRST_KINDS,
  ...(Object.keys(messages('en').search.kinds) as SearchKind[]).filter(
    (kind) => !FIRST_KINDS.includes(kind),
  ),
] as [SearchKind, ...SearchKind[]];

/** `?kind=`: one of the kinds; any other value is a 404 (as a wrong `?year=` is). */
const KindQuery = orWrong(v.picklist(KINDS));

searchPage.get(
  PAGES.search.pattern,
  queries(PAGES.search, { q: ClampedText, kind: KindQuery }),
  async (c) => {
    const { q, kind } = c.req.valid('query');
    if (kind === false) throw new PageNotFound('search kind');
    const lang = currentLang();
    const [frame, answer] = await Promise.all([
      c.var.frame,
      q ? indexFor(c, () => c.var.frame).then((index) => answerOf(index, q, kind, lang)) : null,
    ]);
    // Counted per institute, without who searched (middleware/traffic.ts); the instant list's JSON is
    // not: it answers every keystroke, so it would count each word's beginnings.
    if (q && answer?.all === 0) c.set('searchMiss', searchMissText(q));
    const t = messages().search;
    return renderPage(
      c,
      frame,
      <InnerPage title={t.title}>
        <Island
          component={SiteSearch}
          id="page-search"
          props={{
            label: t.resultsLabel,
            labels: siteSearchLabels(),
            action: href(PAGES.search, {}),
            endpoint: href(PAGES.searchJson, {}),
            value: q ?? '',
            // Reached to search (the sticky bar's Search without JavaScript): the field is ready.
            autoFocus: !q,
          }}
          hydrate="interaction"
        />
        {q && answer ? (
          <>
            {answer.all > 0 && <KindFilter q={q} kind={kind} counts={answer.counts} />}
            <Results q={q} hits={answer.hits} total={answer.total} />
            {answer.all === 0 && (
              <NoResults
                q={q}
                suggestion={answer.suggestion}
                notices={sectionOn(frame.profile.landing_control, 'notices')}
              />
            )}
          </>
        ) : (
          <p>{t.intro}</p>
        )}
      </InnerPage>,
      { pageTitle: q ? t.pageTitle(truncate(q, 60)) : t.title },
    );
  },
);

/**
 * What the results page shows for `q`: the best results (of `kind` only, when given), how many
 * match of it and in all, the count of each kind, and, when nothing matched, a suggestion.
 */
function answerOf(index: SearchIndex, q: string, kind: SearchKind | undefined, lang: Lang) {
  const { hits, total, kinds } = search(index, q, PAGE_RESULTS, lang, kind);
  const all = [...kinds.values()].reduce((sum, n) => sum + n, 0);
  return {
    hits,
    total,
    all,
    counts: kinds,
    suggestion: all === 0 ? suggest(index, q, lang) : null,
  };
}

/** "12 results for “q”, the best 10 shown.": counts and plural forms by `Intl`, in the page's language. */
function resultCount(q: string, total: number, shown: number): string {
  const t = messages().search;
  if (total === 0) return t.none(q);
  const locale = intlLocale();
  const number = numberFormat(locale);
  const plural = pluralRules(locale).select(total);
  const best = total > shown ? t.bestShown(number.format(shown)) : '';
  return `${t.count(number.format(total), plural, q)}${best}${t.end}`;
}

/**
 * Links to the results of each kind found, with their counts, and to all of them: plain links,
 * so the filter works without JavaScript; the current one is marked.
 */
function KindFilter({
  q,
  kind,
  counts,
}: {
  q: string;
  kind: SearchKind | undefined;
  counts: Map<SearchKind, number>;
}) {
  const t = messages().search;
  const all = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const entries: [SearchKind | undefined, string, number][] = [
    [undefined, t.filter.all, all],
    ...KINDS.flatMap((k): [SearchKind, string, number][] =>
      counts.has(k) ? [[k, kindLabel(k), counts.get(k) ?? 0]] : [],
    ),
  ];
  return (
    <nav className="search-kinds" aria-label={t.filter.label}>
      <ul className="chips">
        {entries.map(([k, label, n]) => (
          <li key={k ?? ''}>
            <a
              href={href(PAGES.search, {}, { q, kind: k })}
              aria-current={k === kind ? 'page' : undefined}
            >
              {`${label} (${formatNumber(n)})`}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * After "no results": a word of the index that finds something, and the places a visitor may
 * look instead: the site map, the notices (when the institute shows them) and the contact page.
 */
function NoResults({
  q,
  suggestion,
  notices,
}: {
  q: string;
  suggestion: string | null;
  notices: boolean;
}) {
  const m = messages();
  const t = m.search.noResults;
  const places: [string, string][] = [
    [href(PAGES.siteMap, {}), m.a11y.siteMap],
    ...(notices ? [[href(PAGES.notices, {}), m.news.notices.title] as [string, string]] : []),
    [href(PAGES.contact, {}), m.frame.contactUs],
  ];
  return (
    <div className="search-none">
      {suggestion && suggestion !== q && (
        <p className="search-suggestion">
          {t.didYouMean.before}{' '}
          <a href={href(PAGES.search, {}, { q: suggestion })} lang={providerLang(suggestion)}>
            {suggestion}
          </a>
          {t.didYouMean.after}
        </p>
      )}
      <p id="search-elsewhere">{t.elsewhere}</p>
      <ul aria-labelledby="search-elsewhere">
        {places.map(([to, label]) => (
          <li key={to}>
            <a href={to}>{label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Results({ q, hits, total }: { q: string; hits: SearchHit[]; total: number }) {
  return (
    <>
      <p role="status" className="search-count">
        {resultCount(q, total, hits.length)}
      </p>
      {hits.length > 0 && (
        <ol className="search-results">
          {hits.map((hit, i) => (
            <li key={i}>
              <p className="search-kind">
                {kindLabel(hit.kind)}
                {hit.date && formatDate(hit.date) && (
                  <>
                    {' · '}
                    <time dateTime={hit.date}>{formatDate(hit.date)}</time>
                  </>
                )}
                {hit.file && <DocumentFactsLine fileKey={hit.file} as="span" lead=" · " />}
              </p>
              <h2 className="search-title" lang={providerLang(segmentsText(hit.title))}>
                <HitLink hit={hit}>
                  <Marked segments={hit.title} />
                </HitLink>
              </h2>
              {hit.excerpt.length > 0 && hit.inside ? (
                <p className="search-excerpt">
                  <span className="search-inside">{messages().search.insideDocument}</span>{' '}
                  <span lang={providerLang(segmentsText(hit.excerpt))}>
                    <Marked segments={hit.excerpt} />
                  </span>
                </p>
              ) : (
                hit.excerpt.length > 0 && (
                  <p className="search-excerpt" lang={providerLang(segmentsText(hit.excerpt))}>
                    <Marked segments={hit.excerpt} />
                  </p>
                )
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function HitLink({ hit, children }: { hit: SearchHit; children: ReactNode }) {
  if (hit.file)
    return (
      <FileLink fileKey={hit.file} fallback={children}>
        {children}
      </FileLink>
    );
  return hit.href ? <a href={hit.href}>{children}</a> : children;
}

searchData.get(
  PAGES.searchJson.pattern,
  queries(PAGES.searchJson, { q: ClampedText }),
  async (c) => {
    const { q } = c.req.valid('query');
    let body: SearchJson = { q: q ?? '', total: 0, hits: [] };
    if (q) {
      const p = c.var.provider;
      const index = await indexFor(c, () => loadFrame(p, c.var.site.insId).full);
      const { hits, total } = search(index, q, INSTANT_RESULTS, currentLang());
      const fileHref = fileHrefs(pageFilesOf(c));
      body = {
        q,
        total,
        hits: hits.flatMap((hit) => {
          const file = hit.file ? fileHref(hit.file) : undefined;
          const target = file ?? hit.href;
          if (!target) return [];
          return [
            {
              kind: kindLabel(hit.kind),
              title: hit.title,
              excerpt: hit.excerpt,
              href: target,
              ...(file ? { file: true as const } : {}),
            },
          ];
        }),
      };
    }
    // Answers change with the index: the browser asks again (the worker's answer is cheap).
    return c.json(body, 200, { 'Cache-Control': 'no-cache' });
  },
);

const xmlEscape = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** OpenSearch's ShortName holds at most 16 characters. */
const SHORT_NAME_MAX = 16;

searchData.get(PAGES.openSearch.pattern, (c) => {
  const { origin, name, shortName } = c.var.site;
  const t = messages().search.openSearch;
  const short = Array.from(shortName || name)
    .slice(0, SHORT_NAME_MAX)
    .join('')
    .trim();
  const results = `${origin}${href(PAGES.search, {})}?q={searchTerms}`;
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">',
    `  <ShortName>${xmlEscape(short || t.shortName)}</ShortName>`,
    `  <Description>${xmlEscape(name ? t.description(name) : t.thisSite)}</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    `  <Url type="text/html" method="get" template="${xmlEscape(results)}"/>`,
    `  <Url type="application/opensearchdescription+xml" rel="self" template="${xmlEscape(`${origin}${href(PAGES.openSearch, {})}`)}"/>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n');
  return c.body(body, 200, {
    'Content-Type': 'application/opensearchdescription+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
  });
});
