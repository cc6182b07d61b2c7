/**
 * Photo and video galleries (spec 2.8). `/photo/gallery` lists academic years as accordions whose
 * categories load on opening (an HTML fragment; without JavaScript `?year=` renders the year
 * opened); `/photo/gallery/year/{yearId}/category/{categoryId|all}?q=` shows category chips and
 * the grid. The video gallery is the same with video thumbnails opening the video overlay.
 */
import { Hono, type Context } from 'hono';
import { renderToString } from 'react-dom/server';
import { CategoryChips, CategoryLinks, PhotoGrid, VideoGrid, YearAccordions, type GalleryLink } from '../components/galleries/Gallery';
import { InnerPage } from '../components/frame/InnerPage';
import { SectionNotice } from '../components/SectionNotice';
import type { AppEnv } from '../env';
import { queryText } from '../lib/text';
import { PageNotFound } from '../middleware/errors';
import { api, type GalleryKind } from '../provider/api';
import type { Provider } from '../provider/cache';
import { ok, type Result } from '../provider/client';
import { id, type Id } from '../provider/params';
import type { AcademicYear, GalleryCategory } from '../provider/schemas/gallery';
import { query, renderPage } from './page';

export const galleries = new Hono<AppEnv>();

type Gallery = { kind: GalleryKind; base: string; title: string };
const GALLERIES: Gallery[] = [
  { kind: 'image', base: '/photo/gallery', title: 'Photo Gallery' },
  { kind: 'video', base: '/video/gallery', title: 'Video Gallery' },
];

const withQ = (href: string, q: string) => (q ? `${href}?q=${encodeURIComponent(q)}` : href);

/** "All" and each category of a year (checked ids), linking to the year's gallery pages with `?q={batchName}`. */
function categoryLinks(g: Gallery, yearId: Id, categories: GalleryCategory[], q: string): GalleryLink[] {
  const link = (cid: string, label: string) => ({ id: cid, label, href: withQ(`${g.base}/year/${yearId}/category/${cid}`, q) });
  return [link('all', 'All'), ...categories.flatMap((cat) => {
    const cid = id(cat._id);
    return cid ? [link(cid, cat.category || 'Category')] : [];
  })];
}

const findYear = (years: Result<AcademicYear[]>, yearId: Id) => (years.ok ? years.value.find((y) => id(y._id) === yearId) : undefined);

/** The academic years and, when `openYear` is given, that year's categories (for the no-JavaScript view). */
export async function loadYears(p: Provider, g: Gallery, insId: Id, openYear: Id | null) {
  const [years, categories] = await Promise.all([api.academicYears(p, insId), openYear ? api.galleryCategories(p, g.kind, insId, openYear) : ok<GalleryCategory[]>([])]);
  const open = openYear ? findYear(years, openYear) : undefined;
  return {
    years,
    openId: open ? openYear : null,
    openCategories: open && openYear ? (categories.ok ? categoryLinks(g, openYear, categories.value, open.batchName) : ('failed' as const)) : null,
  };
}

/** One year's category links (the accordion fragment). Unknown year: null. */
export async function loadYearCategories(p: Provider, g: Gallery, insId: Id, yearId: Id): Promise<GalleryLink[] | 'failed' | null> {
  const [years, categories] = await Promise.all([api.academicYears(p, insId), api.galleryCategories(p, g.kind, insId, yearId)]);
  const year = findYear(years, yearId);
  if (years.ok && !year) return null;
  return categories.ok ? categoryLinks(g, yearId, categories.value, year?.batchName ?? '') : 'failed';
}

/** A gallery page's reads: the year (for its name), the chips and the items (`all` = the institute's, flow INSTITUTE). */
export async function loadGallery(p: Provider, g: Gallery, insId: Id, yearId: Id, categoryId: Id | 'all') {
  const [years, categories, items] = await Promise.all([
    api.academicYears(p, insId),
    api.galleryCategories(p, g.kind, insId, yearId),
    categoryId === 'all' ? api.galleryItems(p, g.kind, insId, 'INSTITUTE', yearId) : api.galleryItems(p, g.kind, categoryId, 'CATEGORY', yearId),
  ]);
  return { year: findYear(years, yearId), yearsOk: years.ok, categories, items };
}

for (const g of GALLERIES) {
  galleries.get(g.base, async (c) => {
    const raw = query(c, 'year');
    const openYear = raw === undefined ? null : id(raw);
    if (raw !== undefined && !openYear) throw new PageNotFound('gallery year');
    const data = loadYears(c.var.provider, g, c.var.site.insId, openYear);
    const [frame, { years, openId, openCategories }] = await Promise.all([c.var.frame, data]);
    const list = years.ok
      ? years.value.flatMap((y) => {
          const yid = id(y._id);
          return yid ? [{ id: yid, label: y.batchName || 'Academic year', fragment: `${g.base}/year/${yid}/categories`, noJsHref: `${g.base}?year=${yid}` }] : [];
        })
      : [];
    return renderPage(
      c,
      frame,
      <InnerPage title={g.title}>
        <h2 className="visually-hidden">Academic years</h2>
        {years.ok ? <YearAccordions years={list} openId={openId} openCategories={openCategories} /> : <SectionNotice what="Academic years" />}
      </InnerPage>,
      { pageTitle: g.title },
    );
  });

  // Fragment for the accordion: HTML only, no frame.
  galleries.get(`${g.base}/year/:yearId/categories`, async (c) => {
    const yearId = id(c.req.param('yearId'));
    if (!yearId) throw new PageNotFound('gallery year');
    const links = await loadYearCategories(c.var.provider, g, c.var.site.insId, yearId);
    if (links === null) throw new PageNotFound('gallery year');
    return c.html(renderToString(<CategoryLinks links={links} />));
  });

  galleries.get(`${g.base}/year/:yearId/category/:categoryId`, (c) => galleryPage(c, g));
}

async function galleryPage(c: Context<AppEnv>, g: Gallery) {
  const yearId = id(c.req.param('yearId'));
  const rawCategory = c.req.param('categoryId');
  const categoryId = rawCategory === 'all' ? 'all' : id(rawCategory);
  if (!yearId || !categoryId) throw new PageNotFound('gallery');
  const q = queryText(query(c, 'q'));
  const data = loadGallery(c.var.provider, g, c.var.site.insId, yearId, categoryId);
  const [frame, { year, yearsOk, categories, items }] = await Promise.all([c.var.frame, data]);
  if (yearsOk && !year) throw new PageNotFound('gallery year');
  const chips = categories.ok ? categoryLinks(g, yearId, categories.value, q || year?.batchName || '') : [];
  if (categoryId !== 'all' && categories.ok && !chips.some((chip) => chip.id === categoryId)) throw new PageNotFound('gallery category');
  const title = q || year?.batchName || g.title;
  const what = g.kind === 'image' ? 'Photos' : 'Videos';
  return renderPage(
    c,
    frame,
    <InnerPage title={title} breadcrumb={{ label: 'Gallery', href: g.base }}>
      {categories.ok ? <CategoryChips links={chips} active={categoryId} /> : <SectionNotice what="Gallery categories" />}
      <section aria-labelledby="gallery-items">
        <h2 id="gallery-items" className="visually-hidden">{what}</h2>
        {!items.ok ? (
          <SectionNotice what={what} />
        ) : g.kind === 'image' ? (
          <PhotoGrid keys={items.value} filesBase={c.env.FILES_BASE} title={title} />
        ) : (
          <VideoGrid items={items.value} title={title} />
        )}
      </section>
    </InnerPage>,
    { pageTitle: `${g.title}: ${title}` },
  );
}
