/**
 * Searchable tables (spec 5): a GET form the server applies (works without JavaScript), and rows
 * carrying `data-search` text that client/main.ts filters live as the visitor types.
 */
export function SearchForm({ tableId, label, value, action }: { tableId: string; label: string; value: string; action: string }) {
  return (
    <form className="search-form" method="get" action={action} role="search">
      <label htmlFor={`${tableId}-search`}>{label}</label>
      <input id={`${tableId}-search`} name="search" type="search" defaultValue={value} maxLength={120} data-search-for={tableId} autoComplete="off" />
      <button className="button" type="submit">Search</button>
    </form>
  );
}
