/**
 * The services dropdown: the toggle button opens it on click, Enter, Space and ArrowDown; it
 * closes on a click outside, on Escape (focus back to the button), when focus leaves it, and on navigation.
 * Without JavaScript the list opens on hover and focus (CSS), and /services lists every service anyway.
 */
export function initDropdowns(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-dropdown]')) {
    const button = root.querySelector<HTMLButtonElement>('.dd-toggle');
    const menu = root.querySelector<HTMLElement>('.dd-menu');
    if (!button || !menu) continue;
    const items = () => [...menu.querySelectorAll<HTMLAnchorElement>('a')];
    const setOpen = (open: boolean) => {
      root.classList.toggle('open', open);
      button.setAttribute('aria-expanded', String(open));
    };
    const isOpen = () => root.classList.contains('open');

    button.addEventListener('click', () => setOpen(!isOpen()));
    button.addEventListener('keydown', (event) => {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        setOpen(true);
        items()[0]?.focus();
      }
    });
    menu.addEventListener('keydown', (event) => {
      const list = items();
      const index = list.indexOf(document.activeElement as HTMLAnchorElement);
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const next = (index + (event.key === 'ArrowDown' ? 1 : -1) + list.length) % list.length;
        list[next]?.focus();
      }
    });
    root.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && isOpen()) {
        setOpen(false);
        button.focus();
      }
    });
    root.addEventListener('focusout', (event) => {
      if (!root.contains(event.relatedTarget as Node | null)) setOpen(false);
    });
    document.addEventListener('click', (event) => {
      if (!root.contains(event.target as Node)) setOpen(false);
    });
    menu.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) setOpen(false);
    });
    // A page restored from the back/forward cache opens closed.
    addEventListener('pageshow', () => setOpen(false));
  }
}
