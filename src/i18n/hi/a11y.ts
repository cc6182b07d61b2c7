import type { Messages } from '../en/index.ts';

export const a11y: Messages['a11y'] = {
  home: 'मुखपृष्ठ',
  breadcrumb: 'आप यहाँ हैं',
  siteMap: 'साइटमैप',
  morePages: 'अन्य पृष्ठ',
  search: 'खोजें',
};
