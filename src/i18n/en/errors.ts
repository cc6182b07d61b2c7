/** English labels: errors, the 404, 503 and 500 pages (pages/errorPages.tsx; see ../catalogue.ts). */
export const errors = {
  notFoundTitle: 'Page not found',
  notFoundText: 'There is no page at this address.',
  goHome: 'Go to the home page',
  /** Ends the framed 404's sentence after its link. */
  fullStop: '.',
  /** Above the 404's search form; `searchSite` is that form's accessible name. */
  notFoundSearch: 'Looking for something? Search the site:',
  searchSite: 'Search the site',
  unknownHostTitle: 'No institute here',
  unknownHostText: (host: string) =>
    `No institute is configured for this address${host ? ` (${host})` : ''}.`,
  unknownHostWhy: "The address may be mistyped, or the institute's site may not be set up yet.",
  unknownHostWhatToDo: 'What you can do',
  unknownHostCheck: 'Check the address for a typing mistake and try again.',
  unknownHostInstitutes:
    "If this is your institute's address, ask the platform's support team to connect it to your site.",
  unavailableTitle: 'Temporarily unavailable',
  unavailableText:
    "The service that holds this institute's information is not answering right now, so this page cannot be shown.",
  /** When to come back: the minutes the 503's `Retry-After` says. */
  retryIn: { one: 'Please try again in # minute.', other: 'Please try again in # minutes.' },
  /** The framed 503: the office's phone and mail, and the pages that need no further read. */
  reachOffice: 'Reach the office',
  stillWorking: 'Pages that may still work',
  /** The 429 of a rate limit (decision 071); `retryIn` then says when to come back. */
  tooManyTitle: 'Too many requests',
  tooManyText:
    'This site received too many requests from your connection in a short time, so it has paused answering them.',
  failedTitle: 'Something went wrong',
  failedText: 'This page could not be shown. Please try again.',
};
