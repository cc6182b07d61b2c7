import type { ReactNode } from 'react';
import { providerLang } from '../i18n/content';

/** Labelled facts of a record (date, guest, type, staff...) as a description list; nothing when there are none. */
export function Facts({ facts }: { facts: [string, ReactNode][] }) {
  if (facts.length === 0) return null;
  return (
    <dl className="facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd lang={typeof value === 'string' ? providerLang(value) : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
