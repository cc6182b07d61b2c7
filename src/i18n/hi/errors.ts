import type { Messages } from '../catalogue.ts';

export const errors: Messages['errors'] = {
  notFoundTitle: 'पृष्ठ नहीं मिला',
  notFoundText: 'इस पते पर कोई पृष्ठ नहीं है।',
  goHome: 'मुखपृष्ठ पर जाएँ',
  fullStop: '।',
  unknownHostTitle: 'यहाँ कोई संस्थान नहीं है',
  unknownHostText: (host) =>
    `इस पते${host ? ` (${host})` : ''} के लिए कोई संस्थान कॉन्फ़िगर नहीं किया गया है।`,
  unavailableTitle: 'अस्थायी रूप से अनुपलब्ध',
  unavailableText:
    'यह साइट इस समय अपनी जानकारी प्राप्त नहीं कर पा रही है। कृपया एक मिनट बाद पुनः प्रयास करें।',
  failedTitle: 'कुछ गलत हो गया',
  failedText: 'यह पृष्ठ दिखाया नहीं जा सका। कृपया पुनः प्रयास करें।',
};
