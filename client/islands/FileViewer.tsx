import { type TouchEvent, useCallback, useEffect, useRef, useState } from 'react';
import { isImageFile, nameFromKey } from '../../src/lib/files';
import { Modal } from '../components/Modal';
import { StrokeIcon } from '../components/StrokeIcon';
import {
  openFile,
  viewerLabels as t,
  useSignal,
  type ViewerItem,
  type ViewerTarget,
} from '../state';

const close = () => {
  openFile.value = null;
};

/** The viewer shows a picture across the screen, at most (islands.css). */
const VIEWER_SIZES = '100vw';

/** Shortest horizontal finger travel, in CSS pixels, that counts as a swipe to the next picture. */
const SWIPE = 40;

/**
 * The file viewer overlay (spec 2.1): open while `openFile` holds a file; an image when the
 * name has an image extension (spec 9), otherwise a PDF frame. Opened from a gallery, it moves
 * through the gallery's list: previous/next buttons, the arrow keys and a swipe, wrapping from the
 * last picture to the first (decision 024). Mounted on demand by client/viewers.ts.
 */
export default function FileViewer() {
  const target = useSignal(openFile);
  return target ? <FileDialog key={target.url} target={target} /> : null;
}

function FileDialog({ target }: { target: ViewerTarget }) {
  const list: ViewerItem[] = target.list && target.list.length > 1 ? target.list : [target];
  const [index, setIndex] = useState(() => Math.min(target.index ?? 0, list.length - 1));
  const item = list[index];
  const title = item.title.trim() || nameFromKey(item.url) || t.document;
  const image = isImageFile(item.url);
  const moves = list.length > 1;
  const count = list.length;
  const step = useCallback((by: number) => setIndex((i) => (i + by + count) % count), [count]);
  useArrowKeys(moves, step);
  usePreload(moves ? [list[(index + 1) % count], list[(index - 1 + count) % count]] : []);
  const swipe = useSwipe(step);
  return (
    <Modal
      label={title}
      closeLabel={t.close}
      opener={item.opener}
      onClose={close}
      live={moves}
      className={[
        'viewer',
        image ? 'viewer--image' : 'viewer--pdf',
        moves ? 'viewer--gallery' : '',
      ].join(' ')}
    >
      <div className="viewer-body" {...(moves ? swipe : {})}>
        {image ? (
          <img
            src={item.url}
            srcSet={item.srcset}
            sizes={item.srcset ? VIEWER_SIZES : undefined}
            alt={title}
            decoding="async"
          />
        ) : (
          <iframe key={item.url} src={item.url} title={title} tabIndex={-1} />
        )}
        {moves ? (
          <>
            <button
              type="button"
              className="viewer-step viewer-step--previous"
              aria-label={t.previous}
              onClick={() => step(-1)}
            >
              <StrokeIcon name="previous" />
            </button>
            <button
              type="button"
              className="viewer-step viewer-step--next"
              aria-label={t.next}
              onClick={() => step(1)}
            >
              <StrokeIcon name="next" />
            </button>
          </>
        ) : null}
      </div>
      <p className="viewer-actions">
        <a href={item.url} target="_blank" rel="noopener">
          {t.newTab}
          <span className="visually-hidden">: {title}</span>
        </a>
      </p>
    </Modal>
  );
}

/** ArrowLeft / ArrowRight (without modifiers) step through the list while the viewer is open. */
function useArrowKeys(on: boolean, step: (by: number) => void) {
  useEffect(() => {
    if (!on) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.shiftKey) return;
      const by = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (!by) return;
      event.preventDefault();
      step(by);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [on, step]);
}

/** Starts loading the pictures next to the one shown, so stepping shows them at once. */
function usePreload(items: ViewerItem[]) {
  const pictures = items.filter((it) => isImageFile(it.url));
  const key = JSON.stringify(pictures.map((it) => [it.url, it.srcset ?? '']));
  useEffect(() => {
    for (const [url, srcset] of JSON.parse(key) as [string, string][]) {
      const img = new Image();
      img.decoding = 'async';
      // The same candidate the viewer will choose: `sizes` and `srcset` before `src`.
      if (srcset) {
        img.sizes = VIEWER_SIZES;
        img.srcset = srcset;
      }
      img.src = url;
    }
  }, [key]);
}

/**
 * A one-finger horizontal swipe steps through the list: to the left, the next picture. A mostly
 * vertical move, a second finger or a zoomed-in page (the finger pans the picture) does not.
 */
function useSwipe(step: (by: number) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      start.current =
        event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchMove(event: TouchEvent) {
      if (event.touches.length > 1) start.current = null;
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current;
      start.current = null;
      const touch = event.changedTouches[0];
      if (!from || !touch || (window.visualViewport?.scale ?? 1) > 1.01) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) >= SWIPE && Math.abs(dx) > 2 * Math.abs(dy)) step(dx < 0 ? 1 : -1);
    },
    onTouchCancel() {
      start.current = null;
    },
  };
}
