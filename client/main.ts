/**
 * The client entry, loaded as `<script type="module">` after the content. It is small on purpose:
 * the runtime (React, the behaviours, the islands: start.ts) is asked for only once the page's
 * largest paint is on screen, so its download and its work never compete with the HTML, the
 * preloaded picture or the first frames (docs/decisions/041-runtime-after-the-largest-paint.md).
 * Every page works without it.
 */

/** The page's largest picture, the one preloaded at high priority (only ever one). */
const largest = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');

/** A picture that is still not in after this long (a slow files host) no longer holds the runtime. */
const PICTURE_WAIT_MS = 3000;

/**
 * Resolves once the next frame is on screen: the callback of the frame after it runs only then.
 * At once in a hidden tab, which draws no frames.
 */
const frameShown = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
  });

/**
 * A module runs once the document is parsed, so every element is in the DOM; the picture is on
 * screen once it is decoded (a failed one rejects: nothing to wait for) and a frame drew it.
 */
async function startAfterPaint() {
  if (largest)
    await Promise.race([
      largest.decode().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, PICTURE_WAIT_MS)),
    ]);
  await frameShown();
  await import('./start.ts');
}

void startAfterPaint();
