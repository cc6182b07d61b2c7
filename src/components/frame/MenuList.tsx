import type { NavItem } from '../../../client/lib/nav';
import { ViewerLink } from '../FileLink';

/**
 * A menu tree as nested lists. Items with children are `<details>` dropdowns, so every menu
 * opens by click, touch or keyboard without JavaScript; file items open the viewer (and are
 * plain links to the file without JavaScript).
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
      <details className="menu">
        <summary>{item.label}</summary>
        <ul className="menu-panel">
          {item.href && (
            <li>
              <a href={item.href}>{item.label}: overview</a>
            </li>
          )}
          {item.children.map((child, i) => (
            <li key={i}>
              <MenuEntry item={child} />
            </li>
          ))}
        </ul>
      </details>
    );
  }
  return <MenuLink item={item} />;
}

export function MenuLink({ item, className }: { item: NavItem; className?: string }) {
  if (item.fileHref)
    return (
      <ViewerLink className={className} href={item.fileHref}>
        {item.label}
      </ViewerLink>
    );
  if (item.href)
    return (
      <a
        className={className}
        href={item.href}
        {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {item.label}
      </a>
    );
  return (
    <span className={['menu-placeholder', className].filter(Boolean).join(' ')}>{item.label}</span>
  );
}
