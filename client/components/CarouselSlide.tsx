/**
 * What one slide of a home carousel shows: a picture, a link (a notice or an event) or a
 * testimonial (photo, bio behind Read More, name and course). `…Lang` fields: the `lang` of the
 * provider's text in another script than the page's (decision 038), given by the server.
 */
import { ReadMore, type ReadMoreLabels } from './ReadMore';

/** A picture's address and, through the image route, its resized candidates (`srcset`). */
type SlidePicture = { src: string; srcSet?: string };

/** The testimonial photo's box, in CSS pixels (islands.css). */
export const TESTIMONIAL_PHOTO = 96;

export type CarouselSlide =
  | {
      kind: 'image';
      src: string;
      srcSet?: string;
      /** How wide the picture shows (`sizes`), with `srcSet`. */
      sizes?: string;
      alt: string;
      width: number;
      height: number;
    }
  | { kind: 'link'; href: string; title: string; titleLang?: string; meta?: string }
  | {
      kind: 'testimonial';
      name: string;
      nameLang?: string;
      course: string;
      courseLang?: string;
      image?: SlidePicture;
      /** The photo's alt text, in the page's language ("" without a name). */
      alt: string;
      bio: string;
      bioLang?: string;
      /** The bio's Read More / Read Less, in the page's language. */
      readMore: ReadMoreLabels;
    };

const DEFAULT_AVATAR = '/img/default-avatar.svg';

/**
 * The slide's content; the first picture loads eagerly (the home page's largest paint). A
 * `deferred` picture is in `<noscript>`: without JavaScript the visitor swipes to it and it loads
 * lazily; with it, the carousel shows it when it is next (a phone would otherwise fetch the
 * pictures beside the first at once, each a photo).
 */
export function SlideContent({
  slide,
  first,
  deferred = false,
}: {
  slide: CarouselSlide;
  first: boolean;
  deferred?: boolean;
}) {
  switch (slide.kind) {
    case 'image':
      if (deferred)
        return (
          <noscript>
            <SlideContent slide={slide} first={first} />
          </noscript>
        );
      return (
        <img
          className="carousel-image"
          src={slide.src}
          srcSet={slide.srcSet}
          sizes={slide.srcSet ? slide.sizes : undefined}
          alt={slide.alt}
          width={slide.width}
          height={slide.height}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding="async"
        />
      );
    case 'link':
      return (
        <a className="carousel-link" href={slide.href}>
          <span className="carousel-link-title" lang={slide.titleLang}>
            {slide.title}
          </span>
          {slide.meta ? <span className="carousel-link-meta">{slide.meta}</span> : null}
        </a>
      );
    case 'testimonial':
      return (
        <figure className="testimonial">
          <img
            className="testimonial-photo"
            src={slide.image?.src || DEFAULT_AVATAR}
            srcSet={slide.image?.srcSet}
            sizes={slide.image?.srcSet ? `${TESTIMONIAL_PHOTO}px` : undefined}
            alt={slide.alt}
            width={TESTIMONIAL_PHOTO}
            height={TESTIMONIAL_PHOTO}
            loading="lazy"
            decoding="async"
          />
          <blockquote className="testimonial-bio" lang={slide.bioLang}>
            <ReadMore text={slide.bio} labels={slide.readMore} />
          </blockquote>
          <figcaption>
            <span className="testimonial-name" lang={slide.nameLang}>
              {slide.name}
            </span>
            {slide.course ? (
              <span className="testimonial-course" lang={slide.courseLang}>
                {slide.course}
              </span>
            ) : null}
          </figcaption>
        </figure>
      );
  }
}
