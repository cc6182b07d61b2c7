/**
 * Streaming React rendering through @hono/react-renderer (react-dom/server.edge's
 * renderToReadableStream). Routes settle the status and the frame's data before `c.render()`;
 * only secondary sections stream behind <Suspense>, and on a cold cache the home page's menus
 * (docs/decisions/002-first-byte-before-the-menus.md). React's streamed-boundary scripts are inline,
 * so each response gets a CSP nonce that React puts on them.
 */
import { reactRenderer } from '@hono/react-renderer';
import { createMiddleware } from 'hono/factory';
import { Document, type Head } from '../components/frame/Document';
import type { AppEnv } from '../env';
import { logEvent } from '../lib/log';
import { themeCss } from '../lib/themeStyle';

declare module '@hono/react-renderer' {
  interface Props {
    head: Head;
  }
}

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export const renderer = createMiddleware<AppEnv>((c, next) => {
  const nonce = newNonce();
  c.set('nonce', nonce);
  return reactRenderer(
    ({ children, head }) => {
      // The page's theme stylesheet, whose hash the CSP header lists (middleware/securityHeaders.ts).
      c.set('themeCss', head.theme && themeCss(head.theme));
      return <Document head={head}>{children}</Document>;
    },
    {
      stream: { 'Content-Type': 'text/html; charset=UTF-8' },
      readableStreamOptions: {
        nonce,
        // Errors after the shell cannot change the status any more: log them; React renders the
        // nearest boundary's fallback on the client.
        onError: (error) => {
          c.set('renderFailed', true);
          logEvent('error', 'render-error', c.var.requestId, {
            path: c.req.path,
            error: String(error),
          });
        },
      },
    },
  )(c, next);
});
