/**
 * Administration, Accrediation and Governing Body (spec 2.9) in workerd against the demo
 * provider: tabs from the landing control, the leading person's message, photo, name and
 * position, accreditation certificates, the governing body's category tabs and member table;
 * `{lcid}` accepted as the lcid or the institute id; bad and foreign ids answered 404 with no
 * provider read carrying them.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import { RICH, SPARSE } from '../helpers/hosts';
import {
  clearCache,
  demo,
  fileHref,
  get,
  pictureHref,
  requestsMentioning,
  tabBar,
  visibleText,
} from '../helpers/worker';

const s = ids.sunrise;
const lc = sunrise.landing;

const tableRows = (html: string) =>
  [...html.matchAll(/<tr[^>]*data-search="([^"]*)"[\s\S]*?<\/tr>/g)].map((m) => m[0]);

beforeEach(async () => {
  await demo.reset();
});

describe('administration', () => {
  it('tabs are the leading-person positions; the index shows the first', async () => {
    const page = await get(RICH, `/administration/${s.lcid}`);
    expect(page.status).toBe(200);
    const bar = tabBar(page.html);
    for (const a of lc.administration_object) {
      expect(bar).toContain(`href="/administration/${s.lcid}/one/${a._id}"`);
      expect(visibleText(bar)).toContain(a.leading_person_position);
    }
    expect(bar).toMatch(/aria-current="page">Principal</);
    const first = lc.administration_object[0];
    const text = visibleText(page.html);
    expect(text).toContain(first.leading_person.userLegalName);
    expect(text).toContain('With best wishes.');
    expect(page.html).toContain(
      `<img src="${pictureHref(first.leading_person.profilePhoto!, 256)}" srcSet="`,
    );
  });

  it('one entry: message, legal name, position; default avatar without a photo', async () => {
    const registrar = lc.administration_object[2];
    const page = await get(RICH, `/administration/${s.lcid}/one/${registrar._id}`);
    expect(page.status).toBe(200);
    const text = visibleText(page.html);
    expect(text).toContain(registrar.leading_person.userLegalName);
    expect(text).toContain('Registrar');
    expect(tabBar(page.html)).toMatch(/aria-current="page">Registrar</);
    expect(page.html).toContain('src="/img/default-avatar.svg"');
  });

  it('the institute id works in place of the lcid (the spec menus use it)', async () => {
    const page = await get(
      RICH,
      `/administration/${s.insId}/one/${lc.administration_object[1]._id}`,
    );
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).toContain(
      lc.administration_object[1].leading_person.userLegalName,
    );
  });

  it('the sparse institute switched administration off: a 404', async () => {
    expect((await get(SPARSE, `/administration/${ids.hillview.lcid}`)).status).toBe(404);
  });

  it('bad, foreign and unknown ids are 404s', async () => {
    const admin = lc.administration_object[0]._id;
    for (const path of [
      `/administration/not-an-id`,
      `/administration/${ids.gyandeep.lcid}`,
      `/administration/${ids.gyandeep.insId}/one/${admin}`,
      `/administration/${s.lcid}/one/not-an-id`,
      `/administration/${s.lcid}/one/${lc.home_accreditation_object[0]._id}`,
    ])
      expect((await get(RICH, path)).status, path).toBe(404);
  });
});

describe('accrediation', () => {
  it('tabs are the accreditation names; the page shows about, image and certificates', async () => {
    const second = lc.home_accreditation_object[1];
    const page = await get(RICH, `/accrediation/${s.lcid}/one/${second._id}`);
    expect(page.status).toBe(200);
    const bar = tabBar(page.html);
    for (const a of lc.home_accreditation_object)
      expect(bar).toContain(`href="/accrediation/${s.lcid}/one/${a._id}"`);
    expect(bar).toMatch(/aria-current="page">ISO 9001:2015</);
    expect(visibleText(page.html)).toContain('The institute is committed to excellence');
    // The image opens its widest variant in the viewer; the page shows the 640 px box's.
    expect(page.html).toContain(`<a href="${pictureHref(second.image, 1920)}" data-srcset="`);
    expect(page.html).toContain(`<img src="${pictureHref(second.image, 640)}" srcSet="`);
    expect(visibleText(page.html)).toContain('Certificates');
    for (const cert of second.combined) {
      expect(visibleText(page.html)).toContain(cert.c_name);
      expect(page.html).toContain(
        cert.c_attach.endsWith('.pdf')
          ? `href="${fileHref(cert.c_attach)}" data-file-viewer=""`
          : `href="${pictureHref(cert.c_attach, 1920)}" data-srcset="`,
      );
    }
    expect(visibleText(page.html).match(/View Detail\b/g)?.length).toBe(second.combined.length);
  });

  it('index shows the first accreditation', async () => {
    const page = await get(RICH, `/accrediation/${s.insId}`);
    expect(page.status).toBe(200);
    expect(tabBar(page.html)).toMatch(/aria-current="page">NAAC A\+</);
  });

  it('the sparse institute switched accreditation off; unknown ids are 404s', async () => {
    expect((await get(SPARSE, `/accrediation/${ids.hillview.insId}`)).status).toBe(404);
    expect(
      (await get(RICH, `/accrediation/${s.lcid}/one/${lc.administration_object[0]._id}`)).status,
    ).toBe(404);
    expect((await get(RICH, `/accrediation/12345`)).status).toBe(404);
  });
});

describe('governing body', () => {
  it('index: category tabs from the provider, the first one active with its members', async () => {
    const page = await get(RICH, `/governing/${s.lcid}`);
    expect(page.status).toBe(200);
    const bar = tabBar(page.html);
    for (const cat of sunrise.governingBodies.categories) {
      expect(bar).toContain(`href="/governing/${s.lcid}/category/${cat._id}"`);
      expect(visibleText(bar)).toContain(cat.category);
    }
    const first = sunrise.governingBodies.categories[0];
    expect(bar).toContain(
      `href="/governing/${s.lcid}/category/${first._id}" class="tab active" aria-current="page">${first.category}</a>`,
    );
    expect(bar.match(/aria-current/g)).toHaveLength(1);
    expect(page.html).toContain(`<h2 id="members-heading">${first.category}</h2>`);
    const rows = tableRows(page.html);
    expect(rows.length).toBe(sunrise.governingBodies.members[first._id].length);
    expect(rows.length).toBeGreaterThan(0);
    expect(page.html).toContain(
      `<link rel="canonical" href="http://${RICH}/governing/${s.lcid}"/>`,
    );
  });

  it('a category: the members with Sr. No., Photo, Name, Designation, Description', async () => {
    const cat = sunrise.governingBodies.categories[0];
    const page = await get(RICH, `/governing/${s.insId}/category/${cat._id}`);
    expect(page.status).toBe(200);
    expect(tabBar(page.html)).toMatch(new RegExp(`aria-current="page">${cat.category}<`));
    for (const col of ['serial">Sr. No.', 'photo">Photo', 'name">Name'])
      expect(page.html).toContain(`<th scope="col" class="${col}</th>`);
    for (const col of ['Designation', 'Description'])
      expect(page.html).toContain(`<th scope="col">${col}</th>`);
    const members = sunrise.governingBodies.members[cat._id];
    const rows = tableRows(page.html);
    expect(rows.length).toBe(members.length);
    members.forEach((m, i) => {
      expect(visibleText(rows[i])).toContain(`${i + 1} `);
      expect(visibleText(rows[i])).toContain(m.body_name);
      expect(visibleText(rows[i])).toContain(m.body_designation);
      expect(rows[i]).toContain(
        m.body_photo
          ? `<img src="${pictureHref(m.body_photo, 64)}" srcSet="`
          : 'src="/img/default-avatar.svg"',
      );
    });
  });

  it('reads the provider with the lcid, even when the URL carries the institute id', async () => {
    const cat = sunrise.governingBodies.categories[1];
    await clearCache();
    await demo.clearRequests();
    expect((await get(RICH, `/governing/${s.insId}/category/${cat._id}`)).status).toBe(200);
    const paths = (await requestsMentioning('/v1/site/governing/')).map(
      (r) => `${r.path}${r.search}`,
    );
    expect(paths).toContain(`/api/v1/site/governing/${s.lcid}/category/query?limit=1000&page=1`);
    expect(paths).toContain(
      `/api/v1/site/governing/${s.lcid}/category/${cat._id}/body/query?limit=1000&page=1`,
    );
    expect(paths.filter((p) => p.includes(s.insId))).toEqual([]);
  });

  it('the sparse institute switched the governing body off: a 404', async () => {
    expect((await get(SPARSE, `/governing/${ids.hillview.lcid}`)).status).toBe(404);
  });

  it('bad, foreign and unknown ids are 404s with no read carrying them', async () => {
    await demo.clearRequests();
    const cat = sunrise.governingBodies.categories[0]._id;
    for (const path of [
      `/governing/bad-lcid-x`,
      `/governing/${s.lcid}/category/bad-category-x`,
      `/governing/${ids.gyandeep.lcid}/category/${cat}`,
      `/governing/${s.lcid}/category/${s.societyCategoryIds[0]}`,
    ])
      expect((await get(RICH, path)).status, path).toBe(404);
    expect(await requestsMentioning('bad-lcid-x')).toEqual([]);
    expect(await requestsMentioning('bad-category-x')).toEqual([]);
    expect(await requestsMentioning(ids.gyandeep.lcid)).toEqual([]);
  });
});
