/**
 * Shared client state (spec 1, 4) in Preact signals, read by React islands through
 * `useSyncExternalStore`. The server serialises the institute slots once into
 * `<script type="application/json" id="site-state">`; `seedState()` fills the signals from it.
 * Signals are module-level: on the server nothing writes them (islands render from props), so no
 * request can see another's state.
 */
import { type ReadonlySignal, type Signal, signal } from '@preact/signals-core';
import { useCallback, useSyncExternalStore } from 'react';

/** The institute slots (spec 1): name, short name and id; the rest start empty. Plain JSON. */
export type SiteStateData = {
  name: string;
  shortName: string;
  id: string;
  admissionId: string;
  financeId: string;
  hostelId: string;
  alumniId: string;
  libraryId: string;
  eventId: string;
  color: string;
  logo: string;
  /** The viewers' words in the page's language (viewers are mounted without props). */
  viewer?: ViewerLabels;
};

/** What the file and video viewers write. */
export type ViewerLabels = {
  close: string;
  previous: string;
  next: string;
  newTab: string;
  document: string;
  video: string;
  cannotPlay: string;
  youtube: string;
};

export const SITE_STATE_ID = 'site-state';

const SITE_STATE_KEYS = [
  'name',
  'shortName',
  'id',
  'admissionId',
  'financeId',
  'hostelId',
  'alumniId',
  'libraryId',
  'eventId',
  'color',
  'logo',
] as const satisfies readonly (keyof SiteStateData)[];

/** An empty state: every slot `''`. Spread and override: `{ ...emptySiteState(), name }`. */
export function emptySiteState(): SiteStateData {
  return {
    name: '',
    shortName: '',
    id: '',
    admissionId: '',
    financeId: '',
    hostelId: '',
    alumniId: '',
    libraryId: '',
    eventId: '',
    color: '',
    logo: '',
  };
}

/** One signal per institute slot. */
export const institute: { [K in keyof SiteStateData]: Signal<string> } = {
  name: signal(''),
  shortName: signal(''),
  id: signal(''),
  admissionId: signal(''),
  financeId: signal(''),
  hostelId: signal(''),
  alumniId: signal(''),
  libraryId: signal(''),
  eventId: signal(''),
  color: signal(''),
  logo: signal(''),
};

/** One file or video a viewer shows: its URL, a label for the dialog, and where focus returns. */
export type ViewerItem = {
  url: string;
  title: string;
  /** A picture's resized candidates (its opener's `data-srcset`), chosen by the screen's width. */
  srcset?: string;
  opener?: HTMLElement | null;
};
/**
 * What a viewer shows: an item and, when it was opened from a list of pictures (a gallery), that
 * whole list (the item at `index`), which the viewer moves through.
 */
export type ViewerTarget = ViewerItem & { list?: ViewerItem[]; index?: number };

/** The open file (file viewer overlay): open while set, closed when `null`. */
export const openFile = signal<ViewerTarget | null>(null);
/** The open video (video viewer overlay): open while set, closed when `null`. */
export const openVideo = signal<ViewerTarget | null>(null);
/** The viewers' words, from the page's site state (`seedState`); empty until then. */
export const viewerLabels = {} as ViewerLabels;

/** The mobile drawer. */
export const drawerOpen = signal(false);

/** The current value of a signal, re-rendering the component when it changes. */
export function useSignal<T>(sig: ReadonlySignal<T>): T {
  const subscribe = useCallback((onChange: () => void) => sig.subscribe(() => onChange()), [sig]);
  const read = () => sig.peek();
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * Reads the `site-state` script and sets the institute signals (unknown keys and non-string
 * values are ignored). Returns what it applied; a missing or malformed script leaves the slots empty.
 */
export function seedState(doc: Document = document): SiteStateData {
  const data = emptySiteState();
  const text = doc.getElementById(SITE_STATE_ID)?.textContent;
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch (error) {
    console.error('site-state: malformed JSON', error);
  }
  if (parsed && typeof parsed === 'object') {
    for (const key of SITE_STATE_KEYS) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string') data[key] = value;
    }
  }
  for (const key of SITE_STATE_KEYS) institute[key].value = data[key];
  const viewer = (parsed as { viewer?: unknown } | null)?.viewer;
  if (viewer && typeof viewer === 'object')
    for (const [key, text] of Object.entries(viewer))
      if (typeof text === 'string') viewerLabels[key as keyof ViewerLabels] = text;
  return data;
}
