import { messages } from '../../i18n/catalogue';
import { providerLang } from '../../i18n/content';
import { numberFormat } from '../../i18n/format';
import {
  type Cover,
  type PictureKind,
  photoKeys,
  pictureCount,
  pictureName,
  videoIds,
} from '../../lib/gallery';
import { GALLERY_GRID } from '../../lib/pictures';
import { youtubeThumb } from '../../lib/video';
import { FileImage, FileLink } from '../FileLink';
import { LazyDetails } from '../LazyDetails';
import { Empty, SectionNotice } from '../SectionNotice';

/** A link whose href the route built from checked ids. */
export type GalleryLink = { id: string; label: string; href: string };
/** A list's first picture and how many it holds; `null` when its read failed (unknown). */
export type ListSummary = { cover: Cover | null; count: number | null };
/** A year's or a category's link, shown as a card with its cover. */
export type GalleryCard = GalleryLink & ListSummary;
export type GalleryYear = ListSummary & {
  id: string;
  label: string;
  fragment: string;
  noJsHref: string;
};

/**
 * A list's cover: its first picture, decorative (the year or category is named in text beside
 * it), lazy and with its box reserved; without a picture, a drawn placeholder, never an `<img>`
 * that could show as broken.
 */
function CoverImage({
  cover,
  width,
  height,
  sizes,
}: {
  cover: Cover | null;
  width: number;
  height: number;
  /** How wide the cover shows (site.css: a year's is fixed, a card's fills its grid cell). */
  sizes: string;
}) {
  if (!cover)
    return (
      <span className="gallery-cover gallery-cover--none" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
          <path
            d="M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15.5 9.5h.01"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
    );
  const image = {
    className: 'gallery-cover',
    width,
    height,
    loading: 'lazy',
    decoding: 'async',
  } as const;
  return 'fileKey' in cover ? (
    <FileImage fileKey={cover.fileKey} alt="" sizes={sizes} {...image} />
  ) : (
    <img src={cover.src} alt="" {...image} />
  );
}

/** "12 photos" after a list's name; nothing when the count is unknown. */
function Count({ kind, count }: { kind: PictureKind; count: number | null }) {
  if (count === null) return null;
  return (
    <>
      {' '}
      <span className="gallery-count">{pictureCount(kind, count)}</span>
    </>
  );
}

/**
 * Academic years as accordions, each with its cover and count; a year's categories load when it
 * opens, except for `openId` (the newest year, or the one asked for), rendered open here.
 */
export function YearAccordions({
  kind,
  years,
  openId,
  openCategories,
}: {
  kind: PictureKind;
  years: GalleryYear[];
  openId: string | null;
  openCategories: GalleryCard[] | null | 'failed';
}) {
  if (years.length === 0) return <Empty>{messages().campus.galleries.noGalleries}</Empty>;
  return (
    <div className="accordion gallery-years">
      {years.map((year) => {
        const open = year.id === openId;
        return (
          <LazyDetails
            key={year.id}
            summary={
              <span className="gallery-year">
                <CoverImage cover={year.cover} width={96} height={72} sizes="96px" />
                <span className="gallery-year-name">{year.label}</span>
                <Count kind={kind} count={year.count} />
              </span>
            }
            fragment={year.fragment}
            noJsHref={year.noJsHref}
            open={open}
          >
            {open && openCategories !== null ? (
              <CategoryCards kind={kind} cards={openCategories} />
            ) : null}
          </LazyDetails>
        );
      })}
    </div>
  );
}

/**
 * A year's "All" card and one card per category, each with its cover and count; also served
 * alone as the accordion's HTML fragment.
 */
export function CategoryCards({
  kind,
  cards,
}: {
  kind: PictureKind;
  cards: GalleryCard[] | 'failed';
}) {
  if (cards === 'failed') return <SectionNotice what={messages().campus.galleries.categories} />;
  return (
    <ul className="gallery-cards">
      {cards.map((card) => (
        <li key={card.id} className="gallery-card">
          <a href={card.href}>
            <CoverImage
              cover={card.cover}
              width={320}
              height={240}
              sizes="(min-width: 768px) 240px, 50vw"
            />
            <span className="gallery-card-name" lang={providerLang(card.label)}>
              {card.label}
            </span>
            <Count kind={kind} count={card.count} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Category chips of the gallery page, the current one marked. */
export function CategoryChips({ links, active }: { links: GalleryLink[]; active: string }) {
  return (
    <nav aria-label={messages().campus.galleries.categories}>
      <ul className="chips">
        {links.map((link) => (
          <li key={link.id}>
            <a
              href={link.href}
              aria-current={link.id === active ? 'page' : undefined}
              lang={providerLang(link.label)}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** How many thumbnails load at once: the first rows, where the page's largest picture is. */
const EAGER = 8;

/**
 * Photos (file keys) as a 1-4 column grid, each named by the list (`name`) and its place, never
 * by its file; each opens in the file viewer, which moves through this list (its
 * `data-viewer-group`), and without JavaScript is a link to the picture itself.
 */
export function PhotoGrid({ keys, name }: { keys: string[]; name: string }) {
  const photos = photoKeys(keys);
  if (photos.length === 0) return <Empty>{messages().campus.galleries.noPhotos}</Empty>;
  return (
    <ul className="thumbs thumbs--gallery" data-viewer-group="">
      {photos.map((key, i) => (
        <li key={`${i}-${key}`}>
          <FileLink fileKey={key}>
            <FileImage
              fileKey={key}
              alt={pictureName(name, 'photo', i, photos.length)}
              loading={i < EAGER ? undefined : 'lazy'}
              decoding="async"
              // Only the first is preloaded (React preloads every eager picture that is not low).
              fetchPriority={i === 0 ? 'high' : 'low'}
              {...GALLERY_GRID}
            />
          </FileLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Videos (watch URLs, shorts URLs or bare ids) as drawn tiles opening the video overlay; anything
 * else is skipped. Each tile is a play sign and the video's place in the list as text; its
 * hqdefault thumbnail lies over it, decorative (`alt=""`), so where YouTube's pictures are blocked
 * (offline, school firewalls) the tile shows as drawn and never a broken picture's alt text.
 */
export function VideoGrid({ items, name }: { items: string[]; name: string }) {
  const videos = videoIds(items);
  const t = messages().campus.galleries;
  if (videos.length === 0) return <Empty>{t.noVideos}</Empty>;
  const number = numberFormat();
  return (
    <ul className="thumbs thumbs--gallery">
      {videos.map((vid, i) => (
        <li key={`${i}-${vid}`}>
          {/* The label holds the visible text (WCAG 2.5.3) and names the overlay (viewers.ts). */}
          <a
            href={`https://www.youtube.com/watch?v=${encodeURIComponent(vid)}`}
            data-video=""
            target="_blank"
            rel="noopener"
            className="video-tile"
            aria-label={t.play(pictureName(name, 'video', i, videos.length))}
          >
            <span className="video-tile-picture">
              <img
                src={youtubeThumb(vid)}
                alt=""
                loading={i < EAGER ? undefined : 'lazy'}
                decoding="async"
                fetchPriority={i === 0 ? 'high' : 'low'}
                width="480"
                height="360"
              />
              <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
                <circle cx="12" cy="12" r="11" fill="currentColor" />
                <path d="M9.5 7.5v9l7-4.5z" className="video-tile-play" />
              </svg>
            </span>
            <span className="video-tile-name">
              {t.videoPlace(number.format(i + 1), number.format(videos.length))}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
