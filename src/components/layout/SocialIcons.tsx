import type { SocialLink } from '../../frame/menus';

const PATHS: Record<SocialLink['network'], string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z',
  twitter: 'M4 4l7 9-7 7h2l6-6 4 6h5l-7-10 6-6h-2l-5 5-3-5z',
  linkedin:
    'M5 9h3v11H5zM6.5 4A1.8 1.8 0 1 1 6.5 7.6 1.8 1.8 0 0 1 6.5 4zM10 9h3v1.6c.5-.9 1.7-1.8 3.4-1.8 3.3 0 3.6 2.2 3.6 5V20h-3v-5.5c0-1.3 0-3-1.8-3s-2.2 1.4-2.2 2.9V20h-3z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5 3z',
  instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17 6.2a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
};

/**
 * The institute's social links as icon links named by visually hidden text (read aloud and
 * machine-translated, unlike an aria-label); nothing when it has none.
 */
export function SocialIcons({ links }: { links: SocialLink[] }) {
  if (links.length === 0) return null;
  return (
    <ul className="social">
      {links.map((link) => (
        <li key={link.network}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" data-social={link.network}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d={PATHS[link.network]} fill="currentColor" />
            </svg>
            <span className="visually-hidden">{link.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
