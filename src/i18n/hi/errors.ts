import type { Messages } from '../catalogue.ts';

export const errors: Messages['errors'] = {
  notFoundTitle: 'पृष्ठ नहीं मिला',
  notFoundText: 'इस पते पर कोई पृष्ठ नहीं है।',
  goHome: 'मुखपृष्ठ पर जाएँ',
  fullStop: '।',
  unknownHostTitle: 'यहाँ कोई संस्थान नहीं है',
  unknownHostText: (host) =>
    `इस पते${host ? ` (${host})` : ''} के लिए कोई संस्थान कॉन्फ़िगर नहीं किया गया है।`,
  unknownHostWhy: 'हो सकता है पता गलत लिखा गया हो, या संस्थान की साइट अभी तैयार न हुई हो।',
  unknownHostWhatToDo: 'आप क्या कर सकते हैं',
  unknownHostCheck: 'पते में टाइपिंग की गलती जाँचें और पुनः प्रयास करें।',
  unknownHostInstitutes:
    'यदि यह आपके संस्थान का पता है, तो इसे अपनी साइट से जोड़ने के लिए प्लेटफ़ॉर्म की सहायता टीम से कहें।',
  unavailableTitle: 'अस्थायी रूप से अनुपलब्ध',
  unavailableText:
    'इस संस्थान की जानकारी रखने वाली सेवा इस समय उत्तर नहीं दे रही है, इसलिए यह पृष्ठ दिखाया नहीं जा सकता।',
  retryIn: { one: 'कृपया # मिनट बाद पुनः प्रयास करें।', other: 'कृपया # मिनट बाद पुनः प्रयास करें।' },
  reachOffice: 'कार्यालय से संपर्क करें',
  stillWorking: 'जो पृष्ठ अभी भी खुल सकते हैं',
  failedTitle: 'कुछ गलत हो गया',
  failedText: 'यह पृष्ठ दिखाया नहीं जा सका। कृपया पुनः प्रयास करें।',
};
