import { messages } from '../../i18n/catalogue';
import { fullName, matchesQuery } from '../../lib/text';
import { href, PAGES } from '../../paths';
import { type Id, id } from '../../provider/params';
import type { Activity } from '../../provider/schemas/activity';
import { SearchableList } from '../Search';
import { Empty } from '../SectionNotice';

type Props = { activities: Activity[]; departmentId: Id; title: string; search: string };

/** Activities: Name, Academic Year, Type, Staff, Detail (spec 2.10), searchable by name. */
export function ActivityTable({ activities, departmentId, title, search }: Props) {
  const t = messages().departments.activities;
  if (activities.length === 0) return <Empty>{t.none}</Empty>;
  const columns = [t.number, t.name, t.academicYear, t.type, t.staff, t.detail];
  const shown = activities.filter((a) => matchesQuery(a.activity_name, search));
  const action = href(PAGES.departmentTab, { departmentId, tab: 'activity' });
  const here = href(PAGES.departmentTab, { departmentId, tab: 'activity' }, { q: title });
  return (
    <SearchableList
      tableId="activity-table"
      label={t.search}
      search={search}
      action={action}
      keep={{ q: title }}
      showAll={here}
      total={activities.length}
      shown={shown.length}
      noun={t.noun}
    >
      <table className="data" id="activity-table" data-search-table="">
        <caption className="visually-hidden">{t.caption(title)}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((a, i) => {
            const activityId = id(a._id);
            const name = a.activity_name || t.activity;
            return (
              <tr key={a._id || i} data-search={a.activity_name.toLowerCase()}>
                <td data-label={t.number}>{i + 1}</td>
                <td data-label={t.name}>{name}</td>
                <td data-label={t.academicYear}>{a.activity_batch.batchName}</td>
                <td data-label={t.type}>{a.activity_type}</td>
                <td data-label={t.staff}>
                  {fullName(
                    a.activity_staff.staffFirstName,
                    a.activity_staff.staffMiddleName,
                    a.activity_staff.staffLastName,
                  )}
                </td>
                <td data-label={t.detail}>
                  {activityId && (
                    <a href={href(PAGES.activity, { departmentId, activityId })}>
                      {t.view}
                      <span className="visually-hidden"> {name}</span>
                    </a>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </SearchableList>
  );
}
