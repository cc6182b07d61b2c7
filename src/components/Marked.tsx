import type { Segment } from '../lib/searchText';

/** The plain text of `segments`: what the element around `<Marked>` takes its `lang` from. */
export const segmentsText = (segments: readonly Segment[]): string =>
  segments.map((s) => s.text).join('');

/** Text with the words a search matched in `<mark>`; React escapes every segment. */
export function Marked({ segments }: { segments: readonly Segment[] }) {
  return segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : s.text));
}
