/** The three inner tabs of one committee (spec 2.5): About, Compositions, Meetings. */

import { messages } from '../../i18n/catalogue';
import { fileTitle } from '../../lib/files';
import { fullName } from '../../lib/text';
import { hasFile } from '../../lib/url';
import type { CommitteeDetail, Member } from '../../provider/schemas/committee';
import type { Attachment } from '../../provider/schemas/common';
import { CardTitle } from '../CardTitle';
import { FileLink } from '../FileLink';
import { PeopleTable, type PersonRow } from '../PeopleTable';
import { Empty } from '../SectionNotice';
import { SubHeadings } from '../SubHeadings';

/**
 * A member as a table row: the staff or the student it holds, name from first, optional middle and
 * last name. Null when it holds no one with a name: the provider sends `staff: null` and no student
 * for a member whose record was deleted, and such a member is left out.
 */
function memberRow(m: Member): PersonRow | null {
  const person = m.staff
    ? {
        name: fullName(m.staff.staffFirstName, m.staff.staffMiddleName, m.staff.staffLastName),
        photoKey: m.staff.staffProfilePhoto,
      }
    : m.student
      ? {
          name: fullName(
            m.student.studentFirstName,
            m.student.studentMiddleName,
            m.student.studentLastName,
          ),
          photoKey: m.student.studentProfilePhoto,
        }
      : null;
  return person?.name ? { id: m._id, ...person, cells: [m.designation] } : null;
}

export function CommitteeAbout({ detail }: { detail: CommitteeDetail | null }) {
  const t = messages().campus.committees;
  return (
    <section aria-labelledby="committee-about">
      <h2 id="committee-about">{t.about}</h2>
      <SubHeadings sections={detail?.about ?? []} headingLevel={3} empty={t.noAbout} />
    </section>
  );
}

/** Sr. No., Photo, Name, Designation; stacked on small screens (PeopleTable). */
export function CommitteeComposition({
  members,
  committee,
}: {
  members: Member[];
  committee: string;
}) {
  const { committees: t, shared } = messages().campus;
  const rows = members.flatMap((m) => memberRow(m) ?? []);
  return (
    <section aria-labelledby="committee-composition">
      <h2 id="committee-composition">{t.compositions}</h2>
      {rows.length > 0 ? (
        <PeopleTable rows={rows} columns={[shared.designation]} caption={t.membersOf(committee)} />
      ) : (
        <Empty>{t.noMembers}</Empty>
      )}
    </section>
  );
}

/** Meeting cards: the name and a View Detail button opening the minutes in the viewer. */
export function CommitteeMeetings({ meetings }: { meetings: Attachment[] }) {
  const { committees: t, shared } = messages().campus;
  return (
    <section aria-labelledby="committee-meetings">
      <h2 id="committee-meetings">{t.meetings}</h2>
      {meetings.length === 0 ? (
        <Empty>{t.noMeetings}</Empty>
      ) : (
        <ul className="cards">
          {meetings.map((meeting, i) => {
            const name = fileTitle(meeting.name, meeting.attach, t.meeting);
            return (
              <li key={meeting._id || i} className="card">
                <CardTitle alone={!hasFile(meeting.attach)}>{name}</CardTitle>
                <FileLink className="button" fileKey={meeting.attach}>
                  {shared.viewDetail}
                  <span className="visually-hidden">: {name}</span>
                </FileLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
