/**
 * Academic courses (spec 2.10), from the landing control's `academic_courses_desk` (the frame's
 * read; no extra provider call): `/academic/course` (a tab per course head, the first shown),
 * `/academic/course/type/{typeId}` and `/{tab}` (About: the head's text and images, or one
 * sub head's topics), and the menu's `/oneacademic/course/{subHeadId}?q=...`, whose screen the
 * spec does not show: it renders that sub head's topics with a way back to its course head.
 * Off when the institute's academic_course switch is off.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { FileImage, FileLink } from '../components/FileLink';
import { InnerPage } from '../components/layout/InnerPage';
import { RichText } from '../components/RichText';
import { Empty } from '../components/SectionNotice';
import { SubHeadings } from '../components/SubHeadings';
import { type Tab, TabBar } from '../components/TabBar';
import type { AppEnv } from '../env';
import { PageNotFound } from '../errors';
import type { Frame } from '../frame/load';
import { sectionOn } from '../frame/sections';
import { messages } from '../i18n/catalogue';
import { providerLang } from '../i18n/content';
import { intlLocale } from '../i18n/format';
import { THUMB_GRID } from '../lib/pictures';
import { hasFile } from '../lib/url';
import { renderPage } from '../pages/render';
import { ClampedText, params, queries } from '../pages/validate';
import { href, IdParam, PAGES } from '../paths';
import { type Id, id } from '../provider/params';
import type { AcademicCourse } from '../provider/schemas/profile';

export const courses = new Hono<AppEnv>();

const ABOUT = 'about';
type SubHead = AcademicCourse['sub_head'][number];

/** The course heads, or a 404 when the institute has switched the section off. */
function courseHeads(frame: Frame): AcademicCourse[] {
  const lc = frame.profile.landing_control;
  if (!sectionOn(lc, 'courses')) throw new PageNotFound('academic courses');
  return lc.academic_courses_desk;
}

const headTabs = (heads: AcademicCourse[], active?: Id): Tab[] =>
  heads.flatMap((head) => {
    const headId = id(head._id);
    if (!headId) return [];
    const link = href(PAGES.courseType, { typeId: headId });
    const label = head.head_name || messages().departments.courses.course;
    return [{ label, href: link, active: headId === active }];
  });

courses.get(PAGES.courses.pattern, async (c) => {
  const frame = await c.var.frame;
  const heads = courseHeads(frame);
  // The index shows the first course head's About, under its own address (issue 17).
  const first = heads.find((h) => id(h._id));
  const firstId = first && id(first._id);
  const t = messages().departments.courses;
  return renderPage(
    c,
    frame,
    <InnerPage title={t.title} tabs={headTabs(heads, firstId ?? undefined)}>
      {first && firstId ? (
        <>
          <TabBar
            label={t.sections(first.head_name || t.course)}
            tabs={headSections(first, firstId, null)}
          />
          <CourseAbout head={first} typeId={firstId} />
        </>
      ) : (
        <Empty>{t.none}</Empty>
      )}
    </InnerPage>,
    { pageTitle: t.title },
  );
});

/** A course head's own tabs: About, then one per sub head; `subHeadId` active, or About. */
function headSections(head: AcademicCourse, typeId: Id, subHeadId: Id | null): Tab[] {
  const t = messages().departments.courses;
  return [
    { label: t.about, href: href(PAGES.courseType, { typeId, tab: ABOUT }), active: !subHeadId },
    ...head.sub_head.flatMap((s) => {
      const sid = id(s._id);
      if (!sid) return [];
      const link = href(PAGES.courseType, { typeId, tab: sid });
      return [{ label: s.sub_head_title_main || t.topic, href: link, active: sid === subHeadId }];
    }),
  ];
}

/** A course head's tab: `about` (the default) or one of its sub heads' ids. */
const CourseTab = v.optional(v.union([v.literal(ABOUT), IdParam]), ABOUT);

courses.get(
  PAGES.courseType.pattern,
  params('course', v.object({ typeId: IdParam, tab: CourseTab })),
  async (c) => {
    const { typeId, tab } = c.req.valid('param');
    const subHeadId = tab === ABOUT ? null : tab;
    const frame = await c.var.frame;
    const heads = courseHeads(frame);
    const head = heads.find((h) => id(h._id) === typeId);
    if (!head) throw new PageNotFound('course');
    const sub = subHeadId ? head.sub_head.find((s) => id(s._id) === subHeadId) : null;
    if (subHeadId && !sub) throw new PageNotFound('course sub heading');

    const t = messages().departments.courses;
    const tabs = headSections(head, typeId, subHeadId);
    const headName = head.head_name || t.course;
    return renderPage(
      c,
      frame,
      <InnerPage title={headName} tabs={tabs}>
        {sub ? <SubHeadTopics sub={sub} /> : <CourseAbout head={head} typeId={typeId} />}
      </InnerPage>,
      {
        pageTitle: sub ? `${headName}: ${sub.sub_head_title_main || t.topic}` : headName,
        breadcrumb: { crumb: sub ? sub.sub_head_title_main || t.topic : headName },
      },
    );
  },
);

courses.get(
  PAGES.subHead.pattern,
  params('course sub heading', v.object({ subHeadId: IdParam })),
  queries(PAGES.subHead, { q: ClampedText }),
  async (c) => {
    const { subHeadId } = c.req.valid('param');
    const { q } = c.req.valid('query');
    const frame = await c.var.frame;
    const heads = courseHeads(frame);
    const head = heads.find((h) => h.sub_head.some((s) => id(s._id) === subHeadId));
    const sub = head?.sub_head.find((s) => id(s._id) === subHeadId);
    if (!head || !sub) throw new PageNotFound('course sub heading');
    const t = messages().departments.courses;
    const title = sub.sub_head_title_main || q || t.course;
    const headId = id(head._id);
    const parent = headId
      ? { label: head.head_name || t.title, href: href(PAGES.courseType, { typeId: headId }) }
      : { label: t.title, href: href(PAGES.courses, {}) };
    return renderPage(
      c,
      frame,
      <InnerPage title={title}>
        <SubHeadTopics sub={sub} />
      </InnerPage>,
      { pageTitle: title, breadcrumb: { parents: [parent] } },
    );
  },
);

/**
 * A topic that states a fact a parent compares programmes by: duration, seats, fees, eligibility
 * (by its title, in English, Hindi or Marathi). The provider has no fields for them: institutes
 * write them as a programme's topics.
 */
const FACT_TITLE = new RegExp(
  [
    '\\b(duration|seats?|intake|fees?|eligibility)\\b',
    'अवधि|कालावधी|सीटें|जागा|प्रवेश क्षमता|शुल्क|पात्रता',
  ].join('|'),
  'i',
);

/** A programme's fact topics, each with a text to show. */
const factsOf = (sub: SubHead) =>
  sub.sub_topic.filter(
    (topic) => FACT_TITLE.test(topic.sub_head_title) && topic.sub_head_body.trim(),
  );

/**
 * A course head's programmes (its sub heads), each a link to its own tab over the facts its topics
 * give (issue 42): what a parent compares before reading any further.
 */
function Programmes({ head, typeId }: { head: AcademicCourse; typeId: Id }) {
  const t = messages().departments.courses;
  const programmes = head.sub_head.flatMap((sub) => {
    const sid = id(sub._id);
    return sid ? [{ sub, sid }] : [];
  });
  if (programmes.length === 0) return null;
  return (
    <section aria-labelledby="course-programmes">
      <h2 id="course-programmes">{t.programmes}</h2>
      <ul className="cards">
        {programmes.map(({ sub, sid }) => {
          const facts = factsOf(sub);
          return (
            <li key={sid} className="card">
              <h3>
                <a
                  href={href(PAGES.courseType, { typeId, tab: sid })}
                  lang={sub.sub_head_title_main ? providerLang(sub.sub_head_title_main) : undefined}
                >
                  {sub.sub_head_title_main || t.topic}
                </a>
              </h3>
              {facts.length > 0 && (
                <dl className="course-facts">
                  {facts.map((topic, i) => (
                    <div key={topic._id || i}>
                      <dt lang={providerLang(topic.sub_head_title)}>{topic.sub_head_title}</dt>
                      <dd>
                        <RichText text={topic.sub_head_body} empty="" />
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** About a course head: its text and its pictures, then its programmes with their facts. */
function CourseAbout({ head, typeId }: { head: AcademicCourse; typeId: Id }) {
  const images = head.head_images.filter(hasFile);
  const t = messages().departments.courses;
  return (
    <>
      <section aria-labelledby="course-about">
        <h2 id="course-about">{t.about}</h2>
        <RichText text={head.head_about} empty={t.noAbout} />
        {images.length > 0 && (
          <ul className="thumbs">
            {images.map((key, i) => (
              <li key={i}>
                <FileLink fileKey={key}>
                  <FileImage
                    fileKey={key}
                    alt={t.picture(
                      head.head_name || t.course,
                      (i + 1).toLocaleString(intlLocale()),
                    )}
                    loading="lazy"
                    {...THUMB_GRID}
                  />
                </FileLink>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Programmes head={head} typeId={typeId} />
    </>
  );
}

/** One sub head: its topics as titled sections with text and an optional image. */
function SubHeadTopics({ sub }: { sub: SubHead }) {
  const t = messages().departments.courses;
  return (
    <section aria-labelledby="course-topics">
      <h2 id="course-topics">{sub.sub_head_title_main || t.topics}</h2>
      <SubHeadings sections={sub.sub_topic} headingLevel={3} empty={t.noDetails} />
    </section>
  );
}
