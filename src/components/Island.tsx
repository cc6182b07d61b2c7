import type { ComponentProps, ComponentType } from 'react';
import Carousel from '../../client/islands/Carousel';
import Drawer from '../../client/islands/Drawer';
import type { IslandName, islands } from '../../client/islands/index';
import SiteSearch from '../../client/islands/SiteSearch';
import { jsonForScript } from '../lib/json';

type Hydrate = 'load' | 'visible' | 'idle' | 'interaction';

/** The component of the island module client/islands/index.ts loads under `name`. */
type Loaded<N extends IslandName> = Awaited<ReturnType<(typeof islands)[N]>>['default'];

/**
 * The islands the server renders, under the names the client loads them by: typed against the
 * client's registry, so a name and its component cannot disagree. (The viewers are mounted by the
 * client alone, client/viewers.ts.)
 */
const RENDERED: { [N in 'Carousel' | 'Drawer' | 'SiteSearch']: Loaded<N> } = {
  Carousel,
  Drawer,
  SiteSearch,
};

type Rendered = (typeof RENDERED)[keyof typeof RENDERED];

const NAMES = new Map<unknown, IslandName>(
  Object.entries(RENDERED).map(([name, component]) => [component, name as IslandName]),
);

/**
 * Server wrapper of an island: the component rendered in place, its props as JSON in
 * `<script type="application/json" id="{id}-props">`, and a marker `client/main.ts` hydrates with
 * the same component and props; the island's name comes from the component. `id` (unique on the
 * page, stable across renders: it prefixes React ids on the client) is given once: the component
 * receives it as its `id` prop on the server and, from the marker, on the client. `props` must be
 * plain JSON (no functions, dates or elements). `hydrate`: 'load' (above the fold), 'visible'
 * (near the viewport, or when the browser is idle), 'idle', 'interaction' (the first focus,
 * pointer or touch inside it: its code is loaded only then, and the page's `data-hydrated` does
 * not wait for it).
 *
 * @example <Island component={Carousel} id="home-images" props={{ label, slides, ... }} />
 */
export function Island<C extends Rendered>({
  component,
  id,
  props,
  hydrate = 'load',
}: {
  component: C;
  id: string;
  props: Omit<ComponentProps<C>, 'id'>;
  hydrate?: Hydrate;
}) {
  const Component = component as ComponentType<{ id: string }>;
  return (
    <>
      <script
        type="application/json"
        id={`${id}-props`}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data escaped by jsonForScript
        dangerouslySetInnerHTML={{ __html: jsonForScript(props) }}
      />
      <div data-island={NAMES.get(component)} data-island-id={id} data-hydrate={hydrate}>
        <Component {...props} id={id} />
      </div>
    </>
  );
}
