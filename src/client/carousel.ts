import { scrollBehavior } from './dom.ts';

/** The carousel buttons scroll 300 px a step, one card; the stylesheet gives the cards this pitch. */
export const CAROUSEL_STEP = 300;

/**
 * Where a press of a carousel button moves the track, as the visitor sees it once the motion settles, at every width:
 * the next (`direction` 1) or previous (-1) multiple of `step`, so each press moves one card, 300 px, and never stops
 * between two cards; within `0…max`, so the last press forward goes only as far as the track does and the first press
 * back returns to a multiple of the step. A position within 1 px of a multiple counts as that multiple (rounded scroll
 * offsets).
 * @param scrollLeft - the track's current `scrollLeft`, in CSS px.
 * @param max - its largest `scrollLeft` (`scrollWidth - clientWidth`), in CSS px.
 * @returns the `scrollLeft` to scroll to, in CSS px.
 */
export function carouselTarget(scrollLeft: number, max: number, direction: 1 | -1, step = CAROUSEL_STEP): number {
  const index = direction > 0 ? Math.floor((scrollLeft + 1) / step) + 1 : Math.ceil((scrollLeft - 1) / step) - 1;
  return Math.min(max, Math.max(0, index * step));
}

/**
 * The testimonial carousel: a scroll-snap track (touch, wheel and keyboard scrolling work on their own) plus
 * previous/next buttons, shown by this script, disabled at either end.
 */
export function initCarousels(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-carousel]')) {
    const track = root.querySelector<HTMLElement>('.carousel-track');
    const prev = root.querySelector<HTMLButtonElement>('.carousel-btn.prev');
    const next = root.querySelector<HTMLButtonElement>('.carousel-btn.next');
    if (!track || !prev || !next) continue;
    const update = () => {
      prev.disabled = track.scrollLeft <= 1;
      next.disabled = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
    };
    // scrollTo a computed multiple rather than scrollBy(±300): from a position that is not a multiple (the end
    // of the track), scrollBy would let snapping pull the press to another card.
    const go = (direction: 1 | -1) =>
      track.scrollTo({
        left: carouselTarget(track.scrollLeft, track.scrollWidth - track.clientWidth, direction),
        behavior: scrollBehavior(),
      });
    prev.hidden = next.hidden = false;
    prev.addEventListener('click', () => go(-1));
    next.addEventListener('click', () => go(1));
    track.addEventListener('scroll', update, { passive: true });
    addEventListener('resize', update);
    update();
  }
}
