/**
 * No heading with nothing under it, on any page of the demo institutes (issue 13): the sparse
 * institute (most data missing), the smaller one (entries with a title and nothing else) and the
 * rich one (the department tab the spec leaves blank, R&D and examination documents). A list
 * that is empty says so; a heading followed by nothing at all is left out, and an entry that has
 * only a title keeps it as text.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { gyandeep, demo as ids } from '../../demo/fixtures/index.ts';
import { pageTypes } from '../bench/pages.ts';
import { RICH, HINDI as SMALL, SPARSE } from '../helpers/hosts';
import { demo, get, pageBody, visibleText } from '../helpers/worker';

/**
 * Headings (h2-h6, not links) and accordion summaries followed by nothing: the end of their
 * container, or an element with no content.
 */
function headingsWithNothingUnder(html: string): string[] {
  let body = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<!--[\s\S]*?-->/g, '');
  // Elements with nothing in them (an empty paragraph inside an empty div...) count as nothing.
  for (let before = ''; before !== body; )
    [before, body] = [body, body.replace(/<(p|div|ul|section)\b[^>]*>\s*<\/\1>/g, '')];
  const found: string[] = [];
  for (const m of body.matchAll(/<(h[2-6]|summary)\b[^>]*>([\s\S]*?)<\/\1>/g)) {
    // A heading that is a link leads somewhere; a summary with markup is a control (Read More).
    if (/<a\s/.test(m[2]) || (m[1] === 'summary' && m[2].includes('<'))) continue;
    const next = body.slice(m.index + m[0].length).trimStart();
    if (next.startsWith('</')) found.push(`${m[0]} -> ${next.slice(0, 40)}`);
  }
  return found;
}

/** Internal page links of a page (no files, feeds or fragments). */
const internalLinks = (html: string) =>
  [...html.matchAll(/href="(\/[^"#]*)"/g)]
    .map((m) => m[1].replace(/&amp;/g, '&'))
    .filter((p) => !/^\/(css|js|img|build)\/|\.(xml|ics|txt|js|css)$/.test(p));

async function expectNoneOn(host: string, paths: string[]) {
  for (const path of paths) {
    const page = await get(host, path);
    if (page.status >= 300 && page.status < 400) continue; // a redirect has no page of its own
    expect(page.status, `${host}${path}`).toBe(200);
    expect(headingsWithNothingUnder(page.html), `${host}${path}`).toEqual([]);
  }
}

beforeEach(async () => {
  await demo.reset();
});

describe('no heading with nothing under it', () => {
  it('on the sparse institute: every page its home page links to', {
    timeout: 60_000,
  }, async () => {
    const home = await get(SPARSE, '/');
    const paths = [
      ...new Set([
        '/',
        ...internalLinks(home.html),
        '/admission/document',
        '/admission/contact',
        '/event',
      ]),
    ];
    expect(paths.length).toBeGreaterThan(5);
    await expectNoneOn(SPARSE, paths);
  });

  it('on the rich institute: every page type, R&D and the examination tabs, and the department tab the spec leaves blank', {
    timeout: 60_000,
  }, async () => {
    const dept = ids.sunrise.departmentIds[0];
    const rnd = `/research/development/${ids.sunrise.rndDetailId}`;
    await expectNoneOn(RICH, [
      ...pageTypes({ all: true }).map((p) => p.path),
      `/onedepartment/${dept}/tab/laboratory`,
      `/onedepartment/${dept}/tab/mou-collabration`,
      ...['', '/mou', '/paper', '/activities', '/project', '/meeting'].map((tab) => rnd + tab),
      ...['schedule', 'time-table', 'notifications', 'hall-ticket'].map((t) => `/examination/${t}`),
    ]);
    const page = await get(RICH, `/onedepartment/${dept}/tab/mou-collabration?q=Physics`);
    expect(visibleText(pageBody(page.html)).trim()).toBe('');
  });

  it('on the smaller institute, whose entries sometimes have only a title', {
    timeout: 60_000,
  }, async () => {
    const g = ids.gyandeep;
    const dept = g.departmentIds[0];
    const pages = {
      affiliation: '/institute/affiliation',
      libraryAbout: `/library/${g.libraryId}/about`,
      eresources: `/library/${g.libraryId}/eresources`,
      poPso: `/onedepartment/${dept}/tab/po-pso`,
      contact: `/onedepartment/${dept}/tab/contact`,
      checklist: '/admission/document',
    };
    await expectNoneOn(SMALL, Object.values(pages));
    const text = async (path: string) => visibleText(pageBody((await get(SMALL, path)).html));
    // An entry with only a title keeps it, as text.
    expect(await text(pages.affiliation)).toContain('Recognised under UGC 2(f) and 12(B)');
    expect(await text(pages.eresources)).toContain('Shodhganga');
    expect(await text(pages.poPso)).toContain('PSO1');
    expect(await text(pages.checklist)).toContain('Two passport-size photographs');
    // A sub-heading with nothing under it, and a contact card with no way to contact, are left out.
    expect(await text(pages.libraryAbout)).not.toContain('Reading Room');
    expect(await text(pages.libraryAbout)).toContain('Timings');
    const contact = await text(pages.contact);
    expect(contact).not.toContain('Laboratory');
    expect(contact).toContain(
      (gyandeep.departmentSites[dept] as { department_contact: { contact_person_email: string }[] })
        .department_contact[0].contact_person_email,
    );
  });
});
