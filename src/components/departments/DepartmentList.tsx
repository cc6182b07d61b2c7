import { messages } from '../../i18n/catalogue';
import { providerLang } from '../../i18n/content';
import { href, PAGES } from '../../paths';
import { id } from '../../provider/params';
import type { DepartmentRef } from '../../provider/schemas/department';

/** Departments by name, each linking to its page; entries without a usable id are listed unlinked. */
export function DepartmentList({
  heading,
  departments,
  headingId = 'departments-heading',
}: {
  heading: string;
  departments: DepartmentRef[];
  /** The heading's id, unique on the page (the department index has two lists). */
  headingId?: string;
}) {
  const t = messages().departments;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} lang={providerLang(heading)}>
        {heading}
      </h2>
      <ul className="link-list">
        {departments.map((d, i) => {
          const departmentId = id(d._id);
          const name = d.dName || t.department;
          const link = departmentId && href(PAGES.department, { departmentId }, { q: d.dName });
          const lang = providerLang(d.dName);
          return (
            <li key={d._id || i} lang={lang}>
              {link ? <a href={link}>{name}</a> : name}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
