/**
 * What search engines see, per host: robots.txt pointing at the host's own sitemap, sitemap.xml
 * with the static pages and the provider's notices, events, departments, courses and committees
 * (only for sections the institute has switched on), and on every page the canonical URL, meta
 * description, Open Graph and Twitter tags, JSON-LD CollegeOrUniversity, `lang` and theme colour.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { FIXED_NEWS_DAY } from '../../demo/fixtures/ids.ts';
import { gyandeep, hillview, demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import { app } from '../../src/app';
import { themeOf } from '../../src/lib/color';
import { HINDI, RICH, SPARSE } from '../helpers/hosts';
import { clearCache, demo, demoUrl, get, pictureHref, settledHtml } from '../helpers/worker';

const s = ids.sunrise;

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
const meta = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]);

beforeEach(async () => {
  await demo.reset();
});

describe('robots.txt', () => {
  it('allows crawling and names the sitemap of the host asked', async () => {
    for (const host of [RICH, HINDI]) {
      const r = await get(host, '/robots.txt');
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toContain('text/plain');
      expect(r.html).toContain('User-agent: *');
      expect(r.html).toContain(`Sitemap: http://${host}/sitemap.xml`);
    }
  });
  it('is a 404 for a host no institute uses', async () => {
    expect((await get('nobody.example', '/robots.txt')).status).toBe(404);
  });
});

describe('sitemap.xml', () => {
  it('lists static pages and the provider’s notices, events, departments, courses and committees', async () => {
    const r = await get(RICH, '/sitemap.xml');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('application/xml');
    const urls = locs(r.html);
    const origin = `http://${RICH}`;
    for (const path of [
      '/',
      '/notice',
      '/contact/us',
      '/admission',
      '/institute/profile',
      '/examination',
      `/library/${s.libraryId}`,
      '/department',
      '/academic/course',
    ])
      expect(urls).toContain(origin + path);
    for (const n of s.noticeIds) expect(urls).toContain(`${origin}/one/notice/${n}/detail`);
    for (const e of s.eventIds) expect(urls).toContain(`${origin}/one/event/${e}/detail`);
    for (const d of s.departmentIds)
      expect(urls.some((u) => u.startsWith(`${origin}/onedepartment/${d}?q=`))).toBe(true);
    for (const c of s.courseIds)
      expect(urls).toContain(`${origin}/academic/course/type/${c.courseId}`);
    for (const c of s.committeeIds)
      expect(urls).toContain(`${origin}/committee/${s.iqacId}/one/${c}`);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('lists every page the menus link: each section with its tabs, each entry of the frame', async () => {
    const origin = `http://${RICH}`;
    const home = settledHtml((await get(RICH, '/')).html);
    const menus = home.slice(home.indexOf('class="menubar"'), home.indexOf('id="main"'));
    const linked = [...menus.matchAll(/<a [^>]*?href="(\/[^/"][^"]*)"/g)].map((m) =>
      m[1].replace(/&amp;/g, '&'),
    );
    expect(linked.length).toBeGreaterThan(50);
    const urls = locs((await get(RICH, '/sitemap.xml')).html);
    for (const path of new Set(linked)) expect(urls, path).toContain(origin + path);
    for (const path of [
      '/society',
      '/institute/faculties',
      `/administration/${s.lcid}`,
      `/library/${s.libraryId}/rules`,
    ])
      expect(urls).toContain(origin + path);
  });

  it('every kind of URL it lists is a page that answers', async () => {
    // One URL of each shape (ids aside): every page and tab name the sitemap builds.
    const shape = (url: URL) => url.pathname.replace(/[0-9a-f]{24}/g, '{id}');
    const urls = locs((await get(RICH, '/sitemap.xml')).html).map((u) => new URL(u));
    const byShape = new Map<string, URL>();
    for (const url of urls) if (!byShape.has(shape(url))) byShape.set(shape(url), url);
    expect(byShape.size).toBeGreaterThan(40);
    for (const url of byShape.values())
      expect((await get(RICH, url.pathname + url.search)).status, url.href).toBe(200);
  }, 120_000);

  it('leaves out About Us entries the institute switched off', async () => {
    const urls = locs((await get(HINDI, '/sitemap.xml')).html);
    expect(gyandeep.landing.about_us_toggle.governing_body).toBe(false);
    expect(urls.some((u) => u.includes('/governing/') || u.includes('/accrediation/'))).toBe(false);
    expect(urls).toContain(`http://${HINDI}/society/about`);
  });

  it('leaves out sections the institute switched off, and every URL stays on the host asked', async () => {
    const urls = locs((await get(SPARSE, '/sitemap.xml')).html);
    expect(urls.every((u) => u.startsWith(`http://${SPARSE}/`))).toBe(true);
    expect(urls).not.toContain(`http://${SPARSE}/department`);
    expect(urls).not.toContain(`http://${SPARSE}/academic/course`);
    expect(urls.some((u) => u.includes('/committee/'))).toBe(false);
    expect(hillview.landing.tab_toggle.department).toBe(false);
  });
});

describe('lastmod in sitemap.xml (issue 30)', () => {
  /** Each `<url>`'s address and its `<lastmod>` (undefined when it has none). */
  const lastmods = (xml: string) =>
    new Map(
      [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block]) => [
        /<loc>([^<]*)<\/loc>/.exec(block)![1].replace(/&amp;/g, '&'),
        /<lastmod>([^<]*)<\/lastmod>/.exec(block)?.[1],
      ]),
    );
  /** The day of a timestamp in the institute's time zone (the demo's: Asia/Kolkata). */
  const dayOf = (iso: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(iso));

  it('gives a notice its date and a past or today’s event its day, in every language; nothing else', async () => {
    const r = await get(RICH, '/sitemap.xml');
    const dates = lastmods(r.html);
    const origin = `http://${RICH}`;
    let dated = 0;
    for (const prefix of ['', '/hi', '/mr']) {
      for (const n of sunrise.notices) {
        const at = `${origin}${prefix}/one/notice/${n._id}/detail`;
        expect(dates.get(at), at).toBe(dayOf(n.createdAt as string));
        dated++;
      }
      for (const e of sunrise.events) {
        const at = `${origin}${prefix}/one/event/${e._id}/detail`;
        const day = e.event_date?.slice(0, 10);
        // A day still to come is not when the page was written: no lastmod.
        expect(dates.get(at), at).toBe(day && day <= FIXED_NEWS_DAY ? day : undefined);
        if (day && day <= FIXED_NEWS_DAY) dated++;
      }
      for (const path of ['/', '/contact/us', '/notice', '/event'])
        expect(dates.get(`${origin}${prefix}${path === '/' && prefix ? '' : path}`), path).toBe(
          undefined,
        );
    }
    expect([...dates.values()].filter(Boolean).length).toBe(dated);
    // The W3C date format.
    for (const day of dates.values()) if (day) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('schema.org Event (issue 30)', () => {
  /** Every JSON-LD block of a page, parsed. */
  const jsonLds = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]) as Record<string, unknown>,
    );
  const eventLd = (html: string) => jsonLds(html).find((x) => x['@type'] === 'Event');

  it('an event page describes the event: name, start, place, organiser, status, attendance mode', async () => {
    const timed = sunrise.eventDetails.find((e) => e.event_time && e.event_date)!;
    const r = await get(RICH, `/one/event/${timed._id}/detail`);
    const ld = eventLd(r.html)!;
    expect(ld).toBeDefined();
    const name = sunrise.landing.home_header_object.ins_name as string;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: timed.event_name,
      url: `http://${RICH}/one/event/${timed._id}/detail`,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Main Auditorium' },
      organizer: { '@type': 'CollegeOrUniversity', name, url: `http://${RICH}/` },
    });
    // The entered wall-clock time, in the institute's time zone (IST, +05:30).
    const day = timed.event_date!.slice(0, 10);
    const time = timed.event_time!.slice(11, 16);
    expect(Date.parse(ld.startDate as string)).toBe(Date.parse(`${day}T${time}:00+05:30`));
    expect(ld.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    expect((ld.location as Record<string, unknown>).address).toBeTruthy();
    // No end the provider knows of: none said.
    expect(ld).not.toHaveProperty('endDate');
    // Its banner as the page shows it, on the institute's own origin; its description as text.
    expect(ld.image).toBe(`http://${RICH}${pictureHref(timed.event_banner, 1080)}`);
    expect(ld.description).toBe(timed.event_description.replace(/\s+/g, ' '));
  });

  it('cuts a long description on a word, to about 300 characters', async () => {
    const long = sunrise.eventDetails.find((e) => e.event_description.length > 320)!;
    const r = await get(RICH, `/one/event/${long._id}/detail`);
    const description = eventLd(r.html)?.description as string;
    expect(description.length).toBeLessThanOrEqual(301);
    expect(description.length).toBeGreaterThan(250);
    expect(description).toMatch(/\w…$/);
    expect(long.event_description.replace(/\s+/g, ' ')).toContain(description.slice(0, -1));
  });

  it('an all-day event starts on its day; a document tab is not the event’s page', async () => {
    const allDay = sunrise.eventDetails.find((e) => !e.event_time && e.event_date)!;
    const r = await get(RICH, `/one/event/${allDay._id}/detail`);
    expect(eventLd(r.html)?.startDate).toBe(allDay.event_date!.slice(0, 10));
    const tab = await get(RICH, `/one/event/${allDay._id}/detail/attendance`);
    expect(eventLd(tab.html)).toBeUndefined();
    expect(eventLd((await get(RICH, '/event')).html)).toBeUndefined();
  });

  it('escapes provider text so it never closes its script', async () => {
    const e = sunrise.eventDetails[0];
    await clearCache();
    await demo.faults({
      faults: [
        {
          pattern: '/one/event/',
          mode: 'values',
          values: {
            event_name: 'Fest </script><script>alert(1)</script>',
            event_description: 'Talk </script><script>alert(2)</script>',
            event_banner: '',
          },
        },
      ],
    });
    const r = await get(RICH, `/one/event/${e._id}/detail`);
    expect(r.html).not.toContain('</script><script>alert(');
    expect(eventLd(r.html)?.name).toBe('Fest </script><script>alert(1)</script>');
    expect(eventLd(r.html)?.description).toBe('Talk </script><script>alert(2)</script>');
    // No banner: no image said.
    expect(eventLd(r.html)).not.toHaveProperty('image');
  });
});

describe('meta tags', () => {
  it('every page has lang, title, description, canonical, Open Graph and Twitter tags for its own host', async () => {
    const path = `/one/notice/${s.noticeIds[0]}/detail`;
    const page = await get(RICH, path);
    const name = sunrise.landing.home_header_object.ins_name as string;
    expect(page.html).toMatch(/<html lang="en">/);
    expect(page.html).toContain(`<link rel="canonical" href="http://${RICH}${path}"/>`);
    expect(meta(page.html, 'property', 'og:url')).toBe(`http://${RICH}${path}`);
    expect(meta(page.html, 'property', 'og:site_name')).toBe(name);
    expect(meta(page.html, 'property', 'og:title')).toContain(name);
    expect(meta(page.html, 'name', 'twitter:title')).toBe(meta(page.html, 'property', 'og:title'));
    expect(meta(page.html, 'name', 'description')!.length).toBeGreaterThan(10);
    expect(meta(page.html, 'name', 'description')!.length).toBeLessThanOrEqual(163);
    // Link previews show the logo's 512 px variant, on the institute's own origin.
    const logo = `http://${RICH}${pictureHref(sunrise.landing.home_header_object.ins_logo!, 512)}`;
    expect(meta(page.html, 'property', 'og:image')).toBe(logo);
    expect(meta(page.html, 'name', 'twitter:image')).toBe(logo);
    expect(page.html).toMatch(/<title>[^<]*<\/title>/);
    // The pictures come from the site's own image route (decision 050): no preconnect to the file host.
    expect(page.html).not.toContain(`<link rel="preconnect" href="${new URL(demoUrl()).origin}"`);
  });

  it('JSON-LD names the institute with logo, address, phone, email and its social profiles only', async () => {
    const ld = jsonLd((await get(RICH, '/')).html);
    const h = sunrise.landing.home_header_object;
    expect(ld['@type']).toBe('CollegeOrUniversity');
    expect(ld.name).toBe(h.ins_name);
    expect(ld.url).toBe(`http://${RICH}/`);
    expect(ld.address).toBe(h.ins_address);
    expect(ld.email).toBe(h.ins_email);
    expect(ld.telephone).toBe(h.ins_phone_number);
    expect(ld.sameAs).toContain(sunrise.landing.footer_links.facebook_link);
    // gyandeep's instagram link is javascript:, which never reaches the page
    const hindi = jsonLd((await get(HINDI, '/')).html);
    expect(hindi.name).toBe(gyandeep.landing.home_header_object.ins_name);
    expect(JSON.stringify(hindi)).not.toContain('javascript:');
  });

  it('each institute gets its own theme colour (its derived brand); the sparse one no broken tags', async () => {
    const rich = meta((await get(RICH, '/')).html, 'name', 'theme-color');
    const hindi = meta((await get(HINDI, '/')).html, 'name', 'theme-color');
    expect(rich).toBe(themeOf(sunrise.landing.home_background_object.color_theme)?.brand);
    expect(hindi).toBe(themeOf(gyandeep.landing.home_background_object.color_theme)?.brand);
    expect(rich).not.toBe(hindi);
    const sparse = (await get(SPARSE, '/')).html;
    expect(sparse).not.toContain('undefined');
    expect(sparse).not.toMatch(/content=""/);
    expect(jsonLd(sparse).name).toBe(hillview.landing.home_header_object.ins_name);
  });
});

describe('absolute URLs', () => {
  /** A request as `url` with the Host header `host`, through the app with `vars` over the test bindings. */
  async function fetchAs(url: string, host: string, vars: Record<string, string> = {}) {
    const ctx = createExecutionContext();
    const response = await app.fetch(
      new Request(url, { headers: { host } }),
      { ...env, ...vars },
      ctx,
    );
    const text = await response.text();
    await waitOnExecutionContext(ctx);
    return { status: response.status, text, headers: response.headers };
  }
  const absoluteUrls = (html: string) => ({
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    ogUrl: meta(html, 'property', 'og:url'),
    jsonLd: jsonLd(html).url,
  });
  const path = `/one/notice/${s.noticeIds[0]}/detail`;

  it('come from the normalised host and the configured scheme, never the request URL (port, dot, case, scheme)', async () => {
    // The tests configure PUBLIC_SCHEME=http (vitest.config.ts); this request is https.
    const odd = 'SUNRISE.LOCALHOST.:8443';
    const page = await fetchAs(`https://${odd}${path}`, odd);
    expect(page.status).toBe(200);
    expect(absoluteUrls(page.text)).toEqual({
      canonical: `http://${RICH}${path}`,
      ogUrl: `http://${RICH}${path}`,
      jsonLd: `http://${RICH}/`,
    });
    const robots = await fetchAs(`https://${odd}/robots.txt`, odd);
    expect(robots.text).toContain(`Sitemap: http://${RICH}/sitemap.xml\n`);
    const sitemap = locs((await fetchAs(`https://${odd}/sitemap.xml`, odd)).text);
    expect(sitemap.length).toBeGreaterThan(10);
    expect(sitemap.every((u) => u.startsWith(`http://${RICH}/`))).toBe(true);
  });

  it('use https where the public scheme says so, whatever the request came over', async () => {
    const page = await fetchAs(`http://${RICH}:8787${path}`, `${RICH}:8787`, {
      PUBLIC_SCHEME: 'https',
    });
    expect(absoluteUrls(page.text)).toEqual({
      canonical: `https://${RICH}${path}`,
      ogUrl: `https://${RICH}${path}`,
      jsonLd: `https://${RICH}/`,
    });
    expect(
      (await fetchAs(`http://${RICH}:8787/robots.txt`, `${RICH}:8787`, { PUBLIC_SCHEME: 'https' }))
        .text,
    ).toContain(`Sitemap: https://${RICH}/sitemap.xml\n`);
  });

  it('a page cached after an odd first request still names the host as every visitor knows it', async () => {
    const cached = { PAGE_CACHE_SECONDS: '60' };
    const query = `?poison=${Date.now()}`; // a page of its own in the page cache
    const odd = 'SUNRISE.LOCALHOST.:8443';
    expect(
      (await fetchAs(`https://${odd}${path}${query}`, odd, cached)).headers.get('x-page-cache'),
    ).toBe('miss');
    const later = await fetchAs(`http://${RICH}${path}${query}`, RICH, cached);
    expect(later.headers.get('x-page-cache')).toBe('hit');
    expect(absoluteUrls(later.text).canonical).toBe(`http://${RICH}${path}`);
  });
});
