/**
 * Academic courses (spec 2.10), from the landing control's `academic_courses_desk` (the frame's
 * read; no extra provider call): `/academic/course` (index blank, a tab per course head),
 * `/academic/course/type/{typeId}` and `/{tabName}` (About: the head's text and images, or one
 * sub head's topics), and the menu's `/oneacademic/course/{subHeadId}?q=...`, whose screen the
 * spec does not show: it renders that sub head's topics with a way back to its course head.
 * Off when the institute's academic_course switch is off.
 */
import { Hono, type Context } from 'hono';
import { FileImage, FileLink } from '../components/FileLink';
import { InnerPage, type Tab } from '../components/frame/InnerPage';
import { RichText } from '../components/RichText';
import { Empty } from '../components/SectionNotice';
import { SubHeadings } from '../components/SubHeadings';
import type { AppEnv } from '../env';
import { queryText } from '../lib/text';
import { hasFile } from '../lib/url';
import { PageNotFound } from '../middleware/errors';
import type { Frame } from '../middleware/frame';
import { id, type Id } from '../provider/params';
import type { AcademicCourse } from '../provider/schemas/profile';
import { query, renderPage } from './page';

export const courses = new Hono<AppEnv>();

const TITLE = 'Academic Courses';
const ABOUT = 'about';
type SubHead = AcademicCourse['sub_head'][number];

/** The course heads, or a 404 when the institute has switched the section off. */
function courseHeads(frame: Frame): AcademicCourse[] {
  const lc = frame.profile.landing_control;
  if (!lc.tab_toggle.academic_course) throw new PageNotFound('academic courses');
  return lc.academic_courses_desk;
}

const headTabs = (heads: AcademicCourse[], active?: Id): Tab[] =>
  heads.flatMap((head) => {
    const headId = id(head._id);
    return headId ? [{ label: head.head_name || 'Course', href: `/academic/course/type/${headId}`, active: headId === active }] : [];
  });

courses.get('/academic/course', async (c) => {
  const frame = await c.var.frame;
  const heads = courseHeads(frame);
  return renderPage(
    c,
    frame,
    <InnerPage title={TITLE} tabs={headTabs(heads)}>
      {heads.length === 0 && <Empty>No courses published yet.</Empty>}
    </InnerPage>,
    { pageTitle: TITLE },
  );
});

async function coursePage(c: Context<AppEnv>, rawTab: string) {
  const typeId = id(c.req.param('typeId'));
  const subHeadId = rawTab === ABOUT ? null : id(rawTab);
  if (!typeId || (rawTab !== ABOUT && !subHeadId)) throw new PageNotFound('course');
  const frame = await c.var.frame;
  const heads = courseHeads(frame);
  const head = heads.find((h) => id(h._id) === typeId);
  if (!head) throw new PageNotFound('course');
  const sub = subHeadId ? head.sub_head.find((s) => id(s._id) === subHeadId) : null;
  if (subHeadId && !sub) throw new PageNotFound('course sub heading');

  const base = `/academic/course/type/${typeId}`;
  const tabs: Tab[] = [
    { label: 'About', href: `${base}/${ABOUT}`, active: !sub },
    ...head.sub_head.flatMap((s) => {
      const sid = id(s._id);
      return sid ? [{ label: s.sub_head_title_main || 'Topic', href: `${base}/${sid}`, active: sid === subHeadId }] : [];
    }),
  ];
  const headName = head.head_name || 'Course';
  return renderPage(
    c,
    frame,
    <InnerPage title={headName} tabs={tabs} breadcrumb={{ label: TITLE, href: '/academic/course' }}>
      {sub ? <SubHeadTopics sub={sub} /> : <CourseAbout head={head} />}
    </InnerPage>,
    { pageTitle: sub ? `${headName}: ${sub.sub_head_title_main || 'Topic'}` : headName },
  );
}

courses.get('/academic/course/type/:typeId', (c) => coursePage(c, ABOUT));
courses.get('/academic/course/type/:typeId/:tabName', (c) => coursePage(c, c.req.param('tabName')));

courses.get('/oneacademic/course/:subHeadId', async (c) => {
  const subHeadId = id(c.req.param('subHeadId'));
  if (!subHeadId) throw new PageNotFound('course sub heading');
  const frame = await c.var.frame;
  const heads = courseHeads(frame);
  const head = heads.find((h) => h.sub_head.some((s) => id(s._id) === subHeadId));
  const sub = head?.sub_head.find((s) => id(s._id) === subHeadId);
  if (!head || !sub) throw new PageNotFound('course sub heading');
  const title = sub.sub_head_title_main || queryText(query(c, 'q')) || 'Course';
  const headId = id(head._id);
  return renderPage(
    c,
    frame,
    <InnerPage title={title} breadcrumb={headId ? { label: head.head_name || TITLE, href: `/academic/course/type/${headId}` } : { label: TITLE, href: '/academic/course' }}>
      <SubHeadTopics sub={sub} />
    </InnerPage>,
    { pageTitle: title },
  );
});

/** About a course head: its text and its pictures. */
function CourseAbout({ head }: { head: AcademicCourse }) {
  const images = head.head_images.filter(hasFile);
  return (
    <section aria-labelledby="course-about">
      <h2 id="course-about">About</h2>
      <RichText text={head.head_about} empty="Nothing about this course yet." />
      {images.length > 0 && (
        <ul className="thumbs">
          {images.map((key, i) => (
            <li key={i}>
              <FileLink fileKey={key}>
                <FileImage fileKey={key} alt={`${head.head_name || 'Course'}: picture ${i + 1}`} loading="lazy" width="320" height="240" />
              </FileLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One sub head: its topics as titled sections with text and an optional image. */
function SubHeadTopics({ sub }: { sub: SubHead }) {
  return (
    <section aria-labelledby="course-topics">
      <h2 id="course-topics">{sub.sub_head_title_main || 'Topics'}</h2>
      <SubHeadings sections={sub.sub_topic} headingLevel={3} empty="No details for this course yet." />
    </section>
  );
}
