/**
 * English labels: viewer (see ../catalogue.ts). The file and video viewers get theirs in the
 * page's site state, the carousels as props; `{n}`, `{count}` are filled in on the client.
 */
export const viewer = {
  close: 'Close',
  previous: 'Previous picture',
  next: 'Next picture',
  newTab: 'Open in a new tab',
  document: 'Document',
  video: 'Video',
  cannotPlay: 'This video cannot be played here.',
  youtube: 'Watch on YouTube',
  carousel: {
    play: 'Start automatic slide show',
    stop: 'Stop automatic slide show',
    previous: 'Previous slide',
    next: 'Next slide',
    /** A slide's name. */
    slide: '{n} of {count}',
    /** Announced when the buttons move the strip. */
    status: 'Slide {n} of {count}',
  },
};
