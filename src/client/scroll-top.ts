import { onScroll, scrollBehavior } from './dom.ts';

/** The scroll-to-top button is visible beyond 400 px of scroll, once the top is out of sight. */
const SCROLL_TOP_THRESHOLD = 400;

/** The home page's scroll-to-top button: shown past the threshold, returns to the top and focuses the logo link. */
export function initScrollTop(): void {
  const button = document.querySelector<HTMLAnchorElement>('[data-to-top]');
  if (!button) return;
  onScroll(() => (button.hidden = scrollY <= SCROLL_TOP_THRESHOLD));
  button.addEventListener('click', (event) => {
    event.preventDefault();
    scrollTo({ top: 0, behavior: scrollBehavior() });
    document.querySelector<HTMLElement>('.brand')?.focus({ preventScroll: true });
  });
}
