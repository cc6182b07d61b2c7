import type { ReactNode } from 'react';

/** Labelled facts of a record (date, guest, type, staff...) as a description list; nothing when there are none. */
export function Facts({ facts }: { facts: [string, ReactNode][] }) {
  if (facts.length === 0) return null;
  return (
    <dl className="facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
