import type { Messages } from '../en/index.ts';

export const a11y: Messages['a11y'] = {
  home: 'मुख्यपृष्ठ',
  breadcrumb: 'तुम्ही येथे आहात',
  siteMap: 'साइटमॅप',
  morePages: 'इतर पृष्ठे',
  search: 'शोधा',
};
