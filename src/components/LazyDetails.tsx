import type { ReactNode } from 'react';
import { messages } from '../i18n/catalogue';

/**
 * An accordion entry whose content loads only when opened (spec 4: application details, gallery
 * categories). With JavaScript, opening it fetches `fragment` (same-origin HTML rendered by the
 * worker) into the panel; without, the panel holds a link to `noJsHref`, a full page with this
 * entry opened and its content rendered by the server (`open` + `children`).
 */
export function LazyDetails({
  summary,
  fragment,
  noJsHref,
  open = false,
  children,
}: {
  summary: ReactNode;
  fragment: string;
  noJsHref: string;
  open?: boolean;
  children?: ReactNode;
}) {
  return (
    <details data-fragment={fragment} open={open || undefined}>
      <summary>{summary}</summary>
      <div data-fragment-target="">
        {open && children ? children : <a href={noJsHref}>{messages().common.showDetails}</a>}
      </div>
    </details>
  );
}
