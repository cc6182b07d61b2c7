/**
 * The text sizes a visitor can choose, smallest first: 87.5 %, the browser's own size, 125 % and
 * 150 % (site.css sizes the root by them).
 */
const TEXT_SIZES = ['small', 'normal', 'large', 'largest'] as const;
type TextSize = (typeof TEXT_SIZES)[number];

/** The accessible names of the text size links, in the page's language (from the server). */
export type TextSizeLabels = {
  label: string;
  smaller: string;
  normal: string;
  larger: string;
  largest: string;
};

const GLYPH: Record<TextSize, string> = { small: 'A-', normal: 'A', large: 'A+', largest: 'A++' };

/**
 * A-, A, A+, A++ (issues 19 and 31, decisions 040 and 069). Without JavaScript each is a link to
 * a hidden target of the page (`#text-large`), and CSS sizes the root by `:target` and marks the
 * link of the size in force; with it, a click also sets `<html data-text-size>`, moves
 * `aria-current` to the link and remembers the size (client/behaviours.ts). Either way the page's
 * HTML is the same for every visitor: no query, no cookie; it marks the browser's own size, the
 * one a page opens in.
 */
export function TextSizeLinks({ labels }: { labels: TextSizeLabels }) {
  const names: Record<TextSize, string> = {
    small: labels.smaller,
    normal: labels.normal,
    large: labels.larger,
    largest: labels.largest,
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of links, not a form's fieldset
    <div className="text-size" role="group" aria-label={labels.label}>
      {TEXT_SIZES.map((size) => (
        <a
          key={size}
          href={`#text-${size}`}
          data-text-size={size}
          aria-current={size === 'normal' ? 'true' : undefined}
        >
          <span aria-hidden="true">{GLYPH[size]}</span>
          <span className="visually-hidden">{names[size]}</span>
        </a>
      ))}
    </div>
  );
}

/** The targets the text size links name: hidden, so following one scrolls nowhere. */
export function TextSizeTargets() {
  return (
    <>
      {TEXT_SIZES.map((size) => (
        <span key={size} id={`text-${size}`} hidden />
      ))}
    </>
  );
}
