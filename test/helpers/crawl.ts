/**
 * The page types of a demo institute as its visitors reach them: from the home page in a
 * language, every link followed once per route pattern of src/paths.ts (each tab name its own
 * type, ids aside). Used by the worker tier (no English left) and the browser tier (axe per theme
 * and language), each with its own way to fetch a page.
 */
import type { Lang } from '../../src/i18n/languages';
import { localizePath } from '../../src/i18n/languages';
import { PAGES, patternRegex, QUALITY_SECTIONS, qualityPages } from '../../src/paths';

type Fetched = { status: number; html: string };

const PATTERNS = [
  ...Object.values(PAGES),
  ...QUALITY_SECTIONS.flatMap((section) => Object.values(qualityPages(section))),
].map((p) => patternRegex(p.pattern));

/** `&amp;` and the other entities React writes in attribute values and text. */
export const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;|&#xa0;/g, ' ');

/**
 * One address per page type reachable from the home page of `lang` (at most `limit`); with
 * `tabs: false`, one per route pattern whatever its tab.
 */
export async function pageTypeAddresses(
  get: (path: string) => Promise<Fetched>,
  lang: Lang,
  { limit = 150, tabs = true }: { limit?: number; tabs?: boolean } = {},
): Promise<string[]> {
  const home = localizePath('/', lang);
  const prefix = home.slice(0, -1); // '' for English
  const seen = new Set<string>();
  const found: string[] = [];
  const queue = [home];
  const visited = new Set(queue);
  while (queue.length && found.length < limit) {
    const path = queue.shift() as string;
    const page = await get(path);
    if (page.status !== 200 || !page.html.includes('<html')) continue;
    found.push(path);
    for (const m of page.html.matchAll(/href="(\/[^"#]*)"/g)) {
      const link = decodeEntities(m[1]);
      if (prefix && !link.startsWith(`${prefix}/`)) continue;
      if (!prefix && /^\/(hi|mr)(\/|$)/.test(link)) continue;
      const bare = link.slice(prefix.length).split('?')[0];
      const pattern = PATTERNS.findIndex((re) => re.test(bare));
      // Each tab of a page type is its own type here: tabs write different labels.
      const type = tabs ? `${pattern} ${bare.replace(/[0-9a-f]{24}/g, ':id')}` : `${pattern}`;
      if (pattern < 0 || seen.has(type) || visited.has(link) || /\.(xml|ics|json)$/.test(bare))
        continue;
      seen.add(type);
      visited.add(link);
      queue.push(link);
    }
  }
  return found;
}
