/** The home page's Quick Links column and testimonials (spec 2.2). */
import { TESTIMONIAL_PHOTO } from '../../../client/components/CarouselSlide';
import Carousel from '../../../client/islands/Carousel';
import { messages } from '../../i18n/catalogue';
import { providerLang } from '../../i18n/content';
import { fileTitle } from '../../lib/files';
import { hasFile, safeHref } from '../../lib/url';
import type { QuickLink, Testimonial } from '../../provider/schemas/profile';
import { FileLink, usePictures } from '../FileLink';
import { Island } from '../Island';
import { carouselLabels, HOME_CAROUSEL } from './NewsColumns';

/**
 * Quick link: typo YES opens its link in a new tab; otherwise its file opens in the viewer. Without
 * a name, a link is called by its host and a file by a name read from its key. Nothing without
 * a link.
 */
export function QuickLinks({ links }: { links: QuickLink[] }) {
  const t = messages().home;
  const items = links.flatMap((link) => {
    if (link.typo.trim().toUpperCase() === 'YES') {
      const href = safeHref(link.link_images);
      return href
        ? [
            <a
              key={href}
              href={href}
              lang={providerLang(link.name)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {link.name || new URL(href).hostname}
            </a>,
          ]
        : [];
    }
    return hasFile(link.link_images)
      ? [
          <FileLink
            key={link.link_images}
            fileKey={link.link_images}
            lang={providerLang(link.name)}
          >
            {fileTitle(link.name, link.link_images, t.document)}
          </FileLink>,
        ]
      : [];
  });
  // An institute without a usable quick link has no Quick Links section (decision 062).
  if (items.length === 0) return null;
  return (
    <section className="home-quick-links" aria-labelledby="home-quick">
      <h2 id="home-quick">{t.quickLinks}</h2>
      <ul className="quick-links">
        {items.map((a, i) => (
          <li key={i}>{a}</li>
        ))}
      </ul>
    </section>
  );
}

export function Testimonials({ items }: { items: Testimonial[] }) {
  const pictures = usePictures();
  if (items.length === 0) return null;
  const labels = messages().home;
  const { readMore, readLess } = messages().common;
  return (
    <section className="testimonials" aria-labelledby="home-testimonials">
      <h2 id="home-testimonials">{labels.testimonials}</h2>
      <Island
        component={Carousel}
        id="home-testimonials-carousel"
        hydrate="visible"
        props={{
          label: labels.testimonials,
          labels: carouselLabels(),
          perView: { mobile: 1, desktop: 3 },
          autoplayMs: HOME_CAROUSEL.testimonials,
          loop: true,
          slides: items.map((t) => ({
            kind: 'testimonial' as const,
            name: t.name,
            nameLang: providerLang(t.name),
            course: t.course,
            courseLang: providerLang(t.course),
            image: pictures(t.image, TESTIMONIAL_PHOTO),
            alt: t.name ? labels.photoOf(t.name) : '',
            bio: t.bio,
            bioLang: providerLang(t.bio),
            readMore: { more: readMore, less: readLess },
          })),
        }}
      />
    </section>
  );
}
