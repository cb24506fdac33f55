import { onScroll } from './dom.ts';

/** The header gains a shadow after more than 10 px of scroll, to set it off from the content passing beneath. */
const HEADER_SHADOW_THRESHOLD = 10;

export function initHeaderShadow(): void {
  const header = document.querySelector('.site-header');
  if (!header) return;
  onScroll(() => header.classList.toggle('scrolled', scrollY > HEADER_SHADOW_THRESHOLD));
}
