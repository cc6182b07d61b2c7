import { messages } from '../../i18n/catalogue';
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
  const { people: t, shared } = messages().campus;
  return (
    <section aria-labelledby="person-heading" className="person-message">
      <h2 id="person-heading">{position || name || t.administration}</h2>
      <figure className="person">
        <FileImage
          fileKey={person.leading_person.profilePhoto}
          fallback={DEFAULT_AVATAR}
          alt={name ? shared.photoOf(name) : shared.photo}
          width={200}
          height={200}
          sizes="200px"
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
      <RichText text={person.leading_person_message} empty={shared.noMessage} />
    </section>
  );
}

/** One accreditation (spec 2.9 Accrediation): about text, image and a Certificates grid with View Detail. */
export function AccreditationDetail({ item }: { item: Accreditation }) {
  const image = hasFile(item.image);
  const certificates = item.combined.filter((cert) => cert.c_name || cert.c_attach);
  const { people: t, shared } = messages().campus;
  return (
    <>
      {(image || item.about.trim()) && (
        <section aria-labelledby="accreditation-heading">
          <h2 id="accreditation-heading">{item.name || t.accreditation}</h2>
          <FileLink fileKey={item.image}>
            <FileImage
              fileKey={item.image}
              alt={item.name || t.accreditation}
              width={640}
              height={360}
              natural
            />
          </FileLink>
          <RichText text={item.about} empty="" />
        </section>
      )}
      <section aria-labelledby="certificates-heading">
        <h2 id="certificates-heading">{t.certificates}</h2>
        {certificates.length === 0 ? (
          <Empty>{t.noCertificates}</Empty>
        ) : (
          <ul className="cards">
            {certificates.map((cert, i) => {
              const name = fileTitle(cert.c_name, cert.c_attach, t.certificate);
              return (
                <li key={cert._id || i} className="card">
                  <CardTitle alone={!hasFile(cert.c_attach)}>{name}</CardTitle>
                  <FileLink className="button" fileKey={cert.c_attach}>
                    {shared.viewDetail}
                    <span className="visually-hidden">: {name}</span>
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
