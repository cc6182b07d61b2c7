import { fullName, matchesQuery } from '../../lib/text';
import { href, PAGES } from '../../paths';
import { type Id, id } from '../../provider/params';
import type { Activity } from '../../provider/schemas/activity';
import { SearchableList } from '../Search';
import { Empty } from '../SectionNotice';

type Props = { activities: Activity[]; departmentId: Id; title: string; search: string };

/** Activities: Name, Academic Year, Type, Staff, Detail (spec 2.10), searchable by name. */
export function ActivityTable({ activities, departmentId, title, search }: Props) {
  if (activities.length === 0) return <Empty>No activities yet.</Empty>;
  const shown = activities.filter((a) => matchesQuery(a.activity_name, search));
  const action = href(PAGES.departmentTab, { departmentId, tab: 'activity' });
  const here = href(PAGES.departmentTab, { departmentId, tab: 'activity' }, { q: title });
  return (
    <SearchableList
      tableId="activity-table"
      label="Search activities by name"
      search={search}
      action={action}
      keep={{ q: title }}
      showAll={here}
      total={activities.length}
      shown={shown.length}
      noun="activities"
    >
      <table className="data" id="activity-table" data-search-table="">
        <caption className="visually-hidden">{`Activities of ${title}`}</caption>
        <thead>
          <tr>
            <th scope="col">Sr. No.</th>
            <th scope="col">Name</th>
            <th scope="col">Academic Year</th>
            <th scope="col">Type</th>
            <th scope="col">Staff</th>
            <th scope="col">Detail</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((a, i) => {
            const activityId = id(a._id);
            const name = a.activity_name || 'Activity';
            return (
              <tr key={a._id || i} data-search={a.activity_name.toLowerCase()}>
                <td data-label="Sr. No.">{i + 1}</td>
                <td data-label="Name">{name}</td>
                <td data-label="Academic Year">{a.activity_batch.batchName}</td>
                <td data-label="Type">{a.activity_type}</td>
                <td data-label="Staff">
                  {fullName(
                    a.activity_staff.staffFirstName,
                    a.activity_staff.staffMiddleName,
                    a.activity_staff.staffLastName,
                  )}
                </td>
                <td data-label="Detail">
                  {activityId && (
                    <a href={href(PAGES.activity, { departmentId, activityId })}>
                      View<span className="visually-hidden"> {name}</span>
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
