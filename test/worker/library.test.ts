/**
 * Library (spec 2.7) in workerd against the demo provider: the five tabs (About with sub headings
 * and image, Librarian Message, Rules and Regulations, E-Resources with an optional link, Contact
 * Us cards), the index showing About, the institute without a library, and foreign or malformed
 * library ids and unknown tabs answered 404 with no library read.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import { HINDI, RICH, SPARSE } from '../helpers/hosts';
import {
  clearCache,
  demo,
  expectConsoleError,
  get,
  pageBody,
  pictureHref,
  requestsMentioning,
  tabBar,
  visibleText,
} from '../helpers/worker';

const s = ids.sunrise;
const base = `/library/${s.libraryId}`;
const lib = sunrise.library!;

const TABS = [
  ['about', 'About'],
  ['message', 'Librarian Message'],
  ['rules', 'Rules and Regulations'],
  ['eresources', 'E-Resources'],
  ['contact-us', 'Contact Us'],
];

beforeEach(async () => {
  await demo.reset();
});

describe('library', () => {
  it('the breadcrumb ends with Library on its first page, in every language, and with the tab on the others', async () => {
    const trail = (html: string) =>
      [
        ...(
          /<nav aria-label="[^"]*" class="breadcrumb">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? ''
        ).matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g),
      ].map(([, li]) => visibleText(li).replace(/[›»]/g, '').trim());
    for (const [prefix, library] of [
      ['', 'Library'],
      ['/hi', 'पुस्तकालय'],
      ['/mr', 'ग्रंथालय'],
    ]) {
      const first = trail((await get(RICH, `${prefix}${base}`)).html);
      expect(first.at(-1), prefix).toBe(library);
      expect(first, prefix).not.toContain('About');
    }
    const rules = trail((await get(RICH, `${base}/rules`)).html);
    expect(rules.slice(-2)).toEqual(['Library', 'Rules and Regulations']);
  });

  it('the index shows the tabs and the About content: sub headings with text and image', async () => {
    await clearCache();
    const page = await get(RICH, base);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Library</h1>');
    expect(await requestsMentioning('/site/info/library/')).toEqual([
      expect.objectContaining({ path: `/api/v1/site/info/library/${s.libraryId}` }),
    ]);
    const bar = tabBar(page.html);
    for (const [tab, label] of TABS)
      expect(bar).toMatch(new RegExp(`href="${base}/${tab}"[^>]*>${label}</a>`));
    expect(bar).toContain(`href="${base}/about" class="tab active" aria-current="page">About</a>`);
    const text = visibleText(pageBody(page.html));
    expect(text).toContain('Our Library');
    expect(text).toContain('Over 60,000 books and 120 journals.');
    expect(text).toContain('8 am to 8 pm on working days.');
    expect(page.html).toContain(`<h3>Our Library</h3>`);
    expect(page.html).toContain(
      `<img src="${pictureHref(lib.about[0].sub_heading_image!, 640)}" srcSet="`,
    );
    expect((await get(RICH, `${base}/about`)).html).toContain('<h3>Timings</h3>');
  });

  it('message and rules tabs show their text, line breaks kept', async () => {
    const message = await get(RICH, `${base}/message`);
    expect(message.status).toBe(200);
    expect(message.html).toContain('<h2 id="library-tab">Librarian Message</h2>');
    expect(visibleText(message.html)).toContain(lib.library_message);
    const rules = await get(RICH, `${base}/rules`);
    expect(rules.html).toContain('<h2 id="library-tab">Rules and Regulations</h2>');
    expect(rules.html).toContain(`<p class="prewrap">${lib.library_rule}</p>`);
  });

  it('e-resources: title, the link when there is one, description', async () => {
    const page = await get(RICH, `${base}/eresources`);
    expect(page.status).toBe(200);
    const [withLink, withoutLink] = lib.eresources;
    expect(page.html).toContain(`<h3>${withLink.title}</h3>`);
    expect(page.html).toContain(
      `<a href="${withLink.link}/" target="_blank" rel="noopener noreferrer">${withLink.link}</a>`,
    );
    expect(page.html).toMatch(
      new RegExp(
        `<h3>${withoutLink.title}</h3><div class="rich-text"><p class="prewrap">${withoutLink.description}</p>`,
      ),
    );
    expect(visibleText(page.html)).toContain(withLink.description);
  });

  it('contact us: department cards with person, phone and email', async () => {
    const page = await get(RICH, `${base}/contact-us`);
    expect(page.status).toBe(200);
    const c = lib.library_contact[0];
    const text = visibleText(pageBody(page.html));
    expect(text).toContain(c.contact_department_name);
    expect(text).toContain(c.contact_person_name);
    expect(page.html).toContain(`href="tel:${c.contact_person_mobile}"`);
    expect(page.html).toContain(`href="mailto:${c.contact_person_email}"`);
  });

  it('works for the Marathi institute with its own library id', async () => {
    const page = await get(HINDI, `/library/${ids.gyandeep.libraryId}/message`);
    expect(page.status).toBe(200);
  });

  it('is a 404 for a foreign or malformed library id or an unknown tab, with no library read', async () => {
    await demo.clearRequests();
    const bad = [
      `/library/${ids.gyandeep.libraryId}`,
      `/library/${ids.gyandeep.libraryId}/about`,
      '/library/not-a-library',
      `/library/${s.libraryId}x`,
      `${base}/journals`,
      `${base}/About`,
      `${base}/about/more`,
    ];
    for (const path of bad) expect((await get(RICH, path)).status, path).toBe(404);
    expect(await requestsMentioning('/site/info/library/')).toEqual([]);
  });

  it('the sparse institute has no library: every library address is a 404 with no library read', async () => {
    await demo.clearRequests();
    expect((await get(SPARSE, base)).status).toBe(404);
    expect((await get(SPARSE, `/library/${'0'.repeat(24)}/about`)).status).toBe(404);
    expect(await requestsMentioning('/site/info/library/')).toEqual([]);
  });

  it('answers 503 when the library cannot be read and nothing is cached', async () => {
    expectConsoleError(/"event":"provider-unavailable"/);
    await clearCache();
    await demo.faults({ faults: [{ pattern: '/site/info/library/', mode: 'status500' }] });
    expect((await get(RICH, `${base}/rules`)).status).toBe(503);
  });
});
