/**
 * Small behaviours that need no island (one delegated listener each on `data-*` attributes):
 * live filtering of searchable tables, and accordion entries whose content loads when opened.
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
  if (!(details instanceof HTMLDetailsElement) || !details.open || !details.dataset.fragment || loading.has(details)) return;
  const target = details.querySelector<HTMLElement>('[data-fragment-target]');
  const url = new URL(details.dataset.fragment, location.href);
  if (!target || url.origin !== location.origin) return;
  loading.add(details);
  target.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch(url, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
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

export function installBehaviours() {
  document.addEventListener('input', onSearchInput);
  // `toggle` does not bubble: listen in the capture phase.
  document.addEventListener('toggle', onToggle, true);
}
