/**
 * One menu entry, as the desktop menu and the mobile drawer both render it. Plain JSON (it travels
 * as island props). `fileHref` opens the file viewer (and is a plain link to the file without
 * JavaScript); `children` make a `<details>` dropdown; no `href` and no `fileHref` is a placeholder.
 * `grouped`: the children are groups, each shown open as its label (a link when it has an `href`)
 * over its own entries, side by side in one wide panel (decision 026). `overview`: the text of the
 * dropdown's first link, to its own `href` ("Admission: overview"), in the page's language.
 * `lang`: the language of a label the provider wrote in another script than the page's
 * (decision 038), computed on the server; the client only renders it.
 */
export type NavItem = {
  label: string;
  lang?: string;
  href?: string;
  fileHref?: string;
  external?: boolean;
  children?: NavItem[];
  grouped?: boolean;
  overview?: string;
};
