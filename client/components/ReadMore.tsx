/** Spec 9: testimonial bios longer than this show their first 200 characters and Read More. */
const READ_MORE_LIMIT = 200;

/** The toggle's two labels, in the page's language: the server passes them (issue 19). */
export type ReadMoreLabels = { more: string; less: string };

/**
 * Long text cut to its first `limit` characters with a Read More / Read Less toggle (spec 2.2).
 * The toggle is a native `<details>`; CSS (`.read-more:has(> details[open])`) shows the rest, so
 * it works without JavaScript, needs no hydration state and cannot mismatch. Screen readers hear
 * the full text once expanded, as sighted visitors see it.
 */
export function ReadMore({
  text,
  labels,
  limit = READ_MORE_LIMIT,
  className,
}: {
  text: string;
  labels: ReadMoreLabels;
  limit?: number;
  className?: string;
}) {
  const chars = Array.from(text);
  const classes = ['read-more', className].filter(Boolean).join(' ');
  if (chars.length <= limit) return <p className={classes}>{text}</p>;
  return (
    <div className={classes}>
      <p className="read-more-text">
        {chars.slice(0, limit).join('')}
        <span className="read-more-ellipsis">...</span>
        <span className="read-more-rest">{chars.slice(limit).join('')}</span>
      </p>
      <details className="read-more-toggle">
        <summary>
          <span className="read-more-more">{labels.more}</span>
          <span className="read-more-less">{labels.less}</span>
        </summary>
      </details>
    </div>
  );
}
