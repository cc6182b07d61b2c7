import type { ReactNode } from 'react';
import { FileLink } from '../FileLink';

/** A tab linking to `href`; a tab with a `fileKey` opens that file in the viewer instead. */
export type Tab = { label: string; href: string; active?: boolean; fileKey?: string };

export const COVER_IMAGE = '/img/cover.svg';

/**
 * Inner pages: the cover banner (the same image everywhere), the page title, and the tab bar —
 * pills on desktop, a stacked list on mobile (CSS), the active tab from the route.
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
      <div className="cover" style={{ backgroundImage: `url(${COVER_IMAGE})` }}>
        {breadcrumb && (
          <nav aria-label="Breadcrumb" className="breadcrumb">
            <a href={breadcrumb.href}>{breadcrumb.label}</a> <span aria-hidden="true">/</span>
          </nav>
        )}
        <h1>{title}</h1>
      </div>
      {tabs.length > 0 && <TabBar tabs={tabs} />}
      <div className="page-body">{children}</div>
    </>
  );
}

export function TabBar({ tabs, label = 'Sections' }: { tabs: Tab[]; label?: string }) {
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
                href={tab.href}
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
