/** Turns thrown errors into branded pages with the right status (the only place that does). */
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import type { ReactNode } from 'react';
import manifest from '../../assets/build/manifest.json';
import { errorHtml } from '../components/ErrorPage';
import { InnerPage } from '../components/frame/InnerPage';
import type { AppEnv } from '../env';
import { PageNotFound, ProviderUnavailable, UnknownHost } from '../errors';
import { messages } from '../i18n/catalogue';
import { plural } from '../i18n/plural';
import { logEvent } from '../lib/log';
import { mailHref, telHref } from '../lib/url';
import { href, PAGES } from '../paths';
import { officeContact } from './contact';
import type { Frame } from './load';
import { cachedNotFound } from './pageStore';
import { renderPage } from './render';

/**
 * How long a 503 asks visitors and crawlers to wait (`Retry-After`); its page says it in whole
 * minutes. A read that decides a page and has no cached copy failed: the provider is down or far
 * too slow, which a few seconds rarely cures.
 */
export const RETRY_AFTER_SECONDS = 120;

const standalone = (
  c: Context<AppEnv>,
  status: 404 | 500 | 503,
  title: string,
  body: ReactNode,
  siteName?: string,
) =>
  c.html(
    errorHtml({ title, siteName, css: manifest.css, children: body }),
    status,
    status === 503 ? { 'Retry-After': String(RETRY_AFTER_SECONDS) } : undefined,
  );

/**
 * A 404 inside the institute's frame when the frame can be had, else a standalone page. The
 * framed one is the same for every address, so it comes from the page cache when it can.
 */
const pageNotFound = (c: Context<AppEnv>) => cachedNotFound(c, () => renderNotFound(c));

async function renderNotFound(c: Context<AppEnv>) {
  const t = messages().errors;
  const frame = c.var.frame ? await c.var.frame.catch(() => null) : null;
  if (!frame) return standalone(c, 404, t.notFoundTitle, <p>{t.notFoundText}</p>);
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

/** What happened and what to do, for a host that is no institute's: nothing of any provider's. */
function unknownHost(c: Context<AppEnv>, host: string) {
  const t = messages().errors;
  return standalone(
    c,
    404,
    t.unknownHostTitle,
    <>
      <p>{t.unknownHostText(host)}</p>
      <p>{t.unknownHostWhy}</p>
      <h2>{t.unknownHostWhatToDo}</h2>
      <ul>
        <li>{t.unknownHostCheck}</li>
        <li>{t.unknownHostInstitutes}</li>
      </ul>
    </>,
  );
}

/**
 * The 503: inside the institute's frame when its reads had copies to serve (an outage rarely
 * takes those), with the office's phone and mail and the pages that need nothing but the frame;
 * else standalone, naming the institute when the host lookup did. Asks the provider nothing new:
 * the frame's reads started with the request.
 */
async function providerUnavailable(c: Context<AppEnv>) {
  const t = messages().errors;
  const message = (
    <>
      <p>{t.unavailableText}</p>
      <p>{plural(RETRY_AFTER_SECONDS / 60, t.retryIn)}</p>
    </>
  );
  const frame = c.var.frame ? await c.var.frame.catch(() => null) : null;
  if (!frame) return standalone(c, 503, t.unavailableTitle, message, c.var.site?.name);
  c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  return renderPage(
    c,
    frame,
    <InnerPage title={t.unavailableTitle}>
      {message}
      <StillWorking frame={frame} />
    </InnerPage>,
    { status: 503, pageTitle: t.unavailableTitle },
  );
}

function StillWorking({ frame }: { frame: Frame }) {
  const t = messages().errors;
  const { frame: f, a11y } = messages();
  const { phone, email } = officeContact(frame);
  const tel = telHref(phone);
  const mail = mailHref(email);
  return (
    <>
      {(tel || mail) && (
        <section aria-labelledby="reach-office">
          <h2 id="reach-office">{t.reachOffice}</h2>
          <ul className="link-list">
            {tel && (
              <li>
                <a href={tel}>{f.callNow(phone)}</a>
              </li>
            )}
            {mail && (
              <li>
                <a href={mail}>{f.emailNow(email.trim())}</a>
              </li>
            )}
          </ul>
        </section>
      )}
      <section aria-labelledby="still-working">
        <h2 id="still-working">{t.stillWorking}</h2>
        <ul className="link-list">
          <li>
            <a href={href(PAGES.home, {})}>{a11y.home}</a>
          </li>
          <li>
            <a href={href(PAGES.contact, {})}>{f.contactUs}</a>
          </li>
          <li>
            <a href={href(PAGES.siteMap, {})}>{a11y.siteMap}</a>
          </li>
        </ul>
      </section>
    </>
  );
}

export const notFound: NotFoundHandler<AppEnv> = (c) => pageNotFound(c);

export const onError: ErrorHandler<AppEnv> = (error, c) => {
  const t = messages().errors;
  if (error instanceof UnknownHost) return unknownHost(c, error.host);
  if (error instanceof PageNotFound) return pageNotFound(c);
  if (error instanceof ProviderUnavailable) {
    c.set('failure', 'provider-unavailable');
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
    return providerUnavailable(c);
  }
  c.set('failure', 'unhandled-error');
  logEvent('error', 'unhandled-error', c.var.requestId, {
    path: c.req.path,
    error: String(error),
    stack: (error as Error)?.stack,
  });
  return standalone(c, 500, t.failedTitle, <p>{t.failedText}</p>);
};
