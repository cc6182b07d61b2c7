/**
 * Academic courses (spec 2.10) in workerd against the demo provider: the course heads as tabs,
 * About with the head's text and pictures, a sub head's topics, the menu's /oneacademic link, the
 * section switched off, provider text escaped, and bad or unknown ids answered 404 with no
 * provider read beyond the frame's.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { gyandeep, hillview, demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import { HINDI, RICH, SPARSE } from '../helpers/hosts';
import {
  clearCache,
  demo,
  get,
  pageBody,
  pictureHref,
  tabBar,
  visibleText,
} from '../helpers/worker';

const heads = sunrise.landing.academic_courses_desk as {
  _id: string;
  head_name: string;
  head_about: string;
  head_images: string[];
  sub_head: {
    _id: string;
    sub_head_title_main: string;
    sub_topic: { sub_head_title: string; sub_head_body: string; sub_heading_image?: string }[];
  }[];
}[];
const head = heads[0];
const sub = head.sub_head[1];
/** The last course's last sub head: its last topic carries markup (demo fixtures). */
const marked = heads[heads.length - 1].sub_head[1];

beforeEach(async () => {
  await demo.reset();
});

describe('academic courses', () => {
  it('the index has a tab per course head and shows the first one (active) with its About', async () => {
    const page = await get(RICH, '/academic/course');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Academic Courses</h1>');
    const bar = tabBar(page.html);
    const [first, ...rest] = heads;
    expect(bar).toContain(
      `<a href="/academic/course/type/${first._id}" class="tab active" aria-current="page">${first.head_name}</a>`,
    );
    for (const h of rest)
      expect(bar).toContain(
        `<a href="/academic/course/type/${h._id}" class="tab">${h.head_name}</a>`,
      );
    // The head's own tabs, About active, and About's text and pictures.
    expect(pageBody(page.html)).toContain(
      `href="/academic/course/type/${first._id}/about" class="tab active" aria-current="page">About</a>`,
    );
    expect(page.html).toContain('<h2 id="course-about">About</h2>');
    expect(visibleText(pageBody(page.html))).toContain(first.head_about);
    // A head's pictures are thumbnails (the 480 px grid box) opening in the viewer.
    expect(page.html).toContain(`href="${pictureHref(first.head_images[0], 1920)}" data-srcset="`);
    expect(page.html).toContain(`<img src="${pictureHref(first.head_images[0], 512)}" srcSet="`);
    expect(page.html).toContain(`<link rel="canonical" href="http://${RICH}/academic/course"/>`);
  });

  it('a course head shows About (text and pictures) with a tab per sub head', async () => {
    for (const path of [
      `/academic/course/type/${head._id}`,
      `/academic/course/type/${head._id}/about`,
    ]) {
      const page = await get(RICH, path);
      expect(page.status).toBe(200);
      expect(page.html).toContain(`<h1>${head.head_name}</h1>`);
      const bar = tabBar(page.html);
      expect(bar).toContain(`class="tab active" aria-current="page">About</a>`);
      for (const s of head.sub_head)
        expect(bar).toContain(`href="/academic/course/type/${head._id}/${s._id}"`);
      expect(visibleText(pageBody(page.html))).toContain(head.head_about);
      expect(page.html).toContain(`<img src="${pictureHref(head.head_images[0], 512)}" srcSet="`);
    }
  });

  it("a course head's About lists its programmes with the facts the provider gives", async () => {
    const page = await get(RICH, `/academic/course/type/${head._id}`);
    expect(page.status).toBe(200);
    const body = pageBody(page.html);
    for (const programme of head.sub_head) {
      // Each programme: a heading linking to its own tab, then its facts as a list of terms.
      expect(body).toContain(
        `<h3><a href="/academic/course/type/${head._id}/${programme._id}">${programme.sub_head_title_main}</a></h3>`,
      );
      const facts = new RegExp(
        `${programme._id}">${programme.sub_head_title_main}</a></h3><dl class="course-facts">([\\s\\S]*?)</dl>`,
      ).exec(body)?.[1];
      expect(facts, programme.sub_head_title_main).toBeDefined();
      const terms = [...(facts ?? '').matchAll(/<dt>([^<]*)<\/dt><dd>([\s\S]*?)<\/dd>/g)].map(
        (m) => [m[1], visibleText(m[2]).trim()],
      );
      // Eligibility and fees are facts; the syllabus is the programme's tab's to tell.
      expect(terms).toEqual(
        programme.sub_topic
          .filter((topic) => /eligibility|fees/i.test(topic.sub_head_title))
          .map((topic) => [topic.sub_head_title, topic.sub_head_body]),
      );
    }
  });

  it('a sub head tab lists its topics with text and images', async () => {
    const page = await get(RICH, `/academic/course/type/${head._id}/${sub._id}`);
    expect(page.status).toBe(200);
    expect(tabBar(page.html)).toContain(
      `class="tab active" aria-current="page">${sub.sub_head_title_main}</a>`,
    );
    for (const topic of sub.sub_topic) {
      expect(page.html).toContain(`<h3>${topic.sub_head_title}</h3>`);
      expect(visibleText(pageBody(page.html))).toContain(topic.sub_head_body);
      if (topic.sub_heading_image)
        expect(page.html).toContain(
          `<img src="${pictureHref(topic.sub_heading_image, 640)}" srcSet="`,
        );
    }
  });

  it('the menu links /oneacademic/course/{id}?q= and that page shows the sub head with a way back', async () => {
    const home = await get(RICH, '/');
    expect(home.html).toContain(
      `href="/oneacademic/course/${sub._id}?q=${encodeURIComponent(sub.sub_head_title_main)}"`,
    );
    const page = await get(
      RICH,
      `/oneacademic/course/${sub._id}?q=${encodeURIComponent(sub.sub_head_title_main)}`,
    );
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<h1>${sub.sub_head_title_main}</h1>`);
    expect(page.html).toContain(`href="/academic/course/type/${head._id}"`);
    for (const topic of sub.sub_topic)
      expect(page.html).toContain(`<h3>${topic.sub_head_title}</h3>`);
  });

  it('institutes with the section switched off answer 404 on every course URL and show no menu entry', async () => {
    expect(gyandeep.landing.tab_toggle.academic_course).toBe(false);
    expect(hillview.landing.tab_toggle.academic_course).toBe(false);
    const [course] = ids.gyandeep.courseIds;
    expect(course).toBeDefined();
    for (const path of [
      '/academic/course',
      `/academic/course/type/${course.courseId}`,
      `/academic/course/type/${course.courseId}/about`,
      `/academic/course/type/${course.courseId}/${course.subHeadIds[0]}`,
      `/oneacademic/course/${course.subHeadIds[0]}?q=x`,
    ]) {
      expect((await get(HINDI, path)).status, path).toBe(404);
    }
    expect((await get(HINDI, '/')).html).not.toContain('href="/academic/course');
    expect((await get(SPARSE, '/academic/course')).status).toBe(404);
  });

  it('text from the provider is escaped, never markup', async () => {
    const topic = marked.sub_topic[2];
    expect(topic.sub_head_body).toContain('<img src=x');
    const page = await get(
      RICH,
      `/academic/course/type/${heads[heads.length - 1]._id}/${marked._id}`,
    );
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h3>Fees &amp; &lt;i&gt;Concessions&lt;/i&gt;</h3>');
    expect(page.html).toContain(
      'Rs. 4,500 with books &amp; &quot;Tally Prime&quot; &lt;img src=x onerror=alert(1)&gt;',
    );
    expect(page.html).not.toContain('<img src=x');
    expect(page.html).not.toContain('<i>Concessions');
    // The q value is text too (it only titles the page when the sub head has no title of its own).
    const q = await get(
      RICH,
      `/oneacademic/course/${marked._id}?q=${encodeURIComponent('<script>alert(1)</script>')}`,
    );
    expect(q.status).toBe(200);
    expect(q.html).not.toContain('<script>alert(1)');
  });

  it('malformed and unknown ids are 404 with no provider read beyond the frame', async () => {
    const [first, other] = ids.sunrise.courseIds;
    // The frame's reads, cold: the index page reads nothing else.
    await clearCache();
    await demo.clearRequests();
    expect((await get(RICH, '/academic/course')).status).toBe(200);
    const framePaths = new Set((await demo.requests()).map((r) => r.path));
    expect(framePaths.size).toBeGreaterThan(0);
    const pages = [
      `/academic/course/type/${first.courseId}`,
      `/academic/course/type/${first.courseId}/${first.subHeadIds[0]}`,
      `/oneacademic/course/${first.subHeadIds[1]}?q=x`,
    ];
    const bad = [
      '/academic/course/type/not-an-id',
      `/academic/course/type/${'a'.repeat(24)}`,
      `/academic/course/type/${first.courseId}/nope`,
      `/academic/course/type/${first.courseId}/${'c'.repeat(24)}`,
      `/academic/course/type/${first.courseId}/${other.subHeadIds[0]}`,
      `/academic/course/type/${first.courseId}/about/extra`,
      '/oneacademic/course/not-an-id?q=x',
      `/oneacademic/course/${'b'.repeat(24)}`,
      `/oneacademic/course/${first.courseId}`,
    ];
    for (const path of [...pages, ...bad]) {
      await clearCache();
      await demo.clearRequests();
      expect((await get(RICH, path)).status, path).toBe(pages.includes(path) ? 200 : 404);
      const extra = (await demo.requests()).filter((r) => !framePaths.has(r.path));
      expect(extra, path).toEqual([]);
    }
  });

  it("a 404 page is the site's page, with the frame around it", async () => {
    const page = await get(RICH, `/academic/course/type/${'a'.repeat(24)}`);
    expect(page.status).toBe(404);
    expect(page.html).toContain('<h1>Page not found</h1>');
    expect(page.html).toContain('<header class="header-band');
  });
});
