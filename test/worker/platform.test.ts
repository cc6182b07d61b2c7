/**
 * The platform in workerd with a real KV, against the demo provider over HTTP: host resolution,
 * the frame (title, favicon, menus and their toggles, social links, footer), the home page and
 * its empty cases.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import { HINDI, RICH, SPARSE } from '../helpers/hosts';
import {
  clearCache,
  demo,
  get,
  open,
  pictureHref,
  sentUntil,
  settleCache,
  visibleText,
} from '../helpers/worker';

beforeEach(async () => {
  await demo.reset();
});

describe('host to institute', () => {
  it('serves each demo institute on its own host, and localhost as the rich one', async () => {
    for (const host of ['localhost', RICH, HINDI, SPARSE]) {
      const page = await get(host, '/');
      expect(page.status, host).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
    }
    expect((await get(RICH, '/')).html).toContain('Sunrise College');
    expect((await get(HINDI, '/')).html).toContain('Gyandeep');
  });

  it('normalises the Host header: case, port and trailing dot', async () => {
    for (const host of ['SUNRISE.localhost', 'sunrise.localhost:8787', 'sunrise.localhost.']) {
      const page = await get(host, '/');
      expect(page.status, host).toBe(200);
      expect(page.html).toContain('Sunrise College');
    }
  });

  it('redirects a www. prefix the provider does not store to the stored host, path, query and port kept', async () => {
    await demo.clearRequests();
    const page = await get('www.sunrise.localhost:8787', '/notices?page=2&x=%3Cb%3E');
    expect(page.status).toBe(301);
    // The port too: a local `npm start` on 8787 would otherwise lead to port 80.
    expect(page.headers.get('location')).toBe(
      'http://sunrise.localhost:8787/notices?page=2&x=%3Cb%3E',
    );
    expect(page.headers.get('cache-control')).toBe('public, max-age=3600');
    // Decided by the host lookup alone, before any page work.
    expect((await demo.requests()).map((r) => r.path)).toEqual([
      '/api/v1/admin/sub/domain/by/host',
    ]);
  });

  it('redirects the bare host to the www. host the provider stores, and serves the www. host', async () => {
    const bare = await get('vidya.localhost', '/contact');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('http://www.vidya.localhost/contact');
    const page = await get('www.vidya.localhost', '/');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Gyandeep');
    expect(page.html).toContain('<link rel="canonical" href="http://www.vidya.localhost/"');
  });

  it('serves the default demo institute on 127.0.0.1 as on localhost', async () => {
    const page = await get('127.0.0.1:8787', '/');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Sunrise College');
  });

  it('finds a host that is a substring of an earlier record (college.localhost after mycollege.localhost)', async () => {
    for (const host of ['college.localhost', 'COLLEGE.localhost.']) {
      const page = await get(host, '/');
      expect(page.status, host).toBe(200);
      expect(page.html, host).toContain('Gyandeep');
    }
    expect((await get('www.college.localhost', '/')).headers.get('location')).toBe(
      'http://college.localhost/',
    );
    const earlier = await get('mycollege.localhost', '/');
    expect(earlier.status).toBe(200);
    expect(earlier.html).toContain('Hillview');
  });

  it('answers an unknown host with the branded 404, never another institute', async () => {
    // `ocalhost` and `a` are substrings of stored paths: the provider's regex matches somebody.
    for (const host of [
      'unknown.example.edu',
      'ocalhost',
      'a',
      'sunrise.localhost.evil.com',
      'unlinked.localhost',
      'closed.localhost',
    ]) {
      const page = await get(host, '/');
      expect(page.status, host).toBe(404);
      expect(page.html, host).toContain('No institute is configured for this address');
      expect(page.html, host).not.toContain('Sunrise College');
    }
  });

  it('refuses hosts that are not plain names without asking the provider', async () => {
    await demo.clearRequests();
    for (const host of ['.*', 'a(b', '[::1]']) {
      const page = await get(host, '/');
      expect(page.status, host).toBe(404);
    }
    expect((await demo.requests()).filter((r) => r.path.includes('sub/domain'))).toEqual([]);
  });
});

describe('frame', () => {
  it('has the institute name as title, the logo as favicon, and a placeholder logo when there is none', async () => {
    const rich = await get(RICH, '/');
    expect(rich.html).toMatch(/<title>Sunrise College[^<]*<\/title>/);
    expect(rich.html).toMatch(/<link rel="icon" href="\/img\/64\/sunrise\/logo\.png\?s=[^"]+"/);
    const sparse = await get(SPARSE, '/');
    expect(sparse.html).toContain('/img/placeholder-logo.svg');
    expect(sparse.html).toMatch(/<link rel="icon" href="\/img\/favicon.svg"/);
  });

  it('shows social links only when the institute has them', async () => {
    const rich = await get(RICH, '/');
    for (const network of ['facebook', 'twitter', 'linkedin', 'youtube', 'instagram'])
      expect(rich.html).toContain(`data-social="${network}"`);
    const sparse = await get(SPARSE, '/');
    expect(sparse.html).not.toContain('data-social=');
  });

  it('shows every menu with its toggle on, and none with its toggle off', async () => {
    const rich = visibleText((await get(RICH, '/')).html);
    for (const label of [
      'About Us',
      'Academic Courses',
      'Department',
      'Admission',
      'R&D',
      'IQAC',
      'NAAC',
      'AQAR',
      'NIRF',
      'Special Status',
      'Institutional Dist.',
      'Committees',
      'Examinations',
      'Notice',
      'Library',
      'Alumni',
    ]) {
      expect(rich, label).toContain(label);
    }
    for (const sub of [
      'Institute Profile',
      'Administrations',
      'Accrediation',
      'Faculties',
      'Governing Body',
    ])
      expect(rich, sub).toContain(sub);
    const sparse = (await get(SPARSE, '/')).html;
    const menubar = sparse.slice(sparse.indexOf('class="menubar"'), sparse.indexOf('id="main"'));
    for (const label of [
      'About Us',
      'Academic Courses',
      'R&amp;D',
      'IQAC',
      'Committees',
      'Examinations',
      'Library',
    ])
      expect(menubar, label).not.toContain(`>${label}<`);
    expect(menubar).toContain('>Home<');
  });

  it('leaves IQAC, RND and NAAC out of the committee menu', async () => {
    const html = (await get(RICH, '/')).html;
    const start = html.indexOf('<summary>Committees</summary>');
    expect(start).toBeGreaterThan(0);
    const menu = html.slice(start, html.indexOf('</details>', start));
    expect(menu).toContain(`/committee/${ids.sunrise.iqacId!}/one/`);
    for (const excluded of ids.sunrise.excludedCommitteeIds) expect(menu).not.toContain(excluded);
  });

  it('links New Admission (two targets by screen size), galleries, contact, login, and the library with its first id', async () => {
    const html = (await get(RICH, '/')).html;
    expect(html).toContain('href="/admission?tab=new-admission"');
    expect(html).toContain('href="/admission/application"');
    expect(html).toContain('href="/photo/gallery"');
    expect(html).toContain('href="/video/gallery"');
    expect(html).toContain('href="/contact/us"');
    expect(html).toMatch(/href="[^"]*\/login"[^>]*>Login/);
    expect(html).toContain(`href="/library/${ids.sunrise.libraryId}"`);
  });

  it('shows the student corner only when its list is non-empty', async () => {
    expect((await get(RICH, '/')).html).toContain('Student Corner');
    expect((await get(SPARSE, '/')).html).not.toContain('Student Corner');
  });

  it('has a footer with the current year', async () => {
    const text = visibleText((await get(RICH, '/')).html);
    for (const area of [
      'How to Reach',
      'Social Links',
      'Useful Links',
      'Internal Links',
      'Contact Us',
    ])
      expect(text).toContain(area);
    expect(text).toContain(`© ${new Date().getUTCFullYear()}`);
  });

  it('serialises the shared client state once with the institute name, short name and id', async () => {
    const html = (await get(RICH, '/')).html;
    const states =
      html.match(/<script type="application\/json" id="site-state">([^<]*)<\/script>/g) ?? [];
    expect(states).toHaveLength(1);
    const state = JSON.parse(states[0]!.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''));
    expect(state).toMatchObject({
      id: ids.sunrise.insId,
      shortName: 'sunrise',
      admissionId: '',
      libraryId: '',
    });
    expect(state.name).toContain('Sunrise College');
  });
});

describe('home page', () => {
  it('renders the image carousel, notice, event and quick link columns and testimonials', async () => {
    const html = (await get(RICH, '/')).html;
    expect(html).toContain('data-island-id="home-images"');
    expect(html).toMatch(/href="\/notice"[^>]*>Notice</);
    expect(html).toMatch(/href="\/event"[^>]*>Event</);
    expect(html).toContain(`/one/notice/${ids.sunrise.noticeIds[0]}/detail`);
    expect(html).toContain('/one/event/');
    expect(html).toContain('Quick Links');
    expect(html).toContain('data-island-id="home-testimonials-carousel"');
    // A quick link with typo YES opens its link in a new tab; others open the file in the viewer.
    expect(html).toMatch(
      /<a href="https?:\/\/[^"]+" target="_blank" rel="noopener noreferrer">[^<]+<\/a><\/li>/,
    );
    expect(html).toMatch(/class="quick-links">[\s\S]*data-file-viewer/);
  });

  it('names a quick link file sent without a name after its key', async () => {
    const unnamed = (
      sunrise.landing.home_opener_quick_links as { name?: string; link_images: string }[]
    ).find((l) => !l.name)!;
    expect(unnamed, 'fixture has an unnamed quick link').toBeDefined();
    const html = (await get(RICH, '/')).html;
    const quick = /class="quick-links">[\s\S]*?<\/ul>/.exec(html)![0];
    // A picture: the link opens its widest variant in the viewer, with the candidates.
    const link = quick.indexOf(`<a href="${pictureHref(unnamed.link_images, 1920)}" data-srcset="`);
    expect(link).toBeGreaterThanOrEqual(0);
    expect(quick.slice(link)).toMatch(
      /^<a [^>]*" data-file-viewer="" target="_blank" rel="noopener">fee structure<\/a>/,
    );
    expect(quick).not.toMatch(/rel="noopener">\s*<\/a>/);
  });

  it('asks for 20 notices and 20 events, and cuts long titles to 70 characters plus ...', async () => {
    await clearCache();
    await demo.clearRequests();
    const html = (await get(RICH, '/')).html;
    const requests = await demo.requests();
    expect(requests.find((r) => r.path.endsWith('/announcemnt'))?.search).toMatch(/limit=20/);
    expect(requests.find((r) => r.path.includes('/all/events'))?.search).toMatch(/limit=20/);
    const titles = [...html.matchAll(/"title":"((?:[^"\\]|\\.)*)"/g)].map(
      (m) => JSON.parse(`"${m[1]}"`) as string,
    );
    expect(titles.some((t) => t.endsWith('...') && Array.from(t).length === 73)).toBe(true);
    expect(titles.every((t) => Array.from(t).length <= 73)).toBe(true);
  });

  it('autoplays the pictures and testimonials no faster than one step per 6 s, the news lists never', async () => {
    const html = (await get(RICH, '/')).html;
    const props = (id: string) =>
      JSON.parse(
        html.match(
          new RegExp(`<script type="application/json" id="${id}-props">([^<]*)</script>`),
        )![1],
      );
    expect(props('home-images')).toMatchObject({ autoplayMs: 6000, loop: true });
    expect(props('home-notices')).toMatchObject({
      autoplayMs: 0,
      visibleSlides: 5,
      orientation: 'vertical',
    });
    expect(props('home-events')).toMatchObject({ autoplayMs: 0 });
    expect(props('home-testimonials-carousel')).toMatchObject({
      autoplayMs: 8000,
      loop: true,
      perView: { mobile: 1, desktop: 3 },
    });
  });

  it('shows Read More for bios over 200 characters only', async () => {
    const html = (await get(RICH, '/')).html;
    expect(html).toContain('Read More');
  });

  it('renders the sparse institute with empty news states and no carousel, quick links or testimonials', async () => {
    const page = await get(SPARSE, '/');
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('data-island-id="home-images"');
    expect(page.html).not.toContain('home-testimonials-carousel');
    expect(page.html).toContain('No notices yet.');
    expect(page.html).toContain('No events yet.');
    expect(page.html).not.toContain('id="home-quick"');
    expect(page.html).not.toMatch(/undefined|\[object Object\]|NaN/);
  });
});

describe('home page on a cold cache', () => {
  /** The menubar as sent: from its opening tag to the main content. */
  const menubar = (html: string) =>
    html.slice(html.indexOf('class="menubar"'), html.indexOf('id="main"'));

  it('sends head, header, page and footer once the institute is read, and streams the menus in when their reads answer', async () => {
    await clearCache();
    // The quality tree is two round trips behind the institute record (committees, then the tree).
    // Past the 1 s the page waits to be sent whole (decision 055), within the 5 s read timeout.
    await demo.faults({ faults: [{ pattern: '/all/things$', latencyMs: 3000 }] });
    const response = await open(RICH, '/');
    expect(response.status).toBe(200);
    const { sent, rest: readRest } = await sentUntil(response, '</footer>');
    expect(sent).toMatch(/<title>Sunrise College[^<]*<\/title>/);
    expect(sent).toContain('application/ld+json');
    expect(sent).toContain('<h1 class="hero-title">');
    expect(sent).toContain('</footer>');
    // Meanwhile the menus that need no further read, plain HTML; the quality menus are not there yet.
    expect(menubar(sent)).toContain('aria-busy="true"');
    expect(menubar(sent)).toContain('>About Us<');
    expect(sent).not.toContain('href="/naac/');
    const rest = await readRest();
    expect(rest).toContain('href="/naac/');
    expect(rest).toContain('data-island-id="drawer"');
    expect(rest).toMatch(/<script nonce="[^"]+">/); // React's swap of the streamed menus
  });

  it('sends the menus in place once the cache holds them, with nothing to swap in', async () => {
    await clearCache();
    await get(RICH, '/');
    await settleCache();
    const html = (await get(RICH, '/')).html;
    expect(menubar(html)).toContain('href="/naac/');
    expect(menubar(html)).not.toContain('aria-busy');
    expect(html).not.toContain('drawer-pending');
    expect(html).toContain('data-island-id="drawer"');
  });
});
