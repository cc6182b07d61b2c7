/** The three inner tabs of one committee (spec 2.5): About, Compositions, Meetings. */

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
export function memberRow(m: Member): PersonRow | null {
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
  return (
    <section aria-labelledby="committee-about">
      <h2 id="committee-about">About</h2>
      <SubHeadings
        sections={detail?.about ?? []}
        headingLevel={3}
        empty="Nothing about this committee yet."
      />
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
  const rows = members.flatMap((m) => memberRow(m) ?? []);
  return (
    <section aria-labelledby="committee-composition">
      <h2 id="committee-composition">Compositions</h2>
      {rows.length > 0 ? (
        <PeopleTable rows={rows} columns={['Designation']} caption={`Members of ${committee}`} />
      ) : (
        <Empty>No members listed yet.</Empty>
      )}
    </section>
  );
}

/** Meeting cards: the name and a View Detail button opening the minutes in the viewer. */
export function CommitteeMeetings({ meetings }: { meetings: Attachment[] }) {
  return (
    <section aria-labelledby="committee-meetings">
      <h2 id="committee-meetings">Meetings</h2>
      {meetings.length === 0 ? (
        <Empty>No meetings yet.</Empty>
      ) : (
        <ul className="cards">
          {meetings.map((meeting, i) => {
            const name = fileTitle(meeting.name, meeting.attach, 'Meeting');
            return (
              <li key={meeting._id || i} className="card">
                <CardTitle alone={!hasFile(meeting.attach)}>{name}</CardTitle>
                <FileLink className="button" fileKey={meeting.attach}>
                  View Detail<span className="visually-hidden">: {name}</span>
                </FileLink>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
