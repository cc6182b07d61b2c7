import { renderToString } from 'react-dom/server';

/** A branded page for errors outside an institute's frame: unknown host, provider down, crash. */
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
    <html lang="en">
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
