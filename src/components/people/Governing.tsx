import { messages } from '../../i18n/catalogue';
import type { Result } from '../../provider/client';
import type { GoverningMember } from '../../provider/schemas/governing';
import { PeopleTable } from '../PeopleTable';
import { Empty, SectionNotice } from '../SectionNotice';
import { TabBar } from '../TabBar';

/** A governing-body category whose id has been checked by the route. */
export type CategoryLink = { id: string; label: string; href: string };

/** Category tabs of a governing body (institute or society). */
export function GoverningCategoryTabs({
  categories,
  active,
}: {
  categories: Result<CategoryLink[]>;
  active?: string;
}) {
  const t = messages().campus.shared;
  if (!categories.ok) return <SectionNotice what={t.governingBodyCategories} />;
  if (categories.value.length === 0) return <Empty>{t.noGoverningBodyCategories}</Empty>;
  return (
    <TabBar
      label={t.governingBodyCategories}
      tabs={categories.value.map((cat) => ({
        label: cat.label,
        href: cat.href,
        active: cat.id === active,
      }))}
    />
  );
}

/** Members of one category: Sr. No., Photo (default avatar when none), Name, Designation, Description. */
export function GoverningMembersTable({
  members,
  caption,
}: {
  members: Result<GoverningMember[]>;
  caption: string;
}) {
  const t = messages().campus.shared;
  if (!members.ok) return <SectionNotice what={t.governingBodyMembers} />;
  return (
    <PeopleTable
      caption={caption}
      columns={[t.designation, t.description]}
      rows={members.value.map((m) => ({
        id: m._id,
        name: m.body_name,
        photoKey: m.body_photo,
        cells: [m.body_designation, m.body_description],
      }))}
    />
  );
}
