import { describe, expect, it } from 'vitest';
import { youtubeEmbed, youtubeId, youtubeThumb } from '../../src/lib/video';

const ID = 'dQw4w9WgXcQ';

describe('youtubeId', () => {
  it('reads watch URLs (the v parameter)', () => {
    expect(youtubeId(`https://www.youtube.com/watch?v=${ID}`)).toBe(ID);
    expect(youtubeId(`https://youtube.com/watch?feature=share&v=${ID}&t=42s`)).toBe(ID);
    expect(youtubeId(`http://m.youtube.com/watch?v=${ID}`)).toBe(ID);
    expect(youtubeId(`www.youtube.com/watch?v=${ID}`)).toBe(ID);
    expect(youtubeId(`  https://music.youtube.com/watch?v=${ID}  `)).toBe(ID);
  });
  it('reads shorts, embed, live and youtu.be URLs', () => {
    expect(youtubeId(`https://www.youtube.com/shorts/${ID}`)).toBe(ID);
    expect(youtubeId(`https://youtube.com/shorts/${ID}?si=abc`)).toBe(ID);
    expect(youtubeId(`https://www.youtube.com/embed/${ID}`)).toBe(ID);
    expect(youtubeId(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`)).toBe(ID);
    expect(youtubeId(`https://www.youtube.com/live/${ID}`)).toBe(ID);
    expect(youtubeId(`https://youtu.be/${ID}?t=5`)).toBe(ID);
  });
  it('accepts a bare 11-character id', () => {
    expect(youtubeId(ID)).toBe(ID);
    expect(youtubeId('a_b-C1234xY')).toBe('a_b-C1234xY');
  });
  it('rejects other hosts, schemes, malformed ids and junk', () => {
    for (const bad of [
      '',
      'hello',
      `https://evil.example/watch?v=${ID}`,
      `https://youtube.com.evil.example/watch?v=${ID}`,
      `javascript:alert('${ID}')`,
      'https://www.youtube.com/watch?v=short',
      `https://www.youtube.com/watch?v=${ID}"><script>`,
      'https://www.youtube.com/channel/UCabcdefghijk',
      'https://www.youtube.com/watch',
      `${ID}x`,
    ]) {
      expect(youtubeId(bad), bad).toBeUndefined();
    }
    expect(youtubeId(undefined)).toBeUndefined();
    expect(youtubeId(null)).toBeUndefined();
  });
});

describe('youtube URLs', () => {
  it('builds the no-cookie autoplay embed and the thumbnail', () => {
    expect(youtubeEmbed(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`);
    expect(youtubeEmbed(ID, false)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
    expect(youtubeThumb(ID)).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
  });
});
