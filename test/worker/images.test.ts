/**
 * The image route (GET /img/<width>/<key>?s=<signature>, decision 050): pictures the site linked,
 * resized by the engine (Miniflare runs it with sharp), in the format the browser accepts, kept at
 * the edge; nothing else costs a read of the file host. And the pages: every provider picture
 * carries candidates from the route, content pictures a box at their real aspect ratio.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { imageSize } from 'image-size';
import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids, sunrise } from '../../demo/fixtures/index.ts';
import { app } from '../../src/app';
import { sizeKvKey } from '../../src/images/facts';
import { signerOf } from '../../src/images/signature';
import { RICH } from '../helpers/hosts';
import { clearCache, demo, demoUrl, get, open } from '../helpers/worker';

const CAMPUS = 'sunrise/campus-1.jpg';
const sign = (key: string) => signerOf('test-image-signing-key').sign(key);
const picture = (width: number, key = CAMPUS) =>
  `/img/${width}/${key.split('/').map(encodeURIComponent).join('/')}?s=${sign(key)}`;

/** The file host's reads of `key` since the last `demo.reset()`. */
async function fileReads(key: string): Promise<number> {
  const files = await demo.fileRequests();
  return files.filter((f) => f.path === `/files/${key}`).length;
}

/** The worker with other settings than the suite's (a fresh env object: its own parsed config). */
async function withSettings(settings: Record<string, string>, path: string, accept = 'image/webp') {
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`http://${RICH}${path}`, { headers: { accept, host: RICH } }),
    { ...env, ...settings },
    ctx,
  );
  const bytes = new Uint8Array(await response.arrayBuffer());
  await waitOnExecutionContext(ctx);
  return { response, bytes };
}

async function fetchPicture(path: string, accept: string) {
  const response = await open(RICH, path, { headers: { accept } });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

beforeEach(async () => {
  await demo.reset();
});

// Ceilings, not waits: a local resize of a 12-megapixel photo (sharp) queues behind others on a
// loaded machine.
describe('the image route', { timeout: 120_000 }, () => {
  it('resizes a linked picture to the width asked, in the best format the browser accepts', async () => {
    const avif = await fetchPicture(picture(640), 'image/avif,image/webp,image/*,*/*;q=0.8');
    expect(avif.response.status).toBe(200);
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    expect(avif.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(avif.response.headers.get('vary')).toBe('Accept');
    expect(avif.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(avif.response.headers.get('content-security-policy')).toContain('sandbox');

    const webp = await fetchPicture(picture(640), 'image/webp,*/*');
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    expect(imageSize(webp.bytes)).toMatchObject({ width: 640, type: 'webp' });

    const jpeg = await fetchPicture(picture(384), 'image/jpeg,image/png;q=0.9,*/*;q=0.5');
    expect(jpeg.response.headers.get('content-type')).toBe('image/jpeg');
    expect(imageSize(jpeg.bytes)).toMatchObject({ width: 384, type: 'jpg' });
    // A photo of megabytes arrives in tens of kilobytes.
    expect(jpeg.bytes.length).toBeLessThan(100_000);
  });

  it('keeps each variant at the edge: a second visitor costs no read of the file host', async () => {
    const path = picture(256);
    await fetchPicture(path, 'image/webp');
    const reads = await fileReads(CAMPUS);
    const again = await fetchPicture(path, 'image/webp');
    expect(again.response.status).toBe(200);
    expect(again.response.headers.get('content-type')).toBe('image/webp');
    expect(await fileReads(CAMPUS)).toBe(reads);
    // Another format is another variant, under its own key: never WebP to a JPEG-only browser.
    const jpeg = await fetchPicture(path, 'image/jpeg');
    expect(jpeg.response.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers 404 with no read of the file host to anything a page never linked', async () => {
    const signature = sign(CAMPUS);
    for (const path of [
      `/img/700/${CAMPUS}?s=${signature}`, // a width outside the fixed set
      `/img/640/${CAMPUS}`, // no signature
      `/img/640/${CAMPUS}?s=${signature.slice(0, -1)}A`, // a forged one
      `/img/640/sunrise/campus-2.jpg?s=${signature}`, // another key's
      `/img/640/sunrise/logo.svg?s=${sign('sunrise/logo.svg')}`, // markup is never served here
      `/img/640/sunrise/%E0%A4?s=${signature}`, // not valid percent-encoding
      `/img/640/https%3A%2F%2Fevil.test%2Fx.jpg?s=${sign('https://evil.test/x.jpg')}`,
    ]) {
      const response = await open(RICH, path, { headers: { accept: 'image/webp' } });
      expect(response.status, path).toBe(404);
      await response.arrayBuffer();
    }
    expect(await demo.fileRequests()).toEqual([]);
    expect(await demo.requests()).toEqual([]);
  });

  it('streams the original when the engine cannot read it, typed by its bytes', async () => {
    await demo.fileFaults([{ pattern: 'campus-2', mode: 'corrupt' }]);
    const { response, bytes } = await fetchPicture(
      picture(640, 'sunrise/campus-2.jpg'),
      'image/webp',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-picture')).toBe('original');
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]); // what the host sent, unchanged
    // Not kept at the edge: once the engine can resize it, visitors get the resized picture.
    await demo.reset();
    const later = await fetchPicture(picture(640, 'sunrise/campus-2.jpg'), 'image/webp');
    expect(later.response.headers.get('x-picture')).toBe('resized');
  });

  it('never sends markup from this origin: an SVG under a picture key stays on the file host', async () => {
    await demo.fileFaults([{ pattern: 'poster-1\\.jpg', mode: 'garbage' }]);
    const key = 'sunrise/poster-1.jpg';
    const { response, bytes } = await fetchPicture(picture(640, key), 'image/webp');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${demoUrl()}/files/${key}`);
    expect(new TextDecoder().decode(bytes)).not.toContain('<script');
  });

  it('answers 502 when the file host fails and 504 when it does not answer, and keeps neither', async () => {
    const key = 'sunrise/campus-3.jpg';
    await demo.fileFaults([{ pattern: 'campus-3', mode: 'status500' }]);
    const failed = await fetchPicture(picture(512, key), 'image/webp');
    expect(failed.response.status).toBe(502);
    expect(failed.response.headers.get('cache-control')).toBe('no-store');

    await demo.fileFaults([{ pattern: 'campus-3', mode: 'hang' }]);
    const silent = await withSettings({ IMAGE_TIMEOUT_MS: '300' }, picture(512, key));
    expect(silent.response.status).toBe(504);
    expect(silent.response.headers.get('cache-control')).toBe('no-store');

    await demo.reset();
    const recovered = await fetchPicture(picture(512, key), 'image/webp');
    expect(recovered.response.status).toBe(200);
    expect(recovered.response.headers.get('x-picture')).toBe('resized');
  });

  it('a key the file host does not have is a 404', async () => {
    const key = 'sunrise/no-such-photo.jpg';
    const { response } = await fetchPicture(picture(256, key), 'image/webp');
    expect(response.status).toBe(404);
  });

  it('with resizing set to webp, a browser that accepts AVIF gets WebP, resized', async () => {
    const { response, bytes } = await withSettings(
      { IMAGE_RESIZING: 'webp' },
      picture(640),
      'image/avif,image/webp,image/apng,image/*,*/*;q=0.8',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-picture')).toBe('resized');
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(imageSize(bytes)).toMatchObject({ width: 640, type: 'webp' });
  });

  it('with resizing off, streams the original as it is', async () => {
    const { response, bytes } = await withSettings({ IMAGE_RESIZING: 'off' }, picture(640));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-picture')).toBe('original');
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(imageSize(bytes).width).toBeGreaterThan(3000);
  });
});

describe('pictures on the pages', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    await clearCache();
  });

  it('every provider picture of the home page comes from the image route, with candidates', async () => {
    const page = await get(RICH, '/');
    expect(page.status).toBe(200);
    const images = [...page.html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    const provider = images.filter((img) => img.includes(`${demoUrl()}/files/`));
    expect(provider).toEqual([]);
    const routed = images.filter((img) => /src="\/img\/\d+\/sunrise\//.test(img));
    expect(routed.length).toBeGreaterThan(3);
    for (const img of routed) expect(img, img).toMatch(/srcSet="[^"]+ \d+w"/);
    // The logo: candidates for a 48px box on phones and 88px on wider screens.
    expect(page.html).toContain('sizes="(max-width: 900px) 48px, 88px"');
    // The page's largest picture is preloaded from this origin with its candidates.
    expect(page.html).toMatch(
      /<link rel="preload" as="image" imageSrcSet="\/img\/512\/sunrise\/campus-0\.jpg\?s=[^"]+ 512w[^"]*" imageSizes="\(min-width: 901px\) 50vw, 100vw"/,
    );
    // The tab icon is small, not the 3 MB original.
    expect(page.html).toMatch(/<link rel="icon" href="\/img\/64\/sunrise\/logo\.png\?s=/);
  });

  it('a content picture gets a box at its real aspect ratio, learnt once per file key', async () => {
    const eventId = ids.sunrise.eventIds[0];
    // The demo makes its photo on first request (about 2 s): made before the render asks its size.
    const bannerKey = sunrise.events.find((e) => e._id === eventId)?.event_banner;
    await (await fetch(`${demoUrl()}/files/${bannerKey}`)).arrayBuffer();
    const page = await get(RICH, `/one/event/${eventId}/detail`);
    expect(page.status).toBe(200);
    const banner = page.html.match(/<img [^>]*sunrise\/event-[^>]*>/)?.[0] ?? '';
    const width = Number(banner.match(/width="(\d+)"/)?.[1]);
    const height = Number(banner.match(/height="(\d+)"/)?.[1]);
    const key = banner.match(/\/img\/\d+\/(sunrise\/event-\d+\.jpg)/)?.[1] ?? '';
    const original = await fetch(`${demoUrl()}/files/${key}`);
    const real = imageSize(new Uint8Array(await original.arrayBuffer()));
    expect(width).toBe(960);
    expect(height).toBe(Math.round((960 * (real.height as number)) / (real.width as number)));
    expect(banner).not.toContain('picture-fit');
    const total = (await (await fetch(`${demoUrl()}/files/${key}`)).arrayBuffer()).byteLength;
    expect(await env.CACHE.get(sizeKvKey(key))).toBe(`${real.width}x${real.height} jpeg ${total}`);
  });

  it('a picture smaller than the first read (a QR code of under 1 KB) gets its real box too', async () => {
    const page = await get(RICH, '/admission/process');
    expect(page.status).toBe(200);
    const qr = page.html.match(/<img [^>]*sunrise\/qr-english\.png[^>]*>/)?.[0] ?? '';
    expect(qr).toContain('width="240" height="240"');
    expect(qr).not.toContain('picture-fit');
  });

  it('a picture whose size the file host does not give in time fits a fixed box (no layout shift)', async () => {
    await demo.fileFaults([{ pattern: 'event-', mode: 'hang' }]);
    const eventId = ids.sunrise.eventIds[1];
    const page = await get(RICH, `/one/event/${eventId}/detail`);
    expect(page.status).toBe(200);
    const banner = page.html.match(/<img [^>]*sunrise\/event-[^>]*>/)?.[0] ?? '';
    expect(banner).toContain('class="picture-fit"');
    expect(banner).toContain('width="960" height="720"');
  });
});

/** Every address an `<img>` of `html` may load (its `src` and `srcSet` candidates). */
function pictureAddresses(html: string): string[] {
  return [...html.matchAll(/<img [^>]*>/g)].flatMap(([img]) => [
    ...(img.match(/ src="([^"]*)"/)?.slice(1) ?? []),
    ...(img
      .match(/ srcSet="([^"]*)"/)?.[1]
      .split(', ')
      .map((c) => c.split(' ')[0]) ?? []),
  ]);
}

/** The file host's reads of `key` that asked for the whole file (the engine's, the original's). */
async function wholeReads(key: string): Promise<number> {
  const files = await demo.fileRequests();
  return files.filter((f) => f.path === `/files/${key}` && f.range === null).length;
}

describe('pictures of every key shape', { timeout: 120_000 }, () => {
  beforeEach(async () => {
    await clearCache();
  });

  it('a profile photo under a 32-hex key with no extension is resized like any photo', async () => {
    const page = await get(RICH, '/');
    const hex = page.html.match(/\/img\/\d+\/([0-9a-f]{32})\?s=/)?.[1];
    expect(hex, 'a testimonial photo under an upload key').toBeDefined();
    // No picture on the page comes from the file host, whatever its key's shape.
    expect(pictureAddresses(page.html).filter((src) => src.includes('/files/'))).toEqual([]);
    const { response, bytes } = await fetchPicture(picture(192, hex), 'image/webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-picture')).toBe('resized');
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(imageSize(bytes).width).toBeLessThanOrEqual(192);
    // A 3 MB phone photo shown in a 96 px circle arrives in a few kilobytes.
    expect(bytes.length).toBeLessThan(30_000);
  });

  it('the staff list sends no original: every photo, whatever its key, through the route', async () => {
    const page = await get(RICH, '/institute/faculties');
    expect(page.status).toBe(200);
    const images = [...page.html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    const uploads = images.filter((img) => /\/img\/\d+\/[0-9a-f]{32}\?s=/.test(img));
    expect(uploads.length).toBeGreaterThan(5);
    expect(pictureAddresses(page.html).filter((src) => src.includes('/files/'))).toEqual([]);
  });

  it('a GIF shows its first frame in a grid, and the viewer keeps a small one moving', async () => {
    const small = 'sunrise/gallery/2025-26/annual day-2.gif';
    const grid = await fetchPicture(picture(384, small), 'image/avif,image/webp');
    expect(grid.response.status).toBe(200);
    expect(grid.response.headers.get('x-picture')).toBe('resized');
    expect(imageSize(grid.bytes)).toMatchObject({ width: 384 });
    expect(grid.response.headers.get('content-type')).not.toBe('image/gif');

    const viewer = await fetchPicture(`${picture(1920, small)}&a=1`, 'image/avif,image/webp');
    expect(viewer.response.status).toBe(200);
    expect(viewer.response.headers.get('content-type')).toBe('image/gif');
    expect(viewer.response.headers.get('x-picture')).toBe('original');

    // A large one moves as an animated WebP (the engine keeps its frames; Miniflare's sharp
    // keeps the first), never as its 2 MB original.
    const large = 'sunrise/gallery/2025-26/annual day-10.gif';
    const moving = await fetchPicture(`${picture(1920, large)}&a=1`, 'image/avif,image/webp');
    expect(moving.response.headers.get('content-type')).toBe('image/webp');
    expect(moving.bytes.length).toBeLessThan(2_000_000);
  });

  it('the gallery links a GIF to the viewer moving, and shows it still in the grid', async () => {
    const years = await get(RICH, '/photo/gallery');
    const categories = [
      ...new Set(
        [
          ...years.html.matchAll(
            /href="(\/photo\/gallery\/year\/[0-9a-f]{24}\/category\/[0-9a-f]{24}[^"]*)"/g,
          ),
        ].map((m) => m[1]),
      ),
    ];
    let page = { html: '' };
    for (const path of categories) {
      page = await get(RICH, path);
      if (page.html.includes('.gif?s=')) break;
    }
    const link = page.html.match(/<a [^>]*href="\/img\/1920\/[^"]*\.gif\?s=[^"]*"[^>]*>/)?.[0];
    expect(link, 'a GIF in the gallery').toBeDefined();
    expect(link).toContain('&amp;a=1');
    const thumb = page.html.match(/<img [^>]*src="\/img\/\d+\/[^"]*\.gif\?s=[^"]*"[^>]*>/)?.[0];
    expect(thumb).toBeDefined();
    expect(thumb).not.toContain('a=1');
  });
});

describe('hostile originals', { timeout: 120_000 }, () => {
  it('refuses an original of too many pixels with a placeholder, reading only its first bytes', async () => {
    await demo.fileFaults([{ pattern: 'poster-4\\.jpg', mode: 'giant-pixels' }]);
    const key = 'sunrise/poster-4.jpg';
    for (const width of [256, 1280]) {
      const { response, bytes } = await fetchPicture(picture(width, key), 'image/webp');
      expect(response.status).toBe(200);
      expect(response.headers.get('x-picture')).toBe('refused');
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('content-security-policy')).toContain('sandbox');
      expect(bytes.length).toBeLessThan(2_000);
    }
    expect(await wholeReads(key)).toBe(0);
  });

  it('refuses an original of too many bytes, never reading it whole', async () => {
    await demo.fileFaults([{ pattern: 'poster-7\\.jpg', mode: 'giant-bytes' }]);
    const key = 'sunrise/poster-7.jpg';
    const { response } = await fetchPicture(picture(640, key), 'image/webp');
    expect(response.headers.get('x-picture')).toBe('refused');
    expect(await wholeReads(key)).toBe(0);
    // Not even when the engine is off and the original would be sent as it is.
    const off = await withSettings({ IMAGE_RESIZING: 'off' }, picture(640, key));
    expect(off.response.headers.get('x-picture')).toBe('refused');
    expect(await wholeReads(key)).toBe(0);
  });

  it('does not follow the file host to another host, and keeps nothing of it', async () => {
    await demo.fileFaults([{ pattern: 'poster-10\\.jpg', mode: 'redirect' }]);
    const { response } = await fetchPicture(picture(640, 'sunrise/poster-10.jpg'), 'image/webp');
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('location')).toBeNull();
  });

  it('makes one picture once, whichever host it is asked on', async () => {
    const key = 'sunrise/poster-13.jpg';
    const path = picture(640, key);
    for (let i = 0; i < 40; i++) {
      const response = await open(`host-${i}.example`, path, { headers: { accept: 'image/webp' } });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    expect(await wholeReads(key)).toBe(1);
  });

  it('answers what it refuses with the same sandbox as a picture', async () => {
    const response = await open(RICH, `/img/640/${CAMPUS}`, { headers: { accept: 'image/webp' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
