/** English labels: home (see ../catalogue.ts). */
export const home = {
  apply: 'Apply now',
  /** The hero carousel's name, and each picture's alt text. */
  campusPhotos: 'Campus photos',
  campusPhoto: (name: string, n: number) => `${name}, campus photo ${n}`,
  /** The news columns' headings (links to the lists) and their carousels' names. */
  notice: 'Notice',
  event: 'Event',
  latestNotices: 'Latest notices',
  /** The link under each news column to its whole list. */
  allNotices: 'All notices',
  allEvents: 'All events',
  /** The events carousel's name for what it shows ("Upcoming events" only when they all are). */
  events: {
    upcoming: 'Upcoming events',
    past: 'Past events',
    both: 'Upcoming and past events',
    none: 'Events',
  },
  /** What a column is, in "… could not be loaded". */
  noticesWhat: 'Notices',
  eventsWhat: 'Events',
  noNotices: 'No notices yet.',
  noEvents: 'No events yet.',
  quickLinks: 'Quick Links',
  /** A quick link's file without a name or a name in its key. */
  document: 'Document',
  testimonials: 'Testimonials',
  photoOf: (name: string) => `Photo of ${name}`,
};
