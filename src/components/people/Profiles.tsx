import { fileTitle } from '../../lib/files';
import { hasFile } from '../../lib/url';
import type { Accreditation, Administration } from '../../provider/schemas/profile';
import { CardTitle } from '../CardTitle';
import { FileImage, FileLink } from '../FileLink';
import { DEFAULT_AVATAR } from '../PeopleTable';
import { RichText } from '../RichText';
import { Empty } from '../SectionNotice';

/** One leading person (spec 2.9 Administration): position, photo, legal name, message. */
export function AdministrationProfile({ person }: { person: Administration }) {
  const name = person.leading_person.userLegalName;
  const position = person.leading_person_position;
  return (
    <section aria-labelledby="person-heading" className="person-message">
      <h2 id="person-heading">{position || name || 'Administration'}</h2>
      <figure className="person">
        <FileImage
          fileKey={person.leading_person.profilePhoto}
          fallback={DEFAULT_AVATAR}
          alt={name ? `Photo of ${name}` : 'Photo'}
          width="200"
          height="200"
          style={{ objectFit: 'cover' }}
        />
        <figcaption>
          {name && <strong>{name}</strong>}
          {position && (
            <span className="designation">
              {name ? ', ' : ''}
              {position}
            </span>
          )}
        </figcaption>
      </figure>
      <RichText text={person.leading_person_message} empty="No message yet." />
    </section>
  );
}

/** One accreditation (spec 2.9 Accrediation): about text, image and a Certificates grid with View Detail. */
export function AccreditationDetail({ item }: { item: Accreditation }) {
  const image = hasFile(item.image);
  const certificates = item.combined.filter((cert) => cert.c_name || cert.c_attach);
  return (
    <>
      {(image || item.about.trim()) && (
        <section aria-labelledby="accreditation-heading">
          <h2 id="accreditation-heading">{item.name || 'Accreditation'}</h2>
          <FileLink fileKey={item.image}>
            <FileImage
              fileKey={item.image}
              alt={item.name || 'Accreditation'}
              width="640"
              height="360"
              style={{ maxWidth: '100%', height: 'auto' }}
            />
          </FileLink>
          <RichText text={item.about} empty="" />
        </section>
      )}
      <section aria-labelledby="certificates-heading">
        <h2 id="certificates-heading">Certificates</h2>
        {certificates.length === 0 ? (
          <Empty>No certificates yet.</Empty>
        ) : (
          <ul className="cards">
            {certificates.map((cert, i) => {
              const name = fileTitle(cert.c_name, cert.c_attach, 'Certificate');
              return (
                <li key={cert._id || i} className="card">
                  <CardTitle alone={!hasFile(cert.c_attach)}>{name}</CardTitle>
                  <FileLink className="button" fileKey={cert.c_attach}>
                    View Detail<span className="visually-hidden">: {name}</span>
                  </FileLink>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
