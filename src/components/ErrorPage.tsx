import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { providerLang } from '../i18n/content';
import { currentLang } from '../i18n/current';

/**
 * A branded page for errors outside an institute's frame: unknown host, provider down, crash. In
 * the request's language, which its `<html lang>` says. `siteName`: the institute's name when the
 * host lookup found it (the rest of its frame could not be read).
 */
export function ErrorPage({
  title,
  siteName,
  css,
  children,
}: {
  title: string;
  siteName?: string;
  css?: string;
  children: ReactNode;
}) {
  return (
    <html lang={currentLang()}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        {css && <link rel="stylesheet" href={css} />}
      </head>
      <body className="error-page">
        <main id="main">
          {siteName && (
            <p className="error-site" lang={providerLang(siteName)}>
              {siteName}
            </p>
          )}
          <h1>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  );
}

export function errorHtml(props: Parameters<typeof ErrorPage>[0]): string {
  return `<!DOCTYPE html>${renderToString(<ErrorPage {...props} />)}`;
}
