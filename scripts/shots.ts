/**
 * `npm run shots`: full-page screenshots of every page type of every demo institute at 375 and
 * 1280 px, and one contact sheet per width, so anyone can look at the whole site in two pictures.
 * Builds the client, serves the site as the browser tests do (`wrangler dev` with the demo
 * provider, on loopback) and drives Debian's Chromium. A script that prints, not a test: it checks
 * nothing, but says which pages answered with an unexpected status or logged errors.
 *
 * The pages come from src/paths.ts's PAGES (the type below makes a new page there a type error
 * here until it has a representative address) with ids from the demo fixtures; a page whose ids an
 * institute lacks (hillview has no departments, say) or that it answers with 404 is left out of
 * that institute's shots.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { demo } from '../demo/fixtures/index.ts';
import { href, PAGES, qualityPages, type TABS } from '../src/paths.ts';
import { ACTION_TIMEOUT_MS, collectErrors, launch } from '../test/helpers/browser.ts';
import { serveSite } from '../test/helpers/serve.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = `${root}shots/`;
const WIDTHS = [375, 1280] as const;
const INSTITUTES = ['sunrise', 'gyandeep', 'hillview'] as const;

type Ids = (typeof demo)[(typeof INSTITUTES)[number]];
/** A representative address of a page type on one institute, or null when it has none. */
type Pick = (d: Ids) => string | null;

const first = <T>(list: readonly T[] | undefined): T | null => list?.[0] ?? null;
/** `make(value)` when `value` exists, else null. */
const when = <T>(value: T | null | undefined, make: (value: T) => string | null) =>
  value === null || value === undefined ? null : make(value);

const GOVERNING_TAB: (typeof TABS.society.names)[number] = 'society-governing';

/** Every page of PAGES that renders HTML, in the order a visitor meets them. */
const PAGE_SHOTS = {
  home: () => href(PAGES.home, {}),
  notices: () => href(PAGES.notices, {}),
  notice: (d) => when(first(d.noticeIds), (noticeId) => href(PAGES.notice, { noticeId })),
  events: () => href(PAGES.events, {}),
  event: (d) => when(first(d.eventIds), (eventId) => href(PAGES.event, { eventId })),
  activity: (d) => when(first(d.activities), (a) => href(PAGES.activity, a)),
  admission: () => href(PAGES.admission, {}),
  applications: () => href(PAGES.applications, {}),
  admissionProcess: () => href(PAGES.admissionProcess, {}),
  admissionDocuments: () => href(PAGES.admissionDocuments, {}),
  admissionContact: () => href(PAGES.admissionContact, {}),
  society: () => href(PAGES.society, {}),
  societyGoverning: (d) =>
    when(first(d.societyCategoryIds), (categoryId) =>
      href(PAGES.societyGoverning, { tab: GOVERNING_TAB, lcid: d.lcid, categoryId }),
    ),
  institute: () => href(PAGES.institute, {}),
  faculties: () => href(PAGES.faculties, {}),
  administration: (d) => href(PAGES.administration, { lcid: d.lcid }),
  administrationOne: (d) =>
    when(first(d.administrationIds), (oneAid) =>
      href(PAGES.administrationOne, { lcid: d.lcid, oneAid }),
    ),
  accreditation: (d) => href(PAGES.accreditation, { lcid: d.lcid }),
  accreditationOne: (d) =>
    when(first(d.accreditationIds), (oneAid) =>
      href(PAGES.accreditationOne, { lcid: d.lcid, oneAid }),
    ),
  governing: (d) => href(PAGES.governing, { lcid: d.lcid }),
  governingCategory: (d) =>
    when(first(d.governingCategoryIds), (categoryId) =>
      href(PAGES.governingCategory, { lcid: d.lcid, categoryId }),
    ),
  courses: () => href(PAGES.courses, {}),
  courseType: (d) =>
    when(first(d.courseIds), (c) => href(PAGES.courseType, { typeId: c.courseId })),
  subHead: (d) =>
    when(first(first(d.courseIds)?.subHeadIds), (subHeadId) => href(PAGES.subHead, { subHeadId })),
  departments: () => href(PAGES.departments, {}),
  departmentType: (d) =>
    when(first(d.departmentTypes), (type) => href(PAGES.departmentType, { type })),
  department: (d) =>
    when(first(d.departmentIds), (departmentId) => href(PAGES.department, { departmentId })),
  departmentTab: (d) =>
    when(first(d.departmentIds), (departmentId) =>
      href(PAGES.departmentTab, { departmentId, tab: 'syllabus' }),
    ),
  committees: (d) => when(d.iqacId, (committeeId) => href(PAGES.committees, { committeeId })),
  committee: (d) =>
    when(d.iqacId, (committeeId) =>
      when(first(d.committeeIds), (authorityId) =>
        href(PAGES.committee, { committeeId, authorityId }),
      ),
    ),
  committeeTab: (d) =>
    when(d.iqacId, (committeeId) =>
      when(first(d.committeeIds), (authorityId) =>
        href(PAGES.committeeTab, { committeeId, authorityId, tab: 'composition' }),
      ),
    ),
  research: (d) => when(d.rndDetailId, (detailId) => href(PAGES.research, { detailId })),
  examination: () => href(PAGES.examination, {}),
  library: (d) => when(d.libraryId, (libraryId) => href(PAGES.library, { libraryId })),
  studentCorner: (d) => href(PAGES.studentCorner, { lcid: d.lcid }),
  studentCornerItem: (d) =>
    when(first(d.studentCornerTabIds), (tabId) =>
      href(PAGES.studentCornerItem, { lcid: d.lcid, tabId }),
    ),
  galleries: () => href(PAGES.galleries, { kind: 'photo' }),
  gallery: (d) =>
    when(first(d.yearIds), (yearId) =>
      when(first(d.photoCategoryIds[yearId]), (categoryId) =>
        href(PAGES.gallery, { kind: 'photo', yearId, categoryId }),
      ),
    ),
  contact: () => href(PAGES.contact, {}),
  search: () => href(PAGES.search, {}, { q: 'admission' }),
  siteMap: () => href(PAGES.siteMap, {}),
  // Not pages: robots.txt, the sitemap, the feeds, the search's JSON and OpenSearch description,
  // and the fragments (HTML without the frame) of an application's details and a gallery year's
  // categories.
} satisfies Record<
  Exclude<
    keyof typeof PAGES,
    | 'robots'
    | 'sitemap'
    | 'noticesFeed'
    | 'eventsCalendar'
    | 'application'
    | 'galleryYear'
    | 'searchJson'
    | 'openSearch'
  >,
  Pick
>;

/** Page types PAGES spells once for several: the video galleries, the quality pages, the 404. */
const EXTRA_SHOTS: Record<string, Pick> = {
  videoGalleries: () => href(PAGES.galleries, { kind: 'video' }),
  videoGallery: (d) =>
    when(first(d.yearIds), (yearId) =>
      when(first(d.videoCategoryIds[yearId]), (categoryId) =>
        href(PAGES.gallery, { kind: 'video', yearId, categoryId }),
      ),
    ),
  quality: (d) =>
    when(d.iqacDetailId, (detailId) => href(qualityPages('iqac').detail, { detailId })),
  qualityTab: (d) =>
    when(d.iqacDetailId, (detailId) =>
      when(first(d.qualityTabIds.naac), (tabId) =>
        href(qualityPages('naac').tab, { detailId, tabId }),
      ),
    ),
  notFound: () => '/no-such-page',
};

type Shot = { institute: string; name: string; path: string; file: string; status: number };

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(0);

execFileSync(process.execPath, ['build.ts'], { cwd: root, stdio: 'inherit' });
rmSync(out, { recursive: true, force: true });
const site = await serveSite({ state: 'shots-state' });
const browser = await launch();
process.once('SIGINT', async () => {
  await browser.close();
  await site.close();
  process.exit(130);
});
const shots: Shot[] = [];
let failed = 0;
try {
  for (const width of WIDTHS) {
    mkdirSync(`${out}${width}`, { recursive: true });
    for (const institute of INSTITUTES) {
      for (const [i, [name, pick]] of Object.entries({ ...PAGE_SHOTS, ...EXTRA_SHOTS }).entries()) {
        const path = (pick as Pick)(demo[institute]);
        if (path === null) continue;
        const file = `${out}${width}/${institute}-${String(i + 1).padStart(2, '0')}-${name}.png`;
        let status: number;
        try {
          status = await screenshot(browser, `${institute}.localhost`, path, width, file);
        } catch (error) {
          console.log(`  ${institute} ${name} ${path} at ${width} px failed, left out: ${error}`);
          failed++;
          continue;
        }
        if (status === 404 && name !== 'notFound') {
          console.log(`  ${institute} ${name} ${path}: 404, left out`);
          rmSync(file, { force: true });
          continue;
        }
        if (status !== 200 && name !== 'notFound')
          console.log(`  ${institute} ${name} ${path} at ${width} px: ${status}`);
        shots.push({ institute, name, path, file, status });
      }
      console.log(`${width} px ${institute}: done at ${seconds()} s`);
    }
  }
  for (const width of WIDTHS)
    await contactSheet(
      browser,
      width,
      shots.filter((s) => s.file.startsWith(`${out}${width}/`)),
    );
} finally {
  await browser.close();
  await site.close();
}
console.log(
  `${shots.length} screenshots in ${relative(process.cwd(), out)}/{${WIDTHS.join(',')}}/, ` +
    `contact sheets ${WIDTHS.map((w) => relative(process.cwd(), `${out}contact-${w}.png`)).join(' and ')}, ` +
    `in ${seconds()} s${failed ? `; ${failed} pages failed (above)` : ''}`,
);
if (failed) process.exitCode = 1;

/**
 * Opens `path` at `width`, waits until it has hydrated and every image has loaded (lazy ones
 * loaded eagerly, as a visitor scrolling down would see them), and saves the whole page.
 */
async function screenshot(
  browser: Browser,
  host: string,
  path: string,
  width: number,
  file: string,
): Promise<number> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 800 : 900 },
  });
  const page = await context.newPage();
  const errors = collectErrors(page);
  try {
    const response = await page.goto(`http://${host}:${site.port}${path}`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.evaluate(() => {
      for (const img of document.querySelectorAll('img[loading="lazy"]'))
        img.setAttribute('loading', 'eager');
    });
    await page.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, {
      timeout: ACTION_TIMEOUT_MS,
    });
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
    const logged = errors.filter((e) => !/status of 404/.test(e) || response?.status() !== 404);
    if (logged.length) console.log(`  ${host}${path} at ${width} px logged: ${logged.join('; ')}`);
    return response?.status() ?? 0;
  } finally {
    await context.close();
  }
}

/**
 * One picture of every shot at `width`: an HTML page of labelled thumbnails (each the top of its
 * page, linking to the full picture), screenshot by the same Chromium. Its HTML stays beside it.
 */
async function contactSheet(browser: Browser, width: number, list: Shot[]) {
  const thumb = width < 600 ? 150 : 240;
  const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const sections = INSTITUTES.map((institute) => {
    const cells = list
      .filter((s) => s.institute === institute)
      .map((s) => {
        const src = escapeHtml(relative(out, s.file));
        const status = s.status === 200 ? '' : ` (${s.status})`;
        return `<figure><a href="${src}"><img src="${src}" alt=""></a><figcaption><b>${escapeHtml(s.name)}${status}</b><br>${escapeHtml(s.path)}</figcaption></figure>`;
      })
      .join('');
    return `<h2>${institute}.localhost</h2><div class="grid">${cells}</div>`;
  }).join('');
  const html = `<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>Shots at ${width} px</title>
<style>
body { font: 12px/1.3 system-ui, sans-serif; margin: 16px; background: #eee; width: ${thumb * 8 + 8 * 12}px; }
h1 { font-size: 20px; margin: 0 0 8px; } h2 { font-size: 16px; margin: 16px 0 8px; }
.grid { display: grid; grid-template-columns: repeat(8, ${thumb}px); gap: 12px; }
figure { margin: 0; } figcaption { overflow-wrap: anywhere; color: #333; }
img { display: block; width: ${thumb}px; max-height: ${thumb * 3}px; object-fit: cover;
  object-position: top; background: #fff; border: 1px solid #999; }
</style>
<h1>Every page type at ${width} px (top of each page; ${list.length} shots)</h1>${sections}`;
  const sheet = `${out}contact-${width}.html`;
  writeFileSync(sheet, html);
  const context = await browser.newContext({
    viewport: { width: thumb * 8 + 8 * 12 + 32, height: 900 },
  });
  const page = await context.newPage();
  await page.goto(pathToFileURL(sheet).href, { waitUntil: 'load' });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  await page.screenshot({ path: `${out}contact-${width}.png`, fullPage: true });
  await context.close();
}
