/**
 * File and video viewers (spec 2.1). Openers are real links (`<a href=FILE data-file-viewer>`,
 * `<a href=VIDEO data-video>`), so without JavaScript they open the file or the video page. One
 * delegated click listener turns a plain click into the overlay: it sets the signal, and mounts
 * the viewer island (imported on first use, or on hover/focus of an opener) into its own root.
 * A file opener inside a `[data-viewer-group]` (a gallery's grid) hands the viewer the group's
 * whole list, so it can move to the previous and next picture. On a phone only pictures open in
 * the viewer; any other file opens as itself.
 */
import { type ComponentType, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { isImageFile } from '../src/lib/files.ts';
import { youtubeId } from '../src/lib/video.ts';
import { islands } from './islands/index.ts';
import { openFile, openVideo, type ViewerItem } from './state.ts';

type ViewerName = 'FileViewer' | 'VideoViewer';
const mounted = new Map<ViewerName, Promise<void>>();

/**
 * Phones and touch screens, as islands.css and the carousel have them. There a PDF opens as the
 * file itself (the link's own new tab): Android browsers may not render a PDF inside a frame.
 */
const PHONE_QUERY = '(max-width: 900px), (pointer: coarse)';

function mount(name: ViewerName): Promise<void> {
  let done = mounted.get(name);
  if (!done) {
    done = islands[name]().then(({ default: Viewer }) => {
      const container = document.createElement('div');
      container.dataset.viewer = name;
      document.body.appendChild(container);
      createRoot(container, { identifierPrefix: `${name}-` }).render(
        createElement(Viewer as ComponentType),
      );
    });
    done.catch((error) => {
      mounted.delete(name);
      console.error(`${name}: could not load`, error);
    });
    mounted.set(name, done);
  }
  return done;
}

/** The opener's name: its label or text, else the alt text of the thumbnail it wraps. */
const label = (a: HTMLAnchorElement) =>
  (
    a.getAttribute('aria-label') ||
    a.title ||
    a.textContent?.trim() ||
    a.querySelector('img')?.alt ||
    ''
  )
    .replace(/\s+/g, ' ')
    .trim();

const item = (a: HTMLAnchorElement): ViewerItem => ({
  url: a.href,
  title: label(a),
  srcset: a.dataset.srcset || undefined,
  opener: a,
});

/** The file `a` opens and, when it is one of a group's files, the group's list and its place. */
function fileTarget(a: HTMLAnchorElement) {
  const group = a.closest('[data-viewer-group]');
  if (!group) return item(a);
  const links = [...group.querySelectorAll<HTMLAnchorElement>('a[data-file-viewer][href]')];
  return { ...item(a), list: links.map(item), index: Math.max(0, links.indexOf(a)) };
}

function opener(event: Event): HTMLAnchorElement | null {
  const target = event.target instanceof Element ? event.target : null;
  return (
    target?.closest<HTMLAnchorElement>('a[data-file-viewer][href], a[data-video][href]') ?? null
  );
}

function onClick(event: MouseEvent) {
  // Modified and middle clicks keep their meaning (new tab, new window, download).
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return;
  const a = opener(event);
  if (!a) return;
  const url = new URL(a.href, location.href);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return;
  if (a.hasAttribute('data-video')) {
    // A link the player cannot play stays a link.
    if (!youtubeId(a.getAttribute('href'))) return;
    event.preventDefault();
    openVideo.value = { url: a.href, title: label(a), opener: a };
    void mount('VideoViewer');
  } else {
    if (!isImageFile(a.href) && matchMedia(PHONE_QUERY).matches) return;
    event.preventDefault();
    openFile.value = fileTarget(a);
    void mount('FileViewer');
  }
}

/** Starts loading a viewer's code when an opener is hovered or focused, before the click. */
function onIntent(event: Event) {
  const a = opener(event);
  if (a)
    void islands[a.hasAttribute('data-video') ? 'VideoViewer' : 'FileViewer']().catch(() => {});
}

export function installViewers() {
  document.addEventListener('click', onClick);
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}
