import type { Messages } from '../en/index.ts';

export const home: Messages['home'] = {
  apply: 'अभी आवेदन करें',
  campusPhotos: 'परिसर की तस्वीरें',
  campusPhoto: (name, n) => `${name}, परिसर की तस्वीर ${n}`,
  notice: 'सूचना',
  event: 'कार्यक्रम',
  latestNotices: 'नवीनतम सूचनाएँ',
  allNotices: 'सभी सूचनाएँ',
  allEvents: 'सभी कार्यक्रम',
  events: {
    upcoming: 'आगामी कार्यक्रम',
    past: 'पिछले कार्यक्रम',
    both: 'आगामी और पिछले कार्यक्रम',
    none: 'कार्यक्रम',
  },
  noticesWhat: 'सूचनाएँ',
  eventsWhat: 'कार्यक्रम',
  noNotices: 'अभी कोई सूचना नहीं है।',
  noEvents: 'अभी कोई कार्यक्रम नहीं है।',
  quickLinks: 'त्वरित लिंक',
  document: 'दस्तावेज़',
  testimonials: 'प्रशंसापत्र',
  photoOf: (name) => `${name} की तस्वीर`,
};
