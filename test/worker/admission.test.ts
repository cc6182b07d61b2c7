/**
 * Admission (spec 2.3) in workerd against the demo provider: the about text and the
 * ?tab=new-admission redirect, the QR page (?active= language switch, Download App store by user
 * agent), contacts, the document checklist accordion, the application groups showing only
 * applications whose visible_to_site is exactly "Open", the lazily loaded detail (read from the
 * provider only when the fragment or ?open= is asked for), the institute without an admission
 * department, and bad or foreign application ids answered 404 with no application read.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { gyandeep, demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import { HINDI, RICH, SPARSE } from '../helpers/hosts';
import {
  clearCache,
  demo,
  demoUrl,
  fileHref,
  get,
  pageBody,
  pictureHref,
  requestsMentioning,
  tabBar,
  visibleText,
} from '../helpers/worker';

const ANDROID = 'https://play.google.com/store/apps/details?id=com.mithakalminds.qviple';
const IOS = 'https://apps.apple.com/in/app/qviple-your-education-online/id6463501865';
const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

const applicationReads = async () =>
  (await demo.requests()).filter((r) => r.path.endsWith('/application/query'));

const apps = sunrise.groups!.flatMap((g) => g.apps);
const openApps = apps.filter((a) => a.visible_to_site === 'Open');
const closedApps = apps.filter((a) => a.visible_to_site !== 'Open');
/** The first open application with a brochure, and one without. */
const withBrochure = openApps.find((a) => sunrise.applications[a._id].applicationPhoto)!;
const withoutBrochure = openApps.find((a) => !sunrise.applications[a._id].applicationPhoto)!;

const TABS = [
  ['/admission', 'About'],
  ['/admission/application', 'New Admission'],
  ['/admission', 'Enquiry'],
  ['/admission/process', 'Process'],
  ['/admission/document', 'Document Checklist'],
  ['/admission/contact', 'Contact Us'],
];

beforeEach(async () => {
  await demo.reset();
});

describe('admission about', () => {
  it('shows the about text with the six tabs, About active (Enquiry links to the same page)', async () => {
    const page = await get(RICH, '/admission');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Admission</h1>');
    expect(visibleText(pageBody(page.html))).toContain('Admissions for 2026-27 are open.');
    const links = [...tabBar(page.html).matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(
      (m) => [m[1], m[2]],
    );
    expect(links).toEqual(TABS);
    expect(tabBar(page.html).match(/aria-current="page"/g)).toHaveLength(1);
    expect(tabBar(page.html)).toContain(
      'href="/admission" class="tab active" aria-current="page">About</a>',
    );
  });

  it('redirects ?tab=new-admission to /admission/application (302); other tab values are ignored', async () => {
    await demo.clearRequests();
    const page = await get(RICH, '/admission?tab=new-admission');
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/admission/application');
    expect(await requestsMentioning('/site/info/admission/')).toEqual([]);
    const other = await get(RICH, '/admission?tab=%3Cb%3Eenquiry');
    expect(other.status).toBe(200);
    expect(other.html).not.toContain('<b>enquiry');
  });

  it('the institute own-language about text', async () => {
    const page = await get(HINDI, '/admission');
    expect(visibleText(pageBody(page.html))).toContain(gyandeep.admissionSite!.admission_about);
  });

  it('the institute without an admission department: empty pages and no admission reads', async () => {
    await demo.clearRequests();
    for (const [path, line] of [
      ['/admission', 'No admission information yet.'],
      ['/admission/contact', 'No contacts yet.'],
      ['/admission/document', 'No document checklist yet.'],
      ['/admission/application', 'No admissions are open right now.'],
      ['/admission/process', 'No English QR code yet.'],
    ]) {
      const page = await get(SPARSE, path);
      expect(page.status, path).toBe(200);
      expect(visibleText(pageBody(page.html)), path).toContain(line);
      expect(page.html, path).not.toContain('undefined');
    }
    expect((await demo.requests()).filter((r) => r.path.includes('admission'))).toEqual([]);
  });

  it('shows a notice in place of the about text when the provider fails', async () => {
    await clearCache();
    await demo.faults({ faults: [{ pattern: '/site/info/admission/', mode: 'status500' }] });
    const page = await get(RICH, '/admission');
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).toContain(
      'Admission information could not be loaded right now.',
    );
  });
});

describe('admission process', () => {
  it('shows the English QR code by default, opening in the viewer', async () => {
    const page = await get(RICH, '/admission/process');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h2 id="admission-qr">Scan QR-Code</h2>');
    const qr = sunrise.admission.app_qr_code;
    // The link opens the widest variant in the viewer; the picture in it is the 240 px box's.
    expect(page.html).toContain(
      `<a href="${pictureHref(qr, 1920)}" data-srcset="${pictureHref(qr, 512)} 512w, `,
    );
    expect(page.html).toContain(
      `${pictureHref(qr, 1920)} 1920w" data-file-viewer="" target="_blank" rel="noopener"><img src="${pictureHref(qr, 256)}" srcSet="`,
    );
    expect(page.html).toMatch(/ sizes="[^"]*" alt="QR code of the admission app \(English\)"/);
    expect(page.html).toContain(
      'href="/admission/process?active=english" class="tab active" aria-current="page">English</a>',
    );
    expect(tabBar(page.html)).toContain(
      'href="/admission/process" class="tab active" aria-current="page">Process</a>',
    );
  });

  it('?active= switches the QR code: hindi, marathi; anything else is English', async () => {
    for (const [active, key, label] of [
      ['hindi', 'app_hindi_qr_code', 'Hindi'],
      ['marathi', 'app_marathi_qr_code', 'Marathi'],
      ['english', 'app_qr_code', 'English'],
    ] as const) {
      const page = await get(RICH, `/admission/process?active=${active}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain(
        `<img src="${pictureHref(sunrise.admission[key]!, 256)}" srcSet="`,
      );
      expect(page.html).toContain(`alt="QR code of the admission app (${label})"`);
      expect(page.html).toContain(
        `href="/admission/process?active=${active}" class="tab active" aria-current="page">${label}</a>`,
      );
    }
    for (const junk of ['tamil', 'HINDI', '%3Cscript%3E', '']) {
      const page = await get(RICH, `/admission/process?active=${junk}`);
      expect(page.status, junk).toBe(200);
      expect(page.html, junk).toContain(
        `<img src="${pictureHref(sunrise.admission.app_qr_code, 256)}"`,
      );
      expect(page.html, junk).not.toContain('qr-hindi');
      expect(page.html, junk).not.toContain('<script>');
    }
  });

  it('Download App goes to the iOS store on iPhone, iPad and iPod, otherwise to the Android store', async () => {
    const store = async (ua?: string) => {
      const page = await get(
        RICH,
        '/admission/process',
        ua ? { headers: { 'user-agent': ua } } : {},
      );
      expect(page.headers.get('vary') ?? '').toMatch(/user-agent/i);
      return /<a class="button" href="([^"]*)"[^>]*>Download App<\/a>/.exec(page.html)?.[1];
    };
    expect(await store(UA.iphone)).toBe(IOS);
    expect(await store(UA.ipad)).toBe(IOS);
    expect(await store('Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X)')).toBe(IOS);
    expect(await store(UA.android)).toBe(ANDROID);
    expect(await store(UA.desktop)).toBe(ANDROID);
    expect(await store()).toBe(ANDROID);
  });
});

describe('admission contact and documents', () => {
  it('contact cards: department, person, mobile, email', async () => {
    const page = await get(RICH, '/admission/contact');
    expect(page.status).toBe(200);
    const text = visibleText(pageBody(page.html));
    for (const c of sunrise.admissionSite!.admission_contact) {
      expect(text).toContain(c.contact_department_name);
      expect(text).toContain(c.contact_person_name);
      expect(page.html).toContain(`href="tel:${c.contact_person_mobile}"`);
      expect(page.html).toContain(`href="mailto:${c.contact_person_email}"`);
    }
  });

  it('the checklist is an accordion: title, description, View Attachment when there is one', async () => {
    const page = await get(RICH, '/admission/document');
    expect(page.status).toBe(200);
    const entries = [
      ...page.html.matchAll(/<details><summary>([^<]*)<\/summary>([\s\S]*?)<\/details>/g),
    ];
    const list = sunrise.admissionSite!.document_checklist;
    expect(entries.map((m) => m[1])).toEqual(list.map((d) => d.title));
    list.forEach((d, i) => {
      const inner = entries[i][2];
      expect(visibleText(inner)).toContain(d.description);
      if (d.attachment)
        expect(inner).toContain(
          d.attachment.endsWith('.pdf')
            ? `<a class="button" href="${fileHref(d.attachment)}" data-file-viewer=""`
            : `<a class="button" href="${pictureHref(d.attachment, 1920)}" data-srcset="`,
        );
      else expect(inner).not.toContain('View Attachment');
    });
  });
});

describe('admission applications', () => {
  it('groups by group_name, listing only applications whose visible_to_site is exactly "Open"', async () => {
    const page = await get(RICH, '/admission/application');
    expect(page.status).toBe(200);
    expect(tabBar(page.html)).toContain(
      'href="/admission/application" class="tab active" aria-current="page">New Admission</a>',
    );
    const groups = [...pageBody(page.html).matchAll(/<h3>([^<]*)<\/h3>/g)];
    expect(groups.map((m) => m[1])).toEqual(sunrise.groups!.map((g) => g.group_name));
    for (const app of openApps) {
      expect(page.html).toContain(`<h4>${app.applicationName}</h4>`);
      expect(page.html).toContain(
        `<details data-fragment="/admission/application/${app._id}/detail"><summary>View Details</summary><div data-fragment-target=""><a href="/admission/application?open=${app._id}">`,
      );
      expect(page.html).toContain(
        `<a class="button" href="${demoUrl()}/apply/${app._id}">Fill Admission`,
      );
    }
    expect(closedApps.length).toBeGreaterThan(0);
    for (const app of closedApps) {
      expect(page.html).not.toContain(app._id);
      expect(visibleText(page.html)).not.toContain(app.applicationName);
    }
  });

  it('opens on what is open: a line with the closing date, every programme shown, one Apply each', async () => {
    const page = await get(RICH, '/admission/application');
    expect(page.status).toBe(200);
    const body = pageBody(page.html);
    // Nothing is folded away: the groups are headings, not closed boxes.
    expect(body).not.toMatch(/<details(?: open="")?><summary>/);
    expect(visibleText(body)).toContain('Applications are open until 30 Jun 2026.');
    const shown = sunrise.groups!.filter((g) => g.apps.some((a) => a.visible_to_site === 'Open'));
    for (const group of shown) expect(body).toContain(`<h3>${group.group_name}</h3>`);
    for (const app of openApps) expect(body).toContain(`<h4>${app.applicationName}</h4>`);
    expect(body.match(/>Fill Admission</g)).toHaveLength(openApps.length);
    // One closing date for all: said once, not on every card.
    expect(body.match(/30 Jun 2026/g)).toHaveLength(1);
  });

  it('a programme with its own closing date says it; none given, the line says only open', async () => {
    const page = await get(HINDI, '/admission/application');
    expect(page.status).toBe(200);
    const text = visibleText(pageBody(page.html));
    expect(text).toContain('Applications are open.');
    expect(text).not.toContain('open until');
    const [dated, undated] = gyandeep.groups![0].apps;
    expect(text).toContain(`${dated.applicationName} Last date to apply: 15/07/2026`);
    expect(text).toContain(`${undated.applicationName} View Details`);
  });

  it('the application detail is read only when its fragment or ?open= page is asked for', async () => {
    await clearCache();
    await demo.clearRequests();
    const list = await get(RICH, '/admission/application');
    expect(list.status).toBe(200);
    expect(await applicationReads()).toEqual([]);

    const fragment = await get(RICH, `/admission/application/${withBrochure._id}/detail`);
    expect(fragment.status).toBe(200);
    expect(await applicationReads()).toEqual([
      expect.objectContaining({ path: `/api/v1/admission/${withBrochure._id}/application/query` }),
    ]);

    await demo.clearRequests();
    const opened = await get(RICH, `/admission/application?open=${withoutBrochure._id}`);
    expect(opened.status).toBe(200);
    expect(await applicationReads()).toEqual([
      expect.objectContaining({
        path: `/api/v1/admission/${withoutBrochure._id}/application/query`,
      }),
    ]);
  });

  it('the fragment: instructions and a plain Download Brochure link, no frame', async () => {
    const fragment = await get(RICH, `/admission/application/${withBrochure._id}/detail`);
    expect(fragment.status).toBe(200);
    expect(fragment.headers.get('content-type')).toContain('text/html');
    expect(fragment.html).not.toContain('<html');
    expect(fragment.html).not.toContain('<nav');
    const detail = sunrise.applications[withBrochure._id];
    expect(fragment.html).toContain('<h5>Instructions</h5>');
    expect(visibleText(fragment.html)).toContain(
      `Instructions for ${withBrochure.applicationName}:`,
    );
    expect(fragment.html).toContain(
      `<a class="button" href="${fileHref(detail.applicationPhoto!)}" download="">Download Brochure</a>`,
    );
    expect(fragment.html).not.toContain('data-file-viewer');
    const plain = await get(RICH, `/admission/application/${withoutBrochure._id}/detail`);
    expect(plain.status).toBe(200);
    expect(plain.html).not.toContain('Download Brochure');
  });

  it('without JavaScript, ?open= renders that application opened with its detail', async () => {
    const page = await get(RICH, `/admission/application?open=${withBrochure._id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(
      `<details data-fragment="/admission/application/${withBrochure._id}/detail" open=""><summary>View Details</summary><div data-fragment-target=""><div class="application-detail">`,
    );
    expect(page.html).toContain('Download Brochure');
    expect(page.html.match(/<details[^>]* open="">/g)).toHaveLength(1);
    expect(page.html.match(/<div class="application-detail">/g)).toHaveLength(1);
  });

  it('the Marathi institute lists its own group', async () => {
    const page = await get(HINDI, '/admission/application');
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<h3>${gyandeep.groups![0].group_name}</h3>`);
    expect(page.html.match(/Fill Admission/g)).toHaveLength(2);
  });

  it('closed, foreign, unknown and malformed applications are 404 with no application read', async () => {
    await demo.clearRequests();
    const foreign = ids.gyandeep.applicationIds.open[0];
    const bad = [
      `/admission/application/${closedApps[0]._id}/detail`,
      `/admission/application?open=${closedApps[0]._id}`,
      `/admission/application/${foreign}/detail`,
      `/admission/application?open=${foreign}`,
      `/admission/application/${'0'.repeat(24)}/detail`,
      '/admission/application/not-an-application/detail',
      '/admission/application?open=not-an-application',
      `/admission/application?open=${withBrochure._id}x`,
    ];
    for (const path of bad) expect((await get(RICH, path)).status, path).toBe(404);
    expect(await applicationReads()).toEqual([]);
    expect(await requestsMentioning('not-an-application')).toEqual([]);
    expect((await get(SPARSE, `/admission/application/${withBrochure._id}/detail`)).status).toBe(
      404,
    );
    expect(await requestsMentioning(withBrochure._id)).toEqual([]);
  });

  it('shows a notice in place of the groups when they cannot be read', async () => {
    await clearCache();
    await demo.faults({ faults: [{ pattern: '/ongoing/application/grouped', mode: 'status500' }] });
    const page = await get(RICH, '/admission/application');
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).toContain('Applications could not be loaded right now.');
  });
});
