/**
 * Island hydration: finds `[data-island]` markers, imports only the islands present, and hydrates
 * each with the props the server serialised next to it (`#{id}-props`) and its `id` from the marker. `data-hydrate`: 'load'
 * now; 'idle' when the browser is idle; 'visible' when within 200px of the viewport or when the
 * browser is idle, whichever comes first; 'interaction' on the first focus, pointer or touch inside
 * it (its code loads only then; the promise of `hydrateIslands` does not wait for it). Each marker
 * gets `data-hydrated="true"` once its first commit (and its layout effects) has run.
 */
import {
  type ComponentType,
  createElement,
  type ReactNode,
  startTransition,
  useLayoutEffect,
} from 'react';
import { hydrateRoot } from 'react-dom/client';
import { isIslandName, islands } from './islands/index.ts';

const started = new WeakSet<Element>();

const idle = (fn: () => void, timeout: number) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(fn, { timeout })
    : setTimeout(fn, Math.min(timeout, 200));

/** Calls `done` after the hydrated tree's layout effects ran (children's effects run first). */
function Committed({ done, children }: { done: () => void; children?: ReactNode }) {
  useLayoutEffect(done, [done]);
  return children;
}

function readProps(id: string): object {
  const text = document.getElementById(`${id}-props`)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) ?? {};
  } catch (error) {
    console.error(`island ${id}: malformed props`, error);
    return {};
  }
}

/** Hydrates one marker; resolves when it is interactive (or failed, after logging why). */
async function hydrateIsland(el: HTMLElement): Promise<void> {
  if (started.has(el)) return;
  started.add(el);
  const name = el.dataset.island;
  const id = el.dataset.islandId ?? '';
  if (!isIslandName(name) || !id) {
    console.error(`island marker without a known name and id: ${name ?? '?'} ${id}`);
    return;
  }
  try {
    const { default: Component } = (await islands[name]()) as {
      default: ComponentType<{ id: string }>;
    };
    await new Promise<void>((resolve) => {
      // In a transition, React hydrates in slices of a few milliseconds and yields to the browser
      // in between, instead of one long task that blocks input on a slow phone.
      startTransition(() => {
        hydrateRoot(
          el,
          createElement(
            Committed,
            { done: resolve },
            createElement(Component, { ...readProps(id), id }),
          ),
          {
            identifierPrefix: `${id}-`,
            onRecoverableError: (error) => console.error(`island ${id}:`, error),
            onUncaughtError: (error) => {
              console.error(`island ${id}:`, error);
              resolve();
            },
          },
        );
      });
    });
    el.dataset.hydrated = 'true';
  } catch (error) {
    console.error(`island ${id}: hydration failed`, error);
  }
}

let observer: IntersectionObserver | undefined;
const waiting = new Map<Element, () => void>();

function whenVisible(el: HTMLElement, hydrate: () => void) {
  if (typeof IntersectionObserver !== 'function') return hydrate();
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        waiting.get(entry.target)?.();
      }
    },
    { rootMargin: '200px' },
  );
  let fired = false;
  const once = () => {
    if (fired) return;
    fired = true;
    observer?.unobserve(el);
    waiting.delete(el);
    hydrate();
  };
  waiting.set(el, once);
  observer.observe(el);
  idle(once, 4000);
}

const INTERACTIONS = ['focusin', 'pointerover', 'touchstart'] as const;

const awaitingInteraction = new WeakSet<Element>();

/** Hydrates `el` on the first interaction inside it. */
function onInteraction(el: HTMLElement) {
  if (awaitingInteraction.has(el)) return;
  awaitingInteraction.add(el);
  const once = () => {
    for (const type of INTERACTIONS) el.removeEventListener(type, once);
    void hydrateIsland(el);
  };
  for (const type of INTERACTIONS) el.addEventListener(type, once, { passive: true });
  // Focus that arrived before this script (a visitor quick to the field) counts too.
  if (el.contains(document.activeElement)) once();
}

/**
 * Hydrates every island marker under `root` according to its `data-hydrate`; resolves when all of
 * them are hydrated. Also used for HTML inserted later (lazily loaded accordion content).
 */
export function hydrateIslands(root: Document | Element = document): Promise<void> {
  const markers = Array.from(root.querySelectorAll<HTMLElement>('[data-island]')).filter(
    (el) => !started.has(el),
  );
  return Promise.all(
    markers.map((el) => {
      const mode = el.dataset.hydrate;
      if (mode === 'interaction') return onInteraction(el);
      if (mode === 'idle')
        return new Promise<void>((resolve) => idle(() => hydrateIsland(el).then(resolve), 2000));
      if (mode === 'visible')
        return new Promise<void>((resolve) =>
          whenVisible(el, () => hydrateIsland(el).then(resolve)),
        );
      return hydrateIsland(el);
    }),
  ).then(() => undefined);
}
