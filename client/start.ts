/**
 * The client runtime, imported by the entry (main.ts) once the page has painted: seeds the shared
 * state from the page, installs the delegated behaviours (viewers, table search, lazy accordions)
 * and hydrates the islands present. When every island present at load is hydrated, it sets
 * `<html data-hydrated="true">` (browser tests wait for it).
 */
import { installBehaviours, markTextSize } from './behaviours.ts';
import { hydrateIslands } from './hydrate.ts';
import { seedState } from './state.ts';
import { installViewers } from './viewers.ts';

seedState();
installViewers();
installBehaviours();
void hydrateIslands(document).then(() => {
  // The islands' text size links, as hydrated, mark the size in force too.
  markTextSize();
  document.documentElement.dataset.hydrated = 'true';
});
