/**
 * Student Corner (spec 2.9) in workerd against the demo provider: first-level entries as tabs (a
 * file entry opens the viewer), the second-level list of a tab with nested third-level entries
 * beneath, file entries opening the viewer, the empty institute, and foreign or malformed lcids
 * and tab ids answered 404 with no provider read.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { gyandeep, demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import { HINDI, RICH, SPARSE } from '../helpers/hosts';
import { demo, fileHref, get, pageBody, tabBar, visibleText } from '../helpers/worker';

const s = ids.sunrise;
const base = `/student/corner/${s.lcid}`;

const section = (html: string) =>
  /<section aria-labelledby="corner-section">[\s\S]*<\/section>/.exec(html)?.[0] ?? '';
const [scholarships, antiRagging, handbook] = sunrise.studentCorner;

beforeEach(async () => {
  await demo.reset();
});

describe('student corner', () => {
  it('the index shows the tabs (a file entry opens the viewer) and the first list tab, active', async () => {
    const page = await get(RICH, base);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Student Corner</h1>');
    const bar = tabBar(page.html);
    expect(bar).toContain(
      `href="${base}/lvl1/${scholarships._id}" class="tab active" aria-current="page">Scholarships</a>`,
    );
    expect(bar).toContain(`href="${base}/lvl1/${antiRagging._id}" class="tab">Anti-Ragging</a>`);
    expect(bar).toContain(`href="${fileHref(handbook.pdf_key!)}" data-file-viewer=""`);
    expect(bar).not.toContain(`/lvl1/${handbook._id}`);
    // Not blank: the first tab's list, as on its own page.
    const own = await get(RICH, `${base}/lvl1/${scholarships._id}`);
    expect(section(page.html)).toContain('<h2 id="corner-section">Scholarships</h2>');
    expect(section(page.html)).toBe(section(own.html));
    expect(page.html).toContain(`<link rel="canonical" href="http://${RICH}${base}"/>`);
  });

  it('a tab lists its second-level entries; a nested one is a heading over its own entries, no nested bullets', async () => {
    const page = await get(RICH, `${base}/lvl1/${antiRagging._id}`);
    expect(page.status).toBe(200);
    expect(tabBar(page.html)).toContain(
      `href="${base}/lvl1/${antiRagging._id}" class="tab active" aria-current="page">Anti-Ragging</a>`,
    );
    const list = section(page.html);
    expect(list).toContain('<h2 id="corner-section">Anti-Ragging</h2>');
    // A student scans headings and one level of entries: no list inside a list's item.
    expect(list).not.toMatch(/<li>(?:(?!<\/li>)[\s\S])*<ul/);
    const [nested, withFile, plain] = antiRagging.second_level;
    // The nested entry is a heading over its third-level entries.
    const group =
      new RegExp(
        `<h3 id="corner-${nested._id}">${nested.name}</h3><ul class="corner-list">([\\s\\S]*?)</ul>`,
      ).exec(list)?.[1] ?? '';
    // An entry sent without a name is named after its file.
    const readable = (key: string) =>
      key
        .split('/')
        .pop()!
        .replace(/\.[a-z]+$/, '')
        .replace(/-/g, ' ');
    expect(
      nested.third_level.some((third) => !third.name),
      'fixture has an unnamed entry',
    ).toBe(true);
    for (const third of nested.third_level)
      expect(group).toContain(
        `<a href="${fileHref(third.pdf_key)}" data-file-viewer="" target="_blank" rel="noopener">${third.name ?? readable(third.pdf_key)}</a>`,
      );
    expect(group.match(/<li>/g)).toHaveLength(nested.third_level.length);
    // A file says what it is, as every document does.
    expect(group).toMatch(/<span class="document-facts">PDF( · [^<]+)?<\/span>/);
    expect(list).toContain(
      `<a href="${fileHref(withFile.pdf_key!)}" data-file-viewer="" target="_blank" rel="noopener">${withFile.name}</a>`,
    );
    expect(list).toContain(`<li><span>${plain.name}</span></li>`);
    expect(visibleText(list)).not.toContain('Scholarships');
  });

  it('the page of a file entry offers its file', async () => {
    const page = await get(RICH, `${base}/lvl1/${handbook._id}`);
    expect(page.status).toBe(200);
    expect(section(page.html)).toContain(
      `href="${fileHref(handbook.pdf_key!)}" data-file-viewer=""`,
    );
    expect(visibleText(section(page.html))).toContain('Open Student Handbook');
  });

  it('a corner of files only (the Marathi institute) lists them on its index, never a blank page', async () => {
    const files = gyandeep.studentCorner;
    expect(files.length, 'fixture: a corner of files only').toBeGreaterThan(1);
    expect(files.every((e) => e.pdf_key && e.second_level.length === 0)).toBe(true);
    const page = await get(HINDI, `/student/corner/${ids.gyandeep.lcid}`);
    expect(page.status).toBe(200);
    const body = pageBody(page.html);
    for (const entry of files) {
      expect(tabBar(page.html)).toContain(`href="${fileHref(entry.pdf_key!)}" data-file-viewer=""`);
      expect(body).toContain(
        `<a href="${fileHref(entry.pdf_key!)}" data-file-viewer="" target="_blank" rel="noopener">${entry.name}</a>`,
      );
    }
  });

  it('the sparse institute has an empty student corner', async () => {
    const page = await get(SPARSE, `/student/corner/${ids.hillview.lcid}`);
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).toContain('Nothing in the student corner yet.');
    expect(page.html).not.toContain('class="tabbar"');
  });

  it('is a 404 for a foreign or malformed lcid or tab id, with no provider read carrying them', async () => {
    await demo.clearRequests();
    const bad = [
      `/student/corner/${s.insId}`,
      `/student/corner/${ids.gyandeep.lcid}`,
      `/student/corner/${ids.gyandeep.lcid}/lvl1/${scholarships._id}`,
      '/student/corner/not-an-lcid',
      `${base}/lvl1/not-a-tab-id`,
      `${base}/lvl1/${ids.gyandeep.studentCornerTabIds[0]}`,
      `${base}/lvl1/${antiRagging.second_level[0]._id}`,
      `${base}/lvl2/${antiRagging._id}`,
    ];
    for (const path of bad) expect((await get(RICH, path)).status, path).toBe(404);
    const carrying = (await demo.requests()).filter((r) =>
      [ids.gyandeep.lcid, 'not-a', ids.gyandeep.studentCornerTabIds[0]].some((x) =>
        `${r.path}${r.search}`.includes(x),
      ),
    );
    expect(carrying).toEqual([]);
  });
});
