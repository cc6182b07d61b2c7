import { messages } from '../i18n/catalogue';
import { providerLang } from '../i18n/content';
import { RichText } from './RichText';

/** A titled block of provider text: `<section>` with its heading (h2, or h3 inside a tab that has its own h2) and the text. */
export function TextSection({
  id,
  title,
  text,
  empty,
  headingLevel = 2,
}: {
  id: string;
  title: string;
  text: string;
  empty: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id}>
      <Heading id={id} lang={providerLang(title)}>
        {title}
      </Heading>
      <RichText text={text} empty={empty} />
    </section>
  );
}

/** Vision and Mission, as the institute, the society and departments show them. */
export function VisionMission({
  vision,
  mission,
  headingLevel = 2,
}: {
  vision: string;
  mission: string;
  headingLevel?: 2 | 3;
}) {
  const t = messages().common;
  return (
    <>
      <TextSection
        id="vision-heading"
        title={t.vision}
        text={vision}
        empty={t.noVision}
        headingLevel={headingLevel}
      />
      <TextSection
        id="mission-heading"
        title={t.mission}
        text={mission}
        empty={t.noMission}
        headingLevel={headingLevel}
      />
    </>
  );
}
