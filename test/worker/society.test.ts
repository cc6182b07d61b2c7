/**
 * Society (spec 2.9) in workerd against the demo provider: the five tabs from the landing
 * control, the founder message, the organisation chart as a file, the society governing body
 * (category links, category tabs, member table with the default avatar), empty institutes, and
 * bad or foreign ids answered 404 before any governing read.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import { HINDI, RICH, SPARSE } from '../helpers/hosts';
import {
  clearCache,
  demo,
  demoUrl,
  get,
  pictureHref,
  requestsMentioning,
  tabBars,
  visibleText,
} from '../helpers/worker';

const s = ids.sunrise;

const tableRows = (html: string) =>
  [...html.matchAll(/<tr[^>]*data-search="([^"]*)"[\s\S]*?<\/tr>/g)].map((m) => m[0]);
const categoryPath = (lcid: string, categoryId: string) =>
  `/society/governing/society-governing/${lcid}/category/${categoryId}`;

beforeEach(async () => {
  await demo.reset();
});

describe('society tabs', () => {
  it('index: the society name as title, the five tabs and the first tab content', async () => {
    const page = await get(RICH, '/society');
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1>Sunrise Education Society<\/h1>/);
    const bar = tabBars(page.html)[0];
    for (const [path, label] of [
      ['about', 'About'],
      ['vision-mission', 'Vision and Mission'],
      ['message', 'Founder Message'],
      ['organisation', 'Organisation Structure'],
      ['society-governing', 'Governing Body'],
    ]) {
      expect(bar).toContain(`href="/society/${path}"`);
      expect(visibleText(bar)).toContain(label);
    }
    // Not blank: the first tab's content (About), that tab marked active, under /society itself.
    expect(bar).toContain('href="/society/about" class="tab active" aria-current="page">About</a>');
    expect(bar.match(/aria-current/g)).toHaveLength(1);
    expect(page.html).toMatch(/<h2 id="about-heading">About<\/h2>/);
    expect(visibleText(page.html)).toContain('The institute is committed to excellence');
    expect(page.html).toContain(`<link rel="canonical" href="http://${RICH}/society"/>`);
  });

  it('the sparse institute switched the society off: its index is a 404', async () => {
    expect((await get(SPARSE, '/society')).status).toBe(404);
  });

  it('about and vision/mission show the landing control text', async () => {
    expect(visibleText((await get(RICH, '/society/about')).html)).toContain(
      'The institute is committed to excellence',
    );
    const vm = visibleText((await get(RICH, '/society/vision-mission')).html);
    expect(vm).toContain('Education for all.');
    expect(vm).toContain('Reach every village.');
  });

  it('founder message: photo, name, designation and message', async () => {
    const page = await get(RICH, '/society/message');
    const text = visibleText(page.html);
    expect(text).toContain('Late Shri Ganpatrao Patil');
    expect(text).toContain('Founder');
    expect(text).toContain('Education is the most powerful tool for change.');
    expect(page.html).toContain(`src="${pictureHref('sunrise/founder.jpg', 256)}"`);
    expect(page.html).toContain('alt="Photo of Late Shri Ganpatrao Patil"');
  });

  it('organisation structure: a pdf key is a card whose Open PDF button opens the viewer', async () => {
    const page = await get(RICH, '/society/organisation');
    expect(page.html).toContain(
      `href="${demoUrl()}/files/sunrise/society-structure.pdf" data-file-viewer=""`,
    );
    expect(visibleText(page.html)).toContain('Open PDF');
    expect(page.html).not.toContain('View Details');
  });

  it('the Marathi society name is the title', async () => {
    const page = await get(HINDI, '/society/about');
    // Devanagari provider text on an English page carries its language (decision 042).
    expect(page.html).toContain('<h1 lang="hi">ज्ञानदीप शिक्षण संस्था</h1>');
  });

  it('the sparse institute switched the society off: every tab is a 404', async () => {
    for (const tab of ['about', 'vision-mission', 'message', 'organisation', 'society-governing'])
      expect((await get(SPARSE, `/society/${tab}`)).status, tab).toBe(404);
  });

  it('unknown tab is a 404', async () => {
    for (const bad of ['governing', 'About', 'founder'])
      expect((await get(RICH, `/society/${bad}`)).status, bad).toBe(404);
  });
});

describe('society governing body', () => {
  it('the Governing Body tab lists the categories, linking to their member pages', async () => {
    const page = await get(RICH, '/society/society-governing');
    expect(page.status).toBe(200);
    for (const cat of sunrise.societyBodies.categories) {
      expect(page.html).toContain(`href="${categoryPath(s.lcid, cat._id)}"`);
      expect(visibleText(page.html)).toContain(cat.category);
    }
  });

  it('a category page: category tabs, member table with designation, description and the default avatar', async () => {
    const [first, second] = sunrise.societyBodies.categories;
    const page = await get(RICH, categoryPath(s.lcid, second._id));
    expect(page.status).toBe(200);
    const [outer, categories] = tabBars(page.html);
    expect(outer).toMatch(/aria-current="page">Governing Body</);
    expect(categories).toContain(`href="${categoryPath(s.lcid, first._id)}"`);
    expect(categories).toMatch(new RegExp(`aria-current="page">${second.category}<`));
    const members = sunrise.societyBodies.members[second._id];
    const rows = tableRows(page.html);
    expect(rows.length).toBe(members.length);
    members.forEach((m, i) => {
      const row = visibleText(rows[i]);
      expect(row).toContain(m.body_name);
      expect(row).toContain(m.body_designation);
      if (m.body_description) expect(row).toContain(m.body_description);
      expect(rows[i]).toContain(
        m.body_photo
          ? `<img src="${pictureHref(m.body_photo, 64)}" srcSet="`
          : 'src="/img/default-avatar.svg"',
      );
    });
    for (const col of ['serial">Sr. No.', 'photo">Photo', 'name">Name'])
      expect(page.html).toContain(`<th scope="col" class="${col}</th>`);
    for (const col of ['Designation', 'Description'])
      expect(page.html).toContain(`<th scope="col">${col}</th>`);
  });

  it('reads the society governing endpoints with the lcid', async () => {
    const cat = sunrise.societyBodies.categories[0];
    await clearCache();
    await demo.clearRequests();
    expect((await get(RICH, categoryPath(s.lcid, cat._id))).status).toBe(200);
    const paths = (await requestsMentioning('/society/governing/')).map(
      (r) => `${r.path}${r.search}`,
    );
    expect(paths).toContain(
      `/api/v1/site/society/governing/${s.lcid}/category/query?limit=1000&page=1`,
    );
    expect(paths).toContain(
      `/api/v1/site/society/governing/${s.lcid}/category/${cat._id}/body/query?limit=1000&page=1`,
    );
  });

  it('bad or foreign ids are a 404 with no governing read carrying them', async () => {
    const cat = sunrise.societyBodies.categories[0]._id;
    await demo.clearRequests();
    const cases = [
      categoryPath('not-an-lcid', cat),
      categoryPath(s.lcid, 'not-a-category'),
      categoryPath(ids.gyandeep.lcid, cat), // another institute's lcid
      categoryPath(s.insId, cat), // the society route takes the lcid only
      `/society/governing/about/${s.lcid}/category/${cat}`,
    ];
    for (const path of cases) expect((await get(RICH, path)).status, path).toBe(404);
    expect(await requestsMentioning('not-an-lcid')).toEqual([]);
    expect(await requestsMentioning('not-a-category')).toEqual([]);
    expect(await requestsMentioning(ids.gyandeep.lcid)).toEqual([]);
    expect(await requestsMentioning(`governing/${s.insId}`)).toEqual([]);
  });

  it('a well-formed category id that is not one of the society categories is a 404', async () => {
    const page = await get(RICH, categoryPath(s.lcid, s.governingCategoryIds[0]));
    expect(page.status).toBe(404);
  });

  it('the sparse institute (society switched off) has no society governing body', async () => {
    expect((await get(SPARSE, '/society/society-governing')).status).toBe(404);
  });
});
