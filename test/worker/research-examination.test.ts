/**
 * Research and Development (spec 2.4) and Examination (spec 2.6) in workerd: placeholder pages
 * with their tab bars (labels of spec section 9, active tab from the route), menus gated by
 * the toggles, and unknown tabs or malformed ids answered 404 with no provider read naming them.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids } from '../../demo/fixtures/index.ts';
import { demo, get, tabBar, visibleText } from '../helpers/worker';

const RICH = 'sunrise.localhost';
const HINDI = 'gyandeep.localhost';
const SPARSE = 'hillview.localhost';
const rnd = ids.sunrise.rndDetailId!;

const RND = [
  ['rnd', 'Research and Department'],
  ['mou', 'MOU'],
  ['paper', 'Research Paper'],
  ['activities', 'Activities'],
  ['project', 'Projects'],
  ['meeting', 'Meetings'],
];
const EXAM = [
  ['manual', 'Manual of Examinations'],
  ['schedule', 'Examination Schedule'],
  ['time-table', 'Examination Time Table'],
  ['notifications', 'Examination Notification'],
  ['hall-ticket', 'Hall Ticket'],
];

beforeEach(async () => {
  await demo.reset();
});

describe('research and development', () => {
  it('shows the six tabs and, at the index, the first tab (active) under its own address', async () => {
    const index = `/research/development/${rnd}`;
    const page = await get(RICH, index);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Research and Development</h1>');
    const bar = tabBar(page.html);
    const [[first, firstLabel], ...rest] = RND;
    expect(bar).toContain(
      `href="${index}/${first}" class="tab active" aria-current="page">${firstLabel}</a>`,
    );
    for (const [name, label] of rest)
      expect(bar).toContain(`href="${index}/${name}" class="tab">${label}</a>`);
    expect(bar.match(/aria-current/g)).toHaveLength(1);
    expect(page.html).toContain(`<h2>${firstLabel}</h2>`);
    expect(visibleText(page.html)).toContain(`${firstLabel} will be published here.`);
    expect(page.html).toContain(`<link rel="canonical" href="http://${RICH}${index}"/>`);
  });

  it.each(RND)('marks /%s active with its label', async (name, label) => {
    const page = await get(RICH, `/research/development/${rnd}/${name}`);
    expect(page.status).toBe(200);
    expect(tabBar(page.html)).toContain(
      `href="/research/development/${rnd}/${name}" class="tab active" aria-current="page">${label}</a>`,
    );
    expect(page.html).toContain(`<h2>${label}</h2>`);
  });

  it('is a 404 for an unknown tab or a malformed id, with no provider request naming it', async () => {
    await demo.clearRequests();
    for (const path of [
      `/research/development/${rnd}/papers`,
      `/research/development/${rnd}/RND`,
      '/research/development/not-an-id',
      `/research/development/${rnd}z/mou`,
      `/research/development/${rnd}/mou/extra`,
    ]) {
      expect((await get(RICH, path)).status, path).toBe(404);
    }
    expect(
      (await demo.requests()).filter(
        (r) => /papers|not-an-id/.test(r.path + r.search) || r.path.includes(`${rnd}z`),
      ),
    ).toEqual([]);
  });

  it('is in the menu only where R&D is switched on', async () => {
    expect((await get(RICH, '/')).html).toContain(`href="/research/development/${rnd}"`);
    expect((await get(HINDI, '/')).html).not.toContain('/research/development/');
    expect((await get(SPARSE, '/')).html).not.toContain('/research/development/');
  });
});

describe('examination', () => {
  it('shows the five tabs and, at the index, the first tab (active) instead of a hint', async () => {
    const page = await get(RICH, '/examination');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Examinations</h1>');
    const bar = tabBar(page.html);
    const [[first, firstLabel], ...rest] = EXAM;
    expect(bar).toContain(
      `href="/examination/${first}" class="tab active" aria-current="page">${firstLabel}</a>`,
    );
    for (const [name, label] of rest)
      expect(bar).toContain(`href="/examination/${name}" class="tab">${label}</a>`);
    expect(page.html).toContain(`<h2>${firstLabel}</h2>`);
    expect(visibleText(page.html)).toContain(`${firstLabel}: nothing has been published here yet.`);
    expect(visibleText(page.html)).not.toContain('Choose a section above');
    expect(page.html).toContain(`<link rel="canonical" href="http://${RICH}/examination"/>`);
  });

  it.each(EXAM)('marks /examination/%s active with its label', async (name, label) => {
    const page = await get(RICH, `/examination/${name}`);
    expect(page.status).toBe(200);
    expect(tabBar(page.html)).toContain(
      `href="/examination/${name}" class="tab active" aria-current="page">${label}</a>`,
    );
    expect(page.html).toContain(`<h2>${label}</h2>`);
  });

  it('is a 404 for an unknown tab', async () => {
    for (const path of [
      '/examination/results',
      '/examination/Manual',
      '/examination/manual/2026',
    ]) {
      expect((await get(RICH, path)).status, path).toBe(404);
    }
  });

  it('is in the menu and answers only where examinations are switched on', async () => {
    expect((await get(RICH, '/')).html).toContain('href="/examination"');
    const home = await get(SPARSE, '/');
    expect(home.html).not.toContain('href="/examination');
    expect((await get(SPARSE, '/examination/hall-ticket')).status).toBe(404);
  });
});
