import type { ReactNode } from 'react';
import { messages } from '../i18n/catalogue';
import { formatNumber, intlLocale } from '../i18n/format';

/**
 * Searchable tables (spec 5): a GET form the server applies (works without JavaScript), and rows
 * carrying `data-search` text that client/behaviours.ts filters live as the visitor types.
 * `keep` holds query values the page needs besides the search (a department's `?q=` title).
 */
function SearchForm({
  tableId,
  label,
  value,
  action,
  keep = {},
}: {
  tableId: string;
  label: string;
  value: string;
  action: string;
  keep?: Record<string, string>;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is new; role=search works everywhere
    <form className="search-form" method="get" action={action} role="search">
      {Object.entries(keep).map(
        ([name, kept]) => kept && <input key={name} type="hidden" name={name} value={kept} />,
      )}
      <label htmlFor={`${tableId}-search`}>{label}</label>
      <input
        id={`${tableId}-search`}
        name="search"
        type="search"
        defaultValue={value}
        maxLength={120}
        data-search-for={tableId}
        autoComplete="off"
      />
      <button className="button" type="submit">
        {messages().common.search.submit}
      </button>
    </form>
  );
}

/**
 * The search form over a list, a status that says how many rows match ("4 of 143 staff match
 * “ab”.", a `role="status"` region that client/behaviours.ts rewrites as the visitor types, from
 * the `{shown}`/`{search}` template it carries), the table (children), and a "No staff match “x”."
 * notice whose Clear link goes to the page without the search (`showAll`); the script keeps it
 * hidden while some row matches and, when the page came without a search, clears in place.
 */
export function SearchableList({
  tableId,
  label,
  search,
  action,
  showAll,
  keep,
  total,
  shown,
  noun,
  children,
}: {
  tableId: string;
  label: string;
  search: string;
  action: string;
  showAll: string;
  keep?: Record<string, string>;
  total: number;
  shown: number;
  noun: string;
  children: ReactNode;
}) {
  const t = messages().common.search;
  return (
    <>
      <SearchForm tableId={tableId} label={label} value={search} action={action} keep={keep} />
      <p className="search-count">
        <span
          role="status"
          data-search-status={tableId}
          data-template={t.matches('{shown}', formatNumber(total), noun, '{search}')}
          data-locale={intlLocale()}
        >
          {search && t.matches(formatNumber(shown), formatNumber(total), noun, search)}
        </span>
        {search && shown > 0 && (
          <>
            {' '}
            <a href={showAll}>{t.showAll}</a>
          </>
        )}
      </p>
      <p
        className="empty"
        data-search-none={tableId}
        data-template={t.noMatch(noun, '{search}')}
        hidden={shown > 0}
      >
        <span>{shown === 0 && t.noMatch(noun, search)}</span>{' '}
        <a href={showAll} data-search-clear={tableId}>
          {t.clear}
        </a>
      </p>
      {shown > 0 && children}
    </>
  );
}
