/**
 * Admission (spec 2.3): `/admission` (about; `?tab=new-admission` redirects to the applications),
 * `/admission/process` (QR code by `?active=` language, Download App by user agent),
 * `/admission/contact`, `/admission/document` (checklist accordion) and `/admission/application`
 * (what is open and until when, by group; each application's detail loads from
 * `/admission/application/{appId}/detail` when opened, or renders in place for `?open={appId}`
 * without JavaScript).
 * The admission id is the institute's `admissionDepart[0]`; an institute without one has empty
 * admission pages and no admission reads (the provider never answers admission reads then).
 */
import { type Context, Hono } from 'hono';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import type { DeviceClass } from '../cache/variant';
import {
  AdmissionProcess,
  ApplicationDetail,
  type ApplicationGroupEntry,
  ApplicationGroups,
  DocumentChecklist,
  QR_LANGUAGES,
} from '../components/admission/Admission';
import { ContactCards, fromContactCard } from '../components/ContactCards';
import { InnerPage } from '../components/layout/InnerPage';
import { RichText } from '../components/RichText';
import { Empty, SectionNotice } from '../components/SectionNotice';
import type { Tab } from '../components/TabBar';
import type { AppEnv } from '../env';
import { PageNotFound, ProviderUnavailable } from '../errors';
import { admissionIdOf, hasOpenApplication, isVisible } from '../frame/applications';
import { messages } from '../i18n/catalogue';
import { device, renderFragment, renderPage } from '../pages/render';
import { params, QueryText, queries } from '../pages/validate';
import { admissionLinks, href, IdParam, PAGES, type Page } from '../paths';
import { api } from '../provider/api';
import { ok, type Result } from '../provider/client';
import { type Id, id } from '../provider/params';
import type {
  AdmissionDashboard,
  AdmissionSite,
  ApplicationGroup,
} from '../provider/schemas/admission';

export const admission = new Hono<AppEnv>();

/** The provider's app in the stores (Download App on the process page). */
const ANDROID_STORE_URL = 'https://play.google.com/store/apps/details?id=com.mithakalminds.qviple';
const IOS_STORE_URL = 'https://apps.apple.com/in/app/qviple-your-education-online/id6463501865';

/** iOS store for iPhone, iPad and iPod user agents; the Android store for everything else. */
export const storeUrl = (device: DeviceClass) =>
  device === 'ios' ? IOS_STORE_URL : ANDROID_STORE_URL;

const EMPTY_SITE: AdmissionSite = {
  admission_about: '',
  admission_contact: [],
  document_checklist: [],
};
const EMPTY_DASHBOARD: AdmissionDashboard = {
  app_qr_code: '',
  app_hindi_qr_code: '',
  app_marathi_qr_code: '',
};

/** The spec's tabs, `active` the page shown (About for the index: Enquiry links there too). */
function admissionTabs(active: Page): Tab[] {
  let marked = false;
  return admissionLinks().map(([page, label]) => {
    const isActive = !marked && page === active;
    marked ||= isActive;
    return { label, href: href(page, {}), active: isActive };
  });
}

/** `?active=`: a QR language (anything else reads as absent: English). */
const QrLanguageQuery = v.pipe(v.string(), v.trim(), v.picklist(QR_LANGUAGES));
/** `?open=`: an application id; a malformed one reads as null (a 404, like a bad path id). */
const OpenQuery = v.pipe(
  v.string(),
  v.transform((raw) => id(raw)),
);

/** `admissionDepart[0]` of the institute record. */
const admissionId = (c: Context<AppEnv>): Promise<Id | null> => c.var.institute.then(admissionIdOf);

/** About, contacts and checklist (empty without an admission department). */
const loadSite = (c: Context<AppEnv>): Promise<Result<AdmissionSite>> =>
  admissionId(c).then((aid) => (aid ? api.admissionSite(c.var.provider, aid) : ok(EMPTY_SITE)));

/** The QR codes of the admission dashboard. */
const loadDashboard = (c: Context<AppEnv>): Promise<Result<AdmissionDashboard>> =>
  admissionId(c).then((aid) => (aid ? api.admission(c.var.provider, aid) : ok(EMPTY_DASHBOARD)));

/** The institute's application groups (none without an admission department: the provider would not answer). */
const loadGroups = (c: Context<AppEnv>): Promise<Result<ApplicationGroup[]>> =>
  admissionId(c).then((aid) =>
    aid ? api.applicationGroups(c.var.provider, c.var.site.insId) : ok<ApplicationGroup[]>([]),
  );

/**
 * Whether the institute has an application open to visitors, one the New Admission page lists
 * (the home page's Apply). False while the groups cannot be read.
 */
export const applicationOpen = (c: Context<AppEnv>): Promise<boolean> =>
  loadGroups(c).then(
    (groups) => groups.ok && hasOpenApplication(groups.value),
    () => false,
  );

/** Groups with only their visible applications that have checked ids, and the links each one needs. */
function applicationEntries(groups: ApplicationGroup[], applyUrl: string): ApplicationGroupEntry[] {
  return groups.map((g) => ({
    id: g._id,
    name: g.group_name,
    apps: g.apps.flatMap((app) => {
      const appId = id(app._id);
      if (!appId || !isVisible(app)) return [];
      return [
        {
          id: appId,
          name: app.applicationName,
          closes: app.applicationEndDate.trim(),
          fragment: href(PAGES.application, { appId }),
          noJsHref: href(PAGES.applications, {}, { open: appId }),
          applyHref: `${applyUrl.replace(/\/+$/, '')}/${appId}`,
        },
      ];
    }),
  }));
}

/** Renders one admission tab inside the frame. */
async function sectionPage<T>(
  c: Context<AppEnv>,
  active: Page,
  pageTitle: string,
  read: Promise<T>,
  body: (data: T) => ReactNode,
) {
  const [frame, data] = await Promise.all([c.var.frame, read]);
  return renderPage(
    c,
    frame,
    <InnerPage title={messages().admission.title} tabs={admissionTabs(active)}>
      {body(data)}
    </InnerPage>,
    { pageTitle },
  );
}

admission.get(PAGES.admission.pattern, queries(PAGES.admission, { tab: QueryText }), (c) => {
  const { tab } = c.req.valid('query');
  // Widened to Response: TypeScript 7 cannot infer Hono's handler type from a typed redirect and a
  // page's promise together (5.9 could).
  if (tab === 'new-admission') return c.redirect(href(PAGES.applications, {}), 302) as Response;
  const t = messages().admission;
  return sectionPage(c, PAGES.admission, t.title, loadSite(c), (site) => (
    <section aria-labelledby="admission-about">
      <h2 id="admission-about">{t.about}</h2>
      {site.ok ? (
        <RichText text={site.value.admission_about} empty={t.noAbout} />
      ) : (
        <SectionNotice what={t.aboutUnavailable} />
      )}
    </section>
  ));
});

admission.get(PAGES.admissionContact.pattern, (c) => {
  const t = messages().admission;
  return sectionPage(c, PAGES.admissionContact, t.contactTitle, loadSite(c), (site) => (
    <>
      <h2 className="visually-hidden">{t.contactHeading}</h2>
      {site.ok ? (
        <ContactCards contacts={site.value.admission_contact.map(fromContactCard)} />
      ) : (
        <SectionNotice what={t.contactsUnavailable} />
      )}
    </>
  ));
});

admission.get(PAGES.admissionDocuments.pattern, (c) => {
  const t = messages().admission;
  return sectionPage(c, PAGES.admissionDocuments, t.checklistTitle, loadSite(c), (site) => (
    <section aria-labelledby="admission-documents">
      <h2 id="admission-documents">{t.checklistHeading}</h2>
      {site.ok ? (
        <DocumentChecklist items={site.value.document_checklist} />
      ) : (
        <SectionNotice what={t.checklistUnavailable} />
      )}
    </section>
  ));
});

admission.get(
  PAGES.admissionProcess.pattern,
  queries(PAGES.admissionProcess, { active: QrLanguageQuery }),
  (c) => {
    const language = c.req.valid('query').active ?? 'english';
    const store = storeUrl(device(c)); // the Download App link
    return sectionPage(
      c,
      PAGES.admissionProcess,
      messages().admission.processTitle,
      loadDashboard(c),
      (dashboard) => {
        const keys = dashboard.ok
          ? {
              english: dashboard.value.app_qr_code,
              hindi: dashboard.value.app_hindi_qr_code,
              marathi: dashboard.value.app_marathi_qr_code,
            }
          : null;
        return (
          <AdmissionProcess
            language={language}
            qrKey={keys ? keys[language] : null}
            storeUrl={store}
          />
        );
      },
    );
  },
);

admission.get(
  PAGES.applications.pattern,
  queries(PAGES.applications, { open: OpenQuery }),
  async (c) => {
    const { open } = c.req.valid('query');
    if (open === null) throw new PageNotFound('application');
    const openId = open ?? null;
    const [frame, groups] = await Promise.all([c.var.frame, loadGroups(c)]);
    const entries = groups.ok ? applicationEntries(groups.value, c.var.config.applyUrl) : [];
    const t = messages().admission;

    // Without JavaScript, `?open=` renders one visible application of this institute opened with its detail.
    let openDetail: ReactNode = null;
    if (openId && groups.ok) {
      if (!entries.some((g) => g.apps.some((app) => app.id === openId)))
        throw new PageNotFound('application');
      const detail = await api.application(c.var.provider, openId);
      openDetail = !detail.ok ? (
        <SectionNotice what={t.detailsUnavailable} />
      ) : detail.value ? (
        <ApplicationDetail detail={detail.value} />
      ) : (
        <Empty>{t.noDetails}</Empty>
      );
    }
    return renderPage(
      c,
      frame,
      <InnerPage title={t.title} tabs={admissionTabs(PAGES.applications)}>
        <h2 className="visually-hidden">{t.newAdmission}</h2>
        {groups.ok ? (
          <ApplicationGroups groups={entries} openId={openId} openDetail={openDetail} />
        ) : (
          <SectionNotice what={t.applicationsUnavailable} />
        )}
      </InnerPage>,
      { pageTitle: t.newAdmission },
    );
  },
);

// Fragment for View Details: HTML only, no frame. Only visible applications of this institute.
admission.get(
  PAGES.application.pattern,
  params('application', v.object({ appId: IdParam })),
  async (c) => {
    const { appId } = c.req.valid('param');
    const groups = await loadGroups(c);
    if (!groups.ok) throw new ProviderUnavailable('applications', groups.error);
    if (!groups.value.some((g) => g.apps.some((app) => id(app._id) === appId && isVisible(app))))
      throw new PageNotFound('application');
    const detail = await api.application(c.var.provider, appId);
    if (!detail.ok) throw new ProviderUnavailable('application', detail.error);
    if (!detail.value) throw new PageNotFound('application');
    return renderFragment(c, <ApplicationDetail detail={detail.value} />);
  },
);
