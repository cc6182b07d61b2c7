/**
 * Departments and academic courses in Hindi and Marathi (issue 19): every label the site writes on
 * their pages (headings, table headers, search labels, empty texts) in Devanagari, none of the
 * departments area's English labels left. English is checked by departments/courses tests.
 */

import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import { messages } from '../../src/i18n/catalogue';
import type { Lang } from '../../src/i18n/languages';
import { TABS } from '../../src/paths';
import { HINDI, RICH } from '../helpers/hosts';
import { devanagari, englishLabels, englishLeft, pageTexts } from '../helpers/i18n';
import { demo, get, h1, pageBody, visibleText } from '../helpers/worker';

const s = ids.sunrise;

beforeEach(async () => {
  await demo.reset();
});

/** A department's tabs, as its URLs name them. */
const DEPARTMENT_TABS = TABS.department.names;

/**
 * Labels of other areas on department pages that spell like labels of the departments area: tab
 * names as headings (nav) and the shared people table's own columns and photo text (common).
 */
const OTHER_AREAS = ['About', 'Activities', 'Sr. No.', 'Name', 'Photo of'];

/** The text of the page's table headers. */
const headers = (html: string) =>
  [...pageBody(html).matchAll(/<th\b[^>]*>([\s\S]*?)<\/th>/g)].map((m) => visibleText(m[1]).trim());

/** The departments area's English labels left on the page's main content, but for `others`. */
const departmentsLeft = (lang: Lang, html: string, others: string[] = []) =>
  englishLeft(
    pageTexts(html, { main: true }),
    englishLabels(lang, (m) => m.departments),
    others,
  );

for (const lang of ['hi', 'mr'] as const) {
  const t = messages(lang).departments;
  describe(`departments in ${lang}`, () => {
    it('the department index and a type', async () => {
      const index = await get(RICH, `/${lang}/department`);
      expect(index.status).toBe(200);
      expect(h1(index.html)).toBe('विभाग');
      expect(visibleText(pageBody(index.html))).toContain(t.otherDepartments);
      expect(departmentsLeft(lang, index.html)).toEqual([]);
      const type = await get(
        RICH,
        `/${lang}/department/type/${encodeURIComponent(s.departmentTypes[1])}`,
      );
      expect(type.status).toBe(200);
      expect(departmentsLeft(lang, type.html)).toEqual([]);
    });

    it('every tab of a department, the searched tables and the empty texts', async () => {
      const type = s.departmentTypes[0];
      const dept = sunrise.departmentsByType[type][0];
      const q = `?q=${encodeURIComponent(dept.dName)}`;
      for (const tab of DEPARTMENT_TABS) {
        const page = await get(RICH, `/${lang}/onedepartment/${dept._id}/tab/${tab}${q}`);
        expect(page.status, tab).toBe(200);
        expect(departmentsLeft(lang, page.html, OTHER_AREAS), tab).toEqual([]);
      }
      const faculty = await get(RICH, `/${lang}/onedepartment/${dept._id}/tab/faculty${q}`);
      expect(headers(faculty.html)).toContain(t.faculty.designation);
      expect(devanagari(t.faculty.designation)).toBe(true);
      expect(visibleText(pageBody(faculty.html))).toContain(t.faculty.search);
      const activity = await get(RICH, `/${lang}/onedepartment/${dept._id}/tab/activity${q}`);
      const activityHeaders = headers(activity.html);
      expect(activityHeaders).toHaveLength(6);
      for (const header of activityHeaders) expect(devanagari(header)).toBe(true);
      for (const tab of ['faculty', 'activity']) {
        const searched = await get(
          RICH,
          `/${lang}/onedepartment/${dept._id}/tab/${tab}${q}&search=zzzz`,
        );
        expect(departmentsLeft(lang, searched.html, OTHER_AREAS), tab).toEqual([]);
      }
      const other = ids.gyandeep.departmentIds[1];
      const empty = await get(HINDI, `/${lang}/onedepartment/${other}/tab/laboratory`);
      expect(visibleText(pageBody(empty.html))).toContain(t.site.noLaboratories);
      expect(devanagari(t.site.noLaboratories)).toBe(true);
    });

    it('academic courses: the index, a course head, a sub head and the menu page', async () => {
      const [{ courseId, subHeadIds }] = s.courseIds;
      const index = await get(RICH, `/${lang}/academic/course`);
      expect(index.status).toBe(200);
      expect(h1(index.html)).toBe(t.courses.title);
      expect(devanagari(h1(index.html))).toBe(true);
      expect(index.html).toMatch(new RegExp(`>${t.courses.about}</a>`));
      for (const path of [
        `/academic/course`,
        `/academic/course/type/${courseId}`,
        `/academic/course/type/${courseId}/${subHeadIds[0]}`,
        `/oneacademic/course/${subHeadIds[0]}`,
      ]) {
        const page = await get(RICH, `/${lang}${path}`);
        expect(page.status, path).toBe(200);
        expect(departmentsLeft(lang, page.html), path).toEqual([]);
      }
    });
  });
}
