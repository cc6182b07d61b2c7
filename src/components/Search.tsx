import type { ReactNode } from 'react';
import { messages } from '../i18n/catalogue';
import { formatNumber } from '../i18n/format';
import { Empty } from './SectionNotice';

/**
 * Searchable tables (spec 5): a GET form the server applies (works without JavaScript), and rows
 * carrying `data-search` text that client/behaviours.ts filters live as the visitor types.
 * `keep` holds query values the page needs besides the search (a department's `?q=` title).
 */
export function SearchForm({
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
 * The search form over a list, the "n of m match" status with a way back to the whole list, and
 * the table (children) or a no-match notice. `showAll` is the page's URL without the search.
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
      {search && (
        <p role="status">
          {t.matches(formatNumber(shown), formatNumber(total), noun, search)}{' '}
          <a href={showAll}>{t.showAll}</a>
        </p>
      )}
      {shown === 0 ? <Empty>{t.noMatch(noun)}</Empty> : children}
    </>
  );
}
