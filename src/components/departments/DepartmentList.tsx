import { href, PAGES } from '../../paths';
import { id } from '../../provider/params';
import type { DepartmentRef } from '../../provider/schemas/department';

/** Departments by name, each linking to its page; entries without a usable id are listed unlinked. */
export function DepartmentList({
  heading,
  departments,
}: {
  heading: string;
  departments: DepartmentRef[];
}) {
  return (
    <section aria-labelledby="departments-heading">
      <h2 id="departments-heading">{heading}</h2>
      <ul className="link-list">
        {departments.map((d, i) => {
          const departmentId = id(d._id);
          const name = d.dName || 'Department';
          const link = departmentId && href(PAGES.department, { departmentId }, { q: d.dName });
          return <li key={d._id || i}>{link ? <a href={link}>{name}</a> : name}</li>;
        })}
      </ul>
    </section>
  );
}
