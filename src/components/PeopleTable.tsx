import { messages } from '../i18n/catalogue';
import { providerLang } from '../i18n/content';
import { formatNumber } from '../i18n/format';
import { FileImage } from './FileLink';

export const DEFAULT_AVATAR = '/img/default-avatar.svg';

export type PersonRow = { id: string; name: string; photoKey: string; cells: string[] };

/**
 * A table of people: Sr. No., Photo, Name, then the given columns (Designation, Department,
 * Description...). On small screens each row stacks, labelled by its column (CSS data-label).
 */
export function PeopleTable({
  rows,
  columns,
  caption,
  id,
}: {
  rows: PersonRow[];
  columns: string[];
  caption: string;
  id?: string;
}) {
  const t = messages().common.people;
  if (rows.length === 0) return <p className="empty">{t.none}</p>;
  return (
    <table className="data" id={id} data-search-table={id ? '' : undefined}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.serial}</th>
          <th scope="col">{t.photo}</th>
          <th scope="col">{t.name}</th>
          {columns.map((col) => (
            <th scope="col" key={col}>
              {col}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={row.id || i} data-search={row.name.toLowerCase()}>
            <td data-label={t.serial}>{formatNumber(i + 1)}</td>
            <td data-label={t.photo}>
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
            <td data-label={t.name} lang={providerLang(row.name)}>
              {row.name}
            </td>
            {row.cells.map((cell, j) => (
              <td key={j} data-label={columns[j]} lang={providerLang(cell)}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
