import { messages } from '../i18n/catalogue';
import { providerLang } from '../i18n/content';
import { formatNumber, intlLocale } from '../i18n/format';
import { groupBy } from '../lib/groups';
import { FileImage } from './FileLink';

export const DEFAULT_AVATAR = '/img/default-avatar.svg';

export type PersonRow = { id: string; name: string; photoKey: string; cells: string[] };

/**
 * A table of people: Sr. No., Photo, Name, then the given columns (Designation, Department,
 * Description...), its widths fixed so a filter does not move them. On small screens each person
 * is one compact row: the photo beside the name, the other columns on a line below (CSS).
 * `grouping` (needs `id`): the rows under a heading row for each value of one column (a
 * department), sorted, with jump links to them above the table (`label` names that list); on a
 * phone the row's own cell of that column is left to screen readers, the heading shows it.
 */
export function PeopleTable({
  rows,
  columns,
  caption,
  id,
  grouping,
}: {
  rows: PersonRow[];
  columns: string[];
  caption: string;
  id?: string;
  grouping?: { column: number; label: string; other: string };
}) {
  const t = messages().common.people;
  if (rows.length === 0) return <p className="empty">{t.none}</p>;
  const compare = new Intl.Collator(intlLocale()).compare;
  const bodies =
    id && grouping
      ? groupBy(rows, (row) => row.cells[grouping.column] ?? '', grouping.other, compare)
      : [{ label: '', items: rows }];
  const groupId = (n: number) => `${id}-group-${n + 1}`;
  const offsets = bodies.map((_, n) =>
    bodies.slice(0, n).reduce((sum, body) => sum + body.items.length, 0),
  );
  return (
    <>
      {bodies.length > 1 && grouping && (
        <nav className="jump-list" aria-label={grouping.label} data-jump-for={id}>
          <ul>
            {bodies.map((body, n) => (
              <li key={body.label}>
                <a href={`#${groupId(n)}`} lang={providerLang(body.label)}>
                  {body.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <table className="data people" id={id} data-search-table={id ? '' : undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="serial">
              {t.serial}
            </th>
            <th scope="col" className="photo">
              {t.photo}
            </th>
            <th scope="col" className="name">
              {t.name}
            </th>
            {columns.map((col) => (
              <th scope="col" key={col}>
                {col}
              </th>
            ))}
          </tr>
        </thead>
        {bodies.map((body, n) => (
          <tbody key={body.label || n}>
            {body.label && (
              <tr className="group">
                <th
                  scope="rowgroup"
                  colSpan={3 + columns.length}
                  id={groupId(n)}
                  lang={providerLang(body.label)}
                >
                  {body.label}
                </th>
              </tr>
            )}
            {body.items.map((row, i) => (
              <tr key={row.id || i} data-search={row.name.toLowerCase()}>
                <td className="serial" data-label={t.serial}>
                  {formatNumber(offsets[n] + i + 1)}
                </td>
                <td className="photo" data-label={t.photo}>
                  <FileImage
                    fileKey={row.photoKey}
                    fallback={DEFAULT_AVATAR}
                    alt={row.name ? t.photoOf(row.name) : t.photo}
                    loading="lazy"
                    width={48}
                    height={48}
                    sizes="48px"
                  />
                </td>
                <td className="name" data-label={t.name} lang={providerLang(row.name)}>
                  {row.name}
                </td>
                {row.cells.map((cell, j) => (
                  <td
                    key={j}
                    className={j === grouping?.column ? 'detail grouped-by' : 'detail'}
                    data-label={columns[j]}
                    lang={providerLang(cell)}
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </>
  );
}
