import type { ReactNode } from 'react';
import { messages } from '../../i18n/catalogue';
import { FileLink } from '../FileLink';

/** A tab linking to `href`; a tab with a `fileKey` opens that file in the viewer instead. */
export type Tab = { label: string; href: string; active?: boolean; fileKey?: string };

/**
 * The id of an inner page's content below its tab bar: the tab links name it as their fragment,
 * so following one lands on the tab's content (and focuses it), with or without JavaScript.
 */
export const TAB_CONTENT_ID = 'tab-content';

/**
 * Inner pages: the cover banner (the same image everywhere), the page title, and the tab bar —
 * pills on desktop, one sideways-scrolling row of pills on phones (CSS), the active tab from the
 * route — whose links land on the content below it.
 */
export function InnerPage({
  title,
  tabs = [],
  children,
  breadcrumb,
}: {
  title: string;
  tabs?: Tab[];
  children?: ReactNode;
  breadcrumb?: { label: string; href: string };
}) {
  return (
    <>
      <div className="cover">
        {breadcrumb && (
          <nav aria-label="Breadcrumb" className="breadcrumb">
            <a href={breadcrumb.href}>{breadcrumb.label}</a> <span aria-hidden="true">/</span>
          </nav>
        )}
        <h1>{title}</h1>
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
  label = messages().frame.tabs,
  target,
}: {
  tabs: Tab[];
  label?: string;
  target?: string;
}) {
  const fragment = target ? `#${target}` : '';
  return (
    <nav className="tabbar" aria-label={label}>
      <ul>
        {tabs.map((tab, i) => (
          <li key={i}>
            {tab.fileKey ? (
              <FileLink fileKey={tab.fileKey} className="tab">
                {tab.label}
              </FileLink>
            ) : (
              <a
                href={tab.href + fragment}
                className={tab.active ? 'tab active' : 'tab'}
                aria-current={tab.active ? 'page' : undefined}
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
