/**
 * Accreditation and quality sections (spec 2.4): IQAC, NIRF, Institutional Distinctiveness,
 * Special Status, AQAR and NAAC. One quality tree document (`q_detail` of an authority detail)
 * holds all six outer-tab lists; each section reads its own list. Outer tabs come from the list,
 * each tab's cards render as nested lists (components/quality). AQAR and NAAC add the
 * Quality Indicator Framework tab bars and their deep links `nested/{nxtId}` and `nxt/{nnxtId}`.
 * The detail id must be one of the institute's own committee authorities' (frame first, then the
 * tree; both reads are already under way for the frame's menus).
 */
import { Hono, type Context } from 'hono';
import { InnerPage, type Tab } from '../components/frame/InnerPage';
import { cardLabel, isFileOnly, qifSelection, QualityTabContent, type QifRoute } from '../components/quality/QualityTree';
import { Empty } from '../components/SectionNotice';
import type { AppEnv } from '../env';
import { PageNotFound, ProviderUnavailable } from '../middleware/errors';
import type { Frame } from '../middleware/frame';
import { api } from '../provider/api';
import type { Provider } from '../provider/cache';
import { id, type Id } from '../provider/params';
import type { QualityCard, QualityList } from '../provider/schemas/quality';
import { renderPage } from './page';

export const quality = new Hono<AppEnv>();

type SectionConfig = { list: QualityList; title: string; qif: boolean };

/** The six sections: URL segment -> outer-tab list, cover title, whether QIF tab bars apply. */
export const QUALITY_SECTIONS = {
  iqac: { list: 'outer_tab_nested', title: 'IQAC', qif: false },
  nirf: { list: 'nirf_outer_tab_nested', title: 'NIRF', qif: false },
  institutional: { list: 'indi_outer_tab_nested', title: 'Institutional Distinctiveness', qif: false },
  special: { list: 'ss_outer_tab_nested', title: 'Special Status', qif: false },
  aqar: { list: 'aqar_outer_tab_nested', title: 'AQAR', qif: true },
  naac: { list: 'naac_outer_tab_nested', title: 'NAAC', qif: true },
} as const satisfies Record<string, SectionConfig>;
export type QualitySection = keyof typeof QUALITY_SECTIONS;

/** Route parameters as they came in; absent ones are undefined. */
type RawParams = { detailId: string; tabId?: string; nxtId?: string; nnxtId?: string };

/** One outer tab with its checked id (null when the provider's id is unusable). */
type OuterTab = { tab: QualityCard; tabId: Id | null };

/** The outer tabs of one section in a quality tree document. A failed read with no cached copy is a 503. */
export async function loadQualitySection(p: Provider, detailId: Id, section: QualitySection): Promise<OuterTab[]> {
  const tree = await api.qualityTree(p, detailId);
  if (!tree.ok) throw new ProviderUnavailable('quality documents', tree.error);
  return tree.value[QUALITY_SECTIONS[section].list].map((tab) => ({ tab, tabId: id(tab._id) }));
}

/**
 * The authority detail ids of this institute. A URL may name only one of them, so no other
 * institute's documents appear under this frame and no arbitrary id reaches the provider.
 */
async function ownDetailIds(p: Provider, frame: Frame): Promise<Set<Id>> {
  if (!frame.iqacId) return new Set();
  const list = await api.committees(p, frame.iqacId);
  if (!list.ok) throw new ProviderUnavailable('committees', list.error);
  return new Set(list.value.authority.flatMap((a) => id(a.iqac_detail) ?? []));
}

/** Checks every id the URL carries; any present but malformed one is a 404. */
function checkParams(raw: RawParams) {
  const checked = { detailId: id(raw.detailId), tabId: raw.tabId === undefined ? null : id(raw.tabId), nxtId: raw.nxtId === undefined ? null : id(raw.nxtId), nnxtId: raw.nnxtId === undefined ? null : id(raw.nnxtId) };
  const bad = !checked.detailId || (raw.tabId !== undefined && !checked.tabId) || (raw.nxtId !== undefined && !checked.nxtId) || (raw.nnxtId !== undefined && !checked.nnxtId);
  if (bad) throw new PageNotFound('quality page');
  return checked as typeof checked & { detailId: Id };
}

async function qualityPage(c: Context<AppEnv>, section: QualitySection, raw: RawParams) {
  const config = QUALITY_SECTIONS[section];
  const params = checkParams(raw);
  const p = c.var.provider;
  // The committee list is the frame's own read (same promise), and so is the tree of the IQAC
  // detail its menus link to: on the usual path no extra provider call.
  const frame = await c.var.frame;
  if (!(await ownDetailIds(p, frame)).has(params.detailId)) throw new PageNotFound('quality document');
  const tabs = await loadQualitySection(p, params.detailId, section);

  const base = `/${section}/${params.detailId}`;
  const linked = (t: OuterTab) => t.tabId !== null && !isFileOnly(t.tab);
  // The index shows the first tab that has a page of its own; a tab route may name any tab of the
  // list (a file-only tab opens from the tab bar, and its page offers the file).
  const current = params.tabId ? tabs.find((t) => t.tabId === params.tabId) : tabs.find(linked);
  if (params.tabId && !current) throw new PageNotFound('quality tab');

  const qif: QifRoute | null =
    config.qif && current ? { base: `${base}/tab/${current.tabId}`, nxtId: params.nxtId, nnxtId: params.nnxtId, linkId: (raw) => id(raw) } : null;
  if (qif && !qifSelection(current!.tab, qif)) throw new PageNotFound('quality indicator');

  const tabBar: Tab[] = tabs.flatMap(({ tab, tabId }): Tab[] => {
    const label = cardLabel(tab, 'Documents');
    if (isFileOnly(tab)) return [{ label, href: '', fileKey: tab.pdf_key }];
    return tabId ? [{ label, href: `${base}/tab/${tabId}`, active: tabId === current?.tabId }] : [];
  });

  return renderPage(
    c,
    frame,
    <InnerPage title={config.title} tabs={tabBar}>
      {current ? (
        <QualityTabContent tab={current.tab} ctx={{ qif }} />
      ) : tabs.length === 0 ? (
        <Empty>No documents have been published here yet.</Empty>
      ) : (
        <p className="empty">Choose a document above to open it.</p>
      )}
    </InnerPage>,
    { pageTitle: current && cardLabel(current.tab, '') ? `${config.title}: ${cardLabel(current.tab, '')}` : config.title },
  );
}

for (const section of Object.keys(QUALITY_SECTIONS) as QualitySection[]) {
  quality.get(`/${section}/:detailId`, (c) => qualityPage(c, section, { detailId: c.req.param('detailId') }));
  quality.get(`/${section}/:detailId/tab/:tabId`, (c) => qualityPage(c, section, { detailId: c.req.param('detailId'), tabId: c.req.param('tabId') }));
  if (!QUALITY_SECTIONS[section].qif) continue;
  quality.get(`/${section}/:detailId/tab/:tabId/nested/:nxtId`, (c) =>
    qualityPage(c, section, { detailId: c.req.param('detailId'), tabId: c.req.param('tabId'), nxtId: c.req.param('nxtId') }),
  );
  quality.get(`/${section}/:detailId/tab/:tabId/nested/:nxtId/nxt/:nnxtId`, (c) =>
    qualityPage(c, section, { detailId: c.req.param('detailId'), tabId: c.req.param('tabId'), nxtId: c.req.param('nxtId'), nnxtId: c.req.param('nnxtId') }),
  );
}
