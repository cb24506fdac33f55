import { onScroll } from './dom.ts';

/** Spec §4, §9: the header gains a shadow after more than 10 px of scroll. */
const HEADER_SHADOW_THRESHOLD = 10;

export function initHeaderShadow(): void {
  const header = document.querySelector('.site-header');
  if (!header) return;
  onScroll(() => header.classList.toggle('scrolled', scrollY > HEADER_SHADOW_THRESHOLD));
}
