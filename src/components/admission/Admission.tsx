/**
 * The admission pages' content (spec 2.3): QR codes by language, the document checklist, the
 * open applications by group with their lazily loaded details. Props only; the route decides
 * hrefs.
 */
import type { ReactNode } from 'react';
import { messages } from '../../i18n/catalogue';
import { formatDate } from '../../i18n/format';
import { fileTitle } from '../../lib/files';
import { hasFile } from '../../lib/url';
import { href, PAGES } from '../../paths';
import type { AdmissionSite, Application } from '../../provider/schemas/admission';
import { FileImage, FileLink, useFileUrl } from '../FileLink';
import { LazyDetails } from '../LazyDetails';
import { RichText } from '../RichText';
import { Empty, SectionNotice } from '../SectionNotice';
import { TabBar } from '../TabBar';

/** The languages of the provider's QR codes, as `?active=` spells them (the order of the switch). */
export const QR_LANGUAGES = ['english', 'hindi', 'marathi'] as const;
type QrLanguage = (typeof QR_LANGUAGES)[number];

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
  const t = messages().admission;
  const languageLabel = t.qrLanguages[language];
  return (
    <section aria-labelledby="admission-qr">
      <h2 id="admission-qr">{t.scanQr}</h2>
      <TabBar
        label={t.qrLanguage}
        tabs={QR_LANGUAGES.map((key) => ({
          label: t.qrLanguages[key],
          href: href(PAGES.admissionProcess, {}, { active: key }),
          active: key === language,
        }))}
      />
      {qrKey === null ? (
        <SectionNotice what={t.qrUnavailable} />
      ) : hasFile(qrKey) ? (
        <p>
          <FileLink fileKey={qrKey}>
            <FileImage
              fileKey={qrKey}
              alt={t.qrAlt(languageLabel)}
              width={240}
              height={240}
              natural
            />
          </FileLink>
        </p>
      ) : (
        <Empty>{t.noQr(languageLabel)}</Empty>
      )}
      <p className="narrow-only">
        <a className="button" href={storeUrl} target="_blank" rel="noopener noreferrer">
          {t.downloadApp}
        </a>
      </p>
    </section>
  );
}

/** The document checklist as an accordion: title, description and an optional attachment. */
export function DocumentChecklist({ items }: { items: AdmissionSite['document_checklist'] }) {
  const t = messages().admission;
  if (items.length === 0) return <Empty>{t.noChecklist}</Empty>;
  return (
    <div className="accordion">
      {items.map((item, i) => {
        const file = hasFile(item.attachment);
        const title = fileTitle(item.title, item.attachment, t.document);
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
                    {t.viewAttachment}
                    <span className="visually-hidden">: {title}</span>
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
type ApplicationEntry = {
  id: string;
  name: string;
  /** The closing date as the admin app holds it (free text), '' when none is given. */
  closes: string;
  fragment: string;
  noJsHref: string;
  applyHref: string;
};
export type ApplicationGroupEntry = { id: string; name: string; apps: ApplicationEntry[] };

/** A closing date as the page's language writes it: an ISO date formatted, other text verbatim. */
function closingDate(closes: string): string {
  return (/^\d{4}-\d{2}-\d{2}/.test(closes) && formatDate(closes)) || closes;
}

/**
 * What is open, all of it in view (decision 092): a line saying applications are open (until their
 * closing date when they share one), then each group's heading and its open applications, each
 * with its own closing date when they differ, a View Details expander (its detail loads on
 * opening, or is rendered here for `openId`) and one Fill Admission link. A group with nothing
 * open is left out.
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
  const t = messages().admission;
  const shown = groups.filter((group) => group.apps.length > 0);
  if (shown.length === 0) return <Empty>{t.noneOpen}</Empty>;
  const dates = new Set(shown.flatMap((group) => group.apps.map((app) => app.closes)));
  const shared = dates.size === 1 ? [...dates][0] : '';
  return (
    <>
      <p className="admission-open">{shared ? t.openUntil(closingDate(shared)) : t.open}</p>
      {shown.map((group, i) => (
        <section key={group.id || i} className="application-group">
          <h3>{group.name || t.applications}</h3>
          <ul className="cards">
            {group.apps.map((app) => (
              <li key={app.id} className="card">
                <h4>{app.name || t.application}</h4>
                {app.closes && !shared && <p>{t.lastDate(closingDate(app.closes))}</p>}
                <LazyDetails
                  summary={t.viewDetails}
                  fragment={app.fragment}
                  noJsHref={app.noJsHref}
                  open={app.id === openId}
                >
                  {app.id === openId ? openDetail : null}
                </LazyDetails>
                <p>
                  <a className="button" href={app.applyHref}>
                    {t.apply}
                    <span className="visually-hidden">: {app.name || t.anApplication}</span>
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** The detail behind View Details: instructions and a Download Brochure link (a plain download, not the viewer). */
export function ApplicationDetail({ detail }: { detail: Application }) {
  const brochure = useFileUrl()(detail.applicationPhoto);
  const t = messages().admission;
  return (
    <div className="application-detail">
      <h5>{t.instructions}</h5>
      <RichText text={detail.applicationAbout} empty={t.noInstructions} />
      {brochure && (
        <p>
          <a className="button" href={brochure} download="">
            {t.downloadBrochure}
          </a>
        </p>
      )}
    </div>
  );
}
