import type { ReactNode } from 'react';

/**
 * A card's title: its heading when something follows it in the card, else the card's only text,
 * so no heading stands over nothing (an entry the provider sent with a title and nothing else).
 */
export function CardTitle({ children, alone }: { children: ReactNode; alone: boolean }) {
  return alone ? <p className="card-title">{children}</p> : <h3>{children}</h3>;
}
