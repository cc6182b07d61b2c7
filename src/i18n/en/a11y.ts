/** English labels: a11y (see ../catalogue.ts). */
export const a11y = {
  /** The breadcrumb trail's first entry: the home page. */
  home: 'Home',
  /** The breadcrumb nav's `aria-label`. */
  breadcrumb: 'Breadcrumb',
  /** The HTML site map page's title, and its link in the footer. */
  siteMap: 'Site Map',
  /** The site map's heading over the menus' single pages (Home, Notice, galleries...). */
  morePages: 'More pages',
  /** The site search page, as the site map lists it. */
  search: 'Search',
};
