/**
 * The island registry: name -> lazy import of the module whose default export is the component.
 * `client/main.ts` imports only the islands whose markers are on the page; each import is its own
 * chunk. The server renders the same components by importing them directly and takes only the
 * `IslandName` type from here.
 */
export const islands = {
  Carousel: () => import('./Carousel.tsx'),
  Drawer: () => import('./Drawer.tsx'),
  FileViewer: () => import('./FileViewer.tsx'),
  SiteSearch: () => import('./SiteSearch.tsx'),
  VideoViewer: () => import('./VideoViewer.tsx'),
};

export type IslandName = keyof typeof islands;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islands, name);
}
