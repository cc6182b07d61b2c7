/** The text sizes a visitor can choose; `normal` is the browser's own size. */
export const TEXT_SIZES = ['small', 'normal', 'large'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

/** The accessible names of the text size links, in the page's language (from the server). */
export type TextSizeLabels = { label: string; smaller: string; normal: string; larger: string };

const GLYPH: Record<TextSize, string> = { small: 'A-', normal: 'A', large: 'A+' };

/**
 * A-, A, A+ (issue 19, decision 040-frame-text-size). Without JavaScript each is a link to a
 * hidden target of the page (`#text-large`), and CSS sizes the root by `:target`; with it, a
 * click also sets `<html data-text-size>` and remembers it (client/behaviours.ts). Either way the
 * page's HTML is the same for every visitor: no query, no cookie.
 */
export function TextSizeLinks({ labels }: { labels: TextSizeLabels }) {
  const names: Record<TextSize, string> = {
    small: labels.smaller,
    normal: labels.normal,
    large: labels.larger,
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of links, not a form's fieldset
    <div className="text-size" role="group" aria-label={labels.label}>
      {TEXT_SIZES.map((size) => (
        <a key={size} href={`#text-${size}`} data-text-size={size}>
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
