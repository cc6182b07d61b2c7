import { SITE_STATE_ID, type SiteStateData, type ViewerLabels } from '../../client/state';
import { messages } from '../i18n/catalogue';
import { jsonForScript } from '../lib/json';

/** The file and video viewers' words in the page's language, for the site state. */
export function viewerLabels(): ViewerLabels {
  const { carousel: _, ...viewer } = messages().viewer;
  return viewer;
}

/**
 * The page's initial client state, serialised once (spec 1: institute name, short name, id and
 * the empty slots). `client/main.ts` seeds the signals from it before hydrating islands. Data,
 * not code: `type="application/json"` never executes, and `jsonForScript` keeps it inside its tag.
 */
export function SiteState({ state }: { state: SiteStateData }) {
  return (
    <script
      type="application/json"
      id={SITE_STATE_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data escaped by jsonForScript
      dangerouslySetInnerHTML={{ __html: jsonForScript(state) }}
    />
  );
}
