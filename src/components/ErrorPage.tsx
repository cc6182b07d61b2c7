import { renderToString } from 'react-dom/server';
import { currentLang } from '../i18n/current';

/**
 * A branded page for errors outside an institute's frame: unknown host, provider down, crash. In
 * the request's language, which its `<html lang>` says.
 */
export function ErrorPage({
  title,
  message,
  css,
}: {
  title: string;
  message: string;
  css?: string;
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
          <h1>{title}</h1>
          <p>{message}</p>
        </main>
      </body>
    </html>
  );
}

export function errorHtml(props: Parameters<typeof ErrorPage>[0]): string {
  return `<!DOCTYPE html>${renderToString(<ErrorPage {...props} />)}`;
}
