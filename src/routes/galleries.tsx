/**
 * Photo and video galleries (spec 2.8), one set of pages for both kinds (`/{photo|video}/gallery`,
 * the kind checked in front like the ids). `/photo/gallery` lists academic years as accordions
 * whose categories load on opening (an HTML fragment; without JavaScript `?year=` renders the year
 * opened); `/photo/gallery/year/{yearId}/category/{categoryId|all}?q=` shows category chips and
 * the grid. The video gallery is the same with video thumbnails opening the video overlay.
 * A year id (path or `?year=`) must be one of the institute's academic years, and a category id
 * one of that year's categories, before any read carries it; anything else is a 404.
 */
import { Hono } from 'hono';
import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { InnerPage } from '../components/frame/InnerPage';
import {
  CategoryChips,
  CategoryLinks,
  type GalleryLink,
  PhotoGrid,
  VideoGrid,
  YearAccordions,
} from '../components/galleries/Gallery';
import { SectionNotice } from '../components/SectionNotice';
import type { AppEnv } from '../env';
import { PageNotFound, ProviderUnavailable } from '../errors';
import { renderPage } from '../frame/render';
import { ClampedText, params, queries } from '../frame/validate';
import { GALLERY_KINDS, type GalleryKind, href, IdParam, PAGES } from '../paths';
import { api, type GalleryKind as Media } from '../provider/api';
import type { Provider } from '../provider/cache';
import { type Id, id } from '../provider/params';
import type { AcademicYear, GalleryCategory } from '../provider/schemas/gallery';

export const galleries = new Hono<AppEnv>();

/** A gallery: its kind in the URL, what the provider calls its items, and its title. */
type Gallery = { kind: GalleryKind; media: Media; title: string };
const GALLERIES: Record<GalleryKind, Gallery> = {
  photo: { kind: 'photo', media: 'image', title: 'Photo Gallery' },
  video: { kind: 'video', media: 'video', title: 'Video Gallery' },
};

/** "All" and each category of a year (checked ids), linking to the year's gallery pages with `?q={batchName}`. */
function categoryLinks(
  g: Gallery,
  yearId: Id,
  categories: GalleryCategory[],
  q: string,
): GalleryLink[] {
  const link = (categoryId: string, label: string) => ({
    id: categoryId,
    label,
    href: href(PAGES.gallery, { kind: g.kind, yearId, categoryId }, { q }),
  });
  return [
    link('all', 'All'),
    ...categories.flatMap((cat) => {
      const cid = id(cat._id);
      return cid ? [link(cid, cat.category || 'Category')] : [];
    }),
  ];
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

/** The academic years and, when `openYear` (one of them) is given, that year's categories (for the no-JavaScript view). */
export async function loadYears(p: Provider, g: Gallery, insId: Id, openYear: Id | null) {
  const years = api.academicYears(p, insId);
  if (!openYear) return { years: await years, openId: null, openCategories: null };
  const year = await ownYear(p, insId, openYear);
  const categories = await api.galleryCategories(p, g.media, insId, openYear);
  return {
    years: await years,
    openId: openYear,
    openCategories: categories.ok
      ? categoryLinks(g, openYear, categories.value, year.batchName)
      : ('failed' as const),
  };
}

/** One year's category links (the accordion fragment); a 404 for a year not the institute's. */
export async function loadYearCategories(
  p: Provider,
  g: Gallery,
  insId: Id,
  yearId: Id,
): Promise<GalleryLink[] | 'failed'> {
  const year = await ownYear(p, insId, yearId);
  const categories = await api.galleryCategories(p, g.media, insId, yearId);
  return categories.ok ? categoryLinks(g, yearId, categories.value, year.batchName) : 'failed';
}

/**
 * A gallery page's reads: the year (for its name), the chips and the items (`all` = the
 * institute's, flow INSTITUTE). The year must be one of the institute's and a category one of that
 * year's before a read carries them: a 404 otherwise, a 503 when the list to check against failed.
 */
export async function loadGallery(
  p: Provider,
  g: Gallery,
  insId: Id,
  yearId: Id,
  categoryId: Id | 'all',
) {
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
    const list = years.ok
      ? years.value.flatMap((y) => {
          const yearId = id(y._id);
          if (!yearId) return [];
          const label = y.batchName || 'Academic year';
          const fragment = href(PAGES.galleryYear, { kind: g.kind, yearId });
          const noJsHref = href(PAGES.galleries, { kind: g.kind }, { year: yearId });
          return [{ id: yearId, label, fragment, noJsHref }];
        })
      : [];
    return renderPage(
      c,
      frame,
      <InnerPage title={g.title}>
        <h2 className="visually-hidden">Academic years</h2>
        {years.ok ? (
          <YearAccordions years={list} openId={openId} openCategories={openCategories} />
        ) : (
          <SectionNotice what="Academic years" />
        )}
      </InnerPage>,
      { pageTitle: g.title },
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
    const links = await loadYearCategories(c.var.provider, g, c.var.site.insId, yearId);
    return c.html(renderToString(<CategoryLinks links={links} />));
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
    const title = q || year.batchName || g.title;
    const what = g.kind === 'photo' ? 'Photos' : 'Videos';
    return renderPage(
      c,
      frame,
      <InnerPage
        title={title}
        breadcrumb={{ label: 'Gallery', href: href(PAGES.galleries, { kind }) }}
      >
        {categories.ok ? (
          <CategoryChips links={chips} active={categoryId} />
        ) : (
          <SectionNotice what="Gallery categories" />
        )}
        <section aria-labelledby="gallery-items">
          <h2 id="gallery-items" className="visually-hidden">
            {what}
          </h2>
          {!items.ok ? (
            <SectionNotice what={what} />
          ) : g.kind === 'photo' ? (
            <PhotoGrid keys={items.value} title={title} />
          ) : (
            <VideoGrid items={items.value} title={title} />
          )}
        </section>
      </InnerPage>,
      { pageTitle: `${g.title}: ${title}` },
    );
  },
);
