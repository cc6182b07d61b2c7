/** Video-host links (spec 2.1 video viewer). Pure: no I/O; used by the worker and the viewer island. */

const ID = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const PATH_FORMS = /^\/(?:shorts|embed|live|v)\/([^/?#]+)/;

/**
 * The 11-character YouTube id of a watch URL (`?v=`), a shorts URL (`/shorts/{id}`), an
 * embed, live or youtu.be URL, or a bare id; `undefined` for anything else.
 *
 * @example youtubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3') // 'dQw4w9WgXcQ'
 */
export function youtubeId(urlOrId: string | undefined | null): string | undefined {
  const value = (urlOrId ?? '').trim();
  if (ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase();
  let candidate: string | null | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') candidate = url.pathname.split('/')[1];
  else if (HOSTS.has(host))
    candidate =
      url.pathname === '/watch' ? url.searchParams.get('v') : PATH_FORMS.exec(url.pathname)?.[1];
  return candidate && ID.test(candidate) ? candidate : undefined;
}

/** Thumbnail image of a video (480x360, always present for a public video). */
export function youtubeThumb(id: string): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(id)}/hqdefault.jpg`;
}

/** The privacy-enhanced embedded player, autoplaying (spec 2.1). */
export function youtubeEmbed(id: string, autoplay = true): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}${autoplay ? '?autoplay=1' : ''}`;
}
