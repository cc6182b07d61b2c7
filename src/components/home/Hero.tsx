/**
 * The home page's hero: the institute's name as the page's heading over the campus pictures
 * (spec 2.2's image carousel), and Apply while the institute has an application open to visitors.
 */
import { Suspense, use } from 'react';
import Carousel from '../../../client/islands/Carousel';
import { messages } from '../../i18n/catalogue';
import { providerLang } from '../../i18n/content';
import { WIDEST } from '../../lib/pictures';
import { href, PAGES } from '../../paths';
import { usePictures } from '../FileLink';
import { Island } from '../Island';
import { carouselLabels, HOME_CAROUSEL } from './NewsColumns';

/** The hero's pictures' width: the screen on a phone, its right half from 901 px (site.css). */
const HERO_SIZES = '(min-width: 901px) 50vw, 100vw';

/** The carousel's intrinsic picture size (the hero crops it to its own height). */
const PICTURE = { width: 1600, height: 600 };

/**
 * `applyOpen` may still be a read under way (it streams in when later than the renderer's wait
 * for a whole page, decision 055): Apply then appears in a place reserved for it, so nothing moves.
 */
export function Hero({
  name,
  pictures,
  applyOpen,
}: {
  name: string;
  /** File keys of the landing control's home background images. */
  pictures: string[];
  applyOpen: boolean | Promise<boolean>;
}) {
  // The carousel is an island: its slides carry built URLs.
  const t = messages().home;
  const sources = usePictures();
  const slides = pictures.flatMap((key, i) => {
    const source = sources(key, WIDEST);
    return source
      ? [
          {
            kind: 'image' as const,
            ...source,
            // The hero spans a phone's screen and half a wider one (site.css).
            sizes: HERO_SIZES,
            alt: t.campusPhoto(name, i + 1),
            ...PICTURE,
          },
        ]
      : [];
  });
  return (
    <div className={slides.length > 0 ? 'hero' : 'hero hero--plain'}>
      {slides.length > 0 && (
        <Island
          component={Carousel}
          id="home-images"
          props={{
            label: t.campusPhotos,
            labels: carouselLabels(),
            slides,
            autoplayMs: HOME_CAROUSEL.images,
            loop: true,
          }}
        />
      )}
      <div className="hero-caption">
        <h1 className="hero-title" lang={providerLang(name)}>
          {name}
        </h1>
        {applyOpen instanceof Promise ? (
          <Suspense fallback={null}>
            <StreamedApply open={applyOpen} />
          </Suspense>
        ) : (
          <Apply open={applyOpen} />
        )}
      </div>
    </div>
  );
}

const StreamedApply = ({ open }: { open: Promise<boolean> }) => <Apply open={use(open)} />;

function Apply({ open }: { open: boolean }) {
  return open ? (
    <a className="hero-apply" href={href(PAGES.applications, {})}>
      {messages().home.apply}
    </a>
  ) : null;
}
