import type { Messages } from '../catalogue.ts';

export const errors: Messages['errors'] = {
  notFoundTitle: 'पान सापडले नाही',
  notFoundText: 'या पत्त्यावर कोणतेही पान नाही.',
  goHome: 'मुख्यपृष्ठावर जा',
  fullStop: '.',
  unknownHostTitle: 'येथे कोणतीही संस्था नाही',
  unknownHostText: (host) => `या पत्त्यासाठी${host ? ` (${host})` : ''} कोणतीही संस्था नोंदवलेली नाही.`,
  unavailableTitle: 'तात्पुरते उपलब्ध नाही',
  unavailableText: 'ही साइट सध्या तिची माहिती मिळवू शकत नाही. कृपया एका मिनिटानंतर पुन्हा प्रयत्न करा.',
  failedTitle: 'काहीतरी चुकले',
  failedText: 'हे पान दाखवता आले नाही. कृपया पुन्हा प्रयत्न करा.',
};
