import type { SubHeading } from '../provider/schemas/common';
import { fileUrl } from '../lib/url';
import { RichText } from './RichText';

/** About-style sections: a heading, its text and an optional image each. */
export function SubHeadings({ sections, filesBase, headingLevel = 2 }: { sections: SubHeading[]; filesBase: string; headingLevel?: 2 | 3 }) {
  if (sections.length === 0) return <p className="empty">Nothing to show yet.</p>;
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="subheadings">
      {sections.map((s, i) => {
        const image = fileUrl(filesBase, s.sub_heading_image);
        return (
          <section key={s._id || i} className="subheading">
            {s.sub_head_title && <H>{s.sub_head_title}</H>}
            {image && <img src={image} alt={s.sub_head_title || 'Illustration'} loading="lazy" width="640" height="360" />}
            <RichText text={s.sub_head_body} empty="" />
          </section>
        );
      })}
    </div>
  );
}
