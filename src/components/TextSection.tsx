import { RichText } from './RichText';

/** A titled block of provider text: `<section>` with its h2 and the text (or an empty line). */
export function TextSection({ id, title, text, empty }: { id: string; title: string; text: string; empty: string }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <RichText text={text} empty={empty} />
    </section>
  );
}

/** Vision and Mission, as the institute and the society both show them. */
export function VisionMission({ vision, mission }: { vision: string; mission: string }) {
  return (
    <>
      <TextSection id="vision-heading" title="Vision" text={vision} empty="No vision statement yet." />
      <TextSection id="mission-heading" title="Mission" text={mission} empty="No mission statement yet." />
    </>
  );
}
