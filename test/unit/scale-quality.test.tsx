/**
 * The generated institutes' quality trees (demo/fixtures/scale.ts): a rich institute's NAAC page
 * holds the quality pages' deepest tree, read through the provider's schema and rendered as its
 * page renders it; the other figures the seed draws stay as they were before the trees came.
 */
import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sunrise } from '../../demo/fixtures/index.ts';
import { scaleInstitutes, scaleProfiles } from '../../demo/fixtures/scale.ts';
import { FilesProvider } from '../../src/components/FileLink';
import { QualityTabContent } from '../../src/components/quality/QualityTree';
import { type QualityCard, QualityTree } from '../../src/provider/schemas/quality';

type Institute = ReturnType<typeof scaleInstitutes>['institutes'][number];

/** The NAAC section's outer tabs as the worker reads them. */
const naacOf = (ins: Institute) =>
  ins.qDetail ? v.parse(QualityTree, ins.qDetail).naac_outer_tab_nested : [];
const count = (cards: QualityCard[]): number =>
  cards.reduce((n, c) => n + 1 + count(c.children), 0);
const depth = (cards: QualityCard[]): number =>
  cards.length ? 1 + Math.max(...cards.map((c) => depth(c.children))) : 0;

describe('the generated institutes’ quality trees', () => {
  const { institutes } = scaleInstitutes(60, 1);
  const profiles = scaleProfiles(60, 1);
  const rich = institutes.filter((_, i) => profiles[i].rich);
  const middle = institutes.filter((_, i) => !profiles[i].rich && !profiles[i].sparse);
  const sparse = institutes.filter((_, i) => profiles[i].sparse);

  it('gives rich institutes a NAAC report deeper and larger than sunrise’s, middle ones a smaller one, sparse ones none', () => {
    const sunriseReport = v.parse(QualityTree, sunrise.qDetail).naac_outer_tab_nested[0].children;
    expect(rich.length).toBeGreaterThan(0);
    for (const ins of rich) {
      const report = naacOf(ins)[0].children;
      expect(depth(report)).toBeGreaterThanOrEqual(depth(sunriseReport));
      expect(count(report)).toBeGreaterThan(3 * count(sunriseReport));
    }
    expect(middle.length).toBeGreaterThan(0);
    for (const ins of middle) {
      const report = naacOf(ins)[0].children;
      expect(report.length).toBeGreaterThanOrEqual(3);
      expect(count(report)).toBeLessThan(count(sunriseReport));
    }
    expect(sparse.length).toBeGreaterThan(0);
    for (const ins of sparse) expect(ins.qDetail).toBeNull();
    expect(scaleInstitutes(60, 1).institutes.map((i) => i.qDetail)).toEqual(
      institutes.map((i) => i.qDetail),
    );
  });

  it('renders a rich institute’s whole report on its NAAC page, down to the documents of a year', () => {
    const [tab] = naacOf(rich[0]);
    const html = renderToString(
      <FilesProvider files={{ base: 'https://files.test' }}>
        <QualityTabContent
          tab={tab}
          ctx={{
            qif: {
              section: 'naac',
              detailId: 'd'.repeat(24),
              tabId: tab._id,
              nxtId: null,
              nnxtId: null,
              linkId: (raw) => raw,
            },
          }}
        />
      </FilesProvider>,
    );
    expect(html).toContain('<h2 id="quality-tab-heading">NAAC SSR 2023-24</h2>');
    expect(html).toContain('Quality Indicator Framework');
    for (const criterion of tab.children.filter((c) => c.name.startsWith('Criterion')))
      expect(html).toContain(`<summary>${criterion.name}</summary>`);
    expect(html).toContain('Criterion 7: Institutional Values and Best Practices');
    // Every document of the report (five levels down for a metric with year folders) links.
    const documents = (cards: QualityCard[]): QualityCard[] =>
      cards.flatMap((c) => (c.children.length ? documents(c.children) : [c]));
    const criteria = tab.children.filter((c) => c.name.startsWith('Criterion'));
    expect(depth(criteria)).toBe(5);
    for (const doc of documents(criteria)) expect(html).toContain(`>${doc.name}</a>`);
  });

  it('leaves every other figure the seed draws as it was', () => {
    // Drawn before the quality trees existed (seed 1): the trees come from a generator of their own.
    expect(
      scaleProfiles(6, 1).map((p) => [p.rich, p.sparse, p.staffCount, p.noticeCount, p.eventCount]),
    ).toEqual([
      [false, false, 10, 17, 12],
      [false, false, 41, 8, 1],
      [true, false, 239, 50, 23],
      [true, false, 287, 54, 22],
      [false, false, 15, 20, 10],
      [false, false, 107, 17, 11],
    ]);
  });
});
