/**
 * The admission pages' content (spec 2.3): QR codes by language, the document checklist, the
 * application groups with their lazily loaded details. Props only; the route decides hrefs.
 */
import type { ReactNode } from 'react';
import { fileTitle } from '../../lib/files';
import { hasFile } from '../../lib/url';
import { href, PAGES } from '../../paths';
import type { AdmissionSite, Application } from '../../provider/schemas/admission';
import { FileImage, FileLink, useFileUrl } from '../FileLink';
import { TabBar } from '../frame/InnerPage';
import { LazyDetails } from '../LazyDetails';
import { RichText } from '../RichText';
import { Empty, SectionNotice } from '../SectionNotice';

export const QR_LANGUAGES = [
  ['english', 'English'],
  ['hindi', 'Hindi'],
  ['marathi', 'Marathi'],
] as const;
export type QrLanguage = (typeof QR_LANGUAGES)[number][0];

/**
 * Scan QR-Code: a language switch (links, `?active=`), the QR image of that language opening in
 * the viewer, and a Download App link for mobile (the store the route chose by user agent).
 */
export function AdmissionProcess({
  language,
  qrKey,
  storeUrl,
}: {
  language: QrLanguage;
  qrKey: string | null;
  storeUrl: string;
}) {
  const languageLabel = QR_LANGUAGES.find(([key]) => key === language)?.[1] ?? language;
  return (
    <section aria-labelledby="admission-qr">
      <h2 id="admission-qr">Scan QR-Code</h2>
      <TabBar
        label="QR code language"
        tabs={QR_LANGUAGES.map(([key, label]) => ({
          label,
          href: href(PAGES.admissionProcess, {}, { active: key }),
          active: key === language,
        }))}
      />
      {qrKey === null ? (
        <SectionNotice what="The QR code" />
      ) : hasFile(qrKey) ? (
        <p>
          <FileLink fileKey={qrKey}>
            <FileImage
              fileKey={qrKey}
              alt={`QR code of the admission app (${languageLabel})`}
              width="240"
              height="240"
            />
          </FileLink>
        </p>
      ) : (
        <Empty>{`No ${languageLabel} QR code yet.`}</Empty>
      )}
      <p className="narrow-only">
        <a className="button" href={storeUrl} target="_blank" rel="noopener noreferrer">
          Download App
        </a>
      </p>
    </section>
  );
}

/** The document checklist as an accordion: title, description and an optional attachment. */
export function DocumentChecklist({ items }: { items: AdmissionSite['document_checklist'] }) {
  if (items.length === 0) return <Empty>No document checklist yet.</Empty>;
  return (
    <div className="accordion">
      {items.map((item, i) => {
        const file = hasFile(item.attachment);
        const title = fileTitle(item.title, item.attachment, 'Document');
        // An entry with only a title has nothing to expand into.
        if (!file && !item.description.trim())
          return (
            <p key={item._id || i} className="accordion-entry">
              {title}
            </p>
          );
        return (
          <details key={item._id || i}>
            <summary>{title}</summary>
            <div>
              <RichText text={item.description} empty="" />
              {file && (
                <p>
                  <FileLink className="button" fileKey={item.attachment}>
                    View Attachment<span className="visually-hidden">: {title}</span>
                  </FileLink>
                </p>
              )}
            </div>
          </details>
        );
      })}
    </div>
  );
}

/** An application as the page shows it; ids are checked by the route. */
export type ApplicationEntry = {
  id: string;
  name: string;
  fragment: string;
  noJsHref: string;
  applyHref: string;
};
export type ApplicationGroupEntry = { id: string; name: string; apps: ApplicationEntry[] };

/**
 * Groups as an accordion; inside, each open application with a View Details expander (its detail
 * loads on opening, or is rendered here for `openId`) and a Fill Admission link.
 */
export function ApplicationGroups({
  groups,
  openId,
  openDetail,
}: {
  groups: ApplicationGroupEntry[];
  openId: string | null;
  openDetail: ReactNode;
}) {
  if (groups.length === 0) return <Empty>No admissions are open right now.</Empty>;
  return (
    <div className="accordion">
      {groups.map((group, i) => (
        <details
          key={group.id || i}
          open={group.apps.some((app) => app.id === openId) || undefined}
        >
          <summary>{group.name || 'Applications'}</summary>
          <div>
            {group.apps.length === 0 ? (
              <Empty>No applications open in this group right now.</Empty>
            ) : (
              <ul className="cards">
                {group.apps.map((app) => (
                  <li key={app.id} className="card">
                    <h3>{app.name || 'Application'}</h3>
                    <LazyDetails
                      summary="View Details"
                      fragment={app.fragment}
                      noJsHref={app.noJsHref}
                      open={app.id === openId}
                    >
                      {app.id === openId ? openDetail : null}
                    </LazyDetails>
                    <p>
                      <a className="button" href={app.applyHref}>
                        Fill Admission
                        <span className="visually-hidden">: {app.name || 'application'}</span>
                      </a>
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </details>
      ))}
    </div>
  );
}

/** The detail behind View Details: instructions and a Download Brochure link (a plain download, not the viewer). */
export function ApplicationDetail({ detail }: { detail: Application }) {
  const brochure = useFileUrl()(detail.applicationPhoto);
  return (
    <div className="application-detail">
      <h4>Instructions</h4>
      <RichText text={detail.applicationAbout} empty="No instructions yet." />
      {brochure && (
        <p>
          <a className="button" href={brochure} download="">
            Download Brochure
          </a>
        </p>
      )}
    </div>
  );
}
