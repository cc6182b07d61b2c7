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
 * server applies the same filter for the no-JavaScript GET form. Groups (`<tbody>`) and jump links
 * with no row left are hidden, and so is the table when nothing matches: then the no-match notice
 * shows instead. The status says it once, from its templates (components/Search.tsx): "n of m
 * match" while some row matches, "No staff match" (and Clear shows) when none does.
 */
function filterTable(input: HTMLInputElement) {
  const tableId = input.dataset.searchFor;
  const table = tableId && document.getElementById(tableId);
  if (!table) return;
  const query = input.value.trim();
  let shown = 0;
  for (const body of table.querySelectorAll('tbody')) {
    let bodyShown = 0;
    for (const row of body.querySelectorAll<HTMLElement>('[data-search]')) {
      const match = matchesQuery(row.dataset.search ?? '', query);
      row.hidden = !match;
      if (match) bodyShown++;
    }
    body.hidden = bodyShown === 0;
    shown += bodyShown;
  }
  table.dataset.shown = String(shown);
  table.hidden = shown === 0;
  const scoped = (attribute: string) =>
    document.querySelector<HTMLElement>(`[${attribute}="${CSS.escape(tableId)}"]`);
  const jump = scoped('data-jump-for');
  if (jump) {
    jump.hidden = shown === 0;
    for (const link of jump.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
      const target = document.getElementById(link.hash.slice(1));
      const item = link.closest('li');
      if (item) item.hidden = !!target?.closest('tbody')?.hidden;
    }
  }
  const status = scoped('data-search-status');
  const fill = (template: string | undefined) =>
    (template ?? '').replace(/\{(shown|search)\}/g, (_, name: string) =>
      name === 'shown' ? new Intl.NumberFormat(status?.dataset.locale).format(shown) : query,
    );
  if (status) {
    const template = shown > 0 ? status.dataset.template : status.dataset.templateNone;
    status.textContent = query ? fill(template) : '';
  }
  const none = scoped('data-search-none');
  if (none) none.hidden = shown > 0;
}

function onSearchInput(event: Event) {
  const input = event.target;
  if (input instanceof HTMLInputElement && input.dataset.searchFor) filterTable(input);
}

/**
 * The no-match notice's Clear: on a page that came without a search every row is there, so it
 * empties the search box in place; after a searched page it is a link to the whole list.
 */
function onSearchClear(event: MouseEvent) {
  const link = event.target instanceof Element && event.target.closest('a[data-search-clear]');
  if (!(link instanceof HTMLAnchorElement)) return;
  const input = document.querySelector<HTMLInputElement>(
    `input[data-search-for="${CSS.escape(link.dataset.searchClear ?? '')}"]`,
  );
  if (input?.defaultValue !== '') return;
  event.preventDefault();
  input.value = '';
  filterTable(input);
  input.focus();
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

/** Where this browser remembers the visitor's text size (A-, A, A+, A++): never a cookie. */
const TEXT_SIZE_KEY = 'text-size';
/** A text size link's fragment (client/components/TextSizeLinks.tsx). */
const TEXT_SIZE_FRAGMENT = /^#text-(small|normal|large|largest)$/;
/** The sizes other than the browser's own, which `<html data-text-size>` names. */
const SIZED = new Set(['small', 'large', 'largest']);

/**
 * Sizes the whole page (its rem) by `<html data-text-size>`; `normal` is the browser's size. The
 * link of the size in force is `aria-current` (the server's HTML marks `normal`).
 */
function applyTextSize(size: string | null | undefined) {
  const root = document.documentElement;
  if (size && SIZED.has(size)) root.dataset.textSize = size;
  else delete root.dataset.textSize;
  markTextSize();
}

/** Marks the text size links of the size in force, in the top bar and in the drawer. */
export function markTextSize() {
  const size = document.documentElement.dataset.textSize ?? 'normal';
  for (const link of document.querySelectorAll<HTMLElement>('a[data-text-size]')) {
    if (link.dataset.textSize === size) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
}

function rememberTextSize(size: string) {
  try {
    localStorage.setItem(TEXT_SIZE_KEY, size);
  } catch {
    // Storage refused (a private window, a full quota): the size holds for this page only.
  }
}

/**
 * A-, A, A+ or A++ clicked: the size applies now and on every later page. The address still moves
 * to the link's fragment (replacing, not adding, a history entry), so CSS's `:target` size, the
 * one without JavaScript, never disagrees with the remembered one.
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
  document.addEventListener('click', onSearchClear);
  // `toggle` does not bubble: listen in the capture phase.
  document.addEventListener('toggle', onToggle, true);
}
