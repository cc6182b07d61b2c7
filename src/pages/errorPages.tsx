/** Turns thrown errors into branded pages with the right status (the only place that does). */
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ReactNode } from 'react';
import manifest from '../../assets/build/manifest.json';
import SiteSearch from '../../client/islands/SiteSearch';
import { cachedNotFound } from '../cache/pageStore';
import { errorHtml } from '../components/ErrorPage';
import { Island } from '../components/Island';
import { InnerPage } from '../components/layout/InnerPage';
import type { AppEnv } from '../env';
import { PageNotFound, ProviderUnavailable, UnknownHost } from '../errors';
import { officeContact } from '../frame/contact';
import { type Frame, loadFrame } from '../frame/load';
import { messages } from '../i18n/catalogue';
import { plural } from '../i18n/plural';
import { logEvent } from '../lib/log';
import { mailHref, telHref } from '../lib/url';
import { overLimit, type RateLimitOptions } from '../limits/rateLimit';
import { clientKey } from '../limits/rateLimitKey';
import { href, PAGES } from '../paths';
import { siteSearchLabels } from '../search/labels';
import { providerFor } from '../site/lookup';
import { renderPage } from './render';
import { renderer } from './renderer';

/**
 * How long a 503 asks visitors and crawlers to wait (`Retry-After`); its page says it in whole
 * minutes. A read that decides a page and has no cached copy failed: the provider is down or far
 * too slow, which a few seconds rarely cures.
 */
export const RETRY_AFTER_SECONDS = 120;

const standalone = (
  c: Context<AppEnv>,
  status: 404 | 429 | 500 | 503,
  title: string,
  body: ReactNode,
  siteName?: string,
) =>
  c.html(
    errorHtml({ title, siteName, css: manifest.css, children: body }),
    status,
    status === 503 ? { 'Retry-After': String(RETRY_AFTER_SECONDS) } : undefined,
  );

/** The window of NOT_FOUND_LIMITER (wrangler.toml): a client over its limit waits this long. */
const NOT_FOUND_PERIOD_SECONDS = 60;

/**
 * 404s per client in one institute (a scanner's guesses), counted once the 404 is known: over
 * the limit, the 429 answers in its place (decisions 071 and 081).
 */
const notFoundLimit: RateLimitOptions = {
  limiter: (env) => env.NOT_FOUND_LIMITER as RateLimit | undefined,
  key: (c) => clientKey('404', c.req.header('cf-connecting-ip'), c.var.site.insId),
  periodSeconds: NOT_FOUND_PERIOD_SECONDS,
  limited: (c) => tooManyRequests(c, NOT_FOUND_PERIOD_SECONDS),
};

/**
 * A 404 inside the institute's frame when the frame can be had, else a standalone page. The
 * framed one is the same for every address, so it comes from the page cache when it can. Each
 * counts against the client's 404 limit on the host first.
 */
const pageNotFound = async (c: Context<AppEnv>) =>
  (c.var.site && (await overLimit(c, notFoundLimit))) || cachedNotFound(c, () => renderNotFound(c));

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
      {/* What the visitor was looking for may be a search away (issue 42): the form is a plain
          GET to the results page, the instant list once its code loads. */}
      <p>{t.notFoundSearch}</p>
      <Island
        component={SiteSearch}
        id="not-found-search"
        props={{
          label: t.searchSite,
          labels: siteSearchLabels(),
          action: href(PAGES.search, {}),
          endpoint: href(PAGES.searchJson, {}),
        }}
        hydrate="interaction"
      />
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

/**
 * The 429 of a rate limit (decision 071), never kept and never a provider read: JSON to a request
 * for JSON; else a page in the request's language, inside the institute's frame when the frame's
 * reads are all cached (a cache-only reader: the request may have started none), else standalone.
 */
export async function tooManyRequests(
  c: Context<AppEnv>,
  retryAfterSeconds: number,
): Promise<Response> {
  c.header('Cache-Control', 'no-store');
  if (wantsJson(c)) return c.json({ error: 'too many requests', retryAfterSeconds }, 429);
  const t = messages().errors;
  const message = (
    <>
      <p>{t.tooManyText}</p>
      <p>{plural(Math.ceil(retryAfterSeconds / 60), t.retryIn)}</p>
    </>
  );
  const frame = await cachedFrame(c);
  if (!frame) return standalone(c, 429, t.tooManyTitle, message, c.var.site?.name);
  return withRenderer(c, () =>
    renderPage(c, frame, <InnerPage title={t.tooManyTitle}>{message}</InnerPage>, {
      status: 429,
      pageTitle: t.tooManyTitle,
    }),
  );
}

/** Whether the request asks for JSON (the instant search's `fetch` does), not a page. */
function wantsJson(c: Context<AppEnv>): boolean {
  const accept = c.req.header('accept') ?? '';
  return (
    c.req.path.endsWith('.json') ||
    (accept.includes('application/json') && !accept.includes('text/html'))
  );
}

/** The institute's frame from what memory and KV hold, or null: the provider is never asked. */
async function cachedFrame(c: Context<AppEnv>): Promise<Frame | null> {
  const site = c.var.site;
  if (!site) return null;
  const { config, requestId } = c.var;
  const reader = providerFor(config, c.env.CACHE, c.executionCtx, requestId, true).scoped(
    `ins:${site.insId}`,
    site.generation,
    site.tagGenerations,
  );
  const { institute, core, full } = loadFrame(reader, site.insId);
  institute.catch(() => undefined);
  core.catch(() => undefined);
  return full.catch(() => null);
}

/** Renders through the page renderer, setting it up when the request stopped before it ran. */
async function withRenderer(c: Context<AppEnv>, render: () => Response | Promise<Response>) {
  if (c.var.nonce) return render();
  let response: Response | undefined;
  await renderer(c, async () => {
    response = await render();
  });
  return response as Response;
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
  if (error instanceof HTTPException) return error.getResponse(); // hono/bearer-auth's 401
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
