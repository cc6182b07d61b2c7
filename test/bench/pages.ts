/** The page types measured by the benchmark and checked by the browser tests, on the rich demo institute. */
import { demo } from '../../demo/fixtures/index.ts';

/** The page types' paths on `s`, the rich demo institute by default. */
export function paths(s: typeof demo.sunrise = demo.sunrise) {
  const year = s.yearIds[0];
  const dept = s.departmentIds[0];
  const activity = s.activities.find((a) => a.departmentId === dept)!;
  return {
    home: '/',
    notices: '/notice',
    events: '/event?page=2',
    noticeDetail: `/one/notice/${s.noticeIds[0]}/detail`,
    eventDetail: `/one/event/${s.eventIds[0]}/detail`,
    staff: '/institute/faculties/teaching',
    photoGallery: `/photo/gallery/year/${year}/category/all?q=2025-26`,
    videoGallery: `/video/gallery/year/${year}/category/all?q=2025-26`,
    naac: `/naac/${s.iqacDetailId}/tab/${s.qualityTabIds.naac[0]}`,
    departmentActivities: `/onedepartment/${dept}/tab/activity?q=Computer%20Science`,
    activity: `/one/${dept}/activity/${activity.activityId}/activity-report`,
    admission: '/admission/application',
    library: `/library/${s.libraryId}/about`,
    committee: `/committee/${s.iqacId}/one/${s.committeeIds[0]}/nxt/composition`,
    studentCorner: `/student/corner/${s.lcid}/lvl1/${s.studentCornerTabIds[0]}`,
    contact: '/contact/us',
    institute: '/institute/profile',
    departmentAbout: `/onedepartment/${dept}/tab/about?q=Computer%20Science`,
    departmentFaculty: `/onedepartment/${dept}/tab/faculty?q=Computer%20Science`,
    course: `/academic/course/type/${s.courseIds[0].courseId}/${s.courseIds[0].subHeadIds[0]}`,
    society: '/society/about',
    examination: '/examination',
    research: `/research/development/${s.rndDetailId}/mou`,
  };
}

export type PageType = { name: string; path: string; lighthouse: boolean };

/** The seven page types of the benchmark; `all` adds every other section for the browser tests. */
export function pageTypes({ all = false }: { all?: boolean } = {}): PageType[] {
  const p = paths();
  const bench: PageType[] = [
    { name: 'home', path: p.home, lighthouse: true },
    { name: 'notice list', path: p.notices, lighthouse: true },
    { name: 'notice detail', path: p.noticeDetail, lighthouse: true },
    { name: 'staff table', path: p.staff, lighthouse: true },
    { name: 'gallery', path: p.photoGallery, lighthouse: true },
    { name: 'deep NAAC page', path: p.naac, lighthouse: true },
    { name: 'department activities', path: p.departmentActivities, lighthouse: true },
  ];
  if (!all) return bench;
  return [
    ...bench,
    { name: 'event list (page 2)', path: p.events, lighthouse: false },
    { name: 'event detail', path: p.eventDetail, lighthouse: false },
    { name: 'video gallery', path: p.videoGallery, lighthouse: false },
    { name: 'activity', path: p.activity, lighthouse: false },
    { name: 'admission applications', path: p.admission, lighthouse: false },
    { name: 'library', path: p.library, lighthouse: false },
    { name: 'committee members', path: p.committee, lighthouse: false },
    { name: 'student corner', path: p.studentCorner, lighthouse: false },
    { name: 'contact', path: p.contact, lighthouse: false },
    { name: 'institute profile', path: p.institute, lighthouse: false },
    { name: 'department about', path: p.departmentAbout, lighthouse: false },
    { name: 'department faculty', path: p.departmentFaculty, lighthouse: false },
    { name: 'course', path: p.course, lighthouse: false },
    { name: 'society', path: p.society, lighthouse: false },
    { name: 'examination', path: p.examination, lighthouse: false },
    { name: 'research MOUs', path: p.research, lighthouse: false },
  ];
}
