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
  if (rows.length === 0) return <p className="empty">No members to show.</p>;
  return (
    <table className="data" id={id} data-search-table={id ? '' : undefined}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Sr. No.</th>
          <th scope="col">Photo</th>
          <th scope="col">Name</th>
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
            <td data-label="Sr. No.">{i + 1}</td>
            <td data-label="Photo">
              <FileImage
                fileKey={row.photoKey}
                fallback={DEFAULT_AVATAR}
                alt={row.name ? `Photo of ${row.name}` : 'Photo'}
                loading="lazy"
                width="48"
                height="48"
              />
            </td>
            <td data-label="Name">{row.name}</td>
            {row.cells.map((cell, j) => (
              <td key={j} data-label={columns[j]}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
