import type { Messages } from '../catalogue.ts';

export const common: Messages['common'] = {
  nothingYet: 'अभी दिखाने के लिए कुछ नहीं है।',
  couldNotLoad: (what) => `${what} अभी लोड नहीं हो सका। कृपया थोड़ी देर बाद पुनः प्रयास करें।`,
  documents: {
    none: 'अभी कोई दस्तावेज़ नहीं है।',
    document: 'दस्तावेज़',
    documentLower: 'दस्तावेज़',
    imageAlt: 'संलग्न चित्र',
    viewDetails: 'विवरण देखें',
    visitWebsite: 'वेबसाइट देखें',
    opensInNewTab: '(नए टैब में खुलता है)',
    filter: 'दस्तावेज़ छाँटें',
    all: 'सभी',
  },
  noContacts: 'अभी कोई संपर्क नहीं है।',
  showDetails: 'विवरण दिखाएँ',
  pager: {
    label: 'पृष्ठ',
    previous: 'पिछला',
    next: 'अगला',
    pageSuffix: ' पृष्ठ',
    pagePrefix: 'पृष्ठ ',
    allYears: 'सभी वर्ष',
    titleOnPage: (title, page) => `${title}, पृष्ठ ${page}`,
  },
  people: {
    none: 'दिखाने के लिए कोई सदस्य नहीं है।',
    serial: 'क्र. सं.',
    photo: 'फ़ोटो',
    name: 'नाम',
    photoOf: (name) => `${name} का फ़ोटो`,
  },
  search: {
    submit: 'खोजें',
    matches: (shown, total, noun, search) =>
      `${total} ${noun} में से ${shown} “${search}” से मेल खाते हैं।`,
    showAll: 'सभी दिखाएँ',
    noMatch: (noun) => `इस खोज से कोई ${noun} मेल नहीं खाता।`,
  },
  illustration: 'चित्र',
  vision: 'दृष्टि',
  mission: 'ध्येय',
  noVision: 'अभी कोई दृष्टि कथन नहीं है।',
  noMission: 'अभी कोई ध्येय कथन नहीं है।',
  readMore: 'और पढ़ें',
  readLess: 'कम पढ़ें',
};
