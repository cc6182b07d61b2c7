/** Gallery helpers: a list's cover is its first showable picture; pictures are named by list and place. */
import { describe, expect, it } from 'vitest';
import { galleryCover, pictureCount, pictureName, pictures } from '../../src/lib/gallery';

describe('gallery helpers', () => {
  it('the cover is the first photo naming a file, or the first playable video as its thumbnail', () => {
    expect(galleryCover('photo', ['', '  ', 'ins/a.jpg', 'ins/b.jpg'])).toEqual({
      fileKey: 'ins/a.jpg',
    });
    expect(galleryCover('video', ['not a video', 'https://youtu.be/dQw4w9WgXcQ'])).toEqual({
      src: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    });
    expect(galleryCover('photo', [])).toBeNull();
    expect(galleryCover('video', ['nothing'])).toBeNull();
    expect(pictures('photo', ['', 'ins/a.jpg'])).toEqual(['ins/a.jpg']);
  });

  it('names a picture by its list and place, and counts in words', () => {
    expect(pictureName('Annual Day 2025-26', 'photo', 2, 12)).toBe(
      'Annual Day 2025-26 — photo 3 of 12',
    );
    expect(pictureCount('photo', 0)).toBe('No photos yet');
    expect(pictureCount('photo', 1)).toBe('1 photo');
    expect(pictureCount('video', 6)).toBe('6 videos');
  });
});
