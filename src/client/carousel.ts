import { scrollBehavior } from './dom.ts';

/** Spec §4, §9: the carousel buttons scroll 300 px a step. */
export const CAROUSEL_STEP = 300;

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
    prev.hidden = next.hidden = false;
    prev.addEventListener('click', () => track.scrollBy({ left: -CAROUSEL_STEP, behavior: scrollBehavior() }));
    next.addEventListener('click', () => track.scrollBy({ left: CAROUSEL_STEP, behavior: scrollBehavior() }));
    track.addEventListener('scroll', update, { passive: true });
    addEventListener('resize', update);
    update();
  }
}
