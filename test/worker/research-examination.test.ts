/**
 * Research and Development (spec 2.4) and Examination (spec 2.6) in workerd: the tab bars (labels
 * of spec section 9, active tab from the route), each tab's documents from the provider (the
 * landing control's examination lists, the RND committee's heads, about and meetings) with files
 * opening in the viewer and only http(s) links, the spec's placeholder line where a list is empty,
 * provider text escaped, garbage entries dropped, the reads made, menus gated by the toggles, and
 * unknown tabs, malformed or foreign ids answered 404 with no provider read naming them.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { gyandeep, demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import { HINDI, RICH, SPARSE } from '../helpers/hosts';
import {
  clearCache,
  demo,
  fileHref,
  get,
  pageBody,
  pictureHref,
  type RecordedRequest,
  requestsMentioning,
  tabBar,
  visibleText,
} from '../helpers/worker';

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
  ['manual', 'Manual of Examinations', 'manual_examination'],
  ['schedule', 'Examination Schedule', 'examination_schedule'],
  ['time-table', 'Examination Time Table', 'examination_timetable'],
  ['notifications', 'Examination Notification', 'examination_notification'],
  ['hall-ticket', 'Hall Ticket', 'hall_ticket'],
];

/** The demo's raw entries (untyped JSON); a bare string is the garbage entry. */
type Doc = { _id: string; name?: string; attach?: string };
const examList = (ins: typeof sunrise, list: string) =>
  (ins.landing as unknown as Record<string, (Doc | string)[]>)[list];
const isDoc = (d: Doc | string): d is Doc => typeof d === 'object';

/** Provider text as `visibleText` shows it: markup stays escaped. */
const asText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `text` matched literally in a regular expression. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How the page offers an entry's file: a viewer link, to a picture's widest variant through the
 * image route (with its candidates), to any other file on the file host.
 */
const viewerLink = (key: string) =>
  /\.(jpe?g|png|webp|avif|heic)$/i.test(key)
    ? new RegExp(
        `href="${escapeRegExp(pictureHref(key, 1920))}" data-srcset="[^"]+" data-file-viewer="" target="_blank"`,
      )
    : new RegExp(
        `href="${escapeRegExp(fileHref(key).replace(/&/g, '&amp;'))}" data-file-viewer="" target="_blank"`,
      );
/** An http(s) page: a plain link opening in a new tab, never the viewer. */
const externalLink = (url: string) =>
  `href="${new URL(url).href}" target="_blank" rel="noopener noreferrer"`;

/** The frame's provider reads (any page makes them): everything else is the page's own. */
const FRAME_READS = [
  /\/sub\/domain\/by\/host$/,
  /\/v1\/ins\/[0-9a-f]{24}\/dash$/,
  /\/one\/web\/profile$/,
  /\/student\/corner\/[0-9a-f]{24}\/list\/query$/,
  /\/site\/dynamic\//,
  /\/pinned\/department\/query$/,
  /\/all\/things$/,
  /\/v2\/committee\/[0-9a-f]{24}\/dashboard$/,
  // Whether an application is open: the frame's New Admission (decision 062).
  /\/all\/ongoing\/application\/grouped$/,
];
const ownReads = (requests: RecordedRequest[]) =>
  requests.filter((r) => !FRAME_READS.some((f) => f.test(r.path))).map((r) => r.path);

const rndCustom = sunrise.customs.find((c) => c.custom_head_name === 'RND') as unknown as Record<
  string,
  unknown
>;
const rndAuthorityId = rndCustom._id as string;
type Head = { head_name: string } & Record<string, unknown>;
/** The entries of one RND list, from every populated head. */
const rndEntries = (list: string) =>
  (rndCustom[list] as (Head | string)[])
    .filter((h): h is Head => typeof h === 'object')
    .flatMap((h) => (h[list] as (Record<string, string> | null)[]).filter((e) => e !== null));

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
    // The first tab is the RND committee's about sections.
    const about = (rndCustom.about as { sub_head_title: string }[])[0];
    expect(visibleText(pageBody(page.html))).toContain(about.sub_head_title);
    expect(visibleText(page.html)).not.toContain('will be published here');
    expect(page.html).toContain(`<link rel="canonical" href="http://${RICH}${index}"/>`);
  });

  it.each(RND)('marks /%s active with its label', async (name, label) => {
    const page = await get(RICH, `/research/development/${rnd}/${name}`);
    expect(page.status).toBe(200);
    expect(tabBar(page.html)).toContain(
      `href="/research/development/${rnd}/${name}" class="tab active" aria-current="page">${label}</a>`,
    );
    expect(page.html).toContain(`<h2>${label}</h2>`);
    expect(visibleText(page.html)).not.toContain(`${label} will be published here.`);
  });

  it('lists the MOUs by head: organisation, objectives, duration, the document and the web page', async () => {
    const page = await get(RICH, `/research/development/${rnd}/mou`);
    const body = pageBody(page.html);
    const text = visibleText(body);
    for (const head of ['2025-26', '2024-25']) expect(body).toContain(`<h3>${head}</h3>`);
    const [iiser, tcs, kvk] = rndEntries('rnd_mou');
    expect(text).toContain(iiser.org_name);
    expect(text).toContain(iiser.objectives);
    expect(text).toContain(iiser.durations);
    expect(body).toMatch(viewerLink(iiser.attach));
    expect(body).toContain(externalLink(tcs.link));
    expect(body).toMatch(viewerLink(tcs.attach));
    // Marathi entries as they are.
    expect(text).toContain(kvk.org_name);
    expect(text).toContain(kvk.objectives);
  });

  it('lists activities, projects and papers with their facts, Marathi titles included', async () => {
    const activities = pageBody((await get(RICH, `/research/development/${rnd}/activities`)).html);
    const [workshop, avishkar] = rndEntries('rnd_activities');
    expect(visibleText(activities)).toContain(workshop.title);
    expect(visibleText(activities)).toContain(workshop.description);
    expect(activities).toMatch(viewerLink(workshop.attach));
    expect(activities).toContain(externalLink(avishkar.link));

    const projects = pageBody((await get(RICH, `/research/development/${rnd}/project`)).html);
    const [water, solar] = rndEntries('rnd_projects');
    for (const value of [water.title, water.subject, water.guide_name, solar.title])
      expect(visibleText(projects)).toContain(value);
    expect(projects).toMatch(viewerLink(water.attach));
    expect(projects).toContain(externalLink(solar.link));
    // The student and class are ids, not text a visitor can read.
    expect(projects).not.toContain(water.student);

    const papers = pageBody((await get(RICH, `/research/development/${rnd}/paper`)).html);
    const [crop, marathi] = rndEntries('rnd_paper');
    for (const value of [crop.title, crop.category, crop.funding_agency, crop.collaboration])
      expect(visibleText(papers)).toContain(value);
    expect(papers).toContain(externalLink(crop.link));
    expect(papers).toMatch(viewerLink(marathi.attach));
    expect(visibleText(papers)).toContain(marathi.title);
  });

  it('lists the meetings, each opening its minutes in the viewer', async () => {
    const page = pageBody((await get(RICH, `/research/development/${rnd}/meeting`)).html);
    for (const m of rndCustom.meetings as Doc[]) {
      expect(visibleText(page)).toContain(m.name);
      expect(page).toMatch(viewerLink(m.attach!));
    }
  });

  it('never links javascript: or data:, escapes provider text and drops garbage entries', async () => {
    const mou = await get(RICH, `/research/development/${rnd}/mou`);
    const activities = await get(RICH, `/research/development/${rnd}/activities`);
    const projects = await get(RICH, `/research/development/${rnd}/project`);
    for (const page of [mou, activities, projects]) {
      expect(page.status).toBe(200);
      expect(page.html).not.toMatch(/href="\s*(javascript|data):/i);
    }
    // An entry with a bad link keeps its name, as text.
    expect(mou.html).not.toContain('<script>alert(1)</script>');
    expect(mou.html).toContain('Gram Vikas &lt;script&gt;alert(1)&lt;/script&gt; Trust');
    expect(mou.html).toContain('Village surveys &amp; &quot;field&quot; work.');
    const poster = rndEntries('rnd_activities')[2];
    expect(activities.html).toMatch(viewerLink(poster.attach));
    // A null entry and an unpopulated head (a bare id) are dropped; the rest of the list stays.
    const cards = (html: string) => pageBody(html).match(/<li class="card"/g) ?? [];
    expect(cards(activities.html)).toHaveLength(3);
    expect(cards(projects.html)).toHaveLength(2);
  });

  it('reads the RND committee once, by its authority id, and nothing else of its own', async () => {
    await clearCache();
    await demo.clearRequests();
    expect((await get(RICH, `/research/development/${rnd}`)).status).toBe(200);
    expect(ownReads(await demo.requests())).toEqual([
      `/api/v2/committee/${rndAuthorityId}/custom/dashboard`,
    ]);
    await demo.clearRequests();
    for (const [name] of RND)
      expect((await get(RICH, `/research/development/${rnd}/${name}`)).status).toBe(200);
    expect(await demo.requests()).toEqual([]);
  });

  it('shows the placeholder line on every tab where the committee has nothing yet', async () => {
    const detailId = ids.gyandeep.rndDetailId!;
    for (const [name, label] of RND) {
      const page = await get(HINDI, `/research/development/${detailId}/${name}`);
      expect(page.status, name).toBe(200);
      expect(visibleText(pageBody(page.html)), name).toContain(`${label} will be published here.`);
      expect(pageBody(page.html), name).not.toContain('<li class="card"');
    }
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

  it("another institute's R&D id is a 404 with no read of its committee", async () => {
    await get(HINDI, '/'); // warm the frame
    await demo.clearRequests();
    expect((await get(HINDI, `/research/development/${rnd}/mou`)).status).toBe(404);
    expect((await get(RICH, `/research/development/${ids.gyandeep.rndDetailId}`)).status).toBe(404);
    expect(await requestsMentioning(rndAuthorityId)).toEqual([]);
    expect(await requestsMentioning('/custom/dashboard')).toEqual([]);
  });

  it('is in the menu only where R&D is switched on', async () => {
    expect((await get(RICH, '/')).html).toContain(`href="/research/development/${rnd}"`);
    // Gyandeep has R&D switched on with an empty committee; hillview has it switched off.
    const hindiRnd = `href="/research/development/${ids.gyandeep.rndDetailId}"`;
    expect((await get(HINDI, '/')).html).toContain(hindiRnd);
    expect((await get(SPARSE, '/')).html).not.toContain('/research/development/');
    expect((await get(SPARSE, `/research/development/${rnd}`)).status).toBe(404);
  });
});

describe('examination', () => {
  it('shows the five tabs and, at the index, the first tab (active) with its documents', async () => {
    const page = await get(RICH, '/examination');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Examinations</h1>');
    const bar = tabBar(page.html);
    const [[first, firstLabel, list], ...rest] = EXAM;
    expect(bar).toContain(
      `href="/examination/${first}" class="tab active" aria-current="page">${firstLabel}</a>`,
    );
    for (const [name, label] of rest)
      expect(bar).toContain(`href="/examination/${name}" class="tab">${label}</a>`);
    expect(page.html).toContain(`<h2>${firstLabel}</h2>`);
    for (const d of examList(sunrise, list).filter(isDoc))
      expect(visibleText(pageBody(page.html))).toContain(asText(d.name!));
    expect(visibleText(page.html)).not.toContain('nothing has been published here yet');
    expect(visibleText(page.html)).not.toContain('Choose a section above');
    expect(page.html).toContain(`<link rel="canonical" href="http://${RICH}/examination"/>`);
  });

  it.each(EXAM)(
    '/examination/%s lists its documents: files in the viewer, http(s) pages as links',
    async (name, label, list) => {
      const page = await get(RICH, `/examination/${name}`);
      expect(page.status).toBe(200);
      expect(tabBar(page.html)).toContain(
        `href="/examination/${name}" class="tab active" aria-current="page">${label}</a>`,
      );
      expect(page.html).toContain(`<h2>${label}</h2>`);
      const body = pageBody(page.html);
      const docs = examList(sunrise, list).filter(isDoc);
      expect(docs.length).toBeGreaterThan(1);
      for (const d of docs) {
        const attach = d.attach ?? '';
        if (/^https?:/.test(attach)) expect(body).toContain(externalLink(attach));
        else if (!/^[a-z]+:/.test(attach)) expect(body).toMatch(viewerLink(attach));
        if (d.name) expect(visibleText(body)).toContain(asText(d.name));
      }
      expect(visibleText(body)).not.toContain('nothing has been published here yet');
    },
  );

  it('names a file uploaded without a name after its key', async () => {
    const page = await get(RICH, '/examination/schedule');
    expect(visibleText(pageBody(page.html))).toContain('winter 2025 schedule');
  });

  it('never links javascript: or data:, keeps the entry as text, and escapes provider text', async () => {
    const notifications = await get(RICH, '/examination/notifications');
    expect(notifications.html).not.toMatch(/href="\s*(javascript|data):/i);
    expect(pageBody(notifications.html)).not.toContain('alert(1)');
    const text = visibleText(pageBody(notifications.html));
    expect(text).toContain('Results portal');
    expect(text).toContain('Inline notice');
    const schedule = await get(RICH, '/examination/schedule');
    expect(schedule.html).not.toContain('<b>(corrected)</b>');
    expect(schedule.html).toContain(
      'Revised schedule &lt;b&gt;(corrected)&lt;/b&gt; &amp; &quot;final&quot;',
    );
  });

  it('drops a garbage entry and shows the rest', async () => {
    const page = await get(RICH, '/examination/hall-ticket');
    expect(page.status).toBe(200);
    const garbage = examList(sunrise, 'hall_ticket').find((d) => !isDoc(d)) as string;
    expect(garbage).toBeTruthy();
    expect(visibleText(page.html)).not.toContain(garbage.replace(/\.pdf$/, ''));
    expect(pageBody(page.html).match(/<li class="card"/g)).toHaveLength(2);
  });

  it('makes no provider read of its own: the lists come with the frame', async () => {
    await clearCache();
    await demo.clearRequests();
    for (const [name] of EXAM) expect((await get(RICH, `/examination/${name}`)).status).toBe(200);
    const requests = await demo.requests();
    expect(ownReads(requests)).toEqual([]);
    expect(requests.filter((r) => r.path.endsWith('/one/web/profile'))).toHaveLength(1);
  });

  it("shows each institute's own lists: Marathi names, and the placeholder where a list is empty", async () => {
    const sunriseNames = EXAM.flatMap(([, , list]) =>
      examList(sunrise, list)
        .filter(isDoc)
        .map((d) => d.name ?? ''),
    ).filter((n) => n.length > 3);
    for (const [name, label, list] of EXAM) {
      const page = await get(HINDI, `/examination/${name}`);
      expect(page.status).toBe(200);
      const text = visibleText(pageBody(page.html));
      const docs = examList(gyandeep, list).filter(isDoc);
      if (docs.length === 0)
        expect(text).toContain(`${label}: nothing has been published here yet.`);
      for (const d of docs) {
        expect(text).toContain(d.name);
        expect(page.html).toMatch(viewerLink(d.attach!));
      }
      for (const other of sunriseNames) expect(text).not.toContain(other);
    }
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
    for (const [name] of EXAM) {
      expect((await get(SPARSE, `/examination/${name}`)).status, name).toBe(404);
    }
  });
});
