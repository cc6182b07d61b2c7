/**
 * The home carousels (spec 2.2, 9): images, notice and event lists, testimonials. Server HTML is
 * a CSS scroll-snap strip the visitor can scroll without JavaScript; once hydrated, previous /
 * next and pause / play buttons appear (`data-ready`), and autoplay steps the strip with
 * `scrollTo`, so swiping, keyboard scrolling and focus inside stay native. Autoplay (decision 060)
 * starts only on a wide screen with a fine pointer, never under prefers-reduced-motion (WCAG
 * 2.2.2), steps at most once per AUTOPLAY_MIN_MS, and waits while the pointer is over the slides,
 * focus is inside or the tab is hidden; a touch stops it, and the play button starts and stops it
 * anywhere.
 */
import { type FocusEvent, type PointerEvent, useEffect, useLayoutEffect, useState } from 'react';
import { type CarouselSlide, SlideContent } from '../components/CarouselSlide';
import { useCarouselStrip } from '../lib/carouselStrip';
import { fill } from '../lib/fill';
import { useHydrated } from '../lib/layers';

export type { CarouselSlide } from '../components/CarouselSlide';

/** The shortest time a slide shows under autoplay: one step per 6 s at most (decision 060). */
export const AUTOPLAY_MIN_MS = 6000;

/**
 * Phones and touch screens, where autoplay waits for the visitor's Play: the query islands.css
 * uses for them too.
 */
const PHONE_QUERY = '(max-width: 900px), (pointer: coarse)';
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The buttons' names and the slides' labels, in the page's language (`{n}`, `{count}` holes). */
export type CarouselLabels = {
  play: string;
  stop: string;
  previous: string;
  next: string;
  /** A slide's name: "3 of 12". */
  slide: string;
  /** Announced when the buttons move the strip: "Slide 3 of 12". */
  status: string;
};

export type CarouselProps = {
  /** Unique on the page; prefixes the ids this component renders. */
  id: string;
  /** Accessible name of the carousel region. */
  label: string;
  labels: CarouselLabels;
  slides: CarouselSlide[];
  /** Delay between automatic steps, at least AUTOPLAY_MIN_MS; 0: no autoplay and no play button. */
  autoplayMs: number;
  /** After the last slide comes the first (and before the first, the last). */
  loop: boolean;
  orientation?: 'horizontal' | 'vertical';
  /** Slides side by side (horizontal); desktop from 901px. Default 1 / 1. */
  perView?: { mobile: PerView; desktop: PerView };
  /** Slides shown at once in a vertical carousel. Default 1. */
  visibleSlides?: VisibleSlides;
};

/**
 * The counts islands.css has rules for: they reach the stylesheet as data attributes, since the
 * CSP allows no `style` attribute (docs/decisions/054-styles-without-unsafe-inline.md).
 */
type PerView = 1 | 2 | 3 | 4;
type VisibleSlides = 1 | 2 | 3 | 4 | 5 | 6;

export default function Carousel({
  id,
  label,
  labels,
  slides,
  autoplayMs,
  loop,
  orientation = 'horizontal',
  perView,
  visibleSlides,
}: CarouselProps) {
  const vertical = orientation === 'vertical';
  const count = slides.length;
  const hydrated = useHydrated();
  const { track, index, maxIndex, status, step } = useCarouselStrip({
    count,
    loop,
    vertical,
    status: labels.status,
  });
  // Still until the browser says where it is: the server cannot know the screen.
  const [playing, setPlaying] = useState(false);
  // Picture slides whose picture may load: the first, then each one as it comes next.
  const [reached, setReached] = useState<ReadonlySet<number>>(() => new Set([0]));
  useEffect(() => {
    if (!hydrated || count === 0) return;
    const next = [index, (index + 1) % count];
    setReached((known) => (next.every((i) => known.has(i)) ? known : new Set([...known, ...next])));
  }, [hydrated, index, count]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  // Autoplay starts by itself on a wide screen only, and never for visitors who prefer reduced
  // motion (they can still start it); a screen that becomes one of those stops it. Before paint,
  // so the play button shows its state from its first frame.
  useLayoutEffect(() => {
    if (autoplayMs <= 0) return;
    const queries = [matchMedia(PHONE_QUERY), matchMedia(REDUCED_MOTION_QUERY)];
    setPlaying(!queries.some((q) => q.matches));
    const stop = (event: MediaQueryListEvent) => {
      if (event.matches) setPlaying(false);
    };
    for (const q of queries) q.addEventListener('change', stop);
    return () => {
      for (const q of queries) q.removeEventListener('change', stop);
    };
  }, [autoplayMs]);

  // A hidden tab does not step: the visitor comes back to the slide they left, a whole delay
  // before the next step, never to a step under way.
  const [tabHidden, setTabHidden] = useState(false);
  useEffect(() => {
    const apply = () => setTabHidden(document.hidden);
    apply();
    document.addEventListener('visibilitychange', apply);
    return () => document.removeEventListener('visibilitychange', apply);
  }, []);

  const delay = Math.max(autoplayMs, AUTOPLAY_MIN_MS);
  const running =
    hydrated && playing && !hovered && !focused && !tabHidden && autoplayMs > 0 && maxIndex > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => step(1, false), delay);
    return () => clearInterval(timer);
  }, [running, delay, step]);

  if (count === 0) return null;

  const onFocus = (event: FocusEvent) =>
    setFocused(!(event.target as HTMLElement).closest('.carousel-play'));
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  // A touch on the slides or the arrows takes control: autoplay stops until Play is pressed.
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' && !(event.target as HTMLElement).closest('.carousel-play'))
      setPlaying(false);
  };
  const onHover = (event: PointerEvent, over: boolean) => {
    if (event.pointerType === 'mouse') setHovered(over);
  };

  const trackId = `${id}-track`;
  const movable = maxIndex > 0;
  const classes = [
    'carousel',
    `carousel--${orientation}`,
    slides[0].kind === 'image' ? 'carousel--images' : `carousel--${slides[0].kind}s`,
  ].join(' ');

  return (
    <section
      className={classes}
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={hydrated ? '' : undefined}
      data-per-view={perView?.mobile ?? 1}
      data-per-view-desktop={perView?.desktop ?? perView?.mobile ?? 1}
      data-visible={visibleSlides ?? 1}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerDown={onPointerDown}
    >
      {count > 1 && (
        <div className="carousel-controls">
          {autoplayMs > 0 && (
            <button
              type="button"
              className="carousel-play"
              aria-label={playing ? labels.stop : labels.play}
              onClick={() => setPlaying((p) => !p)}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                {playing ? (
                  <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
                ) : (
                  <path d="M8 5l11 7-11 7z" fill="currentColor" />
                )}
              </svg>
            </button>
          )}
          <button
            type="button"
            className="carousel-prev"
            aria-label={labels.previous}
            aria-controls={trackId}
            aria-disabled={!loop && index <= 0 ? true : undefined}
            onClick={() => step(-1, true)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d={vertical ? 'M6 15l6-6 6 6' : 'M15 6l-6 6 6 6'}
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
              />
            </svg>
          </button>
          <button
            type="button"
            className="carousel-next"
            aria-label={labels.next}
            aria-controls={trackId}
            aria-disabled={!loop && (index >= maxIndex || !movable) ? true : undefined}
            onClick={() => step(1, true)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d={vertical ? 'M6 9l6 6 6-6' : 'M9 6l6 6-6 6'}
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
              />
            </svg>
          </button>
        </div>
      )}
      <div
        ref={track}
        className="carousel-track"
        id={trackId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes focus, so keys scroll it (axe scrollable-region-focusable)
        tabIndex={0}
        onPointerEnter={(e) => onHover(e, true)}
        onPointerLeave={(e) => onHover(e, false)}
      >
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide is a group in the WAI-ARIA carousel pattern, not a form fieldset
          <div
            key={i}
            className="carousel-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={fill(labels.slide, { n: i + 1, count })}
            data-current={i === index ? '' : undefined}
          >
            <SlideContent
              slide={slide}
              first={i === 0}
              deferred={slide.kind === 'image' && !reached.has(i)}
            />
          </div>
        ))}
      </div>
      {/* Quiet while the slides turn by themselves (the WAI-ARIA carousel pattern). */}
      <p className="visually-hidden" aria-live={running ? 'off' : 'polite'} aria-atomic="true">
        {status}
      </p>
    </section>
  );
}
