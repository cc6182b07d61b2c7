import type { SiteSearchLabels } from '../../client/islands/SiteSearch';
import { messages } from '../i18n/catalogue';

/** The site search island's words in the page's language (islands get labels as props). */
export const siteSearchLabels = (): SiteSearchLabels => messages().search.island;

/** The header's search form: its accessible name and words, in the page's language. */
export const headerSearchLabels = () => ({
  label: messages().search.siteLabel,
  labels: siteSearchLabels(),
});
