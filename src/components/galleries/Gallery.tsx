import { hasFile } from '../../lib/url';
import { youtubeId, youtubeThumb } from '../../lib/video';
import { FileImage, FileLink } from '../FileLink';
import { LazyDetails } from '../LazyDetails';
import { Empty, SectionNotice } from '../SectionNotice';

/** A link whose href the route built from checked ids. */
export type GalleryLink = { id: string; label: string; href: string };
export type GalleryYear = { id: string; label: string; fragment: string; noJsHref: string };

/** Academic years as accordions; a year's categories load when it opens (or render here for `openId`). */
export function YearAccordions({
  years,
  openId,
  openCategories,
}: {
  years: GalleryYear[];
  openId: string | null;
  openCategories: GalleryLink[] | null | 'failed';
}) {
  if (years.length === 0) return <Empty>No galleries yet.</Empty>;
  return (
    <div className="accordion">
      {years.map((year) => {
        const open = year.id === openId;
        return (
          <LazyDetails
            key={year.id}
            summary={year.label}
            fragment={year.fragment}
            noJsHref={year.noJsHref}
            open={open}
          >
            {open && openCategories !== null ? <CategoryLinks links={openCategories} /> : null}
          </LazyDetails>
        );
      })}
    </div>
  );
}

/** A year's "All" link and one link per category; also served alone as the accordion's HTML fragment. */
export function CategoryLinks({ links }: { links: GalleryLink[] | 'failed' }) {
  if (links === 'failed') return <SectionNotice what="Gallery categories" />;
  return (
    <ul className="chips">
      {links.map((link) => (
        <li key={link.id}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}

/** Category chips of the gallery page, the current one marked. */
export function CategoryChips({ links, active }: { links: GalleryLink[]; active: string }) {
  return (
    <nav aria-label="Gallery categories">
      <ul className="chips">
        {links.map((link) => (
          <li key={link.id}>
            <a href={link.href} aria-current={link.id === active ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Photos (file keys) as a 1-4 column grid; each opens in the file viewer. */
export function PhotoGrid({ keys, title }: { keys: string[]; title: string }) {
  const photos = keys.filter(hasFile);
  if (photos.length === 0) return <Empty>No photos yet.</Empty>;
  return (
    <ul className="thumbs">
      {photos.map((key, i) => (
        <li key={`${i}-${key}`}>
          <FileLink fileKey={key}>
            <FileImage
              fileKey={key}
              alt={`${title}, photo ${i + 1}`}
              loading={i < 8 ? undefined : 'lazy'}
              // Only the first is preloaded (React preloads every eager picture that is not low).
              fetchPriority={i === 0 ? 'high' : 'low'}
              width="320"
              height="240"
            />
          </FileLink>
        </li>
      ))}
    </ul>
  );
}

/** Videos (watch URLs, shorts URLs or bare ids) as hqdefault thumbnails opening the video overlay; anything else is skipped. */
export function VideoGrid({ items, title }: { items: string[]; title: string }) {
  const videos = items.flatMap((item) => {
    const vid = youtubeId(item);
    return vid ? [vid] : [];
  });
  if (videos.length === 0) return <Empty>No videos yet.</Empty>;
  return (
    <ul className="thumbs">
      {videos.map((vid, i) => (
        <li key={`${i}-${vid}`}>
          <a
            href={`https://www.youtube.com/watch?v=${encodeURIComponent(vid)}`}
            data-video=""
            target="_blank"
            rel="noopener"
          >
            <img
              src={youtubeThumb(vid)}
              alt={`Play video ${i + 1}: ${title}`}
              loading={i < 8 ? undefined : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'}
              width="480"
              height="360"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
