/**
 * Academic courses (spec 2.10) in workerd against the demo provider: the course heads as tabs,
 * About with the head's text and pictures, a sub head's topics, the menu's /oneacademic link, the
 * section switched off, and bad or unknown ids answered 404 with no provider read carrying them.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { hillview, sunrise } from '../../demo/fixtures/index.ts';
import { demo, fileHref, get, pageBody, tabBar, visibleText } from '../helpers/worker';

const RICH = 'sunrise.localhost';
const HINDI = 'gyandeep.localhost';
const SPARSE = 'hillview.localhost';
const heads = sunrise.landing.academic_courses_desk as { _id: string; head_name: string; head_about: string; head_images: string[]; sub_head: { _id: string; sub_head_title_main: string; sub_topic: { sub_head_title: string; sub_head_body: string; sub_heading_image?: string }[] }[] }[];
const head = heads[0];
const sub = head.sub_head[1];


beforeEach(async () => {
  await demo.reset();
});

describe('academic courses', () => {
  it('the index has a tab per course head and nothing else', async () => {
    const page = await get(RICH, '/academic/course');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Academic Courses</h1>');
    const bar = tabBar(page.html);
    for (const h of heads) expect(bar).toContain(`<a href="/academic/course/type/${h._id}" class="tab">${h.head_name}</a>`);
    expect(visibleText(pageBody(page.html)).trim()).toBe('');
  });

  it('a course head shows About (text and pictures) with a tab per sub head', async () => {
    for (const path of [`/academic/course/type/${head._id}`, `/academic/course/type/${head._id}/about`]) {
      const page = await get(RICH, path);
      expect(page.status).toBe(200);
      expect(page.html).toContain(`<h1>${head.head_name}</h1>`);
      const bar = tabBar(page.html);
      expect(bar).toContain(`class="tab active" aria-current="page">About</a>`);
      for (const s of head.sub_head) expect(bar).toContain(`href="/academic/course/type/${head._id}/${s._id}"`);
      expect(visibleText(pageBody(page.html))).toContain(head.head_about);
      expect(page.html).toContain(`src="${fileHref(head.head_images[0])}"`);
    }
  });

  it('a sub head tab lists its topics with text and images', async () => {
    const page = await get(RICH, `/academic/course/type/${head._id}/${sub._id}`);
    expect(page.status).toBe(200);
    expect(tabBar(page.html)).toContain(`class="tab active" aria-current="page">${sub.sub_head_title_main}</a>`);
    for (const topic of sub.sub_topic) {
      expect(page.html).toContain(`<h3>${topic.sub_head_title}</h3>`);
      expect(visibleText(pageBody(page.html))).toContain(topic.sub_head_body);
      if (topic.sub_heading_image) expect(page.html).toContain(`src="${fileHref(topic.sub_heading_image)}"`);
    }
  });

  it('the menu links /oneacademic/course/{id}?q= and that page shows the sub head with a way back', async () => {
    const home = await get(RICH, '/');
    expect(home.html).toContain(`href="/oneacademic/course/${sub._id}?q=${encodeURIComponent(sub.sub_head_title_main)}"`);
    const page = await get(RICH, `/oneacademic/course/${sub._id}?q=${encodeURIComponent(sub.sub_head_title_main)}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<h1>${sub.sub_head_title_main}</h1>`);
    expect(page.html).toContain(`href="/academic/course/type/${head._id}"`);
    for (const topic of sub.sub_topic) expect(page.html).toContain(`<h3>${topic.sub_head_title}</h3>`);
  });

  it('institutes with the section switched off answer 404', async () => {
    expect((await get(HINDI, '/academic/course')).status).toBe(404);
    expect((await get(SPARSE, '/academic/course')).status).toBe(404);
    expect(hillview.landing.tab_toggle.academic_course).toBe(false);
  });

  it('malformed and unknown ids are 404 with no provider read carrying them', async () => {
    await get(RICH, '/');
    await demo.clearRequests();
    const other = heads[1];
    const bad = [
      '/academic/course/type/not-an-id',
      `/academic/course/type/${'a'.repeat(24)}`,
      `/academic/course/type/${head._id}/nope`,
      `/academic/course/type/${head._id}/${other.sub_head[0]._id}`,
      '/oneacademic/course/not-an-id?q=x',
      `/oneacademic/course/${'b'.repeat(24)}`,
    ];
    for (const path of bad) expect((await get(RICH, path)).status, path).toBe(404);
    const reads = (await demo.requests()).filter((r) => /not-an-id|aaaa|bbbb|nope/.test(r.path + r.search));
    expect(reads).toEqual([]);
  });
});
