/**
 * Provider free text: paragraphs at blank lines, line breaks kept. React escapes it; no HTML is
 * trusted. Blank text shows the `empty` line, or nothing when that is `''`.
 */
export function RichText({
  text,
  empty = 'Nothing to show yet.',
}: {
  text: string;
  empty?: string;
}) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return empty ? <p className="empty">{empty}</p> : null;
  return (
    <div className="rich-text">
      {paragraphs.map((p, i) => (
        <p key={i} className="prewrap">
          {p}
        </p>
      ))}
    </div>
  );
}
