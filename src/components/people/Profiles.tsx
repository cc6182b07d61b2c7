import type { Accreditation, Administration } from '../../provider/schemas/profile';
import { nameFromKey } from '../../lib/files';
import { fileUrl } from '../../lib/url';
import { CardTitle } from '../CardTitle';
import { DEFAULT_AVATAR } from '../PeopleTable';
import { RichText } from '../RichText';
import { Empty } from '../SectionNotice';

/** One leading person (spec 2.9 Administration): position, photo, legal name, message. */
export function AdministrationProfile({ person, filesBase }: { person: Administration; filesBase: string }) {
  const name = person.leading_person.userLegalName;
  const position = person.leading_person_position;
  const photo = fileUrl(filesBase, person.leading_person.profilePhoto);
  return (
    <section aria-labelledby="person-heading" className="person-message">
      <h2 id="person-heading">{position || name || 'Administration'}</h2>
      <figure className="person">
        <img src={photo ?? DEFAULT_AVATAR} alt={name ? `Photo of ${name}` : 'Photo'} width="200" height="200" style={{ objectFit: 'cover' }} />
        <figcaption>
          {name && <strong>{name}</strong>}
          {position && <span className="designation">{name ? ', ' : ''}{position}</span>}
        </figcaption>
      </figure>
      <RichText text={person.leading_person_message} empty="No message yet." />
    </section>
  );
}

/** One accreditation (spec 2.9 Accrediation): about text, image and a Certificates grid with View Detail. */
export function AccreditationDetail({ item, filesBase }: { item: Accreditation; filesBase: string }) {
  const image = fileUrl(filesBase, item.image);
  const certificates = item.combined.filter((cert) => cert.c_name || cert.c_attach);
  return (
    <>
      {(image || item.about.trim()) && (
        <section aria-labelledby="accreditation-heading">
          <h2 id="accreditation-heading">{item.name || 'Accreditation'}</h2>
          {image && (
            <a href={image} data-file-viewer="" target="_blank" rel="noopener">
              <img src={image} alt={item.name || 'Accreditation'} width="640" height="360" style={{ maxWidth: '100%', height: 'auto' }} />
            </a>
          )}
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
              const file = fileUrl(filesBase, cert.c_attach);
              const name = cert.c_name || nameFromKey(cert.c_attach) || 'Certificate';
              return (
                <li key={cert._id || i} className="card">
                  <CardTitle alone={!file}>{name}</CardTitle>
                  {file && (
                    <a className="button" href={file} data-file-viewer="" target="_blank" rel="noopener">
                      View Detail<span className="visually-hidden">: {name}</span>
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
