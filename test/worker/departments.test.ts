/**
 * Departments and their activities (spec 2.10) in workerd against the demo provider: the type
 * tabs and lists, one department's eleven tabs titled by `?q=` (Laboratory from the department
 * site, MOU blank: the site has no MOUs), the searchable faculty and activity
 * tables (server-side `?search=` keeping `q`), the activity detail with its document tabs, and
 * every bad or foreign id answered 404 with no provider read carrying it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { gyandeep, demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import { HINDI, RICH, SPARSE } from '../helpers/hosts';
import {
  clearCache,
  demo,
  expectConsoleError,
  fileHref,
  get,
  pageBody,
  pictureHref,
  requestsMentioning,
  tabBar,
  visibleText,
} from '../helpers/worker';

const s = ids.sunrise;

const query = (search: string) => Object.fromEntries(new URLSearchParams(search));

const type = s.departmentTypes[0];
const dept = sunrise.departmentsByType[type][0];
/** The fields of the demo's department fixtures these tests read (the fixtures are untyped JSON). */
type Titled = { title: string; attach: string };
type DepartmentSite = {
  about: { sub_head_title: string; sub_heading_image: string }[];
  department_vission: string;
  department_mission: string;
  department_hod_message: string;
  sub_head_title: string;
  sub_heading_image: string;
  po_pso: Titled[];
  syllabus: Titled[];
  student_achievements: { title: string; image: string }[];
  laboratory: {
    sub_head_title: string;
    sub_head_body: string;
    sub_heading_image: string;
    attach: string;
  }[];
  department_contact: { contact_person_mobile: string; contact_person_email: string }[];
};
type Activity = {
  _id: string;
  activity_name: string;
  activity_type: string;
  activity_batch: { batchName: string };
  activity_staff: { staffFirstName: string };
};
type ActivityDetail = { activity_report: string[]; attendance: string[]; other: Titled[] };

const site = sunrise.departmentSites[dept._id] as DepartmentSite;
const faculty = sunrise.faculty[dept._id] as { staffLastName: string }[];
const acts = sunrise.activities[dept._id] as Activity[];
const one = (tab: string, extra = '') =>
  `/onedepartment/${dept._id}/tab/${tab}?q=${encodeURIComponent(dept.dName)}${extra}`;

beforeEach(async () => {
  await demo.reset();
});

describe('department types', () => {
  it('the index has a tab per type, shows the first (active) and lists the independent departments', async () => {
    const page = await get(RICH, '/department');
    expect(page.status).toBe(200);
    const bar = tabBar(page.html);
    for (const t of s.departmentTypes)
      expect(bar).toContain(`href="/department/type/${encodeURIComponent(t)}"`);
    const first = s.departmentTypes[0];
    expect(bar).toContain(`class="tab active" aria-current="page">${first}</a>`);
    expect(bar.match(/aria-current/g)).toHaveLength(1);
    for (const d of sunrise.departmentsByType[first])
      expect(pageBody(page.html)).toContain(
        `<a href="/onedepartment/${d._id}?q=${encodeURIComponent(d.dName)}">${d.dName}</a>`,
      );
    for (const d of sunrise.independent)
      expect(pageBody(page.html)).toContain(
        `href="/onedepartment/${d._id}?q=${encodeURIComponent(d.dName)}"`,
      );
  });

  it('a type page lists its departments linking to their pages with ?q=', async () => {
    const page = await get(RICH, `/department/type/${encodeURIComponent(type)}`);
    expect(page.status).toBe(200);
    expect(tabBar(page.html)).toContain(`class="tab active" aria-current="page">${type}</a>`);
    for (const d of sunrise.departmentsByType[type])
      expect(pageBody(page.html)).toContain(
        `<a href="/onedepartment/${d._id}?q=${encodeURIComponent(d.dName)}">${d.dName}</a>`,
      );
  });

  it('non-Latin type names work in the URL', async () => {
    const hindiType = ids.gyandeep.departmentTypes[0];
    const page = await get(HINDI, `/department/type/${encodeURIComponent(hindiType)}`);
    expect(page.status).toBe(200);
    for (const d of gyandeep.departmentsByType[hindiType])
      expect(visibleText(pageBody(page.html))).toContain(d.dName);
  });

  it('an unknown type, and the section where the institute switched it off, are 404', async () => {
    expect((await get(RICH, '/department/type/Nonexistent')).status).toBe(404);
    expect((await get(SPARSE, '/department')).status).toBe(404);
    expect((await get(SPARSE, `/onedepartment/${dept._id}/tab/about`)).status).toBe(404);
  });
});

describe('one department', () => {
  it('the index shows the first tab (About) under the eleven tabs, titled by q; the tabs carry q along', async () => {
    const page = await get(
      RICH,
      `/onedepartment/${dept._id}?q=${encodeURIComponent('Custom Title')}`,
    );
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Custom Title</h1>');
    const bar = tabBar(page.html);
    const labels = [
      'About',
      'Vision Mission',
      'PO and PSO',
      'HOD Message',
      'Faculties',
      'Syllabus',
      'Laboratory',
      'Student Achievements',
      'MOU / Collabration',
      'Activities',
      'Contact Us',
    ];
    for (const label of labels) expect(bar).toContain(`>${label}</a>`);
    expect(bar).toContain(`href="/onedepartment/${dept._id}/tab/po-pso?q=Custom%20Title"`);
    // Not blank: the About tab, marked active, its content as on its own page.
    expect(bar).toContain(
      `href="/onedepartment/${dept._id}/tab/about?q=Custom%20Title" class="tab active" aria-current="page">About</a>`,
    );
    expect(bar.match(/aria-current/g)).toHaveLength(1);
    expect(page.html).toContain('<h2 id="department-tab">About</h2>');
    const about = await get(RICH, `/onedepartment/${dept._id}/tab/about?q=Custom%20Title`);
    expect(visibleText(pageBody(page.html)).trim()).not.toBe('');
    expect(pageBody(page.html)).toBe(pageBody(about.html));
    expect(page.html).toContain(
      `<link rel="canonical" href="http://${RICH}/onedepartment/${dept._id}"/>`,
    );
  });

  it('without q the title falls back to the department name', async () => {
    const page = await get(RICH, `/onedepartment/${dept._id}/tab/about`);
    expect(page.html).toContain(`<h1>${dept.dName}</h1>`);
  });

  it('about, vision-mission, HOD message, PO/PSO, syllabus, achievements and contact show the department site', async () => {
    await clearCache();
    await demo.clearRequests();
    const about = await get(RICH, one('about'));
    expect(about.status).toBe(200);
    expect(about.html).toContain(`<h3>${site.about[0].sub_head_title}</h3>`);
    expect(about.html).toContain(
      `<img src="${pictureHref(site.about[0].sub_heading_image, 640)}" srcSet="`,
    );
    expect(await requestsMentioning('/site/info/department/')).toEqual([
      expect.objectContaining({ path: `/api/v1/site/info/department/${dept._id}` }),
    ]);

    const vm = visibleText(pageBody((await get(RICH, one('vision-mission'))).html));
    expect(vm).toContain(site.department_vission);
    expect(vm).toContain(site.department_mission);

    const message = await get(RICH, one('message'));
    expect(visibleText(pageBody(message.html))).toContain(site.department_hod_message);
    expect(visibleText(pageBody(message.html))).toContain(site.sub_head_title);
    expect(message.html).toContain(
      `<img src="${pictureHref(site.sub_heading_image, 256)}" srcSet="`,
    );

    const popso = await get(RICH, one('po-pso'));
    for (const p of site.po_pso) {
      expect(popso.html).toContain(`<h3>${p.title}</h3>`);
      expect(popso.html).toContain(`href="${fileHref(p.attach)}"`);
    }

    const syllabus = await get(RICH, one('syllabus'));
    for (const p of site.syllabus) expect(syllabus.html).toContain(`href="${fileHref(p.attach)}"`);

    const achievements = await get(RICH, one('achievement'));
    expect(achievements.html).toContain(`<h3>${site.student_achievements[0].title}</h3>`);
    expect(achievements.html).toContain(
      `<img src="${pictureHref(site.student_achievements[0].image, 384)}" srcSet="`,
    );

    const contact = visibleText(pageBody((await get(RICH, one('contact'))).html));
    expect(contact).toContain(site.department_contact[0].contact_person_mobile);
    expect(contact).toContain(site.department_contact[0].contact_person_email);
  });

  it("laboratory lists the department site's laboratories, with no read beyond that site", async () => {
    await get(RICH, one('about')); // warm the frame and the department site
    await demo.clearRequests();
    const page = await get(RICH, one('laboratory'));
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h2 id="department-tab">Laboratory</h2>');
    const body = pageBody(page.html);
    for (const lab of site.laboratory) {
      expect(visibleText(body)).toContain(lab.sub_head_title);
      expect(visibleText(body)).toContain(lab.sub_head_body);
    }
    const [withFiles] = site.laboratory;
    expect(body).toContain(`href="${fileHref(withFiles.attach)}" data-file-viewer=""`);
    expect(body).toContain(`<img src="${pictureHref(withFiles.sub_heading_image, 384)}" srcSet="`);
    expect(await demo.requests()).toEqual([]);
  });

  it('a department without laboratories says so', async () => {
    const other = ids.gyandeep.departmentIds[1];
    const page = await get(HINDI, `/onedepartment/${other}/tab/laboratory`);
    expect(page.status).toBe(200);
    expect(visibleText(pageBody(page.html))).toContain('No laboratories listed yet.');
  });

  it('MOU renders blank and reads nothing: the department site carries no MOUs', async () => {
    await get(RICH, one('about')); // warm the frame
    await demo.clearRequests();
    const page = await get(RICH, one('mou-collabration'));
    expect(page.status).toBe(200);
    expect(tabBar(page.html)).toContain('class="tab active"');
    expect(visibleText(pageBody(page.html)).trim()).toBe('');
    expect(await requestsMentioning(dept._id)).toEqual([]);
  });

  it('faculty: a searchable table of the department staff, filtered on the server with q kept', async () => {
    await clearCache();
    await demo.clearRequests();
    const page = await get(RICH, one('faculty'));
    expect(page.status).toBe(200);
    const calls = await requestsMentioning('/all/faculty/query');
    expect(calls.map((r) => r.path)).toEqual([`/api/v1/landing/${dept._id}/all/faculty/query`]);
    expect(query(calls[0].search)).toEqual({ page: '1', limit: '10000' });
    expect(page.html).toContain('data-search-for="faculty-table"');
    expect(page.html).toContain(`<input type="hidden" name="q" value="${dept.dName}"/>`);
    const rows = page.html.match(/<tr data-search=/g) ?? [];
    expect(rows.length).toBe(faculty.length);
    const first = faculty[0];
    const search = await get(
      RICH,
      one('faculty', `&search=${encodeURIComponent(first.staffLastName.toUpperCase())}`),
    );
    const text = visibleText(pageBody(search.html));
    expect(text).toContain(first.staffLastName);
    expect(text).toMatch(/\d+ of \d+ faculty match/);
    expect(search.html).toContain(`href="${one('faculty').replace(/&/g, '&amp;')}">Show all</a>`);
    const none = await get(RICH, one('faculty', '&search=zzzz-nobody'));
    expect(visibleText(pageBody(none.html))).toContain('No faculty match “zzzz-nobody”. Clear');
  });

  it('activities: Name, Academic Year, Type, Staff, Detail; searchable by name', async () => {
    await clearCache();
    await demo.clearRequests();
    const page = await get(RICH, one('activity'));
    expect(page.status).toBe(200);
    const calls = await requestsMentioning('/site/all/activity/query');
    expect(calls).toHaveLength(1);
    expect(query(calls[0].search)).toEqual({
      page: '1',
      limit: '10000',
      search: '',
      sid: dept._id,
      flow: 'DEPARTMENT',
    });
    for (const col of ['Name', 'Academic Year', 'Type', 'Staff', 'Detail'])
      expect(page.html).toContain(`<th scope="col">${col}</th>`);
    for (const a of acts) {
      expect(page.html).toContain(`href="/one/${dept._id}/activity/${a._id}"`);
      expect(page.html).toContain(`<td data-label="Name">${a.activity_name}</td>`);
    }
    expect(page.html).toContain(
      `<td data-label="Academic Year">${acts[0].activity_batch.batchName}</td>`,
    );
    const filtered = await get(
      RICH,
      one('activity', `&search=${encodeURIComponent(acts[1].activity_name.toLowerCase())}`),
    );
    expect(filtered.html).toContain(`<td data-label="Name">${acts[1].activity_name}</td>`);
    expect(filtered.html).not.toContain(`<td data-label="Name">${acts[0].activity_name}</td>`);
  });

  it('a failed tab read shows a notice in the tab and the rest of the page', async () => {
    await get(RICH, one('about'));
    await clearCache();
    await demo.faults({ faults: [{ pattern: '/all/faculty/query', mode: 'status500' }] });
    const page = await get(RICH, one('faculty'));
    expect(page.status).toBe(200);
    expect(visibleText(pageBody(page.html))).toContain('Faculty could not be loaded right now.');
    expect(page.html).toContain('<nav class="tabbar"');
  });

  it('when the department lists cannot be read, a department page is a 503, not a misleading 404', async () => {
    expectConsoleError(/"event":"provider-unavailable"/);
    await clearCache();
    await demo.faults({ faults: [{ pattern: '/one/pinned/department/query', mode: 'status500' }] });
    const page = await get(RICH, one('laboratory'));
    expect(page.status).toBe(503);
    const typePage = await get(RICH, `/department/type/${encodeURIComponent(type)}`);
    expect(typePage.status).toBe(200);
    expect(visibleText(pageBody(typePage.html))).toContain(
      'Departments could not be loaded right now.',
    );
  });

  it('q is text: markup in it is escaped, never rendered', async () => {
    const page = await get(
      RICH,
      `/onedepartment/${dept._id}/tab/about?q=${encodeURIComponent('<script>alert(1)</script>')}`,
    );
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<script>alert(1)</script>');
    expect(page.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('malformed, unknown and foreign departments and unknown tabs are 404 with no department read', async () => {
    await get(RICH, '/'); // warm the frame
    await demo.clearRequests();
    const foreign = ids.gyandeep.departmentIds[0];
    const unknown = 'aaaaaaaaaaaaaaaaaaaaaaaa';
    expect((await get(RICH, '/onedepartment/not-an-id/tab/about')).status).toBe(404);
    expect((await get(RICH, `/onedepartment/${dept._id}/tab/nope`)).status).toBe(404);
    expect((await get(RICH, `/onedepartment/${foreign}/tab/laboratory`)).status).toBe(404);
    expect((await get(RICH, `/onedepartment/${unknown}`)).status).toBe(404);
    expect(await requestsMentioning('not-an-id')).toEqual([]);
    expect(await requestsMentioning('/site/info/department/')).toEqual([]);
  });
});

describe('activity detail', () => {
  const act = acts[0];
  const detail = sunrise.activityDetails[act._id] as ActivityDetail;
  const base = `/one/${dept._id}/activity/${act._id}`;

  it('shows the activity facts, the document tabs and a way back to the department', async () => {
    const page = await get(RICH, base);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<h1>${act.activity_name}</h1>`);
    const text = visibleText(pageBody(page.html));
    expect(text).toContain(act.activity_type);
    expect(text).toContain(act.activity_batch.batchName);
    expect(text).toContain(act.activity_staff.staffFirstName);
    for (const tab of ['attendance', 'notice', 'permission-letter', 'activity-report', 'other'])
      expect(tabBar(page.html)).toContain(`href="${base}/${tab}"`);
    expect(page.html).toContain(
      `href="/onedepartment/${dept._id}/tab/activity?q=${encodeURIComponent(dept.dName)}"`,
    );
  });

  it('a document tab lists its files (bare keys too) with the all/one filter', async () => {
    const report = await get(RICH, `${base}/activity-report`);
    expect(report.status).toBe(200);
    expect(report.html).toContain('<h2 id="documents-heading">Activity Report</h2>');
    // The report is a PDF on the file host; its photo opens its widest variant in the viewer.
    const [pdf, photo] = detail.activity_report;
    expect(report.html).toContain(`href="${fileHref(pdf)}" data-file-viewer=""`);
    expect(report.html).toContain(`href="${pictureHref(photo, 1920)}" data-srcset="`);
    expect(report.html).toContain(`<img src="${pictureHref(photo, 512)}" srcSet="`);
    const other = await get(RICH, `${base}/other`);
    expect(other.html).toContain(`href="${pictureHref(detail.other[0].attach, 1920)}"`);
    const only = await get(RICH, `${base}/activity-report?show=${encodeURIComponent(pdf)}`);
    expect(only.html).toContain(`href="${fileHref(pdf)}" data-file-viewer=""`);
    expect(only.html).not.toContain(`href="${pictureHref(photo, 1920)}"`);
    expect(only.html).not.toContain(pictureHref(photo, 512));
  });

  // Issue 42, item 7: a document that arrives as a bare key is named as a person would name it,
  // by the tab's kind of document, numbered when the tab holds several; never by its key.
  for (const [lang, names] of [
    ['', { report: 'Activity report', attendance: 'Attendance', all: 'All', n: ['1', '2'] }],
    ['/hi', { report: 'गतिविधि प्रतिवेदन', attendance: 'उपस्थिति', all: 'सभी', n: ['1', '2'] }],
    ['/mr', { report: 'उपक्रम अहवाल', attendance: 'उपस्थिती', all: 'सर्व', n: ['१', '२'] }],
  ] as const) {
    it(`${lang || '/'}: names documents that arrive as bare keys by their kind, numbered when several`, async () => {
      const report = pageBody((await get(RICH, `${lang}${base}/activity-report`)).html);
      const attendance = pageBody((await get(RICH, `${lang}${base}/attendance`)).html);
      const [pdf, photo] = detail.activity_report;
      expect(detail.activity_report).toHaveLength(2);
      expect(detail.attendance).toHaveLength(1);
      // The chips: All, then each document by its kind and place.
      const chips = [...report.matchAll(/<ul class="chips">([\s\S]*?)<\/ul>/g)][0]?.[1] ?? '';
      expect([...chips.matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1])).toEqual([
        names.all,
        `${names.report} ${names.n[0]}`,
        `${names.report} ${names.n[1]}`,
      ]);
      // The card and the thumbnail say the same, and no key or name read from a key shows.
      expect(visibleText(report)).toContain(`${names.report} ${names.n[0]}`);
      expect(report).toContain(`alt="${names.report} ${names.n[1]}"`);
      expect(visibleText(attendance)).toContain(names.attendance);
      expect(attendance).toContain(`alt="${names.attendance}"`);
      expect(attendance).not.toContain(`alt="${names.attendance} ${names.n[0]}"`);
      for (const key of [pdf, photo, ...detail.attendance]) {
        const fromKey = key
          .split('/')
          .pop()!
          .replace(/\.[a-z]+$/, '')
          .replace(/-/g, ' ');
        expect(visibleText(report + attendance)).not.toContain(fromKey);
        expect(report + attendance).not.toContain(`alt="${key}"`);
      }
    });
  }

  it('a document the provider named keeps its name', async () => {
    const other = pageBody((await get(RICH, `${base}/other`)).html);
    expect(visibleText(other)).toContain('Photos');
  });

  // Issue 42, item 7: the trail keeps the department the activity belongs to, as the step just
  // above the activity (the one a phone shows beside Home), leading to the department's activities.
  it('the breadcrumb leads through the department to its activities', async () => {
    const trail = async (path: string) => {
      const { html } = await get(RICH, path);
      const start = html.indexOf('<nav aria-label="Breadcrumb"');
      const nav = html.slice(start, html.indexOf('</nav>', start));
      expect(start, path).toBeGreaterThan(0);
      return [...nav.matchAll(/<li>(?:<a href="([^"]+)">|<span[^>]*>)([^<]+)</g)].map((m) => [
        m[2],
        m[1],
      ]);
    };
    const activities = `/onedepartment/${dept._id}/tab/activity?q=${encodeURIComponent(dept.dName)}`;
    const page = await trail(base);
    expect(page.map(([label]) => label)).toEqual([
      'Home',
      'Department',
      type,
      dept.dName,
      act.activity_name,
    ]);
    expect(page[3][1]).toBe(activities);
    const tab = await trail(`${base}/activity-report`);
    expect(tab.map(([label]) => label)).toEqual([
      'Home',
      'Department',
      type,
      dept.dName,
      act.activity_name,
      'Activity Report',
    ]);
    expect(tab[3][1]).toBe(activities);
    expect(tab[4][1]).toBe(base);
  });

  it('another department’s activity, bad ids and unknown tabs are 404', async () => {
    const otherDept = s.departmentIds.find((d) => d !== dept._id)!;
    expect((await get(RICH, `/one/${otherDept}/activity/${act._id}`)).status).toBe(404);
    expect((await get(RICH, `${base}/minutes`)).status).toBe(404);
    await demo.clearRequests();
    expect((await get(RICH, `/one/${dept._id}/activity/xyz`)).status).toBe(404);
    expect(
      (await get(RICH, `/one/${ids.gyandeep.departmentIds[0]}/activity/${act._id}`)).status,
    ).toBe(404);
    expect(await requestsMentioning('xyz')).toEqual([]);
  });
});
