/**
 * Quality sections (spec 2.4) in workerd against the demo provider: each section's title and
 * outer tabs, the document tree at full depth (also when served from the KV cache), documents as
 * viewer links, the Quality Indicator Framework tab bars of AQAR and NAAC (and not elsewhere),
 * empty cases, and bad ids answered 404 with no provider read naming them.
 */

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { gyandeep, demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import { FilesProvider } from '../../src/components/FileLink';
import { type QifRoute, QualityTabContent } from '../../src/components/quality/QualityTree';
import type { QualityCard } from '../../src/provider/schemas/quality';
import { HINDI, RICH, SPARSE } from '../helpers/hosts';
import {
  clearCache,
  demo,
  expectConsoleError,
  fileHref,
  get,
  pageBody,
  settleCache,
  tabBars,
  visibleText,
} from '../helpers/worker';

const s = ids.sunrise;
const detail = s.iqacDetailId!;

type RawCard = { _id: string; name: string; pdf_key?: string; is_nested?: boolean } & Record<
  string,
  unknown
>;
const CHILD_KEYS = [
  'inner_card',
  'nested_inner_card',
  'nested_nested_card',
  'nested_nested_nested_card',
  'nested4_card',
];
const kids = (card: RawCard) =>
  CHILD_KEYS.flatMap((k) => (Array.isArray(card[k]) ? (card[k] as RawCard[]) : []));
const qDetail = sunrise.qDetail as unknown as Record<string, RawCard[]>;
const pageTabBar = (html: string) => tabBars(html)[0] ?? '';

/** The deepest leaf under `card` with the path of cards to it. */
function deepest(card: RawCard, path: RawCard[] = []): RawCard[] {
  const children = kids(card);
  if (children.length === 0) return [...path, card];
  return children
    .map((c) => deepest(c, [...path, card]))
    .reduce((a, b) => (b.length > a.length ? b : a));
}

const SECTIONS = [
  ['iqac', 'outer_tab_nested', 'IQAC'],
  ['nirf', 'nirf_outer_tab_nested', 'NIRF'],
  ['institutional', 'indi_outer_tab_nested', 'Institutional Distinctiveness'],
  ['special', 'ss_outer_tab_nested', 'Special Status'],
  ['aqar', 'aqar_outer_tab_nested', 'AQAR'],
  ['naac', 'naac_outer_tab_nested', 'NAAC'],
] as const;

beforeEach(async () => {
  await demo.reset();
});

describe('sections and outer tabs', () => {
  it.each(SECTIONS)(
    '/%s has its title and a tab per outer entry; file-only tabs open the viewer',
    async (section, list, title) => {
      const page = await get(RICH, `/${section}/${detail}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain(`<h1>${title}</h1>`);
      const bar = pageTabBar(page.html);
      const tabs = qDetail[list];
      expect(tabs.length).toBeGreaterThan(0);
      for (const tab of tabs) {
        expect(visibleText(bar)).toContain(tab.name);
        if (tab.pdf_key && kids(tab).length === 0)
          expect(bar).toContain(`href="${fileHref(tab.pdf_key)}" data-file-viewer=""`);
        else expect(bar).toContain(`href="/${section}/${detail}/tab/${tab._id}"`);
      }
      // The index shows the first tab's content, that tab active.
      expect(bar).toContain(
        `href="/${section}/${detail}/tab/${tabs[0]._id}" class="tab active" aria-current="page"`,
      );
      expect(page.html).toContain(`<h2 id="quality-tab-heading">${tabs[0].name}</h2>`);
      expect(page.html).not.toContain('undefined');
    },
  );

  it('marks the tab of the route active and shows its cards', async () => {
    const tabs = qDetail.outer_tab_nested;
    const page = await get(RICH, `/iqac/${detail}/tab/${tabs[1]._id}`);
    expect(page.status).toBe(200);
    const bar = pageTabBar(page.html);
    expect(bar).toContain(
      `href="/iqac/${detail}/tab/${tabs[1]._id}" class="tab active" aria-current="page"`,
    );
    expect(bar).toContain(`href="/iqac/${detail}/tab/${tabs[0]._id}" class="tab"`);
    const text = visibleText(page.html);
    for (const card of kids(tabs[1])) expect(text).toContain(card.name);
  });

  it('offers the file on the page of a file-only tab', async () => {
    const tabs = qDetail.outer_tab_nested;
    const fileTab = tabs.find((t) => t.pdf_key && kids(t).length === 0)!;
    const page = await get(RICH, `/iqac/${detail}/tab/${fileTab._id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`href="${fileHref(fileTab.pdf_key!)}" data-file-viewer=""`);
  });
});

describe('the document tree', () => {
  it('renders a NAAC leaf five levels below the outer tab, as a viewer link, also from the cache', async () => {
    await clearCache();
    const tab = qDetail.naac_outer_tab_nested[0];
    const criterion = kids(tab).find((c) => !/quality indicator framework/i.test(c.name))!;
    const path = deepest(criterion);
    expect(path.length).toBeGreaterThanOrEqual(5);
    const leaf = path[path.length - 1];
    const check = (html: string, attempt: string) => {
      for (const card of path.slice(0, -1))
        expect(html, `${attempt}: ${card.name}`).toContain(`<summary>${card.name}</summary>`);
      expect(html, attempt).toContain(
        `<a href="${fileHref(leaf.pdf_key!)}" data-file-viewer="" target="_blank" rel="noopener">${leaf.name}</a>`,
      );
    };
    const first = await get(RICH, `/naac/${detail}/tab/${tab._id}`);
    expect(first.status).toBe(200);
    check(first.html, 'from the provider');
    await settleCache();
    await demo.clearRequests();
    // Served from KV: the cached tree is re-validated by the schema and keeps every level.
    const second = await get(RICH, `/naac/${detail}/tab/${tab._id}`);
    expect(second.status).toBe(200);
    expect((await demo.requests()).filter((r) => r.path.includes('/all/things'))).toEqual([]);
    check(second.html, 'from the cache');
  });

  it('renders every leaf of an IQAC tab as a viewer link inside nested lists', async () => {
    const tab = qDetail.outer_tab_nested[0];
    const page = await get(RICH, `/iqac/${detail}/tab/${tab._id}`);
    const leaves: RawCard[] = [];
    const walk = (c: RawCard) => (kids(c).length ? kids(c).forEach(walk) : leaves.push(c));
    kids(tab).forEach(walk);
    expect(leaves.length).toBeGreaterThan(3);
    for (const leaf of leaves)
      expect(page.html).toContain(`href="${fileHref(leaf.pdf_key!)}" data-file-viewer=""`);
    expect(page.html).toMatch(/<details class="quality-node"><summary>/);
    // IQAC has no Quality Indicator Framework tab bars and no deep-link routes.
    expect(tabBars(page.html)).toHaveLength(1);
    expect(page.html).not.toContain('/nested/');
  });
});

describe('Quality Indicator Framework', () => {
  const qifOf = (list: string) => {
    const tab = qDetail[list][0];
    const qif = kids(tab).find(
      (c) => c.name.trim().toLowerCase() === 'quality indicator framework',
    )!;
    return { tab, qif };
  };

  it.each([
    ['aqar', 'aqar_outer_tab_nested'],
    ['naac', 'naac_outer_tab_nested'],
  ] as const)(
    '%s: the QIF children are a tab bar, with two levels of deep links',
    async (section, list) => {
      const { tab, qif } = qifOf(list);
      const base = `/${section}/${detail}/tab/${tab._id}`;
      const page = await get(RICH, base);
      expect(page.status).toBe(200);
      const bars = tabBars(page.html);
      expect(bars[1]).toContain(`aria-label="${qif.name.trim()}"`);
      const [first, ...others] = kids(qif);
      for (const child of others)
        expect(bars[1]).toContain(`href="${base}/nested/${child._id}" class="tab"`);
      // With no indicator in the URL the first is shown, selected (decision 020), and so is the
      // first entry of its own tab bar: never a "choose one" hint.
      expect(bars[1]).toContain(
        `href="${base}/nested/${first._id}" class="tab active" aria-current="page"`,
      );
      expect(visibleText(page.html)).not.toMatch(/Choose an? \w+ above/);
      expect(page.html).toContain(`<h4>${first.name}</h4>`);
      expect(bars).toHaveLength(3);
      const firstEntry = kids(first)[0];
      expect(bars[2]).toContain(
        `href="${base}/nested/${first._id}/nxt/${firstEntry._id}" class="tab active" aria-current="page"`,
      );
      for (const leaf of kids(firstEntry))
        expect(page.html).toContain(`href="${fileHref(leaf.pdf_key!)}" data-file-viewer=""`);
      // The QIF is not rendered as a plain list.
      expect(page.html).not.toContain(`<summary>${qif.name}</summary>`);

      const nested = kids(qif)[1];
      const one = await get(RICH, `${base}/nested/${nested._id}`);
      expect(one.status).toBe(200);
      const oneBars = tabBars(one.html);
      expect(oneBars).toHaveLength(3);
      expect(oneBars[1]).toContain(
        `href="${base}/nested/${nested._id}" class="tab active" aria-current="page"`,
      );
      const [firstNxt, ...otherNxts] = kids(nested);
      expect(oneBars[2]).toContain(
        `href="${base}/nested/${nested._id}/nxt/${firstNxt._id}" class="tab active" aria-current="page"`,
      );
      for (const grandchild of otherNxts)
        expect(oneBars[2]).toContain(
          `href="${base}/nested/${nested._id}/nxt/${grandchild._id}" class="tab"`,
        );
      expect(visibleText(one.html)).not.toMatch(/Choose an? \w+ above/);

      const nxt = kids(nested)[2];
      const two = await get(RICH, `${base}/nested/${nested._id}/nxt/${nxt._id}`);
      expect(two.status).toBe(200);
      const twoBars = tabBars(two.html);
      expect(twoBars[2]).toContain(
        `href="${base}/nested/${nested._id}/nxt/${nxt._id}" class="tab active" aria-current="page"`,
      );
      for (const leaf of kids(nxt))
        expect(two.html).toContain(
          `<a href="${fileHref(leaf.pdf_key!)}" data-file-viewer="" target="_blank" rel="noopener">${leaf.name}</a>`,
        );
      // The other criteria of the tab still render as nested lists beside the QIF.
      const criterion = kids(tab).find((c) => c !== qif)!;
      expect(two.html).toContain(`<summary>${criterion.name}</summary>`);
    },
  );

  it('matches the name case-insensitively and trimmed (the AQAR fixture spells it in lower case)', () => {
    expect(qifOf('aqar_outer_tab_nested').qif.name).toBe('quality indicator framework');
    expect(qifOf('naac_outer_tab_nested').qif.name).toBe('Quality Indicator Framework');
  });

  it('renders a QIF-named card as a plain list outside AQAR and NAAC', () => {
    const leaf = (n: number): QualityCard => ({
      _id: `b0b0d9d000000000000000${n}0`,
      name: `Metric ${n}`,
      pdf_key: `x/metric-${n}.pdf`,
      is_nested: false,
      children: [],
    });
    const qif: QualityCard = {
      _id: 'b0b0d9d0000000000000a000',
      name: '  Quality Indicator Framework ',
      pdf_key: '',
      is_nested: true,
      children: [leaf(1), leaf(2)],
    };
    const tab: QualityCard = {
      _id: 'b0b0d9d0000000000000b000',
      name: 'IQAC 2024',
      pdf_key: '',
      is_nested: false,
      children: [qif],
    };
    const render = (qif: QifRoute | null) =>
      renderToStaticMarkup(
        createElement(FilesProvider, {
          files: { base: 'https://files.test' },
          // biome-ignore lint/correctness/noChildrenProp: FilesProvider's type wants children in props
          children: createElement(QualityTabContent, { tab, ctx: { qif } }),
        }),
      );
    const withQif = render({
      section: 'aqar',
      detailId: 'x',
      tabId: 'y',
      nxtId: null,
      nnxtId: null,
      linkId: (raw: string) => raw,
    });
    const plain = render(null);
    expect(withQif).toContain('class="tabbar"');
    expect(plain).not.toContain('class="tabbar"');
    expect(plain).toContain('<summary>  Quality Indicator Framework </summary>');
    expect(plain).toContain('href="https://files.test/x/metric-1.pdf" data-file-viewer=""');
  });

  it('is a 404 for a nested id that is not a QIF entry, or an nxt id not under it', async () => {
    const { tab, qif } = qifOf('naac_outer_tab_nested');
    const base = `/naac/${detail}/tab/${tab._id}`;
    const criterion = kids(tab).find((c) => c !== qif)!;
    const nested = kids(qif)[0];
    const otherNested = kids(qif)[1];
    for (const path of [
      `${base}/nested/${criterion._id}`,
      `${base}/nested/${kids(nested)[0]._id}`,
      `${base}/nested/${nested._id}/nxt/${kids(otherNested)[0]._id}`,
      `${base}/nested/${nested._id}/nxt/${kids(kids(nested)[0])[0]._id}`,
      `/aqar/${detail}/tab/${qifOf('aqar_outer_tab_nested').tab._id}/nested/${nested._id}`,
    ]) {
      expect((await get(RICH, path)).status, path).toBe(404);
    }
  });
});

describe('bad parameters and empty cases', () => {
  it('is a 404 for malformed ids with no provider request naming them', async () => {
    await demo.clearRequests();
    const tab = qDetail.naac_outer_tab_nested[0]._id;
    const bad = [
      ['/iqac/not-an-id', 'not-an-id'],
      [`/nirf/${detail}x`, `${detail}x`],
      [`/special/${detail}/tab/zz-tab`, 'zz-tab'],
      [`/naac/${detail}/tab/${tab}/nested/n0pe`, 'n0pe'],
      [`/naac/${detail}/tab/${tab}/nested/${detail}/nxt/bad-nxt`, 'bad-nxt'],
    ];
    for (const [path] of bad) expect((await get(RICH, path)).status, path).toBe(404);
    const requests = await demo.requests();
    for (const [, param] of bad)
      expect(
        requests.filter((r) => `${r.path}${r.search}`.includes(param)),
        param,
      ).toEqual([]);
  });

  it('is a 404 for a tab id not in the section, and for deep links outside AQAR and NAAC', async () => {
    for (const path of [
      `/iqac/${detail}/tab/${qDetail.naac_outer_tab_nested[0]._id}`,
      `/aqar/${detail}/tab/${s.insId}`,
      `/iqac/${detail}/tab/${qDetail.outer_tab_nested[0]._id}/nested/${kids(qDetail.outer_tab_nested[0])[0]._id}`,
      `/quality/${detail}`,
    ]) {
      expect((await get(RICH, path)).status, path).toBe(404);
    }
  });

  it('a section whose tabs are all files lists those files on its page, never a blank page', async () => {
    const nirf = (gyandeep.qDetail as unknown as Record<string, RawCard[]>).nirf_outer_tab_nested;
    expect(nirf.length, 'fixture: a section of files only').toBeGreaterThan(1);
    expect(nirf.every((tab) => tab.pdf_key && kids(tab).length === 0)).toBe(true);
    const page = await get(HINDI, `/nirf/${ids.gyandeep.iqacDetailId}`);
    expect(page.status).toBe(200);
    const body = pageBody(page.html);
    for (const tab of nirf) {
      expect(pageTabBar(page.html)).toContain(
        `href="${fileHref(tab.pdf_key!)}" data-file-viewer=""`,
      );
      expect(body).toContain(
        `<a href="${fileHref(tab.pdf_key!)}" data-file-viewer="" target="_blank" rel="noopener">${tab.name}</a>`,
      );
    }
    expect(visibleText(body)).not.toContain('Choose a document above');
  });

  it('shows an empty state for a document with empty lists', async () => {
    // The Marathi institute publishes IQAC only; its NAAC list is empty.
    const naac = await get(HINDI, `/naac/${ids.gyandeep.iqacDetailId}`);
    expect(naac.status).toBe(200);
    expect(visibleText(naac.html)).toContain('No documents have been published here yet.');
    expect(tabBars(naac.html)).toHaveLength(0);
    const iqac = await get(HINDI, `/iqac/${ids.gyandeep.iqacDetailId}`);
    expect(pageTabBar(iqac.html)).toContain(
      `/iqac/${ids.gyandeep.iqacDetailId}/tab/${ids.gyandeep.qualityTabIds.iqac[0]}`,
    );
  });

  it('shows an empty state for another committee detail of the institute with no documents', async () => {
    const page = await get(RICH, `/iqac/${s.rndDetailId}`);
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).toContain('No documents have been published here yet.');
  });

  it('has no quality menus on the sparse institute, and no quality documents to show', async () => {
    const home = await get(SPARSE, '/');
    expect(home.status).toBe(200);
    for (const section of ['iqac', 'naac', 'aqar', 'nirf', 'special', 'institutional'])
      expect(home.html).not.toContain(`href="/${section}/`);
    await demo.clearRequests();
    // Another institute's document is not shown under this institute's frame, nor read.
    expect((await get(SPARSE, `/aqar/${detail}`)).status).toBe(404);
    expect(
      (await get(SPARSE, `/iqac/${detail}/tab/${qDetail.outer_tab_nested[0]._id}`)).status,
    ).toBe(404);
    expect((await get(HINDI, `/iqac/${detail}`)).status).toBe(404);
    expect((await demo.requests()).filter((r) => r.path.includes(detail))).toEqual([]);
  });

  it('answers 503 when the tree cannot be read and nothing is cached', async () => {
    expectConsoleError(/"event":"provider-unavailable"/);
    await clearCache();
    await demo.faults({ faults: [{ pattern: '/all/things', mode: 'status500' }] });
    expect((await get(RICH, `/nirf/${detail}`)).status).toBe(503);
  });
});
