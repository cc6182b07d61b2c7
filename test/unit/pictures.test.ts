/**
 * The image route's pure parts (decision 050): which keys it resizes, the widths it makes and a
 * page lists, the format by `Accept`, a picture's box, its size from its first bytes, and the
 * signature of a key.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatFacts, parseFacts, parseSize, sizeFromBytes } from '../../src/images/facts';
import { signerOf } from '../../src/images/signature';
import { sniffFileKind } from '../../src/lib/pictureKind';
import {
  candidateWidths,
  fitBox,
  isPictureWidth,
  keyFromPath,
  negotiateFormat,
  PICTURE_WIDTHS,
  pictureKey,
  pictureSrc,
} from '../../src/lib/pictures';

describe('pictureKey', () => {
  it('is the canonical key of a picture the route takes, and nothing for markup or addresses', () => {
    expect(pictureKey(' sunrise//a/./b.JPG ')).toBe('sunrise/a/b.JPG');
    expect(pictureKey('x/../y.png')).toBe('x/y.png');
    // The provider's uploads have no extension, and a GIF's first frame shows in grids: the route
    // decides by their bytes.
    expect(pictureKey('9f0c4e2a1b3d5f7e9a0c2e4f6a8b0d1e')).toBe('9f0c4e2a1b3d5f7e9a0c2e4f6a8b0d1e');
    expect(pictureKey('a/anim.gif')).toBe('a/anim.gif');
    for (const key of ['a/logo.svg', 'a/doc.pdf', 'https://x.test/a.jpg', '', ' '])
      expect(pictureKey(key), key).toBeUndefined();
    expect(pictureKey('javascript:alert(1).jpg')).toBeUndefined();
  });

  it('reads back from a route path: each segment decoded, bad encoding refused', () => {
    const key = 'sunrise/gallery/2025-26/वार्षिक दिन (1).jpg';
    const src = pictureSrc(key, 640, 'sig');
    expect(src).toBe(
      `/img/640/sunrise/gallery/2025-26/${encodeURIComponent('वार्षिक दिन (1).jpg')}?s=sig`,
    );
    expect(src).toContain('%20(1).jpg');
    const path = src.slice('/img/640/'.length, src.indexOf('?'));
    expect(keyFromPath(path)).toBe(key);
    expect(keyFromPath('sunrise/%E0%A4.jpg')).toBeUndefined();
    expect(keyFromPath('sunrise/a.svg')).toBeUndefined();
  });
});

describe('widths', () => {
  it('neighbours are at most 1.5x apart, so the chosen candidate is never twice what is needed', () => {
    for (let i = 1; i < PICTURE_WIDTHS.length; i++)
      expect(PICTURE_WIDTHS[i] / PICTURE_WIDTHS[i - 1]).toBeLessThanOrEqual(1.5);
    expect(isPictureWidth(640)).toBe(true);
    expect(isPictureWidth(700)).toBe(false);
  });

  it('a box lists candidates from a quarter of it to 3x it, never past the original', () => {
    expect(candidateWidths(48)).toEqual([64, 96, 128, 192]);
    expect(candidateWidths(1920)).toEqual([512, 640, 828, 1080, 1280, 1600, 1920]);
    expect(candidateWidths(640, { width: 900, height: 600 })).toEqual([
      192, 256, 384, 512, 640, 828, 1080,
    ]);
    expect(candidateWidths(640, { width: 300, height: 200 })).toEqual([192, 256, 384]);
  });

  it('a box keeps the picture real aspect ratio and is never wider than the original', () => {
    expect(fitBox({ width: 4032, height: 3024 }, 960)).toEqual({ width: 960, height: 720 });
    expect(fitBox({ width: 3024, height: 4032 }, 960)).toEqual({ width: 960, height: 1280 });
    expect(fitBox({ width: 300, height: 100 }, 960)).toEqual({ width: 300, height: 100 });
  });
});

describe('negotiateFormat', () => {
  it('AVIF, else WebP, else the original kind; q=0 refuses', () => {
    expect(negotiateFormat('image/avif,image/webp,image/apng,image/*,*/*;q=0.8')).toBe('avif');
    expect(negotiateFormat('image/webp,*/*')).toBe('webp');
    expect(negotiateFormat('image/avif;q=0, image/webp')).toBe('webp');
    // IMAGE_RESIZING=webp: AVIF is never chosen, whatever the browser accepts.
    expect(negotiateFormat('image/avif,image/webp,*/*', { avif: false })).toBe('webp');
    expect(negotiateFormat('image/avif,*/*', { avif: false })).toBeUndefined();
    expect(negotiateFormat('image/*')).toBeUndefined();
    expect(negotiateFormat(undefined)).toBeUndefined();
  });
});

describe('sizes', () => {
  it('reads a JPEG size from its first bytes, turned by its EXIF orientation', async () => {
    const stored = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#888' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(sizeFromBytes(new Uint8Array(stored))).toEqual({ width: 300, height: 400 });
    const png = await sharp({
      create: { width: 120, height: 80, channels: 4, background: '#0000' },
    })
      .png()
      .toBuffer();
    expect(sizeFromBytes(new Uint8Array(png.subarray(0, 64)))).toEqual({ width: 120, height: 80 });
    expect(sizeFromBytes(new TextEncoder().encode('<html>not a picture</html>'))).toBeNull();
  });

  it('parses only what it wrote', () => {
    expect(parseSize('4032x3024')).toEqual({ width: 4032, height: 3024 });
    for (const text of ['', '0x10', '10x', 'x10', '1e3x10', '4032x3024 ', null])
      expect(parseSize(text), String(text)).toBeNull();
  });
});

describe('signature', () => {
  it('is 16 characters of base64url, the same in every isolate for one secret, and checked exactly', () => {
    const a = signerOf('secret-one');
    const signature = a.sign('sunrise/campus-0.jpg');
    expect(signature).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(signerOf('secret-one').sign('sunrise/campus-0.jpg')).toBe(signature);
    expect(signerOf('secret-two').sign('sunrise/campus-0.jpg')).not.toBe(signature);
    expect(a.sign('sunrise/campus-1.jpg')).not.toBe(signature);
    expect(a.verify('sunrise/campus-0.jpg', signature)).toBe(true);
    expect(a.verify('sunrise/campus-0.jpg', `${signature.slice(0, -1)}x`)).toBe(false);
    expect(a.verify('sunrise/campus-0.jpg', signature.slice(0, -1))).toBe(false);
    expect(a.verify('sunrise/campus-0.jpg', undefined)).toBe(false);
  });
});

describe('sniffFileKind', () => {
  const bytesOf = (text: string) => new TextEncoder().encode(text);
  it('names a picture by its first bytes, whatever its key says', async () => {
    const pixel = sharp({ create: { width: 4, height: 3, channels: 3, background: '#123' } });
    for (const kind of ['jpeg', 'png', 'webp', 'gif', 'avif'] as const) {
      const bytes = new Uint8Array(await pixel.clone().toFormat(kind).toBuffer());
      expect(sniffFileKind(bytes), kind).toBe(kind);
    }
    expect(
      sniffFileKind(bytesOf('\uFEFF<?xml version="1.0"?>\n<!-- x --><svg xmlns="..."/>')),
    ).toBe('svg');
    for (const other of ['%PDF-1.7', '<html><svg>', '', 'GIF90a', 'RIFF....WAVE'])
      expect(sniffFileKind(bytesOf(other)), other).toBe('other');
  });
});

describe('picture facts as KV keeps them', () => {
  it('round-trips, and reads a record of size alone (an earlier deploy) without its kind', () => {
    const facts = { kind: 'jpeg' as const, size: { width: 4032, height: 3024 }, bytes: 2718281 };
    expect(formatFacts(facts)).toBe('4032x3024 jpeg 2718281');
    expect(parseFacts(formatFacts(facts))).toEqual(facts);
    expect(parseFacts('- other 12')).toEqual({ kind: 'other', size: null, bytes: 12 });
    expect(parseFacts('640x480')).toEqual({ size: { width: 640, height: 480 } });
    for (const bad of ['', 'x', '640x480 exe 1', '640x480 jpeg 1 2'])
      expect(parseFacts(bad), bad).toBeNull();
  });
});
