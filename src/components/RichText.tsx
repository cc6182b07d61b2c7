import { messages } from '../i18n/catalogue';
import { providerLang } from '../i18n/content';

/**
 * Provider free text: paragraphs at blank lines, line breaks kept. React escapes it; no HTML is
 * trusted. Blank text shows the `empty` line (by default "Nothing to show yet."), or nothing when
 * that is `''`. A paragraph in another script than the page's carries its `lang`.
 */
export function RichText({
  text,
  empty = messages().common.nothingYet,
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
        <p key={i} className="prewrap" lang={providerLang(p)}>
          {p}
        </p>
      ))}
    </div>
  );
}
