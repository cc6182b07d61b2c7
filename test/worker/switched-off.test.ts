/**
 * Sections an institute switched off (tab_toggle, about_us_toggle; spec 2.1) in workerd against the
 * demo provider: their menus are absent, and so are their pages. Visited by URL, each answers the
 * site's 404 page, reading nothing from the provider beyond the frame.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { gyandeep, hillview, demo as ids } from '../../demo/fixtures/index.ts';
import { HINDI, SPARSE } from '../helpers/hosts';
import { clearCache, demo, get } from '../helpers/worker';

const SOME_ID = 'a'.repeat(24);

beforeEach(async () => {
  await demo.reset();
});

/** The provider paths the frame reads on a cold cache (a page that does not exist reads them). */
async function framePaths(host: string): Promise<Set<string>> {
  await clearCache();
  await demo.clearRequests();
  expect((await get(host, '/no-such-page')).status).toBe(404);
  return new Set((await demo.requests()).map((r) => r.path));
}

/** Each path answers the framed 404 page on a cold cache with no read beyond the frame's. */
async function expectSwitchedOff(host: string, paths: string[]) {
  const frame = await framePaths(host);
  for (const path of paths) {
    await clearCache();
    await demo.clearRequests();
    const page = await get(host, path);
    expect(page.status, path).toBe(404);
    expect(page.html, path).toContain('<h1>Page not found</h1>');
    expect(page.html, path).toContain('<header class="header-band');
    const extra = (await demo.requests()).filter((r) => !frame.has(r.path));
    expect(extra, path).toEqual([]);
  }
}

describe('switched-off sections', () => {
  it('on the sparse institute, every About Us section and every switched-off menu is a 404', async () => {
    const on = hillview.landing.tab_toggle;
    expect(Object.values(hillview.landing.about_us_toggle).some(Boolean)).toBe(false);
    expect([on.about, on.examination, on.rnd, on.iqac, on.committee, on.library]).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    const lcid = ids.hillview.lcid;
    await expectSwitchedOff(SPARSE, [
      '/society',
      '/society/about',
      '/society/vision-mission',
      `/society/governing/society-governing/${lcid}/category/${SOME_ID}`,
      '/institute',
      '/institute/profile',
      '/institute/affiliation',
      '/institute/faculties',
      '/institute/faculties/teaching',
      `/administration/${lcid}`,
      `/administration/${lcid}/one/${SOME_ID}`,
      `/accrediation/${lcid}`,
      `/governing/${lcid}`,
      `/governing/${lcid}/category/${SOME_ID}`,
      '/examination',
      '/examination/manual',
      `/research/development/${SOME_ID}`,
      `/research/development/${SOME_ID}/mou`,
      `/iqac/${SOME_ID}`,
      `/naac/${SOME_ID}/tab/${SOME_ID}`,
      `/committee/${SOME_ID}`,
      `/library/${SOME_ID}`,
      '/department',
      '/academic/course',
    ]);
  });

  it('an About Us entry switched off alone is a 404 while its siblings stay', async () => {
    const about = gyandeep.landing.about_us_toggle;
    expect([about.governing_body, about.accreditation, about.institute_profile]).toEqual([
      false,
      false,
      true,
    ]);
    const lcid = ids.gyandeep.lcid;
    await expectSwitchedOff(HINDI, [
      `/governing/${lcid}`,
      `/accrediation/${lcid}`,
      `/research/development/${SOME_ID}`,
    ]);
    expect((await get(HINDI, '/institute/profile')).status).toBe(200);
    expect((await get(HINDI, `/administration/${lcid}`)).status).toBe(200);
  });

  it('sections the frame links to whatever the toggles (New Admission, the home notices) stay', async () => {
    expect((await get(SPARSE, '/admission/application')).status).toBe(200);
    expect((await get(SPARSE, '/notice')).status).toBe(200);
  });
});
