import type { ReactNode } from 'react';
import { providerLang } from '../../i18n/content';
import { type Tab, TabBar } from '../TabBar';
import { Breadcrumbs } from './Breadcrumbs';

export type { Tab };

/**
 * The id of an inner page's content below its tab bar: the tab links name it as their fragment,
 * so following one lands on the tab's content (and focuses it), with or without JavaScript.
 */
const TAB_CONTENT_ID = 'tab-content';

/**
 * Inner pages: the cover banner (the same image everywhere) with the breadcrumb trail and the
 * page title, and the tab bar — pills on desktop, one sideways-scrolling row of pills on phones
 * (CSS), the active tab from the route — whose links land on the content below it. The title
 * and tab names are often the provider's: in another script than the page's they carry their
 * `lang` (decision 038); the site's own labels are in the page's language and need none.
 */
export function InnerPage({
  title,
  tabs = [],
  children,
}: {
  title: string;
  tabs?: Tab[];
  children?: ReactNode;
}) {
  return (
    <>
      <div className="cover">
        <Breadcrumbs />
        <h1 lang={providerLang(title)}>{title}</h1>
      </div>
      {tabs.length > 0 ? (
        <>
          <TabBar tabs={tabs} target={TAB_CONTENT_ID} />
          <div className="page-body" id={TAB_CONTENT_ID} tabIndex={-1}>
            {children}
          </div>
        </>
      ) : (
        <div className="page-body">{children}</div>
      )}
    </>
  );
}
