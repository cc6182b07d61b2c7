import { fullName, matchesQuery } from '../../lib/text';
import { href, PAGES } from '../../paths';
import type { Id } from '../../provider/params';
import type { Staff } from '../../provider/schemas/staff';
import { PeopleTable, type PersonRow } from '../PeopleTable';
import { SearchableList } from '../Search';
import { Empty } from '../SectionNotice';

type Props = {
  staff: Staff[];
  departmentId: Id;
  title: string;
  search: string;
};

/** The department's staff with their designations, searchable by name (`?search=`, keeping `?q=`). */
export function FacultyTable({ staff, departmentId, title, search }: Props) {
  if (staff.length === 0) return <Empty>No faculty in this department yet.</Empty>;
  const rows: PersonRow[] = staff.map((s) => ({
    id: s._id,
    name: fullName(s.staffFirstName, s.staffMiddleName, s.staffLastName),
    photoKey: s.staffProfilePhoto,
    cells: [s.current_designation],
  }));
  const shown = rows.filter((row) => matchesQuery(row.name, search));
  const action = href(PAGES.departmentTab, { departmentId, tab: 'faculty' });
  const here = href(PAGES.departmentTab, { departmentId, tab: 'faculty' }, { q: title });
  return (
    <SearchableList
      tableId="faculty-table"
      label="Search faculty by name"
      search={search}
      action={action}
      keep={{ q: title }}
      showAll={here}
      total={rows.length}
      shown={shown.length}
      noun="faculty"
    >
      <PeopleTable
        id="faculty-table"
        caption={`Faculty of ${title}`}
        columns={['Designation']}
        rows={shown}
      />
    </SearchableList>
  );
}
