/**
 * A list of pages to choose from, as GOV.UK's document list and search results show them: one
 * line of title (the link) per entry with a muted meta line under it (date, kind, a mark),
 * separated by rules, at most a reading measure wide (site.css `.listing`). The notice and event
 * lists use it.
 */
import { Fragment, type ReactNode } from 'react';

/** The list itself: a `<ul>` of {@link ListingItem}s. */
export function Listing({ className, children }: { className?: string; children: ReactNode }) {
  return <ul className={className ? `listing ${className}` : 'listing'}>{children}</ul>;
}

/**
 * An entry's title: a link to its page (`href`), or plain text for an entry without one, inside a
 * heading of `level` when the list sits under a heading of its own.
 */
export function ListingTitle({
  href,
  lang,
  level,
  children,
}: {
  href: string | undefined;
  lang: string | undefined;
  level?: 'h2' | 'h3';
  children: string;
}) {
  const title = href ? (
    <a className="listing-title" href={href} lang={lang}>
      {children}
    </a>
  ) : (
    <span className="listing-title" lang={lang}>
      {children}
    </span>
  );
  const Heading = level;
  return Heading ? <Heading className="listing-heading">{title}</Heading> : title;
}

/** The meta line: its parts (those given) separated by a middle dot screen readers skip. */
export function ListingMeta({ parts }: { parts: ReactNode[] }) {
  const shown = parts.filter((part) => part || part === 0);
  if (shown.length === 0) return null;
  return (
    <p className="meta listing-meta">
      {shown.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <>
              {' '}
              <span aria-hidden="true" className="listing-dot">
                ·
              </span>{' '}
            </>
          )}
          {part}
        </Fragment>
      ))}
    </p>
  );
}
