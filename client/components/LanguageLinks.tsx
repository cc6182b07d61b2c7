/** One entry of the language switcher: a language, its name in its own script, the page in it. */
export type LanguageLink = { lang: string; name: string; href: string; current: boolean };

/**
 * The language switcher (issue 19): plain links to this page in the other languages, each named
 * in its own language and script and marked with it (`lang`, `hreflang`); the current language is
 * text, not a link. Shared by the top bar (server) and the drawer (island), which get the links
 * from the server: the client bundle holds no catalogue.
 */
export function LanguageLinks({
  label,
  links,
  className = 'languages',
}: {
  label: string;
  links: LanguageLink[];
  /** The list's look: the switcher's, or (phones' header band) another's. */
  className?: string;
}) {
  return (
    <nav className={className} aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.lang}>
            {link.current ? (
              <span lang={link.lang} aria-current="true">
                {link.name}
              </span>
            ) : (
              <a href={link.href} lang={link.lang} hrefLang={link.lang}>
                {link.name}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
