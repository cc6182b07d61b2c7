/** English labels: frame (see ../catalogue.ts): the top bar, header, menu bar, drawer, footer. */
export const frame = {
  skipToContent: 'Skip to content',
  /** Accessible names of the frame's navigation landmarks and forms. */
  quickNav: 'Quick',
  mainNav: 'Main',
  tabs: 'Sections',
  menu: 'Menu',
  closeMenu: 'Close menu',
  searchInMenu: 'Site, in the menu',
  searchThisSite: 'Search this site',
  search: 'Search',
  newAdmission: 'New Admission',
  photoGallery: 'Photo Gallery',
  videoGallery: 'Video Gallery',
  contactUs: 'Contact Us',
  login: 'Login',
  /** A dropdown's first entry: the page of the menu itself. */
  logo: (name: string) => `${name} logo`,
  affiliationLogo: 'Affiliation logo',
  callNow: (phone: string) => `Call Now: ${phone}`,
  /** The header's call and email links' words before the number or address (hidden on phones). */
  callLabel: 'Call Now:',
  emailLabel: 'Email Now:',
  emailNow: (email: string) => `Email Now: ${email}`,
  howToReach: 'How to Reach',
  socialLinks: 'Social Links',
  usefulLinks: 'Useful Links',
  internalLinks: 'Internal Links',
  copyright: (year: string, company: string) => `© ${year} ${company}. All rights reserved.`,
  /** The language switcher's accessible name. */
  language: 'Language',
  textSize: {
    label: 'Text size',
    smaller: 'Small text',
    normal: 'Normal text size',
    larger: 'Large text',
    largest: 'Largest text',
  },
};
