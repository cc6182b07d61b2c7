import { messages } from '../i18n/catalogue';
import { providerLang } from '../i18n/content';
import { FileLink } from './FileLink';

/** A tab linking to `href`; a tab with a `fileKey` opens that file in the viewer instead. */
export type Tab = { label: string; href: string; active?: boolean; fileKey?: string };

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
