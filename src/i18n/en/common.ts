/** English labels: common (see ../catalogue.ts): the shared components in src/components/. */
export const common = {
  /** An empty list or text the provider sent (SectionNotice's Empty, RichText, SubHeadings). */
  nothingYet: 'Nothing to show yet.',
  /** In place of a section whose read failed; `what` is the section's name. */
  couldNotLoad: (what: string) =>
    `${what} could not be loaded right now. Please try again in a little while.`,
  documents: {
    none: 'No documents yet.',
    /** The name of a document the provider sent without one. */
    document: 'Document',
    /** The same, inside a button's hidden name ("Open document: document"). */
    documentLower: 'document',
    imageAlt: 'Attachment image',
    /** A button opening a file of a known kind: "Open PDF". */
    open: (kind: string) => `Open ${kind}`,
    openDocument: 'Open document',
    /** A document's page count, in the line under its name ("PDF · 1.2 MB · 12 pages"). */
    pages: { one: '# page', other: '# pages' },
    openImage: 'Open image',
    /** A button opening a web address (another site's page). */
    openLink: 'Open link',
    visitWebsite: 'Visit Website',
    opensInNewTab: '(opens in a new tab)',
    filter: 'Filter documents',
    all: 'All',
    /**
     * The name of an event's or an activity's document the provider sent without one, by the
     * tab's kind of document ("Activity report"); numbered when the tab holds several.
     */
    kinds: {
      attendance: 'Attendance',
      notice: 'Notice',
      'permission-letter': 'Permission letter',
      'activity-report': 'Activity report',
      other: 'Document',
    },
    /** "Activity report 2". */
    numbered: (kind: string, n: string) => `${kind} ${n}`,
  },
  noContacts: 'No contacts yet.',
  showDetails: 'Show details',
  pager: {
    label: 'Pages',
    previous: 'Previous',
    next: 'Next',
    /** Hidden after Previous and Next: "Previous page". */
    pageSuffix: ' page',
    /** Hidden before a page's number: "Page 2". */
    pagePrefix: 'Page ',
    allYears: 'All years',
    /** A list's title after its first page: "Notices, page 2". */
    titleOnPage: (title: string, page: string) => `${title}, page ${page}`,
  },
  people: {
    none: 'No members to show.',
    serial: 'Sr. No.',
    photo: 'Photo',
    name: 'Name',
    photoOf: (name: string) => `Photo of ${name}`,
  },
  search: {
    submit: 'Search',
    /** "3 of 12 members match “ab”." */
    matches: (shown: string, total: string, noun: string, search: string) =>
      `${shown} of ${total} ${noun} match “${search}”.`,
    showAll: 'Show all',
    /** "No staff match “ab”." (then a Clear link). */
    noMatch: (noun: string, search: string) => `No ${noun} match “${search}”.`,
    clear: 'Clear',
  },
  illustration: 'Illustration',
  vision: 'Vision',
  mission: 'Mission',
  noVision: 'No vision statement yet.',
  noMission: 'No mission statement yet.',
  readMore: 'Read More',
  readLess: 'Read Less',
};
