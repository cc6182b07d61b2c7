/** The links around a paged list: its pages (numbered, previous and next) and its years. */
import { messages } from '../i18n/catalogue';
import { formatNumber } from '../i18n/format';
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
  const t = messages().common.pager;
  return (
    <nav className="pager" aria-label={t.label}>
      <ul>
        {page > 1 && (
          <li>
            <a href={at(page - 1)} rel="prev">
              {t.previous}
              <span className="visually-hidden">{t.pageSuffix}</span>
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
                <span className="visually-hidden">{t.pagePrefix}</span>
                {formatNumber(n, false)}
              </a>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <a href={at(page + 1)} rel="next">
              {t.next}
              <span className="visually-hidden">{t.pageSuffix}</span>
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
            {messages().common.pager.allYears}
          </a>
        </li>
        {years.map((y) => (
          <li key={y}>
            <a href={at(y)} aria-current={y === year ? 'page' : undefined}>
              {/^\d+$/.test(y) ? formatNumber(Number(y), false) : y}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
