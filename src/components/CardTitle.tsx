import type { ReactNode } from 'react';
import { providerLang } from '../i18n/content';

/**
 * A card's title: its heading when something follows it in the card, else the card's only text,
 * so no heading stands over nothing (an entry the provider sent with a title and nothing else).
 */
export function CardTitle({
  children,
  alone,
  level = 3,
}: {
  children: ReactNode;
  alone: boolean;
  /** The heading level: 4 for cards under a group's own h3. */
  level?: 3 | 4;
}) {
  const H = level === 4 ? 'h4' : 'h3';
  // Provider text in another script than the page's carries its language.
  const lang = typeof children === 'string' ? providerLang(children) : undefined;
  return alone ? (
    <p className="card-title" lang={lang}>
      {children}
    </p>
  ) : (
    <H lang={lang}>{children}</H>
  );
}
