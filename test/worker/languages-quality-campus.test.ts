/**
 * Quality, R&D and campus pages in Hindi and Marathi (issue 19): each page type's own labels
 * (titles, headings, table headers, counts, empty texts, alt and aria labels) are Devanagari under
 * /hi/ and /mr/, and none of the English labels of the quality and campus catalogue areas is left
 * on them. Tab names and shared components' labels are other areas' and are not looked at here.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { hillview, demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import { type Messages, messages } from '../../src/i18n/catalogue';
import { areaStrings, devanagari, englishLabels, englishLeft, pageTexts } from '../helpers/i18n';
import { clearCache, demo, get, settledHtml } from '../helpers/worker';

beforeEach(async () => {
  await demo.reset();
  await clearCache();
});

type Ids = (typeof ids)['sunrise'];
/**
 * A page type: its address at an institute, the catalogue part it writes, labels it must show,
 * and English phrases of that part another area writes on it too (not this area's to translate).
 */
type PageType = {
  name: string;
  path: (i: Ids) => string | null;
  part: (m: Messages) => unknown;
  shows?: (m: Messages) => string[];
  others?: string[];
};

/** The people table's own header and photo text (area `common`). */
const PEOPLE_TABLE = ['Photo', 'Photo of'];

const qualityOnly = (m: Messages) => ({ ...m.quality, research: undefined });
const campus =
  <K extends keyof Messages['campus']>(k: K) =>
  (m: Messages) => ({
    page: m.campus[k],
    shared: m.campus.shared,
  });

const PAGES: PageType[] = [
  ...(['iqac', 'nirf', 'aqar', 'naac'] as const).map((section) => ({
    name: section,
    path: (i: Ids) => i.iqacDetailId && `/${section}/${i.iqacDetailId}`,
    part: qualityOnly,
  })),
  {
    name: 'institutional',
    path: (i) => i.iqacDetailId && `/institutional/${i.iqacDetailId}`,
    part: qualityOnly,
    shows: (m) => [m.quality.titles.institutional],
  },
  {
    name: 'special',
    path: (i) => i.iqacDetailId && `/special/${i.iqacDetailId}`,
    part: qualityOnly,
    shows: (m) => [m.quality.titles.special],
  },
  ...['rnd', 'mou', 'paper', 'activities', 'project', 'meeting'].map((tab) => ({
    name: `research ${tab}`,
    path: (i: Ids) => i.rndDetailId && `/research/development/${i.rndDetailId}/${tab}`,
    part: (m: Messages) => m.quality.research,
    shows: (m: Messages) => [m.quality.research.title],
  })),
  {
    name: 'committees',
    path: (i) => i.iqacId && `/committee/${i.iqacId}`,
    part: campus('committees'),
    shows: (m) => [m.campus.committees.title, m.campus.committees.about],
  },
  ...['composition', 'meeting'].map((tab) => ({
    name: `committee ${tab}`,
    path: (i: Ids) =>
      i.iqacId && i.committeeIds[0]
        ? `/committee/${i.iqacId}/one/${i.committeeIds[0]}/nxt/${tab}`
        : null,
    part: campus('committees'),
    shows: (m: Messages) => [m.campus.committees.title],
    others: PEOPLE_TABLE,
  })),
  ...['manual', 'hall-ticket'].map((tab) => ({
    name: `examination ${tab}`,
    path: () => `/examination/${tab}`,
    part: campus('examination'),
    shows: (m: Messages) => [m.campus.examination.title],
    // The tab's heading is its tab name ("Manual of Examinations", area `nav`).
    others: ['Examinations'],
  })),
  ...['about', 'message', 'rules', 'eresources', 'contact-us'].map((tab) => ({
    name: `library ${tab}`,
    path: (i: Ids) => i.libraryId && `/library/${i.libraryId}/${tab}`,
    part: campus('library'),
    shows: (m: Messages) => [m.campus.library.title],
  })),
  ...(['photo', 'video'] as const).flatMap((kind) => [
    {
      name: `${kind} galleries`,
      path: () => `/${kind}/gallery`,
      part: campus('galleries'),
      shows: (m: Messages) => [m.campus.galleries[`${kind}Title`]],
    },
    {
      name: `${kind} gallery`,
      path: (i: Ids) => i.yearIds[0] && `/${kind}/gallery/year/${i.yearIds[0]}/category/all`,
      part: campus('galleries'),
      shows: (m: Messages) => [m.campus.galleries.all, m.campus.galleries.gallery],
    },
  ]),
  {
    name: 'contact',
    path: () => '/contact/us',
    part: campus('contact'),
    shows: (m) => [m.campus.contact.title, m.campus.contact.headOffice],
  },
  {
    name: 'student corner',
    path: (i) => i.lcid && `/student/corner/${i.lcid}`,
    part: campus('studentCorner'),
    shows: (m) => [m.campus.studentCorner.title],
  },
  {
    name: 'student corner entry',
    path: (i) =>
      i.lcid && i.studentCornerTabIds[1]
        ? `/student/corner/${i.lcid}/lvl1/${i.studentCornerTabIds[1]}`
        : null,
    part: campus('studentCorner'),
    shows: (m) => [m.campus.studentCorner.title],
  },
  ...['profile', 'affiliation', 'organisation'].map((tab) => ({
    name: `institute ${tab}`,
    path: () => `/institute/${tab}`,
    part: campus('institute'),
    shows: (m: Messages) => [m.campus.institute.title],
  })),
  ...['teaching', 'other'].map((tab) => ({
    name: `faculties ${tab}`,
    path: () => `/institute/faculties/${tab}`,
    part: campus('institute'),
    shows: (m: Messages) => [m.campus.institute.faculties],
    others: PEOPLE_TABLE,
  })),
  ...['about', 'message', 'organisation', 'society-governing'].map((tab) => ({
    name: `society ${tab}`,
    path: () => `/society/${tab}`,
    part: campus('society'),
  })),
  {
    name: 'society governing category',
    path: (i) =>
      i.lcid && i.societyCategoryIds[0]
        ? `/society/governing/society-governing/${i.lcid}/category/${i.societyCategoryIds[0]}`
        : null,
    part: campus('society'),
    shows: (m) => [m.campus.shared.designation],
    others: PEOPLE_TABLE,
  },
  {
    name: 'administration',
    path: (i) => i.lcid && `/administration/${i.lcid}`,
    part: campus('people'),
    shows: (m) => [m.campus.people.administration],
  },
  {
    name: 'accreditation',
    path: (i) => i.lcid && `/accrediation/${i.lcid}`,
    part: campus('people'),
    shows: (m) => [m.campus.people.accreditationTitle],
  },
  {
    name: 'governing body',
    path: (i) => i.lcid && `/governing/${i.lcid}`,
    part: campus('people'),
    shows: (m) => [m.campus.shared.governingBody],
    others: PEOPLE_TABLE,
  },
];

/** Everything the demo provider holds for each institute: shown as it is in every language. */
const PROVIDER_TEXT = {
  sunrise: [...areaStrings(sunrise).values()],
  hillview: [...areaStrings(hillview).values()],
};

describe('quality and campus pages in Hindi and Marathi', () => {
  for (const institute of ['sunrise', 'hillview'] as const) {
    for (const page of PAGES) {
      const path = page.path(ids[institute]);
      if (!path) continue;
      it(`${institute} ${page.name}: labels in Devanagari, no English label left`, async () => {
        const host = `${institute}.localhost`;
        const english = await get(host, path);
        if (institute === 'sunrise') expect(english.status, path).toBe(200);
        if (english.status !== 200) return; // a page type the sparse institute does not have
        for (const lang of ['hi', 'mr'] as const) {
          const { status, html } = await get(host, `/${lang}${path}`);
          expect(status, `${lang} ${path}`).toBe(200);
          const texts = pageTexts(settledHtml(html), { main: true });
          const notOurs = [...PROVIDER_TEXT[institute], ...(page.others ?? [])];
          const left = englishLeft(texts, englishLabels(lang, page.part), notOurs);
          expect(left, `${lang} ${path}`).toEqual([]);
          for (const label of page.shows?.(messages(lang)) ?? []) {
            expect(devanagari(label), label).toBe(true);
            expect(texts.join(' \n '), `${lang} ${path}`).toContain(label);
          }
        }
      });
    }
  }
});
