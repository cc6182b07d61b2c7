import { messages } from '../i18n/catalogue';

/** The one "this section could not be loaded" notice, shown in place of a section whose read failed. */
export function SectionNotice({ what }: { what: string }) {
  return (
    <p className="section-notice" role="status">
      {messages().common.couldNotLoad(what)}
    </p>
  );
}

/** Shown where a list the provider sent is empty. */
export function Empty({ children = messages().common.nothingYet }: { children?: string }) {
  return <p className="empty">{children}</p>;
}
