/**
 * The home carousels (spec 2.2, 9): images, notice and event lists, testimonials. Server HTML is
 * a CSS scroll-snap strip the visitor can scroll without JavaScript; once hydrated, previous /
 * next and pause / play buttons appear (`data-ready`), and autoplay steps the strip with
 * `scrollTo`, so swiping, keyboard scrolling and focus inside stay native. Autoplay pauses while
 * the pointer is over the slides or focus is inside, stops on a touch and under
 * prefers-reduced-motion (WCAG 2.2.2), and the pause button stops and restarts it.
 */
import { useCallback, useEffect, useRef, useState, type CSSProperties, type FocusEvent, type PointerEvent } from 'react';
import { useHydrated } from './layers';
import { ReadMore } from './ReadMore';

export type CarouselSlide =
  | { kind: 'image'; src: string; alt: string; width: number; height: number }
  | { kind: 'link'; href: string; title: string; meta?: string }
  | { kind: 'testimonial'; name: string; course: string; image?: string; bio: string };

export type CarouselProps = {
  /** Unique on the page; prefixes the ids this component renders. */
  id: string;
  /** Accessible name of the carousel region. */
  label: string;
  slides: CarouselSlide[];
  /** Delay between automatic steps; 0 disables autoplay. */
  autoplayMs: number;
  /** After the last slide comes the first (and before the first, the last). */
  loop: boolean;
  orientation?: 'horizontal' | 'vertical';
  /** Slides side by side (horizontal); desktop from 901px. Default 1 / 1. */
  perView?: { mobile: number; desktop: number };
  /** Slides shown at once in a vertical carousel. Default 1. */
  visibleSlides?: number;
};

export const DEFAULT_AVATAR = '/img/default-avatar.svg';
const SETTLE_MS = 120;

export default function Carousel({ id, label, slides, autoplayMs, loop, orientation = 'horizontal', perView, visibleSlides }: CarouselProps) {
  const vertical = orientation === 'vertical';
  const count = slides.length;
  const hydrated = useHydrated();
  const track = useRef<HTMLDivElement>(null);
  const target = useRef(0);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [index, setIndex] = useState(0);
  const [maxIndex, setMaxIndex] = useState(Math.max(0, count - 1));
  const [playing, setPlaying] = useState(autoplayMs > 0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [status, setStatus] = useState('');

  /** Scroll offsets of the slides, relative to the first one. */
  const positions = useCallback((): number[] => {
    const el = track.current;
    if (!el) return [];
    const slideEls = Array.from(el.children) as HTMLElement[];
    const origin = slideEls[0] ? (vertical ? slideEls[0].offsetTop : slideEls[0].offsetLeft) : 0;
    return slideEls.map((s) => (vertical ? s.offsetTop : s.offsetLeft) - origin);
  }, [vertical]);

  /** The last index the strip can scroll to (later slides are already visible there). */
  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return 0;
    const end = vertical ? el.scrollHeight - el.clientHeight : el.scrollWidth - el.clientWidth;
    const pos = positions();
    const last = end <= 1 ? 0 : pos.findIndex((p) => p >= end - 2);
    const max = last === -1 ? pos.length - 1 : last;
    setMaxIndex(max);
    return max;
  }, [positions, vertical]);

  const goTo = useCallback(
    (next: number, announce: boolean) => {
      const el = track.current;
      if (!el) return;
      const max = measure();
      const i = Math.min(Math.max(next, 0), max);
      const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
      // A settle pending from an earlier scroll would read the old position: this scroll decides.
      clearTimeout(settleTimer.current);
      el.scrollTo({ [vertical ? 'top' : 'left']: positions()[i] ?? 0, behavior: reduce ? 'auto' : 'smooth' });
      target.current = i;
      setIndex(i);
      if (announce) setStatus(`Slide ${i + 1} of ${count}`);
    },
    [count, measure, positions, vertical],
  );

  const step = useCallback(
    (delta: 1 | -1, announce: boolean) => {
      const max = measure();
      const cur = target.current;
      if (delta === 1) goTo(cur >= max ? (loop ? 0 : max) : cur + 1, announce);
      else goTo(cur <= 0 ? (loop ? max : 0) : cur - 1, announce);
    },
    [goTo, loop, measure],
  );

  // Keep the index in step with the strip (swipes, keyboard scrolling, focus moving into a slide).
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const settle = () => {
      const scroll = vertical ? el.scrollTop : el.scrollLeft;
      const pos = positions();
      let nearest = 0;
      pos.forEach((p, i) => {
        if (Math.abs(p - scroll) < Math.abs(pos[nearest] - scroll)) nearest = i;
      });
      target.current = nearest;
      setIndex(nearest);
    };
    const onScroll = () => {
      clearTimeout(settleTimer.current);
      settleTimer.current = setTimeout(settle, SETTLE_MS);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    const resize = new ResizeObserver(() => measure());
    resize.observe(el);
    return () => {
      clearTimeout(settleTimer.current);
      el.removeEventListener('scroll', onScroll);
      resize.disconnect();
    };
  }, [measure, positions, vertical]);

  // Visitors who prefer reduced motion get no autoplay (they can still start it).
  useEffect(() => {
    const query = matchMedia('(prefers-reduced-motion: reduce)');
    const apply = () => {
      if (query.matches) setPlaying(false);
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, []);

  const running = hydrated && playing && !hovered && !focused && autoplayMs > 0 && maxIndex > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => step(1, false), autoplayMs);
    return () => clearInterval(timer);
  }, [running, autoplayMs, step]);

  if (count === 0) return null;

  const onFocus = (event: FocusEvent) => setFocused(!(event.target as HTMLElement).closest('.carousel-play'));
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  // A touch on the slides or the arrows takes control: autoplay stops until Play is pressed.
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' && !(event.target as HTMLElement).closest('.carousel-play')) setPlaying(false);
  };
  const onHover = (event: PointerEvent, over: boolean) => {
    if (event.pointerType === 'mouse') setHovered(over);
  };

  const trackId = `${id}-track`;
  const movable = maxIndex > 0;
  const style = {
    '--per-view': perView?.mobile ?? 1,
    '--per-view-desktop': perView?.desktop ?? perView?.mobile ?? 1,
    '--visible': visibleSlides ?? 1,
  } as CSSProperties;
  const classes = ['carousel', `carousel--${orientation}`, slides[0].kind === 'image' ? 'carousel--images' : `carousel--${slides[0].kind}s`].join(' ');

  return (
    <section className={classes} aria-roledescription="carousel" aria-label={label} data-ready={hydrated ? '' : undefined} style={style} onFocus={onFocus} onBlur={onBlur} onPointerDown={onPointerDown}>
      {count > 1 && (
        <div className="carousel-controls">
          {autoplayMs > 0 && (
            <button type="button" className="carousel-play" aria-label={playing ? 'Stop automatic slide show' : 'Start automatic slide show'} onClick={() => setPlaying((p) => !p)}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                {playing ? <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" /> : <path d="M8 5l11 7-11 7z" fill="currentColor" />}
              </svg>
            </button>
          )}
          <button type="button" className="carousel-prev" aria-label="Previous slide" aria-controls={trackId} aria-disabled={!loop && index <= 0 ? true : undefined} onClick={() => step(-1, true)}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d={vertical ? 'M6 15l6-6 6 6' : 'M15 6l-6 6 6 6'} fill="none" stroke="currentColor" strokeWidth="2.5" /></svg>
          </button>
          <button type="button" className="carousel-next" aria-label="Next slide" aria-controls={trackId} aria-disabled={!loop && (index >= maxIndex || !movable) ? true : undefined} onClick={() => step(1, true)}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d={vertical ? 'M6 9l6 6 6-6' : 'M9 6l6 6-6 6'} fill="none" stroke="currentColor" strokeWidth="2.5" /></svg>
          </button>
        </div>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus, so keys can scroll it (axe scrollable-region-focusable) */}
      <div ref={track} className="carousel-track" id={trackId} tabIndex={0} onPointerEnter={(e) => onHover(e, true)} onPointerLeave={(e) => onHover(e, false)}>
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide is a group in the WAI-ARIA carousel pattern, not a form fieldset
          <div key={i} className="carousel-slide" role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`} data-current={i === index ? '' : undefined}>
            <Slide slide={slide} first={i === 0} />
          </div>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {status}
      </p>
    </section>
  );
}

function Slide({ slide, first }: { slide: CarouselSlide; first: boolean }) {
  switch (slide.kind) {
    case 'image':
      return <img className="carousel-image" src={slide.src} alt={slide.alt} width={slide.width} height={slide.height} loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : undefined} decoding="async" />;
    case 'link':
      return (
        <a className="carousel-link" href={slide.href}>
          <span className="carousel-link-title">{slide.title}</span>
          {slide.meta ? <span className="carousel-link-meta">{slide.meta}</span> : null}
        </a>
      );
    case 'testimonial':
      return (
        <figure className="testimonial">
          <img className="testimonial-photo" src={slide.image || DEFAULT_AVATAR} alt={slide.name ? `Photo of ${slide.name}` : ''} width={96} height={96} loading="lazy" decoding="async" />
          <blockquote className="testimonial-bio">
            <ReadMore text={slide.bio} />
          </blockquote>
          <figcaption>
            <span className="testimonial-name">{slide.name}</span>
            {slide.course ? <span className="testimonial-course">{slide.course}</span> : null}
          </figcaption>
        </figure>
      );
  }
}
