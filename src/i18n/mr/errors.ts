import type { Messages } from '../catalogue.ts';

export const errors: Messages['errors'] = {
  notFoundTitle: 'पान सापडले नाही',
  notFoundText: 'या पत्त्यावर कोणतेही पान नाही.',
  goHome: 'मुख्यपृष्ठावर जा',
  fullStop: '.',
  unknownHostTitle: 'येथे कोणतीही संस्था नाही',
  unknownHostText: (host) => `या पत्त्यासाठी${host ? ` (${host})` : ''} कोणतीही संस्था नोंदवलेली नाही.`,
  unknownHostWhy: 'पत्ता चुकीचा लिहिला गेला असेल, किंवा संस्थेची साइट अजून तयार झाली नसेल.',
  unknownHostWhatToDo: 'तुम्ही काय करू शकता',
  unknownHostCheck: 'पत्त्यात टंकलेखनाची चूक आहे का ते तपासा आणि पुन्हा प्रयत्न करा.',
  unknownHostInstitutes:
    'हा तुमच्या संस्थेचा पत्ता असल्यास, तो तुमच्या साइटशी जोडण्यासाठी प्लॅटफॉर्मच्या सहाय्य टीमला सांगा.',
  unavailableTitle: 'तात्पुरते उपलब्ध नाही',
  unavailableText: 'या संस्थेची माहिती ठेवणारी सेवा सध्या प्रतिसाद देत नाही, त्यामुळे हे पान दाखवता येत नाही.',
  retryIn: { one: 'कृपया # मिनिटानंतर पुन्हा प्रयत्न करा.', other: 'कृपया # मिनिटांनंतर पुन्हा प्रयत्न करा.' },
  reachOffice: 'कार्यालयाशी संपर्क',
  stillWorking: 'अजूनही उघडू शकणारी पाने',
  failedTitle: 'काहीतरी चुकले',
  failedText: 'हे पान दाखवता आले नाही. कृपया पुन्हा प्रयत्न करा.',
};
