/**
 * Streaming React rendering (react-dom/server.edge's renderToReadableStream) behind `c.render()`.
 * Routes settle the status and the frame's data before `c.render()`; sections that wait on the
 * provider sit behind <Suspense> (the home page's news and Apply, and on a cold cache its menus,
 * docs/decisions/002-first-byte-before-the-menus.md). The response waits for every section until
 * `wholePageMs` after the route starts (the host resolved), so a page whose reads answer in time
 * is one whole document, readable without JavaScript; only what is still waiting then streams in
 * (docs/decisions/055-whole-page-before-streaming.md). React's streamed-boundary scripts are
 * inline, so each response gets a CSP nonce that React puts on them.
 */
import { createMiddleware } from 'hono/factory';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { Document, type Head } from '../components/layout/Document';
import type { AppEnv } from '../env';
import { logEvent } from '../lib/log';
import { themeCss } from '../lib/themeStyle';

declare module 'hono' {
  interface ContextRenderer {
    // biome-ignore lint/style/useShorthandFunctionType: an interface, to merge with Hono's own
    (content: ReactElement, props: { head: Head }): Response | Promise<Response>;
  }
}

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Resolves when `ready` settles or at `until` (epoch ms), whichever comes first: true when
 * `ready` was first.
 */
async function settledBy(ready: Promise<void>, until: number): Promise<boolean> {
  const settled = ready.then(
    () => true,
    () => true,
  );
  const left = until - Date.now();
  if (left <= 0) return Promise.race([settled, Promise.resolve(false)]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), left);
  });
  return Promise.race([settled, late]).finally(() => clearTimeout(timer));
}

export const renderer = createMiddleware<AppEnv>((c, next) => {
  const started = Date.now(); // the route's start: this runs right before it
  const nonce = newNonce();
  c.set('nonce', nonce);
  const firstByte = { sent: false };
  c.set('firstByte', firstByte);
  c.setRenderer(async (content, { head }) => {
    // The page's theme stylesheet, whose hash the CSP header lists (middleware/securityHeaders.ts).
    c.set('themeCss', head.theme && themeCss(head.theme));
    const stream = await renderToReadableStream(<Document head={head}>{content}</Document>, {
      nonce,
      // React moves a boundary that is already complete out of line (a hidden segment revealed
      // by a script) once the page passes this many bytes, which the inline stylesheet alone
      // does: only boundaries still waiting may be sent that way.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Errors after the shell cannot change the status any more: log them; React renders the
      // nearest boundary's fallback on the client.
      onError: (error) => {
        c.set('renderFailed', true);
        c.set('failure', 'render-error');
        logEvent('error', 'render-error', c.var.requestId, {
          path: c.req.path,
          error: String(error),
        });
      },
    });
    // Sections still waiting now are sent as their placeholders first.
    firstByte.sent = !(await settledBy(stream.allReady, started + c.var.config.wholePageMs));
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(stream);
  });
  return next();
});
