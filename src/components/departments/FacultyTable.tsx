import { messages } from '../../i18n/catalogue';
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
  const t = messages().departments.faculty;
  if (staff.length === 0) return <Empty>{t.none}</Empty>;
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
      label={t.search}
      search={search}
      action={action}
      keep={{ q: title }}
      showAll={here}
      total={rows.length}
      shown={shown.length}
      noun={t.noun}
    >
      <PeopleTable
        id="faculty-table"
        caption={t.caption(title)}
        columns={[t.designation]}
        rows={shown}
      />
    </SearchableList>
  );
}
