import type { Messages } from '../en/index.ts';

export const viewer: Messages['viewer'] = {
  close: 'बंद करें',
  previous: 'पिछली तस्वीर',
  next: 'अगली तस्वीर',
  newTab: 'नए टैब में खोलें',
  document: 'दस्तावेज़',
  video: 'वीडियो',
  cannotPlay: 'यह वीडियो यहाँ नहीं चलाया जा सकता।',
  youtube: 'YouTube पर देखें',
  carousel: {
    play: 'स्वचालित स्लाइड शो शुरू करें',
    stop: 'स्वचालित स्लाइड शो रोकें',
    previous: 'पिछली स्लाइड',
    next: 'अगली स्लाइड',
    slide: '{count} में से {n}',
    status: 'स्लाइड {count} में से {n}',
  },
};
