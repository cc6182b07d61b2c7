/**
 * Committees (spec 2.5) in workerd against the demo provider: the committee list without IQAC,
 * RND and NAAC, one committee's About, Compositions (staff and student names with and without
 * middle names) and Meetings (View Detail opens the minutes), empty committees, and ids that
 * are not the institute's own answered 404 before any provider read.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { rasterName } from '../../demo/fixtures/context.ts';
import { demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import { HINDI, RICH, SPARSE } from '../helpers/hosts';
import {
  clearCache,
  demo,
  expectConsoleError,
  fileHref,
  get,
  pictureHref,
  requestsMentioning,
  tabBars,
  visibleText,
} from '../helpers/worker';

const s = ids.sunrise;

const authorityId = (name: string) =>
  sunrise.authorities.find((a) => a.custom_head_name === name)!._id;
/** The page's own tab bars (the menus elsewhere on the page also name committees). */
const allTabBars = (html: string) => tabBars(html).join('\n');

beforeEach(async () => {
  await demo.reset();
});

describe('committee list', () => {
  it('has a tab per committee, leaving out IQAC, RND and NAAC, and shows the first one', async () => {
    const page = await get(RICH, `/committee/${s.iqacId}`);
    expect(page.status).toBe(200);
    const bars = allTabBars(page.html);
    for (const name of [
      'Anti-Ragging Committee',
      'Grievance Redressal Cell',
      'Women Development Cell',
      'Sports Committee',
    ]) {
      expect(bars).toContain(`href="/committee/${s.iqacId}/one/${authorityId(name)}"`);
      expect(visibleText(bars)).toContain(name);
    }
    for (const excluded of s.excludedCommitteeIds) expect(page.html).not.toContain(excluded);
    expect(visibleText(bars)).not.toMatch(/\b(IQAC|RND|NAAC)\b/);
    expect(visibleText(page.html)).not.toContain('Choose a committee above');
    expect(page.html).not.toContain('undefined');
    // The first committee, marked active, with its About tab (active) and content.
    const first = `/committee/${s.iqacId}/one/${authorityId('Anti-Ragging Committee')}`;
    expect(bars).toContain(
      `href="${first}" class="tab active" aria-current="page">Anti-Ragging Committee</a>`,
    );
    expect(bars).toContain(`href="${first}/nxt/about" class="tab active" aria-current="page"`);
    expect(bars.match(/aria-current/g)).toHaveLength(2);
    expect(page.html).toContain('<h1>Committees</h1>');
    expect(page.html).toContain('<h2 id="committee-about">About</h2>');
    expect(visibleText(page.html)).toContain('Meets every quarter and reports to the principal.');
    expect(page.html).toContain(
      `<link rel="canonical" href="http://${RICH}/committee/${s.iqacId}"/>`,
    );
  });

  it('lists the committees of the Marathi institute', async () => {
    const page = await get(HINDI, `/committee/${ids.gyandeep.iqacId}`);
    expect(page.status).toBe(200);
    expect(visibleText(allTabBars(page.html))).toContain('Library Committee');
  });

  it('is a 404 for an id that is not the institute IQAC module, with no committee read', async () => {
    await demo.clearRequests();
    for (const bad of ['not-an-id', '123', `${s.iqacId}0`, ids.gyandeep.iqacId!, s.insId]) {
      const page = await get(RICH, `/committee/${bad}`);
      expect(page.status, bad).toBe(404);
    }
    expect(await requestsMentioning('not-an-id')).toEqual([]);
    expect(await requestsMentioning(ids.gyandeep.iqacId!)).toEqual([]);
  });

  it('is a 404 on the sparse institute, which has no committees (and no menu)', async () => {
    const home = await get(SPARSE, '/');
    expect(home.html).not.toContain('/committee/');
    const page = await get(SPARSE, `/committee/${s.iqacId}`);
    expect(page.status).toBe(404);
  });
});

describe('one committee', () => {
  const base = (name: string) => `/committee/${s.iqacId}/one/${authorityId(name)}`;

  it('shows About by default: sections with title, text and image, and the inner tabs', async () => {
    const page = await get(RICH, base('Anti-Ragging Committee'));
    expect(page.status).toBe(200);
    const text = visibleText(page.html);
    expect(page.html).toMatch(/<h1>Anti-Ragging Committee<\/h1>/);
    expect(text).toContain('Objectives');
    expect(text).toContain('Meets every quarter and reports to the principal.');
    expect(page.html).toContain(`src="${pictureHref('sunrise/committee-3.jpg', 640)}"`);
    const bars = allTabBars(page.html);
    for (const [tab, label] of [
      ['about', 'About'],
      ['composition', 'Compositions'],
      ['meeting', 'Meetings'],
    ]) {
      expect(bars).toContain(`href="${base('Anti-Ragging Committee')}/nxt/${tab}"`);
      expect(visibleText(bars)).toContain(label);
    }
    expect(bars).toMatch(/href="[^"]*\/nxt\/about" class="tab active" aria-current="page"/);
    // The committee itself is the active outer tab.
    expect(bars).toMatch(new RegExp(`href="${base('Anti-Ragging Committee')}" class="tab active"`));
    expect((await get(RICH, `${base('Anti-Ragging Committee')}/nxt/about`)).html).toContain(
      'Objectives',
    );
  });

  it('shows the composition with names built from first, optional middle and last name, staff and students alike', async () => {
    // Fixture members of each kind, with and without a middle name, in the listed committees.
    type Rec = Record<string, unknown>;
    const members = sunrise.authorities.flatMap((a, i) =>
      ['IQAC', 'RND', 'NAAC'].includes(a.custom_head_name)
        ? []
        : (sunrise.compositions[i] as Rec[]).map((m) => ({ committee: a.custom_head_name, m })),
    );
    const pick = (kind: 'staff' | 'student', withMiddle: boolean) => {
      for (const { committee, m } of members) {
        const p = m[kind] as Record<string, string> | undefined;
        if (!p || Boolean(p[`${kind}MiddleName`]) !== withMiddle) continue;
        return {
          committee,
          name: [p[`${kind}FirstName`], p[`${kind}MiddleName`], p[`${kind}LastName`]]
            .filter(Boolean)
            .join(' '),
          designation: m.designation as string,
        };
      }
      throw new Error(`fixture has no ${kind} ${withMiddle ? 'with' : 'without'} a middle name`);
    };
    for (const c of [
      pick('staff', true),
      pick('staff', false),
      pick('student', true),
      pick('student', false),
    ]) {
      const page = await get(RICH, `${base(c.committee)}/nxt/composition`);
      expect(page.status).toBe(200);
      const rows = [...page.html.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((m) =>
        visibleText(m[1]).trim(),
      );
      expect(
        rows.some((r) => new RegExp(`^\\d+ ${c.name} ${c.designation}$`).test(r)),
        `${c.name} in ${c.committee}: ${rows.join(' | ')}`,
      ).toBe(true);
    }
    const page = await get(RICH, `${base('Anti-Ragging Committee')}/nxt/composition`);
    for (const col of ['serial">Sr. No.', 'photo">Photo', 'name">Name'])
      expect(page.html).toContain(`<th scope="col" class="${col}</th>`);
    for (const col of ['Designation']) expect(page.html).toContain(`<th scope="col">${col}</th>`);
    expect(page.html).toContain('data-label="Designation"');
    // A member without a photo gets the default avatar; one with a photo gets the file.
    expect(page.html).toContain('src="/img/default-avatar.svg"');
    expect(page.html).toContain(`src="${pictureHref(rasterName('sunrise/student-2.svg'), 64)}"`);
    expect(page.html).not.toContain('undefined');
  });

  it('leaves out a member whose record was deleted (staff null, no student), numbering the rest from 1', async () => {
    const i = sunrise.authorities.findIndex((a) => a.custom_head_name === 'Anti-Ragging Committee');
    const members = sunrise.compositions[i] as Record<string, unknown>[];
    const deleted = members.filter((m) => m.staff === null && !('student' in m));
    expect(deleted.length, 'fixture has a deleted member').toBeGreaterThan(0);
    const page = await get(RICH, `${base('Anti-Ragging Committee')}/nxt/composition`);
    expect(page.status).toBe(200);
    const rows = [...page.html.matchAll(/<tbody>[\s\S]*?<\/tbody>/g)]
      .flatMap((b) => [...b[0].matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)])
      .map((m) => m[1]);
    expect(rows).toHaveLength(members.length - deleted.length);
    rows.forEach((row, n) => {
      expect(row).toContain(`<td class="serial" data-label="Sr. No.">${n + 1}</td>`);
      expect(row).not.toMatch(/<td class="name" data-label="Name"><\/td>/);
    });
    for (const m of deleted) expect(visibleText(page.html)).not.toContain(m.designation as string);
  });

  it('shows meetings as cards whose View Detail opens the minutes in the viewer', async () => {
    const page = await get(RICH, `${base('Grievance Redressal Cell')}/nxt/meeting`);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h3>Meeting 1 minutes<\/h3>/);
    expect(page.html).toContain(
      `href="${fileHref('sunrise/Minutes 4-0.pdf')}" data-file-viewer=""`,
    );
    expect(page.html).toContain(
      `href="${fileHref('sunrise/Minutes 4-1.pdf')}" data-file-viewer=""`,
    );
    expect(visibleText(page.html)).toContain('View Detail');
  });

  it('names a meeting sent without a name after its file, never "Meeting"', async () => {
    const i = sunrise.authorities.findIndex(
      (a) => a.custom_head_name === 'Grievance Redressal Cell',
    );
    const unnamed = (sunrise.customs[i].meetings as { name?: string; attach: string }[]).find(
      (m) => !m.name,
    )!;
    expect(unnamed, 'fixture has an unnamed meeting').toBeDefined();
    const page = await get(RICH, `${base('Grievance Redressal Cell')}/nxt/meeting`);
    expect(page.html).toContain('<h3>Minutes 4 2</h3>');
    expect(page.html).toContain(`href="${fileHref(unnamed.attach)}" data-file-viewer=""`);
    expect(visibleText(page.html)).toContain('View Detail : Minutes 4 2');
    expect(page.html).not.toContain('<h3>Meeting</h3>');
  });

  it('shows a short line for each empty tab', async () => {
    const empty = base('Women Development Cell');
    expect(visibleText((await get(RICH, `${empty}/nxt/about`)).html)).toContain(
      'Nothing about this committee yet.',
    );
    expect(visibleText((await get(RICH, `${empty}/nxt/composition`)).html)).toContain(
      'No members listed yet.',
    );
    expect(visibleText((await get(RICH, `${empty}/nxt/meeting`)).html)).toContain(
      'No meetings yet.',
    );
  });

  it('is a 404 for IQAC, RND and NAAC, foreign or malformed ids and unknown tabs, before any committee read', async () => {
    await demo.clearRequests();
    const good = authorityId('Sports Committee');
    const bad = [
      ...s.excludedCommitteeIds.map((x) => `/committee/${s.iqacId}/one/${x}`),
      `/committee/${s.iqacId}/one/${ids.gyandeep.committeeIds[0]}`,
      `/committee/${s.iqacId}/one/zz${good.slice(2)}`,
      `/committee/${s.iqacId}/one/${good}/nxt/members`,
      `/committee/${s.iqacId}/one/${good}/nxt/`,
      `/committee/${ids.gyandeep.iqacId}/one/${good}`,
      `/committee/bad/one/${good}/nxt/about`,
    ];
    for (const path of bad) expect((await get(RICH, path)).status, path).toBe(404);
    const reads = (await demo.requests()).filter(
      (r) => r.path.includes('/custom/dashboard') || r.path.includes('/composition/query'),
    );
    expect(reads).toEqual([]);
  });

  it('answers 503 when the members cannot be read and nothing is cached', async () => {
    expectConsoleError(/"event":"provider-unavailable"/);
    await clearCache();
    await demo.faults({ faults: [{ pattern: '/all/composition/query', mode: 'status500' }] });
    const page = await get(RICH, `${base('Sports Committee')}/nxt/composition`);
    expect(page.status).toBe(503);
    await demo.reset();
    const again = await get(RICH, `${base('Sports Committee')}/nxt/composition`);
    expect(again.status).toBe(200);
  });

  it('answers 503, not 404, when the committee list itself cannot be read and nothing is cached', async () => {
    expectConsoleError(/"event":"provider-unavailable"/);
    await clearCache();
    await demo.faults({
      faults: [{ pattern: `/v2/committee/${s.iqacId}/dashboard`, mode: 'status500' }],
    });
    expect((await get(RICH, `${base('Sports Committee')}/nxt/about`)).status).toBe(503);
  });
});
