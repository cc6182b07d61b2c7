import {
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import { useLayer } from '../lib/layers';
import { StrokeIcon } from './StrokeIcon';

/** True when the pointer is outside the box of `el` (on a modal dialog's ::backdrop). */
function outside(event: { clientX: number; clientY: number }, el: Element): boolean {
  const box = el.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/**
 * The viewers' dialog: a native `<dialog>` opened with `showModal()`, so the browser puts it in
 * the top layer, makes the page behind inert and turns Escape into a close request. A click on the
 * dimmed backdrop and the close button close it too; the close button takes focus on open, and
 * focus returns to `opener` (as it is at close) on close. `live`: the title is announced when it
 * changes (a viewer moving through pictures). Frames inside (PDF, video player) never keep the
 * focus: see `useFocusOutOfFrames`. Client-only (viewers are mounted by client/viewers.ts, never
 * server-rendered).
 */
export function Modal({
  label,
  closeLabel,
  opener,
  onClose,
  className,
  live = false,
  children,
}: {
  label: string;
  /** The close button's name, in the page's language. */
  closeLabel: string;
  opener?: HTMLElement | null;
  onClose: () => void;
  className?: string;
  live?: boolean;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const pressedOutside = useRef(false);
  useLayoutEffect(() => {
    const el = dialog.current;
    if (!el) return;
    el.showModal();
    return () => {
      if (el.open) el.close();
    };
  }, []);
  useLayer(dialog, true, onClose, { native: true, initialFocus: close, returnFocus: () => opener });
  useFocusOutOfFrames(dialog);
  // ::backdrop clicks hit the dialog itself. A press inside that ends outside (selecting text) is no click on the backdrop.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressedOutside.current =
      event.target === event.currentTarget && outside(event, event.currentTarget);
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (
      pressedOutside.current &&
      event.target === event.currentTarget &&
      outside(event, event.currentTarget)
    )
      onClose();
    pressedOutside.current = false;
  };
  return (
    // Escape (the browser's close request) closes the dialog natively; `close` tells the viewer.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; keys have Escape
    <dialog
      ref={dialog}
      className={['modal', className].filter(Boolean).join(' ')}
      aria-label={label}
      tabIndex={-1}
      onClose={onClose}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      <div className="modal-bar">
        <p className="modal-title" aria-live={live ? 'polite' : undefined}>
          {label}
        </p>
        <button
          ref={close}
          type="button"
          className="modal-close"
          onClick={onClose}
          aria-label={closeLabel}
        >
          <StrokeIcon name="close" />
        </button>
      </div>
      {children}
    </dialog>
  );
}

/**
 * Chromium's PDF viewer and YouTube's player keep every key pressed inside their frame, so
 * Escape would never reach the dialog. When a click moves the focus into a frame in `ref` (the
 * page's window blurs), the focus comes back to the dialog; the frame still gets the click, the
 * wheel and touch. Frames are left out of the Tab order (tabIndex -1) for the same reason; the
 * viewers' "Open in a new tab" link is the keyboard's way to the whole document.
 */
function useFocusOutOfFrames(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onBlur = () => {
      clearTimeout(timer);
      // Let the focus change finish; the frame is then the page's active element.
      timer = setTimeout(() => {
        const active = document.activeElement;
        if (active instanceof HTMLIFrameElement && el.contains(active))
          el.focus({ preventScroll: true });
      });
    };
    window.addEventListener('blur', onBlur);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('blur', onBlur);
    };
  }, [ref]);
}
