import { createContext, use } from 'react';
import type { Crumb } from '../../frame/breadcrumbs';
import { messages } from '../../i18n/catalogue';
import { providerLang } from '../../i18n/content';

/** The page's breadcrumb trail, given by renderPage (none on the home page and error pages). */
export const TrailContext = createContext<readonly Crumb[] | null>(null);

/**
 * The trail as an ordered list in a labelled nav: each step a link but the last, the page itself
 * (`aria-current`); the separators are drawn for the eye only. Phones show Home and the step
 * above the page only (CSS, decision 065). A step in another script than the page's (a provider's
 * name) carries its `lang` (decision 038).
 */
export function Breadcrumbs() {
  const trail = use(TrailContext);
  if (!trail || trail.length < 2) return null;
  const last = trail.length - 1;
  return (
    <nav aria-label={messages().a11y.breadcrumb} className="breadcrumb">
      <ol>
        {trail.map((crumb, i) => (
          <li key={i}>
            {i < last ? (
              <>
                <a href={crumb.href} lang={providerLang(crumb.label)}>
                  {crumb.label}
                </a>
                <span aria-hidden="true" className="breadcrumb-sep">
                  ›
                </span>
              </>
            ) : (
              <span aria-current="page" lang={providerLang(crumb.label)}>
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
