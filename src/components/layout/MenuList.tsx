import type { NavItem } from '../../../client/lib/nav';
import { ViewerLink } from '../FileLink';

/**
 * A menu tree as nested lists. Items with children are `<details>` dropdowns, so every menu
 * opens by click, touch or keyboard without JavaScript; file items open the viewer (and are
 * plain links to the file without JavaScript). A grouped item's groups are all open in its panel.
 */
export function MenuList({ items, className }: { items: NavItem[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item, i) => (
        <li key={i}>
          <MenuEntry item={item} />
        </li>
      ))}
    </ul>
  );
}

export function MenuEntry({ item }: { item: NavItem }) {
  if (item.children) {
    return (
      <details className={item.grouped ? 'menu menu-grouped' : 'menu'}>
        <summary lang={item.lang}>{item.label}</summary>
        <ul className="menu-panel">
          {item.href && (
            <li>
              <a href={item.href} lang={item.overview ? undefined : item.lang}>
                {item.overview ?? item.label}
              </a>
            </li>
          )}
          {item.children.map((child, i) =>
            item.grouped ? (
              <li key={i} className="menu-group">
                <MenuGroup group={child} />
              </li>
            ) : (
              <li key={i}>
                <MenuEntry item={child} />
              </li>
            ),
          )}
        </ul>
      </details>
    );
  }
  return <MenuLink item={item} />;
}

/** A group of a grouped menu: its label (a link to the group's page when it has one), its entries. */
function MenuGroup({ group }: { group: NavItem }) {
  return (
    <>
      <MenuLink
        className="menu-group-label"
        item={{ label: group.label, lang: group.lang, href: group.href }}
      />
      {group.children && group.children.length > 0 && (
        <ul aria-label={group.label}>
          {group.children.map((child, i) => (
            <li key={i}>
              <MenuEntry item={child} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function MenuLink({ item, className }: { item: NavItem; className?: string }) {
  if (item.fileHref)
    return (
      <ViewerLink className={className} href={item.fileHref} lang={item.lang}>
        {item.label}
      </ViewerLink>
    );
  if (item.href)
    return (
      <a
        className={className}
        href={item.href}
        lang={item.lang}
        {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {item.label}
      </a>
    );
  return (
    <span className={['menu-placeholder', className].filter(Boolean).join(' ')} lang={item.lang}>
      {item.label}
    </span>
  );
}
