import type { Messages } from '../en/index.ts';

export const home: Messages['home'] = {
  apply: 'आता अर्ज करा',
  campusPhotos: 'परिसराची छायाचित्रे',
  campusPhoto: (name, n) => `${name}, परिसराचे छायाचित्र ${n}`,
  notice: 'सूचना',
  event: 'कार्यक्रम',
  latestNotices: 'नवीनतम सूचना',
  allNotices: 'सर्व सूचना',
  allEvents: 'सर्व कार्यक्रम',
  events: {
    upcoming: 'आगामी कार्यक्रम',
    past: 'मागील कार्यक्रम',
    both: 'आगामी व मागील कार्यक्रम',
    none: 'कार्यक्रम',
  },
  noticesWhat: 'सूचना',
  eventsWhat: 'कार्यक्रम',
  noNotices: 'अद्याप कोणतीही सूचना नाही.',
  noEvents: 'अद्याप कोणताही कार्यक्रम नाही.',
  quickLinks: 'त्वरित दुवे',
  document: 'दस्तऐवज',
  testimonials: 'अभिप्राय',
  photoOf: (name) => `${name} यांचे छायाचित्र`,
};
