/**
 * Photo and video galleries (spec 2.8), one set of pages for both kinds (`/{photo|video}/gallery`,
 * the kind checked in front like the ids). `/photo/gallery` lists academic years as accordions,
 * each with its cover (its first picture) and count; the newest year is open with its categories'
 * cards, the others load theirs on opening (an HTML fragment; without JavaScript `?year=` renders
 * that year opened instead); `/photo/gallery/year/{yearId}/category/{categoryId|all}?q=` shows
 * category chips and the grid. The video gallery is the same with video thumbnails opening the
 * video overlay.
 * A year id (path or `?year=`) must be one of the institute's academic years, and a category id
 * one of that year's categories, before any read carries it; anything else is a 404.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  CategoryCards,
  CategoryChips,
  type GalleryCard,
  type GalleryLink,
  type GalleryYear,
  type ListSummary,
  PhotoGrid,
  VideoGrid,
  YearAccordions,
} from '../components/galleries/Gallery';
import { InnerPage } from '../components/layout/InnerPage';
import { SectionNotice } from '../components/SectionNotice';
import type { AppEnv } from '../env';
import { PageNotFound, ProviderUnavailable } from '../errors';
import { messages } from '../i18n/catalogue';
import { galleryCover, pictures } from '../lib/gallery';
import { renderFragment, renderPage } from '../pages/render';
import { ClampedText, params, queries } from '../pages/validate';
import { GALLERY_KINDS, type GalleryKind, href, IdParam, PAGES } from '../paths';
import { api, type GalleryKind as Media } from '../provider/api';
import type { Provider } from '../provider/cache';
import { type Id, id } from '../provider/params';
import type { AcademicYear, GalleryCategory } from '../provider/schemas/gallery';

export const galleries = new Hono<AppEnv>();

/** A gallery: its kind in the URL and what the provider calls its items. */
type Gallery = { kind: GalleryKind; media: Media };
const GALLERIES: Record<GalleryKind, Gallery> = {
  photo: { kind: 'photo', media: 'image' },
  video: { kind: 'video', media: 'video' },
};

/** A gallery's title in the current language. */
const titleOf = (g: Gallery) => messages().campus.galleries[`${g.kind}Title`];

/** A year's categories with checked ids (others are left out), in the provider's order. */
const ownCategories = (categories: GalleryCategory[]) => {
  const unnamed = messages().campus.shared.category;
  return categories.flatMap((cat) => {
    const cid = id(cat._id);
    return cid ? [{ id: cid, label: cat.category || unnamed }] : [];
  });
};

/** "All" and each category of a year (checked ids), linking to the year's gallery pages with `?q={batchName}`. */
function categoryLinks(
  g: Gallery,
  yearId: Id,
  categories: GalleryCategory[],
  q: string,
): GalleryLink[] {
  const all = { id: 'all' as const, label: messages().campus.galleries.all };
  return [all, ...ownCategories(categories)].map((cat) => ({
    id: cat.id,
    label: cat.label,
    href: href(PAGES.gallery, { kind: g.kind, yearId, categoryId: cat.id }, { q }),
  }));
}

const findYear = (years: AcademicYear[], yearId: Id) => years.find((y) => id(y._id) === yearId);

/**
 * The academic year `yearId` of this institute, from its list of years (read first: a year id
 * reaches the provider only once it is known to be the institute's). Unknown: a 404; the list
 * unreadable: a 503, since a real year cannot be told from a wrong one.
 */
async function ownYear(p: Provider, insId: Id, yearId: Id): Promise<AcademicYear> {
  const years = await api.academicYears(p, insId);
  if (!years.ok) throw new ProviderUnavailable('academic years', years.error);
  const year = findYear(years.value, yearId);
  if (!year) throw new PageNotFound('gallery year');
  return year;
}

/** A year's pictures: the institute's list of that year (flow INSTITUTE), what "All" shows. */
const yearItems = (p: Provider, g: Gallery, insId: Id, yearId: Id) =>
  api.galleryItems(p, g.media, insId, 'INSTITUTE', yearId);

/** A list's cover (its first picture) and count from its items read; unknown when that failed. */
async function summarise(g: Gallery, items: ReturnType<typeof yearItems>): Promise<ListSummary> {
  const read = await items;
  if (!read.ok) return { cover: null, count: null };
  return { cover: galleryCover(g.kind, read.value), count: pictures(g.kind, read.value).length };
}

/**
 * A year's cards: "All" (with `all`, the year's summary when already read) and each category,
 * each with its cover and count (one items read per category, all at once).
 */
async function loadCards(
  p: Provider,
  g: Gallery,
  insId: Id,
  year: AcademicYear & { id: Id },
  all?: Promise<ListSummary>,
): Promise<GalleryCard[] | 'failed'> {
  const categories = await api.galleryCategories(p, g.media, insId, year.id);
  if (!categories.ok) return 'failed';
  const links = categoryLinks(g, year.id, categories.value, year.batchName);
  const summaries = await Promise.all([
    all ?? summarise(g, yearItems(p, g, insId, year.id)),
    ...ownCategories(categories.value).map((cat) =>
      summarise(g, api.galleryItems(p, g.media, cat.id, 'CATEGORY', year.id)),
    ),
  ]);
  return links.map((link, i) => ({ ...link, ...summaries[i] }));
}

/**
 * The landing's reads: the academic years (none when that read failed), each year's cover and
 * count, and the cards of the open year: `asked` (`?year=`, which must be one of the institute's:
 * a 404 otherwise, a 503 when the list failed) or else the newest (the provider lists years newest
 * first).
 */
async function loadYears(p: Provider, g: Gallery, insId: Id, asked: Id | null) {
  const read = await api.academicYears(p, insId);
  if (!read.ok) {
    if (asked) throw new ProviderUnavailable('academic years', read.error);
    return { years: null, openId: null, openCategories: null };
  }
  const years = read.value.flatMap((y) => {
    const yearId = id(y._id);
    return yearId ? [{ ...y, id: yearId }] : [];
  });
  if (asked && !years.some((y) => y.id === asked)) throw new PageNotFound('gallery year');
  const open = asked ? years.findIndex((y) => y.id === asked) : years.length > 0 ? 0 : -1;
  const summaries = years.map((y) => summarise(g, yearItems(p, g, insId, y.id)));
  const [list, openCategories] = await Promise.all([
    Promise.all(summaries),
    open === -1 ? null : loadCards(p, g, insId, years[open], summaries[open]),
  ]);
  return {
    years: years.map(
      (y, i): GalleryYear => ({
        id: y.id,
        label: y.batchName || messages().campus.galleries.academicYear,
        fragment: href(PAGES.galleryYear, { kind: g.kind, yearId: y.id }),
        noJsHref: href(PAGES.galleries, { kind: g.kind }, { year: y.id }),
        ...list[i],
      }),
    ),
    openId: open === -1 ? null : years[open].id,
    openCategories,
  };
}

/** One year's cards (the accordion fragment); a 404 for a year not the institute's. */
async function loadYearCategories(
  p: Provider,
  g: Gallery,
  insId: Id,
  yearId: Id,
): Promise<GalleryCard[] | 'failed'> {
  const year = await ownYear(p, insId, yearId);
  return loadCards(p, g, insId, { ...year, id: yearId });
}

/**
 * A gallery page's reads: the year (for its name), the chips and the items (`all` = the
 * institute's, flow INSTITUTE). The year must be one of the institute's and a category one of that
 * year's before a read carries them: a 404 otherwise, a 503 when the list to check against failed.
 */
async function loadGallery(p: Provider, g: Gallery, insId: Id, yearId: Id, categoryId: Id | 'all') {
  const year = await ownYear(p, insId, yearId);
  const categories = api.galleryCategories(p, g.media, insId, yearId);
  if (categoryId === 'all') {
    const items = api.galleryItems(p, g.media, insId, 'INSTITUTE', yearId);
    const [cats, all] = await Promise.all([categories, items]);
    return { year, categories: cats, items: all };
  }
  const cats = await categories;
  if (!cats.ok) throw new ProviderUnavailable('gallery categories', cats.error);
  if (!cats.value.some((cat) => id(cat._id) === categoryId))
    throw new PageNotFound('gallery category');
  const items = await api.galleryItems(p, g.media, categoryId, 'CATEGORY', yearId);
  return { year, categories: cats, items };
}

/** `?year=`: an id, or `false` when given but not an id (a 404, unlike other stray values). */
const YearQuery = v.union([
  IdParam,
  v.pipe(
    v.string(),
    v.transform(() => false as const),
  ),
]);
const KindParam = v.picklist(GALLERY_KINDS);

galleries.get(
  PAGES.galleries.pattern,
  params('gallery', v.object({ kind: KindParam })),
  queries(PAGES.galleries, { year: YearQuery }),
  async (c) => {
    const g = GALLERIES[c.req.valid('param').kind];
    const { year: openYear = null } = c.req.valid('query');
    if (openYear === false) throw new PageNotFound('gallery year');
    const data = loadYears(c.var.provider, g, c.var.site.insId, openYear);
    const [frame, { years, openId, openCategories }] = await Promise.all([c.var.frame, data]);
    const t = messages().campus.galleries;
    return renderPage(
      c,
      frame,
      <InnerPage title={titleOf(g)}>
        <h2 className="visually-hidden">{t.academicYears}</h2>
        {years ? (
          <YearAccordions
            kind={g.kind}
            years={years}
            openId={openId}
            openCategories={openCategories}
          />
        ) : (
          <SectionNotice what={t.academicYears} />
        )}
      </InnerPage>,
      { pageTitle: titleOf(g) },
    );
  },
);

// Fragment for the accordion: HTML only, no frame.
galleries.get(
  PAGES.galleryYear.pattern,
  params('gallery year', v.object({ kind: KindParam, yearId: IdParam })),
  async (c) => {
    const { kind, yearId } = c.req.valid('param');
    const g = GALLERIES[kind];
    const cards = await loadYearCategories(c.var.provider, g, c.var.site.insId, yearId);
    return renderFragment(c, <CategoryCards kind={g.kind} cards={cards} />);
  },
);

galleries.get(
  PAGES.gallery.pattern,
  params(
    'gallery',
    v.object({
      kind: KindParam,
      yearId: IdParam,
      categoryId: v.union([v.literal('all'), IdParam]),
    }),
  ),
  queries(PAGES.gallery, { q: ClampedText }),
  async (c) => {
    const { kind, yearId, categoryId } = c.req.valid('param');
    const { q = '' } = c.req.valid('query');
    const g = GALLERIES[kind];
    const data = loadGallery(c.var.provider, g, c.var.site.insId, yearId, categoryId);
    const [frame, { year, categories, items }] = await Promise.all([c.var.frame, data]);
    const chips = categories.ok
      ? categoryLinks(g, yearId, categories.value, q || year.batchName)
      : [];
    const t = messages().campus.galleries;
    const yearName = q || year.batchName;
    const title = yearName ? t.yearTitle(titleOf(g), yearName) : titleOf(g);
    const what = g.kind === 'photo' ? t.photos : t.videos;
    // What the pictures are called ("Annual Day 2025-26 — photo 3 of 12"): the category and year.
    const category =
      categoryId === 'all' || !categories.ok
        ? undefined
        : ownCategories(categories.value).find((cat) => cat.id === categoryId)?.label;
    const listName = [category, year.batchName || q].filter(Boolean).join(' ') || titleOf(g);
    return renderPage(
      c,
      frame,
      <InnerPage title={title}>
        {categories.ok ? (
          <CategoryChips links={chips} active={categoryId} />
        ) : (
          <SectionNotice what={t.categories} />
        )}
        <section aria-labelledby="gallery-items">
          <h2 id="gallery-items" className="visually-hidden">
            {what}
          </h2>
          {!items.ok ? (
            <SectionNotice what={what} />
          ) : g.kind === 'photo' ? (
            <PhotoGrid keys={items.value} name={listName} />
          ) : (
            <VideoGrid items={items.value} name={listName} />
          )}
        </section>
      </InnerPage>,
      {
        pageTitle: title,
        breadcrumb: {
          parents: [{ label: t.gallery, href: href(PAGES.galleries, { kind }) }],
          crumb: yearName || title,
        },
      },
    );
  },
);
