/**
 * The navigation bar's grouped menus in workerd against the demo provider (decision 026): the six
 * quality sections are one Quality menu whose panel shows a group per non-empty section (its label
 * linking to the section's page, then its entries), About Us shows its entries as groups the same
 * way, and the phone drawer carries the same groups, so no link is lost.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids } from '../../demo/fixtures/index.ts';
import { RICH, HINDI as SMALL, SPARSE } from '../helpers/hosts';
import { demo, get } from '../helpers/worker';

const SECTIONS = [
  ['IQAC', 'iqac', 'iqac'],
  ['NAAC', 'naac', 'naac'],
  ['AQAR', 'aqar', 'aqar'],
  ['NIRF', 'nirf', 'nirf'],
  ['Special Status', 'special', 'iqac'],
  ['Institutional Dist.', 'institutional', 'iqac'],
] as const;

beforeEach(async () => {
  await demo.reset();
});

/** The menu bar's HTML as sent (whole: the frame is warm after a first visit). */
async function menubar(host: string): Promise<string> {
  await get(host, '/');
  const html = (await get(host, '/')).html;
  return html.slice(
    html.indexOf('<nav class="menubar"'),
    html.indexOf('</nav>', html.indexOf('<nav class="menubar"')),
  );
}

/** The top-level dropdown labelled `label` in `html`, from its `<details>` to its end. */
function dropdown(html: string, label: string): string {
  const start = html.indexOf(`<details class="menu menu-grouped"><summary>${label}</summary>`);
  if (start < 0) return '';
  // Grouped panels hold no nested <details> for quality; About Us may: count the nesting.
  let depth = 0;
  for (const m of html.slice(start).matchAll(/<details\b|<\/details>/g)) {
    depth += m[0] === '</details>' ? -1 : 1;
    if (depth === 0) return html.slice(start, start + m.index + m[0].length);
  }
  return html.slice(start);
}

describe('the Quality menu', () => {
  it('is one menu whose panel has the six sections as groups, in spec order, each linking its tabs', async () => {
    const bar = await menubar(RICH);
    for (const [label] of SECTIONS) expect(bar).not.toContain(`<summary>${label}</summary>`);
    const quality = dropdown(bar, 'Quality');
    expect(quality).not.toBe('');
    const detailId = ids.sunrise.iqacDetailId!;
    const labels = [...quality.matchAll(/class="menu-group-label"[^>]*>([^<]*)</g)].map(
      (m) => m[1],
    );
    expect(labels).toEqual(SECTIONS.map(([label]) => label));
    for (const [label, section, parent] of SECTIONS) {
      expect(quality).toContain(
        `<a class="menu-group-label" href="/${parent}/${detailId}">${label}</a><ul aria-label="${label}">`,
      );
      const tabs = ids.sunrise.qualityTabIds[section];
      expect(tabs.length, section).toBeGreaterThan(0);
      for (const tabId of tabs)
        expect(quality, `${section} ${tabId}`).toMatch(
          new RegExp(`href="(/${section}/${detailId}/tab/${tabId}|[^"]+/files/[^"]+)"`),
        );
    }
  });

  it('leaves out sections with no tabs, and is absent when all are', async () => {
    const small = await menubar(SMALL);
    const quality = dropdown(small, 'Quality');
    const present = SECTIONS.filter(([, s]) => ids.gyandeep.qualityTabIds[s].length > 0);
    expect(present.length).toBeGreaterThan(0);
    expect(present.length).toBeLessThan(SECTIONS.length);
    const labels = [...quality.matchAll(/class="menu-group-label"[^>]*>([^<]*)</g)].map(
      (m) => m[1],
    );
    expect(labels).toEqual(present.map(([label]) => label));
    expect(await menubar(SPARSE)).not.toContain('>Quality<');
  });

  it('the phone drawer carries the same groups', async () => {
    await get(RICH, '/');
    const html = (await get(RICH, '/')).html;
    const drawer = html.slice(html.indexOf('class="drawer"'), html.indexOf('<nav class="menubar"'));
    const quality = dropdown(drawer, 'Quality');
    const labels = [...quality.matchAll(/class="menu-group-label"[^>]*>([^<]*)</g)].map(
      (m) => m[1],
    );
    expect(labels).toEqual(SECTIONS.map(([label]) => label));
  });
});

describe('the About Us menu', () => {
  it('shows its switched-on entries as groups, each label linking to its page', async () => {
    const about = dropdown(await menubar(RICH), 'About Us');
    const lcid = ids.sunrise.lcid;
    for (const [label, link] of [
      ['Institute Profile', '/institute'],
      ['Administrations', `/administration/${lcid}`],
      ['Accrediation', `/accrediation/${lcid}`],
      ['Faculties', '/institute/faculties'],
      ['Governing Body', `/governing/${lcid}`],
    ])
      expect(about).toContain(`<a class="menu-group-label" href="${link}">${label}</a>`);
    expect(about).toContain('href="/institute/faculties/teaching"');
    const small = dropdown(await menubar(SMALL), 'About Us');
    expect(small).toContain('>Institute Profile</a>');
    expect(small).not.toContain('class="menu-group-label" href="/governing/');
    expect(await menubar(SPARSE)).not.toContain('>About Us<');
  });
});

describe("an inner page's breadcrumbs", () => {
  it('lead through the entries of the menus the same page shows', async () => {
    const department = `/onedepartment/${ids.sunrise.departmentIds[0]}`;
    const trails: [string, string[]][] = [
      ['/notice', ['Home', 'Notice']],
      [department, ['Home', 'Department', 'UG', 'Computer Science']],
      ['/contact/us', ['Home', 'Contact Us']],
    ];
    for (const [path, labels] of trails) {
      await get(RICH, path);
      const { html } = await get(RICH, path); // warm: the whole frame, menus and trail
      const start = html.indexOf('<nav aria-label="Breadcrumb"');
      const end = html.indexOf('</nav>', start);
      expect(start, path).toBeGreaterThan(0);
      const trail = html.slice(start, end);
      const crumbs = [...trail.matchAll(/<li>(?:<a href="([^"]+)">|<span[^>]*>)([^<]+)</g)];
      expect(crumbs.map(([, , label]) => label)).toEqual(labels);
      // Each step links where the menu bar or the drawer does.
      const menus = html.slice(0, start) + html.slice(end);
      for (const [, href, label] of crumbs.slice(0, -1))
        expect(menus, `${path}: ${label}`).toContain(`href="${href}"`);
    }
  });
});
