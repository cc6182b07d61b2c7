/**
 * Small behaviours that need no island (one delegated listener each on `data-*` attributes):
 * live filtering of searchable tables, accordion entries whose content loads when opened, the
 * header's dropdown menus opening (hover) and closing (Escape, Tab, outside click) the way
 * visitors expect, and the text size the visitor chose, remembered across pages.
 */
import { matchesQuery } from '../src/lib/text.ts';
import { hydrateIslands } from './hydrate.ts';

/**
 * `<input data-search-for=TABLE_ID>` filters the rows of `#TABLE_ID` carrying `data-search` as
 * the visitor types (spec 5: case-insensitive substring; empty input restores the list). The
 * server applies the same filter for the no-JavaScript GET form.
 */
function onSearchInput(event: Event) {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || !input.dataset.searchFor) return;
  const table = document.getElementById(input.dataset.searchFor);
  if (!table) return;
  let shown = 0;
  for (const row of table.querySelectorAll<HTMLElement>('[data-search]')) {
    const match = matchesQuery(row.dataset.search ?? '', input.value);
    row.hidden = !match;
    if (match) shown++;
  }
  table.dataset.shown = String(shown);
}

const loading = new WeakSet<Element>();

/**
 * `<details data-fragment=URL>` with a `[data-fragment-target]` inside: the first time it opens,
 * the same-origin HTML fragment at URL replaces the target's content (islands in it are
 * hydrated). Without JavaScript, or when the request fails, the target keeps its link to a
 * full page.
 */
async function onToggle(event: Event) {
  const details = event.target;
  if (
    !(details instanceof HTMLDetailsElement) ||
    !details.open ||
    !details.dataset.fragment ||
    loading.has(details)
  )
    return;
  const target = details.querySelector<HTMLElement>('[data-fragment-target]');
  const url = new URL(details.dataset.fragment, location.href);
  if (!target || url.origin !== location.origin) return;
  loading.add(details);
  target.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch(url, {
      headers: { accept: 'text/html' },
      credentials: 'same-origin',
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const template = document.createElement('template');
    template.innerHTML = await response.text();
    target.replaceChildren(template.content);
    details.dataset.loaded = 'true';
    await hydrateIslands(target);
  } catch (error) {
    loading.delete(details);
    console.error(`fragment ${url.pathname}: could not load`, error);
  } finally {
    target.removeAttribute('aria-busy');
  }
}

/** The header's dropdowns (`<details>`, so they open without JavaScript); the drawer's lists are not among them. */
const DROPDOWN = ':is(.menubar, .topbar) details.menu';
const openDropdowns = () => [...document.querySelectorAll<HTMLDetailsElement>(`${DROPDOWN}[open]`)];

/** Opening a dropdown closes the others, except the ones it sits in (nested menus). */
function onDropdownToggle(event: Event) {
  const opened = event.target;
  if (!(opened instanceof HTMLDetailsElement) || !opened.open || !opened.matches(DROPDOWN)) return;
  for (const other of openDropdowns()) if (!other.contains(opened)) other.open = false;
}

/** A click outside every open dropdown closes them all. */
function onDocumentClick(event: MouseEvent) {
  const target = event.target instanceof Node ? event.target : null;
  for (const open of openDropdowns()) if (!target || !open.contains(target)) open.open = false;
}

/** Escape closes the innermost open dropdown holding the focus and puts the focus on its toggle. */
function onDropdownEscape(event: KeyboardEvent) {
  if (event.key !== 'Escape' || !(document.activeElement instanceof HTMLElement)) return;
  const innermost = openDropdowns()
    .filter((d) => d.contains(document.activeElement))
    .pop();
  if (!innermost) return;
  innermost.open = false;
  innermost.querySelector<HTMLElement>(':scope > summary')?.focus();
}

/** Leaving an open dropdown with the keyboard (Tab, Shift+Tab) closes it. */
function onDropdownFocusOut(event: FocusEvent) {
  const to = event.relatedTarget;
  // Focus going nowhere (a click on the page, the window losing focus) is the click handler's.
  if (!(to instanceof Node)) return;
  for (const open of openDropdowns()) if (!open.contains(to)) open.open = false;
}

/** The header's top-level dropdowns, which also open on hover (nested ones open by click). */
const TOP_DROPDOWN = ':is(.menubar, .topbar-links) > ul > li > details.menu';
/** Delays before a hovered dropdown opens and after the pointer leaves it before it closes. */
const HOVER_OPEN_MS = 200;
const HOVER_CLOSE_MS = 300;
const hoverTimers = new WeakMap<HTMLDetailsElement, ReturnType<typeof setTimeout>>();
/** Dropdowns opened by hover: their first click keeps them open instead of closing them. */
const openedByHover = new WeakSet<HTMLDetailsElement>();

const hoveredDropdown = (event: PointerEvent) =>
  event.pointerType === 'mouse' && event.target instanceof Element
    ? event.target.closest<HTMLDetailsElement>(TOP_DROPDOWN)
    : null;

function scheduleHover(menu: HTMLDetailsElement, open: boolean) {
  clearTimeout(hoverTimers.get(menu));
  hoverTimers.set(
    menu,
    setTimeout(
      () => {
        // A dropdown holding the focus (opened by click or keyboard) stays until left otherwise.
        if (!open && menu.contains(document.activeElement)) return;
        if (open && !menu.open) openedByHover.add(menu);
        menu.open = open;
      },
      open ? HOVER_OPEN_MS : HOVER_CLOSE_MS,
    ),
  );
}

/**
 * Fine pointers that can hover: resting on a dropdown opens it after a short delay (passing over
 * it does not), leaving it closes it after a short delay (coming back in time keeps it open).
 */
function onDropdownPointer(event: PointerEvent) {
  const menu = hoveredDropdown(event);
  if (!menu || !matchMedia('(hover: hover) and (pointer: fine)').matches) return;
  const from = event.relatedTarget instanceof Node ? event.relatedTarget : null;
  if (from && menu.contains(from)) return; // moving within the dropdown
  scheduleHover(menu, event.type === 'pointerover');
}

/** The click that follows a hover-open keeps the dropdown open (it would otherwise toggle it shut). */
function onDropdownSummaryClick(event: MouseEvent) {
  const summary = event.target instanceof Element ? event.target.closest('summary') : null;
  const menu = summary?.parentElement;
  if (!(menu instanceof HTMLDetailsElement) || !menu.matches(TOP_DROPDOWN)) return;
  clearTimeout(hoverTimers.get(menu));
  if (menu.open && openedByHover.has(menu)) event.preventDefault();
  openedByHover.delete(menu);
}

/**
 * Opens each tab bar's sideways-scrolling row (phones) with the active tab's left neighbour at its
 * start, the active tab whole beside it, where the browser lacks CSS `scroll-initial-target`,
 * which does this without JavaScript (site.css). Only the row scrolls.
 */
function showActiveTabs() {
  if (CSS.supports('scroll-initial-target', 'nearest')) return;
  for (const tab of document.querySelectorAll<HTMLElement>('.tabbar .tab.active')) {
    const row = tab.closest('ul');
    const before = tab.closest('li')?.previousElementSibling;
    if (!row || !before || row.scrollWidth <= row.clientWidth) continue;
    row.scrollLeft +=
      before.getBoundingClientRect().left -
      row.getBoundingClientRect().left -
      Number.parseFloat(getComputedStyle(row).scrollPaddingLeft);
  }
}

/** Where this browser remembers the visitor's text size (A-, A, A+): never a cookie. */
const TEXT_SIZE_KEY = 'text-size';
/** A text size link's fragment (client/components/TextSizeLinks.tsx). */
const TEXT_SIZE_FRAGMENT = /^#text-(small|normal|large)$/;

/** Sizes the whole page (its rem) by `<html data-text-size>`; `normal` is the browser's size. */
function applyTextSize(size: string | null | undefined) {
  const root = document.documentElement;
  if (size === 'small' || size === 'large') root.dataset.textSize = size;
  else delete root.dataset.textSize;
}

function rememberTextSize(size: string) {
  try {
    localStorage.setItem(TEXT_SIZE_KEY, size);
  } catch {
    // Storage refused (a private window, a full quota): the size holds for this page only.
  }
}

/**
 * A-, A or A+ clicked: the size applies now and on every later page. The address still moves to
 * the link's fragment (replacing, not adding, a history entry), so CSS's `:target` size, the one
 * without JavaScript, never disagrees with the remembered one.
 */
function onTextSizeClick(event: MouseEvent) {
  const link =
    event.target instanceof Element
      ? event.target.closest<HTMLAnchorElement>('a[data-text-size]')
      : null;
  const size = link?.dataset.textSize;
  if (!link || !size) return;
  event.preventDefault();
  location.replace(link.hash);
  applyTextSize(size);
  rememberTextSize(size);
}

/** On load: the size in the address (a size link followed before this ran), else the remembered one. */
function restoreTextSize() {
  const fromAddress = TEXT_SIZE_FRAGMENT.exec(location.hash)?.[1];
  if (fromAddress) {
    applyTextSize(fromAddress);
    rememberTextSize(fromAddress);
    return;
  }
  try {
    applyTextSize(localStorage.getItem(TEXT_SIZE_KEY));
  } catch {
    // No storage: the browser's size.
  }
}

export function installBehaviours() {
  restoreTextSize();
  document.addEventListener('click', onTextSizeClick);
  showActiveTabs();
  document.addEventListener('toggle', onDropdownToggle, true);
  document.addEventListener('click', onDocumentClick);
  document.addEventListener('keydown', onDropdownEscape);
  document.addEventListener('focusout', onDropdownFocusOut);
  document.addEventListener('pointerover', onDropdownPointer);
  document.addEventListener('pointerout', onDropdownPointer);
  document.addEventListener('click', onDropdownSummaryClick, true);
  document.addEventListener('input', onSearchInput);
  // `toggle` does not bubble: listen in the capture phase.
  document.addEventListener('toggle', onToggle, true);
}
