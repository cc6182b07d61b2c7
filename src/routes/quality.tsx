/**
 * Accreditation and quality sections (spec 2.4): IQAC, NIRF, Institutional Distinctiveness,
 * Special Status, AQAR and NAAC. One quality tree document (`q_detail` of an authority detail)
 * holds all six outer-tab lists; each section reads its own list. Outer tabs come from the list,
 * each tab's cards render as nested lists (components/quality). AQAR and NAAC add the
 * Quality Indicator Framework tab bars and their deep links `nested/{nxtId}` and `nxt/{nnxtId}`.
 * The detail id must be one of the institute's own committee authorities' (frame first, then the
 * tree; both reads are already under way for the frame's menus).
 */
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { InnerPage } from '../components/layout/InnerPage';
import {
  cardLabel,
  isFileOnly,
  type QifRoute,
  QualityList as QualityCards,
  QualityTabContent,
  qifSelection,
} from '../components/quality/QualityTree';
import { Empty } from '../components/SectionNotice';
import type { Tab } from '../components/TabBar';
import type { AppEnv } from '../env';
import { PageNotFound, ProviderUnavailable } from '../errors';
import type { Frame } from '../frame/load';
import { messages } from '../i18n/catalogue';
import { renderPage } from '../pages/render';
import { requireSection } from '../pages/requireSection';
import { inputs, params } from '../pages/validate';
import { href, IdParam, QUALITY_SECTIONS, type QualitySection, qualityPages } from '../paths';
import { api } from '../provider/api';
import type { Provider } from '../provider/cache';
import { type Id, id } from '../provider/params';
import type { QualityCard, QualityList } from '../provider/schemas/quality';

export const quality = new Hono<AppEnv>();

type SectionConfig = { list: QualityList; qif: boolean };

/** Each section's outer-tab list and whether QIF tab bars apply (titles: i18n `quality.titles`). */
const SECTIONS = {
  iqac: { list: 'outer_tab_nested', qif: false },
  nirf: { list: 'nirf_outer_tab_nested', qif: false },
  institutional: { list: 'indi_outer_tab_nested', qif: false },
  special: { list: 'ss_outer_tab_nested', qif: false },
  aqar: { list: 'aqar_outer_tab_nested', qif: true },
  naac: { list: 'naac_outer_tab_nested', qif: true },
} as const satisfies Record<QualitySection, SectionConfig>;

/** The ids a quality page's address may carry: the detail, then up to three tab levels. */
const QualityParams = v.object({
  detailId: IdParam,
  tabId: v.optional(IdParam),
  nxtId: v.optional(IdParam),
  nnxtId: v.optional(IdParam),
});
type QualityParams = v.InferOutput<typeof QualityParams>;

/** One outer tab with its checked id (null when the provider's id is unusable). */
type OuterTab = { tab: QualityCard; tabId: Id | null };

/** The outer tabs of one section in a quality tree document. A failed read with no cached copy is a 503. */
async function loadQualitySection(
  p: Provider,
  detailId: Id,
  section: QualitySection,
): Promise<OuterTab[]> {
  const tree = await api.qualityTree(p, detailId);
  if (!tree.ok) throw new ProviderUnavailable('quality documents', tree.error);
  return tree.value[SECTIONS[section].list].map((tab) => ({ tab, tabId: id(tab._id) }));
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

async function qualityPage(c: Context<AppEnv>, section: QualitySection, params: QualityParams) {
  const config = SECTIONS[section];
  const t = messages().quality;
  const title = t.titles[section];
  const p = c.var.provider;
  // The committee list is the frame's own read (same promise), and so is the tree of the IQAC
  // detail its menus link to: on the usual path no extra provider call.
  const frame = await c.var.frame;
  if (!(await ownDetailIds(p, frame)).has(params.detailId))
    throw new PageNotFound('quality document');
  const tabs = await loadQualitySection(p, params.detailId, section);

  const pages = qualityPages(section);
  const linked = (t: OuterTab) => t.tabId !== null && !isFileOnly(t.tab);
  // The index shows the first tab that has a page of its own; a tab route may name any tab of the
  // list (a file-only tab opens from the tab bar, and its page offers the file).
  const current = params.tabId ? tabs.find((t) => t.tabId === params.tabId) : tabs.find(linked);
  if (params.tabId && !current) throw new PageNotFound('quality tab');

  const qif: QifRoute | null =
    config.qif && current?.tabId
      ? {
          section,
          detailId: params.detailId,
          tabId: current.tabId,
          nxtId: params.nxtId ?? null,
          nnxtId: params.nnxtId ?? null,
          linkId: (raw) => id(raw),
        }
      : null;
  if (qif && current && !qifSelection(current.tab, qif))
    throw new PageNotFound('quality indicator');

  const tabBar: Tab[] = tabs.flatMap(({ tab, tabId }): Tab[] => {
    const label = cardLabel(tab, t.documents);
    if (isFileOnly(tab)) return [{ label, href: '', fileKey: tab.pdf_key }];
    if (!tabId) return [];
    const at = href(pages.tab, { detailId: params.detailId, tabId });
    return [{ label, href: at, active: tabId === current?.tabId }];
  });

  return renderPage(
    c,
    frame,
    <InnerPage title={title} tabs={tabBar}>
      {current ? (
        <QualityTabContent tab={current.tab} ctx={{ qif }} />
      ) : tabs.length === 0 ? (
        <Empty>{t.noneInSection}</Empty>
      ) : (
        // Every tab is a file (or unlinkable): the page lists them, each opening the viewer.
        <section aria-labelledby="quality-tab-heading" className="quality-tab">
          <h2 id="quality-tab-heading">{t.documents}</h2>
          <QualityCards cards={tabs.map((t) => t.tab)} ctx={{ qif: null }} />
        </section>
      )}
    </InnerPage>,
    {
      pageTitle:
        current && cardLabel(current.tab, '') ? `${title}: ${cardLabel(current.tab, '')}` : title,
      breadcrumb: { crumb: (current && cardLabel(current.tab, '')) || title },
    },
  );
}

for (const section of QUALITY_SECTIONS) {
  const pages = qualityPages(section);
  // Only AQAR and NAAC have the Quality Indicator Framework's deep links.
  const deep = SECTIONS[section].qif ? [pages.nested.pattern, pages.nestedTab.pattern] : [];
  quality.on(
    'GET',
    [pages.detail.pattern, pages.tab.pattern, ...deep],
    inputs(requireSection('quality'), params('quality page', QualityParams)),
    (c) => qualityPage(c, section, c.req.valid('param')),
  );
}
