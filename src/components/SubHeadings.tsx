import { messages } from '../i18n/catalogue';
import { providerLang } from '../i18n/content';
import { hasFile } from '../lib/url';
import type { SubHeading } from '../provider/schemas/common';
import { FileImage } from './FileLink';
import { RichText } from './RichText';

/**
 * About-style sections: a heading, its text and an optional image each. A section with neither
 * text nor image is left out (its heading would stand over nothing); with none left, `empty`.
 */
export function SubHeadings({
  sections,
  headingLevel = 2,
  empty = messages().common.nothingYet,
}: {
  sections: SubHeading[];
  headingLevel?: 2 | 3;
  empty?: string;
}) {
  const shown = sections.filter((s) => s.sub_head_body.trim() || hasFile(s.sub_heading_image));
  if (shown.length === 0) return <p className="empty">{empty}</p>;
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="subheadings">
      {shown.map((s, i) => (
        <section key={s._id || i} className="subheading">
          {s.sub_head_title && <H lang={providerLang(s.sub_head_title)}>{s.sub_head_title}</H>}
          <FileImage
            fileKey={s.sub_heading_image}
            alt={s.sub_head_title || messages().common.illustration}
            lang={providerLang(s.sub_head_title)}
            loading="lazy"
            width={640}
            height={360}
            natural
          />
          <RichText text={s.sub_head_body} empty="" />
        </section>
      ))}
    </div>
  );
}
