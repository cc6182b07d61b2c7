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
 * The search form over a list, a status that says how the search went, said once: "4 of 143 staff
 * match “ab”." while some row matches, "No staff match “ab”." when none does (a `role="status"`
 * region that client/behaviours.ts rewrites as the visitor types, from the `{shown}`/`{search}`
 * templates it carries), then the table (children). Beside a count, Show all goes to the page
 * without the search (`showAll`); beside the no-match line, Clear goes there too, and the script
 * keeps it hidden while some row matches and, when the page came without a search, clears in
 * place.
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
  const status = !search
    ? ''
    : shown > 0
      ? t.matches(formatNumber(shown), formatNumber(total), noun, search)
      : t.noMatch(noun, search);
  return (
    <>
      <SearchForm tableId={tableId} label={label} value={search} action={action} keep={keep} />
      <p className="search-count">
        <span
          role="status"
          data-search-status={tableId}
          data-template={t.matches('{shown}', formatNumber(total), noun, '{search}')}
          data-template-none={t.noMatch(noun, '{search}')}
          data-locale={intlLocale()}
        >
          {status}
        </span>
        {search && shown > 0 && (
          <>
            {' '}
            <a href={showAll}>{t.showAll}</a>
          </>
        )}
        <span data-search-none={tableId} hidden={shown > 0}>
          {' '}
          <a href={showAll} data-search-clear={tableId}>
            {t.clear}
          </a>
        </span>
      </p>
      {shown > 0 && children}
    </>
  );
}
