/**
 * The footer (spec 2.1) in workerd against the demo provider: each area (How to Reach, Social
 * Links, Useful Links, Internal Links, Contact Us) shows only with something under its heading;
 * the copyright line always shows.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { sunrise } from '../../demo/fixtures/index.ts';
import { RICH, SPARSE } from '../helpers/hosts';
import { demo, get, visibleText } from '../helpers/worker';

const AREAS = ['How to Reach', 'Social Links', 'Useful Links', 'Internal Links', 'Contact Us'];

const footerOf = (html: string) =>
  /<footer class="footer">[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
/** Each footer area's heading and what follows it inside its section. */
const areasOf = (footer: string) =>
  new Map(
    [...footer.matchAll(/<section[^>]*><h2[^>]*>([^<]*)<\/h2>([\s\S]*?)<\/section>/g)].map(
      (m) => [m[1], m[2]] as const,
    ),
  );

beforeEach(async () => {
  await demo.reset();
});

describe('footer', () => {
  it('on the sparse institute shows only the areas it has content for, and the copyright line', async () => {
    const footer = footerOf((await get(SPARSE, '/')).html);
    expect(footer).not.toBe('');
    const areas = areasOf(footer);
    expect([...areas.keys()]).toEqual(['Internal Links']);
    for (const area of ['How to Reach', 'Social Links', 'Useful Links', 'Contact Us'])
      expect(visibleText(footer)).not.toContain(area);
    expect(visibleText(footer)).toContain(`© ${new Date().getUTCFullYear()} Qviple`);
  });

  it('on the same sparse institute, every page carries the same footer', async () => {
    for (const path of ['/notice', '/event', '/contact/us', '/photo/gallery']) {
      const areas = areasOf(footerOf((await get(SPARSE, path)).html));
      expect([...areas.keys()], path).toEqual(['Internal Links']);
    }
  });

  it('on the rich institute shows all five areas, each with its content', async () => {
    const footer = footerOf((await get(RICH, '/')).html);
    const areas = areasOf(footer);
    expect([...areas.keys()]).toEqual(AREAS);
    for (const [area, content] of areas)
      expect(visibleText(content).trim() || /<a [^>]*aria-label/.test(content), area).toBeTruthy();
    expect(visibleText(areas.get('How to Reach')!)).toContain('Nearest railway station');
    expect(areas.get('Social Links')).toContain(
      `href="${sunrise.landing.footer_links.facebook_link}"`,
    );
    expect(visibleText(areas.get('Useful Links')!)).toContain('University Portal');
    expect(areas.get('Contact Us')).toContain('href="mailto:office@sunrise.edu"');
    expect(visibleText(footer)).toContain(`© ${new Date().getUTCFullYear()} Qviple`);
  });
});
