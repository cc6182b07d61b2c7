import type { Segment } from '../lib/searchText';

/** Text with the words a search matched in `<mark>`; React escapes every segment. */
export function Marked({ segments }: { segments: readonly Segment[] }) {
  return segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : s.text));
}
