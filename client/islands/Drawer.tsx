/**
 * The mobile menu (spec 2.1). Server HTML is a `<details>`: its summary opens the menu in place,
 * without JavaScript. Once hydrated, the summary opens a slide-in panel (a modal dialog) with a
 * dimmed backdrop and a close button; the backdrop, the close button and Escape close it, Tab
 * stays inside, and focus returns to the Menu button. Open state lives in the `drawerOpen` signal.
 * Shown below 901px only (islands.css); the desktop menu bar is separate server markup.
 * The sticky bar's Search (server markup: a link to the search page, which is where it leads
 * without JavaScript) opens the drawer at its search field, focused in the same tap, so that a
 * phone's keyboard comes up at once (issue 30); closing returns focus to that link.
 */
import { type MouseEvent, useEffect, useLayoutEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { MenuList } from '../../src/components/layout/MenuList';
import { type LanguageLink, LanguageLinks } from '../components/LanguageLinks';
import { StrokeIcon } from '../components/StrokeIcon';
import { type TextSizeLabels, TextSizeLinks } from '../components/TextSizeLinks';
import { useHydrated, useLayer } from '../lib/layers';
import type { NavItem } from '../lib/nav';
import { drawerOpen, useSignal } from '../state';

export type DrawerProps = {
  id: string;
  label: string;
  items: NavItem[];
  /** The site search page: the drawer starts with its form. */
  searchAction?: string;
  /** The drawer's own labels, in the page's language (the client holds no catalogue). */
  labels: {
    close: string;
    searchForm: string;
    searchField: string;
    searchButton: string;
    languages: string;
    textSize: TextSizeLabels;
  };
  /** The language switcher's links (the top bar's, which phones do not show). */
  languages: LanguageLink[];
};

const close = () => {
  drawerOpen.value = false;
};

export default function Drawer({ id, label, items, searchAction, labels, languages }: DrawerProps) {
  const hydrated = useHydrated();
  const open = useSignal(drawerOpen);
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const searchField = useRef<HTMLInputElement>(null);
  /** The sticky bar's Search link, while the drawer is open because it was tapped. */
  const openedBy = useRef<HTMLElement | null>(null);

  // A visitor who opened the plain menu before hydration keeps it open.
  useLayoutEffect(() => {
    if (details.current?.open) drawerOpen.value = true;
  }, []);

  useLayer(panel, hydrated && open, close, {
    initialFocus: openedBy.current ? searchField : closeButton,
    returnFocus: () => openedBy.current ?? summary.current,
  });

  useEffect(() => {
    if (!open) openedBy.current = null;
  }, [open]);

  // The sticky bar's Search opens the drawer and focuses its field within the tap's own event
  // (a phone raises its keyboard only for focus given there); a modified click still opens the
  // search page, as a link does.
  useEffect(() => {
    if (!searchAction) return;
    const onClick = (event: globalThis.MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.<HTMLElement>('a.navbar-search');
      if (!link || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      openedBy.current = link;
      flushSync(() => {
        drawerOpen.value = true;
      });
      searchField.current?.focus();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [searchAction]);

  // The drawer exists on small screens only: widening the window closes it.
  useEffect(() => {
    const wide = matchMedia('(min-width: 901px)');
    const onChange = () => {
      if (wide.matches) close();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  const toggle = (event: MouseEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    drawerOpen.value = !drawerOpen.peek();
  };

  return (
    <details
      ref={details}
      className="drawer"
      id={id}
      data-ready={hydrated ? '' : undefined}
      open={hydrated ? open : undefined}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is interactive (Biome misreads it) */}
      <summary ref={summary} className="drawer-toggle" onClick={toggle}>
        <StrokeIcon name="menu" />
        <span>{label}</span>
      </summary>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a pointer convenience; keys close with Escape or the close button */}
      {hydrated && <div className="drawer-backdrop" onClick={close} />}
      <div
        ref={panel}
        className="drawer-panel"
        id={`${id}-panel`}
        {...(hydrated && open
          ? { role: 'dialog', 'aria-modal': true, 'aria-label': label, tabIndex: -1 }
          : {})}
      >
        {hydrated && (
          <div className="drawer-head">
            <span className="drawer-title">{label}</span>
            <button
              ref={closeButton}
              type="button"
              className="drawer-close"
              onClick={close}
              aria-label={labels.close}
            >
              <StrokeIcon name="close" />
            </button>
          </div>
        )}
        {searchAction && (
          // biome-ignore lint/a11y/useSemanticElements: <search> is new; role=search works everywhere
          <form
            className="drawer-search"
            method="get"
            action={searchAction}
            role="search"
            aria-label={labels.searchForm}
          >
            <label htmlFor={`${id}-q`}>{labels.searchField}</label>
            <span className="drawer-search-row">
              <input
                ref={searchField}
                id={`${id}-q`}
                name="q"
                type="search"
                maxLength={120}
                enterKeyHint="search"
              />
              <button className="button" type="submit">
                {labels.searchButton}
              </button>
            </span>
          </form>
        )}
        <div className="drawer-tools">
          <LanguageLinks label={labels.languages} links={languages} />
          <TextSizeLinks labels={labels.textSize} />
        </div>
        <nav aria-label={label}>
          <MenuList items={items} className="drawer-list" />
        </nav>
      </div>
    </details>
  );
}
