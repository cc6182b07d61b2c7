/**
 * robots.txt and sitemap.xml per host (every static page plus notices, events, departments,
 * courses, committees). Their URLs are on the site's public origin (c.var.site.origin).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { api, PAGE } from '../provider/api';
import { id } from '../provider/params';
import { EXAM_TABS, FACULTY_TABS, INSTITUTE_TABS, SOCIETY_TABS } from '../frame/menus';

export const seo = new Hono<AppEnv>();

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

seo.get('/robots.txt', (c) => {
  return c.text(`User-agent: *\nAllow: /\nDisallow: /__purge\n\nSitemap: ${c.var.site.origin}/sitemap.xml\n`, 200, { 'Cache-Control': 'public, max-age=3600' });
});

seo.get('/sitemap.xml', async (c) => {
  const p = c.var.provider;
  const insId = c.var.site.insId;
  const notices = api.notices(p, insId, PAGE.list);
  const frame = await c.var.frame;
  const manager = id(frame.institute.eventManagerDepart[0]);
  const [noticeList, eventList] = await Promise.all([notices, manager ? api.events(p, manager, PAGE.list) : null]);
  const on = frame.profile.landing_control.tab_toggle;
  const paths = new Set<string>(['/', '/photo/gallery', '/video/gallery', '/contact/us']);
  const add = (...list: string[]) => list.forEach((path) => paths.add(path));
  if (on.notice) add('/notice');
  add('/event');
  if (on.admission) add('/admission', '/admission/application', '/admission/process', '/admission/document', '/admission/contact');
  if (on.about) {
    add(...INSTITUTE_TABS.map(([tab]) => `/institute/${tab}`), ...SOCIETY_TABS.map(([tab]) => `/society/${tab}`), ...FACULTY_TABS.map(([tab]) => `/institute/faculties/${tab}`));
  }
  if (on.examination) add('/examination', ...EXAM_TABS.map(([tab]) => `/examination/${tab}`));
  if (on.library && frame.institute.library[0]) add(`/library/${frame.institute.library[0]}`);
  if (noticeList.ok) add(...noticeList.value.map((n) => `/one/notice/${n._id}/detail`));
  if (eventList?.ok) add(...eventList.value.map((e) => `/one/event/${e._id}/detail`));
  if (on.department) {
    add('/department');
    for (const d of [...frame.departments.types.flatMap((t) => t.departments), ...frame.departments.independent]) add(`/onedepartment/${d._id}?q=${encodeURIComponent(d.dName)}`);
  }
  if (on.academic_course && frame.profile.landing_control.academic_courses_desk.length > 0) {
    add('/academic/course', ...frame.profile.landing_control.academic_courses_desk.flatMap((course) => (id(course._id) ? [`/academic/course/type/${id(course._id)}`] : [])));
  }
  if (on.committee && frame.iqacId) add(`/committee/${frame.iqacId}`, ...frame.committees.map((com) => `/committee/${frame.iqacId}/one/${com._id}`));
  const origin = c.var.site.origin;
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...[...paths].map((path) => `  <url><loc>${xmlEscape(origin + path)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
});
