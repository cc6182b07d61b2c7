/**
 * Modal layers (drawer, file viewer, video viewer): while a layer is open, Tab and Shift+Tab
 * cycle inside it, focus that escapes is pulled back, Escape closes it, the page behind does
 * not scroll, and closing returns focus to the element that opened it. Layers stack: only the
 * top one reacts (a file opened from the drawer closes before the drawer does). A native layer
 * (a `<dialog>` opened with `showModal()`, the viewers) leaves Escape to the browser, which sends
 * it the close request and keeps the page behind inert; Tab still wraps inside it, where the
 * browser would move past its last control out of the page (to its own toolbar).
 * Browser-only: used from effects, never during render.
 */
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

type Layer = { el: HTMLElement; close: () => void; native: boolean };
const stack: Layer[] = [];

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Elements inside `root` that Tab can reach, in document order (visible ones only). */
function focusables(root: HTMLElement): HTMLElement[] {
  // Hidden elements (display:none, content of a closed <details>) have no client rects.
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]') && el.getClientRects().length > 0,
  );
}

const top = () => stack[stack.length - 1];

function onKeyDown(event: KeyboardEvent) {
  const layer = top();
  if (!layer || event.defaultPrevented) return;
  if (event.key === 'Escape' && !layer.native) {
    event.preventDefault();
    layer.close();
    return;
  }
  if (event.key !== 'Tab') return;
  const items = focusables(layer.el);
  if (items.length === 0) {
    event.preventDefault();
    layer.el.focus();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement as HTMLElement | null;
  if (!active || !layer.el.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && (active === first || active === layer.el)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

function onFocusIn(event: FocusEvent) {
  const layer = top();
  const target = event.target as Node | null;
  if (!layer || layer.native || !target || layer.el.contains(target)) return;
  // A layer above this one (a viewer opened from the drawer) owns focus while it is open.
  const owner = stack.find((l) => l.el.contains(target));
  if (owner) return;
  (focusables(layer.el)[0] ?? layer.el).focus();
}

function push(layer: Layer) {
  if (stack.length === 0) {
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    document.documentElement.classList.add('has-layer');
  }
  stack.push(layer);
}

function remove(layer: Layer) {
  const i = stack.indexOf(layer);
  if (i !== -1) stack.splice(i, 1);
  if (stack.length === 0) {
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('focusin', onFocusIn);
    document.documentElement.classList.remove('has-layer');
  }
}

/** Focus `el` if it is still in the page and can take focus; true when it did. */
function restoreFocus(el: HTMLElement | null | undefined): boolean {
  if (!el?.isConnected || el.getClientRects().length === 0) return false;
  el.focus();
  return document.activeElement === el;
}

/**
 * Makes `ref`'s element a modal layer while `open`: moves focus to `initialFocus` (or the first
 * focusable element, or the layer itself), traps Tab, closes on Escape via `onClose`, and on close
 * returns focus to `returnFocus()`, asked then (or to the element focused at opening, or to
 * `fallbackFocus()` when that element is gone or hidden).
 * `native`: the element is a `<dialog>` the caller has opened with `showModal()` (before this
 * hook's effect runs): the browser handles its Escape and Tab.
 */
export function useLayer(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: () => void,
  options: {
    initialFocus?: RefObject<HTMLElement | null>;
    returnFocus?: () => HTMLElement | null | undefined;
    fallbackFocus?: () => HTMLElement | null | undefined;
    native?: boolean;
  } = {},
) {
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  useEffect(() => {
    const el = ref.current;
    if (!open || !el) return;
    const opts = optionsRef.current;
    const openedFrom = document.activeElement as HTMLElement | null;
    const layer: Layer = { el, close: () => closeRef.current(), native: opts.native ?? false };
    push(layer);
    (opts.initialFocus?.current ?? focusables(el)[0] ?? el).focus();
    return () => {
      remove(layer);
      // Asked at close: a viewer that moved to another picture returns to that picture's link.
      const returnTo = optionsRef.current.returnFocus?.() ?? openedFrom;
      if (!restoreFocus(returnTo)) restoreFocus(optionsRef.current.fallbackFocus?.());
    };
  }, [open, ref]);
}

/**
 * False during the server render and the hydration render, true right after hydration commits
 * (a layout effect, so enhanced markup is painted in the same frame). Use it to switch from the
 * no-JavaScript markup to the enhanced one without a hydration mismatch.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => setHydrated(true), []);
  return hydrated;
}
