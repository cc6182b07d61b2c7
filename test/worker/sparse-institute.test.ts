/**
 * The sparse institute (issue 31): what has nothing to show is left out rather than announced.
 * No Quick Links section without a link; a news column without entries holds only its line, not a
 * carousel's height; New Admission only while an application is open; no feed link on an empty
 * list; the contact page always shows the address, phone and email the institute has, and no
 * "No contacts yet." (decision 062).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import { messages } from '../../src/i18n/catalogue';
import { RICH, SPARSE } from '../helpers/hosts';
import { clearCache, demo, get, pageBody, settledHtml, visibleText } from '../helpers/worker';

const LANGS = ['en', 'hi', 'mr'] as const;
const prefix = (lang: (typeof LANGS)[number]) => (lang === 'en' ? '' : `/${lang}`);
/** The page as a browser ends up with it (a cold home streams its menus and news in). */
const page = async (host: string, path: string) => {
  const r = await get(host, path);
  expect(r.status, `${host}${path}`).toBe(200);
  return settledHtml(r.html);
};
/** The page without its dropdown menus (each a `<details>`). */
const outsideMenus = (html: string) => html.replace(/<details[\s\S]*?<\/details>/g, '');
const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';

beforeEach(async () => {
  await demo.reset();
});

describe('the sparse home page', () => {
  for (const lang of LANGS)
    it(`${lang}: no Quick Links section and no news column taller than its line`, async () => {
      const t = messages(lang).home;
      const html = main(await page(SPARSE, `${prefix(lang)}/`));
      expect(html).not.toContain('id="home-quick"');
      expect(visibleText(html)).not.toContain(t.quickLinks);
      expect(visibleText(html)).not.toContain('No quick links yet.');
      // The columns and their links to the lists stay, each saying it has nothing yet.
      expect(visibleText(html)).toContain(t.noNotices);
      expect(visibleText(html)).toContain(t.noEvents);
      expect(html).toContain(`<a href="${prefix(lang)}/notice">`);
      // The body that reserves a full carousel track is there only around a carousel.
      expect(html).not.toContain('home-column-body');
    });

  it('the rich home keeps its Quick Links and its carousels in their reserved bodies', async () => {
    const html = main(await page(RICH, '/'));
    expect(html).toContain('id="home-quick"');
    expect(html.match(/class="home-column-body"/g)).toHaveLength(2);
  });
});

describe('New Admission', () => {
  it('is linked in the top bar, the phone bar and the drawer while an application is open', async () => {
    expect(ids.sunrise.applicationIds.open.length).toBeGreaterThan(0);
    for (const path of ['/', '/contact/us']) {
      const html = await page(RICH, path);
      expect(html, path).toContain('class="new-admission wide-only"');
      expect(html, path).toContain('class="new-admission narrow-only"');
      expect(outsideMenus(html), path).toContain(
        '<a href="/admission/application">New Admission</a>',
      );
    }
  });

  for (const lang of LANGS)
    it(`${lang}: is not linked on an institute with no application open`, async () => {
      expect(ids.hillview.applicationIds.open).toEqual([]);
      const label = messages(lang).frame.newAdmission;
      for (const path of ['/', '/contact/us', '/notice']) {
        const html = await page(SPARSE, `${prefix(lang)}${path}`);
        expect(html, path).not.toContain('class="new-admission');
        expect(html, path).not.toContain('tab=new-admission');
        // Nor among the drawer's quick links (the Admission menus keep the section's own tab).
        expect(outsideMenus(html), path).not.toContain(`>${label}<`);
      }
    });

  it('is not linked while the applications cannot be read', async () => {
    await clearCache();
    await demo.faults({ faults: [{ pattern: 'application/grouped$', mode: 'status500' }] });
    const html = await page(RICH, '/contact/us');
    expect(html).not.toContain('class="new-admission');
  });
});

describe('feed links', () => {
  it('are left out of an empty notice or event list, and the feeds still answer', async () => {
    for (const [path, feed] of [
      ['/notice', '/notice/rss.xml'],
      ['/event', '/event/calendar.ics'],
    ]) {
      expect(main(await page(SPARSE, path)), path).not.toContain('class="feed-link"');
      expect(main(await page(RICH, path)), path).toContain('class="feed-link"');
      expect((await get(SPARSE, feed)).status, feed).toBe(200);
    }
  });
});

describe('the contact page', () => {
  const address = sunrise.landing.home_header_object.ins_address as string;
  const phone = sunrise.landing.home_header_object.ins_phone_number as string;
  const email = sunrise.landing.home_header_object.ins_email as string;

  it("shows the institute's address, phone and email as links, and no empty contacts line, without a contact list", async () => {
    await clearCache();
    await demo.faults({
      faults: [
        {
          pattern: '/one/web/profile$',
          mode: 'values',
          values: { persons: [], head_office_address: '' },
        },
      ],
    });
    for (const lang of LANGS) {
      const body = pageBody(await page(RICH, `${prefix(lang)}/contact/us`));
      expect(visibleText(body), lang).toContain(address);
      expect(body, lang).toContain(`<a href="tel:${phone}">${phone}</a>`);
      expect(body, lang).toContain(`<a href="mailto:${email}">${email}</a>`);
      expect(body, lang).not.toContain('class="cards"');
      expect(visibleText(body), lang).not.toContain(messages(lang).common.noContacts);
      expect(visibleText(body), lang).not.toContain(messages(lang).campus.contact.noDetails);
    }
  });

  it('links a phone and an email only when they are one, never provider text as a URL', async () => {
    await clearCache();
    await demo.faults({
      faults: [
        {
          pattern: '/one/web/profile$',
          mode: 'values',
          values: {
            persons: [],
            ins_phone_number: 'javascript:alert(1)',
            ins_email: 'x@y.edu" onclick="alert(1)',
          },
        },
      ],
    });
    const body = pageBody(await page(RICH, '/contact/us'));
    expect(body).not.toContain('href="tel:');
    expect(body).not.toContain('href="mailto:');
    expect(body).not.toContain('javascript:');
    expect(body).not.toContain('onclick="');
  });

  for (const lang of LANGS)
    it(`${lang}: an institute that gave no address, phone or email says so once, with no empty contacts line`, async () => {
      const body = pageBody(await page(SPARSE, `${prefix(lang)}/contact/us`));
      const text = visibleText(body);
      expect(text).toContain(messages(lang).campus.contact.noDetails);
      expect(text).not.toContain(messages(lang).common.noContacts);
      expect(body).not.toContain('href="tel:');
      expect(body).not.toContain('href="mailto:');
    });
});
