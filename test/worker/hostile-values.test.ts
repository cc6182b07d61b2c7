/**
 * Hostile provider values (issue 29, item 3): an institute whose e-mail and theme colour values
 * are 100 KB long still gets its pages, at once, without a mail link or theme made of them, and
 * the other institutes' pages are served meanwhile. Before the fix each of those values cost
 * seconds of CPU on every render (`mailHref`, `parseColour`), in the isolate every institute
 * shares. The values come through the demo provider's `values` fault.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { sunrise } from '../../demo/fixtures/index.ts';
import { RICH as HOST, HINDI as OTHER } from '../helpers/hosts';
import { clearCache, demo, get, themeStyle } from '../helpers/worker';

/** What made `mailHref` backtrack: a domain of dots, then something that is no address. */
const EMAIL = `a@${'a.'.repeat(50_000)}@`;
/** What made `parseColour` backtrack: an alpha of 100,000 digits. */
const COLOUR = `rgb(1,1,1,${'1'.repeat(100_000)}x`;

beforeEach(async () => {
  await demo.reset();
  await clearCache();
});

describe('an institute’s 100 KB e-mail and colour values', () => {
  it('render its pages without mail links or theme from them; other institutes are served', async () => {
    await demo.faults({
      faults: [
        {
          pattern: `/v1/(landing|ins)/${sunrise.insId}/`,
          mode: 'values',
          values: { ins_email: EMAIL, insEmail: EMAIL, person_email: EMAIL, color_theme: COLOUR },
        },
      ],
    });
    for (const path of ['/', '/contact/us', '/notice']) {
      const { status, html } = await get(HOST, path);
      expect(status, path).toBe(200);
      expect(html, path).not.toContain('mailto:');
      // Neither value reaches the page: not as a link, not as text, not in the JSON-LD.
      expect(html, path).not.toContain('a.a.a.a.a.a.a.a.');
      expect(html, path).not.toContain('1111111111');
      expect(themeStyle(html), path).toBeUndefined();
      const other = await get(OTHER, path);
      expect(other.status, path).toBe(200);
      expect(themeStyle(other.html), path).toMatch(/^--brand:#/);
    }
  });
});
