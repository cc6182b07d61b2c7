/** English labels: news (notices, events, department activities and their feeds; see ../catalogue.ts). */
export const news = {
  /** A list page's title after its first page (the head's `<title>`). */
  notices: {
    title: 'Notices',
    ofYear: (year: string) => `Notices of ${year}`,
    byYear: 'Notices by year',
    /** The categories a visitor picks notices by (lib/noticeCategories.ts). */
    byCategory: 'Notices by category',
    allCategories: 'All',
    categories: {
      examination: 'Examination',
      admission: 'Admission',
      scholarship: 'Scholarship',
      fees: 'Fees',
      holiday: 'Holiday',
      event: 'Event',
    },
    /** The title of a category's list. */
    ofCategory: {
      examination: 'Examination notices',
      admission: 'Admission notices',
      scholarship: 'Scholarship notices',
      fees: 'Fees notices',
      holiday: 'Holiday notices',
      event: 'Event notices',
    },
    /** "Examination notices of 2025". */
    ofCategoryYear: (title: string, year: string) => `${title} of ${year}`,
    /** The label of the search over notices (the site search, notices only). */
    search: 'Search notices',
    none: 'No notices yet.',
    /** A notice without a title. */
    notice: 'Notice',
    published: 'Published',
    documents: 'Documents',
    /** A list line's mark on a notice of the last 7 days. */
    isNew: 'New',
    /** A list line's name for a notice's picture (files are named by kind: PDF, DOCX). */
    image: 'Image',
    feedLink: 'Notices as an RSS feed',
    feedTitle: (institute: string) => `${institute}: Notices`,
    feedDescription: (institute: string) => `The latest notices of ${institute}.`,
  },
  events: {
    title: 'Events',
    ofYear: (year: string) => `Events of ${year}`,
    byYear: 'Events by year',
    upcoming: 'Upcoming events',
    past: 'Past events',
    undated: 'Date not announced',
    none: 'No events yet.',
    noneUpcoming: 'No upcoming events.',
    /** An event without a name. */
    event: 'Event',
    guest: (guest: string) => `Guest: ${guest}`,
    details: 'Event details',
    backToDetails: 'Back to the event details',
    date: 'Date',
    guestLabel: 'Guest',
    place: 'Place',
    bannerOf: (title: string) => `Banner of ${title}`,
    about: 'About the event',
    noDescription: 'No description yet.',
    departments: 'Departments',
    noDepartments: 'No departments named.',
    calendarLink: 'Events as a calendar (iCalendar)',
    calendarTitle: 'Events calendar',
    calendarName: (institute: string) => `${institute}: Events`,
  },
  activity: {
    /** An activity without a name. */
    activity: 'Activity',
    department: 'Department',
    details: 'Activity details',
    backToDetails: 'Back to the activity details',
    type: 'Type',
    academicYear: 'Academic Year',
    staff: 'Staff',
    about: 'About the activity',
    documentsHint:
      'The attendance, notice, permission letter, report and other documents are under the tabs above.',
  },
};
