/**
 * Admission (spec 2.3): `/admission` (about; `?tab=new-admission` redirects to the applications),
 * `/admission/process` (QR code by `?active=` language, Download App by user agent),
 * `/admission/contact`, `/admission/document` (checklist accordion) and `/admission/application`
 * (groups of open applications; each one's detail loads from `/admission/application/{appId}/detail`
 * when opened, or renders in place for `?open={appId}` without JavaScript).
 * The admission id is the institute's `admissionDepart[0]`; an institute without one has empty
 * admission pages and no admission reads (the provider never answers admission reads then).
 */
import { Hono, type Context } from 'hono';
import type { ReactNode } from 'react';
import { AdmissionProcess, ApplicationDetail, ApplicationGroups, DocumentChecklist, QR_LANGUAGES, type ApplicationGroupEntry } from '../components/admission/Admission';
import { ContactCards, fromContactCard } from '../components/ContactCards';
import { ADMISSION_TABS } from '../components/frame/menus';
import { InnerPage, type Tab } from '../components/frame/InnerPage';
import { RichText } from '../components/RichText';
import { Empty, SectionNotice } from '../components/SectionNotice';
import type { AppEnv } from '../env';
import { queryText } from '../lib/text';
import type { DeviceClass } from '../lib/variant';
import { PageNotFound, ProviderUnavailable } from '../middleware/errors';
import { api } from '../provider/api';
import { ok, type Result } from '../provider/client';
import { id, oneOf, type Id } from '../provider/params';
import type { AdmissionDashboard, AdmissionSite, ApplicationGroup } from '../provider/schemas/admission';
import { device, query, renderFragment, renderPage } from './page';

export const admission = new Hono<AppEnv>();

/** The provider's app in the stores (Download App on the process page). */
export const ANDROID_STORE_URL = 'https://play.google.com/store/apps/details?id=com.mithakalminds.qviple';
export const IOS_STORE_URL = 'https://apps.apple.com/in/app/qviple-your-education-online/id6463501865';

/** iOS store for iPhone, iPad and iPod user agents; the Android store for everything else. */
export const storeUrl = (device: DeviceClass) => (device === 'ios' ? IOS_STORE_URL : ANDROID_STORE_URL);

/** An application is listed only when `visible_to_site` is exactly "Open" (spec 5). */
export const isVisible = (app: ApplicationGroup['apps'][number]) => app.visible_to_site === 'Open';

const TITLE = 'Admission';
const EMPTY_SITE: AdmissionSite = { admission_about: '', admission_contact: [], document_checklist: [] };
const EMPTY_DASHBOARD: AdmissionDashboard = { app_qr_code: '', app_hindi_qr_code: '', app_marathi_qr_code: '' };

/** The spec's tabs; `path` '' is the index (About; Enquiry links there too but is never the active one). */
function admissionTabs(active: string): Tab[] {
  let marked = false;
  return ADMISSION_TABS.map(([path, label]) => {
    const isActive = !marked && path === active;
    marked ||= isActive;
    return { label, href: path ? `/admission/${path}` : '/admission', active: isActive };
  });
}

/** `admissionDepart[0]` of the institute record (the frame's own read, shared in this request). */
async function admissionIdOf(c: Context<AppEnv>): Promise<Id | null> {
  const r = await api.institute(c.var.provider, c.var.site.insId);
  const institute = r.ok && r.value ? r.value : (await c.var.frame).institute; // the frame raises the right error
  return id(institute.admissionDepart[0]);
}

/** About, contacts and checklist (empty without an admission department). */
const loadSite = (c: Context<AppEnv>): Promise<Result<AdmissionSite>> =>
  admissionIdOf(c).then((aid) => (aid ? api.admissionSite(c.var.provider, aid) : ok(EMPTY_SITE)));

/** The QR codes of the admission dashboard. */
const loadDashboard = (c: Context<AppEnv>): Promise<Result<AdmissionDashboard>> =>
  admissionIdOf(c).then((aid) => (aid ? api.admission(c.var.provider, aid) : ok(EMPTY_DASHBOARD)));

/** The institute's application groups (none without an admission department: the provider would not answer). */
export const loadGroups = (c: Context<AppEnv>): Promise<Result<ApplicationGroup[]>> =>
  admissionIdOf(c).then((aid) => (aid ? api.applicationGroups(c.var.provider, c.var.site.insId) : ok<ApplicationGroup[]>([])));

/** Groups with only their visible applications that have checked ids, and the links each one needs. */
export function applicationEntries(groups: ApplicationGroup[], applyUrl: string): ApplicationGroupEntry[] {
  return groups.map((g) => ({
    id: g._id,
    name: g.group_name,
    apps: g.apps.flatMap((app) => {
      const appId = id(app._id);
      if (!appId || !isVisible(app)) return [];
      return [{ id: appId, name: app.applicationName, fragment: `/admission/application/${appId}/detail`, noJsHref: `/admission/application?open=${appId}`, applyHref: `${applyUrl.replace(/\/+$/, '')}/${appId}` }];
    }),
  }));
}

/** Renders one admission tab inside the frame. */
async function sectionPage<T>(c: Context<AppEnv>, active: string, pageTitle: string, read: Promise<T>, body: (data: T) => ReactNode) {
  const [frame, data] = await Promise.all([c.var.frame, read]);
  return renderPage(
    c,
    frame,
    <InnerPage title={TITLE} tabs={admissionTabs(active)}>
      {body(data)}
    </InnerPage>,
    { pageTitle },
  );
}

admission.get('/admission', (c) => {
  if (queryText(query(c, 'tab')) === 'new-admission') return c.redirect('/admission/application', 302);
  return sectionPage(c, '', TITLE, loadSite(c), (site) => (
    <section aria-labelledby="admission-about">
      <h2 id="admission-about">About Admission</h2>
      {site.ok ? <RichText text={site.value.admission_about} empty="No admission information yet." /> : <SectionNotice what="Admission information" />}
    </section>
  ));
});

admission.get('/admission/contact', (c) =>
  sectionPage(c, 'contact', 'Admission: Contact Us', loadSite(c), (site) => (
    <>
      <h2 className="visually-hidden">Contact Us</h2>
      {site.ok ? <ContactCards contacts={site.value.admission_contact.map(fromContactCard)} /> : <SectionNotice what="Admission contacts" />}
    </>
  )),
);

admission.get('/admission/document', (c) =>
  sectionPage(c, 'document', 'Admission: Document Checklist', loadSite(c), (site) => (
    <section aria-labelledby="admission-documents">
      <h2 id="admission-documents">Document Checklist</h2>
      {site.ok ? <DocumentChecklist items={site.value.document_checklist} /> : <SectionNotice what="The document checklist" />}
    </section>
  )),
);

admission.get('/admission/process', (c) => {
  const language = oneOf(QR_LANGUAGES.map(([key]) => key), queryText(query(c, 'active'))) ?? 'english';
  const store = storeUrl(device(c)); // the Download App link
  return sectionPage(c, 'process', 'Admission: Process', loadDashboard(c), (dashboard) => {
    const keys = dashboard.ok ? { english: dashboard.value.app_qr_code, hindi: dashboard.value.app_hindi_qr_code, marathi: dashboard.value.app_marathi_qr_code } : null;
    return <AdmissionProcess language={language} qrKey={keys ? keys[language] : null} storeUrl={store} />;
  });
});

admission.get('/admission/application', async (c) => {
  const rawOpen = query(c, 'open');
  const openId = rawOpen === undefined ? null : id(rawOpen);
  if (rawOpen !== undefined && !openId) throw new PageNotFound('application');
  const [frame, groups] = await Promise.all([c.var.frame, loadGroups(c)]);
  const entries = groups.ok ? applicationEntries(groups.value, c.env.APPLY_URL) : [];

  // Without JavaScript, `?open=` renders one visible application of this institute opened with its detail.
  let openDetail: ReactNode = null;
  if (openId && groups.ok) {
    if (!entries.some((g) => g.apps.some((app) => app.id === openId))) throw new PageNotFound('application');
    const detail = await api.application(c.var.provider, openId);
    openDetail = !detail.ok ? <SectionNotice what="The application details" /> : detail.value ? <ApplicationDetail detail={detail.value} /> : <Empty>No details yet.</Empty>;
  }
  return renderPage(
    c,
    frame,
    <InnerPage title={TITLE} tabs={admissionTabs('application')}>
      <h2 className="visually-hidden">New Admission</h2>
      {groups.ok ? <ApplicationGroups groups={entries} openId={openId} openDetail={openDetail} /> : <SectionNotice what="Applications" />}
    </InnerPage>,
    { pageTitle: 'New Admission' },
  );
});

// Fragment for View Details: HTML only, no frame. Only visible applications of this institute.
admission.get('/admission/application/:appId/detail', async (c) => {
  const appId = id(c.req.param('appId'));
  if (!appId) throw new PageNotFound('application');
  const groups = await loadGroups(c);
  if (!groups.ok) throw new ProviderUnavailable('applications', groups.error);
  if (!groups.value.some((g) => g.apps.some((app) => id(app._id) === appId && isVisible(app)))) throw new PageNotFound('application');
  const detail = await api.application(c.var.provider, appId);
  if (!detail.ok) throw new ProviderUnavailable('application', detail.error);
  if (!detail.value) throw new PageNotFound('application');
  return renderFragment(c, <ApplicationDetail detail={detail.value} />);
});
