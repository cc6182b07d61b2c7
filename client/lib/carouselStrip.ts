/**
 * A carousel's strip: a CSS scroll-snap track whose scroll position is the state. Measures where
 * each slide starts and how far the strip can scroll, steps to a slide (smoothly unless the
 * visitor prefers reduced motion, announcing it when asked), and keeps the current index in step
 * with the visitor's own scrolling (swipes, keyboard scrolling, focus moving into a slide).
 * What it returns that touches the DOM (`step`) runs from effects and event handlers only.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { fill } from './fill';

/** Quiet time after the last scroll event before the strip counts as settled on a slide. */
const SETTLE_MS = 120;

export function useCarouselStrip({
  count,
  loop,
  vertical,
  status: announced,
}: {
  count: number;
  loop: boolean;
  vertical: boolean;
  /** What is announced on a step, in the page's language: "Slide {n} of {count}". */
  status: string;
}) {
  const track = useRef<HTMLDivElement>(null);
  const target = useRef(0);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [index, setIndex] = useState(0);
  const [maxIndex, setMaxIndex] = useState(Math.max(0, count - 1));
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
      el.scrollTo({
        [vertical ? 'top' : 'left']: positions()[i] ?? 0,
        behavior: reduce ? 'auto' : 'smooth',
      });
      target.current = i;
      setIndex(i);
      if (announce) setStatus(fill(announced, { n: i + 1, count }));
    },
    [announced, count, measure, positions, vertical],
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
    // A new length along the strip (a window resized, a phone turned) moves every slide: the strip
    // goes back to the start of its current slide at once, rather than rest wherever the old offset
    // falls (Chromium's own re-snap after a resize does not always keep the snapped slide). Not on
    // the first call, the observer's own: the visitor may have scrolled before the island hydrated.
    let length = -1;
    const resize = new ResizeObserver(() => {
      const max = measure();
      const now = vertical ? el.clientHeight : el.clientWidth;
      if (length >= 0 && now !== length) {
        const i = Math.min(target.current, max);
        const at = positions()[i] ?? 0;
        if (Math.abs((vertical ? el.scrollTop : el.scrollLeft) - at) > 1)
          el.scrollTo({ [vertical ? 'top' : 'left']: at, behavior: 'auto' });
      }
      length = now;
    });
    resize.observe(el);
    return () => {
      clearTimeout(settleTimer.current);
      el.removeEventListener('scroll', onScroll);
      resize.disconnect();
    };
  }, [measure, positions, vertical]);

  return { track, index, maxIndex, status, step };
}
