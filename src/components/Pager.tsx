/** The links around a paged list: its pages (numbered, previous and next) and its years. */
import { pagerNumbers } from '../lib/paging';

/** Numbered page links with previous and next (`rel="prev"`/`rel="next"`); nothing for one page. */
export function Pager({
  page,
  pages,
  at,
}: {
  page: number;
  pages: number;
  at: (n: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label="Pages">
      <ul>
        {page > 1 && (
          <li>
            <a href={at(page - 1)} rel="prev">
              Previous<span className="visually-hidden"> page</span>
            </a>
          </li>
        )}
        {pagerNumbers(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <a href={at(n)} aria-current={n === page ? 'page' : undefined}>
                <span className="visually-hidden">Page </span>
                {n}
              </a>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <a href={at(page + 1)} rel="next">
              Next<span className="visually-hidden"> page</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** "All years" and each year the list carries, the chosen one current; nothing for one year or none. */
export function YearLinks({
  years,
  year,
  at,
  label,
}: {
  years: readonly string[];
  year: string | undefined;
  at: (year: string | undefined) => string;
  label: string;
}) {
  if (years.length < 2 && !year) return null;
  return (
    <nav aria-label={label}>
      <ul className="chips">
        <li>
          <a href={at(undefined)} aria-current={year ? undefined : 'page'}>
            All years
          </a>
        </li>
        {years.map((y) => (
          <li key={y}>
            <a href={at(y)} aria-current={y === year ? 'page' : undefined}>
              {y}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
