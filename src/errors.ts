/** Errors that become pages in app.onError; anything else is a 500 page and a log line. */
import type { ReadError } from './provider/client';

/** No institute is configured for this host (or the host is not a plain host name). */
export class UnknownHost extends Error {
  constructor(readonly host = '') {
    super(`unknown host ${host}`);
  }
}

/** A route parameter that is not a valid id or tab, or a main record the provider does not have. */
export class PageNotFound extends Error {
  constructor(readonly what = 'page') {
    super(`not found: ${what}`);
  }
}

/** A read that decides the page failed and no stale copy exists. */
export class ProviderUnavailable extends Error {
  constructor(
    readonly what: string,
    readonly error: ReadError,
  ) {
    super(`${what}: ${error.kind} (${error.detail})`);
  }
}
