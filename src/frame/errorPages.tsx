/** Turns thrown errors into branded pages with the right status (the only place that does). */
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import manifest from '../../assets/build/manifest.json';
import { errorHtml } from '../components/ErrorPage';
import { InnerPage } from '../components/frame/InnerPage';
import type { AppEnv } from '../env';
import { PageNotFound, ProviderUnavailable, UnknownHost } from '../errors';
import { messages } from '../i18n/catalogue';
import { logEvent } from '../lib/log';
import { href, PAGES } from '../paths';
import { cachedNotFound } from './pageStore';
import { renderPage } from './render';

const standalone = (c: Context<AppEnv>, status: 404 | 500 | 503, title: string, message: string) =>
  c.html(
    errorHtml({ title, message, css: manifest.css }),
    status,
    status === 503 ? { 'Retry-After': '30' } : undefined,
  );

/**
 * A 404 inside the institute's frame when the frame can be had, else a standalone page. The
 * framed one is the same for every address, so it comes from the page cache when it can.
 */
const pageNotFound = (c: Context<AppEnv>) => cachedNotFound(c, () => renderNotFound(c));

async function renderNotFound(c: Context<AppEnv>) {
  const t = messages().errors;
  const frame = c.var.frame ? await c.var.frame.catch(() => null) : null;
  if (!frame) return standalone(c, 404, t.notFoundTitle, t.notFoundText);
  return renderPage(
    c,
    frame,
    <InnerPage title={t.notFoundTitle}>
      <p>
        {t.notFoundText} <a href={href(PAGES.home, {})}>{t.goHome}</a>
        {t.fullStop}
      </p>
    </InnerPage>,
    { status: 404 },
  );
}

export const notFound: NotFoundHandler<AppEnv> = (c) => pageNotFound(c);

export const onError: ErrorHandler<AppEnv> = (error, c) => {
  const t = messages().errors;
  if (error instanceof UnknownHost)
    return standalone(c, 404, t.unknownHostTitle, t.unknownHostText(error.host));
  if (error instanceof PageNotFound) return pageNotFound(c);
  if (error instanceof ProviderUnavailable) {
    // Which reads failed, for which institute (or host, when the host lookup itself failed).
    const failed = (c.var.provider?.log ?? []).filter((r) => r.outcome === 'fail');
    logEvent('error', 'provider-unavailable', c.var.requestId, {
      host: c.var.site?.host ?? c.req.header('host') ?? '',
      institute: c.var.site?.insId ?? null,
      path: c.req.path,
      what: error.what,
      error: error.message,
      failed,
    });
    return standalone(c, 503, t.unavailableTitle, t.unavailableText);
  }
  logEvent('error', 'unhandled-error', c.var.requestId, {
    path: c.req.path,
    error: String(error),
    stack: (error as Error)?.stack,
  });
  return standalone(c, 500, t.failedTitle, t.failedText);
};
