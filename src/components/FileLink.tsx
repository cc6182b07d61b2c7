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
import type { PageFiles } from '../images/pageFiles';
import { isImageFile } from '../lib/files';
import {
  candidateWidths,
  fitBox,
  isMovingPicture,
  type PixelSize,
  pictureKey,
  pictureSrc,
  srcSetOf,
  upToSizes,
  WIDEST,
} from '../lib/pictures';
import { type FileUrls, fileUrl } from '../lib/url';

/** A picture's address and its resized candidates, for `<img src srcset>`. */
export type PictureSource = { src: string; srcSet?: string };

/** Builds a picture's sources: `key` shown at most `cssWidth` CSS pixels wide. */
type PictureSources = (
  key: string | undefined | null,
  cssWidth: number,
  natural?: PixelSize | null,
  options?: { animated?: boolean },
) => PictureSource | undefined;

const Files = createContext<PageFiles | null>(null);

/** Provides the files host and the image route to every file link and picture beneath it. */
export function FilesProvider({ files, children }: { files: PageFiles; children: ReactNode }) {
  return <Files value={files}>{children}</Files>;
}

function usePageFiles(): PageFiles {
  const files = use(Files);
  if (files === null) throw new Error('a file link or image rendered outside <FilesProvider>');
  return files;
}

/**
 * Where a link to a stored file leads: a picture to its widest variant through the image route
 * (a phone opening it gets that, not a 5 MB original), any other file to the file host.
 */
export function fileHrefs(files: PageFiles): FileUrls {
  const pictures = pictureSources(files);
  return (key) =>
    (isImageFile(key)
      ? pictures(key, WIDEST, null, { animated: isMovingPicture(key) })?.src
      : undefined) ?? fileUrl(files.base, key);
}

/** File links on this page (see `fileHrefs`); throws outside `FilesProvider`. */
export function useFileUrl(): FileUrls {
  return fileHrefs(usePageFiles());
}

/** The sources of `files`' pictures (also for code outside React: the frame's menus). */
export function pictureSources(files: PageFiles): PictureSources {
  return (key, cssWidth, natural, options) => {
    const canonical = files.sign ? pictureKey(key) : undefined;
    if (!canonical || !files.sign) {
      const src = fileUrl(files.base, key);
      return src ? { src } : undefined;
    }
    const signature = files.sign(canonical);
    const candidates = candidateWidths(cssWidth, natural).map((width) => ({
      width,
      src: pictureSrc(canonical, width, signature, options?.animated),
    }));
    // Browsers without `srcset` take the first candidate as wide as the box at 1x.
    const plain = candidates.find((c) => c.width >= cssWidth) ?? candidates[candidates.length - 1];
    return { src: plain.src, srcSet: srcSetOf(candidates) };
  };
}

/** Picture sources on this page (see `pictureSources`). */
export function usePictures(): PictureSources {
  return pictureSources(usePageFiles());
}

type ViewerLinkProps = {
  href: string;
  /** A picture's resized candidates: the viewer shows the one the screen needs. */
  srcSet?: string;
  className?: string;
  lang?: string;
  children: ReactNode;
};

/**
 * The viewer opener, for a URL already built: a real link to the file (a new tab without
 * JavaScript) that client/viewers.ts opens in the viewer. The only copy of this markup.
 */
export function ViewerLink({ href, srcSet, className, lang, children }: ViewerLinkProps) {
  return (
    <a
      className={className}
      href={href}
      data-srcset={srcSet}
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
  const files = usePageFiles();
  // A picture opens at the size the screen needs: the link leads to its widest variant, and the
  // viewer chooses among the candidates.
  const picture = isImageFile(fileKey)
    ? pictureSources(files)(fileKey, WIDEST, null, { animated: isMovingPicture(fileKey) })
    : undefined;
  const href = fileHrefs(files)(fileKey);
  if (!href) return fallback;
  return (
    <ViewerLink href={href} srcSet={picture?.srcSet} className={className} lang={lang}>
      {children}
    </ViewerLink>
  );
}

type FileImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'alt' | 'width' | 'height'
> & {
  fileKey: string | undefined | null;
  alt: string;
  /** Shown when the key names no file (a default avatar, say); else nothing. */
  fallback?: string;
  /** The picture's box in CSS pixels: the stylesheet may shrink it, never widen it. */
  width: number;
  height: number;
  /**
   * The box takes the picture's real aspect ratio, at most `width` wide (content pictures whose
   * height is `auto`); without it the box is `width` x `height` and the stylesheet fits the
   * picture in (thumbnails, covers, logos).
   */
  natural?: boolean;
};

/**
 * The picture stored under `fileKey`, through the image route: candidates for every screen up to
 * 3x `width` (`srcset`), `sizes` for a box `width` wide in a column (unless given). When the key
 * names no file, the `fallback` image (a default avatar, say), else nothing.
 *
 * @example <FileImage fileKey={row.photoKey} fallback={DEFAULT_AVATAR} alt={name} width={48} height={48} sizes="48px" />
 */
export function FileImage({
  fileKey,
  fallback,
  alt,
  width,
  height,
  natural,
  sizes,
  className,
  ...image
}: FileImageProps) {
  const files = usePageFiles();
  const canonical = natural && files.sign && files.sizes ? pictureKey(fileKey) : undefined;
  const size = canonical && files.sizes ? use(files.sizes.sizeOf(canonical)) : null;
  const source = pictureSources(files)(fileKey, width, size);
  if (!source)
    return fallback ? (
      <img
        src={fallback}
        alt={alt}
        width={width}
        height={height}
        className={className}
        {...image}
      />
    ) : null;
  // A content picture of unknown shape fits inside a 4:3 box (`.picture-fit`): no layout shift.
  const unknownShape = natural && !size;
  const box = size
    ? fitBox(size, width)
    : unknownShape
      ? { width, height: Math.round((width * 3) / 4) }
      : { width, height };
  return (
    <img
      src={source.src}
      srcSet={source.srcSet}
      sizes={source.srcSet ? (sizes ?? upToSizes(box.width)) : undefined}
      alt={alt}
      width={box.width}
      height={box.height}
      className={
        [className, unknownShape ? 'picture-fit' : ''].filter(Boolean).join(' ') || undefined
      }
      {...image}
    />
  );
}
