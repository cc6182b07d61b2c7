/**
 * Provider files on a page, from their storage keys: a link that opens a file in the site's
 * viewer (`FileLink`) and an image (`FileImage`). The files host (FILES_BASE) is resolved once per
 * page: the page-render helper wraps the page in `FilesProvider`, and nothing passes it as a prop.
 * The URL itself is built by `fileUrl` (lib/url.ts), which encodes each segment of the key.
 *
 * Islands get plain JSON props and have no provider: a component that hands file URLs to an
 * island builds them here with `useFileUrl()` (as the frame does for the menus' `fileHref`), and
 * the island renders a `ViewerLink` from the URL.
 */
import { createContext, type ImgHTMLAttributes, type ReactNode, use } from 'react';
import { fileUrl } from '../lib/url';

/** A stored file key -> its URL on this page's files host, or undefined when it names no file. */
export type FileUrls = (key: string | undefined | null) => string | undefined;

const FilesBase = createContext<string | null>(null);

/** Provides the files host to every `FileLink`, `FileImage` and `useFileUrl` beneath it. */
export function FilesProvider({ base, children }: { base: string; children: ReactNode }) {
  return <FilesBase value={base}>{children}</FilesBase>;
}

/** File URLs on this page's files host; throws outside `FilesProvider` (a page without it). */
export function useFileUrl(): FileUrls {
  const base = use(FilesBase);
  if (base === null) throw new Error('a file link or image rendered outside <FilesProvider>');
  return (key) => fileUrl(base, key);
}

type ViewerLinkProps = { href: string; className?: string; lang?: string; children: ReactNode };

/**
 * The viewer opener, for a URL already built: a real link to the file (a new tab without
 * JavaScript) that client/viewers.ts opens in the viewer. The only copy of this markup.
 */
export function ViewerLink({ href, className, lang, children }: ViewerLinkProps) {
  return (
    <a
      className={className}
      href={href}
      lang={lang}
      data-file-viewer=""
      target="_blank"
      rel="noopener"
    >
      {children}
    </a>
  );
}

type FileLinkProps = {
  fileKey: string | undefined | null;
  className?: string;
  lang?: string;
  fallback?: ReactNode;
  children: ReactNode;
};

/**
 * A link opening the file stored under `fileKey` in the viewer; `fallback` (nothing by default)
 * when the key names no file. Title a file the provider sent without a name with `fileTitle`.
 *
 * @example <FileLink fileKey={item.pdf_key} fallback={<span>{label}</span>}>{label}</FileLink>
 */
export function FileLink({ fileKey, className, lang, fallback = null, children }: FileLinkProps) {
  const href = useFileUrl()(fileKey);
  if (!href) return fallback;
  return (
    <ViewerLink href={href} className={className} lang={lang}>
      {children}
    </ViewerLink>
  );
}

type FileImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & {
  fileKey: string | undefined | null;
  alt: string;
  fallback?: string;
};

/**
 * The image stored under `fileKey`; when the key names no file, the `fallback` image (a default
 * avatar, say), else nothing.
 *
 * @example <FileImage fileKey={row.photoKey} fallback={DEFAULT_AVATAR} alt={`Photo of ${name}`} />
 */
export function FileImage({ fileKey, fallback, alt, ...image }: FileImageProps) {
  const src = useFileUrl()(fileKey) ?? fallback;
  return src ? <img src={src} alt={alt} {...image} /> : null;
}
