/**
 * The site search form (issue 18). Server HTML is a plain GET form to the results page, which
 * works without JavaScript. Hydrated (on the first focus or pointer over it: its code loads only
 * then), results appear below the field as the visitor types: debounced, from this worker's
 * `/search.json` (the worker answers from the institute's index, never asking the provider).
 * ArrowDown moves from the field into the results and ArrowUp/ArrowDown between them, Enter
 * follows the focused one (a document opens in the viewer), Escape clears the field and closes
 * the list, and focus leaving the form hides it; a live status says how many matched.
 */
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Marked } from '../../src/components/Marked';
import type { SearchJson } from '../../src/lib/searchText';
import { StrokeIcon } from '../components/StrokeIcon';
import { useHydrated } from '../lib/layers';

/** The form's words in the page's language; `{q}` is the query, `{n}` a count. */
export type SiteSearchLabels = {
  /** The field's label and placeholder. */
  field: string;
  submit: string;
  failed: string;
  none: string;
  /** The live count, by the count's plural category (`Intl.PluralRules` of the page's language). */
  one: string;
  other: string;
  /** The link to the results page when the list shows only the best. */
  all: string;
};

type SiteSearchProps = {
  id: string;
  /** The form's accessible name (each search landmark of a page has its own). */
  label: string;
  labels: SiteSearchLabels;
  /** The results page. */
  action: string;
  /** The JSON results of the instant list. */
  endpoint: string;
  value?: string;
  /** Focus the field as the page loads (the search page without a query: nothing else to do there). */
  autoFocus?: boolean;
};

/**
 * A label with its `{n}` and `{q}` filled in (written here rather than shared with the carousel's
 * `fill`, which would cost a chunk of its own).
 */
const fill = (label: string, n: number, q = '') =>
  label.replace('{n}', () => String(n)).replace('{q}', () => q);

/** Wait after the last keystroke before asking. */
const DEBOUNCE_MS = 200;
/** Fewer characters than this ask nothing (one letter matches half the site). */
const MIN_CHARS = 2;

export default function SiteSearch({
  id,
  label,
  labels: t,
  action,
  endpoint,
  value = '',
  autoFocus = false,
}: SiteSearchProps) {
  const hydrated = useHydrated();
  const [answer, setAnswer] = useState<SearchJson | null>(null);
  // The list shows while focus is in the form; leaving it hides the list, coming back shows it.
  const [inside, setInside] = useState(true);
  const [failed, setFailed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<AbortController | null>(null);

  const clear = () => {
    clearTimeout(timer.current);
    pending.current?.abort();
    setAnswer(null);
    setFailed(false);
  };

  const ask = (text: string) => {
    clearTimeout(timer.current);
    const q = text.trim();
    if (Array.from(q).length < MIN_CHARS) return clear();
    timer.current = setTimeout(async () => {
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      try {
        const response = await fetch(`${endpoint}?q=${encodeURIComponent(q)}`, {
          headers: { accept: 'application/json' },
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        setAnswer((await response.json()) as SearchJson);
        setInside(true);
        setFailed(false);
      } catch (error) {
        if (controller.signal.aborted) return;
        setFailed(true);
        console.error('site search:', error);
      }
    }, DEBOUNCE_MS);
  };

  // Words typed before the code arrived (it loads on the field's first focus) are searched too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed.trim() && typed !== value) ask(typed);
    return () => clearTimeout(timer.current);
  }, []);

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];

  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && links().length > 0) {
      event.preventDefault();
      links()[0].focus();
    } else if (event.key === 'Escape' && (event.currentTarget.value || answer)) {
      event.preventDefault();
      event.currentTarget.value = '';
      clear();
    }
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      all[Math.min(at + 1, all.length - 1)]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (at <= 0) input.current?.focus();
      else all[at - 1].focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (input.current) input.current.value = '';
      clear();
      input.current?.focus();
    }
  };

  const shown = answer;
  const status = failed
    ? t.failed
    : shown
      ? fill(
          shown.total === 0
            ? t.none
            : new Intl.PluralRules(document.documentElement.lang).select(shown.total) === 'one'
              ? t.one
              : t.other,
          shown.total,
          shown.q,
        )
      : '';

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is new; role=search works everywhere
    <form
      className="site-search"
      method="get"
      action={action}
      role="search"
      aria-label={label}
      onFocus={() => setInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setInside(false);
      }}
    >
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {t.field}
      </label>
      <input
        ref={input}
        id={`${id}-q`}
        name="q"
        type="search"
        defaultValue={value}
        // biome-ignore lint/a11y/noAutofocus: only on the search page before a search, reached to type one
        autoFocus={autoFocus}
        placeholder={t.field}
        maxLength={120}
        autoComplete="off"
        enterKeyHint="search"
        aria-controls={hydrated ? `${id}-results` : undefined}
        onInput={(event) => ask(event.currentTarget.value)}
        onKeyDown={onFieldKey}
      />
      <button className="site-search-submit" type="submit">
        <StrokeIcon name="search" />
        <span className="visually-hidden">{t.submit}</span>
      </button>
      {hydrated && (
        <>
          <p className="visually-hidden" role="status">
            {status}
          </p>
          <div
            className="site-search-panel"
            id={`${id}-results`}
            hidden={!inside || (!shown && !failed)}
          >
            {shown && shown.hits.length > 0 && (
              <ul ref={list} className="site-search-list" onKeyDown={onListKey}>
                {shown.hits.map((hit, i) => (
                  <li key={`${hit.href}-${i}`}>
                    <a
                      href={hit.href}
                      {...(hit.file
                        ? { 'data-file-viewer': '', target: '_blank', rel: 'noopener' }
                        : {})}
                    >
                      <span className="search-kind">{hit.kind}</span>{' '}
                      <span className="site-search-title">
                        <Marked segments={hit.title} />
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
            <p className="site-search-more">
              {shown && shown.total > shown.hits.length ? (
                <a href={`${action}?q=${encodeURIComponent(shown.q)}`}>
                  {fill(t.all, shown.total)}
                </a>
              ) : (
                status
              )}
            </p>
          </div>
        </>
      )}
    </form>
  );
}
