import type { Messages } from '../en/index.ts';

export const viewer: Messages['viewer'] = {
  close: 'बंद करा',
  previous: 'मागील छायाचित्र',
  next: 'पुढील छायाचित्र',
  newTab: 'नवीन टॅबमध्ये उघडा',
  document: 'दस्तऐवज',
  video: 'व्हिडिओ',
  cannotPlay: 'हा व्हिडिओ येथे चालवता येत नाही.',
  youtube: 'YouTube वर पाहा',
  carousel: {
    play: 'स्वयंचलित स्लाइड शो सुरू करा',
    stop: 'स्वयंचलित स्लाइड शो थांबवा',
    previous: 'मागील स्लाइड',
    next: 'पुढील स्लाइड',
    slide: '{count} पैकी {n}',
    status: 'स्लाइड {count} पैकी {n}',
  },
};
