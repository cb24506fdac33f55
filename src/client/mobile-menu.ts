import { linkToButton } from './dom.ts';

/**
 * The mobile menu (below the desktop breakpoint). Without JavaScript the "Menu" link opens the navigation with
 * `:target`; here it becomes a button with `aria-expanded` that toggles it, closes on Escape, on a link
 * followed, and when the window grows past the breakpoint. Nothing is trapped.
 */
export function initMobileMenu(): void {
  const nav = document.getElementById('menu');
  const openLink = document.querySelector<HTMLElement>('[data-menu-toggle]');
  const closeLink = document.querySelector<HTMLElement>('[data-menu-close]');
  if (!nav || !openLink || !closeLink) return;
  const toggle = linkToButton(openLink, 'menu');
  const close = linkToButton(closeLink, 'menu');
  const setOpen = (open: boolean, focus = false) => {
    nav.classList.toggle('open', open);
    toggle.setAttribute('aria-expanded', String(open));
    if (focus) (open ? close : toggle).focus();
  };
  setOpen(false);
  toggle.addEventListener('click', () => setOpen(!nav.classList.contains('open'), true));
  close.addEventListener('click', () => setOpen(false, true));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && nav.classList.contains('open')) setOpen(false, true);
  });
  nav.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  });
  matchMedia('(min-width: 960px)').addEventListener('change', () => setOpen(false));
  addEventListener('pageshow', () => setOpen(false));
}
