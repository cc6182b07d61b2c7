import type { ReactNode } from 'react';
import { messages } from '../../i18n/catalogue';
import { providerLang } from '../../i18n/content';
import { FileLink } from '../FileLink';
import { Breadcrumbs } from './Breadcrumbs';

/** A tab linking to `href`; a tab with a `fileKey` opens that file in the viewer instead. */
export type Tab = { label: string; href: string; active?: boolean; fileKey?: string };

/**
 * The id of an inner page's content below its tab bar: the tab links name it as their fragment,
 * so following one lands on the tab's content (and focuses it), with or without JavaScript.
 */
export const TAB_CONTENT_ID = 'tab-content';

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

/** A tab bar; with a `target`, its page links carry `#target` to land on the content there. */
export function TabBar({
  tabs,
  label = messages().nav.tabBar,
  labelledBy,
  target,
}: {
  tabs: Tab[];
  label?: string;
  /** The id of the heading that names the bar, instead of `label` (a provider's name, in its own `lang`). */
  labelledBy?: string;
  target?: string;
}) {
  const fragment = target ? `#${target}` : '';
  return (
    <nav
      className="tabbar"
      {...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': label })}
    >
      <ul>
        {tabs.map((tab, i) => (
          <li key={i}>
            {tab.fileKey ? (
              <FileLink fileKey={tab.fileKey} className="tab" lang={providerLang(tab.label)}>
                {tab.label}
              </FileLink>
            ) : (
              <a
                href={tab.href + fragment}
                className={tab.active ? 'tab active' : 'tab'}
                aria-current={tab.active ? 'page' : undefined}
                lang={providerLang(tab.label)}
              >
                {tab.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
