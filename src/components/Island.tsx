import type { ComponentType } from 'react';
import type { IslandName } from '../../client/islands/index';
import { jsonForScript } from '../lib/json';

export type Hydrate = 'load' | 'visible' | 'idle' | 'interaction';

/**
 * Server wrapper of an island: the component rendered in place, its props as JSON in
 * `<script type="application/json" id="{id}-props">`, and a marker `client/main.ts` hydrates with
 * the same component and props. `props` must be plain JSON (no functions, dates or elements);
 * `id` must be unique on the page and stable across renders (it prefixes React ids on the
 * client). `hydrate`: 'load' (above the fold), 'visible' (near the viewport, or when the browser
 * is idle), 'idle', 'interaction' (the first focus, pointer or touch inside it: its code is loaded
 * only then, and the page's `data-hydrated` does not wait for it).
 *
 * @example <Island name="Carousel" id="home-images" component={Carousel} props={{ id: 'home-images', ... }} />
 */
export function Island<P extends object>({
  name,
  id,
  component: C,
  props,
  hydrate = 'load',
}: {
  name: IslandName;
  id: string;
  component: ComponentType<P>;
  props: P;
  hydrate?: Hydrate;
}) {
  return (
    <>
      <script
        type="application/json"
        id={`${id}-props`}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data escaped by jsonForScript
        dangerouslySetInnerHTML={{ __html: jsonForScript(props) }}
      />
      <div data-island={name} data-island-id={id} data-hydrate={hydrate}>
        <C {...props} />
      </div>
    </>
  );
}
