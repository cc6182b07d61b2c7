/** The one "this section could not be loaded" notice, shown in place of a section whose read failed. */
export function SectionNotice({ what }: { what: string }) {
  return (
    <p className="section-notice" role="status">
      {`${what} could not be loaded right now. Please try again in a little while.`}
    </p>
  );
}

/** Shown where a list the provider sent is empty. */
export function Empty({ children = 'Nothing to show yet.' }: { children?: string }) {
  return <p className="empty">{children}</p>;
}
