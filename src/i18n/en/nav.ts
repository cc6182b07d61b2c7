/**
 * English labels: nav, the names of the site's menus, sections and tabs (see ../catalogue.ts).
 * `tabs` and `admission` are keyed by src/paths.ts's tab names, which are typed by these keys.
 */
export const nav = {
  /** The menu bar's and the drawer's menus and their entries (frame/menus.ts). */
  menu: {
    home: 'Home',
    aboutUs: 'About Us',
    aboutSociety: 'About Society',
    instituteProfile: 'Institute Profile',
    administrations: 'Administrations',
    accreditation: 'Accrediation',
    faculties: 'Faculties',
    governingBody: 'Governing Body',
    academicCourses: 'Academic Courses',
    department: 'Department',
    admission: 'Admission',
    research: 'R&D',
    quality: 'Quality',
    committees: 'Committees',
    examinations: 'Examinations',
    notice: 'Notice',
    library: 'Library',
    alumni: 'Alumni',
    studentCorner: 'Student Corner',
    /** A menu entry's file whose name says nothing. */
    document: 'Document',
  },
  /** The first link of a dropdown, to the page of the menu itself. */
  overview: (menu: string) => `${menu}: overview`,
  /** The Quality menu's groups, one per quality section (paths.ts QUALITY_SECTIONS). */
  quality: {
    iqac: 'IQAC',
    naac: 'NAAC',
    aqar: 'AQAR',
    nirf: 'NIRF',
    special: 'Special Status',
    institutional: 'Institutional Dist.',
  },
  /** What a tab bar is to a screen reader (its `aria-label`). */
  tabBar: 'Sections',
  /** Each section's tabs (paths.ts TABS), by the tab's name in the URL. */
  tabs: {
    society: {
      about: 'About',
      'vision-mission': 'Vision and Mission',
      message: 'Founder Message',
      organisation: 'Organisation Structure',
      'society-governing': 'Governing Body',
    },
    institute: {
      profile: 'Institute Profile',
      'vision-mission': 'Vision and Mission',
      affiliation: 'Affiliation',
      organisation: 'Organisation Structure',
    },
    faculties: {
      teaching: 'Teaching Faculty',
      'non-teaching': 'Non Teaching Faculty',
      other: 'Other',
    },
    examination: {
      manual: 'Manual of Examinations',
      schedule: 'Examination Schedule',
      'time-table': 'Examination Time Table',
      notifications: 'Examination Notification',
      'hall-ticket': 'Hall Ticket',
    },
    library: {
      about: 'About',
      message: 'Librarian Message',
      rules: 'Rules and Regulations',
      eresources: 'E-Resources',
      'contact-us': 'Contact Us',
    },
    department: {
      about: 'About',
      'vision-mission': 'Vision Mission',
      'po-pso': 'PO and PSO',
      message: 'HOD Message',
      faculty: 'Faculties',
      syllabus: 'Syllabus',
      laboratory: 'Laboratory',
      achievement: 'Student Achievements',
      'mou-collabration': 'MOU / Collabration',
      activity: 'Activities',
      contact: 'Contact Us',
    },
    committee: {
      about: 'About',
      composition: 'Compositions',
      meeting: 'Meetings',
    },
    documents: {
      attendance: 'Attendance',
      notice: 'Notice',
      'permission-letter': 'Permission Letter',
      'activity-report': 'Activity Report',
      other: 'Other',
    },
    research: {
      rnd: 'Research and Department',
      mou: 'MOU',
      paper: 'Research Paper',
      activities: 'Activities',
      project: 'Projects',
      meeting: 'Meetings',
    },
  },
  /** The admission section's tab bar and menu (paths.ts ADMISSION_LINKS). */
  admission: {
    about: 'About',
    applications: 'New Admission',
    enquiry: 'Enquiry',
    process: 'Process',
    documents: 'Document Checklist',
    contact: 'Contact Us',
  },
};
