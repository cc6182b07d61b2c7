/** English labels: errors, the 404, 503 and 500 pages (frame/errorPages.tsx; see ../catalogue.ts). */
export const errors = {
  notFoundTitle: 'Page not found',
  notFoundText: 'There is no page at this address.',
  goHome: 'Go to the home page',
  /** Ends the framed 404's sentence after its link. */
  fullStop: '.',
  unknownHostTitle: 'No institute here',
  unknownHostText: (host: string) =>
    `No institute is configured for this address${host ? ` (${host})` : ''}.`,
  unavailableTitle: 'Temporarily unavailable',
  unavailableText: 'This site cannot reach its data right now. Please try again in a minute.',
  failedTitle: 'Something went wrong',
  failedText: 'This page could not be shown. Please try again.',
};
